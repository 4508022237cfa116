/// The ladder's two tiers: the first, of ten rivals first to three; and the Masters, open once
/// the Grandmaster is beaten, where each of the first nine rivals comes back first to five under
/// a twist of the daily challenge's kinds (``MastersRung``).
public enum LadderTier: String, CaseIterable, Codable, Sendable, Hashable {
  case first
  case masters

  /// The rivals of the tier, in rung order.
  public var rivals: [Rival] {
    switch self {
    case .first: Rival.allCases
    case .masters: Rival.allCases.filter { $0 != .grandmaster }
    }
  }

  /// The wins that end a match of the tier.
  public var targetWins: Int {
    switch self {
    case .first: Ladder.targetWins
    case .masters: MastersRung.targetWins
    }
  }
}
