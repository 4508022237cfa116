import Foundation
import GameCore

/// A match against a rival: a rung of the ladder (of its first tier or of the Masters), or the
/// day's challenge.
struct ChallengeMatch: Equatable {
  let rival: Rival
  /// The daily challenge played; nil on the ladder.
  let daily: DailyChallenge?
  /// The tier of the ladder played (the first for the daily challenge).
  let tier: LadderTier
  let startedAt: Date
  /// A replay of the day's challenge after its counted try: played for practice, kept nowhere.
  var practice = false
  /// A try of a past day's challenge, from the earlier days: kept in the history, counted for
  /// nothing of its day's.
  var isLaterTry = false
  /// Whether the Masters rung's twist may be named on the board: once the rung is beaten.
  var twistTold = false
  /// The id of the match's record in the history, kept from its first round to its end.
  let recordID: UUID
  /// The rounds played before, when the match resumes; a fresh match has none.
  let resumed: Match?
  /// What the rival made of the resumed match's rounds, as the history kept it.
  let resumedInsights: [EngineInsight?]

  /// A fresh match against `rival`, or, given `unfinished` (its record in the history), that
  /// match resumed where it was left.
  init(
    rival: Rival, daily: DailyChallenge?, tier: LadderTier = .first, startedAt: Date,
    resuming unfinished: MatchRecord? = nil
  ) {
    self.rival = rival
    self.daily = daily
    self.tier = daily == nil ? tier : .first
    self.startedAt = unfinished?.startedAt ?? startedAt
    recordID = unfinished?.id ?? UUID()
    resumed = unfinished?.match
    resumedInsights = unfinished?.insights ?? []
  }

  /// The match on the board at the start: the one resumed, or a fresh one.
  var openingMatch: Match { resumed ?? freshMatch }

  /// The rival's Masters rung, when that is the match.
  var mastersRung: MastersRung? { tier == .masters ? MastersRung(rival: rival) : nil }

  /// The match before its first round: classic, first to three or five by the rung, on the
  /// ladder's first tier;
  /// the rung's twist on the Masters; the day's rules and length for the daily challenge.
  var freshMatch: Match {
    daily?.match ?? mastersRung?.match
      ?? Match(rules: .classic, targetWins: Ladder.targetWins(against: rival))
  }

  /// Which habit the rival follows each round: the day's plan, or the rung's.
  var habitPlan: HabitPlan {
    daily?.habitPlan ?? Ladder.habitPlan(of: rival, on: tier, startedAt: startedAt)
  }

  /// Whether the rival's name and face are hidden until the match is over.
  var hidesRival: Bool { !practice && daily?.hidesRival ?? false }

  /// The tag the history keeps with the match.
  var tag: ChallengeTag { ChallengeTag(rival: rival, day: daily?.day, tier: tier, later: isLaterTry) }

  /// The record the history keeps of `match`, played at `level`: in progress until `endedAt`,
  /// with what the rival made of each round (`insights`).
  func record(of match: Match, level: Level, endedAt: Date?, insights: [EngineInsight?] = []) -> MatchRecord {
    var record = MatchRecord(
      id: recordID, match: match, level: level, startedAt: startedAt, endedAt: endedAt, challenge: tag)
    record.insights = insights.contains { $0 != nil } ? insights : nil
    return record
  }
}
