/// A match between two people who throw in secret: each throw waits, unseen, until the other is
/// in, and only then is the round played. In the match's terms the left player is the
/// "player" and the right one the "computer" side, so scores, history and cards read the same.
public struct HeadToHead: Hashable, Sendable {
  public private(set) var match: Match
  public var players: MatchPlayers
  /// The throws made for the round being played, not yet shown to anyone.
  private var waiting: [PlayerSide: Move] = [:]

  public init(players: MatchPlayers, match: Match = Match()) {
    self.players = players
    self.match = match
  }

  /// What a throw did.
  public enum Throw: Hashable, Sendable {
    /// Kept in secret until the other player throws.
    case waiting
    /// The second throw of the round: the round was played.
    case played(Round)
    /// Changed nothing: the player had already thrown this round, the match is over, or the
    /// move is not in the rules.
    case ignored
  }

  /// Whether `side` has thrown in the round being played.
  public func hasThrown(_ side: PlayerSide) -> Bool { waiting[side] != nil }

  /// Throws `move` for `side`. A second throw by the same player before the round is played
  /// changes nothing: a throw cannot be taken back once the other might have seen the "ready".
  public mutating func submit(_ move: Move, by side: PlayerSide) -> Throw {
    guard !match.isOver, match.rules.allows(move), waiting[side] == nil else { return .ignored }
    waiting[side] = move
    guard let left = waiting[.left], let right = waiting[.right] else { return .waiting }
    waiting = [:]
    let round = Round(player: left, computer: right, rules: match.rules)
    match.record(round)
    return .played(round)
  }

  /// Records a round both players threw elsewhere (revealed over the network), forgetting the
  /// throws waiting. Returns false, changing nothing, when the match is over or a move is not in
  /// its rules.
  @discardableResult
  public mutating func record(_ round: Round) -> Bool {
    guard !match.isOver, match.rules.allows(round.player), match.rules.allows(round.computer) else {
      return false
    }
    waiting = [:]
    match.record(round)
    return true
  }

  /// A fresh match with the same rules and length (or new ones), forgetting unplayed throws.
  public mutating func startNewMatch(rules: Rules? = nil, targetWins: Int? = nil) {
    match = Match(rules: rules ?? match.rules, targetWins: targetWins ?? match.targetWins)
    waiting = [:]
  }

  /// The name of the player on `side`.
  public func name(of side: PlayerSide) -> String { side == .left ? players.left : players.right }

  /// The wins of the player on `side`.
  public func wins(of side: PlayerSide) -> Int { side == .left ? match.score.player : match.score.computer }

  /// The winner of the match, once it is over.
  public var winner: PlayerSide? {
    switch match.winner {
    case .player: .left
    case .computer: .right
    case nil: nil
    }
  }
}
