import CSodium

/// The two things network play takes from libsodium: random bytes and BLAKE2b.
///
/// `sodium_init` runs once, before the first use; it is safe to call from any thread.
public enum Sodium {
  private static let ready: Bool = sodium_init() >= 0

  /// `count` bytes from the system's secure random source (`randombytes_buf`).
  public static func randomBytes(_ count: Int) -> [UInt8] {
    precondition(ready, "libsodium could not start")
    var bytes = [UInt8](repeating: 0, count: count)
    bytes.withUnsafeMutableBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      randombytes_buf(base, count)
    }
    return bytes
  }

  /// A uniformly random number below `bound` (`randombytes_uniform`).
  public static func randomNumber(below bound: UInt32) -> UInt32 {
    precondition(ready, "libsodium could not start")
    return randombytes_uniform(bound)
  }

  /// BLAKE2b of `message` with an optional `key` (`crypto_generichash`), `length` bytes long.
  /// The key is at most 64 bytes and the length from 16 to 64.
  public static func blake2b(_ message: [UInt8], key: [UInt8] = [], length: Int = 32) -> [UInt8] {
    precondition(ready, "libsodium could not start")
    precondition(key.count <= Int(crypto_generichash_KEYBYTES_MAX), "a BLAKE2b key is at most 64 bytes")
    var output = [UInt8](repeating: 0, count: length)
    let status = output.withUnsafeMutableBufferPointer { out -> Int32 in
      guard let target = out.baseAddress else { return -1 }
      return message.withUnsafeBufferPointer { input in
        key.withUnsafeBufferPointer { keyBytes in
          crypto_generichash(
            target, length, input.baseAddress, UInt64(input.count),
            keyBytes.isEmpty ? nil : keyBytes.baseAddress, keyBytes.count)
        }
      }
    }
    precondition(status == 0, "crypto_generichash refused its arguments")
    return output
  }

  /// Compares two byte strings in time that does not depend on where they differ.
  public static func constantTimeEqual(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return lhs.withUnsafeBytes { left in
      rhs.withUnsafeBytes { right in sodium_memcmp(left.baseAddress, right.baseAddress, lhs.count) == 0 }
    }
  }
}
