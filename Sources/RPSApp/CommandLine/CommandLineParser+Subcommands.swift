import GameCore

/// `rps tournament …` and `rps engine …`, read with the same strictness as the window's options.
extension CommandLineParser {
  static func parseTournament(_ arguments: ArraySlice<String>) throws(CommandLineError) -> CommandLineOptions
  {
    var tournament = TournamentOptions()
    var reader = OptionReader(arguments)
    while let name = try reader.nextName() {
      switch name {
      case "--help", "-h":
        try reader.noValue()
        return helpOptions()
      case "--rounds": tournament.rounds = try parseCount(try reader.value(), option: name, most: 1_000_000)
      case "--seeds": tournament.seeds = try parseCount(try reader.value(), option: name, most: 10_000)
      case "--level":
        let text = try reader.value()
        tournament.levels = text == "all" ? Level.allCases : [try parseLevel(text, allowingAll: true)]
      case "--rules": tournament.rules = try parseRules(try reader.value())
      case "--format":
        let text = try reader.value()
        guard let format = TournamentOptions.Format(rawValue: text) else {
          throw CommandLineError(tr("--format wants table or json, not '%1$@'", text))
        }
        tournament.format = format
      default: throw reader.unexpected(name, in: "tournament")
      }
    }
    var options = CommandLineOptions()
    options.action = .tournament(tournament)
    return options
  }

  static func parseEngine(_ arguments: ArraySlice<String>) throws(CommandLineError) -> CommandLineOptions {
    var engine = EngineOptions()
    var reader = OptionReader(arguments)
    while let name = try reader.nextName() {
      switch name {
      case "--help", "-h":
        try reader.noValue()
        return helpOptions()
      case "--level": engine.level = try parseLevel(try reader.value())
      case "--seed": engine.seed = try parseSeed(try reader.value())
      case "--rules": engine.rules = try parseRules(try reader.value())
      default: throw reader.unexpected(name, in: "engine")
      }
    }
    var options = CommandLineOptions()
    options.action = .engine(engine)
    return options
  }

  static func parseSeed(_ text: String) throws(CommandLineError) -> UInt64 {
    guard let seed = UInt64(text) else {
      throw CommandLineError(tr("--seed wants a whole number from 0 to %1$@, not '%2$@'", UInt64.max, text))
    }
    return seed
  }

  static func parseLevel(_ text: String, allowingAll: Bool = false) throws(CommandLineError) -> Level {
    guard let level = Level(rawValue: text) else {
      let choices = Level.allCases.map(\.rawValue) + (allowingAll ? ["all"] : [])
      let list = choices.dropLast().joined(separator: tr(", ")) + tr(" or ") + (choices.last ?? "")
      throw CommandLineError(tr("--level wants %1$@, not '%2$@'", list, text))
    }
    return level
  }

  static func parseRules(_ text: String) throws(CommandLineError) -> Rules {
    guard let rules = Rules(name: text) else {
      throw CommandLineError(tr("--rules wants classic or rpsls, not '%1$@'", text))
    }
    return rules
  }

  static func parseCount(_ text: String, option: String, most: Int) throws(CommandLineError) -> Int {
    guard let count = Int(text), count >= 1, count <= most else {
      throw CommandLineError(tr("%1$@ wants a whole number from 1 to %2$@, not '%3$@'", option, most, text))
    }
    return count
  }

  private static func helpOptions() -> CommandLineOptions {
    var options = CommandLineOptions()
    options.action = .help
    return options
  }
}

/// Walks a subcommand's arguments: `--name value` or `--name=value`.
private struct OptionReader {
  private var remaining: ArraySlice<String>
  private var inlineValue: String?
  private var name = ""

  init(_ arguments: ArraySlice<String>) {
    remaining = arguments
  }

  /// The next option's name, or nil at the end.
  mutating func nextName() throws(CommandLineError) -> String? {
    guard let argument = remaining.popFirst() else { return nil }
    (name, inlineValue) = CommandLineParser.split(argument)
    return name
  }

  /// Refuses a value given to a switch (`--help=yes`).
  func noValue() throws(CommandLineError) {
    if let inlineValue {
      throw CommandLineError(tr("%1$@ takes no value, not '%2$@=%3$@'", name, name, inlineValue))
    }
  }

  /// The value of the option just read.
  mutating func value() throws(CommandLineError) -> String {
    if let inlineValue { return inlineValue }
    guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
      throw CommandLineError(tr("%1$@ needs a value", name))
    }
    return next
  }

  func unexpected(_ argument: String, in subcommand: String) -> CommandLineError {
    CommandLineError(
      argument.hasPrefix("-")
        ? tr("unknown option '%1$@' for %2$@", argument, subcommand)
        : tr("unexpected argument '%1$@' for %2$@", argument, subcommand))
  }
}
