/// Which moves exist and who beats whom.
///
/// The moves sit on a circle of odd length n; a beats b when (a − b) mod n is odd. With three
/// moves that is rock, paper, scissors; with five it adds Spock and lizard.
///
/// ```swift
/// Rules.classic.outcome(of: .paper, against: .rock)  // .win
/// ```
public struct Rules: Hashable, Codable, Sendable {
  /// The moves in circle order.
  public let moves: [Move]

  public static let classic = Rules(moves: [.rock, .paper, .scissors])
  public static let rockPaperScissorsSpockLizard = Rules(moves: Move.allCases)

  private init(moves: [Move]) {
    self.moves = moves
  }

  /// A short name used on the command line and in saved files.
  public var name: String { moves.count == 3 ? "classic" : "rpsls" }

  /// The rules for a command-line name, or nil.
  public init?(name: String) {
    switch name {
    case "classic": self = .classic
    case "rpsls": self = .rockPaperScissorsSpockLizard
    default: return nil
    }
  }

  /// Whether `move` belongs to these rules.
  public func allows(_ move: Move) -> Bool { move.rawValue < moves.count }

  /// The outcome for the one who threw `move` against `other`.
  public func outcome(of move: Move, against other: Move) -> Outcome {
    let difference = (move.rawValue - other.rawValue + moves.count) % moves.count
    if difference == 0 { return .draw }
    return difference % 2 == 1 ? .win : .loss
  }

  /// The moves that beat `move`.
  public func moves(beating move: Move) -> [Move] {
    moves.filter { outcome(of: $0, against: move) == .win }
  }

  /// One sentence saying why the winner won, for example "Paper covers rock".
  public func explanation(winner: Move, loser: Move) -> String {
    let verb: String
    switch (winner, loser) {
    case (.rock, .scissors), (.rock, .lizard): verb = "crushes"
    case (.paper, .rock): verb = "covers"
    case (.paper, .spock): verb = "disproves"
    case (.scissors, .paper): verb = "cuts"
    case (.scissors, .lizard): verb = "decapitates"
    case (.spock, .scissors): verb = "smashes"
    case (.spock, .rock): verb = "vaporizes"
    case (.lizard, .spock): verb = "poisons"
    case (.lizard, .paper): verb = "eats"
    default: verb = "beats"
    }
    // "Scissors" is plural: scissors cut, scissors decapitate.
    let agreeing = winner == .scissors && verb.hasSuffix("s") ? String(verb.dropLast()) : verb
    return "\(winner.name) \(agreeing) \(loser.nameInSentence)"
  }
}
