import CStrophe
import Foundation
import Glibc
import Synchronization

/// One libstrophe connection to an XMPP server, on the thread that made it (libstrophe is not
/// thread-safe). Its callbacks only note what arrived in ``incoming``; the caller's loop takes
/// those notes after each ``pump()`` and decides. The caller polls ``descriptor`` itself, with
/// its own wake-up pipe beside it, so a command from the game is not held up by libstrophe's
/// own wait.
final class XMPPLink {
  /// What the server or a peer sent, noted by the callbacks.
  enum Incoming: Equatable {
    /// Signed in, with the full address the server bound.
    case signedIn(boundAddress: String)
    /// The connection ended (or never opened); the line says why.
    case disconnected(reason: String)
    /// A game element: its match id, its text, and whether the server had stored it (a
    /// `<delay/>`: an offline message, stale by the time it is read).
    case frame(from: String, matchID: String, text: String, delayed: Bool)
    /// A message of the game's namespace came back as an error: the address is not online.
    case bounced(from: String, matchID: String, condition: String)
    /// Someone (the peer, through its directed presence) went offline.
    case unavailable(from: String)
    /// Someone came online (a friend, or the peer); `inGame` when its presence carries the
    /// game's capabilities node.
    case available(from: String, inGame: Bool)
    /// The roster: every friend's bare address and the name given to it, if any.
    case roster([XMPPFriend])
    /// A challenge, its acceptance or its refusal (`kind`), for the match `matchID`.
    case signal(from: String, kind: ChallengeSignal, matchID: String)
  }

  private let context: OpaquePointer
  private let connection: OpaquePointer
  private let account: XMPPAccount
  private(set) var incoming: [Incoming] = []
  private(set) var isSignedIn = false
  private(set) var isClosed = false
  private var sentCount = 0
  /// The callbacks ran during the last pump: there may be more where that came from.
  private var heardSomething = false
  /// How far the sign-in got, seen between libstrophe's steps: its disconnect callback gives no
  /// reason for a refused connection or a refused password, so the reason is read from these.
  private var reachedServer = false
  private var wasSecured = false

  /// Made on the thread that will use it.
  init(account: XMPPAccount) {
    // libstrophe writes without MSG_NOSIGNAL: a server gone away would raise SIGPIPE and end
    // the game. Blocked on this thread, the write fails with EPIPE instead (SIGPIPE goes to the
    // thread that wrote), and the connection ends with a line.
    var pipeSignal = sigset_t()
    sigemptyset(&pipeSignal)
    sigaddset(&pipeSignal, SIGPIPE)
    pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
    _ = stropheInitialized
    self.account = account
    context = xmpp_ctx_new(nil, nil)
    connection = xmpp_conn_new(context)
    // Mandatory TLS: the password and the match never cross the network in the clear. Stream
    // management's resumption would hide a broken connection the match must hear about.
    _ = xmpp_conn_set_flags(connection, XMPPLink.mandatoryTLS | XMPPLink.disableStreamManagement)
    xmpp_conn_set_jid(connection, account.address.description)
    xmpp_conn_set_pass(connection, account.password)
    if let file = account.certificateAuthorityFile { xmpp_conn_set_cafile(connection, file) }
    xmpp_conn_set_certfail_handler(connection, noteCertificateFailure)
    xmpp_conn_set_sockopt_callback(connection, noteSocket)
  }

  deinit {
    xmpp_conn_release(connection)
    xmpp_ctx_free(context)
    socketsByConnection.withLock { _ = $0.removeValue(forKey: UInt(bitPattern: connection)) }
  }

  private static let mandatoryTLS = 1 << 1
  private static let disableStreamManagement = 1 << 5

  /// Starts connecting (a DNS SRV look-up of the domain unless a server was given).
  func connect() {
    let me = Unmanaged.passUnretained(self).toOpaque()
    xmpp_handler_add(connection, onStanza, nil, nil, nil, me)
    let result =
      account.server.map { server in
        xmpp_connect_client(connection, server.host, server.port, onConnection, me)
      } ?? xmpp_connect_client(connection, nil, 0, onConnection, me)
    if result != 0 {
      note(.disconnected(reason: "cannot connect to the server of \(account.address.domain)"))
      isClosed = true
    }
  }

  /// The socket to poll, once libstrophe has made one.
  var descriptor: Int32? {
    socketsByConnection.withLock { $0[UInt(bitPattern: connection)] }
  }

  /// Whether the poll should wake for writing: connecting, or stanzas still queued.
  var wantsToWrite: Bool {
    xmpp_conn_is_connecting(connection) != 0 || xmpp_conn_send_queue_len(connection) > 0
  }

  /// Everything sent has left for the server.
  var hasSentEverything: Bool { xmpp_conn_send_queue_len(connection) == 0 }

  /// Lets libstrophe read, write and fire its timers without waiting, and again while its
  /// callbacks keep hearing things (TLS may hold decrypted bytes the socket's poll cannot see).
  func pump() {
    for _ in 0..<64 {
      heardSomething = false
      xmpp_run_once(context, 0)
      if xmpp_conn_is_connected(connection) != 0 { reachedServer = true }
      if xmpp_conn_is_secured(connection) != 0 { wasSecured = true }
      if !heardSomething { break }
    }
  }

  /// The notes taken since the last call, oldest first.
  func takeIncoming() -> [Incoming] {
    defer { incoming.removeAll() }
    return incoming
  }

  // MARK: - Sending

  /// One game element in a message to `address`, with a hint that servers must not store it
  /// for later (a hello read hours later is no invitation).
  func sendFrame(text: String, matchID: String, to address: String) {
    // The id names the match, so an error bounced without the element still says whose it is.
    sentCount += 1
    let message = xmpp_message_new(context, nil, address, "\(matchID)-\(sentCount)")
    let element = xmpp_stanza_new(context)
    xmpp_stanza_set_name(element, GameElement.name)
    xmpp_stanza_set_ns(element, GameElement.namespace)
    xmpp_stanza_set_attribute(element, "match", matchID)
    let body = xmpp_stanza_new(context)
    xmpp_stanza_set_text(body, text)
    xmpp_stanza_add_child(element, body)
    xmpp_stanza_release(body)
    xmpp_stanza_add_child(message, element)
    xmpp_stanza_release(element)
    let hint = xmpp_stanza_new(context)
    xmpp_stanza_set_name(hint, "no-store")
    xmpp_stanza_set_ns(hint, "urn:xmpp:hints")
    xmpp_stanza_add_child(message, hint)
    xmpp_stanza_release(hint)
    xmpp_send(connection, message)
    xmpp_stanza_release(message)
  }

  /// Presence: to everyone (`to` nil), or directed to one address, which then hears when this
  /// side goes offline (RFC 6121, 4.6).
  func sendPresence(to address: String? = nil, unavailable: Bool = false, joiningRoom: Bool = false) {
    let presence = xmpp_presence_new(context)
    if let address { xmpp_stanza_set_to(presence, address) }
    if joiningRoom {
      // XEP-0045, 7.2: a presence to ROOM/NICK with this element joins the room; no history.
      let muc = xmpp_stanza_new(context)
      xmpp_stanza_set_name(muc, "x")
      xmpp_stanza_set_ns(muc, "http://jabber.org/protocol/muc")
      let history = xmpp_stanza_new(context)
      xmpp_stanza_set_name(history, "history")
      xmpp_stanza_set_attribute(history, "maxstanzas", "0")
      xmpp_stanza_add_child(muc, history)
      xmpp_stanza_release(history)
      xmpp_stanza_add_child(presence, muc)
      xmpp_stanza_release(muc)
    }
    if unavailable {
      xmpp_stanza_set_type(presence, "unavailable")
    } else {
      let caps = xmpp_stanza_new(context)
      xmpp_stanza_set_name(caps, "c")
      xmpp_stanza_set_ns(caps, XMPPLink.capsNamespace)
      xmpp_stanza_set_attribute(caps, "hash", "sha-1")
      xmpp_stanza_set_attribute(caps, "node", GameCapabilities.node)
      xmpp_stanza_set_attribute(caps, "ver", XMPPLink.capsVersion)
      xmpp_stanza_add_child(presence, caps)
      xmpp_stanza_release(caps)
    }
    xmpp_send(connection, presence)
    xmpp_stanza_release(presence)
  }

  /// Asks for the roster; ``Incoming/roster(_:)`` follows.
  func requestRoster() {
    let iq = xmpp_iq_new(context, "get", "roster-1")
    let query = xmpp_stanza_new(context)
    xmpp_stanza_set_name(query, "query")
    xmpp_stanza_set_ns(query, XMPPLink.rosterNamespace)
    xmpp_stanza_add_child(iq, query)
    xmpp_stanza_release(query)
    xmpp_send(connection, iq)
    xmpp_stanza_release(iq)
  }

  /// A challenge, an acceptance or a refusal for the match `matchID`, to one full address.
  func sendSignal(_ kind: ChallengeSignal, matchID: String, to address: String) {
    let message = xmpp_message_new(context, nil, address, "\(matchID)-\(kind.rawValue)")
    let element = xmpp_stanza_new(context)
    xmpp_stanza_set_name(element, kind.rawValue)
    xmpp_stanza_set_ns(element, GameElement.namespace)
    xmpp_stanza_set_attribute(element, "match", matchID)
    xmpp_stanza_add_child(message, element)
    xmpp_stanza_release(element)
    xmpp_send(connection, message)
    xmpp_stanza_release(message)
  }

  static let capsNamespace = "http://jabber.org/protocol/caps"
  static let discoInfoNamespace = "http://jabber.org/protocol/disco#info"
  static let rosterNamespace = "jabber:iq:roster"

  /// The `ver` of the game's capabilities: SHA-1 of the verification string, in base64.
  static let capsVersion: String = {
    var digest = [UInt8](repeating: 0, count: 20)
    let text = Array(GameCapabilities.verificationString.utf8)
    xmpp_sha1_digest(text, text.count, &digest)
    return Data(digest).base64EncodedString()
  }()

  /// Ends the stream politely; ``Incoming/disconnected(reason:)`` follows.
  func disconnect() {
    guard !isClosed else { return }
    if xmpp_conn_is_disconnected(connection) == 0 { xmpp_disconnect(connection) }
  }

  // MARK: - From the callbacks

  fileprivate func note(_ event: Incoming) {
    heardSomething = true
    incoming.append(event)
  }

  fileprivate func connectionChanged(_ event: xmpp_conn_event_t, error: Int32, streamError: String?) {
    heardSomething = true
    switch event {
    case XMPP_CONN_CONNECT:
      isSignedIn = true
      let bound =
        xmpp_conn_get_bound_jid(connection).map { String(cString: $0) } ?? account.address.description
      note(.signedIn(boundAddress: bound))
    default:
      guard !isClosed else { return }
      isClosed = true
      note(.disconnected(reason: disconnectReason(error: error, streamError: streamError)))
    }
  }

  private func disconnectReason(error: Int32, streamError: String?) -> String {
    let domain = account.address.domain
    let server = account.server.map { "\($0.host) port \($0.port)" } ?? "the server of \(domain)"
    if let failure = takeCertificateFailure() {
      return "the server's certificate is not trusted for \(domain) (\(failure))"
    }
    if isSignedIn {
      if let streamError { return "the XMPP server closed the connection (\(streamError))" }
      return error != 0
        ? "the connection to the XMPP server was lost (\(String(cString: strerror(error))))"
        : "the XMPP server closed the connection"
    }
    if let streamError { return "the XMPP server \(server) refused the sign-in (\(streamError))" }
    if error != 0 {
      switch error {
      case ECONNREFUSED: return "the connection to \(server) was refused: no XMPP server is listening there"
      case ETIMEDOUT: return "no answer from \(server)"
      default: return "cannot reach \(server): \(String(cString: strerror(error)))"
      }
    }
    if wasSecured {
      return
        "the XMPP server turned the sign-in down: check the address \(account.address.bare) and its password"
    }
    if reachedServer {
      return "cannot sign in to \(server): the connection ended before a secure session started"
    }
    return "cannot connect to \(server): it refused the connection or did not answer"
  }

  fileprivate func messageArrived(_ stanza: OpaquePointer) {
    heardSomething = true
    guard let from = xmpp_stanza_get_from(stanza).map({ String(cString: $0) }) else { return }
    if let type = xmpp_stanza_get_type(stanza), String(cString: type) == "error" {
      let id = xmpp_stanza_get_id(stanza).map { String(cString: $0) } ?? ""
      let error = xmpp_stanza_get_child_by_name(stanza, "error")
      let condition = error.flatMap { xmpp_stanza_get_children($0) }.flatMap { xmpp_stanza_get_name($0) }
      note(
        .bounced(
          from: from, matchID: String(id.prefix { $0 != "-" }),
          condition: condition.map { String(cString: $0) } ?? "error"))
      return
    }
    for kind in ChallengeSignal.allCases {
      if let element = xmpp_stanza_get_child_by_name_and_ns(stanza, kind.rawValue, GameElement.namespace) {
        let matchID = xmpp_stanza_get_attribute(element, "match").map { String(cString: $0) } ?? ""
        note(.signal(from: from, kind: kind, matchID: matchID))
        return
      }
    }
    guard let element = xmpp_stanza_get_child_by_name_and_ns(stanza, GameElement.name, GameElement.namespace)
    else { return }
    let matchID = xmpp_stanza_get_attribute(element, "match").map { String(cString: $0) } ?? ""
    let delayed = xmpp_stanza_get_child_by_name_and_ns(stanza, "delay", "urn:xmpp:delay") != nil
    guard let raw = xmpp_stanza_get_text(element) else {
      note(.frame(from: from, matchID: matchID, text: "", delayed: delayed))
      return
    }
    // Longer than any frame's base64: cut here; the check of the frame says it is too long.
    let text = String(cString: raw)
    xmpp_free(context, raw)
    note(.frame(from: from, matchID: matchID, text: text, delayed: delayed))
  }

  fileprivate func presenceArrived(_ stanza: OpaquePointer) {
    heardSomething = true
    guard let from = xmpp_stanza_get_from(stanza).map({ String(cString: $0) }) else { return }
    guard let type = xmpp_stanza_get_type(stanza).map({ String(cString: $0) }) else {
      if let user = xmpp_stanza_get_child_by_name_and_ns(stanza, "x", "http://jabber.org/protocol/muc#user"),
        XMPPLink.hasStatus("201", in: user)
      {
        // This side made the room (XEP-0045, 10.1.2): it stays locked to others until its
        // owner accepts the default configuration.
        unlockRoom(String(from.prefix { $0 != "/" }))
      }
      let caps = xmpp_stanza_get_child_by_name_and_ns(stanza, "c", XMPPLink.capsNamespace)
      let node = caps.flatMap { xmpp_stanza_get_attribute($0, "node") }.map { String(cString: $0) }
      note(.available(from: from, inGame: node == GameCapabilities.node))
      return
    }
    if type == "unavailable" || type == "error" { note(.unavailable(from: from)) }
  }

  private static func hasStatus(_ code: String, in element: OpaquePointer) -> Bool {
    var child = xmpp_stanza_get_children(element)
    while let current = child {
      if let name = xmpp_stanza_get_name(current), String(cString: name) == "status",
        let value = xmpp_stanza_get_attribute(current, "code"), String(cString: value) == code
      {
        return true
      }
      child = xmpp_stanza_get_next(current)
    }
    return false
  }

  /// Accepts a new room's default configuration: an "instant room" (XEP-0045, 10.1.2).
  private func unlockRoom(_ room: String) {
    let iq = xmpp_iq_new(context, "set", "unlock-room")
    xmpp_stanza_set_to(iq, room)
    let query = xmpp_stanza_new(context)
    xmpp_stanza_set_name(query, "query")
    xmpp_stanza_set_ns(query, "http://jabber.org/protocol/muc#owner")
    let form = xmpp_stanza_new(context)
    xmpp_stanza_set_name(form, "x")
    xmpp_stanza_set_ns(form, "jabber:x:data")
    xmpp_stanza_set_type(form, "submit")
    xmpp_stanza_add_child(query, form)
    xmpp_stanza_release(form)
    xmpp_stanza_add_child(iq, query)
    xmpp_stanza_release(query)
    xmpp_send(connection, iq)
    xmpp_stanza_release(iq)
  }

  fileprivate func iqArrived(_ stanza: OpaquePointer) {
    heardSomething = true
    let type = xmpp_stanza_get_type(stanza).map { String(cString: $0) } ?? ""
    if type == "result",
      let query = xmpp_stanza_get_child_by_name_and_ns(stanza, "query", XMPPLink.rosterNamespace)
    {
      note(.roster(XMPPLink.friends(in: query)))
      return
    }
    guard type == "get" || type == "set" else { return }
    if type == "get",
      let query = xmpp_stanza_get_child_by_name_and_ns(stanza, "query", XMPPLink.discoInfoNamespace)
    {
      answerDiscoInfo(stanza, query: query)
      return
    }
    if type == "set",
      let query = xmpp_stanza_get_child_by_name_and_ns(stanza, "query", XMPPLink.rosterNamespace)
    {
      // A roster push (RFC 6121, 2.1.6) comes only from this account's own server.
      let from = xmpp_stanza_get_from(stanza).map { String(cString: $0) }
      guard from == nil || from == account.address.bare else { return }
      let reply = xmpp_stanza_reply(stanza)
      xmpp_stanza_set_type(reply, "result")
      xmpp_send(connection, reply)
      xmpp_stanza_release(reply)
      requestRoster()
      _ = query
      return
    }
    // Anything else asked of this client: not served (RFC 6120, 8.4).
    let error = xmpp_stanza_reply_error(stanza, "cancel", "service-unavailable", nil)
    xmpp_send(connection, error)
    xmpp_stanza_release(error)
  }

  private func answerDiscoInfo(_ stanza: OpaquePointer, query asked: OpaquePointer) {
    let reply = xmpp_stanza_reply(stanza)
    xmpp_stanza_set_type(reply, "result")
    let query = xmpp_stanza_new(context)
    xmpp_stanza_set_name(query, "query")
    xmpp_stanza_set_ns(query, XMPPLink.discoInfoNamespace)
    if let node = xmpp_stanza_get_attribute(asked, "node") { xmpp_stanza_set_attribute(query, "node", node) }
    let identity = xmpp_stanza_new(context)
    xmpp_stanza_set_name(identity, "identity")
    xmpp_stanza_set_attribute(identity, "category", GameCapabilities.category)
    xmpp_stanza_set_attribute(identity, "type", GameCapabilities.type)
    xmpp_stanza_set_attribute(identity, "name", GameCapabilities.name)
    xmpp_stanza_add_child(query, identity)
    xmpp_stanza_release(identity)
    for feature in GameCapabilities.features {
      let element = xmpp_stanza_new(context)
      xmpp_stanza_set_name(element, "feature")
      xmpp_stanza_set_attribute(element, "var", feature)
      xmpp_stanza_add_child(query, element)
      xmpp_stanza_release(element)
    }
    xmpp_stanza_add_child(reply, query)
    xmpp_stanza_release(query)
    xmpp_send(connection, reply)
    xmpp_stanza_release(reply)
  }

  /// The roster's items, at most ``XMPPFriend/maximumCount`` (a server's roster is trusted, but
  /// a screen need not hold thousands).
  private static func friends(in query: OpaquePointer) -> [XMPPFriend] {
    var friends: [XMPPFriend] = []
    var item = xmpp_stanza_get_children(query)
    while let current = item, friends.count < XMPPFriend.maximumCount {
      if xmpp_stanza_is_tag(current) != 0, let name = xmpp_stanza_get_name(current),
        String(cString: name) == "item",
        let jid = xmpp_stanza_get_attribute(current, "jid")
      {
        let given = xmpp_stanza_get_attribute(current, "name").map { String(cString: $0) }
        friends.append(XMPPFriend(address: String(cString: jid), name: given))
      }
      item = xmpp_stanza_get_next(current)
    }
    return friends
  }
}

/// libstrophe's global start (its TLS library's), once for the process: a Swift global is
/// initialized once, even with sessions started on two threads at the same moment.
private let stropheInitialized: Void = xmpp_initialize()

/// libstrophe tells a new socket to a callback without the caller's pointer: kept here by
/// connection.
private let socketsByConnection = Mutex<[UInt: Int32]>([:])
/// libstrophe tells a refused certificate without saying whose: one sign-in at a time reads it.
private let lastCertificateFailure = Mutex<String?>(nil)

private func takeCertificateFailure() -> String? {
  lastCertificateFailure.withLock { failure in
    defer { failure = nil }
    return failure
  }
}

private func noteSocket(_ connection: OpaquePointer?, _ socket: UnsafeMutableRawPointer?) -> Int32 {
  guard let connection, let socket else { return -1 }
  let descriptor = socket.load(as: Int32.self)
  socketsByConnection.withLock { $0[UInt(bitPattern: connection)] = descriptor }
  return 0
}

private func noteCertificateFailure(_ certificate: OpaquePointer?, _ message: UnsafePointer<CChar>?) -> Int32
{
  let text = message.map { String(cString: $0) } ?? "no reason given"
  lastCertificateFailure.withLock { $0 = text }
  return 0
}

private func onConnection(
  _ connection: OpaquePointer?, _ event: xmpp_conn_event_t, _ error: Int32,
  _ streamError: UnsafeMutablePointer<xmpp_stream_error_t>?, _ userData: UnsafeMutableRawPointer?
) {
  guard let userData else { return }
  let link = Unmanaged<XMPPLink>.fromOpaque(userData).takeUnretainedValue()
  var words: String?
  if let streamError {
    let text = streamError.pointee.text.map { String(cString: $0) }
    words = text ?? "stream error \(streamError.pointee.type.rawValue)"
  }
  link.connectionChanged(event, error: error, streamError: words)
}

/// Every stanza the server sends: messages, presences and IQs each go to their own method; any
/// other element is none of the game's business.
private func onStanza(
  _ connection: OpaquePointer?, _ stanza: OpaquePointer?, _ userData: UnsafeMutableRawPointer?
) -> Int32 {
  guard let stanza, let userData, let name = xmpp_stanza_get_name(stanza) else { return 1 }
  let link = Unmanaged<XMPPLink>.fromOpaque(userData).takeUnretainedValue()
  switch String(cString: name) {
  case "message": link.messageArrived(stanza)
  case "presence": link.presenceArrived(stanza)
  case "iq": link.iqArrived(stanza)
  default: break
  }
  return 1
}
