import CSecret
import Foundation
import RPSApp

/// XMPP passwords in the desktop's Secret Service (GNOME Keyring, KeePassXC…) through libsecret,
/// under the schema `org.rps.Game.XMPPPassword` with the account's bare address as its one
/// attribute.
@MainActor
final class SecretServicePasswords: PasswordKeeping {
  /// A keeper when a session bus is there to reach a Secret Service; nil otherwise (then GLib
  /// would try to start a bus of its own, and the player types the password each time).
  static func ifAvailable(
    environment: [String: String] = ProcessInfo.processInfo.environment
  )
    -> SecretServicePasswords?
  {
    guard let bus = environment["DBUS_SESSION_BUS_ADDRESS"], !bus.isEmpty else { return nil }
    return SecretServicePasswords()
  }

  func password(for address: String) -> String? {
    guard let found = rps_secret_lookup(address) else { return nil }
    defer { secret_password_free(found) }
    return String(cString: found)
  }

  func keep(_ password: String, for address: String) -> Bool {
    rps_secret_store(address, "Rock Paper Scissors: \(address)", password) != 0
  }
}
