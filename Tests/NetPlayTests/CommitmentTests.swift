import GameCore
import Testing

@testable import NetPlay

/// The vectors of docs/protocol.md ("Examples"), so the document and the code cannot drift apart.
@Suite("Commitments")
struct CommitmentTests {
  static let hostNonce = (0..<32).map { UInt8($0) }
  static let guestNonce = (32..<64).map { UInt8($0) }
  static let commitNonce = (64..<96).map { UInt8($0) }
  static let session = SessionID(hostNonce: hostNonce, guestNonce: guestNonce)

  @Test("the session id is BLAKE2b-256 of the label and both hello nonces, as the document's example")
  func sessionVector() {
    #expect(
      CommitmentTests.session.description
        == "6d6b17237b780aa268c9501f6a043f15432d49cd73327f05697569941c1f422c")
    #expect(CommitmentTests.session.checkDigits == "734819")
  }

  @Test(
    "a commitment is the keyed BLAKE2b of the document's examples",
    arguments: [
      (UInt32(1), Role.host, Move.rock, "b2212e2cafb0bea4558a1550c487a2822802d53ca3001a13efe6c270d360d9fa"),
      (1, .guest, .paper, "3f7a80f7c498fb94c24ad0ce8206e95739e21fc6ca74ed30b12ad5c01208fae0"),
      (2, .host, .scissors, "636f44c7d7763b26a443418f270cb206f3abc69c202b4dc94e48aef18d0a6ae2"),
      (7, .guest, .lizard, "552a7232246c83c2ce58bafebd89694cd7dce3bb0b8137d07f505c78287e0538"),
    ])
  func commitmentVectors(round: UInt32, role: Role, move: Move, expected: String) {
    let commitment = Commitment(
      session: CommitmentTests.session, round: round, role: role, move: UInt8(move.rawValue),
      nonce: CommitmentTests.commitNonce)
    #expect(commitment.description == expected)
  }

  @Test("the 51 bytes hashed for a commitment are the label, session, round, role and move")
  func hashedMessage() {
    let message = Commitment.message(session: CommitmentTests.session, round: 1, role: .host, move: 0)
    #expect(message.count == 51)
    #expect(
      Hex.string(message)
        == "7270732d636f6d6d69742d76316d6b17237b780aa268c9501f6a043f15432d49cd73327f05697569941c1f422c000000010000"
    )
  }

  @Test("a commitment opens only with its own move, nonce, round, role and session")
  func binding() {
    let session = CommitmentTests.session
    let nonce = CommitmentTests.commitNonce
    let commitment = Commitment(session: session, round: 3, role: .guest, move: 1, nonce: nonce)
    #expect(commitment.verifies(session: session, round: 3, role: .guest, move: 1, nonce: nonce))
    #expect(!commitment.verifies(session: session, round: 3, role: .guest, move: 2, nonce: nonce))
    #expect(!commitment.verifies(session: session, round: 4, role: .guest, move: 1, nonce: nonce))
    #expect(!commitment.verifies(session: session, round: 3, role: .host, move: 1, nonce: nonce))
    var otherNonce = nonce
    otherNonce[0] ^= 1
    #expect(!commitment.verifies(session: session, round: 3, role: .guest, move: 1, nonce: otherNonce))
    let otherSession = SessionID(hostNonce: CommitmentTests.guestNonce, guestNonce: CommitmentTests.hostNonce)
    #expect(!commitment.verifies(session: otherSession, round: 3, role: .guest, move: 1, nonce: nonce))
    #expect(
      !commitment.verifies(session: session, round: 3, role: .guest, move: 1, nonce: Array(nonce.prefix(31))))
  }

  @Test("fresh nonces make the same throw commit to different bytes, so a commitment hides the throw")
  func hiding() {
    let first = Commitment(
      session: CommitmentTests.session, round: 1, role: .host, move: 0, nonce: Sodium.randomBytes(32))
    let second = Commitment(
      session: CommitmentTests.session, round: 1, role: .host, move: 0, nonce: Sodium.randomBytes(32))
    #expect(first != second)
    #expect(Sodium.randomBytes(32) != Sodium.randomBytes(32))
  }
}
