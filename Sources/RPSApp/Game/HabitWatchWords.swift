import GameCore
import Localization

/// The words of a ``HabitWatch`` on the free-play board at Medium and Hard: before the first
/// throw, in the place the rounds will take, the habit the player's recent rounds show (or that
/// they show none); during the match, under the round's result, that it could show in the next
/// round and how often the player has followed it so far.
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

  /// During a match, under the round's result, where the habit could show in the next round
  /// (after a loss, for a habit of what follows a loss): the habit, and how often the player
  /// followed it so far, longest first; none where it could not. The throw it points to is the
  /// player's to work out: named, it was the computer's likely answer given away, and a new
  /// player beat Hard three times running by throwing what beats it.
  static func during(_ watch: HabitWatch, match: Match) -> [String] {
    guard !match.isOver, let pattern = watch.pattern, watch.expectedThrow(after: match.rounds) != nil else {
      return []
    }
    let (followed, chances) = watch.followed(in: match.rounds)
    // TRANSLATORS: under a round's result at Medium or Hard: the player's own habit (e.g. "after a loss, what beats your last throw") could show in the next round, to keep, break or bait.
    let now = tr("Your habit could show now: %1$@", name(of: pattern))
    // TRANSLATORS: the shortest "Your habit could show now: …", for a phone.
    let short = tr("Your habit could show now")
    guard chances > 0 else { return [now, short] }
    let count =
      // TRANSLATORS: after "Your habit could show now: …": how many of this match's rounds the habit could show in, the player followed it in ("you followed it 1 time in 2").
      trn("you followed it %1$@ time in %2$@", "you followed it %1$@ times in %2$@", followed.count, chances)
    return [now + " · " + count, now, short + " · " + count, short]
  }

  /// The habit in a few words, as it ends "Your habit could show now: …".
  static func name(of pattern: ThrowingPattern) -> String {
    switch (pattern.tendency, pattern.after) {
    // TRANSLATORS: a habit in a few words, after "Your habit could show now:": throwing rock (or another move) more than the others.
    case (.favoured(let move), _): return tr("%1$@ more than the others", move.wordInSentence)
    // TRANSLATORS: a habit in a few words, after "Your habit could show now:".
    case (.stayed, nil): return tr("the same throw again")
    case (.beatOwnLast, nil): return tr("what beats your last throw")
    case (.yieldedToOwnLast, nil): return tr("what your last throw beats")
    case (.beatRivalsLast, _): return tr("what beats its last throw")
    case (.copiedRivalsLast, _): return trc("a habit", "its last throw")
    case (.stayed, .win?): return tr("after a win, the same throw again")
    case (.beatOwnLast, .win?): return tr("after a win, what beats your last throw")
    case (.yieldedToOwnLast, .win?): return tr("after a win, what your last throw beats")
    case (.stayed, .loss?): return tr("after a loss, the same throw again")
    case (.beatOwnLast, .loss?): return tr("after a loss, what beats your last throw")
    case (.yieldedToOwnLast, .loss?): return tr("after a loss, what your last throw beats")
    case (.stayed, .draw?): return tr("after a draw, the same throw again")
    case (.beatOwnLast, .draw?): return tr("after a draw, what beats your last throw")
    case (.yieldedToOwnLast, .draw?): return tr("after a draw, what your last throw beats")
    }
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
