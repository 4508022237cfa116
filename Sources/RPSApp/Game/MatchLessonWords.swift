import GameCore
import Localization

/// What a finished match against a computer that learns (Medium or Hard) showed of the player,
/// said on the board under the cards: how many rounds it won, the clearest pattern of the
/// player's it could read (``ThrowingPattern``) or that there was none, and one thing to try.
/// Easy throws at random and reads nothing, so it has no lesson.
struct MatchLessonWords: Equatable {
  /// "How it read you".
  let title: String
  /// "It won 4 rounds of 7. After a loss, you threw … 4 times out of 5: it won 3 of those rounds."
  let reading: String
  /// One thing to try next match, or what the computer will do with what it saw; may be empty.
  let advice: String

  /// The lesson of `match` played against `level`; nil before the match is over, or at Easy.
  /// Where the match shows no pattern, `lastInsight` (the engine's own account of the last
  /// round, if it is of that round) says how it chose its last throw.
  init?(match: Match, level: Level, lastInsight: EngineInsight? = nil) {
    guard match.isOver, level != .easy, let winner = match.winner else { return nil }
    let won = winner == .player
    let pattern = ThrowingPattern(in: match.rounds, rules: match.rules)
    title = tr("How it read you")
    let told = ThrowingPattern.told(pattern, rounds: match.rounds.count, won: won)
    let rounds = trn(
      "It won %1$@ round of %2$@.", "It won %1$@ rounds of %2$@.", match.score.computer, match.rounds.count)
    // Without a pattern, the engine's account of its last throw still shows how it reads.
    let lastRead =
      pattern == nil
      ? lastInsight.flatMap { insight -> String? in
        guard insight.round == match.rounds.last, insight.strategy != .opening else { return nil }
        return tr("Last round: %1$@", InsightWords.sentence(for: insight))
      } : nil
    reading = [rounds, told, lastRead ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
    switch (won, pattern) {
    case (false, _):
      advice = ThrowingPattern.adviceAfterLoss(pattern, rounds: match.rounds.count, rules: match.rules)
    // The computer keeps what it learned from match to match.
    case (true, _?): advice = tr("It remembers: next match it will look for that.")
    case (true, nil): advice = ""
    }
  }
}
