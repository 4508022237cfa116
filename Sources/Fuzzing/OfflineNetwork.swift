import GameCore
import NetPlay
import RPSApp

/// Network play with no network, for the headless game: a host waits forever, a guest's
/// connection never comes, and a LAN search finds nothing. Random input can open the "Play a
/// friend" screen and press everything on it without a socket being opened.
@MainActor
public enum OfflineNetwork {
  public static let services = NetworkServices(
    makeSession: { _, _, _ in OfflineSession() },
    makeBrowser: { _ in EmptyBrowser() },
    localAddresses: { ["192.0.2.1", "2001:db8::1"] })

  final class OfflineSession: NetworkMatchSession {
    private(set) var isFinished = false
    func start() {}
    func throwMove(_ move: Move) {}
    func resign() {}
    func leave() { isFinished = true }
    func stop() { isFinished = true }
    func takeEvents() -> [NetworkEvent] { [] }
  }

  final class EmptyBrowser: LANSearching {
    private(set) var games: [FoundGame]?
    func search(seconds: Double) { games = [] }
  }
}
