import Testing

@testable import GameCore

@Suite("UCB7 model")
struct UCB7Tests {
  @Test("grows its tree by one node a round, along the latest moves, newest first and alternating")
  func growsOneNodeARound() {
    // Arrange: the bot's own moves and the other player's, oldest first.
    var tree = UCB7Tree()
    var path: [Int] = []
    let own: [UInt8] = [0, 2]
    let other: [UInt8] = [1, 2]

    // Act: three walks over the same two rounds.
    tree.walk(ownMoves: own, otherMoves: other, into: &path)
    let first = path
    tree.walk(ownMoves: own, otherMoves: other, into: &path)
    let second = path
    tree.walk(ownMoves: own, otherMoves: other, into: &path)

    // Assert: each walk goes one node deeper than the last (its own 2, the other's 2, its own 0),
    // growing only the node where it stops.
    #expect(first == [0, 1])
    #expect(second == [0, 1, 2])
    #expect(path == [0, 1, 2, 3])
    #expect(tree.nodeCount == 4)
  }

  @Test("identifies the bot from its throws, whichever node chose them")
  func identifiesTheBot() {
    // Arrange: the bot against a player who throws at random, in three games.
    var identified: [Int] = []

    for seed: UInt64 in 1...3 {
      var agent = UCB7Agent(seed: seed)
      var model = UCB7Model()

      // Act
      let rounds = playAgainstRandomThrows(&agent, seed: seed + 50) { theirs, mine in
        model.update(theirMoves: theirs, myMoves: mine)
        return model.identifiesPlayer || model.isStopped
      }
      if model.identifiesPlayer { identified.append(rounds) }
    }

    // Assert: its odds must reach 3000 to 1, within the rounds it allows itself, in most games.
    #expect(identified.count >= 2, "identified after \(identified) rounds")
    #expect(identified.allSatisfy { $0 < UCB7Model.quietRounds })
  }

  @Test("rules out players who are not the bot, and stops", arguments: [Bot.random, .cycle, .beatLast])
  func rulesOutOthers(bot: Bot) {
    // Arrange
    var player = bot.makeOpponent(seed: 4)
    var model = UCB7Model()

    // Act
    let rounds = playAgainstRandomThrows(&player, seed: 9) { theirs, mine in
      model.update(theirMoves: theirs, myMoves: mine)
      return model.isStopped
    }

    // Assert: it draws its chances every round, so it must not run on for long.
    #expect(model.isStopped)
    #expect(rounds <= UCB7Model.quietRounds, "stopped after \(rounds) rounds")
  }

  @Test("lets the hard engine answer the bot's chances and beat it")
  func hardEngineBeatsTheBot() {
    // Arrange: before the model, the engine finished level with the real bot (−2.3 ± 2.6 a 1000
    // rounds over 100 games, docs/engine-field.md).
    let seeds: [UInt64] = [1, 2, 3, 4]
    var nets: [Int] = []

    // Act
    for seed in seeds {
      var agent = UCB7Agent(seed: seed + 200)
      nets.append(hardEngineNet(seed: seed, against: &agent, rounds: 1000))
    }

    // Assert: level play would net 0 ± 26 a game of 1000 rounds, 0 ± 52 over four; without the
    // model's answer the engine netted 17 over these four games, with it 135.
    let total = nets.reduce(0, +)
    #expect(total >= 80, "the engine's net score over four games of 1000 rounds: \(nets)")
  }
}
