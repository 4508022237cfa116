/// Where the window keeps an XMPP account's password between runs: the desktop's Secret Service
/// (through libsecret, in the desktop target) when one runs. Never the settings file. Where
/// there is none, the services have no keeper and the player types the password each time.
@MainActor
public protocol PasswordKeeping: AnyObject {
  /// The password kept for `address` (a bare address), if any.
  func password(for address: String) -> String?
  /// Keeps `password` for `address`; false when it could not.
  @discardableResult
  func keep(_ password: String, for address: String) -> Bool
}
