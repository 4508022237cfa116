import Foundation
import GameCore
import Localization

/// The engine line protocol behind `rps engine`, free of any input and output so tests can drive
/// it: each round the engine's move goes out first, as one letter (R, P, S; with rpsls also K for
/// Spock and L for lizard), then the other side's move for that round comes in as one line
/// (either case, surrounding whitespace allowed).
///
/// ```swift
/// var session = EngineSession(opponent: Level.hard.makeOpponent(seed: 1), rules: .classic)
/// let line = session.engineMove()  // "R", say
/// try session.receive(" p ")
/// ```
public struct EngineSession: Sendable {
  /// A line that is not a move of the rules. Its description is the one line for standard error.
  public struct MalformedLine: Error, Equatable, CustomStringConvertible {
    public let lineNumber: Int
    public let text: String
    public let rules: Rules

    public var description: String {
      let letters = rules.moves.map { String($0.letter) }.joined(separator: ", ")
      return
        "rps engine: "
        + tr("line %1$@: '%2$@' is not a move; send one of %3$@ (see rps --help)", lineNumber, text, letters)
    }
  }

  public let rules: Rules
  private var opponent: any Opponent
  /// The rounds so far, from the engine's side.
  public private(set) var rounds: [Round] = []
  private var committed: Move?

  public init(opponent: any Opponent, rules: Rules) {
    self.opponent = opponent
    self.rules = rules
  }

  /// Commits the engine's move for the next round and returns its letter. Asking again before
  /// the other side's move arrives returns the same move.
  public mutating func engineMove() -> String {
    let move = committed ?? opponent.nextThrow(after: rounds, rules: rules)
    committed = move
    return String(move.letter)
  }

  /// Takes the other side's line for the round the engine has committed to.
  public mutating func receive(_ line: String) throws(MalformedLine) {
    let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
    guard text.count == 1, let letter = text.first, let move = Move(letter: letter), rules.allows(move) else {
      throw MalformedLine(lineNumber: rounds.count + 1, text: text, rules: rules)
    }
    let engine = committed ?? opponent.nextThrow(after: rounds, rules: rules)
    rounds.append(Round(player: move, computer: engine, rules: rules))
    committed = nil
  }

  /// Plays until `readLine` returns nil: writes the engine's move with `write`, reads the
  /// other side's. Returns nil at the end of input, or the first malformed line.
  public mutating func run(readLine: () -> String?, write: (String) -> Void) -> MalformedLine? {
    while true {
      write(engineMove() + "\n")
      guard let line = readLine() else { return nil }
      do {
        try receive(line)
      } catch {
        return error
      }
    }
  }
}
