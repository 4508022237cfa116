import GameCore
import Localization
import ViewKit

extension Rival {
  /// The rival's name in the player's language.
  var word: String { profile.word }

  /// One line of personality, shown on the ladder's card and at the table: it alludes to the
  /// habit without saying it, so that the habit is there to be read in play.
  var personality: String { profile.personality }

  /// Each rival's name beside its line of personality.
  private var profile: (word: String, personality: String) {
    switch self {
    // TRANSLATORS: the names of the ladder's characters; translate them as names that say what each is.
    // Each line of personality hints at the rival's habit without telling it: keep it a riddle.
    case .boulder: (tr("Boulder"), tr("Solid. Dependable. Unmoved."))
    case .cyclist: (tr("Cyclist"), tr("Always on the move, and always back where it started."))
    case .echo: (tr("Echo"), tr("Never has an idea of its own."))
    case .fox: (tr("Fox"), tr("Always one step ahead of where you were."))
    case .mule: (tr("Mule"), tr("Loyal to what works. Restless when it doesn't."))
    case .magpie: (tr("Magpie"), tr("Keeps its treasures, and has an eye for yours."))
    case .jester: (tr("Jester"), tr("Laughs at its own wins, and always gets even."))
    case .scholar: (tr("Scholar"), tr("Takes notes on everything. Loses a few."))
    case .professor: (tr("Professor"), tr("Has read everything you ever threw."))
    case .grandmaster: (tr("Grandmaster"), tr("Reads people. The top of the ladder."))
    }
  }

  /// The habit in plain words, for the ladder's card once the rival is beaten: "Loves rock."
  func habitLine(rules: Rules) -> String {
    switch self {
    // TRANSLATORS: a rival's habit, told on its ladder card once the player has beaten it.
    case .boulder: tr("Loves rock.")
    case .cyclist:
      tr("Throws %1$@ in turn.", rules.moves.map(\.wordInSentence).joined(separator: tr(", ")))
    case .echo: tr("Copies your last throw.")
    case .fox: tr("Throws what beats your last throw.")
    // The blended habits say what follows each outcome of the last round, short enough for a card.
    case .mule: tr("Won: stays. Otherwise: moves on.")
    case .magpie: tr("Won: stays. Lost: takes yours. Draw: steps back.")
    case .jester: tr("Draw: stays. Won: beats its own. Lost: beats yours.")
    // The two that learn as Medium does differ in memory, and say so: told alike, they read as
    // one rival met twice.
    case .scholar: tr("Learns your habits in each match, then forgets them.")
    case .professor: tr("Learns your habits, and remembers every match.")
    case .grandmaster: tr("Plays as the hard level.")
    }
  }

  /// What to watch to find the habit, for the recap after a loss to a rival not yet beaten: in
  /// the spirit of the card's personality, a place to look and not the answer. Rivals whose
  /// habits turn on the same thing share a hint, so the hint does not name the habit either.
  var habitHint: String {
    switch self {
    // TRANSLATORS: hints at a rival's habit in the recap, before the player has beaten it: each says
    // where to look, never what the habit is.
    case .boulder, .cyclist: tr("Watch its own throws, round after round.")
    case .echo, .fox: tr("Watch your own last throw, then its next one.")
    case .mule, .magpie, .jester: tr("Watch what it throws after it wins, after it loses and after a draw.")
    case .scholar, .professor, .grandmaster: tr("Watch what it learns from your last throws.")
    }
  }

  /// How the rival played, for the recap: "threw rock, paper, scissors in turn".
  func habitSentence(rules: Rules) -> String {
    switch self {
    case .boulder: tr("%1$@ loved rock.", word)
    case .cyclist:
      tr(
        "%1$@ threw %2$@ in turn.", word,
        rules.moves.map(\.wordInSentence).joined(separator: tr(", ")))
    case .echo: tr("%1$@ copied your last throw.", word)
    case .fox: tr("%1$@ threw what beats your last throw.", word)
    case .mule: tr("%1$@ kept a winning throw, and otherwise stepped on to the next one.", word)
    case .magpie:
      tr(
        "%1$@ kept a winning throw, took the one that beat it, and after a draw threw what the drawn throw beats.",
        word)
    case .jester:
      tr(
        "%1$@ stayed after a draw; after a win it threw what beats its own throw, after a loss what beats yours.",
        word)
    case .scholar:
      tr(
        "%1$@ learned what you throw after your last throws, in this match alone, and threw at random now and then.",
        word)
    case .professor:
      tr(
        "%1$@ learned what you throw after your last throws, in this match and every one you played against the computer.",
        word)
    case .grandmaster: tr("%1$@ read your habits and its own, as the hard level does.", word)
    }
  }

  /// How the rival played when its habit was borrowed every other round by another rival: as
  /// ``habitSentence(rules:)``, but for a habit that steps on from the rival's own last throw,
  /// which is then the other habit's throw. "Cyclist threw rock, paper, scissors in turn" beside
  /// borrowed rounds of paper after paper after paper read as wrong.
  func borrowedHabitSentence(rules: Rules) -> String {
    switch self {
    case .cyclist:
      // TRANSLATORS: the Cyclist's habit borrowed every other round by another rival: the throw after the rival's own last one, in the order of the moves listed.
      tr(
        "%1$@ threw one step on from its own last throw, in the order %2$@.", word,
        rules.moves.map(\.wordInSentence).joined(separator: tr(", ")))
    default: habitSentence(rules: rules)
    }
  }

  /// The rival's portrait.
  var portrait: Image { Image(named: "rival-" + rawValue) }

  /// The rival's colour, from its portrait's backdrop.
  var color: Color {
    switch self {
    case .boulder: Color(hex: 0xE0A458)
    case .cyclist: Color(hex: 0x5AA9E6)
    case .echo: Color(hex: 0x4FC1B4)
    case .fox: Color(hex: 0x6FBF73)
    case .mule: Color(hex: 0x9C8AD6)
    case .magpie: Color(hex: 0xF0B84A)
    case .jester: Color(hex: 0xE56F9E)
    case .scholar: Color(hex: 0x88A6DE)
    case .professor: Color(hex: 0xD47D70)
    case .grandmaster: Color(hex: 0x7C80F0)
    }
  }
}
