import GameCore
import Localization

/// The words of a ``HabitWatch`` on the free-play board at Medium and Hard: before the first
/// throw, in the place the rounds will take, the habit the player's recent rounds show (or that
/// they show none); during the match, under the round's result, the throw that habit points to
/// next and how often the player has followed it so far.
enum HabitWatchWords {
  /// Before the first throw, longest first; each may break onto a second line.
  static func before(_ watch: HabitWatch) -> [String] {
    guard let pattern = watch.pattern else {
      return [
        // TRANSLATORS: over the cards before a match at Medium or Hard: the player's recent rounds showed no clear habit.
        trn(
          "It found no clear habit in your last %1$@ round: keep it guessing.",
          "It found no clear habit in your last %1$@ rounds: keep it guessing.", watch.rounds),
        // TRANSLATORS: a shorter "It found no clear habit in your last 40 rounds: keep it guessing."
        tr("No clear habit to read: keep it guessing."),
      ]
    }
    let sentence = pattern.sentence
    return [
      // TRANSLATORS: over the cards before a match at Medium or Hard, a heading, then on the next line the player's clearest habit, e.g. "After a loss, you threw what beats your last throw 9 times out of 12".
      trn(
        "What it remembers of your last %1$@ round:", "What it remembers of your last %1$@ rounds:",
        watch.rounds)
        + "\n" + sentence,
      sentence,
    ]
  }

  /// During a match, under the round's result: the throw the habit points to for the next round
  /// and how often the player followed it so far, longest first; none where it points to none.
  static func during(_ watch: HabitWatch, match: Match) -> [String] {
    guard !match.isOver, let move = watch.expectedThrow(after: match.rounds) else { return [] }
    let (followed, chances) = watch.followed(in: match.rounds)
    let now =
      // TRANSLATORS: under a round's result at Medium or Hard: the throw the player's own habit points to for the next round ("Your habit points to paper next"), to keep, break or bait.
      tr("Your habit points to %1$@ next", move.wordInSentence)
    // TRANSLATORS: the shortest "Your habit points to paper next", for a phone.
    let short = tr("Habit: %1$@", move.wordInSentence)
    guard chances > 0 else { return [now, short] }
    return [
      // TRANSLATORS: after "Your habit points to paper next": how many of this match's rounds the habit pointed to a throw in, the player threw it ("you followed it 1 time in 2").
      now + " · "
        + trn(
          "you followed it %1$@ time in %2$@", "you followed it %1$@ times in %2$@", followed.count, chances),
      now, short,
    ]
  }

  /// Once the match is over, how the player met the habit through it: in how many rounds it
  /// pointed to a throw, how many of those they followed it in and how many of those the
  /// computer won; nil where it pointed to none.
  static func after(_ watch: HabitWatch, match: Match) -> String? {
    let (followed, chances) = watch.followed(in: match.rounds)
    guard chances > 0 else { return nil }
    guard !followed.isEmpty else {
      // TRANSLATORS: in the lesson after a match at Medium or Hard: the habit named before the match pointed to a throw in 3 rounds, and the player threw another each time.
      return trn(
        "Your habit pointed to a throw in %1$@ round: you broke it.",
        "Your habit pointed to a throw in %1$@ rounds: you broke it every time.", chances)
    }
    let lost = followed.filter { match.rounds[$0].outcome == .loss }.count
    // TRANSLATORS: in the lesson after a match at Medium or Hard: the habit named before the match pointed to a throw in 4 rounds; the player followed it in 3 of them, and the computer won 2 of those 3.
    return trn(
      "Your habit pointed to a throw in %1$@ round: you followed it in %2$@, and it won %3$@ of those.",
      "Your habit pointed to a throw in %1$@ rounds: you followed it in %2$@, and it won %3$@ of those.",
      chances, followed.count, lost)
  }
}
