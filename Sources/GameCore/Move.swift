/// One throw. The raw values number the moves around the circle that ``Rules`` uses:
/// a beats b when (a − b) mod n is odd.
public enum Move: Int, CaseIterable, Codable, Sendable, Hashable {
  case rock = 0
  case paper = 1
  case scissors = 2
  case spock = 3
  case lizard = 4

  /// The name a player reads.
  public var name: String {
    switch self {
    case .rock: "Rock"
    case .paper: "Paper"
    case .scissors: "Scissors"
    case .spock: "Spock"
    case .lizard: "Lizard"
    }
  }

  /// The name inside a sentence: lower case, except Spock, who is a person.
  public var nameInSentence: String { self == .spock ? name : name.lowercased() }

  /// The letter used on the command line and in the engine protocol (R, P, S, K, L).
  public var letter: Character {
    switch self {
    case .rock: "R"
    case .paper: "P"
    case .scissors: "S"
    case .spock: "K"
    case .lizard: "L"
    }
  }

  /// The move for a letter, in either case; nil for any other character.
  public init?(letter: Character) {
    guard let move = Move.allCases.first(where: { $0.letter == Character(letter.uppercased()) }) else {
      return nil
    }
    self = move
  }
}
