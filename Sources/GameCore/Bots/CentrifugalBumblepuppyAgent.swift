/// Plays as dllu's rpscontest bots Centrifugal Bumblepuppy 4 and 5 do (see
/// ``CentrifugalBumblepuppy``): it throws what beats its best meta-predictor's guess, or, while
/// every meta-predictor scores below 0, what beats a move drawn from the other player's history.
/// Its draws come from its own seeded generator. For the classic rules only, as the bots are.
struct CentrifugalBumblepuppyAgent: Opponent {
  let version: Int
  private var draws: BotDraws
  private var copy: CentrifugalBumblepuppy
  private var firstThrow: UInt8 = 0
  private var recorded = 0

  init(version: Int, seed: UInt64) {
    self.version = version
    draws = .generated(SeededGenerator(seed: seed))
    copy = CentrifugalBumblepuppy(version: version, startingGuess: 0)
    start()
  }

  /// A new match: the bot draws its predictors' starting move and the move its first throw beats.
  private mutating func start() {
    copy = CentrifugalBumblepuppy(version: version, startingGuess: draws.draw(from: [0, 1, 2]))
    firstThrow = (draws.draw(from: [0, 1, 2]) + 1) % 3
    recorded = 0
  }

  var name: String { "Centrifugal Bumblepuppy \(version)" }

  mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    precondition(rules.moves.count == 3, "the bot plays rock, paper, scissors")
    if history.count < recorded { start() }
    guard !history.isEmpty else { return rules.moves[Int(firstThrow)] }
    for round in history[recorded...] {
      copy.record(own: UInt8(round.computer.rawValue), other: UInt8(round.player.rawValue))
    }
    recorded = history.count
    if let move = copy.nextThrow { return rules.moves[move] }
    let drawn = draws.draw(from: history.map { UInt8($0.player.rawValue) })
    return rules.moves[Int((drawn + 1) % 3)]
  }
}
