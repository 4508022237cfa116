import GameCore

@testable import NetPlay

/// Two protocol machines joined by two byte streams in memory: what one sends is framed,
/// carried and decoded for the other, as over a socket but with no socket and no clock.
struct InMemoryLink {
  var host: ProtocolMachine
  var guest: ProtocolMachine
  private var toHost = FrameDecoder()
  private var toGuest = FrameDecoder()
  private(set) var hostUpdates: [MatchUpdate] = []
  private(set) var guestUpdates: [MatchUpdate] = []
  /// Every message as it was sent, with its sender, in order.
  private(set) var log: [(Role, Message)] = []
  var now = 0.0

  init(hostName: String = "Alice", guestName: String = "Bob", targetWins: Int = 3) {
    host = ProtocolMachine(
      role: .host, hello: Hello(nonce: Sodium.randomBytes(32), targetWins: targetWins, name: hostName), now: 0
    )
    guest = ProtocolMachine(
      role: .guest, hello: Hello(nonce: Sodium.randomBytes(32), name: guestName), now: 0)
    apply(guest.handle(.start, now: 0), from: .guest)
    deliver()
  }

  /// A side's event, then every message it causes, both ways, until the link is quiet.
  mutating func send(_ event: ProtocolEvent, to role: Role) {
    let actions = role == .host ? host.handle(event, now: now) : guest.handle(event, now: now)
    apply(actions, from: role)
    deliver()
  }

  mutating func throwMove(_ move: Move, by role: Role) {
    send(.localThrow(move, nonce: Sodium.randomBytes(32)), to: role)
  }

  private mutating func apply(_ actions: [ProtocolAction], from role: Role) {
    for action in actions {
      switch action {
      case .send(let message):
        log.append((role, message))
        if role == .host { toGuest.append(message.frame) } else { toHost.append(message.frame) }
      case .report(let update):
        if role == .host { hostUpdates.append(update) } else { guestUpdates.append(update) }
      case .close: break
      }
    }
  }

  private mutating func deliver() {
    var moved = true
    while moved {
      moved = false
      while let body = try? toHost.nextBody(), let message = try? Message(body: body) {
        apply(host.handle(.received(message), now: now), from: .host)
        moved = true
      }
      while let body = try? toGuest.nextBody(), let message = try? Message(body: body) {
        apply(guest.handle(.received(message), now: now), from: .guest)
        moved = true
      }
    }
  }
}
