import GameCore
import Localization
import ViewKit

extension Rival {
  /// The rival's name in the player's language.
  var word: String { profile.word }

  /// One line of personality, shown under the portrait: a hint of the habit, not its recipe.
  var personality: String { profile.personality }

  /// Each rival's name beside its line of personality.
  private var profile: (word: String, personality: String) {
    switch self {
    // TRANSLATORS: the names of the ladder's characters; translate them as names that say what each is.
    case .boulder: (tr("Boulder"), tr("Solid, dependable, and very fond of one throw."))
    case .cyclist: (tr("Cyclist"), tr("Likes to keep things going round and round."))
    case .echo: (tr("Echo"), tr("Listens closely, and says the same back."))
    case .fox: (tr("Fox"), tr("Watches your last move and answers it."))
    case .mule: (tr("Mule"), tr("Never changes what is working."))
    case .magpie: (tr("Magpie"), tr("Takes whatever just beat it."))
    case .jester: (tr("Jester"), tr("Two habits, one hat: keeps a winner, else moves on."))
    case .scholar: (tr("Scholar"), tr("Studies your habits, a little absent-minded."))
    case .professor: (tr("Professor"), tr("Has read everything you ever threw."))
    case .grandmaster: (tr("Grandmaster"), tr("Reads people. The top of the ladder."))
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
    case .mule: tr("%1$@ threw a winning throw again.", word)
    case .magpie: tr("%1$@ switched to the throw that had just beaten it.", word)
    case .jester: tr("%1$@ kept a winning throw, and otherwise stepped on to the next one.", word)
    case .scholar, .professor: tr("%1$@ learned what you throw after your last throws.", word)
    case .grandmaster: tr("%1$@ read your habits and its own, as the hard level does.", word)
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
