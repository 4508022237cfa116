import Foundation

/// A fresh folder for a fuzzing run's data, removed when released. It is made on a memory file
/// system (`/dev/shm`) when there is one, so the history's `fsync` after every round costs
/// nothing and the disk does not set the pace; otherwise in the temporary folder.
public final class ScratchFolder {
  public let url: URL

  public init(prefix: String = "rps-fuzz") throws {
    var isFolder: ObjCBool = false
    let memory = "/dev/shm"
    let base =
      FileManager.default.fileExists(atPath: memory, isDirectory: &isFolder) && isFolder.boolValue
        && FileManager.default.isWritableFile(atPath: memory)
      ? URL(fileURLWithPath: memory) : FileManager.default.temporaryDirectory
    url = base.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  public func appending(_ component: String) -> URL { url.appendingPathComponent(component) }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
