/// A match: rounds played until one side reaches the target number of wins. Draws do not count.
///
/// A plain value: recording rounds is all it does, so it can be saved, compared and replayed.
///
/// ```swift
/// var match = Match()
/// match.record(Round(player: .paper, computer: .rock, rules: .classic))
/// match.score.player  // 1
/// ```
public struct Match: Hashable, Codable, Sendable {
  public static let defaultTargetWins = 3
  /// The most wins a saved match may ask for. A file asking for more is not one this game wrote
  /// (and a scoreboard with a pip for each of 2^63 wins cannot be drawn).
  public static let maximumTargetWins = 100

  public let rules: Rules
  public let targetWins: Int
  public private(set) var rounds: [Round]
  /// Kept with the rounds so that it never disagrees with them.
  public private(set) var score: Score

  public init(rules: Rules = .classic, targetWins: Int = Match.defaultTargetWins, rounds: [Round] = []) {
    precondition(targetWins > 0, "a match needs at least one win to end")
    self.rules = rules
    self.targetWins = targetWins
    self.rounds = []
    self.score = Score()
    for round in rounds where !isOver { record(round) }
  }

  /// True once one side has `targetWins` wins.
  public var isOver: Bool { winner != nil }

  /// The side that won the match, once it is over.
  public var winner: Side? {
    if score.player >= targetWins { return .player }
    if score.computer >= targetWins { return .computer }
    return nil
  }

  /// The number of the round being played now (1-based), or of the last one when the match is over.
  public var currentRoundNumber: Int { isOver ? rounds.count : rounds.count + 1 }

  /// Adds a round. Rounds after the end of the match are refused by a precondition: the caller
  /// must start a new match.
  public mutating func record(_ round: Round) {
    precondition(!isOver, "the match is over")
    rounds.append(round)
    score.add(round.outcome)
  }

  private enum CodingKeys: String, CodingKey {
    case rules, targetWins, rounds
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let rules = try container.decode(Rules.self, forKey: .rules)
    let targetWins = try container.decode(Int.self, forKey: .targetWins)
    guard targetWins > 0, targetWins <= Match.maximumTargetWins else {
      throw DecodingError.dataCorruptedError(
        forKey: .targetWins, in: container,
        debugDescription:
          "the target number of wins must be from 1 to \(Match.maximumTargetWins), not \(targetWins)")
    }
    let savedRounds = try container.decode([Round].self, forKey: .rounds)
    guard savedRounds.allSatisfy({ rules.allows($0.player) && rules.allows($0.computer) }) else {
      throw DecodingError.dataCorruptedError(
        forKey: .rounds, in: container, debugDescription: "a round uses a move outside the rules")
    }
    // The outcome is derived again from the rules, so a file cannot make a round disagree with them.
    let rounds = savedRounds.map { Round(player: $0.player, computer: $0.computer, rules: rules) }
    self.init(rules: rules, targetWins: targetWins, rounds: rounds)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(rules, forKey: .rules)
    try container.encode(targetWins, forKey: .targetWins)
    try container.encode(rounds, forKey: .rounds)
  }
}

/// One of the two players.
public enum Side: String, Codable, Sendable, Hashable {
  case player
  case computer
}
