import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Why a file operation failed, as a short clause to put after a colon: the system's own words
/// ("No such file or directory") where Foundation wraps them, without a closing full stop.
enum ErrorReason {
  static func of(_ error: any Error) -> String {
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
}
