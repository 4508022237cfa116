import Glibc

/// The network thread's loop: one `poll` over the wake-up pipe, the listening socket, the LAN
/// discovery socket and the connections, with the timeout of the earliest deadline. Lives on
/// that thread only.
struct NetworkLoop {
  /// Connections in their handshake at once; more are turned away.
  static let maximumPending = 16

  private let session: NetworkSession
  private var listener: Int32 = -1
  private var discovery: DiscoveryResponder?
  private var pending: [Connection] = []
  private var active: Connection?
  /// Connections turned away: drained until they close, so the refusal is read, not reset.
  private var refused: [(descriptor: Int32, until: Double)] = []
  private var isStopped = false
  private var matchClosed = false

  init(session: NetworkSession) {
    self.session = session
  }

  mutating func run() {
    switch session.mode {
    case .host(let port):
      guard host(on: port) else { return }
    case .join(let host, let port):
      guard join(host, port) else { return }
    }
    while !isStopped && !matchClosed {
      step()
    }
    for connection in pending { close(connection.descriptor) }
    if let active { close(active.descriptor) }
    for entry in refused { close(entry.descriptor) }
    if listener >= 0 { close(listener) }
    discovery?.close()
  }

  // MARK: - Starting

  private mutating func host(on port: UInt16) -> Bool {
    switch Socket.listen(port: port) {
    case .failure(let error):
      session.post(.update(.ended(.failed(reason: error.line))))
      return false
    case .success(let (descriptor, boundPort)):
      listener = descriptor
      if let discoveryPort = session.player.discoveryPort {
        discovery = DiscoveryResponder(port: discoveryPort, gamePort: boundPort, name: session.player.name)
      }
      session.post(.listening(port: boundPort))
      return true
    }
  }

  private mutating func join(_ host: String, _ port: UInt16) -> Bool {
    switch Socket.connect(host: host, port: port, timeout: session.player.timeouts.connect) {
    case .failure(let error):
      session.post(.update(.ended(.failed(reason: error.line))))
      return false
    case .success(let (descriptor, address)):
      let now = MonotonicClock.now()
      var connection = Connection(
        descriptor: descriptor, address: address,
        machine: ProtocolMachine(role: .guest, hello: hello(), timeouts: session.player.timeouts, now: now))
      let actions = connection.machine.handle(.start, now: now)
      active = connection
      perform(actions, now: now)
      return true
    }
  }

  private func hello() -> Hello {
    let player = session.player
    return Hello(
      nonce: Sodium.randomBytes(Hello.nonceLength), rules: player.rules, targetWins: player.targetWins,
      pairingCode: player.pairingCode, name: player.name)
  }

  // MARK: - One turn of the loop

  private mutating func step() {
    var descriptors = [pollfd(fd: session.wakeDescriptor, events: Int16(POLLIN), revents: 0)]
    let listenerIndex = listener >= 0 ? descriptors.count : -1
    if listener >= 0 { descriptors.append(pollfd(fd: listener, events: Int16(POLLIN), revents: 0)) }
    let discoveryIndex = discovery != nil ? descriptors.count : -1
    if let discovery {
      descriptors.append(pollfd(fd: discovery.descriptor, events: Int16(POLLIN), revents: 0))
    }
    let activeIndex = active != nil ? descriptors.count : -1
    if let active { descriptors.append(pollfd(fd: active.descriptor, events: Int16(POLLIN), revents: 0)) }
    let pendingStart = descriptors.count
    descriptors += pending.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
    let refusedStart = descriptors.count
    descriptors += refused.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }

    let now = MonotonicClock.now()
    let deadlines =
      [active?.deadline].compactMap { $0 } + pending.compactMap(\.deadline) + refused.map(\.until)
    let timeout = deadlines.min().map { max(0, Int32(min(($0 - now) * 1000, 60_000).rounded(.up))) } ?? -1
    let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
    if ready < 0 && errno != EINTR { isStopped = true }
    let later = MonotonicClock.now()
    let readable = { (index: Int) in index >= 0 && descriptors[index].revents != 0 }

    if readable(0) { obey(session.takeCommands(), now: later) }
    if readable(activeIndex) { readActive(now: later) }
    // Refused and pending connections are visited from the end, so removing one keeps the
    // indices of those not visited yet.
    for index in refused.indices.reversed() where readable(refusedStart + index) {
      if case .bytes = Socket.read(refused[index].descriptor) { continue }
      close(refused[index].descriptor)
      refused.remove(at: index)
    }
    for index in pending.indices.reversed() where readable(pendingStart + index) {
      // A guest promoted above empties the list.
      guard index < pending.count else { continue }
      readPending(at: index, now: later)
    }
    if readable(listenerIndex) { acceptGuests(now: later) }
    if readable(discoveryIndex) { discovery?.answer(busy: active != nil) }
    tick(now: later)
  }

  private mutating func obey(_ commands: [NetworkSession.Command], now: Double) {
    for command in commands {
      let event: ProtocolEvent
      switch command {
      case .throwMove(let move): event = .localThrow(move, nonce: Sodium.randomBytes(Commitment.nonceLength))
      case .resign: event = .localResign
      case .leave: event = .localLeave
      case .stop:
        isStopped = true
        return
      case .challenge, .answerChallenge: continue
      }
      guard var connection = active else { continue }
      let actions = connection.machine.handle(event, now: now)
      active = connection
      perform(actions, now: now)
    }
  }

  /// Accepts every connection waiting (a crowd must not wait one poll each).
  private mutating func acceptGuests(now: Double) {
    for _ in 0..<256 {
      guard let (descriptor, address) = Socket.accept(listener) else { return }
      acceptGuest(descriptor, address, now: now)
    }
  }

  private mutating func acceptGuest(_ descriptor: Int32, _ address: String, now: Double) {
    if active != nil || pending.count >= NetworkLoop.maximumPending {
      let reason = active != nil ? "the host is already in a game" : "the host is busy with other connections"
      turnAway(descriptor, Bye(.busy, reason), now: now)
      session.post(
        .refused(
          address: address,
          reason: "a connection came while \(active != nil ? "a match is on" : "others wait")"))
      return
    }
    let machine = ProtocolMachine(role: .host, hello: hello(), timeouts: session.player.timeouts, now: now)
    pending.append(Connection(descriptor: descriptor, address: address, machine: machine))
  }

  private mutating func turnAway(_ descriptor: Int32, _ bye: Bye, now: Double) {
    Socket.refuse(descriptor, with: Message.bye(bye).frame)
    refused.append((descriptor, now + session.player.timeouts.linger))
  }

  // MARK: - Reading

  private mutating func readActive(now: Double) {
    guard var connection = active else { return }
    let actions = read(&connection, now: now, refuseHello: false)
    active = connection
    perform(actions, now: now)
  }

  private mutating func readPending(at index: Int, now: Double) {
    var connection = pending[index]
    let actions = read(&connection, now: now, refuseHello: active != nil)
    pending[index] = connection
    if actions == [.close] && active != nil {
      // A hello arrived while a match is on: the politest answer is busy.
      pending.remove(at: index)
      turnAway(connection.descriptor, Bye(.busy, "the host is already in a game"), now: now)
      session.post(.refused(address: connection.address, reason: "a second guest said hello during a match"))
      return
    }
    performPending(actions, at: index, now: now)
  }

  /// Reads what is there and feeds every whole frame to the machine. With `refuseHello`, a hello
  /// is not answered: the result is just ``ProtocolAction/close``.
  private func read(_ connection: inout Connection, now: Double, refuseHello: Bool) -> [ProtocolAction] {
    if connection.lingerUntil != nil {
      // The match ended: read to the peer's close, so the last messages are not reset.
      if case .bytes = Socket.read(connection.descriptor) { return [] }
      connection.lingerUntil = now
      return []
    }
    switch Socket.read(connection.descriptor) {
    case .nothing: return []
    case .closed: return connection.machine.handle(.peerClosed, now: now)
    case .bytes(let bytes): connection.decoder.append(bytes)
    }
    var actions: [ProtocolAction] = []
    while connection.machine.end == nil {
      do {
        guard let body = try connection.decoder.nextBody() else { break }
        let message = try Message(body: body)
        if refuseHello, case .hello = message { return [.close] }
        actions += connection.machine.handle(.received(message), now: now)
      } catch {
        actions += connection.machine.handle(.malformed(error), now: now)
      }
    }
    return actions
  }

  // MARK: - Acting

  private mutating func perform(_ actions: [ProtocolAction], now: Double) {
    guard var connection = active else { return }
    var queue = actions
    while !queue.isEmpty {
      let action = queue.removeFirst()
      switch action {
      case .send(let message):
        if !connection.isBroken && !Socket.send(connection.descriptor, message.frame) {
          connection.isBroken = true
          queue += connection.machine.handle(.peerClosed, now: now)
        }
      case .report(let update): session.post(.update(update))
      case .close:
        Socket.shutdownWriting(connection.descriptor)
        connection.lingerUntil = now + session.player.timeouts.linger
      }
    }
    active = connection
  }

  /// Does what a connection still in its handshake must do. Once the hello agrees the connection
  /// is the match's: what follows the hello in `actions` (frames that came in the same read) is
  /// done as the match's, exactly as if those frames had come a moment later.
  private mutating func performPending(_ actions: [ProtocolAction], at index: Int, now: Double) {
    var connection = pending[index]
    for (position, action) in actions.enumerated() {
      switch action {
      case .send(let message):
        if !connection.isBroken && !Socket.send(connection.descriptor, message.frame) {
          connection.isBroken = true
        }
      case .report(.connected(let info)):
        session.post(.update(.connected(info)))
        pending[index] = connection
        promote(at: index, now: now)
        perform(Array(actions[(position + 1)...]), now: now)
        return
      case .report(.ended(let end)):
        session.post(.refused(address: connection.address, reason: end.message(peerName: "the guest")))
      case .report(let update): session.post(.update(update))
      case .close:
        Socket.shutdownWriting(connection.descriptor)
        connection.lingerUntil = now + session.player.timeouts.linger
      }
    }
    pending[index] = connection
  }

  /// The pending connection at `index` becomes the match's; every other one is turned away.
  private mutating func promote(at index: Int, now: Double) {
    active = pending.remove(at: index)
    // The other connections were waiting for the same place: it is taken.
    for other in pending {
      turnAway(other.descriptor, Bye(.busy, "the host is already in a game"), now: now)
    }
    pending.removeAll()
  }

  // MARK: - Time

  private mutating func tick(now: Double) {
    if var connection = active {
      if let linger = connection.lingerUntil {
        if now >= linger || connection.isBroken { matchClosed = true }
      } else {
        let actions = connection.machine.handle(.tick, now: now)
        active = connection
        perform(actions, now: now)
      }
    }
    for index in pending.indices.reversed() {
      guard index < pending.count else { continue }
      if let linger = pending[index].lingerUntil {
        if now >= linger {
          close(pending[index].descriptor)
          pending.remove(at: index)
        }
        continue
      }
      let actions = pending[index].machine.handle(.tick, now: now)
      performPending(actions, at: index, now: now)
    }
    for index in refused.indices.reversed() where now >= refused[index].until {
      close(refused[index].descriptor)
      refused.remove(at: index)
    }
  }
}
