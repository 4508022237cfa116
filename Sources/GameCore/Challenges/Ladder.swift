import Foundation

/// The ladder of rivals: beat one (first to three on the first four rungs, first to five from
/// the Mule up) to unlock the next. Once the Jester, the last rival of habit, is beaten and its
/// rivals of habit give enough stars (``MastersGate``), the Masters open beside the rivals that
/// learn: a second tier, unlocked in the same order.
///
/// ```swift
/// Ladder.isUnlocked(.echo, in: progress)  // true once Cyclist is beaten
/// Ladder.isUnlocked(.boulder, on: .masters, in: progress)  // true once the Masters open
/// ```
public enum Ladder {
  /// The wins that end a match against one of the first four rungs, whose one simple habit a
  /// few rounds show.
  public static let shortTargetWins = 3
  /// The wins that end a match from the Mule up: a habit that turns on the last round, or a
  /// rival that learns, takes more rounds to read, and over more rounds luck decides less.
  public static let longTargetWins = 5

  /// The wins that end a first-tier match against `rival`.
  public static func targetWins(against rival: Rival) -> Int {
    rival.rung >= Rival.mule.rung ? longTargetWins : shortTargetWins
  }

  /// Which habit `rival` follows on `tier` in a match begun at `startedAt`: its own, or its
  /// Masters rung's twist; countering the player's reads where the rung does, in a match begun
  /// from ``HabitPlan/firstDayOfCounters``, in its own way from
  /// ``HabitPlan/firstDayOfCounterStyles`` (the history's older matches are read as played).
  public static func habitPlan(of rival: Rival, on tier: LadderTier, startedAt: Date) -> HabitPlan {
    let plan =
      tier == .masters
      ? MastersRung(rival: rival)?.habitPlan ?? HabitPlan(rival)
      : HabitPlan(rival, countersReads: rival.countersReads)
    return plan.played(on: DayStamp(startedAt))
  }

  /// Whether `rival` may be played on `tier`: the first rung of the first tier always, the
  /// Masters' first once they open, each other once the one below it on its tier is beaten.
  public static func isUnlocked(
    _ rival: Rival, on tier: LadderTier = .first, in progress: PlayerProgress
  ) -> Bool {
    let rivals = tier.rivals
    guard let index = rivals.firstIndex(of: rival) else { return false }
    guard index > 0 else { return tier == .first || isOpen(.masters, in: progress) }
    return progress.hasBeaten(rivals[index - 1], on: tier)
  }

  /// The rival whose defeat, with enough stars (``MastersGate``), opens the Masters: the last
  /// that keeps a habit. A player who has read every habit gets those rivals back harder, rather
  /// than only the rivals that learn, which new players found a wall on their third day.
  public static let mastersKey = Rival.jester

  /// Whether any rung of `tier` may be played: the Masters once ``MastersGate`` opens them.
  public static func isOpen(_ tier: LadderTier, in progress: PlayerProgress) -> Bool {
    tier == .first || MastersGate(progress: progress).isOpen
  }

  /// The lowest rung of `tier` not yet beaten (the one to play next), or nil once its top is
  /// beaten.
  public static func nextRival(on tier: LadderTier = .first, in progress: PlayerProgress) -> Rival? {
    tier.rivals.first { !progress.hasBeaten($0, on: tier) }
  }

  /// The rung above `rival` on `tier`, if any.
  public static func rival(above rival: Rival, on tier: LadderTier = .first) -> Rival? {
    let rivals = tier.rivals
    guard let index = rivals.firstIndex(of: rival), index + 1 < rivals.count else { return nil }
    return rivals[index + 1]
  }
}
