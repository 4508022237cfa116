import GameCore

@testable import NetPlay

/// A host's protocol machine brought to any state by a guest the test plays by hand: the test
/// knows the guest's nonces, so it can make valid (and invalid) commitments and reveals.
struct MachineScene {
  static let hostNonce = Array(repeating: UInt8(1), count: 32)
  static let guestNonce = Array(repeating: UInt8(2), count: 32)
  static let localNonce = Array(repeating: UInt8(3), count: 32)
  static let peerNonce = Array(repeating: UInt8(4), count: 32)
  static let session = SessionID(hostNonce: hostNonce, guestNonce: guestNonce)
  static let guestHello = Hello(nonce: guestNonce, name: "Bob")
  /// The guest's throw in round 1, and its commitment.
  static let peerMove = Move.paper
  static let peerCommitment = Commitment(
    session: session, round: 1, role: .guest, move: UInt8(peerMove.rawValue), nonce: peerNonce)

  var machine: ProtocolMachine
  var actions: [ProtocolAction] = []

  init(_ state: ProtocolMachine.State, targetWins: Int = 3) {
    machine = ProtocolMachine(
      role: .host,
      hello: Hello(nonce: MachineScene.hostNonce, targetWins: targetWins, pairingCode: 42, name: "Alice"),
      now: 0)
    guard state != .waitingForHello else { return }
    _ = machine.handle(.received(.hello(MachineScene.guestHello)), now: 0)
    switch state {
    case .waitingForHello, .choosing: break
    case .localCommitted: throwRock()
    case .peerCommitted: peerCommits()
    case .awaitingReveal:
      throwRock()
      peerCommits()
    case .ended: _ = machine.handle(.localLeave, now: 0)
    }
  }

  mutating func throwRock(at time: Double = 0) {
    actions = machine.handle(.localThrow(.rock, nonce: MachineScene.localNonce), now: time)
  }

  mutating func peerCommits(at time: Double = 0) {
    actions = machine.handle(
      .received(.commit(round: 1, commitment: MachineScene.peerCommitment)), now: time)
  }

  mutating func receive(_ message: Message, at time: Double = 1) {
    actions = machine.handle(.received(message), now: time)
  }

  /// The end reported by the last actions, if any.
  var reportedEnd: MatchEnd? {
    for case .report(.ended(let end)) in actions { return end }
    return nil
  }

  var sentMessages: [Message] {
    actions.compactMap { if case .send(let message) = $0 { message } else { nil } }
  }

  /// The one line a player reads about the end, with the guest's name.
  var endLine: String { reportedEnd?.message(peerName: "Bob") ?? "" }
}
