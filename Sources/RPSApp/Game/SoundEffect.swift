import GameCore

/// The game's sounds: a beat of the count, a throw, and one for each way a round can end.
public enum SoundEffect: String, CaseIterable, Sendable {
  case beat
  case throwMade = "throw"
  case win
  case loss
  case draw

  /// The sound for how a round ended, for the player.
  public init(_ outcome: Outcome) {
    switch outcome {
    case .win: self = .win
    case .loss: self = .loss
    case .draw: self = .draw
    }
  }

  /// The file name in `assets/sounds`, without `.wav`.
  public var fileName: String { rawValue }
}

/// Plays sound effects; the SDL host's mixer in the app, a recorder in tests.
@MainActor
public protocol SoundEffectPlaying: AnyObject {
  func play(_ effect: SoundEffect)
}
