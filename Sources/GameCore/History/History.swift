/// Every match played: the finished ones, newest first, and the one being played now.
public struct History: Hashable, Codable, Sendable {
  /// The version written by this build. Files with a higher version are refused, not rewritten.
  public static let currentVersion = 1

  public var version: Int
  /// Finished matches, newest first.
  public var finished: [MatchRecord]
  /// The match in progress, if any; it resumes at the next start.
  public var current: MatchRecord?

  public init(finished: [MatchRecord] = [], current: MatchRecord? = nil) {
    self.version = History.currentVersion
    self.finished = finished
    self.current = current
  }

  /// The unfinished match first, then the finished ones, newest first: the order of the list.
  public var allNewestFirst: [MatchRecord] {
    (current.map { [$0] } ?? []) + finished
  }

  /// Moves a finished current match to the top of the finished ones.
  public mutating func archiveCurrentIfFinished() {
    guard let record = current, record.isFinished else { return }
    finished.insert(record, at: 0)
    current = nil
  }
}
