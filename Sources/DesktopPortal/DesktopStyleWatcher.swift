import CDBus
import Foundation
import Synchronization

/// Hears the desktop change its light or dark style while the game runs: the portal's
/// `SettingChanged` signal for `org.freedesktop.appearance` `color-scheme`, on a thread of its
/// own with its own connection to the session bus (libdbus connections are not shared between
/// threads here). `onChange` runs on that thread with the new value (0, 1 or 2): hand it to the
/// main thread (the SDL host's waker) rather than touch the screens there.
public final class DesktopStyleWatcher: Sendable {
  /// Shared with the watching thread: whether to stop.
  private final class State: Sendable {
    let stopped = Atomic<Bool>(false)
  }

  private let state = State()

  /// Starts watching; nil when there is no session bus to watch (none is ever started).
  public init?(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    onChange: @escaping @Sendable (UInt32) -> Void
  ) {
    guard let address = DesktopPortal.sessionBusAddress(environment: environment) else { return nil }
    let state = self.state
    // The connection is made on the watching thread and never leaves it.
    let thread = Thread {
      var error = DBusError()
      dbus_error_init(&error)
      defer { dbus_error_free(&error) }
      guard let connection = dbus_connection_open_private(address, &error) else { return }
      defer {
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
      }
      dbus_connection_set_exit_on_disconnect(connection, 0)
      guard dbus_bus_register(connection, &error) != 0 else { return }
      dbus_bus_add_match(
        connection,
        "type='signal',interface='org.freedesktop.portal.Settings',member='SettingChanged',"
          + "arg0='org.freedesktop.appearance',arg1='color-scheme'", &error)
      guard dbus_error_is_set(&error) == 0 else { return }
      // Sleeps in poll() between messages, waking every two seconds to see whether it was
      // stopped: a sleeping game costs nothing measurable.
      while !state.stopped.load(ordering: .acquiring) {
        guard dbus_connection_read_write(connection, 2000) != 0 else { return }
        while let message = dbus_connection_pop_message(connection) {
          defer { dbus_message_unref(message) }
          if let value = DesktopStyleWatcher.colorScheme(in: message),
            !state.stopped.load(ordering: .acquiring)
          {
            onChange(value)
          }
        }
      }
    }
    thread.name = "rps-desktop-style"
    thread.start()
  }

  /// Stops watching: no change is told after this returns, and the thread ends at its next
  /// wake-up (a quitting game does not wait for it).
  public func stop() {
    state.stopped.store(true, ordering: .releasing)
  }

  /// The new `color-scheme` in a `SettingChanged(namespace, key, value)` signal, if it is one.
  private static func colorScheme(in message: OpaquePointer) -> UInt32? {
    guard
      dbus_message_is_signal(message, "org.freedesktop.portal.Settings", "SettingChanged") != 0
    else { return nil }
    var iterator = DBusMessageIter()
    guard dbus_message_iter_init(message, &iterator) != 0 else { return nil }
    var strings: [String] = []
    for _ in 0..<2 {
      guard dbus_message_iter_get_arg_type(&iterator) == Int32(UInt8(ascii: "s")) else { return nil }
      var pointer: UnsafePointer<CChar>?
      dbus_message_iter_get_basic(&iterator, &pointer)
      strings.append(pointer.map { String(cString: $0) } ?? "")
      guard dbus_message_iter_next(&iterator) != 0 else { return nil }
    }
    guard strings == ["org.freedesktop.appearance", "color-scheme"] else { return nil }
    return DesktopPortal.unsignedValue(in: &iterator, depth: 0)
  }
}
