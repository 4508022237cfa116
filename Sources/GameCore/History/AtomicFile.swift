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
    let folder = url.deletingLastPathComponent().path
    let temporary =
      folder + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .failed(path: url.path, reason: errorText()) }
    var written = 0
    let result: Int32 = data.withUnsafeBytes { buffer -> Int32 in
      while written < buffer.count {
        guard let base = buffer.baseAddress else { return 0 }
        let count = Glibc.write(descriptor, base + written, buffer.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          return -1
        }
        written += count
      }
      return fsync(descriptor)
    }
    let reason = result == 0 ? nil : errorText()
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

  private static func errorText() -> String { String(cString: strerror(errno)) }
}
