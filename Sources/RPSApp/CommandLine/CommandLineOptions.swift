import GameCore
import ViewKit

/// What the command line asked for.
public struct CommandLineOptions: Equatable, Sendable {
  public enum Action: Equatable, Sendable {
    /// Open the window and play.
    case play
    /// Render one frame offscreen into a PNG and exit.
    case screenshot(path: String)
    case help
    case version
    /// Play engine levels against the benchmark bots and print the results.
    case tournament(TournamentOptions)
    /// Speak the engine line protocol on standard input and output.
    case engine(EngineOptions)
  }

  public static let defaultSize = Size(width: 960, height: 600)
  public static let maximumSide = 16384.0

  public var action: Action = .play
  public var size = CommandLineOptions.defaultSize
  public var scale = 1.0
  public var seed: UInt64?
  /// Throws played before the first frame.
  public var moves: [Move] = []

  public init() {}
}
