import Foundation
import GameCore
import NetPlay
import ViewKit

/// Reads `rps`'s arguments by hand (no outside packages here), strictly: every problem is an
/// error naming it, never a guess. What each option takes and does is in ``CommandLineTable``.
public enum CommandLineParser {
  /// Reads a command line (the arguments after the program name) with ``CommandLineTable``: the
  /// game's options, or a subcommand's when its name comes first.
  public static func parse(_ arguments: [String]) throws(CommandLineError) -> CommandLineOptions {
    let subcommand = CommandLineTable.subcommands.first { $0.name != nil && $0.name == arguments.first }
    let command = subcommand ?? CommandLineTable.game
    var remaining = subcommand == nil ? arguments[...] : arguments.dropFirst()
    var parsed = ParsedArguments()
    while let argument = remaining.popFirst() {
      let (name, inlineValue) = split(argument)
      guard let option = command.option(spelled: name) else {
        let context = command.name.map { " for \($0)" } ?? ""
        throw CommandLineError(
          argument.hasPrefix("-")
            ? "unknown option '\(argument)'\(context)" : "unexpected argument '\(argument)'\(context)")
      }
      switch option.reader {
      case .flag(let set):
        // A switch given a value (`--mute=no`) is refused rather than taken as on.
        if inlineValue != nil { throw CommandLineError("\(name) takes no value, not '\(argument)'") }
        set(&parsed)
      case .value(let read):
        if let inlineValue {
          try read(&parsed, inlineValue)
        } else {
          guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
            throw CommandLineError("\(name) needs a value")
          }
          try read(&parsed, next)
        }
      case .optionalNumber(let read):
        // `--host 5000` or `--host`: a number after it is its value, anything else is not.
        if let inlineValue {
          try read(&parsed, inlineValue)
        } else if let next = remaining.first, !next.isEmpty, next.allSatisfy({ $0.isASCII && $0.isNumber }) {
          remaining.removeFirst()
          try read(&parsed, next)
        } else {
          try read(&parsed, nil)
        }
      }
      if option.endsCommandLine { return parsed.options }
    }
    try command.finish(&parsed)
    return parsed.options
  }

  /// `--name=value` or `--name value`.
  static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  static func parseSize(_ text: String) throws(CommandLineError) -> Size {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
      throw CommandLineError("--size wants WIDTHxHEIGHT in points, such as 960x600, not '\(text)'")
    }
    guard width > 0, height > 0 else {
      throw CommandLineError("--size must be positive, not '\(text)'")
    }
    guard Double(max(width, height)) <= CommandLineOptions.maximumSide else {
      throw CommandLineError("--size may be at most 16384 on a side, not '\(text)'")
    }
    let minimum = CommandLineOptions.minimumSize
    guard Double(width) >= minimum.width, Double(height) >= minimum.height else {
      throw CommandLineError(
        "--size must be at least \(Int(minimum.width))x\(Int(minimum.height)) (the smallest window), not '\(text)'"
      )
    }
    return Size(width: Double(width), height: Double(height))
  }

  static func parseScreen(_ text: String) throws(CommandLineError) -> CommandLineOptions.Screen {
    if text == "history" { return .history }
    if text == "game" { return .game }
    if text == "help" { return .help }
    if text == "stats" { return .statistics }
    if text == "friend" { return .playFriend }
    if text.hasPrefix("match:"), let number = Int(text.dropFirst("match:".count)), number >= 1 {
      return .match(number)
    }
    throw CommandLineError(
      "--open wants game, history, help, stats or match:N with N from 1 (or friend), not '\(text)'")
  }

  static func parseScale(_ text: String) throws(CommandLineError) -> Double {
    guard let scale = Double(text), CommandLineOptions.scaleRange.contains(scale) else {
      throw CommandLineError("--scale wants a number from 0.5 to 8, not '\(text)'")
    }
    return scale
  }

  static func parseMoves(_ text: String, rules: Rules = .classic) throws(CommandLineError) -> [Move] {
    var moves: [Move] = []
    let letters = rules.moves.map { String($0.letter).lowercased() }
    let allowed = letters.dropLast().joined(separator: ", ") + " and " + (letters.last ?? "")
    for character in text {
      guard let move = Move(letter: character), rules.allows(move) else {
        let hint = rules == .classic && Move(letter: character) != nil ? " (k and l need --rules rpsls)" : ""
        throw CommandLineError(
          "--play takes the letters \(allowed), and '\(character)' is not one of them\(hint)")
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
          "--play with --players 2 takes pairs of throws, left then right, such as rp,ss; '\(part)' is not a pair"
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
      throw CommandLineError("--names wants two names separated by a comma, such as Ana,Ben, not '\(text)'")
    }
    for name in parts {
      guard !name.isEmpty, name.utf8.count <= MatchPlayers.maximumNameBytes,
        !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      else {
        throw CommandLineError(
          "--names: each name has 1 to \(MatchPlayers.maximumNameBytes) bytes and no control characters, not '\(name)'"
        )
      }
    }
    return MatchPlayers(left: parts[0], right: parts[1])
  }

  static func parseScreenshotPath(_ path: String) throws(CommandLineError) -> String {
    guard !path.isEmpty else { throw CommandLineError("--screenshot needs a file name") }
    // The picture is always a PNG: a name that promises another format would mislead.
    let fileExtension = (path as NSString).pathExtension.lowercased()
    guard fileExtension.isEmpty || fileExtension == "png" else {
      throw CommandLineError("--screenshot writes a PNG; give a name ending in .png, not '\(path)'")
    }
    let folder = (path as NSString).deletingLastPathComponent
    var isDirectory: ObjCBool = false
    guard folder.isEmpty || FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
      throw CommandLineError("the folder '\(folder)' for --screenshot does not exist")
    }
    guard folder.isEmpty || isDirectory.boolValue else {
      throw CommandLineError("'\(folder)' for --screenshot is not a folder")
    }
    return path
  }
}
