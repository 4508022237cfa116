import Foundation

/// A fresh folder, removed with everything in it when the value is released: the one temporary
/// folder of the tests and the developer tools (`rps-bench`, `leak-check`).
public final class TemporaryFolder {
  public let url: URL

  /// A folder named `prefix` and a UUID in `base`, else in the system's temporary folder. With
  /// `inMemory`, it goes on a memory file system (`/dev/shm`) when there is one, so a history
  /// saved (and flushed to disk) after every round costs nothing and the disk does not set the
  /// pace of a fuzzing run.
  public init(_ prefix: String = "rps-test", in base: URL? = nil, inMemory: Bool = false) throws {
    let parent = base ?? (inMemory ? TemporaryFolder.memory : nil) ?? FileManager.default.temporaryDirectory
    url = parent.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  public var path: String { url.path }

  public func appending(_ component: String) -> URL { url.appendingPathComponent(component) }

  /// `/dev/shm` when it is a folder this process may write in.
  private static var memory: URL? {
    var isFolder: ObjCBool = false
    let path = "/dev/shm"
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
      FileManager.default.isWritableFile(atPath: path)
    else { return nil }
    return URL(fileURLWithPath: path)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
