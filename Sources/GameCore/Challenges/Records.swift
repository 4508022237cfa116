import Foundation

/// The player's records, read from the history and the progress: the longest run of wins and
/// the first win at each level, the first win over each rival, the fastest win and the longest
/// match.
///
/// ```swift
/// let records = Records(history: keeper.history, progress: progress)
/// records.bestStreak[.hard]  // 4
/// ```
public struct Records: Equatable, Sendable {
  /// The most matches won in a row at each level (any rules), for levels with a win.
  public private(set) var bestStreak: [Level: Int] = [:]
  /// When the first match was won at each level.
  public private(set) var firstWin: [Level: Date] = [:]
  /// When a match against a rival (a rung or a daily challenge) was first won: with the first
  /// win at each level, what the First win achievement counts.
  public private(set) var firstRivalWin: Date?
  /// When each rival was first beaten.
  public private(set) var firstBeaten: [Rival: Date] = [:]
  /// The won match of fewest rounds (the earliest of equals), against the computer or a rival.
  public private(set) var fastestWin: MatchRecord?
  /// The match played to its end in most rounds (the earliest of equals), whoever played it: an
  /// abandoned match is no record.
  public private(set) var longestMatch: MatchRecord?
  /// The most daily challenges won on consecutive days.
  public let bestDailyStreak: Int

  public init(history: History, progress: PlayerProgress) {
    var runs: [Level: Int] = [:]
    for record in history.finished.reversed() where record.isFinished {
      let rounds = record.match.rounds.count
      let playedOut = record.match.winner != nil
      if playedOut, rounds > (longestMatch?.match.rounds.count ?? 0) { longestMatch = record }
      guard record.players == nil else { continue }
      let won = record.match.winner == .player
      if won, rounds < (fastestWin?.match.rounds.count ?? Int.max) { fastestWin = record }
      if won, record.challenge != nil, firstRivalWin == nil {
        firstRivalWin = record.endedAt ?? record.startedAt
      }
      guard record.isAgainstALevel else { continue }
      let level = record.level
      runs[level] = won ? (runs[level] ?? 0) + 1 : 0
      if won {
        bestStreak[level] = max(bestStreak[level] ?? 0, runs[level] ?? 0)
        if firstWin[level] == nil { firstWin[level] = record.endedAt ?? record.startedAt }
      }
    }
    for rival in Rival.allCases {
      if let date = progress.firstBeaten(rival) { firstBeaten[rival] = date }
    }
    bestDailyStreak = progress.bestDailyStreak
  }
}
