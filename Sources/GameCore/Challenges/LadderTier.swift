/// The ladder's two tiers: the first, of ten rivals (first to three, from the Mule up first to
/// five: ``Ladder/targetWins(against:)``); and the Masters, open once the Jester is beaten and
/// the rivals of habit give enough stars (``MastersGate``), where each of the first nine rivals comes back first to five under
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
}
