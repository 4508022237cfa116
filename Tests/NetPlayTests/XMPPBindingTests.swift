import GameCore
import Testing

@testable import NetPlay

@Suite("The XMPP binding: game elements, addresses, rate limits, a lost server")
struct XMPPBindingTests {
  @Test("every message survives the trip through a game element's base64 text")
  func roundTrip() throws {
    let messages: [Message] = [
      .hello(MachineScene.guestHello), .commit(round: 1, commitment: MachineScene.peerCommitment),
      .next(round: 3, senderWins: 2, receiverWins: 1), .resign(round: 2), .bye(Bye(.busy, "busy")),
      .ping(token: 7), .pong(token: 7),
    ]
    for message in messages {
      let text = GameElement.text(for: message)
      #expect(text.count <= GameElement.maximumTextLength)
      #expect(try Message(body: GameElement.body(fromText: text)) == message)
    }
  }

  @Test("the ping of docs/protocol.md's examples travels as the text AAkHAAAAAAAAAAE=")
  func documentedExample() {
    #expect(GameElement.text(for: .ping(token: 1)) == "AAkHAAAAAAAAAAE=")
  }

  @Test("whitespace in the text is allowed, as XML may wrap it")
  func whitespace() throws {
    #expect(try GameElement.body(fromText: " AAkHAAAA\nAAAAAAE= ") == [7, 0, 0, 0, 0, 0, 0, 0, 1])
  }

  @Test(
    "anything but one whole frame is refused in words that complete 'the peer …'",
    arguments: [
      ("!!!", "sent a game element that is not base64"),
      (String(repeating: "A", count: 400), "sent a game element of 400 characters; the most is 344"),
      ("//8AAAAA", "sent a frame of 65535 bytes; the most is 256"),
      ("AAA=", "sent an empty frame (length 0)"),
      ("AAkH", "sent a game element holding 3 bytes, less than one whole frame"),
      ("AAkHAAAAAAAAAAEA", "sent a game element with 1 bytes after its frame"),
    ])
  func refused(text: String, words: String) {
    do {
      _ = try GameElement.body(fromText: text)
      Issue.record("'\(text)' was accepted")
    } catch {
      #expect(error.description == words)
    }
  }

  @Test("match ids are 1 to 64 letters, digits, - and _")
  func matchIDs() {
    #expect(GameElement.isMatchID(String(repeating: "a1", count: 16)))
    #expect(!GameElement.isMatchID(""))
    #expect(!GameElement.isMatchID(String(repeating: "a", count: 65)))
    #expect(!GameElement.isMatchID("a'b"))
  }

  @Test("an address has a name, one @, a server and maybe a resource; the server is lower-cased")
  func addresses() throws {
    let address = try XMPPAddress("Alice@Example.ORG/rps")
    #expect(address.bare == "Alice@example.org")
    #expect(address.resource == "rps")
    #expect(address.description == "Alice@example.org/rps")
    #expect(try XMPPAddress("bob@rps.test").resource == nil)
  }

  @Test(
    "a mistyped address says what is wrong with it",
    arguments: [
      ("alice", "it needs one @ between a name and a server"),
      ("@example.org", "the name before the @ is empty"),
      ("alice@", "the server after the @ is empty"), ("alice@example.org/", "the part after the / is empty"),
      ("al ice@example.org", "it holds a space or a control character"),
      ("a@b@example.org", "it needs one @ between a name and a server"),
    ])
  func badAddresses(text: String, reason: String) {
    do {
      _ = try XMPPAddress(text)
      Issue.record("'\(text)' was accepted")
    } catch {
      #expect(error.description == "'\(text)' is not an XMPP address: \(reason)")
    }
  }

  @Test("a rate limit admits its limit in a window and refuses the next, then opens again")
  func rateLimit() {
    var limit = StanzaRateLimit(limit: 3, seconds: 1)
    let admitted = [10, 10, 10, 10.5, 11.01].map { limit.admit(now: $0) }
    #expect(admitted == [true, true, true, false, true])
  }

  @Test("a lost server connection ends the match unfinished, even when the peer's reveal was due")
  func transportLost() {
    var scene = MachineScene(.awaitingReveal)
    scene.actions = scene.machine.handle(
      .transportLost(reason: "the XMPP server closed the connection"), now: 1)
    #expect(
      scene.reportedEnd
        == .failed(
          reason:
            "the XMPP server closed the connection before the first round ended; the match is not finished"))
    #expect(scene.sentMessages.isEmpty)
  }

  @Test("before the hellos, a lost server connection is the line itself")
  func transportLostBeforeMatch() {
    var scene = MachineScene(.waitingForHello)
    scene.actions = scene.machine.handle(.transportLost(reason: "bob@rps.test is not online to play"), now: 1)
    #expect(scene.reportedEnd == .failed(reason: "bob@rps.test is not online to play"))
  }

  @Test("the game's capabilities hash is XEP-0115's SHA-1 of its identity and features, as documented")
  func capabilities() {
    #expect(
      GameCapabilities.verificationString
        == "client/game//Rock Paper Scissors<http://jabber.org/protocol/caps<http://jabber.org/protocol/disco#info<urn:x-rps:game:1<"
    )
    #expect(XMPPLink.capsVersion == "C3NmxozsSzonMQ2zmDj3A5YJmHQ=")
  }
}
