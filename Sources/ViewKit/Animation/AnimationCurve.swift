/// How progress through an animation maps to progress of the value.
public enum AnimationCurve: Sendable, Hashable {
  case linear
  case easeInOut

  /// The value's progress for a time progress between 0 and 1.
  public func progress(_ time: Double) -> Double {
    let clamped = min(1, max(0, time))
    switch self {
    case .linear: return clamped
    case .easeInOut: return clamped * clamped * (3 - 2 * clamped)
    }
  }
}
