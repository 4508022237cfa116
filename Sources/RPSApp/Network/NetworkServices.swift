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
  /// Signs in to an XMPP server for friends, the lobby and challenges; nil where there is none.
  public var makeOnlineSession:
    (@MainActor (XMPPAccount, NetworkSession.Player, XMPPAddress?, @escaping Wake) -> any OnlineMatchSession)?
  /// Where the game asks XMPP servers for: `RPS_XMPP_SERVER` (HOST:PORT) and `RPS_XMPP_CA` (a
  /// PEM file) override DNS and add a certificate, for tests against a server of their own.
  public var xmppServer: (host: String, port: UInt16)?
  public var xmppCertificateAuthority: String?
  /// The lobby room joined once signed in (`--lobby ROOM`, else `RPS_XMPP_LOBBY`); nil joins none.
  public var xmppLobby: XMPPAddress?
  /// Keeps XMPP passwords between runs (the Secret Service); nil where none runs.
  public var passwords: (any PasswordKeeping)?

  public init(
    makeSession:
      @escaping @MainActor (NetworkSession.Mode, NetworkSession.Player, @escaping Wake) ->
      any NetworkMatchSession,
    makeBrowser: @escaping @MainActor (@escaping Wake) -> any LANSearching,
    localAddresses: @escaping @MainActor () -> [String],
    discoveryPort: UInt16 = LANDiscovery.defaultPort,
    makeOnlineSession: (
      @MainActor (XMPPAccount, NetworkSession.Player, XMPPAddress?, @escaping Wake) -> any OnlineMatchSession
    )? = nil
  ) {
    self.makeSession = makeSession
    self.makeBrowser = makeBrowser
    self.localAddresses = localAddresses
    self.discoveryPort = discoveryPort
    self.makeOnlineSession = makeOnlineSession
  }

  /// Real sockets, on the network thread.
  public static func system(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> NetworkServices {
    let port = environment["RPS_DISCOVERY_PORT"].flatMap(UInt16.init) ?? LANDiscovery.defaultPort
    let lobby = environment["RPS_XMPP_LOBBY"].flatMap { try? XMPPAddress($0) }
    var services = NetworkServices(
      makeSession: { mode, player, wake in NetworkSession(mode: mode, player: player, wake: wake) },
      makeBrowser: { wake in LANBrowser(port: port, wake: wake) },
      localAddresses: { LocalAddresses.list() },
      discoveryPort: port,
      makeOnlineSession: { account, player, lobby, wake in
        XMPPSession(account: account, mode: .online, player: player, lobby: lobby, wake: wake)
      })
    if let server = environment["RPS_XMPP_SERVER"],
      case .join(let host, let serverPort) = try? CommandLineParser.parseJoin(server)
    {
      services.xmppServer = (host, serverPort)
    }
    services.xmppCertificateAuthority = environment["RPS_XMPP_CA"]
    services.xmppLobby = lobby
    return services
  }
}
