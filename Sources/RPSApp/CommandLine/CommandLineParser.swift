import Foundation
import GameCore
import ViewKit

/// Reads `rps`'s arguments by hand (no outside packages here), strictly: every problem is an
/// error naming it, never a guess.
public enum CommandLineParser {
  public static func parse(_ arguments: [String]) throws(CommandLineError) -> CommandLineOptions {
    switch arguments.first {
    case "tournament": return try parseTournament(arguments.dropFirst())
    case "engine": return try parseEngine(arguments.dropFirst())
    case "duel": return try parseDuel(arguments.dropFirst())
    default: break
    }
    var options = CommandLineOptions()
    var remaining = arguments[...]
    var screenshotPath: String?
    var playText: String?
    while let argument = remaining.popFirst() {
      let (name, inlineValue) = split(argument)
      func value() throws(CommandLineError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
          throw CommandLineError(tr("%1$@ needs a value", name))
        }
        return next
      }
      // A switch given a value (`--mute=no`) is refused rather than taken as on.
      func noValue() throws(CommandLineError) {
        if inlineValue != nil {
          throw CommandLineError(tr("%1$@ takes no value, not '%2$@'", name, argument))
        }
      }
      switch name {
      case "--help", "-h":
        try noValue()
        options.action = .help
        return options
      case "--version":
        try noValue()
        options.action = .version
        return options
      case "--size":
        options.requestedSize = try parseSize(try value())
      case "--device":
        let text = try value()
        guard let device = UserInterfaceIdiom(rawValue: text) else {
          throw CommandLineError(tr("--device wants phone or pad, not '%1$@'", text))
        }
        options.device = device
      case "--data-dir":
        let text = try value()
        guard !text.isEmpty else { throw CommandLineError(tr("--data-dir needs a folder")) }
        options.dataDirectory = text
      case "--open":
        options.screen = try parseScreen(try value())
      case "--scale":
        options.scale = try parseScale(try value())
        options.scaleWasGiven = true
      case "--seed":
        let text = try value()
        guard let seed = UInt64(text) else {
          throw CommandLineError(
            tr("--seed wants a whole number from 0 to %1$@, not '%2$@'", UInt64.max, text))
        }
        options.seed = seed
      case "--play":
        playText = try value()
      case "--level":
        options.level = try parseLevel(try value())
      case "--insight":
        try noValue()
        options.showsInsight = true
      case "--mute":
        try noValue()
        options.isMuted = true
      case "--rules":
        options.rules = try parseRules(try value())
      case "--first-to":
        let text = try value()
        guard let wins = Int(text), Settings.matchLengths.contains(wins) else {
          throw CommandLineError(tr("--first-to wants 1, 2, 3, 5 or 7, not '%1$@'", text))
        }
        options.targetWins = wins
      case "--players":
        let text = try value()
        guard let count = Int(text), count == 1 || count == 2 else {
          throw CommandLineError(
            tr("--players wants 1 (against the computer) or 2 (two players), not '%1$@'", text))
        }
        options.players = count
      case "--names":
        options.names = try parseNames(try value())
      case "--screenshot":
        screenshotPath = try parseScreenshotPath(try value())
      default:
        throw CommandLineError(
          argument.hasPrefix("-")
            ? tr("unknown option '%1$@'", argument) : tr("unexpected argument '%1$@'", argument))
      }
    }
    if let playText {
      if options.players == 2 {
        options.movePairs = try parseMovePairs(playText, rules: options.rules ?? .classic)
      } else {
        options.moves = try parseMoves(playText, rules: options.rules ?? .classic)
      }
    }
    if let screenshotPath {
      options.action = .screenshot(path: screenshotPath)
      let pixels = max(options.size.width, options.size.height) * options.scale
      guard pixels <= CommandLineOptions.maximumSide else {
        throw CommandLineError(tr("--size times --scale gives %1$@ pixels; the most is 16384", Int(pixels)))
      }
    }
    return options
  }

  /// `--name=value` or `--name value`.
  static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  static func parseSize(_ text: String) throws(CommandLineError) -> Size {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
      throw CommandLineError(tr("--size wants WIDTHxHEIGHT in points, such as 960x600, not '%1$@'", text))
    }
    guard width > 0, height > 0 else {
      throw CommandLineError(tr("--size must be positive, not '%1$@'", text))
    }
    guard Double(max(width, height)) <= CommandLineOptions.maximumSide else {
      throw CommandLineError(tr("--size may be at most 16384 on a side, not '%1$@'", text))
    }
    let minimum = CommandLineOptions.minimumSize
    guard Double(width) >= minimum.width, Double(height) >= minimum.height else {
      throw CommandLineError(
        tr(
          "--size must be at least %1$@x%2$@ (the smallest window), not '%3$@'", Int(minimum.width),
          Int(minimum.height), text)
      )
    }
    return Size(width: Double(width), height: Double(height))
  }

  static func parseScreen(_ text: String) throws(CommandLineError) -> CommandLineOptions.Screen {
    if text == "history" { return .history }
    if text == "game" { return .game }
    if text == "help" { return .help }
    if text == "stats" { return .statistics }
    if text.hasPrefix("match:"), let number = Int(text.dropFirst("match:".count)), number >= 1 {
      return .match(number)
    }
    throw CommandLineError(
      tr("--open wants game, history, help, stats or match:N with N from 1, not '%1$@'", text))
  }

  static func parseScale(_ text: String) throws(CommandLineError) -> Double {
    guard let scale = Double(text), CommandLineOptions.scaleRange.contains(scale) else {
      throw CommandLineError(tr("--scale wants a number from 0.5 to 8, not '%1$@'", text))
    }
    return scale
  }

  static func parseMoves(_ text: String, rules: Rules = .classic) throws(CommandLineError) -> [Move] {
    var moves: [Move] = []
    let letters = rules.moves.map { String($0.letter).lowercased() }
    let allowed = letters.dropLast().joined(separator: tr(", ")) + tr(" and ") + (letters.last ?? "")
    for character in text {
      guard let move = Move(letter: character), rules.allows(move) else {
        throw CommandLineError(
          rules == .classic && Move(letter: character) != nil
            ? tr(
              "--play takes the letters %1$@, and '%2$@' is not one of them (k and l need --rules rpsls)",
              allowed,
              character)
            : tr("--play takes the letters %1$@, and '%2$@' is not one of them", allowed, character))
      }
      moves.append(move)
    }
    return moves
  }

  /// Pairs of throws for two players, comma-separated: "rp,ss" is left rock and right paper,
  /// then both scissors.
  static func parseMovePairs(
    _ text: String, rules: Rules = .classic
  ) throws(CommandLineError) -> [CommandLineOptions.ThrowPair] {
    var pairs: [CommandLineOptions.ThrowPair] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard part.count == 2 else {
        throw CommandLineError(
          tr(
            "--play with --players 2 takes pairs of throws, left then right, such as rp,ss; '%1$@' is not a pair",
            part)
        )
      }
      let moves = try parseMoves(String(part), rules: rules)
      pairs.append(CommandLineOptions.ThrowPair(left: moves[0], right: moves[1]))
    }
    return pairs
  }

  /// Two names, comma-separated, each 1 to 32 bytes of UTF-8 without control characters.
  static func parseNames(_ text: String) throws(CommandLineError) -> MatchPlayers {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard parts.count == 2 else {
      throw CommandLineError(
        tr("--names wants two names separated by a comma, such as Ana,Ben, not '%1$@'", text))
    }
    for name in parts {
      guard !name.isEmpty, name.utf8.count <= MatchPlayers.maximumNameBytes,
        !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      else {
        throw CommandLineError(
          tr(
            "--names: each name has 1 to %1$@ bytes and no control characters, not '%2$@'",
            MatchPlayers.maximumNameBytes, name)
        )
      }
    }
    return MatchPlayers(left: parts[0], right: parts[1])
  }

  static func parseScreenshotPath(_ path: String) throws(CommandLineError) -> String {
    guard !path.isEmpty else { throw CommandLineError(tr("--screenshot needs a file name")) }
    // The picture is always a PNG: a name that promises another format would mislead.
    let fileExtension = (path as NSString).pathExtension.lowercased()
    guard fileExtension.isEmpty || fileExtension == "png" else {
      throw CommandLineError(tr("--screenshot writes a PNG; give a name ending in .png, not '%1$@'", path))
    }
    let folder = (path as NSString).deletingLastPathComponent
    var isDirectory: ObjCBool = false
    guard folder.isEmpty || FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
      throw CommandLineError(tr("the folder '%1$@' for --screenshot does not exist", folder))
    }
    guard folder.isEmpty || isDirectory.boolValue else {
      throw CommandLineError(tr("'%1$@' for --screenshot is not a folder", folder))
    }
    return path
  }
}
