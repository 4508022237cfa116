import Dispatch
import Foundation
import GameCore
import Glibc
import NetPlay

/// The XMPP figures of the network group, when a prosody can be started here (Debian's
/// `prosody` and `Tests/XMPP/prosody_server.py`, run from the checkout): the second throw to the
/// reveal through the local server beside the same through direct TCP with the same path delay,
/// and the CPU a signed-in game uses while nothing happens.
///
/// Same path delay: direct TCP goes through a proxy adding 50 ms of round trip; through the
/// server, each player reaches it through a proxy adding 25 ms, so a stanza from one player to
/// the other is delayed as much as a direct segment. What is left is the server's own cost.
struct XMPPBenchmarks {
  let runs: Int
  static let pathDelay = 50

  func run() -> [Figure] {
    guard let server = LocalProsody.start() else {
      return [
        unavailable("through a local XMPP server, the second thrower sees the reveal", unit: "ms"),
        unavailable("signed in to an XMPP server, CPU ticks in 5 s idle", unit: "ticks"),
      ]
    }
    defer { server.stop() }
    return reveal(server: server) + [idle(server: server)]
  }

  private func reveal(server: LocalProsody) -> [Figure] {
    let name = "through a local XMPP server with \(XMPPBenchmarks.pathDelay) ms path round trip"
    guard let direct = SessionPair(delay: XMPPBenchmarks.pathDelay) else {
      return [unavailable(name, unit: "ms", reason: "the direct match did not start")]
    }
    defer { direct.stop() }
    guard let relayed = XMPPPair(server: server, delay: XMPPBenchmarks.pathDelay / 2) else {
      return [unavailable(name, unit: "ms", reason: "the match through the server did not start")]
    }
    defer { relayed.stop() }
    var directTimes: [Double] = []
    var relayedTimes: [Double] = []
    var ratios: [Double] = []
    for _ in 0..<max(runs, 5) {
      guard let tcp = direct.playRound(), let xmpp = relayed.playRound() else {
        return [unavailable(name, unit: "ms", reason: "a round did not finish")]
      }
      directTimes.append(tcp.secondThrower)
      relayedTimes.append(xmpp.secondThrower)
      ratios.append(xmpp.secondThrower / max(tcp.secondThrower, 0.001))
    }
    return [
      Figure(
        group: "net", name: name + ", the second thrower sees the reveal", unit: "ms",
        value: median(relayedTimes), floorName: "the same round over direct TCP", floor: median(directTimes),
        limit: 1.5, pairedRatio: median(ratios))
    ]
  }

  private func idle(server: LocalProsody) -> Figure {
    let name = "signed in to an XMPP server, CPU ticks in 5 s idle"
    let semaphore = DispatchSemaphore(value: 0)
    guard let account = server.account("bob") else { return unavailable(name, unit: "ticks") }
    let session = XMPPSession(
      account: account, mode: .wait, player: NetworkSession.Player(name: "Idle"),
      wake: { semaphore.signal() })
    session.start()
    defer { session.stop() }
    let signedIn: (NetworkEvent) -> Bool? = { if case .signedIn = $0 { true } else { nil } }
    guard SessionPair.wait(for: session, semaphore: semaphore, matching: signedIn) != nil else {
      return unavailable(name, unit: "ticks", reason: "the sign-in did not finish")
    }
    Thread.sleep(forTimeInterval: 0.5)
    let before = XMPPBenchmarks.processTicks()
    Thread.sleep(forTimeInterval: 5)
    let ticks = XMPPBenchmarks.processTicks() - before
    return Figure(
      group: "net", name: name, unit: "ticks", value: Double(ticks), floorName: "none", floor: nil,
      limitOf: .value, limit: 0)
  }

  /// User and system clock ticks (1/100 s) of this process so far, from /proc/self/stat.
  static func processTicks() -> Int {
    guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return 0 }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // After the command's ")": state is field 3, utime field 14 and stime field 15.
    guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return 0 }
    return user + system
  }

  private func unavailable(_ name: String, unit: String, reason: String? = nil) -> Figure {
    .unavailable(
      group: "net", name: name, renderer: nil, unit: unit, floorName: "the same round over direct TCP",
      limit: 1.5,
      reason: reason ?? "no prosody here (Debian: prosody), or not run from the checkout (Tests/XMPP)")
  }
}

/// Two XMPP sessions in this process, each reaching the local server through its own delaying
/// proxy: bob waits, alice invites.
private final class XMPPPair: Sendable {
  private let semaphore = DispatchSemaphore(value: 0)
  private let waiter: XMPPSession
  private let inviter: XMPPSession
  private let proxies: [DelayProxy]

  init?(server: LocalProsody, delay: Int) {
    guard let bobProxy = DelayProxy(targetPort: server.port, roundTrip: .milliseconds(delay)),
      let aliceProxy = DelayProxy(targetPort: server.port, roundTrip: .milliseconds(delay)),
      var bob = server.account("bob"), var alice = server.account("alice"),
      let bobAddress = try? XMPPAddress(server.jid("bob"))
    else { return nil }
    proxies = [bobProxy, aliceProxy]
    bob.server = ("127.0.0.1", bobProxy.port)
    alice.server = ("127.0.0.1", aliceProxy.port)
    let wake: @Sendable () -> Void = { [semaphore] in semaphore.signal() }
    let player = NetworkSession.Player(name: "Bench", targetWins: 100, timeouts: Timeouts())
    waiter = XMPPSession(account: bob, mode: .wait, player: player, wake: wake)
    inviter = XMPPSession(account: alice, mode: .invite(bobAddress), player: player, wake: wake)
    waiter.start()
    let signedIn: (NetworkEvent) -> Bool? = { if case .signedIn = $0 { true } else { nil } }
    guard SessionPair.wait(for: waiter, semaphore: semaphore, matching: signedIn) != nil else {
      stop()
      return nil
    }
    guard SessionPair.start(inviter, waitingUntilConnectedTo: waiter, semaphore: semaphore) else {
      stop()
      return nil
    }
  }

  func playRound() -> SessionPair.Times? {
    SessionPair.timeRound(first: waiter, second: inviter, semaphore: semaphore)
  }

  func stop() {
    waiter.stop()
    inviter.stop()
    for proxy in proxies { proxy.stop() }
  }
}

/// A prosody of the benchmark's own, started through the tests' launcher.
private struct LocalProsody: Sendable {
  let port: UInt16
  let caFile: String
  let folder: String
  private let process: Process

  static func start() -> LocalProsody? {
    let script = "Tests/XMPP/prosody_server.py"
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/prosody"),
      FileManager.default.fileExists(atPath: script)
    else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [script, "alice", "bob"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    // "server 127.0.0.1:PORT, CA FILE, password file FOLDER/alice.password"
    var line = Data()
    while let byte = try? output.fileHandleForReading.read(upToCount: 1), let first = byte.first, first != 10
    {
      line.append(first)
    }
    let words = String(decoding: line, as: UTF8.self).split(separator: " ").map(String.init)
    guard words.count >= 7, let port = words[1].split(separator: ":").last.flatMap({ UInt16($0.dropLast()) })
    else {
      process.terminate()
      return nil
    }
    let caFile = String(words[3].dropLast())
    let folder = URL(fileURLWithPath: words[6]).deletingLastPathComponent().path
    return LocalProsody(port: port, caFile: caFile, folder: folder, process: process)
  }

  func jid(_ user: String) -> String { "\(user)@rps.test" }

  func account(_ user: String) -> XMPPAccount? {
    guard let address = try? XMPPAddress(jid(user)),
      let password = try? String(contentsOfFile: "\(folder)/\(user).password", encoding: .utf8)
    else { return nil }
    return XMPPAccount(
      address: address, password: password.trimmingCharacters(in: .newlines), server: ("127.0.0.1", port),
      certificateAuthorityFile: caFile)
  }

  func stop() {
    process.terminate()
    process.waitUntilExit()
  }
}
