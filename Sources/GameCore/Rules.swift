/// Which moves exist and who beats whom.
///
/// The moves sit on a circle of odd length n; a beats b when (a − b) mod n is odd. With three
/// moves that is rock, paper, scissors; with five it adds Spock and lizard.
///
/// ```swift
/// Rules.classic.outcome(of: .paper, against: .rock)  // .win
/// ```
public struct Rules: Hashable, Sendable {
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

extension Rules: Codable {
  private struct MovesList: Decodable {
    let moves: [Move]
  }

  /// Saved as its name ("classic", "rpsls"). Histories of version 1 saved the list of moves,
  /// which reads as the rules with that many moves.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let name = try? container.decode(String.self) {
      guard let rules = Rules(name: name) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "no rules are called \"\(name)\"")
      }
      self = rules
      return
    }
    let moves = try container.decode(MovesList.self).moves
    guard let rules = [Rules.classic, .rockPaperScissorsSpockLizard].first(where: { $0.moves == moves })
    else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "no rules have the moves \(moves)")
    }
    self = rules
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
