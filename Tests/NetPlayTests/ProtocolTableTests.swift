import GameCore
import Testing

@testable import NetPlay

/// Every message in every state of the host's machine, from a table: what the protocol
/// (docs/protocol.md) says must happen.
@Suite("The protocol machine, every message in every state")
struct ProtocolTableTests {
  enum Expectation: Sendable, CustomStringConvertible {
    /// Accepted: the machine moves to this state, nothing ends.
    case becomes(ProtocolMachine.State)
    /// The peer broke the rules: a bye(violation) goes out and the line names this.
    case violation(String)
    /// The match ends (not as a violation) with a line holding this.
    case ends(String)
    /// A pong goes back, nothing else changes.
    case pong
    /// Nothing at all happens.
    case nothing

    var description: String {
      switch self {
      case .becomes(let state): "becomes \(state)"
      case .violation(let words): "violation: \(words)"
      case .ends(let words): "ends: \(words)"
      case .pong: "pong"
      case .nothing: "nothing"
      }
    }
  }

  enum Kind: String, CaseIterable, Sendable {
    case hello, commit, reveal, next, resign, bye, ping, pong

    /// The message of this kind the guest would send in round 1.
    var message: Message {
      switch self {
      case .hello: .hello(MachineScene.guestHello)
      case .commit: .commit(round: 1, commitment: MachineScene.peerCommitment)
      case .reveal:
        .reveal(round: 1, move: UInt8(MachineScene.peerMove.rawValue), nonce: MachineScene.peerNonce)
      case .next: .next(round: 1, senderWins: 0, receiverWins: 0)
      case .resign: .resign(round: 1)
      case .bye: .bye(Bye(.leaving))
      case .ping: .ping(token: 5)
      case .pong: .pong(token: 5)
      }
    }
  }

  typealias Row = (ProtocolMachine.State, Kind, Expectation)

  static let before = "before its hello"
  static let rows: [Row] =
    [
      (.waitingForHello, .hello, .becomes(.choosing)),
      (.waitingForHello, .commit, .violation("sent a commit before its hello")),
      (.waitingForHello, .reveal, .violation("sent a reveal before its hello")),
      (.waitingForHello, .next, .violation("sent a next before its hello")),
      (.waitingForHello, .resign, .violation("sent a resign before its hello")),
      (.waitingForHello, .bye, .ends("the peer closed before the match started")),
      (.waitingForHello, .ping, .violation("sent a ping before its hello")),
      (.waitingForHello, .pong, .violation("sent a pong before its hello")),

      (.choosing, .hello, .violation("sent a second hello")),
      (.choosing, .commit, .becomes(.peerCommitted)),
      (.choosing, .reveal, .violation("revealed its throw for round 1 before both commitments were made")),
      (.choosing, .next, .violation("sent next for round 1, which this side has not finished")),
      (.choosing, .resign, .ends("Bob resigned in round 1: you win the match")),
      (.choosing, .bye, .ends("Bob left the match before the first round ended")),
      (.choosing, .ping, .pong),
      (.choosing, .pong, .nothing),

      (.localCommitted, .hello, .violation("sent a second hello")),
      (.localCommitted, .commit, .becomes(.awaitingReveal)),
      (
        .localCommitted, .reveal,
        .violation("revealed its throw for round 1 before both commitments were made")
      ),
      (.localCommitted, .next, .violation("sent next for round 1, which this side has not finished")),
      (.localCommitted, .resign, .ends("Bob resigned in round 1")),
      (.localCommitted, .bye, .ends("Bob left the match")),
      (.localCommitted, .ping, .pong),
      (.localCommitted, .pong, .nothing),

      (.peerCommitted, .hello, .violation("sent a second hello")),
      (.peerCommitted, .commit, .violation("committed twice to round 1")),
      (
        .peerCommitted, .reveal,
        .violation("revealed its throw for round 1 before both commitments were made")
      ),
      (.peerCommitted, .next, .violation("sent next for round 1, which this side has not finished")),
      (.peerCommitted, .resign, .ends("Bob resigned in round 1")),
      (.peerCommitted, .bye, .ends("Bob left the match")),
      (.peerCommitted, .ping, .pong),
      (.peerCommitted, .pong, .nothing),

      (.awaitingReveal, .hello, .violation("sent a second hello")),
      (.awaitingReveal, .commit, .violation("committed twice to round 1")),
      (.awaitingReveal, .reveal, .becomes(.choosing)),
      (.awaitingReveal, .next, .violation("sent next for round 1, which this side has not finished")),
      (.awaitingReveal, .resign, .ends("Bob resigned in round 1")),
      (
        .awaitingReveal, .bye,
        .ends("Bob forfeits the match: it said bye after both commitments without revealing")
      ),
      (.awaitingReveal, .ping, .pong),
      (.awaitingReveal, .pong, .nothing),
    ] + Kind.allCases.map { (.ended, $0, .nothing) }

  @Test("the table covers every message in every state")
  func complete() {
    let covered = Set(ProtocolTableTests.rows.map { "\($0.0)-\($0.1)" })
    #expect(covered.count == ProtocolMachine.State.allCases.count * Kind.allCases.count)
    #expect(ProtocolTableTests.rows.count == covered.count)
  }

  @Test("each message in each state does what the protocol says", arguments: ProtocolTableTests.rows)
  func row(state: ProtocolMachine.State, kind: Kind, expectation: Expectation) {
    var scene = MachineScene(state)
    #expect(scene.machine.state == state)
    scene.receive(kind.message)
    switch expectation {
    case .becomes(let next):
      #expect(scene.machine.state == next)
      #expect(scene.reportedEnd == nil)
    case .violation(let words):
      #expect(scene.machine.state == .ended)
      guard case .peerBrokeRules(let reason) = scene.reportedEnd else {
        Issue.record("no violation: \(scene.actions)")
        return
      }
      #expect(reason.contains(words), "\(reason)")
      #expect(scene.sentMessages == [.bye(Bye(.violation, "you " + reason))])
      #expect(scene.actions.last == .close)
      #expect(scene.reportedEnd?.exitStatus == 3)
    case .ends(let words):
      #expect(scene.machine.state == .ended)
      #expect(scene.endLine.contains(words), "\(scene.endLine)")
      if case .peerBrokeRules = scene.reportedEnd { Issue.record("ended as a violation") }
      #expect(scene.actions.last == .close)
    case .pong:
      #expect(scene.actions == [.send(.pong(token: 5))])
      #expect(scene.machine.state == state)
    case .nothing:
      #expect(scene.actions.isEmpty)
      #expect(scene.machine.state == state)
    }
  }
}
