import Foundation

/// What a fuzzing run did and found; `rps-bench fuzz` prints it as one line of JSON.
public struct FuzzReport: Codable, Sendable, Equatable {
  public var events = 0
  public var seed: UInt64
  /// The devices run, in order: "pad", "phone".
  public var idioms: [String] = []
  /// Full invariant checks made: one after every event, and one more whenever the animations
  /// were finished.
  public var invariantChecks = 0
  /// Broken invariants seen (one event can break several).
  public var violations = 0
  /// The first few, each with the event that broke it and the events before.
  public var firstViolations: [String] = []
  /// Times the game was started on the data folder (each start resumes the last).
  public var sessions = 0
  public var roundsPlayed = 0
  public var matchesFinished = 0
  public var keys = 0
  public var pointerEvents = 0
  public var wheelTurns = 0
  /// Gamepads plugged in and out, their buttons and sticks.
  public var gamepadEvents = 0
  public var resizes = 0
  public var focusLosses = 0
  /// Popovers, sheets and the help overlay opened.
  public var overlaysOpened = 0
  public var elapsedSeconds = 0.0

  public init(seed: UInt64) {
    self.seed = seed
  }

  /// This run followed by `other`.
  public func merged(with other: FuzzReport) -> FuzzReport {
    var merged = self
    merged.events += other.events
    merged.idioms += other.idioms
    merged.invariantChecks += other.invariantChecks
    merged.violations += other.violations
    merged.firstViolations = Array(
      (firstViolations + other.firstViolations).prefix(FuzzReport.keptViolations))
    merged.sessions += other.sessions
    merged.roundsPlayed += other.roundsPlayed
    merged.matchesFinished += other.matchesFinished
    merged.keys += other.keys
    merged.pointerEvents += other.pointerEvents
    merged.wheelTurns += other.wheelTurns
    merged.gamepadEvents += other.gamepadEvents
    merged.resizes += other.resizes
    merged.focusLosses += other.focusLosses
    merged.overlaysOpened += other.overlaysOpened
    merged.elapsedSeconds += other.elapsedSeconds
    return merged
  }

  /// How many violations are kept in words.
  static let keptViolations = 10

  /// One line of JSON with sorted keys.
  public var jsonLine: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
