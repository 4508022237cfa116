import Foundation

/// A match as the history keeps it: its rounds and when it was played, the opponent's level, and
/// the file name of its match card once it has one.
public struct MatchRecord: Hashable, Codable, Sendable, Identifiable {
  public let id: UUID
  public var match: Match
  /// The opponent's level.
  public var level: Level
  public var startedAt: Date
  /// Who was played: the computer's level ("Hard"), or the two people ("Ana vs Ben").
  public var opponentText: String {
    players.map { "\($0.left) vs \($0.right)" } ?? challenge?.rival.name ?? level.name
  }

  /// Set when the match ended; nil while it is being played.
  public var endedAt: Date?
  /// The match card's file name inside the history's card folder.
  public var cardFileName: String?
  /// The two people of a match between people; nil against the computer (then `level` says
  /// which computer). In a match between people the match's player is the left one.
  public var players: MatchPlayers?
  /// How a match over the network ended; nil for any other match. Absent from older files.
  public var networkEnding: NetworkEnding?
  /// The rival of a ladder match or a daily challenge; nil for any other match. Such a match is
  /// kept apart from the statistics of the computer's levels. Absent from older files.
  public var challenge: ChallengeTag?
  /// What the opponent made of each round, in the order of the match's rounds (nil for a round
  /// it did not explain), so that a match resumed in a later run can still say how it was read;
  /// nil for a match between people and in older files. Checked before use (``Game``).
  public var insights: [EngineInsight?]?

  public init(
    id: UUID = UUID(), match: Match, level: Level, startedAt: Date, endedAt: Date? = nil,
    cardFileName: String? = nil, players: MatchPlayers? = nil, challenge: ChallengeTag? = nil
  ) {
    self.id = id
    self.match = match
    self.level = level
    self.startedAt = startedAt
    self.endedAt = endedAt
    self.cardFileName = cardFileName
    self.players = players
    self.challenge = challenge
  }

  /// A match against one of the computer's levels: neither people nor a rival.
  public var isAgainstALevel: Bool { players == nil && challenge == nil }

  /// Over, or given up before the end (then `endedAt` is set while the match is not over).
  public var isFinished: Bool { endedAt != nil }

  /// Among the finished matches: one against the computer or between people, unfinished, set
  /// aside while the player plays the other kind (``History/setCurrentAside()``).
  public var isSetAside: Bool { endedAt == nil && challenge == nil }

  /// Whether a round of the match was won or lost: a match of draws alone says nothing of
  /// either player, and is not kept when it is left.
  public var hasDecisiveRound: Bool { match.score.player + match.score.computer > 0 }

  /// One line on the outcome: "Won 3–1", "Lost 1–3", "Abandoned 1–2", "In progress 2–1"; for a
  /// match between people, "Ana won 3–1".
  public var resultText: String {
    let score = "\(match.score.player)–\(match.score.computer)"
    if let players {
      switch match.winner {
      case .player: return "\(players.left) won \(score)"
      case .computer: return "\(players.right) won \(match.score.computer)–\(match.score.player)"
      case nil: return (endedAt == nil ? "In progress " : "Abandoned ") + score
      }
    }
    switch match.winner {
    case .player: return "Won " + score
    case .computer: return "Lost " + score
    case nil: return (endedAt == nil ? "In progress " : "Abandoned ") + score
    }
  }
}
