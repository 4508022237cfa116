import CDBus
import Foundation

/// What the desktop says through the XDG desktop portal (`org.freedesktop.portal.Settings` on
/// the session bus): today, whether it prefers a dark or a light style.
///
/// ```swift
/// switch DesktopPortal.colorScheme() {
/// case 1: print("dark")
/// case 2: print("light")
/// default: print("no preference, or no portal")
/// }
/// ```
public enum DesktopPortal {
  /// The portal's `org.freedesktop.appearance` `color-scheme`: 0 no preference, 1 dark, 2 light;
  /// nil when there is no session bus, no portal, or an answer of another kind. Waits at most
  /// `timeoutMilliseconds` for the portal. Never starts a bus: with none in the environment
  /// (`DBUS_SESSION_BUS_ADDRESS`, or the user's `$XDG_RUNTIME_DIR/bus`) it answers nil at once.
  public static func colorScheme(
    environment: [String: String] = ProcessInfo.processInfo.environment, timeoutMilliseconds: Int32 = 500
  ) -> UInt32? {
    guard let address = sessionBusAddress(environment: environment) else { return nil }
    var error = DBusError()
    dbus_error_init(&error)
    defer { dbus_error_free(&error) }
    guard let connection = dbus_connection_open_private(address, &error) else { return nil }
    defer {
      dbus_connection_close(connection)
      dbus_connection_unref(connection)
    }
    // A private connection must not end the process when the bus goes away.
    dbus_connection_set_exit_on_disconnect(connection, 0)
    guard dbus_bus_register(connection, &error) != 0 else { return nil }
    // ReadOne (portal version 2) answers the value in one variant; the older Read in two.
    for method in ["ReadOne", "Read"] {
      if let value = read(method, on: connection, timeout: timeoutMilliseconds) { return value }
    }
    return nil
  }

  /// Where the session bus is, without starting one.
  static func sessionBusAddress(environment: [String: String]) -> String? {
    if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
    if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty,
      FileManager.default.fileExists(atPath: runtime + "/bus")
    {
      return "unix:path=" + runtime + "/bus"
    }
    return nil
  }

  private static func read(_ method: String, on connection: OpaquePointer, timeout: Int32) -> UInt32? {
    guard
      let message = dbus_message_new_method_call(
        "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
        "org.freedesktop.portal.Settings", method)
    else { return nil }
    defer { dbus_message_unref(message) }
    var arguments = DBusMessageIter()
    dbus_message_iter_init_append(message, &arguments)
    for text in ["org.freedesktop.appearance", "color-scheme"] {
      var pointer = strdup(text)
      defer { free(pointer) }
      guard dbus_message_iter_append_basic(&arguments, TypeCode.string, &pointer) != 0 else { return nil }
    }
    var error = DBusError()
    dbus_error_init(&error)
    defer { dbus_error_free(&error) }
    guard let reply = dbus_connection_send_with_reply_and_block(connection, message, timeout, &error) else {
      return nil
    }
    defer { dbus_message_unref(reply) }
    var iterator = DBusMessageIter()
    guard dbus_message_iter_init(reply, &iterator) != 0 else { return nil }
    return unsignedValue(in: &iterator, depth: 0)
  }

  /// The number inside however many variants wrap it (at most a few: an answer nested deeper is
  /// not the portal's).
  static func unsignedValue(in iterator: inout DBusMessageIter, depth: Int) -> UInt32? {
    switch dbus_message_iter_get_arg_type(&iterator) {
    case TypeCode.variant where depth < 4:
      var inner = DBusMessageIter()
      dbus_message_iter_recurse(&iterator, &inner)
      return unsignedValue(in: &inner, depth: depth + 1)
    case TypeCode.unsigned32:
      var value: UInt32 = 0
      dbus_message_iter_get_basic(&iterator, &value)
      return value
    case TypeCode.signed32:
      var value: Int32 = 0
      dbus_message_iter_get_basic(&iterator, &value)
      return value >= 0 ? UInt32(value) : nil
    default:
      return nil
    }
  }

  /// D-Bus's type codes: macros in dbus-protocol.h (an ASCII letter each), which do not import.
  private enum TypeCode {
    static let string = Int32(UInt8(ascii: "s"))
    static let variant = Int32(UInt8(ascii: "v"))
    static let unsigned32 = Int32(UInt8(ascii: "u"))
    static let signed32 = Int32(UInt8(ascii: "i"))
  }
}
