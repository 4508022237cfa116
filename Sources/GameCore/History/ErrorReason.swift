import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Why a file operation failed, as a short clause to put after a colon: the system's own words
/// ("No such file or directory") where Foundation wraps them, without a closing full stop.
public enum ErrorReason {
  public static func of(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error
    let innermost = (underlying ?? error) as NSError
    var text =
      innermost.domain == NSPOSIXErrorDomain
      ? of(errno: Int32(innermost.code)) : innermost.localizedDescription
    while text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// The system's words for an `errno` value ("Read-only file system").
  static func of(errno code: Int32) -> String { String(cString: strerror(code)) }

  /// Why a saved file did not decode, in a few words: what was wrong, and where.
  public static func ofDecoding(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context):
      context.debugDescription.prefix(1).lowercased()
        + context.debugDescription.dropFirst().trimmingCharacters(in: ["."])
    case DecodingError.keyNotFound(let key, _): "'\(key.stringValue)' is missing"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      "wrong value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
    default: of(error)
    }
  }
}
