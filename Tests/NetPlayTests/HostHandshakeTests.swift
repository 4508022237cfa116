import Foundation
import GameCore
import Testing

@testable import NetPlay

/// A host session on a loopback port, and a guest that writes its hello and one more frame in a
/// single `send`, so the host reads both at once: the frame must be handled as if it had come
/// a moment after the hello, by the match the hello started.
@Suite("The host's handshake over a socket")
struct HostHandshakeTests {
  /// A frame sent in the same write as the guest's hello, and what the host must make of it.
  struct Coalesced: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let end: MatchEnd
    /// The host's last word to the guest, if it says one.
    let bye: Bye.Reason?

    var testDescription: String { name }
  }

  static let endings: [Coalesced] = [
    Coalesced(
      name: "garbage", bytes: Array("GET / HTTP/1.1\r\n".utf8),
      end: .peerBrokeRules(reason: "sent a frame of 18245 bytes; the most is 256"), bye: .violation),
    Coalesced(
      name: "an unknown type", bytes: [0, 1, 0x09],
      end: .peerBrokeRules(reason: "sent a frame of unknown type 0x09"),
      bye: .violation),
    Coalesced(
      name: "a second hello",
      bytes: Message.hello(Hello(nonce: Array(repeating: 9, count: 32), name: "Bob")).frame,
      end: .peerBrokeRules(reason: "sent a second hello"), bye: .violation),
    Coalesced(
      name: "resign", bytes: Message.resign(round: 1).frame, end: .resigned(byPeer: true, round: 1), bye: nil),
    Coalesced(
      name: "bye", bytes: Message.bye(Bye(.leaving)).frame, end: .left(byPeer: true, round: 1, text: ""),
      bye: nil),
  ]

  @Test("a frame in the same read as the guest's hello ends the match it started", arguments: endings)
  func frameEndsTheMatch(_ coalesced: Coalesced) throws {
    let host = try LoopbackHost()
    let guest = try #require(LoopbackGuest(port: host.port))
    guest.send(LoopbackGuest.hello.frame + coalesced.bytes)
    let received = guest.readToEnd()
    guest.close()
    let events = host.eventsToEnd()

    #expect(events.count == 2, "\(events)")
    guard case .update(.connected(let info)) = events.first else {
      Issue.record("the match did not start: \(events)")
      return
    }
    #expect(info.name == "Bob")
    #expect(events.last == .update(.ended(coalesced.end)))
    #expect(host.session.isFinished)
    guard case .hello = received.first else {
      Issue.record("the guest got no hello: \(received)")
      return
    }
    let bye = received.dropFirst().compactMap { if case .bye(let bye) = $0 { bye.reason } else { nil } }
    #expect(bye == (coalesced.bye.map { [$0] } ?? []), "\(received)")
  }

  @Test("a ping or a commit in the same read as the guest's hello is answered in the match")
  func frameContinuesTheMatch() throws {
    let host = try LoopbackHost()
    let guest = try #require(LoopbackGuest(port: host.port))
    let commitment = Commitment(bytes: Array(repeating: 0xab, count: 32))
    guest.send(
      LoopbackGuest.hello.frame + Message.ping(token: 7).frame
        + Message.commit(round: 1, commitment: commitment).frame
    )
    let received = guest.read(count: 2)
    let events = host.events(count: 2)
    host.session.stop()
    guest.close()

    #expect(received.count == 2 && received.last == .pong(token: 7), "\(received)")
    guard case .update(.connected) = events.first else {
      Issue.record("the match did not start: \(events)")
      return
    }
    #expect(events.last == .update(.peerCommitted(round: 1)))
  }
}

/// `NetworkSession` hosting on a free loopback port, timeouts a fifth of the protocol's.
private struct LoopbackHost {
  let session: NetworkSession
  let port: UInt16

  init() throws {
    let player = NetworkSession.Player(name: "Alice", targetWins: 1, timeouts: Timeouts().scaled(by: 0.2))
    session = NetworkSession(mode: .host(port: 0), player: player, wake: {})
    session.start()
    let first = LoopbackHost.poll(session, until: { !$0.isEmpty }).first
    guard case .listening(let port) = first else { throw LoopbackError.notListening(first) }
    self.port = port
  }

  /// Everything the session reports after `.listening`, until its thread ends (or 5 s).
  func eventsToEnd() -> [NetworkEvent] {
    LoopbackHost.poll(session, until: { _ in session.isFinished })
  }

  /// The first `count` events after `.listening` (or those within 5 s).
  func events(count: Int) -> [NetworkEvent] {
    LoopbackHost.poll(session, until: { $0.count >= count })
  }

  private static func poll(
    _ session: NetworkSession, until done: ([NetworkEvent]) -> Bool
  ) -> [NetworkEvent] {
    var events: [NetworkEvent] = []
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline {
      let finished = session.isFinished
      events += session.takeEvents()
      if done(events) || finished { break }
      Thread.sleep(forTimeInterval: 0.005)
    }
    return events
  }
}

private enum LoopbackError: Error {
  case notListening(NetworkEvent?)
}

/// A guest by hand on a raw socket: what it sends is one `send` call.
private struct LoopbackGuest {
  static let hello = Message.hello(Hello(nonce: Array(repeating: 2, count: 32), name: "Bob"))

  let descriptor: Int32

  init?(port: UInt16) {
    guard case .success(let (descriptor, _)) = Socket.connect(host: "127.0.0.1", port: port, timeout: 2)
    else {
      return nil
    }
    self.descriptor = descriptor
  }

  func send(_ bytes: [UInt8]) {
    let sent = bytes.withUnsafeBytes {
      Glibc.send(descriptor, $0.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
    }
    #expect(sent == bytes.count)
  }

  /// The host's messages until it closes its side (or 5 s).
  func readToEnd() -> [Message] { read(until: { _ in false }) }

  /// The host's first `count` messages (or those within 5 s).
  func read(count: Int) -> [Message] { read(until: { $0.count >= count }) }

  private func read(until done: ([Message]) -> Bool) -> [Message] {
    var decoder = FrameDecoder()
    var messages: [Message] = []
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline && !done(messages) {
      switch Socket.read(descriptor) {
      case .closed: return messages
      case .nothing: Thread.sleep(forTimeInterval: 0.005)
      case .bytes(let bytes):
        decoder.append(bytes)
        while let body = try? decoder.nextBody(), let message = try? Message(body: body) {
          messages.append(message)
        }
      }
    }
    return messages
  }

  func close() { _ = Glibc.close(descriptor) }
}
