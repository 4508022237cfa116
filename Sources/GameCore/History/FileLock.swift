import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// An exclusive advisory lock (`flock`) on a file, held until the value goes away. Copies of the
/// game on one data folder take it around each read-merge-write of the history, so one copy's
/// save never slips between another's read and its rename. The kernel drops the lock when the
/// process ends, however it ends: a killed copy never leaves the folder locked.
struct FileLock: ~Copyable {
  private let descriptor: Int32

  /// Opens (making it if need be) the file at `path` and waits for the lock on it.
  init(path: String) throws(AtomicFile.WriteError) {
    var opened = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    let reason = errno
    if opened < 0 {
      // A folder or file system that cannot be written still lets a lock be taken on a file
      // that is already there.
      opened = open(path, O_RDONLY | O_CLOEXEC)
    }
    guard opened >= 0 else { throw .failed(path: path, reason: ErrorReason.of(errno: reason)) }
    while flock(opened, LOCK_EX) != 0 {
      guard errno == EINTR else {
        let reason = ErrorReason.of(errno: errno)
        close(opened)
        throw .failed(path: path, reason: reason)
      }
    }
    descriptor = opened
  }

  /// Makes `folder` if need be and takes the lock at `lockURL` for a save into it, failing as a
  /// save fails: "cannot lock the `what`".
  static func forSaving(
    into folder: URL, lockURL: URL, of what: String
  ) throws(HistoryStore.StoreError) -> FileLock {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite("cannot make the folder \(folder.path): \(ErrorReason.of(error))")
    }
    do {
      return try FileLock(path: lockURL.path)
    } catch {
      throw .cannotWrite("cannot lock the \(what): \(error.description)")
    }
  }

  deinit {
    close(descriptor)
  }
}

/// What tells one saved file from another without reading it: a save renames a new file into
/// place, so another copy's save changes at least the inode and the times.
struct FileIdentity: Equatable {
  private let device: UInt64
  private let inode: UInt64
  private let size: Int64
  private let modified: timespec
  private let changed: timespec

  /// The identity of the file at `path`, or nil if there is none.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    modified = info.st_mtim
    changed = info.st_ctim
  }

  static func == (lhs: FileIdentity, rhs: FileIdentity) -> Bool {
    lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.size == rhs.size
      && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
      && lhs.changed.tv_sec == rhs.changed.tv_sec && lhs.changed.tv_nsec == rhs.changed.tv_nsec
  }
}
