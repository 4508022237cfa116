import ViewKit

/// A child controller that only listens: it checks that every `willRotate` it is told is
/// followed by exactly one `didRotate` before the next `willRotate`, and that no `didRotate`
/// comes without one.
@MainActor
public final class RotationRecorder: ViewController {
  public let name: String
  public private(set) var willRotateCount = 0
  public private(set) var didRotateCount = 0
  /// What went wrong, in words, oldest first.
  public private(set) var problems: [String] = []

  public init(name: String) {
    self.name = name
    super.init()
  }

  /// Returns the problems found since the last call, and forgets them.
  public func takeProblems() -> [String] {
    defer { problems.removeAll() }
    return problems
  }

  /// True between a `willRotate` and its `didRotate`.
  public var isRotating: Bool { willRotateCount > didRotateCount }

  public override func willRotate(to orientation: InterfaceOrientation, duration: Double) {
    if isRotating {
      problems.append("\(name): willRotate(to: \(orientation)) before the last rotation's didRotate")
      didRotateCount = willRotateCount
    }
    willRotateCount += 1
  }

  public override func didRotate(from orientation: InterfaceOrientation) {
    guard isRotating else {
      problems.append("\(name): didRotate(from: \(orientation)) without a willRotate")
      return
    }
    didRotateCount += 1
  }
}
