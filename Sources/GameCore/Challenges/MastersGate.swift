/// What opens the Masters: the Jester beaten, and the first tier's seven rivals of habit mastered,
/// not only beaten: at least ``threshold`` of the ``mostStars`` stars they give. New players beat
/// every rung of the first tier in two and a half sessions and found the first seven trivial;
/// the Masters lend these very habits to their twists, so a player who meets them should read
/// a habit early, which is what the stars reward (``RivalStars``).
///
/// A player who has played a Masters rung keeps them open (progress only grows: nothing once
/// opened is shut), whatever the stars.
///
/// ```swift
/// let gate = MastersGate(progress: progress)
/// gate.isOpen, gate.stars, gate.starsNeeded  // false, 12, 3
/// gate.replay  // .fox: the lowest of the fewest stars, the rung a replay best serves
/// ```
public struct MastersGate: Hashable, Sendable {
  /// The rivals whose stars open the Masters: the first tier's rivals of habit, Boulder to the
  /// Jester.
  public static let rivals = LadderTier.first.rivals.filter(\.hasHabit)
  /// The stars those rivals give: 21.
  public static let mostStars = rivals.count * RivalStars.most
  /// The stars that open the Masters: 15 of 21. A win on each gives 7; a second star on each
  /// (a habit read by round 3, or 5, or a match won losing few rounds) 14; one star more asks for
  /// a ★★★ besides, a match both read early and won cleanly, so that no player gets in on bare
  /// wins. Six rungs may stay at ★★, so a hard read or two is no wall; 18 would ask for four
  /// clean sweeps read early, the grind new players left.
  public static let threshold = 15

  /// The stars held on ``rivals``.
  public let stars: Int
  /// Whether the Jester, the last rival of habit, is beaten: the rung that opened the Masters
  /// before stars did, and still needed.
  public let keyIsBeaten: Bool
  /// Whether the player has played or beaten a Masters rung: they stay open.
  public let wasEntered: Bool
  /// The beaten rivals of habit with a star to win, fewest stars first, then lowest rung: the
  /// rungs a replay earns gate stars on.
  public let rungsToReplay: [Rival]

  public init(progress: PlayerProgress) {
    stars = MastersGate.rivals.reduce(0) { $0 + progress.stars(for: $1) }
    keyIsBeaten = progress.hasBeaten(Ladder.mastersKey)
    wasEntered = progress.hasEnteredMasters
    rungsToReplay = MastersGate.rivals.enumerated()
      .filter { progress.hasBeaten($0.element) && progress.stars(for: $0.element) < RivalStars.most }
      .sorted { (progress.stars(for: $0.element), $0.offset) < (progress.stars(for: $1.element), $1.offset) }
      .map(\.element)
  }

  /// Whether the Masters may be played.
  public var isOpen: Bool { wasEntered || (keyIsBeaten && stars >= MastersGate.threshold) }

  /// The stars still short of ``threshold``; 0 once held.
  public var starsNeeded: Int { max(0, MastersGate.threshold - stars) }

  /// The rung a replay best serves: the one of fewest stars, the lowest of those; nil when none
  /// is beaten short of three.
  public var replay: Rival? { rungsToReplay.first }

  /// Whether `before`, the progress before a match, and `after`, the progress after it, show the
  /// match that opened the Masters: the recap says so for that match alone.
  public static func opened(before: PlayerProgress, after: PlayerProgress) -> Bool {
    !MastersGate(progress: before).isOpen && MastersGate(progress: after).isOpen
  }
}
