import GameCore

@testable import NetPlay

/// One message of every type, for the framing tests.
extension Message {
  static let samples: [Message] = [
    .hello(
      Hello(
        nonce: Array(repeating: 7, count: 32), rules: .rockPaperScissorsSpockLizard, targetWins: 5,
        pairingCode: 123_456, name: "Zoë 🎲")),
    .commit(round: 1, commitment: Commitment(bytes: Array(repeating: 0xab, count: 32))),
    .reveal(round: 70_000, move: 2, nonce: Array(0..<32)),
    .next(round: 3, senderWins: 2, receiverWins: 1),
    .resign(round: 9),
    .bye(Bye(.violation, "you copied our commitment")),
    .bye(Bye(.finished)),
    .ping(token: 0x0102_0304_0506_0708),
    .pong(token: .max),
  ]
}
