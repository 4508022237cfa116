import Foundation

/// How soon the player read a rival's habit in a finished match: the round the recap says they
/// caught on in (``RivalRecap/roundCaughtOn(knewTheHabit:)``), or not at all. Read back from the
/// history, it scores the daily's try beside its stars and gives each rung of the ladder a best
/// read to beat on a replay.
///
/// ```swift
/// HabitReading(recap: recap, known: [])                 // .inRound(4)
/// HabitReading.bestRounds(in: history, on: .first)[.cyclist]  // 3: the earliest read yet
/// ```
public enum HabitReading: Hashable, Sendable {
  /// The player caught on in this round (from 1).
  case inRound(Int)
  /// The player never caught on.
  case notRead

  /// How the player read the habit in `recap`, when they knew the habits of the `known` rivals
  /// before the match; nil against a rival that learns, which has no habit to read.
  public init?(recap: RivalRecap, known: Set<Rival>) {
    guard recap.rival.hasHabit else { return nil }
    let round = recap.roundCaughtOn(knewTheHabit: recap.knewFirstHabit(among: known))
    self = round.map { .inRound($0) } ?? .notRead
  }

  /// The round read in, or nil when the habit was not read.
  public var round: Int? {
    if case .inRound(let round) = self { return round }
    return nil
  }

  /// The rivals beaten on the ladder's first tier in `history` by matches ended before `date`:
  /// their habits are told, so a player who meets them again knows them.
  public static func rivalsKnown(before date: Date, in history: History) -> Set<Rival> {
    var known: Set<Rival> = []
    for record in history.finished {
      guard let tag = record.challenge, tag.day == nil, tag.ladderTier == .first,
        record.match.winner == .player, let ended = record.endedAt, ended < date
      else { continue }
      known.insert(tag.rival)
    }
    return known
  }

  /// The earliest round each rival's ladder matches on `tier` in `history` were read in, leaving
  /// out the record `excluded` (the match just played, to set it beside the best before it);
  /// with `wonOnly`, of the matches won alone (the stars of a read ask for it in a match won).
  /// Rivals never read are absent.
  public static func bestRounds(
    in history: History, on tier: LadderTier = .first, excluding excluded: UUID? = nil, wonOnly: Bool = false
  ) -> [Rival: Int] {
    var best: [Rival: Int] = [:]
    var known: Set<Rival> = []
    // Oldest first, so each match knows the rivals beaten before it.
    for record in history.finished.reversed() {
      guard let tag = record.challenge, tag.day == nil, record.endedAt != nil else { continue }
      if tag.ladderTier == tier, record.id != excluded, !wonOnly || record.match.winner == .player,
        let round = HabitReading(
          ladderMatch: record.match, against: tag.rival, on: tier, startedAt: record.startedAt, known: known)?
          .round,
        round < best[tag.rival] ?? .max
      {
        best[tag.rival] = round
      }
      learn(from: record, into: &known)
    }
    return best
  }

  /// How the player read `rival`'s habit in `match`, a ladder match on `tier` begun at
  /// `startedAt` (``Ladder/habitPlan(of:on:startedAt:)``), knowing the habits of the `known`
  /// rivals; nil against a rival that learns.
  public init?(
    ladderMatch match: Match, against rival: Rival, on tier: LadderTier, startedAt: Date, known: Set<Rival>
  ) {
    guard rival.hasHabit else { return nil }
    let plan = Ladder.habitPlan(of: rival, on: tier, startedAt: startedAt)
    self.init(recap: RivalRecap(rival: rival, match: match, plan: plan), known: known)
  }

  /// Adds to `known` the rival `record` told the habit of: one beaten on the ladder's first
  /// tier. Walking the history oldest first, the set then holds what
  /// ``rivalsKnown(before:in:)`` gives for each record, without reading the history again.
  public static func learn(from record: MatchRecord, into known: inout Set<Rival>) {
    guard let tag = record.challenge, tag.day == nil, tag.ladderTier == .first, record.endedAt != nil,
      record.match.winner == .player
    else { return }
    known.insert(tag.rival)
  }
}
