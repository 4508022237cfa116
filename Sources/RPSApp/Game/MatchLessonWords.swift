import GameCore
import Localization

/// What a finished match against a computer that learns (Medium or Hard) showed of the player,
/// said on the board under the cards: how many rounds it won, the clearest pattern of the
/// player's it could read (``ThrowingPattern``) or that there was none, and one thing to try.
/// Easy throws at random and reads nothing: its lesson says so, since a new player who lost to
/// "Easy" twice, told nothing, took it for a level they could not learn to beat.
struct MatchLessonWords: Equatable {
  /// "How it read you".
  let title: String
  /// "It won 4 rounds of 7. After a loss, you threw … 4 times out of 5: it won 3 of those rounds."
  let reading: String
  /// The reading without its count of rounds: the pattern, or what won the engine its rounds
  /// ("2 of its 3 wins came from…"), or that there was none; with the last round's read after it
  /// where the match showed neither.
  let told: String
  /// One thing to try next match, or what the computer will do with what it saw; may be empty.
  let advice: String

  /// The lesson with its advice marked as the last match's too: the same words two matches
  /// running read as a card not updated.
  var repeated: MatchLessonWords {
    // TRANSLATORS: the lesson's advice when the match before at this level ended on the same advice.
    MatchLessonWords(
      title: title, reading: reading, told: told, advice: tr("The same advice as last match. %1$@", advice))
  }

  /// The lesson with `sentence` after what it told of the match (how the player met the habit
  /// named before it, ``HabitWatchWords/after(_:match:)``); itself where that is nil.
  func telling(also sentence: String?) -> MatchLessonWords {
    guard let sentence else { return self }
    let join = { (first: String) in
      Translations.closingGapsAfterFullWidthMarks(first.isEmpty ? sentence : first + " " + sentence)
    }
    return MatchLessonWords(title: title, reading: join(reading), told: join(told), advice: advice)
  }

  private init(title: String, reading: String, told: String, advice: String) {
    self.title = title
    self.reading = reading
    self.told = told
    self.advice = advice
  }

  /// The lesson of `match` played against `level`; nil before the match is over.
  /// `insights` are the engine's own account of each round, in order (nil where it gave none,
  /// as for the rounds of a resumed match played before the game began). Where the match shows
  /// no pattern, a loss's reading names the engine's way of reading that won it most rounds
  /// (``WinningRead``), and its advice how to meet it; without one, the last round's insight
  /// says how it chose its last throw.
  init?(match: Match, level: Level, insights: [EngineInsight?] = []) {
    guard match.isOver, let winner = match.winner else { return nil }
    let won = winner == .player
    guard level != .easy else {
      // TRANSLATORS: the title of the lesson after a match against Easy, which throws at random.
      title = tr("How it played")
      told = tr("Easy threw at random: it read nothing of you, and there was nothing in it to read.")
      reading = told
      advice =
        won
        ? tr("Medium and Hard learn your habits, and have habits of their own to read.")
        : tr("Against chance, luck decides: Medium and Hard learn your habits, and can be read.")
      return
    }
    let pattern = ThrowingPattern(in: match.rounds, rules: match.rules)
    title = tr("How it read you")
    let rounds = trn(
      "It won %1$@ round of %2$@.", "It won %1$@ rounds of %2$@.", match.score.computer, match.rounds.count)
    // A loss without a pattern, long enough to have shown one, is told what won the engine its
    // rounds, in place of "no one habit stood out": "spread your throws more evenly" alone gives
    // a player nothing to aim at.
    let mostWinning =
      !won && pattern == nil && match.rounds.count > ThrowingPattern.fewestRounds
      ? WinningRead.mostWinning(in: match, insights: insights) : nil
    // A read that won it one round of several is no way of reading the player: "1 of its 3 wins
    // came from…" aimed the player at nothing. Wins each from another read were a player it
    // could not pin down.
    let winsRead = zip(match.rounds, insights).filter { round, insight in
      guard round.outcome == .loss, let insight, insight.round == round else { return false }
      return !WinningRead(insight).isLuck
    }.count
    let spread = (mostWinning?.rounds.count ?? 0) == 1 && winsRead > 1
    // One round is no "usually": a read that won it a single round is not named as a habit.
    let oneRound = mostWinning.map { $0.rounds.count < 2 && !$0.read.isLuck } ?? false
    let winningRead = spread || oneRound ? nil : mostWinning
    let toldOfMatch =
      spread
      ? tr("No two of its wins came from the same read: you kept it guessing, and luck had its say.")
      : winningRead.map { read, rounds in
        // The rounds named, to find on the strip over the cards: the lesson is this match's.
        [
          read.told(wins: rounds.count, of: match.score.computer),
          read.isLuck ? "" : read.where(rounds, in: match),
        ]
        .filter { !$0.isEmpty }.joined(separator: " ")
      } ?? ThrowingPattern.told(pattern, rounds: match.rounds.count, won: won)
    // Without a pattern, or what won its rounds, the engine's account of its last throw still
    // shows how it reads.
    let lastInsight = insights.count == match.rounds.count ? insights.last ?? nil : nil
    let lastRead =
      pattern == nil && mostWinning == nil
      ? lastInsight.flatMap { insight -> String? in
        guard insight.round == match.rounds.last else { return nil }
        return InsightWords.lastRoundSentence(for: insight)
      } : nil
    // Chinese leaves no space after its full stops.
    told = Translations.closingGapsAfterFullWidthMarks(
      [toldOfMatch, lastRead ?? ""].filter { !$0.isEmpty }.joined(separator: " "))
    reading = Translations.closingGapsAfterFullWidthMarks(
      [rounds, told].filter { !$0.isEmpty }.joined(separator: " "))
    switch (won, pattern) {
    case (false, _) where spread:
      advice = tr("Keep mixing as you did: over a longer match, luck evens out.")
    case (false, _):
      let read =
        winningRead.map { $0.read.advice(after: match, rounds: $0.rounds) }
        ?? ThrowingPattern.adviceAfterLoss(pattern, rounds: match.rounds.count, rules: match.rules)
      // A match too short to show a pattern still had a lesson: a player swept 0–3 in three
      // rounds was told nothing to try.
      advice =
        read.isEmpty
        ? tr(
          "Next time, mix your throws from the first round: it opens on what your earlier matches showed."
        )
        : read
    // The computer keeps what it learned from match to match.
    case (true, _?): advice = tr("It remembers: next match it will look for that.")
    case (true, nil): advice = ""
    }
  }
}
