import Foundation
import GameCore

extension MatchRecord {
  /// A finished classic match of `pairs` (the player's throw, then the other side's), first to
  /// `targetWins`, started and ended at `date`: the history a test arranges.
  public static func played(
    _ pairs: [(Move, Move)], level: Level = .easy, targetWins: Int = 3, challenge: ChallengeTag? = nil,
    players: MatchPlayers? = nil, at date: Date
  ) -> MatchRecord {
    let match = Match(
      rules: .classic, targetWins: targetWins,
      rounds: pairs.map { Round(player: $0.0, computer: $0.1, rules: .classic) })
    return MatchRecord(
      match: match, level: level, startedAt: date, endedAt: date, players: players, challenge: challenge)
  }
}
