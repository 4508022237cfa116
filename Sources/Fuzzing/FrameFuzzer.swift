import Foundation
import GameCore
import NetPlay

/// Throws mutated byte streams at the network play's frame decoder, message reader and protocol
/// machine, for as long as it is given: each input starts from a stream of the committed corpus
/// (Tests/Network/corpus), is mutated (bits flipped, bytes inserted, removed or overwritten,
/// length prefixes bent, streams spliced), cut into reads at random places and fed to a host's
/// machine with local throws mixed in. Nothing may crash, and after every read:
/// - the decoder holds at most one frame's worth beyond the read;
/// - every message read, written again, reads back as itself;
/// - the machine reports an end at most once and nothing after it;
/// - the machine reveals only after it has sent its commitment and received the peer's.
public struct FrameFuzzer {
  public struct Report: Codable, Sendable {
    public var seed: UInt64
    public var inputs = 0
    public var bytes = 0
    public var messages = 0
    public var wireErrors = 0
    public var roundsScored = 0
    public var matchesEnded = 0
    public var violations = 0
    public var firstViolations: [String] = []
    public var elapsedSeconds = 0.0
  }

  /// The host's hello nonce: the corpus's guest streams were committed with it (bytes 0 to 31,
  /// as in docs/protocol.md), so their reveals verify and the fuzzer reaches scored rounds.
  public static let hostNonce = (0..<32).map { UInt8($0) }

  private let corpus: [[UInt8]]
  private var generator: SeededGenerator
  private var report: Report

  public init(corpus: [[UInt8]], seed: UInt64) {
    self.corpus = corpus.isEmpty ? [[0, 1, 0x07]] : corpus
    generator = SeededGenerator(seed: seed)
    report = Report(seed: seed)
  }

  /// The files of a corpus folder, each one stream.
  public static func loadCorpus(_ folder: URL) -> [[UInt8]] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
    return names.compactMap { name in
      (try? Data(contentsOf: folder.appendingPathComponent(name))).map { Array($0) }
    }
  }

  /// The corpus committed with the sources, found from this file's place in the checkout.
  public static var committedCorpus: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Tests/Network/corpus")
  }

  /// Fuzzes until `seconds` have passed (or `inputs` inputs, if given first).
  public mutating func run(seconds: Double, inputs limit: Int = .max) -> Report {
    let start = Date()
    while report.inputs < limit && Date().timeIntervalSince(start) < seconds {
      let input = mutated(generator.pick(from: corpus))
      check(input)
      report.inputs += 1
      report.bytes += input.count
    }
    report.elapsedSeconds = Date().timeIntervalSince(start)
    return report
  }

  // MARK: - Mutations

  private mutating func random(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(generator.next() % UInt64(bound)) }

  private mutating func mutated(_ seed: [UInt8]) -> [UInt8] {
    var bytes = seed
    for _ in 0...random(4) {
      switch random(7) {
      case 0 where !bytes.isEmpty:
        let index = random(bytes.count)
        bytes[index] ^= UInt8(1 << random(8))
      case 1: bytes.insert(UInt8(truncatingIfNeeded: generator.next()), at: random(bytes.count + 1))
      case 2 where !bytes.isEmpty: bytes.remove(at: random(bytes.count))
      case 3 where bytes.count >= 2:
        // Bend a length prefix: a frame's first two bytes are the likeliest place to hurt.
        let index = random(bytes.count - 1)
        let lengths: [UInt16] = [0, 1, 255, 256, 257, 0xffff, UInt16(truncatingIfNeeded: generator.next())]
        let length = lengths[random(lengths.count)]
        bytes[index] = UInt8(length >> 8)
        bytes[index + 1] = UInt8(length & 0xff)
      case 4:
        let other = corpus[random(corpus.count)]
        let cut = random(other.count + 1)
        bytes = Array(bytes.prefix(random(bytes.count + 1))) + other[cut...]
      case 5 where !bytes.isEmpty:
        bytes[random(bytes.count)] = [0, 1, 0x7f, 0x80, 0xff][random(5)]
      default:
        bytes += (0..<random(16)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      }
    }
    return bytes
  }

  // MARK: - Feeding

  private mutating func check(_ input: [UInt8]) {
    var decoder = FrameDecoder()
    var machine = ProtocolMachine(
      role: .host, hello: Hello(nonce: FrameFuzzer.hostNonce, name: "Fuzz"), timeouts: Timeouts(), now: 0)
    var ended = false
    var sentCommits: Set<UInt32> = []
    var receivedCommits: Set<UInt32> = []
    var offset = 0
    var time = 0.0
    func violation(_ text: String) {
      report.violations += 1
      if report.firstViolations.count < 5 {
        report.firstViolations.append("\(text) (input \(Hex.string(Array(input.prefix(96)))))")
      }
    }
    func take(_ actions: [ProtocolAction]) {
      if ended && !actions.isEmpty { violation("the machine acted after its end: \(actions)") }
      for action in actions {
        switch action {
        case .send(.commit(let round, _)): sentCommits.insert(round)
        case .send(.reveal(let round, _, _)):
          if !sentCommits.contains(round) || !receivedCommits.contains(round) {
            violation("revealed round \(round) before both commitments")
          }
        case .report(.roundScored): report.roundsScored += 1
        case .report(.ended):
          report.matchesEnded += 1
          ended = true
        default: break
        }
      }
      if ended && actions.last != .close && !actions.isEmpty { violation("an end without a close") }
    }
    // Once the match has ended the transport only drains the socket: the decoder reads no more.
    while offset < input.count && !ended {
      let chunk = min(input.count - offset, 1 + random(64))
      decoder.append(input[offset..<offset + chunk])
      offset += chunk
      time += Double(random(3000)) / 1000
      while !ended {
        let body: [UInt8]
        do {
          guard let next = try decoder.nextBody() else { break }
          body = next
        } catch {
          report.wireErrors += 1
          take(machine.handle(.malformed(error), now: time))
          break
        }
        guard decoder.bufferedCount <= 2 + Frame.maximumLength + 64 else {
          violation("the decoder holds \(decoder.bufferedCount) bytes")
          break
        }
        do {
          let message = try Message(body: body)
          report.messages += 1
          if (try? Message(body: message.body)) != message { violation("\(message) does not read back") }
          if case .commit(let round, _) = message, machine.state != .ended { receivedCommits.insert(round) }
          take(machine.handle(.received(message), now: time))
        } catch {
          report.wireErrors += 1
          take(machine.handle(.malformed(error), now: time))
        }
      }
      if !ended && random(4) == 0 {
        let move = Move(rawValue: random(3)) ?? .rock
        take(machine.handle(.localThrow(move, nonce: Sodium.randomBytes(32)), now: time))
      }
      if !ended { take(machine.handle(.tick, now: time)) }
    }
    if decoder.bufferedCount > 2 + Frame.maximumLength + 64 {
      violation("the decoder kept \(decoder.bufferedCount) bytes")
    }
  }
}
