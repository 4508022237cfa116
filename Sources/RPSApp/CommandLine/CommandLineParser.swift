import Foundation
import GameCore
import Localization
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
        let message: String
        switch (argument.hasPrefix("-"), command.name) {
        case (true, let subcommand?): message = tr("unknown option '%1$@' for %2$@", argument, subcommand)
        case (false, let subcommand?):
          message = tr("unexpected argument '%1$@' for %2$@", argument, subcommand)
        case (true, nil): message = tr("unknown option '%1$@'", argument)
        case (false, nil): message = tr("unexpected argument '%1$@'", argument)
        }
        throw CommandLineError(message)
      }
      switch option.reader {
      case .flag(let set):
        // A switch given a value (`--mute=no`) is refused rather than taken as on.
        if inlineValue != nil {
          throw CommandLineError(tr("%1$@ takes no value, not '%2$@'", name, argument))
        }
        set(&parsed)
      case .value(let read):
        if let inlineValue {
          try read(&parsed, inlineValue)
        } else {
          guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
            throw CommandLineError(tr("%1$@ needs a value", name))
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
    if text == "about" { return .about }
    if text == "stats" || text == "statistics" { return .statistics }
    if text == "friend" { return .playFriend }
    if text == "online" { return .playFriendOnline }
    if text == "ladder" { return .ladder }
    if text == "masters" { return .masters }
    if text == "daily" { return .daily }
    if text == "records" { return .records }
    if text == "earlier" { return .earlierDays }
    if text.hasPrefix("daily:") {
      guard let day = DayStamp(String(text.dropFirst("daily:".count))) else {
        throw CommandLineError(
          tr("--open daily: wants a date as YYYY-MM-DD (daily:2026-12-08), not '%1$@'", text))
      }
      return .earlierDay(day)
    }
    if text.hasPrefix("match:"), let number = Int(text.dropFirst("match:".count)), number >= 1 {
      return .match(number)
    }
    throw CommandLineError(
      tr(
        "--open wants game, history, help, about, stats, ladder, masters, daily, earlier, records, daily:YYYY-MM-DD or match:N with N from 1 (or friend, online), not '%1$@'",
        text))
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
    let allowed = Translations.listed(letters)
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
