import Glibc

/// The XMPP thread's loop: one `poll` over the wake-up pipe and the server's socket, with the
/// timeout of the earliest deadline; libstrophe pumped after each wake-up; what it heard fed to
/// the protocol machine. Lives on that thread only.
///
/// Who the peer is: an inviter sends its hello to the address given and takes the first full
/// address of it that answers with the same match id; a waiting side takes the first full
/// address whose hello agrees. Game elements from anyone else, or of another match, are not the
/// match's: a hello gets `bye(busy)` while a match is on, the rest is dropped (at most
/// ``strangerLimit`` a second are even read).
struct XMPPMatchLoop {
  /// Game elements from the peer in one second beyond which it floods: out of the rules. Every
  /// frame but ping and pong moves the match on or ends it, and a round waits for this side's
  /// throw, so only a computer playing instantly comes near this.
  static let peerLimit = 1000
  /// Pings and pongs from the peer in one second beyond which it floods (each ping is answered:
  /// a flood of them would have this side flood the server).
  static let peerPingLimit = 20
  /// From the start to signed in: DNS, TCP, TLS and the password exchange (not scaled for tests:
  /// a loaded machine's TLS handshake is no quicker in a test).
  static let signInSeconds = 15.0
  /// How long the peer's going offline waits before it counts: a server shutting down tells
  /// each side the other went offline just before closing its own connection, and then neither
  /// side's absence is the other's doing.
  static let offlineGraceSeconds = 1.0
  /// Game elements from everyone else in one second beyond which they are dropped unread.
  static let strangerLimit = 20

  private let session: XMPPSession
  private let link: XMPPLink
  private var machine: ProtocolMachine?
  private var matchID = ""
  private var peerBare: String?
  private var peerFull: String?
  private var peerRate = StanzaRateLimit(limit: XMPPMatchLoop.peerLimit, seconds: 1)
  private var peerPingRate = StanzaRateLimit(limit: XMPPMatchLoop.peerPingLimit, seconds: 1)
  private var strangerRate = StanzaRateLimit(limit: XMPPMatchLoop.strangerLimit, seconds: 1)
  private var signInDeadline: Double
  private var lingerUntil: Double?
  /// When the peer's unavailable presence counts, unless this side's connection drops first.
  private var peerOfflineAt: Double?
  private var isDone = false
  private var friends: [XMPPFriend] = []
  /// Where each friend's game is online, by bare address.
  private var gameAddresses: [String: String] = [:]
  /// A challenge sent and not yet answered; the match id is in ``matchID``.
  private var challengeSent = false
  /// By when the challenged friend's game must be online and answer.
  private var challengeDeadline: Double?
  /// The lobby's occupants whose game is online, by their address in the room.
  private var lobbyPlayers: Set<String> = []
  /// This side's own address in the lobby room.
  private var lobbySelf: String?
  /// Online: the challenge waiting for the player's answer (who, which match).
  private var challengeReceived: (from: String, matchID: String)?
  /// Online: the match id of the challenge the player accepted; only its hello is played.
  private var acceptedChallenge: String?

  init(session: XMPPSession) {
    self.session = session
    link = XMPPLink(account: session.account)
    signInDeadline = MonotonicClock.now() + XMPPMatchLoop.signInSeconds
  }

  mutating func run() {
    link.connect()
    handleIncoming(now: MonotonicClock.now())
    while !isDone { step() }
    // Close the stream politely and give the server a moment to say goodbye.
    link.disconnect()
    let deadline = MonotonicClock.now() + 1
    while !link.isClosed && MonotonicClock.now() < deadline {
      waitForSocket(until: deadline)
      link.pump()
      _ = link.takeIncoming()
    }
  }

  // MARK: - One turn of the loop

  private mutating func step() {
    let now = MonotonicClock.now()
    var deadlines = [lingerUntil, machine?.nextDeadline, peerOfflineAt, challengeDeadline].compactMap { $0 }
    if !link.isSignedIn { deadlines.append(min(signInDeadline, now + 0.25)) }
    let commandReady = waitForSocket(until: deadlines.min())
    let later = MonotonicClock.now()
    if commandReady { obey(session.takeCommands(), now: later) }
    guard !isDone else { return }
    link.pump()
    handleIncoming(now: later)
    tick(now: later)
  }

  /// Polls the wake-up pipe and the socket until `deadline` (nil: until something happens);
  /// true when the game sent a command.
  @discardableResult
  private func waitForSocket(until deadline: Double?) -> Bool {
    var descriptors = [pollfd(fd: session.wakeDescriptor, events: Int16(POLLIN), revents: 0)]
    if let socket = link.descriptor, !link.isClosed {
      let events = Int16(POLLIN) | (link.wantsToWrite ? Int16(POLLOUT) : 0)
      descriptors.append(pollfd(fd: socket, events: events, revents: 0))
    }
    let now = MonotonicClock.now()
    let timeout = deadline.map { max(0, Int32(min(($0 - now) * 1000, 60_000).rounded(.up))) } ?? -1
    _ = poll(&descriptors, nfds_t(descriptors.count), timeout)
    return descriptors[0].revents != 0
  }

  private mutating func obey(_ commands: [SessionMailbox.Command], now: Double) {
    for command in commands {
      let event: ProtocolEvent
      switch command {
      case .throwMove(let move): event = .localThrow(move, nonce: Sodium.randomBytes(Commitment.nonceLength))
      case .resign: event = .localResign
      case .leave: event = .localLeave
      case .stop:
        isDone = true
        return
      case .challenge(let address):
        guard session.mode == .online, machine == nil, !challengeSent else { continue }
        peerBare = XMPPMatchLoop.bare(address)
        sendChallenge(to: address, now: now)
        continue
      case .answerChallenge(let accept):
        guard let (from, id) = challengeReceived, machine == nil else { continue }
        challengeReceived = nil
        link.sendSignal(accept ? .accept : .decline, matchID: id, to: from)
        if accept { acceptedChallenge = id }
        continue
      }
      feed(event, now: now)
    }
  }

  // MARK: - What the server said

  private mutating func handleIncoming(now: Double) {
    for incoming in link.takeIncoming() {
      switch incoming {
      case .signedIn(let address): signedIn(as: address, now: now)
      case .disconnected(let reason):
        if machine == nil || lingerUntil != nil {
          if machine == nil { session.post(.update(.ended(.failed(reason: reason)))) }
          isDone = true
        } else {
          feed(.transportLost(reason: reason), now: now)
          isDone = true
        }
      case .frame(let from, let id, let text, let delayed):
        // A stored message is no part of a match being played now.
        guard !delayed else { continue }
        receiveFrame(from: from, matchID: id, text: text, now: now)
      case .bounced(let from, let id, let condition):
        guard id == matchID, let peerBare, XMPPMatchLoop.bare(from) == peerBare else { continue }
        if machine?.peer == nil {
          feed(
            .transportLost(reason: "\(peerBare) is not online to play (the server said \(condition))"),
            now: now)
        } else {
          feed(.peerClosed, now: now)
        }
      case .unavailable(let from):
        if let peerFull, from == peerFull, peerOfflineAt == nil {
          peerOfflineAt = now + XMPPMatchLoop.offlineGraceSeconds
        }
        gameCame(from: from, inGame: false, now: now)
      case .available(let from, let inGame): gameCame(from: from, inGame: inGame, now: now)
      case .roster(let items):
        friends = items
        postFriends()
      case .signal(let from, let kind, let id): signal(kind, from: from, matchID: id, now: now)
      }
    }
  }

  private mutating func signedIn(as address: String, now: Double) {
    // Available, so that messages to the bare address reach this resource.
    link.sendPresence()
    session.post(.signedIn(address: address))
    link.requestRoster()
    if let lobby = session.lobby {
      let nick = "\(lobby)/\(session.player.name)"
      lobbySelf = nick
      link.sendPresence(to: nick, joiningRoom: true)
    }
    if case .challenge(let friend) = session.mode {
      peerBare = friend.bare
      challengeDeadline = now + session.player.timeouts.hello
    }
    guard case .invite(let invitee) = session.mode else { return }
    peerBare = invitee.bare
    peerFull = invitee.resource == nil ? nil : invitee.description
    matchID = Hex.string(Sodium.randomBytes(GameElement.matchIDLength / 2))
    machine = ProtocolMachine(role: .guest, hello: hello(), timeouts: session.player.timeouts, now: now)
    feed(.start, now: now)
  }

  // MARK: - Friends and challenges

  /// A friend's presence: its game came online at `from`, or went.
  private mutating func gameCame(from: String, inGame: Bool, now: Double) {
    let bare = XMPPMatchLoop.bare(from)
    if let lobby = session.lobby, bare == lobby {
      lobbyCame(from: from, inGame: inGame, now: now)
      return
    }
    if inGame {
      gameAddresses[bare] = from
    } else if gameAddresses[bare] == from {
      gameAddresses[bare] = nil
    } else {
      return
    }
    if friends.contains(where: { $0.address.lowercased() == bare }) { postFriends() }
    if case .challenge = session.mode, bare == peerBare, inGame, !challengeSent, machine == nil {
      sendChallenge(to: from, now: now)
    }
  }

  /// A lobby occupant's presence: in the room with its game online, or gone.
  private mutating func lobbyCame(from: String, inGame: Bool, now: Double) {
    guard from != lobbySelf, from.contains("/") else { return }
    let changed = inGame ? lobbyPlayers.insert(from).inserted : lobbyPlayers.remove(from) != nil
    if changed {
      let prefix = (session.lobby ?? "") + "/"
      session.post(.lobby(lobbyPlayers.map { String($0.dropFirst(prefix.count)) }.sorted()))
    }
    if case .challenge(let target) = session.mode, target.description.lowercased() == from.lowercased(),
      inGame,
      !challengeSent, machine == nil
    {
      sendChallenge(to: from, now: now)
    }
  }

  private mutating func sendChallenge(to address: String, now: Double) {
    challengeSent = true
    matchID = Hex.string(Sodium.randomBytes(GameElement.matchIDLength / 2))
    peerFull = address
    link.sendSignal(.challenge, matchID: matchID, to: address)
    // A person answers a challenge: give them the time a player has to throw, and more.
    challengeDeadline = now + 6 * session.player.timeouts.hello
  }

  /// Whether `address` is in the lobby room (its presence there says whether it plays).
  private func isInLobby(_ address: String) -> Bool {
    session.lobby.map { XMPPMatchLoop.bare(address) == $0 } ?? false
  }

  private func postFriends() {
    let list = friends.map { friend in
      var friend = friend
      friend.gameAddress = gameAddresses[friend.address.lowercased()]
      return friend
    }
    session.post(.friends(list))
  }

  private mutating func signal(_ kind: ChallengeSignal, from: String, matchID id: String, now: Double) {
    guard GameElement.isMatchID(id), strangerRate.admit(now: now) else { return }
    switch kind {
    case .challenge:
      // Only a friend may challenge (a stranger's challenge is not even answered), and only a
      // side that waits accepts; one in a match declines.
      let bare = XMPPMatchLoop.bare(from)
      guard friends.contains(where: { $0.address.lowercased() == bare }) || lobbyPlayers.contains(from) else {
        return
      }
      if machine == nil, session.mode == .wait {
        link.sendSignal(.accept, matchID: id, to: from)
        session.post(.challengeAccepted(from: from))
      } else if machine == nil, session.mode == .online, challengeReceived == nil, !challengeSent {
        challengeReceived = (from, id)
        session.post(.challenged(from: from))
      } else {
        link.sendSignal(.decline, matchID: id, to: from)
      }
    case .accept:
      guard challengeSent, machine == nil, id == matchID, from == peerFull else { return }
      challengeDeadline = nil
      machine = ProtocolMachine(role: .guest, hello: hello(), timeouts: session.player.timeouts, now: now)
      if !isInLobby(from) { link.sendPresence(to: from) }
      feed(.start, now: now)
    case .decline:
      guard challengeSent, machine == nil, id == matchID, from == peerFull else { return }
      if session.mode == .online {
        // Still signed in: the player may challenge someone else.
        challengeSent = false
        challengeDeadline = nil
        peerFull = nil
        session.post(.challengeDeclined(by: from))
        return
      }
      session.post(.update(.ended(.failed(reason: "\(peerBare ?? from) declined the challenge"))))
      isDone = true
    }
  }

  private mutating func receiveFrame(from: String, matchID id: String, text: String, now: Double) {
    if machine != nil, id == matchID, let peerBare, XMPPMatchLoop.bare(from) == peerBare,
      peerFull == nil || peerFull == from
    {
      if peerFull == nil {
        peerFull = from
        if !isInLobby(from) { link.sendPresence(to: from) }
      }
      guard peerRate.admit(now: now) else {
        feed(
          .malformed(.badField("more than \(XMPPMatchLoop.peerLimit) game messages in one second")), now: now)
        return
      }
      let event = XMPPMatchLoop.event(fromText: text)
      switch event {
      case .received(.ping), .received(.pong):
        guard peerPingRate.admit(now: now) else {
          feed(
            .malformed(.badField("more than \(XMPPMatchLoop.peerPingLimit) pings and pongs in one second")),
            now: now)
          return
        }
      default: break
      }
      feed(event, now: now)
      return
    }
    guard strangerRate.admit(now: now), GameElement.isMatchID(id) else { return }
    let event = XMPPMatchLoop.event(fromText: text)
    guard case .received(.hello) = event else { return }
    if machine != nil {
      link.sendFrame(
        text: GameElement.text(for: .bye(Bye(.busy, "the player is already in a game"))), matchID: id,
        to: from)
      session.post(.refused(address: from, reason: "a hello came while a match is on"))
      return
    }
    guard session.mode == .wait || (session.mode == .online && acceptedChallenge == id) else { return }
    // A hello for a waiting side: the host's part, as on TCP.
    var candidate = ProtocolMachine(role: .host, hello: hello(), timeouts: session.player.timeouts, now: now)
    let actions = candidate.handle(event, now: now)
    guard candidate.peer != nil else {
      for case .send(let message) in actions {
        link.sendFrame(text: GameElement.text(for: message), matchID: id, to: from)
      }
      for case .report(.ended(let end)) in actions {
        session.post(.refused(address: from, reason: end.message(peerName: "the guest")))
      }
      return
    }
    machine = candidate
    matchID = id
    peerBare = XMPPMatchLoop.bare(from)
    peerFull = from
    // In the lobby the room already says when an occupant leaves (a directed presence to an
    // occupant would be a second join).
    if !isInLobby(from) { link.sendPresence(to: from) }
    perform(actions, now: now)
  }

  private static func event(fromText text: String) -> ProtocolEvent {
    do throws(WireError) {
      return .received(try Message(body: try GameElement.body(fromText: text)))
    } catch {
      return .malformed(error)
    }
  }

  static func bare(_ address: String) -> String {
    String(address.prefix { $0 != "/" }).lowercased()
  }

  // MARK: - The match

  private mutating func feed(_ event: ProtocolEvent, now: Double) {
    guard var current = machine else { return }
    let actions = current.handle(event, now: now)
    machine = current
    perform(actions, now: now)
  }

  private mutating func perform(_ actions: [ProtocolAction], now: Double) {
    for action in actions {
      switch action {
      case .send(let message):
        guard let to = peerFull ?? peerBare else { continue }
        link.sendFrame(text: GameElement.text(for: message), matchID: matchID, to: to)
      case .report(.ended(.failed(let reason))) where machine?.peer == nil && session.mode != .wait:
        // The guest's "the host sent no hello" is, through a server, an unanswered invitation.
        let unanswered =
          reason.contains("sent no hello")
          ? "\(peerBare ?? "the friend") did not answer the invitation within \(Timeouts.words(session.player.timeouts.hello)) (not online, or not in the game)"
          : reason
        session.post(.update(.ended(.failed(reason: unanswered))))
      case .report(let update): session.post(.update(update))
      case .close: lingerUntil = lingerUntil ?? now + session.player.timeouts.linger
      }
    }
  }

  private mutating func tick(now: Double) {
    if let lingerUntil {
      // The last frames have left for the server once its queue is empty; it delivers them.
      if link.hasSentEverything || now >= lingerUntil { isDone = true }
      return
    }
    if !link.isSignedIn && !link.isClosed && now >= signInDeadline {
      let server =
        session.account.server.map { "\($0.host) port \($0.port)" } ?? session.account.address.domain
      session.post(
        .update(
          .ended(
            .failed(
              reason:
                "no answer from the XMPP server \(server) within \(Timeouts.words(XMPPMatchLoop.signInSeconds))"
            ))))
      isDone = true
      return
    }
    if let deadline = challengeDeadline, now >= deadline, machine == nil, session.mode == .online {
      challengeDeadline = nil
      challengeSent = false
      if let peerFull { session.post(.challengeDeclined(by: peerFull)) }
      peerFull = nil
    }
    if let challengeDeadline, now >= challengeDeadline, machine == nil {
      let friend = peerBare ?? "the friend"
      session.post(
        .update(
          .ended(
            .failed(
              reason: challengeSent
                ? "\(friend) did not answer the challenge"
                : "\(friend)'s game is not online (no presence of the game within \(Timeouts.words(session.player.timeouts.hello)))"
            ))))
      isDone = true
      return
    }
    if let peerOfflineAt, now >= peerOfflineAt {
      self.peerOfflineAt = nil
      feed(.peerClosed, now: now)
    }
    feed(.tick, now: now)
  }

  private func hello() -> Hello {
    let player = session.player
    return Hello(
      nonce: Sodium.randomBytes(Hello.nonceLength), rules: player.rules, targetWins: player.targetWins,
      pairingCode: 0, name: player.name)
  }
}
