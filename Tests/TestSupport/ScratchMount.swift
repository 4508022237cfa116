import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A small memory file system mounted over a folder, for tests that need a full or read-only
/// disk even as root (root ignores permissions, not a full or read-only file system). Mounting
/// needs root or CAP_SYS_ADMIN: ``init(at:kilobytes:)`` returns nil where it is not allowed.
/// Unmounted when released.
public final class ScratchMount {
  public let url: URL

  /// Whether this process may mount one (tried once, on a folder of its own).
  public static let isAvailable: Bool = {
    let probe = FileManager.default.temporaryDirectory.appendingPathComponent(
      "rps-mount-probe-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: probe) }
    guard (try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)) != nil
    else {
      return false
    }
    return ScratchMount(at: probe, kilobytes: 16) != nil
  }()

  /// Mounts a `kilobytes`-sized tmpfs over the existing folder `url`, or returns nil.
  public init?(at url: URL, kilobytes: Int) {
    self.url = url
    guard mount("tmpfs", url.path, "tmpfs", 0, "size=\(kilobytes)k") == 0 else { return nil }
  }

  /// Makes the file system read-only (EROFS for every writer, root included), or writable again.
  public func setReadOnly(_ readOnly: Bool) -> Bool {
    let flags = UInt(MS_REMOUNT) | (readOnly ? UInt(MS_RDONLY) : 0)
    return mount("tmpfs", url.path, "tmpfs", flags, nil) == 0
  }

  deinit {
    umount2(url.path, Int32(MNT_DETACH))
  }
}
