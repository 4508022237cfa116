import Foundation
import GameCore

/// A person's recorded game against a bot, from a study of how people play: their throws in
/// order, nil where they made none in time. The levels are measured on these (see
/// ``HumanGameReplay``): the person's throws stand, and each level commits its throw before it
/// reads the person's.
public struct RecordedHumanGame: Hashable, Sendable {
  /// The study the game belongs to, as the corpus names it.
  public let study: String
  /// The bot the person played in the study.
  public let bot: String
  public let throwsMade: [Move?]

  public init(study: String, bot: String, throwsMade: [Move?]) {
    self.study = study
    self.bot = bot
    self.throwsMade = throwsMade
  }

  /// Why a corpus could not be read.
  public struct FormatError: Error, CustomStringConvertible {
    public let line: Int
    public let reason: String
    public var description: String { "line \(line): \(reason)" }
  }

  /// The games of a corpus file: lines of tab-separated `study`, `game`, `bot`, the person's
  /// throws as letters (r, p, s; `-` for none) and the bot's; `#` lines and the header are skipped.
  public static func corpus(_ text: String) throws -> [RecordedHumanGame] {
    var games: [RecordedHumanGame] = []
    // Split on any line break: a file saved with CRLF reads the same.
    for (number, line) in zip(1..., text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline))
    {
      if line.isEmpty || line.hasPrefix("#") || line.hasPrefix("study\t") { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 5 else {
        throw FormatError(line: number, reason: "expected 5 tab-separated fields, found \(fields.count)")
      }
      var throwsMade: [Move?] = []
      for letter in fields[3] {
        switch letter {
        case "r": throwsMade.append(.rock)
        case "p": throwsMade.append(.paper)
        case "s": throwsMade.append(.scissors)
        case "-": throwsMade.append(nil)
        default: throw FormatError(line: number, reason: "'\(letter)' is not a throw (r, p, s or -)")
        }
      }
      games.append(
        RecordedHumanGame(study: String(fields[0]), bot: String(fields[2]), throwsMade: throwsMade))
    }
    guard !games.isEmpty else {
      throw FormatError(line: 0, reason: "no games: not a corpus of recorded games")
    }
    return games
  }
}
