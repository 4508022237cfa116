import Foundation

/// What the player has reached beyond the history of matches: the rivals beaten on the ladder,
/// the daily challenges tried and how each went, and the achievements earned. Kept beside the
/// history (``ProgressStore``) so that deleting a match never takes a rung or an achievement back.
///
/// Progress only grows: two copies of the game merge theirs by taking everything either has
/// (``merged(with:)``).
public struct PlayerProgress: Hashable, Codable, Sendable {
  /// The version written by this build. Files with a higher version are refused, not rewritten.
  /// Version 2 opens the Masters by stars (``MastersGate``): a version-1 file whose player had
  /// beaten the Jester had the Masters open, and reads as having entered them, so that nothing
  /// once opened is shut. A build of version 1 would not know the rule, and refuses the file.
  public static let currentVersion = 2

  /// How a day's challenge went.
  public enum DailyResult: String, Codable, Sendable, Hashable {
    /// Begun and not finished: the day's one attempt is spent, and it counts as not won.
    case started
    case won
    case lost
  }

  public var version: Int
  /// Each rival beaten (by its identifier), with when it was first beaten.
  public var rivalsBeaten: [String: Date]
  /// Each day's challenge tried (by its day, "2026-12-05"), with how it went.
  public var dailyResults: [String: DailyResult]
  /// Each achievement earned (by its identifier), with when: earned once, announced once.
  public var achievementsEarned: [String: Date]
  /// The most stars each rival gave (by its identifier), from 1 to 3: see ``RivalStars``.
  public var rivalStars: [String: Int]
  /// Each rival beaten on its Masters rung, with when it was first beaten there.
  public var mastersBeaten: [String: Date]
  /// The most stars each rival's Masters rung gave.
  public var mastersStars: [String: Int]
  /// Each day whose habit made for the day the player named after the counted try (by its day),
  /// with whether they named it right: the first answer counts (``HabitQuestion``).
  public var habitsNamed: [String: Bool]
  /// Each Masters rung whose borrowed habit the player named after a match (by the rung's
  /// rival), with whether they named the right rival: the first answer counts.
  public var mastersHabitsNamed: [String: Bool] = [:]
  /// When the player first played a Masters rung, won or lost: from then on the Masters stay
  /// open, whatever the stars (``MastersGate``). Nil in a file written before the gate.
  public var mastersEntered: Date?

  public init(
    rivalsBeaten: [String: Date] = [:], dailyResults: [String: DailyResult] = [:],
    achievementsEarned: [String: Date] = [:], rivalStars: [String: Int] = [:],
    mastersBeaten: [String: Date] = [:], mastersStars: [String: Int] = [:], habitsNamed: [String: Bool] = [:]
  ) {
    version = PlayerProgress.currentVersion
    self.rivalsBeaten = rivalsBeaten
    self.dailyResults = dailyResults
    self.achievementsEarned = achievementsEarned
    self.rivalStars = rivalStars
    self.mastersBeaten = mastersBeaten
    self.mastersStars = mastersStars
    self.habitsNamed = habitsNamed
  }

  /// Reads a progress file; one written before stars or the Masters were kept has none (the
  /// history gives them back: ``starsEarned(in:on:)``), nor one before habits were named.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    rivalsBeaten = try container.decode([String: Date].self, forKey: .rivalsBeaten)
    dailyResults = try container.decode([String: DailyResult].self, forKey: .dailyResults)
    achievementsEarned = try container.decode([String: Date].self, forKey: .achievementsEarned)
    rivalStars = try container.decodeIfPresent([String: Int].self, forKey: .rivalStars) ?? [:]
    mastersBeaten = try container.decodeIfPresent([String: Date].self, forKey: .mastersBeaten) ?? [:]
    mastersStars = try container.decodeIfPresent([String: Int].self, forKey: .mastersStars) ?? [:]
    habitsNamed = try container.decodeIfPresent([String: Bool].self, forKey: .habitsNamed) ?? [:]
    mastersHabitsNamed =
      try container.decodeIfPresent([String: Bool].self, forKey: .mastersHabitsNamed) ?? [:]
    mastersEntered = try container.decodeIfPresent(Date.self, forKey: .mastersEntered)
    if version < 2, mastersEntered == nil, let opened = rivalsBeaten[Ladder.mastersKey.rawValue] {
      mastersEntered = opened
    }
    version = PlayerProgress.currentVersion
  }

  /// Whether `rival` has been beaten on the ladder's first tier.
  public func hasBeaten(_ rival: Rival) -> Bool { hasBeaten(rival, on: .first) }

  /// Whether `rival` has been beaten on `tier` of the ladder.
  public func hasBeaten(_ rival: Rival, on tier: LadderTier) -> Bool {
    firstBeaten(rival, on: tier) != nil
  }

  /// When `rival` was first beaten on `tier`.
  public func firstBeaten(_ rival: Rival, on tier: LadderTier = .first) -> Date? {
    tier == .first ? rivalsBeaten[rival.rawValue] : mastersBeaten[rival.rawValue]
  }

  /// Records a ladder match won against `rival` on `tier`; the first win's date is kept.
  public mutating func beat(_ rival: Rival, at date: Date, on tier: LadderTier = .first) {
    guard !hasBeaten(rival, on: tier) else { return }
    switch tier {
    case .first: rivalsBeaten[rival.rawValue] = date
    case .masters: mastersBeaten[rival.rawValue] = date
    }
  }

  /// How the challenge of `day` went, or nil when it was not tried.
  public func dailyResult(on day: DayStamp) -> DailyResult? { dailyResults[day.description] }

  /// Records the day's attempt: begun, then won or lost. A finished result is never changed,
  /// so the day counts once.
  public mutating func record(_ result: DailyResult, on day: DayStamp) {
    let key = day.description
    switch dailyResults[key] {
    case nil, .started?: dailyResults[key] = result == .started ? dailyResults[key] ?? .started : result
    case .won?, .lost?: break
    }
  }

  /// Whether the habit of `day` was named right, or nil when it was not named.
  public func habitNamed(on day: DayStamp) -> Bool? { habitsNamed[day.description] }

  /// Records the answer to `day`'s question on its habit; the first answer is kept.
  public mutating func recordHabitNamed(_ right: Bool, on day: DayStamp) {
    if habitsNamed[day.description] == nil { habitsNamed[day.description] = right }
  }

  /// Whether the player has played a Masters rung: entered, beaten or named a borrowed habit.
  public var hasEnteredMasters: Bool {
    mastersEntered != nil || !mastersBeaten.isEmpty || !mastersStars.isEmpty || !mastersHabitsNamed.isEmpty
  }

  /// Records a Masters rung played at `date`; the first is kept.
  public mutating func enterMasters(at date: Date) {
    if mastersEntered == nil { mastersEntered = date }
  }

  /// Records that `history` holds a Masters rung played, when it does: a progress file written
  /// before the gate, whose player must keep the Masters they played.
  public mutating func recallMastersEntered(from history: History) {
    let played = history.finished.reversed().first { record in
      record.challenge.map { $0.day == nil && $0.ladderTier == .masters } ?? false
    }
    if let played { enterMasters(at: played.endedAt ?? played.startedAt) }
  }

  /// Whether the habit `rival`'s Masters rung borrows was named right, or nil when it was not
  /// named.
  public func mastersHabitNamed(for rival: Rival) -> Bool? { mastersHabitsNamed[rival.rawValue] }

  /// Records the answer to the question on the habit `rival`'s Masters rung borrows; the first
  /// answer is kept.
  public mutating func recordMastersHabitNamed(_ right: Bool, for rival: Rival) {
    if mastersHabitsNamed[rival.rawValue] == nil { mastersHabitsNamed[rival.rawValue] = right }
  }

  /// This progress and `other` together: every rival, day and achievement of either, each with
  /// its earliest date, a finished day's result over a begun one, each rival's most stars, on
  /// both tiers of the ladder, each day's habit named.
  public func merged(with other: PlayerProgress) -> PlayerProgress {
    var result = self
    result.rivalsBeaten.merge(other.rivalsBeaten) { min($0, $1) }
    result.achievementsEarned.merge(other.achievementsEarned) { min($0, $1) }
    result.rivalStars.merge(other.rivalStars) { max($0, $1) }
    result.mastersBeaten.merge(other.mastersBeaten) { min($0, $1) }
    result.mastersStars.merge(other.mastersStars) { max($0, $1) }
    result.dailyResults.merge(other.dailyResults) { mine, theirs in mine == .started ? theirs : mine }
    // Each copy keeps the first answer it was given; of two, this one's.
    result.habitsNamed.merge(other.habitsNamed) { mine, _ in mine }
    result.mastersHabitsNamed.merge(other.mastersHabitsNamed) { mine, _ in mine }
    result.mastersEntered = [mastersEntered, other.mastersEntered].compactMap { $0 }.min()
    return result
  }
}
