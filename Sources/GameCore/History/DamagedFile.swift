import Foundation

/// Keeps a damaged file aside, under its own name with `.damaged-<timestamp>` after it, so a
/// fresh file can start without losing the old bytes.
public enum DamagedFile {
  /// Moves `fileURL` aside and returns where it went, or nil when it could not be moved (then it
  /// must be left alone, and nothing written over it).
  public static func keepAside(_ fileURL: URL, now: Date) -> String? {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime]
    let stamp = formatter.string(from: now).replacingOccurrences(of: ":", with: "")
    var target = fileURL.path + ".damaged-" + stamp
    var attempt = 1
    while FileManager.default.fileExists(atPath: target) {
      attempt += 1
      target = fileURL.path + ".damaged-" + stamp + "-\(attempt)"
    }
    do {
      try FileManager.default.moveItem(atPath: fileURL.path, toPath: target)
    } catch {
      return nil
    }
    return target
  }
}
