import GameCore

/// One side of the network protocol as a pure state machine: events and the time go in,
/// messages to send and updates for the game come out. No sockets, no clock, no randomness of
/// its own, so every message can be tried in every state in a test.
///
/// ```swift
/// var machine = ProtocolMachine(role: .guest, hello: myHello, now: 0)
/// let actions = machine.handle(.start, now: 0)  // [.send(.hello(myHello))]
/// ```
///
/// A round: each side commits when its player throws; once a side has sent its commitment and
/// received the peer's, it reveals; it checks the peer's reveal against the peer's commitment,
/// scores the round itself and sends next. The peer must reveal within ``Timeouts/reveal``
/// seconds of both commitments, or it forfeits.
public struct ProtocolMachine: Sendable {
  /// Where the match stands, as a test or a screen sees it.
  public enum State: Equatable, Sendable, CaseIterable {
    /// Waiting for the peer's hello.
    case waitingForHello
    /// Neither side has committed to this round.
    case choosing
    /// This side committed; the peer has not.
    case localCommitted
    /// The peer committed; this side has not.
    case peerCommitted
    /// Both committed and this side revealed; the peer's reveal is due.
    case awaitingReveal
    case ended
  }

  private struct LocalThrow: Sendable {
    let move: Move
    let nonce: [UInt8]
    let commitment: Commitment
  }

  public let role: Role
  public let hello: Hello
  public let timeouts: Timeouts
  public private(set) var peer: PeerInfo?
  public private(set) var match: Match
  /// The round being played (from 1).
  public private(set) var round: UInt32 = 1
  public private(set) var end: MatchEnd?
  private var localThrow: LocalThrow?
  private var peerCommitment: Commitment?
  /// The last round scored here whose next the peer has not sent yet.
  private var awaitingPeerNext: UInt32?
  private var helloDeadline: Double?
  private var revealDeadline: Double?
  private var lastReceived: Double
  private var lastSent: Double
  private var pingCount: UInt64 = 0

  /// `hello` is this side's own, with its fresh nonce; the host's also sets the match's rules
  /// and length.
  public init(role: Role, hello: Hello, timeouts: Timeouts = Timeouts(), now: Double) {
    self.role = role
    self.hello = hello
    self.timeouts = timeouts
    match = Match(rules: hello.rules, targetWins: hello.targetWins)
    lastReceived = now
    lastSent = now
    helloDeadline = now + timeouts.hello
  }

  public var state: State {
    if end != nil { return .ended }
    if peer == nil { return .waitingForHello }
    switch (localThrow != nil, peerCommitment != nil) {
    case (false, false): return .choosing
    case (true, false): return .localCommitted
    case (false, true): return .peerCommitted
    case (true, true): return .awaitingReveal
    }
  }

  /// Whether the local player may throw now.
  public var acceptsLocalThrow: Bool { peer != nil && end == nil && localThrow == nil }

  /// The earliest time at which ``handle(_:now:)`` with ``ProtocolEvent/tick`` has something to
  /// do, for the transport's poll timeout; nil once the match has ended.
  public var nextDeadline: Double? {
    guard end == nil else { return nil }
    var times = [lastReceived + timeouts.idle]
    if let helloDeadline { times.append(helloDeadline) }
    if let revealDeadline { times.append(revealDeadline) }
    if peer != nil { times.append(lastSent + timeouts.pingInterval) }
    return times.min()
  }

  /// Takes one event at time `now` (seconds, monotonic) and returns what to do, in order.
  public mutating func handle(_ event: ProtocolEvent, now: Double) -> [ProtocolAction] {
    guard end == nil else { return [] }
    var actions: [ProtocolAction] = []
    switch event {
    case .start:
      if role == .guest { actions.append(.send(.hello(hello))) }
    case .received(let message):
      lastReceived = now
      actions += receive(message, now: now)
    case .malformed(let error):
      actions += violation(error.description)
    case .localThrow(let move, let nonce):
      actions += throwLocally(move, nonce: nonce, now: now)
    case .localResign:
      guard peer != nil else { return finish(.failed(reason: "you gave up before the match started")) }
      actions += [.send(.resign(round: round))] + finish(.resigned(byPeer: false, round: round))
    case .localLeave:
      actions += [.send(.bye(Bye(.leaving)))] + finish(.left(byPeer: false, round: round, text: ""))
    case .peerClosed:
      actions += peerGone(how: "disconnected", closed: true)
    case .transportLost(let reason):
      guard peer != nil else { return finish(.failed(reason: reason)) }
      return finish(.failed(reason: "\(reason) \(ProtocolMachine.when(round)); the match is not finished"))
    case .tick: break
    }
    if end == nil { actions += checkDeadlines(now: now) }
    if actions.contains(where: { if case .send = $0 { true } else { false } }) { lastSent = now }
    return actions
  }

  // MARK: - Messages from the peer

  private mutating func receive(_ message: Message, now: Double) -> [ProtocolAction] {
    switch message {
    case .ping(let token): return peer == nil ? before(message) : [.send(.pong(token: token))]
    case .pong: return peer == nil ? before(message) : []
    case .bye(let bye): return peerSaidBye(bye)
    case .hello(let peerHello):
      return peer == nil ? greet(peerHello, now: now) : violation("sent a second hello")
    case .commit(let number, let commitment):
      guard peer != nil else { return before(message) }
      return peerCommits(number, commitment, now: now)
    case .reveal(let number, let move, let nonce):
      guard peer != nil else { return before(message) }
      return peerReveals(number, move: move, nonce: nonce)
    case .next(let number, let senderWins, let receiverWins):
      guard peer != nil else { return before(message) }
      return peerNext(number, senderWins: senderWins, receiverWins: receiverWins)
    case .resign(let number):
      guard peer != nil else { return before(message) }
      // The round is informative: a resignation ends the match whatever round the peer was in.
      _ = number
      return finish(.resigned(byPeer: true, round: round))
    }
  }

  private mutating func before(_ message: Message) -> [ProtocolAction] {
    violation("sent a \(message.kind.name) before its hello")
  }

  private mutating func greet(_ peerHello: Hello, now: Double) -> [ProtocolAction] {
    let ours = hello.minimumVersion...hello.maximumVersion
    let theirs = peerHello.minimumVersion...peerHello.maximumVersion
    let theirRange = "\(theirs.lowerBound)–\(theirs.upperBound)"
    let ourRange = "\(ours.lowerBound)–\(ours.upperBound)"
    guard let version = ProtocolVersion.agreed(ours, theirs) else {
      let who = role == .host ? "a guest" : "the host"
      return [.send(.bye(Bye(.version, "this game speaks protocol versions \(ourRange), not \(theirRange)")))]
        + finish(
          .failed(reason: "\(who) speaks protocol versions \(theirRange); this game speaks \(ourRange)"))
    }
    guard peerHello.nonce != hello.nonce else { return violation("sent back our own hello nonce") }
    var actions: [ProtocolAction] = []
    if role == .host { actions.append(.send(.hello(hello))) }
    let host = role == .host ? hello : peerHello
    let guest = role == .host ? peerHello : hello
    match = Match(rules: host.rules, targetWins: host.targetWins)
    let info = PeerInfo(
      name: peerHello.name, role: role.other, rules: host.rules, targetWins: host.targetWins,
      pairingCode: host.pairingCode, session: SessionID(hostNonce: host.nonce, guestNonce: guest.nonce),
      version: version)
    peer = info
    helloDeadline = nil
    actions.append(.report(.connected(info)))
    return actions
  }

  private mutating func peerCommits(
    _ number: UInt32, _ commitment: Commitment, now: Double
  ) -> [ProtocolAction] {
    if let pending = awaitingPeerNext, number == pending + 1 {
      return violation("committed to round \(number) before its next for round \(pending)")
    }
    guard number == round else {
      return violation(
        number < round
          ? "sent a commitment for round \(number), which is over (round \(round) is being played)"
          : "sent a commitment for round \(number) while round \(round) is being played")
    }
    guard peerCommitment == nil else { return violation("committed twice to round \(number)") }
    if let localThrow, localThrow.commitment == commitment {
      return violation("copied our commitment for round \(number)")
    }
    peerCommitment = commitment
    var actions: [ProtocolAction] = [.report(.peerCommitted(round: number))]
    if localThrow != nil { actions += revealLocally(now: now) }
    return actions
  }

  private mutating func peerReveals(_ number: UInt32, move code: UInt8, nonce: [UInt8]) -> [ProtocolAction] {
    guard number == round else {
      return violation(
        number < round
          ? "revealed a throw for round \(number), which is over (round \(round) is being played)"
          : "revealed a throw for round \(number) while round \(round) is being played")
    }
    guard let peer, let localThrow, let peerCommitment else {
      return violation("revealed its throw for round \(number) before both commitments were made")
    }
    guard let move = Move(rawValue: Int(code)), match.rules.allows(move) else {
      return violation(
        "revealed move \(code) in round \(number), which is not a move of the \(match.rules.name) rules")
    }
    guard
      peerCommitment.verifies(session: peer.session, round: number, role: peer.role, move: code, nonce: nonce)
    else {
      return violation(
        "revealed \(move.nameInSentence) in round \(number), which does not match its commitment")
    }
    let scored = Round(player: localThrow.move, computer: move, rules: match.rules)
    match.record(scored)
    var actions: [ProtocolAction] = [
      .send(
        .next(
          round: number, senderWins: UInt8(clamping: match.score.player),
          receiverWins: UInt8(clamping: match.score.computer))),
      .report(.roundScored(number: number, round: scored, match: match)),
    ]
    self.localThrow = nil
    self.peerCommitment = nil
    revealDeadline = nil
    awaitingPeerNext = number
    round = number + 1
    if let winner = match.winner {
      let score = "\(match.score.player)–\(match.score.computer)"
      actions.append(.send(.bye(Bye(.finished))))
      actions += finish(.finished(localWon: winner == .player, score: score))
    }
    return actions
  }

  private mutating func peerNext(_ number: UInt32, senderWins: UInt8, receiverWins: UInt8) -> [ProtocolAction]
  {
    guard let pending = awaitingPeerNext, number == pending else {
      return violation("sent next for round \(number), which this side has not finished")
    }
    let peerWins = UInt8(clamping: match.score.computer)
    let localWins = UInt8(clamping: match.score.player)
    guard senderWins == peerWins, receiverWins == localWins else {
      return violation(
        "claims the score after round \(number) is \(receiverWins)–\(senderWins) for us, but it is \(localWins)–\(peerWins)"
      )
    }
    awaitingPeerNext = nil
    return []
  }

  private mutating func peerSaidBye(_ bye: Bye) -> [ProtocolAction] {
    guard peer != nil else {
      switch bye.reason {
      case .busy: return finish(.failed(reason: "the host is already in a game with someone else"))
      case .version:
        return finish(.failed(reason: "the host does not speak this game's protocol version (\(bye.text))"))
      default:
        return finish(.failed(reason: "the peer closed before the match started" + said(bye)))
      }
    }
    if state == .awaitingReveal {
      return forfeit("said bye after both commitments without revealing its throw")
    }
    switch bye.reason {
    case .finished, .leaving:
      return finish(.left(byPeer: true, round: round, text: bye.text))
    case .violation, .timeout, .busy, .version:
      return finish(.failed(reason: "the peer ended the match" + said(bye)))
    }
  }

  private func said(_ bye: Bye) -> String { bye.text.isEmpty ? "" : ", saying \"\(bye.text)\"" }

  // MARK: - The local player

  private mutating func throwLocally(_ move: Move, nonce: [UInt8], now: Double) -> [ProtocolAction] {
    guard let peer, localThrow == nil, match.rules.allows(move), nonce.count == Commitment.nonceLength else {
      return []
    }
    let commitment = Commitment(
      session: peer.session, round: round, role: role, move: UInt8(move.rawValue), nonce: nonce)
    if let peerCommitment, peerCommitment == commitment {
      return violation("copied our commitment for round \(round)")
    }
    localThrow = LocalThrow(move: move, nonce: nonce, commitment: commitment)
    var actions: [ProtocolAction] = [.send(.commit(round: round, commitment: commitment))]
    if peerCommitment != nil { actions += revealLocally(now: now) }
    return actions
  }

  /// Both commitments are in: this side reveals, and the peer's reveal falls due.
  private mutating func revealLocally(now: Double) -> [ProtocolAction] {
    guard let localThrow else { return [] }
    revealDeadline = now + timeouts.reveal
    return [.send(.reveal(round: round, move: UInt8(localThrow.move.rawValue), nonce: localThrow.nonce))]
  }

  // MARK: - Time and endings

  private mutating func checkDeadlines(now: Double) -> [ProtocolAction] {
    if let helloDeadline, now >= helloDeadline {
      let who = role == .host ? "the guest" : "the host"
      return [.send(.bye(Bye(.timeout, "no hello within \(Timeouts.words(timeouts.hello))")))]
        + finish(.failed(reason: "\(who) sent no hello within \(Timeouts.words(timeouts.hello))"))
    }
    if let revealDeadline, now >= revealDeadline {
      return [.send(.bye(Bye(.timeout, "no reveal within \(Timeouts.words(timeouts.reveal))")))]
        + forfeit(
          "did not reveal its throw for round \(round) within \(Timeouts.words(timeouts.reveal)) of both commitments"
        )
    }
    if now >= lastReceived + timeouts.idle {
      return [.send(.bye(Bye(.timeout, "nothing received for \(Timeouts.words(timeouts.idle))")))]
        + peerGone(how: "stopped answering (nothing for \(Timeouts.words(timeouts.idle)))", closed: false)
    }
    if peer != nil, now >= lastSent + timeouts.pingInterval {
      pingCount += 1
      return [.send(.ping(token: pingCount))]
    }
    return []
  }

  private mutating func peerGone(how: String, closed: Bool) -> [ProtocolAction] {
    guard peer != nil else {
      let who = role == .host ? "the guest" : "the host"
      return finish(.failed(reason: "\(who) \(how) before the match started"))
    }
    if state == .awaitingReveal {
      return forfeit("\(how) after both commitments without revealing its throw for round \(round)")
    }
    return finish(
      .failed(reason: "the peer \(how) \(ProtocolMachine.when(round)); the match is not finished"))
  }

  /// "before the first round ended", "after round 2": when a match stopped, for its message.
  static func when(_ round: UInt32) -> String {
    round <= 1 ? "before the first round ended" : "after round \(round - 1)"
  }

  private mutating func forfeit(_ reason: String) -> [ProtocolAction] {
    finish(.forfeited(reason: reason))
  }

  /// Ends the match for breaking the protocol: says why in a bye, then closes.
  private mutating func violation(_ reason: String) -> [ProtocolAction] {
    [.send(.bye(Bye(.violation, "you " + reason)))] + finish(.peerBrokeRules(reason: reason))
  }

  private mutating func finish(_ ending: MatchEnd) -> [ProtocolAction] {
    end = ending
    helloDeadline = nil
    revealDeadline = nil
    return [.report(.ended(ending)), .close]
  }
}
