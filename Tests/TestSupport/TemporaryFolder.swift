import Foundation

/// A fresh folder under the system's temporary folder, removed when the value is released.
public final class TemporaryFolder {
  public let url: URL

  public init(_ prefix: String = "rps-test") throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  public var path: String { url.path }

  public func appending(_ component: String) -> URL { url.appendingPathComponent(component) }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
