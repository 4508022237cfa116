import GameCore
import NetPlay

/// `rps duel --host PORT | --join HOST[:PORT] …`, read with the same strictness as the rest.
extension CommandLineParser {
  static func parseDuel(_ arguments: ArraySlice<String>) throws(CommandLineError) -> CommandLineOptions {
    var connection: DuelOptions.Connection?
    var level: Level?
    var steps: [DuelOptions.Step]?
    var name: String?
    var targetWins: Int?
    var rules: Rules?
    var dataDirectory: String?
    var seed: UInt64?
    var remaining = arguments
    while let argument = remaining.popFirst() {
      let (option, inlineValue) = split(argument)
      func value() throws(CommandLineError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
          throw CommandLineError(tr("%1$@ needs a value", option))
        }
        return next
      }
      switch option {
      case "--help", "-h":
        var options = CommandLineOptions()
        options.action = .help
        return options
      case "--host", "--join":
        guard connection == nil else {
          throw CommandLineError(tr("duel takes one of --host, --join and --find, once"))
        }
        let text = try value()
        connection =
          option == "--host" ? .host(port: try parsePort(text, option: option)) : try parseJoin(text)
      case "--find":
        guard connection == nil else {
          throw CommandLineError(tr("duel takes one of --host, --join and --find, once"))
        }
        guard inlineValue == nil else { throw CommandLineError(tr("--find takes no value")) }
        connection = .find
      case "--level":
        level = try parseLevel(try value())
      case "--moves":
        steps = try parseSteps(try value())
      case "--name":
        let text = try value()
        do {
          name = try Hello.validName(Array(text.utf8))
        } catch {
          throw CommandLineError(
            tr(
              "--name wants 1 to 32 bytes of UTF-8 without control characters; '%1$@' %2$@", text, "\(error)")
          )
        }
      case "--first-to":
        let text = try value()
        guard let wins = Int(text), Settings.matchLengths.contains(wins) else {
          throw CommandLineError(tr("--first-to wants 1, 2, 3, 5 or 7, not '%1$@'", text))
        }
        targetWins = wins
      case "--rules": rules = try parseRules(try value())
      case "--data-dir":
        let text = try value()
        guard !text.isEmpty else { throw CommandLineError(tr("--data-dir needs a folder")) }
        dataDirectory = text
      case "--seed": seed = try parseSeed(try value())
      default:
        throw CommandLineError(
          argument.hasPrefix("-")
            ? tr("unknown option '%1$@' for %2$@", argument, "duel")
            : tr("unexpected argument '%1$@' for %2$@", argument, "duel"))
      }
    }
    guard let connection else {
      throw CommandLineError(tr("duel needs --host PORT, --join HOST:PORT or --find"))
    }
    if level != nil && steps != nil { throw CommandLineError(tr("duel takes --level or --moves, not both")) }
    var duel = DuelOptions(connection: connection)
    duel.level = level ?? duel.level
    duel.rules = rules ?? duel.rules
    duel.steps = steps ?? []
    if let moves = steps {
      for case .play(let move) in moves where !duel.rules.allows(move) {
        throw CommandLineError(tr("--moves has %1$@, which needs --rules rpsls", move.word))
      }
    }
    duel.name = name
    duel.targetWins = targetWins ?? duel.targetWins
    duel.dataDirectory = dataDirectory
    duel.seed = seed
    var options = CommandLineOptions()
    options.action = .duel(duel)
    return options
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
