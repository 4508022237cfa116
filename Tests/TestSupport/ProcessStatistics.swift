import Foundation

/// Counters of this process from /proc, for tests that must show a file was not read whole.
public enum ProcessStatistics {
  /// Bytes this process has read with read-like system calls so far (`rchar` in
  /// /proc/self/io), or nil where there is no /proc.
  public static func bytesRead() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/io", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("rchar:") })
    else { return nil }
    return Int(line.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces))
  }
}
