/// How a round ended, seen from the player's side.
public enum Outcome: String, Codable, Sendable, Hashable {
  case win
  case loss
  case draw

  /// The same round seen from the other side.
  public var reversed: Outcome {
    switch self {
    case .win: .loss
    case .loss: .win
    case .draw: .draw
    }
  }
}
