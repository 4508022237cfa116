import GameCore
import Localization
import NetPlay

/// `rps duel --host PORT | --join HOST[:PORT] …`, read with the same strictness as the rest.
extension CommandLineParser {
  /// `rps duel`'s options once all are read (``CommandLineTable/duel`` reads each one).
  static func finishDuel(_ draft: DuelDraft) throws(CommandLineError) -> DuelOptions {
    guard draft.connectionGiven <= 1 else {
      throw CommandLineError(tr("duel takes one of --host, --join, --find and --xmpp, once"))
    }
    let xmpp = try xmppConnection(draft)
    guard let connection = draft.connection ?? xmpp else {
      throw CommandLineError(tr("duel needs --host PORT, --join HOST:PORT, --find or --xmpp JID"))
    }
    if draft.xmppAddress == nil {
      let xmppOnly = [
        ("--password-file", draft.passwordFile != nil), ("--xmpp-server", draft.xmppServer != nil),
        ("--xmpp-ca", draft.xmppCertificateAuthority != nil), ("--invite", draft.invite != nil),
        ("--challenge", draft.challenge != nil), ("--lobby", draft.lobby != nil), ("--wait", draft.wait),
      ]
      if let (option, _) = xmppOnly.first(where: { $0.1 }) {
        throw CommandLineError(tr("%1$@ goes with --xmpp JID", option))
      }
    }
    if draft.level != nil && draft.steps != nil {
      throw CommandLineError(tr("duel takes --level or --moves, not both"))
    }
    var duel = DuelOptions(connection: connection)
    duel.level = draft.level ?? duel.level
    duel.rules = draft.rules ?? duel.rules
    duel.steps = draft.steps ?? []
    if let moves = draft.steps {
      for case .play(let move) in moves where !duel.rules.allows(move) {
        throw CommandLineError(tr("--moves has %1$@, which needs --rules rpsls", move.word))
      }
    }
    duel.name = draft.name
    duel.targetWins = draft.targetWins ?? duel.targetWins
    duel.dataDirectory = draft.dataDirectory
    duel.seed = draft.seed
    return duel
  }

  /// `--xmpp`'s connection, when it was given, with everything it needs.
  private static func xmppConnection(_ draft: DuelDraft) throws(CommandLineError) -> DuelOptions.Connection? {
    guard let address = draft.xmppAddress else { return nil }
    guard let passwordFile = draft.passwordFile else {
      throw CommandLineError(tr("--xmpp needs --password-file FILE"))
    }
    guard [draft.invite != nil, draft.challenge != nil, draft.wait].filter({ $0 }).count == 1 else {
      throw CommandLineError(tr("--xmpp takes one of --invite JID, --challenge JID and --wait"))
    }
    var xmpp = DuelOptions.XMPPDuel(address: address, passwordFile: passwordFile, invite: draft.invite)
    xmpp.challenge = draft.challenge
    xmpp.lobby = draft.lobby
    xmpp.serverHost = draft.xmppServer?.host
    xmpp.serverPort = draft.xmppServer?.port ?? 5222
    xmpp.certificateAuthorityFile = draft.xmppCertificateAuthority
    return .xmpp(xmpp)
  }

  static func parseXMPPAddress(_ text: String, option: String) throws(CommandLineError) -> XMPPAddress {
    do {
      return try XMPPAddress(text)
    } catch {
      throw CommandLineError(
        tr("%1$@ wants an address like name@example.org: %2$@", option, error.description))
    }
  }

  /// HOST or HOST:PORT (IPv6 as [ADDRESS]:PORT); the port defaults to XMPP's 5222.
  static func parseXMPPServer(_ text: String) throws(CommandLineError) -> (host: String, port: UInt16) {
    let joined: DuelOptions.Connection
    do {
      joined = try parseJoin(text)
    } catch {
      throw CommandLineError(tr("--xmpp-server wants HOST or HOST:PORT, not '%1$@'", text))
    }
    guard case .join(let host, let port) = joined else {
      throw CommandLineError(tr("--xmpp-server wants HOST or HOST:PORT, not '%1$@'", text))
    }
    let explicitPort =
      text.hasSuffix(":\(port)") && !(text.filter { $0 == ":" }.count > 1 && !text.hasPrefix("["))
    return (host, explicitPort ? port : 5222)
  }

  /// A player's name for the network: 1 to 32 bytes of UTF-8 without control characters.
  static func parseDuelName(_ text: String) throws(CommandLineError) -> String {
    do {
      return try Hello.validName(Array(text.utf8))
    } catch {
      throw CommandLineError(
        tr("--name wants 1 to 32 bytes of UTF-8 without control characters; '%1$@' %2$@", text, "\(error)"))
    }
  }

  static func parsePort(_ text: String, option: String) throws(CommandLineError) -> UInt16 {
    guard let port = UInt16(text) else {
      throw CommandLineError(
        tr("%1$@ wants a port from 0 to 65535 (0: any free port), not '%2$@'", option, text))
    }
    return port
  }

  /// HOST, HOST:PORT, [IPv6]:PORT or a bare IPv6 address; the port defaults to the game's.
  static func parseJoin(_ text: String) throws(CommandLineError) -> DuelOptions.Connection {
    let defaultPort = NetworkSession.defaultPort
    if text.hasPrefix("[") {
      guard let close = text.firstIndex(of: "]") else {
        throw CommandLineError(tr("--join wants HOST:PORT or [IPv6]:PORT, not '%1$@'", text))
      }
      let host = String(text[text.index(after: text.startIndex)..<close])
      let rest = text[text.index(after: close)...]
      guard !host.isEmpty, rest.isEmpty || rest.hasPrefix(":") else {
        throw CommandLineError(tr("--join wants HOST:PORT or [IPv6]:PORT, not '%1$@'", text))
      }
      let port = rest.isEmpty ? defaultPort : try joinPort(String(rest.dropFirst()), text)
      return .join(host: host, port: port)
    }
    let colons = text.filter { $0 == ":" }.count
    if colons > 1 { return .join(host: text, port: defaultPort) }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard let host = parts.first, !host.isEmpty else {
      throw CommandLineError(tr("--join wants HOST:PORT, not '%1$@'", text))
    }
    let port = parts.count == 2 ? try joinPort(String(parts[1]), text) : defaultPort
    return .join(host: String(host), port: port)
  }

  private static func joinPort(_ text: String, _ whole: String) throws(CommandLineError) -> UInt16 {
    guard let port = UInt16(text), port > 0 else {
      throw CommandLineError(tr("--join wants a port from 1 to 65535 after the colon, not '%1$@'", whole))
    }
    return port
  }

  /// The letters r, p, s, k, l for throws, x to resign, q to leave.
  static func parseSteps(_ text: String) throws(CommandLineError) -> [DuelOptions.Step] {
    guard !text.isEmpty else { throw CommandLineError(tr("--moves needs at least one letter")) }
    var steps: [DuelOptions.Step] = []
    for character in text {
      switch character.lowercased() {
      case "x": steps.append(.resign)
      case "q": steps.append(.leave)
      default:
        guard let move = Move(letter: character) else {
          throw CommandLineError(
            tr(
              "--moves takes the letters r, p, s (k, l with --rules rpsls), x to resign and q to leave; '%1$@' is none of them",
              character)
          )
        }
        steps.append(.play(move))
      }
    }
    return steps
  }
}
