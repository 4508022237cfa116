import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Writes a file so that a reader sees either the old contents or the new, never a mix, even if
/// the writer is killed or the machine stops: a temporary file in the same folder, written and
/// flushed to disk, then renamed over the old one, then the folder flushed.
public enum AtomicFile {
  public enum WriteError: Error, Equatable, CustomStringConvertible {
    case failed(path: String, reason: String)

    public var description: String {
      switch self {
      case .failed(let path, let reason): "cannot save \(path): \(reason)"
      }
    }
  }

  public static func write(_ data: Data, to url: URL) throws(WriteError) {
    try write([data], to: url)
  }

  /// Writes `parts` one after the other as the file's contents, as ``write(_:to:)`` does, without
  /// joining them in memory first: they go out in writes of about 64 KB.
  public static func write(_ parts: [Data], to url: URL) throws(WriteError) {
    let folder = url.deletingLastPathComponent().path
    let temporary =
      folder + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .failed(path: url.path, reason: errorText()) }
    let chunk = 64 * 1024
    var staging: [UInt8] = []
    staging.reserveCapacity(chunk)
    var succeeded = true
    for part in parts where succeeded {
      if staging.count + part.count > chunk {
        succeeded = staging.withUnsafeBytes { writeAll($0, to: descriptor) }
        staging.removeAll(keepingCapacity: true)
      }
      if part.count >= chunk {
        succeeded = succeeded && part.withUnsafeBytes { writeAll($0, to: descriptor) }
      } else {
        staging.append(contentsOf: part)
      }
    }
    succeeded =
      succeeded && staging.withUnsafeBytes { writeAll($0, to: descriptor) } && fsync(descriptor) == 0
    let reason = succeeded ? nil : errorText()
    close(descriptor)
    guard reason == nil else {
      unlink(temporary)
      throw .failed(path: url.path, reason: reason ?? "write failed")
    }
    guard rename(temporary, url.path) == 0 else {
      let reason = errorText()
      unlink(temporary)
      throw .failed(path: url.path, reason: reason)
    }
    let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  /// Writes all of `bytes`, again after a signal or a short write; false on an error.
  private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    var written = 0
    while written < bytes.count {
      let count = Glibc.write(descriptor, base + written, bytes.count - written)
      if count < 0 {
        if errno == EINTR { continue }
        return false
      }
      written += count
    }
    return true
  }

  private static func errorText() -> String { ErrorReason.of(errno: errno) }
}
