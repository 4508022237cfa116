import GameCore
import Testing

@testable import NetPlay

@Suite("The protocol machine")
struct ProtocolMachineTests {
  @Test("two machines play a match to its end, each scoring it alike from its own side")
  func fullMatch() {
    var link = InMemoryLink(targetWins: 2)
    #expect(link.host.peer?.name == "Bob")
    #expect(link.guest.peer?.name == "Alice")
    #expect(link.host.peer?.session == link.guest.peer?.session)
    let throwsOfHost: [Move] = [.rock, .rock, .paper, .scissors]
    let throwsOfGuest: [Move] = [.scissors, .rock, .rock, .scissors]
    for (hostMove, guestMove) in zip(throwsOfHost, throwsOfGuest) where link.host.end == nil {
      link.throwMove(hostMove, by: .host)
      link.throwMove(guestMove, by: .guest)
    }
    #expect(link.host.end == .finished(localWon: true, score: "2–0"))
    #expect(link.guest.end == .finished(localWon: false, score: "0–2"))
    #expect(link.host.match.rounds.map(\.player) == [.rock, .rock, .paper])
    #expect(link.guest.match.rounds.map(\.computer) == [.rock, .rock, .paper])
  }

  @Test("no reveal leaves a side before it has sent its commitment and received the peer's")
  func revealOnlyAfterBothCommitments() {
    var link = InMemoryLink(targetWins: 3)
    var round = 0
    while link.host.end == nil && round < 20 {
      round += 1
      // Who throws first changes from round to round.
      if round.isMultiple(of: 2) {
        link.throwMove(.rock, by: .guest)
        link.throwMove(Move(rawValue: round % 3) ?? .rock, by: .host)
      } else {
        link.throwMove(.paper, by: .host)
        link.throwMove(Move(rawValue: round % 3) ?? .rock, by: .guest)
      }
    }
    #expect(link.host.end != nil)
    for (index, entry) in link.log.enumerated() {
      guard case .reveal(let number, _, _) = entry.1 else { continue }
      let earlier = link.log[..<index]
      let ownCommit = earlier.contains { $0.0 == entry.0 && $0.1.isCommit(number) }
      let peerCommit = earlier.contains { $0.0 != entry.0 && $0.1.isCommit(number) }
      #expect(ownCommit && peerCommit, "reveal of round \(number) by \(entry.0)")
    }
  }

  @Test("the remote side shows only that the peer is ready until the reveal")
  func readyBeforeReveal() {
    var link = InMemoryLink()
    link.throwMove(.rock, by: .guest)
    #expect(link.hostUpdates.last == .peerCommitted(round: 1))
    #expect(link.host.match.rounds.isEmpty)
  }

  @Test("a peer that does not reveal within 10 s of both commitments forfeits, and not a moment before")
  func revealTimeout() {
    var scene = MachineScene(.awaitingReveal)
    scene.actions = scene.machine.handle(.tick, now: 9.999)
    #expect(scene.reportedEnd == nil)
    scene.actions = scene.machine.handle(.tick, now: 10)
    #expect(
      scene.endLine
        == "Bob forfeits the match: it did not reveal its throw for round 1 within 10 s of both commitments")
    #expect(scene.sentMessages == [.bye(Bye(.timeout, "no reveal within 10 s"))])
    #expect(scene.reportedEnd?.exitStatus == 3)
  }

  @Test("a peer that disconnects while its reveal is due forfeits; at any other time the match just stops")
  func disconnects() {
    var due = MachineScene(.awaitingReveal)
    due.actions = due.machine.handle(.peerClosed, now: 1)
    #expect(due.endLine.hasPrefix("Bob forfeits the match: it disconnected after both commitments"))
    var choosing = MachineScene(.localCommitted)
    choosing.actions = choosing.machine.handle(.peerClosed, now: 1)
    #expect(
      choosing.reportedEnd
        == .failed(reason: "the peer disconnected before the first round ended; the match is not finished"))
    #expect(choosing.reportedEnd?.exitStatus == 1)
  }

  @Test("a quiet side pings after 5 s, and a peer silent for 15 s is gone")
  func keepAlive() {
    var scene = MachineScene(.choosing)
    scene.actions = scene.machine.handle(.tick, now: 5)
    #expect(scene.sentMessages == [.ping(token: 1)])
    scene.receive(.pong(token: 1), at: 6)
    scene.actions = scene.machine.handle(.tick, now: 20.9)
    #expect(scene.reportedEnd == nil)
    scene.actions = scene.machine.handle(.tick, now: 21)
    #expect(scene.endLine.hasPrefix("the peer stopped answering (nothing for 15 s)"))
  }

  @Test("a guest whose hello does not come within 10 s is dropped")
  func helloTimeout() {
    var scene = MachineScene(.waitingForHello)
    scene.actions = scene.machine.handle(.tick, now: 10)
    #expect(scene.reportedEnd == .failed(reason: "the guest sent no hello within 10 s"))
  }

  @Test("a hello with no common version gets a bye naming the versions, and no match")
  func otherVersion() {
    var scene = MachineScene(.waitingForHello)
    var hello = MachineScene.guestHello
    hello.minimumVersion = 2
    hello.maximumVersion = 3
    scene.receive(.hello(hello))
    #expect(scene.sentMessages == [.bye(Bye(.version, "this game speaks protocol versions 1–1, not 2–3"))])
    #expect(
      scene.reportedEnd == .failed(reason: "a guest speaks protocol versions 2–3; this game speaks 1–1"))
  }

  @Test("a guest told the host is busy ends with that line and exit 1")
  func busyHost() {
    var guest = ProtocolMachine(
      role: .guest, hello: Hello(nonce: MachineScene.guestNonce, name: "Bob"), now: 0)
    _ = guest.handle(.start, now: 0)
    let actions = guest.handle(.received(.bye(Bye(.busy, "the host is already in a game"))), now: 1)
    #expect(
      actions.first == .report(.ended(.failed(reason: "the host is already in a game with someone else"))))
  }

  @Test(
    "a peer that cheats or errs in a round is named for what it did",
    arguments: [
      (
        Message.reveal(round: 1, move: 0, nonce: MachineScene.peerNonce),
        "revealed rock in round 1, which does not match its commitment"
      ),
      (
        .reveal(round: 1, move: 1, nonce: MachineScene.localNonce),
        "revealed paper in round 1, which does not match its commitment"
      ),
      (
        .reveal(round: 1, move: 7, nonce: MachineScene.peerNonce),
        "revealed move 7 in round 1, which is not a move of the classic rules"
      ),
      (
        .reveal(round: 1, move: 3, nonce: MachineScene.peerNonce),
        "revealed move 3 in round 1, which is not a move of the classic rules"
      ),
      (
        .reveal(round: 2, move: 1, nonce: MachineScene.peerNonce),
        "revealed a throw for round 2 while round 1 is being played"
      ),
    ] as [(Message, String)])
  func badReveals(message: Message, words: String) {
    var scene = MachineScene(.awaitingReveal)
    scene.receive(message)
    #expect(scene.reportedEnd == .peerBrokeRules(reason: words))
  }

  @Test("a commitment equal to ours, or for another round, is refused")
  func badCommitments() {
    var copy = MachineScene(.localCommitted)
    guard case .commit(_, let ours) = copy.sentMessages.first ?? .ping(token: 0) else {
      Issue.record("no commitment sent")
      return
    }
    copy.receive(.commit(round: 1, commitment: ours))
    #expect(copy.reportedEnd == .peerBrokeRules(reason: "copied our commitment for round 1"))
    var later = MachineScene(.choosing)
    later.receive(.commit(round: 5, commitment: MachineScene.peerCommitment))
    #expect(
      later.reportedEnd
        == .peerBrokeRules(reason: "sent a commitment for round 5 while round 1 is being played"))
  }

  @Test("after a round, the peer's next must come before its next commitment and agree on the score")
  func nextRules() {
    var early = MachineScene(.awaitingReveal)
    early.receive(.reveal(round: 1, move: 1, nonce: MachineScene.peerNonce))
    #expect(early.sentMessages == [.next(round: 1, senderWins: 0, receiverWins: 1)])
    early.receive(.commit(round: 2, commitment: MachineScene.peerCommitment))
    #expect(early.reportedEnd == .peerBrokeRules(reason: "committed to round 2 before its next for round 1"))

    var wrongScore = MachineScene(.awaitingReveal)
    wrongScore.receive(.reveal(round: 1, move: 1, nonce: MachineScene.peerNonce))
    wrongScore.receive(.next(round: 1, senderWins: 0, receiverWins: 1))
    #expect(
      wrongScore.reportedEnd
        == .peerBrokeRules(reason: "claims the score after round 1 is 1–0 for us, but it is 0–1"))

    var agreed = MachineScene(.awaitingReveal)
    agreed.receive(.reveal(round: 1, move: 1, nonce: MachineScene.peerNonce))
    agreed.receive(.next(round: 1, senderWins: 1, receiverWins: 0))
    #expect(agreed.reportedEnd == nil)
    agreed.receive(.commit(round: 1, commitment: MachineScene.peerCommitment))
    #expect(
      agreed.reportedEnd
        == .peerBrokeRules(reason: "sent a commitment for round 1, which is over (round 2 is being played)"))
  }

  @Test("the local player cannot throw twice in a round, nor before the hellos")
  func localThrowGuard() {
    var scene = MachineScene(.localCommitted)
    #expect(!scene.machine.acceptsLocalThrow)
    scene.throwRock()
    #expect(scene.actions.isEmpty)
    var early = MachineScene(.waitingForHello)
    early.throwRock()
    #expect(early.actions.isEmpty)
  }
}

extension Message {
  fileprivate func isCommit(_ round: UInt32) -> Bool {
    if case .commit(let number, _) = self { return number == round }
    return false
  }
}
