import Foundation

/// How the player is doing against the hard level lately: the share of rounds won in the last
/// seven days (the match in progress among them) and in the seven before, so that a player
/// coming back on day three sees whether they are learning to read it. Rounds, not matches: a
/// match at Hard is seldom won, but a few more rounds taken show progress.
///
/// ```swift
/// let progress = HardProgress(history: history, now: Date())
/// progress.thisWeek.roundShare  // 0.38
/// ```
public struct HardProgress: Equatable, Sendable {
  /// The rounds and matches of seven days against Hard.
  public struct Week: Equatable, Sendable {
    public var roundsWon = 0
    public var rounds = 0
    public var matchesWon = 0
    public var matches = 0

    public init(roundsWon: Int = 0, rounds: Int = 0, matchesWon: Int = 0, matches: Int = 0) {
      self.roundsWon = roundsWon
      self.rounds = rounds
      self.matchesWon = matchesWon
      self.matches = matches
    }

    /// Rounds won as a share of the rounds played; nil for a week without one.
    public var roundShare: Double? { rounds == 0 ? nil : Double(roundsWon) / Double(rounds) }
  }

  /// The seven days up to `now`.
  public private(set) var thisWeek = Week()
  /// The seven days before those.
  public private(set) var weekBefore = Week()
  /// The quest of `now`'s UTC day.
  public let quest: HardQuest
  /// The player's rating against Hard, over every match ever finished at Hard: the long measure
  /// beside the two weeks'.
  public let rating: HardRating
  /// Whether a match against Hard played that day (the one in progress too) met it.
  public private(set) var questDone = false
  /// The highest share of rounds won this week at the end of any of its matches, once the week
  /// held ``roundsToHoldAShare`` rounds: a goal reached stays reached when a round lost after
  /// it brings the share down again (players saw "✓ over 25%" go back to "next: over 25%").
  public private(set) var bestRoundShareThisWeek: Double?
  /// The rounds a week needs before its share is held as reached: one round won of one is not
  /// a week's reading of Hard.
  public static let roundsToHoldAShare = 9

  public init(history: History, now: Date) {
    let today = DayStamp(now)
    quest = HardQuest(day: today)
    rating = HardRating(history: history)
    let week: TimeInterval = 7 * 86_400
    var weekMatches: [(ended: Date, won: Int, rounds: Int)] = []
    // The match in progress counts too: its rounds are on the board beside the line, and a
    // line that left them out read "0% of rounds" over a board at 2–2.
    for record in history.newestFirst where record.isAgainstALevel && record.level == .hard {
      let ended = record.endedAt ?? record.startedAt
      let age = now.timeIntervalSince(ended)
      // A match stamped after `now` (a clock set back, or another copy's clock ahead) is this
      // week's: leaving it out made the line and the records disagree.
      guard age < 2 * week else { continue }
      let match = record.match
      if !questDone, DayStamp(ended) == today, quest.isMet(by: match) { questDone = true }
      let add = { (tally: inout Week) in
        tally.rounds += match.rounds.count
        tally.roundsWon += match.score.player
        if match.isOver { tally.matches += 1 }
        if match.winner == .player { tally.matchesWon += 1 }
      }
      if age < week {
        add(&thisWeek)
        weekMatches.append((ended, match.score.player, match.rounds.count))
      } else {
        add(&weekBefore)
      }
    }
    var (won, rounds) = (0, 0)
    for entry in weekMatches.sorted(by: { $0.ended < $1.ended }) {
      won += entry.won
      rounds += entry.rounds
      guard rounds >= HardProgress.roundsToHoldAShare else { continue }
      let share = Double(won) / Double(rounds)
      bestRoundShareThisWeek = max(bestRoundShareThisWeek ?? 0, share)
    }
  }
}
