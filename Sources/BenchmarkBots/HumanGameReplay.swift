import GameCore

/// Plays an opponent against people's recorded games: in each round the opponent commits its
/// throw from the rounds so far, then the person's recorded throw is revealed. A round the person
/// missed is left out. Each game is a fresh opponent, as a new player meets the game.
///
/// The person's throws answered someone else, so this measures how well an opponent reads the
/// habits people bring with them, not how it would fare against the same people live.
public struct HumanGameReplay: Sendable {
  /// Rounds won, lost and drawn by the opponent.
  public struct Tally: Hashable, Sendable {
    public var wins = 0
    public var losses = 0
    public var draws = 0

    public var rounds: Int { wins + losses + draws }
    public var winShare: Double { rounds > 0 ? Double(wins) / Double(rounds) : 0 }
    public var lossShare: Double { rounds > 0 ? Double(losses) / Double(rounds) : 0 }
  }

  public let games: [RecordedHumanGame]

  public init(games: [RecordedHumanGame]) {
    self.games = games
  }

  /// The studies of the corpus, in the order they first appear.
  public var studies: [String] {
    var seen: [String] = []
    for game in games where !seen.contains(game.study) { seen.append(game.study) }
    return seen
  }

  /// The opponent's tally over one study's games; `makeOpponent` is given each game's index.
  public func tally(study: String, makeOpponent: (Int) -> any Opponent) -> Tally {
    var tally = Tally()
    for (index, game) in games.enumerated() where game.study == study {
      var opponent = makeOpponent(index)
      var rounds: [Round] = []
      rounds.reserveCapacity(game.throwsMade.count)
      for case let person? in game.throwsMade {
        let computer = opponent.nextThrow(after: rounds, rules: .classic)
        let round = Round(player: person, computer: computer, rules: .classic)
        rounds.append(round)
        switch round.outcome {
        case .loss: tally.wins += 1
        case .win: tally.losses += 1
        case .draw: tally.draws += 1
        }
      }
    }
    return tally
  }
}
