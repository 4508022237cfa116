import GameCore
import Testing

@testable import NetPlay

@Suite("Frames and messages")
struct FramingTests {
  /// Every sample message, framed, one after the other.
  static let stream = Message.samples.flatMap(\.frame)

  @Test("every message reads back as itself")
  func roundTrip() throws {
    for message in Message.samples {
      #expect(try Message(body: message.body) == message)
    }
  }

  @Test("a stream split in two at every byte boundary gives the same messages")
  func splitAtEveryBoundary() throws {
    for cut in 0...FramingTests.stream.count {
      var decoder = FrameDecoder()
      var messages: [Message] = []
      for part in [FramingTests.stream[..<cut], FramingTests.stream[cut...]] {
        decoder.append(part)
        while let body = try decoder.nextBody() { messages.append(try Message(body: body)) }
      }
      #expect(messages == Message.samples, "cut at \(cut)")
      #expect(!decoder.hasPartialFrame)
    }
  }

  @Test("a stream fed one byte at a time gives the same messages, and a partial frame is seen as one")
  func oneByteAtATime() throws {
    var decoder = FrameDecoder()
    var messages: [Message] = []
    var sawPartial = false
    for byte in FramingTests.stream {
      decoder.append([byte])
      sawPartial = sawPartial || decoder.hasPartialFrame
      while let body = try decoder.nextBody() { messages.append(try Message(body: body)) }
    }
    #expect(messages == Message.samples)
    #expect(sawPartial)
  }

  @Test(
    "a length prefix above 256 is refused as soon as its two bytes arrive", arguments: [257, 1000, 65535])
  func oversized(length: Int) {
    var decoder = FrameDecoder()
    decoder.append([UInt8(length >> 8)])
    #expect(throws: Never.self) { try decoder.nextBody() }
    decoder.append([UInt8(length & 0xff)])
    #expect(throws: WireError.oversized(length: length)) { try decoder.nextBody() }
  }

  @Test("a length of 0 is refused, and 256 is the largest frame accepted")
  func bounds() throws {
    var empty = FrameDecoder()
    empty.append([0, 0])
    #expect(throws: WireError.empty) { try empty.nextBody() }
    var largest = FrameDecoder()
    largest.append([1, 0] + Array(repeating: 0x06, count: 256))
    #expect(try largest.nextBody()?.count == 256)
  }

  @Test(
    "a body of the wrong size or type names what the peer sent",
    arguments: [
      ([0x02, 0, 0, 0, 1], "sent a commit message that is too short"),
      ([0x04, 0, 0, 0, 1, 2, 3, 4], "sent a next message with 1 bytes too many"),
      ([0x7f], "sent a frame of unknown type 0x7f"),
      ([0x01] + Array("RPS?".utf8) + Array(repeating: 0, count: 50), "sent a hello without the magic"),
      ([0x06, 1, 3, 0xff, 0xfe, 0xfd], "sent a bye whose text is not valid UTF-8"),
      ([0x06, 1, 201] + Array(repeating: 0x41, count: 201), "sent a bye whose text is 201 bytes long"),
    ] as [([UInt8], String)])
  func malformed(body: [UInt8], words: String) {
    do {
      _ = try Message(body: body)
      Issue.record("accepted \(body)")
    } catch {
      #expect(error.description.hasPrefix(words), "\(error.description)")
    }
  }

  @Test(
    "a name must be 1 to 32 bytes of UTF-8 without control characters or direction overrides",
    arguments: [
      ([], "is empty"), (Array(repeating: 0x61, count: 33), "is 33 bytes long; the most is 32"),
      ([0xc3, 0x28], "is not valid UTF-8"), (Array("a\u{7}b".utf8), "holds the control character U+7"),
      (Array("a\u{202E}b".utf8), "holds the control character U+202E"),
    ] as [([UInt8], String)])
  func badNames(bytes: [UInt8], words: String) {
    #expect(throws: WireError.badName(words)) { try Hello.validName(bytes) }
  }

  @Test("a 32-byte name of several scripts is a name")
  func goodName() throws {
    let name = "Åsa 李 🎲 Ωmega-xyz-123"
    #expect(name.utf8.count <= 32)
    #expect(try Hello.validName(Array(name.utf8)) == name)
  }

  @Test("a hello with fields a later version appends after the name still reads")
  func helloWithMoreFields() throws {
    let hello = Hello(nonce: Array(repeating: 1, count: 32), name: "Bob")
    #expect(try Message(body: Message.hello(hello).body + [9, 9, 9]) == .hello(hello))
  }

  @Test("versions agree on the highest both speak, and not at all without overlap")
  func versions() {
    #expect(ProtocolVersion.agreed(1...1, 1...1) == 1)
    #expect(ProtocolVersion.agreed(1...3, 2...5) == 3)
    #expect(ProtocolVersion.agreed(1...1, 2...2) == nil)
    #expect(ProtocolVersion.agreed(3...4, 1...2) == nil)
  }

  @Test("the document's example frames are what the code sends")
  func documentExamples() {
    let guest = Hello(nonce: Array(32..<64), name: "Bob")
    #expect(
      Hex.string(Message.hello(guest).frame)
        == "0031015250532101012021222324252627282"
        + "92a2b2c2d2e2f303132333435363738393a3b3c3d3e3f00030000000003426f62")
    #expect(Hex.string(Message.next(round: 1, senderWins: 1, receiverWins: 0).frame) == "000704000000010100")
    #expect(Hex.string(Message.resign(round: 2).frame) == "00050500000002")
    #expect(Hex.string(Message.ping(token: 1).frame) == "0009070000000000000001")
  }
}
