import Foundation
import NetPlay

/// Where the window's network play gets its sessions, its LAN searches and this computer's
/// addresses: the real ones in the game; the headless game and the tests put fakes here, so
/// random input never opens a socket.
public struct NetworkServices {
  public typealias Wake = @Sendable () -> Void

  public var makeSession:
    @MainActor (NetworkSession.Mode, NetworkSession.Player, @escaping Wake) -> any NetworkMatchSession
  public var makeBrowser: @MainActor (@escaping Wake) -> any LANSearching
  /// This computer's addresses to give a friend, best first.
  public var localAddresses: @MainActor () -> [String]
  /// The UDP port hosts answer LAN queries on (`RPS_DISCOVERY_PORT` moves it, for tests).
  public var discoveryPort: UInt16

  public init(
    makeSession:
      @escaping @MainActor (NetworkSession.Mode, NetworkSession.Player, @escaping Wake) ->
      any NetworkMatchSession,
    makeBrowser: @escaping @MainActor (@escaping Wake) -> any LANSearching,
    localAddresses: @escaping @MainActor () -> [String],
    discoveryPort: UInt16 = LANDiscovery.defaultPort
  ) {
    self.makeSession = makeSession
    self.makeBrowser = makeBrowser
    self.localAddresses = localAddresses
    self.discoveryPort = discoveryPort
  }

  /// Real sockets, on the network thread.
  public static func system(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> NetworkServices {
    let port = environment["RPS_DISCOVERY_PORT"].flatMap(UInt16.init) ?? LANDiscovery.defaultPort
    return NetworkServices(
      makeSession: { mode, player, wake in NetworkSession(mode: mode, player: player, wake: wake) },
      makeBrowser: { wake in LANBrowser(port: port, wake: wake) },
      localAddresses: { LocalAddresses.list() },
      discoveryPort: port)
  }
}
