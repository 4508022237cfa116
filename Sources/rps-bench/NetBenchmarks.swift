import Dispatch
import Foundation
import GameCore
import Glibc
import NetPlay

/// The network group: the time from the second throw of a round to the reveal reaching each
/// side, over loopback through a proxy adding 0, 50 and 200 ms of round trip, beside the floor
/// of one round trip through the same proxy. The protocol needs one round trip after the second
/// throw: the second thrower's commitment and reveal go out together, the first thrower reveals
/// as soon as that commitment arrives.
struct NetBenchmarks {
  let runs: Int
  static let delays = [0, 50, 200]

  func run() -> [Figure] {
    NetBenchmarks.delays.flatMap { measure(delay: $0) } + XMPPBenchmarks(runs: runs).run()
  }

  private func measure(delay: Int) -> [Figure] {
    let name = "\(delay) ms added round trip"
    guard let echo = EchoServer(),
      let floorProxy = DelayProxy(targetPort: echo.port, roundTrip: .milliseconds(delay))
    else {
      return [unavailable(name, "the proxy could not listen")]
    }
    defer { floorProxy.stop() }
    let floor = median((0..<max(runs, 5)).compactMap { _ in echo.roundTrip(through: floorProxy.port) })
    guard let pair = SessionPair(delay: delay) else { return [unavailable(name, "the match did not start")] }
    defer { pair.stop() }
    var first: [Double] = []
    var second: [Double] = []
    for _ in 0..<max(runs, 5) {
      guard let times = pair.playRound() else { return [unavailable(name, "a round did not finish")] }
      first.append(times.firstThrower)
      second.append(times.secondThrower)
    }
    return [
      figure(name + ", the second thrower sees the reveal", median(second), floor: floor, delay: delay),
      figure(name + ", the first thrower sees the reveal", median(first), floor: floor, delay: delay),
    ]
  }

  /// At 0 ms the floor is tens of microseconds, so the target is on the time itself; with a real
  /// round trip it is on the ratio to one round trip.
  private func figure(_ name: String, _ value: Double, floor: Double, delay: Int) -> Figure {
    Figure(
      group: "net", name: name, unit: "ms", value: value, floorName: "one round trip through the proxy",
      floor: floor, limitOf: delay == 0 ? .value : .ratio, limit: delay == 0 ? 5 : 1.25)
  }

  private func unavailable(_ name: String, _ reason: String) -> Figure {
    .unavailable(
      group: "net", name: name, renderer: nil, unit: "ms", floorName: "one round trip through the proxy",
      limit: 1.25, reason: reason)
  }
}

/// What the benchmark needs of a match session: TCP's and XMPP's alike.
protocol TimedSession: AnyObject {
  func start()
  func throwMove(_ move: Move)
  func takeEvents() -> [NetworkEvent]
}

extension NetworkSession: TimedSession {}
extension XMPPSession: TimedSession {}

/// A host and a guest session in this process, the guest joined through a delaying proxy.
final class SessionPair: Sendable {
  struct Times {
    /// Milliseconds from the second throw to each side's scored round.
    var firstThrower: Double
    var secondThrower: Double
  }

  private let semaphore = DispatchSemaphore(value: 0)
  private let host: NetworkSession
  private let guest: NetworkSession
  private let proxy: DelayProxy

  init?(delay: Int) {
    let wake: @Sendable () -> Void = { [semaphore] in semaphore.signal() }
    var player = NetworkSession.Player(name: "Bench", targetWins: 100, timeouts: Timeouts())
    host = NetworkSession(mode: .host(port: 0), player: player, wake: wake)
    host.start()
    guard
      let port = SessionPair.wait(
        for: host, semaphore: semaphore,
        matching: { event in
          if case .listening(let port) = event { port } else { nil }
        }), let proxy = DelayProxy(targetPort: port, roundTrip: .milliseconds(delay))
    else {
      host.stop()
      return nil
    }
    self.proxy = proxy
    player.name = "Guest"
    guest = NetworkSession(mode: .join(host: "127.0.0.1", port: proxy.port), player: player, wake: wake)
    guard SessionPair.start(guest, waitingUntilConnectedTo: host, semaphore: semaphore) else {
      stop()
      return nil
    }
  }

  func playRound() -> SessionPair.Times? {
    SessionPair.timeRound(first: host, second: guest, semaphore: semaphore)
  }

  /// `first` throws; once `second` shows it ready, `second` throws (a draw, so the match goes
  /// on) and the clock starts.
  static func timeRound(
    first: some TimedSession, second: some TimedSession, semaphore: DispatchSemaphore
  ) -> SessionPair.Times? {
    first.throwMove(.rock)
    let ready: (NetworkEvent) -> Bool? = { if case .update(.peerCommitted) = $0 { true } else { nil } }
    guard SessionPair.wait(for: second, semaphore: semaphore, matching: ready) != nil else { return nil }
    let start = ContinuousClock.now
    second.throwMove(.rock)
    var firstThrower: Double?
    var secondThrower: Double?
    let deadline = ContinuousClock.now + .seconds(10)
    while firstThrower == nil || secondThrower == nil {
      guard semaphore.wait(timeout: .now() + 1) == .success || ContinuousClock.now < deadline else {
        return nil
      }
      let now = (ContinuousClock.now - start).milliseconds
      for case .update(.roundScored) in first.takeEvents() { firstThrower = now }
      for case .update(.roundScored) in second.takeEvents() { secondThrower = now }
    }
    guard let firstThrower, let secondThrower else { return nil }
    return Times(firstThrower: firstThrower, secondThrower: secondThrower)
  }

  func stop() {
    host.stop()
    guest.stop()
    proxy.stop()
  }

  /// Waits up to 10 s for an event of `session` that `matching` turns into a value.
  static func wait<Value>(
    for session: some TimedSession, semaphore: DispatchSemaphore, matching: (NetworkEvent) -> Value?
  ) -> Value? {
    let deadline = ContinuousClock.now + .seconds(10)
    while ContinuousClock.now < deadline {
      for event in session.takeEvents() {
        if let value = matching(event) { return value }
      }
      _ = semaphore.wait(timeout: .now() + 0.05)
    }
    return nil
  }

  /// Starts `joining`, the second side of a match, and waits (as ``wait(for:semaphore:matching:)``
  /// does) for it and then `other` to report the match started; false when one did not.
  static func start(
    _ joining: some TimedSession, waitingUntilConnectedTo other: some TimedSession,
    semaphore: DispatchSemaphore
  ) -> Bool {
    joining.start()
    let connected: (NetworkEvent) -> Bool? = { if case .update(.connected) = $0 { true } else { nil } }
    return wait(for: joining, semaphore: semaphore, matching: connected) != nil
      && wait(for: other, semaphore: semaphore, matching: connected) != nil
  }
}

/// Echoes every byte back: one round trip through a proxy is one byte there and back.
private final class EchoServer: Sendable {
  let port: UInt16

  init?() {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = DelayProxy.loopback(port: 0)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard descriptor >= 0, bound == 0, listen(descriptor, 8) == 0 else { return nil }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    port = UInt16(bigEndian: address.sin_port)
    Thread {
      while true {
        let client = accept(descriptor, nil, nil)
        guard client >= 0 else { return }
        Thread {
          var byte: UInt8 = 0
          while recv(client, &byte, 1, 0) == 1 { _ = send(client, &byte, 1, Int32(MSG_NOSIGNAL)) }
          close(client)
        }.start()
      }
    }.start()
  }

  /// Milliseconds for one byte there and back through the proxy on `port`.
  func roundTrip(through port: UInt16) -> Double? {
    guard let descriptor = DelayProxy.connect(port: port) else { return nil }
    defer { close(descriptor) }
    var byte: UInt8 = 7
    let start = ContinuousClock.now
    guard send(descriptor, &byte, 1, Int32(MSG_NOSIGNAL)) == 1, recv(descriptor, &byte, 1, 0) == 1 else {
      return nil
    }
    return (ContinuousClock.now - start).milliseconds
  }
}
