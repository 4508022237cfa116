import BenchmarkBots
import GameCore
import Testing

@testable import Opponents

/// A player that simulates the hard engine with its own seed and throws what beats the engine's
/// planned move: it knows the strategy, not the seed.
private struct HardEngineReader: Opponent {
  var simulation: HardEngine
  var name: String { "reader" }

  mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    let engineView = history.map { $0.mirrored(under: rules) }
    let planned = simulation.nextThrow(after: engineView, rules: rules)
    return rules.moves[(planned.rawValue + 1) % rules.moves.count]
  }
}

@Suite("Engine levels")
struct EngineLevelTests {
  @Test("Each level is named for the player and makes an opponent with that name", arguments: Level.allCases)
  func names(level: Level) {
    #expect(level.makeOpponent(seed: 1).name == level.name)
    #expect(Level(rawValue: level.rawValue) == level)
  }

  @Test(
    "No level sees the player's throw: from any point of a game, every possible throw meets the same committed move",
    arguments: Level.allCases, [Rules.classic, .rockPaperScissorsSpockLizard])
  func commitsBeforeThePlayerThrows(level: Level, rules: Rules) {
    var game = Game(opponent: level.makeOpponent(seed: 11), match: Match(rules: rules, targetWins: 1000))
    let script = (0..<60).map { rules.moves[($0 * $0 + $0 / 3) % rules.moves.count] }
    for move in script {
      // Game is a value: each copy holds a copy of the opponent, already committed for this round.
      let replies = rules.moves.map { alternative in
        var copy = game
        return copy.play(alternative).computer
      }
      #expect(Set(replies).count == 1, "the reply depended on the player's throw")
      game.play(move)
    }
  }

  @Test("The same seed replays the same throws; another seed gives other throws", arguments: Level.allCases)
  func seedReplays(level: Level) {
    func throwsAgainstScript(seed: UInt64) -> [Move] {
      var game = Game(opponent: level.makeOpponent(seed: seed), match: Match(targetWins: 1000))
      return (0..<80).map { game.play([Move.rock, .rock, .paper, .scissors][$0 % 4]).computer }
    }
    #expect(throwsAgainstScript(seed: 5) == throwsAgainstScript(seed: 5))
    #expect(throwsAgainstScript(seed: 5) != throwsAgainstScript(seed: 6))
  }

  @Test("Medium and hard learn a player who repeats a short pattern and then win nearly every round")
  func learnPatterns() {
    for level in [Level.medium, .hard] {
      var game = Game(opponent: level.makeOpponent(seed: 3), match: Match(targetWins: 1000))
      let pattern: [Move] = [.rock, .rock, .scissors]
      for index in 0..<60 { game.play(pattern[index % 3]) }
      let before = game.match.score

      for index in 60..<120 { game.play(pattern[index % 3]) }

      let computerWins = game.match.score.computer - before.computer
      #expect(computerWins >= 57, "\(level) won \(computerWins) of the last 60 rounds")
    }
  }

  @Test("The hard engine keeps what it learnt from one match to the next")
  func learningCarriesAcrossMatches() {
    var game = Game(opponent: Level.hard.makeOpponent(seed: 8), match: Match(targetWins: 3))
    for _ in 0..<12 {
      while !game.match.isOver { game.play(.paper) }
      game.startNewMatch()
    }

    var rounds: [Round] = []
    while !game.match.isOver { rounds.append(game.play(.paper)) }

    #expect(rounds.map(\.computer) == [.scissors, .scissors, .scissors])
  }

  @Test("The hard engine's insight describes the round just played, sums to 1, and sees a constant player")
  func insight() {
    var game = Game(opponent: Level.hard.makeOpponent(seed: 2), match: Match(targetWins: 1000))
    #expect(game.lastInsight == nil)
    var last = game.play(.scissors)
    for _ in 0..<30 { last = game.play(.scissors) }

    let insight = game.lastInsight

    #expect(insight?.round == last)
    #expect(Set(insight?.predicted.keys.map { $0 } ?? []) == Set(Rules.classic.moves))
    #expect(abs((insight?.predicted.values.reduce(0, +) ?? 0) - 1) < 1e-9)
    #expect(insight?.likeliest == .scissors)
    if case .answer(_, of: .player, _) = insight?.strategy {
    } else {
      Issue.record(
        "a constant player is read by their own habit, not \(String(describing: insight?.strategy))")
    }
  }

  @Test(
    "The insight's forecast is as sure as the engine's record: all but certain of a constant player, near even against chance"
  )
  func forecastFollowsTheRecord() {
    // Arrange: one player throws scissors every round, the other throws at random.
    var constant = Game(opponent: Level.hard.makeOpponent(seed: 2), match: Match(targetWins: 1000))
    var random = Game(opponent: Level.hard.makeOpponent(seed: 2), match: Match(targetWins: 1000))
    var generator = SeededGenerator(seed: 9)

    // Act
    for _ in 0..<60 {
      constant.play(.scissors)
      random.play(Rules.classic.moves.randomElement(using: &generator)!)
    }

    // Assert
    let sure = constant.lastInsight
    #expect((sure?.forecast[.scissors] ?? 0) > 0.9, "\(String(describing: sure?.forecast))")
    var leans: [Double] = []
    for _ in 0..<100 {
      random.play(Rules.classic.moves.randomElement(using: &generator)!)
      guard let insight = random.lastInsight else { continue }
      #expect(abs(insight.forecast.values.reduce(0, +) - 1) < 1e-9)
      leans.append(insight.forecast.values.max() ?? 0)
    }
    let averageLean = leans.reduce(0, +) / Double(max(1, leans.count))
    #expect(averageLean < 0.6, "a random player is not shown a sure forecast: \(averageLean)")
  }

  @Test("The medium engine explains itself too; the easy level does not")
  func insightByLevel() {
    var medium = Game(opponent: Level.medium.makeOpponent(seed: 2), match: Match(targetWins: 1000))
    var easy = Game(opponent: Level.easy.makeOpponent(seed: 2), match: Match(targetWins: 1000))
    for _ in 0..<10 {
      medium.play(.rock)
      easy.play(.rock)
    }
    #expect(medium.lastInsight?.likeliest == .rock)
    #expect(easy.lastInsight == nil)
  }

  @Test("With five moves the engines throw only moves of the rules and learn a constant Spock")
  func rockPaperScissorsSpockLizard() {
    let rules = Rules.rockPaperScissorsSpockLizard
    for level in [Level.medium, .hard] {
      var game = Game(opponent: level.makeOpponent(seed: 4), match: Match(rules: rules, targetWins: 1000))
      let rounds = (0..<40).map { _ in game.play(.spock) }
      #expect(rounds.allSatisfy { rules.allows($0.computer) })
      #expect(rounds.suffix(20).allSatisfy { $0.outcome == .loss }, "\(level) did not learn Spock")
    }
  }

  @Test("A player who reads the hard engine's strategy exactly cannot beat it by much more than noise")
  func safetyNetAgainstAReader() {
    var total = 0
    let seeds: [UInt64] = [1, 2]
    let rounds = 500
    for seed in seeds {
      var engine = HardEngine(seed: seed)
      var reader = HardEngineReader(simulation: HardEngine(seed: seed + 100))
      var history: [Round] = []
      var readerView: [Round] = []
      for _ in 0..<rounds {
        let round = Round(
          player: reader.nextThrow(after: readerView, rules: .classic),
          computer: engine.nextThrow(after: history, rules: .classic), rules: .classic)
        history.append(round)
        readerView.append(round.mirrored(under: .classic))
        total += round.outcome == .loss ? 1 : (round.outcome == .win ? -1 : 0)
      }
    }
    let perThousand = Double(total) * 1000 / Double(rounds * seeds.count)
    // Without the safety net the reader wins every round the engine plays by its strategies.
    #expect(perThousand > -80, "the reader took \(-perThousand) per 1000 rounds")
  }

  @Test(
    "An engine whose rules change mid-session throws only moves of the new rules and forgets its old insight")
  func rulesChange() {
    // Arrange: a hard engine that has played twenty rounds of the classic rules.
    var engine = HardEngine(seed: 11)
    var rounds: [Round] = []
    for _ in 0..<20 {
      rounds.append(
        Round(player: .rock, computer: engine.nextThrow(after: rounds, rules: .classic), rules: .classic))
    }
    _ = engine.nextThrow(after: rounds, rules: .classic)
    #expect(engine.lastInsight != nil)

    // Act: the same engine asked for a throw under five moves, from a fresh match.
    let five = Rules.rockPaperScissorsSpockLizard
    let first = engine.nextThrow(after: [], rules: five)

    // Assert
    #expect(engine.lastInsight == nil, "no insight of a round of the old rules")
    #expect(five.allows(first))
    var fiveRounds = [Round(player: .spock, computer: first, rules: five)]
    for _ in 0..<40 {
      let move = engine.nextThrow(after: fiveRounds, rules: five)
      #expect(five.allows(move))
      fiveRounds.append(Round(player: .spock, computer: move, rules: five))
    }
    #expect(fiveRounds.suffix(10).allSatisfy { $0.outcome == .loss }, "it learnt a constant Spock")
  }

  @Test(
    "Matches recalled from earlier days teach the hard engine the player, but do not set off its safety net")
  func recallDoesNotTripTheSafetyNet() {
    // Arrange: yesterday the player beat another engine in every one of 100 rounds, with rock.
    let lost = (0..<100).map { _ in Round(player: .rock, computer: .scissors, rules: .classic) }
    var game = Game(
      opponent: Level.hard.makeOpponent(seed: 3), match: Match(targetWins: 1000),
      recalling: [Match(rules: .classic, targetWins: 1000, rounds: lost)])

    // Act: today the player keeps to rock.
    var strategies: [Strategy] = []
    for _ in 0..<20 {
      game.play(.rock)
      if let insight = game.lastInsight { strategies.append(insight.strategy) }
    }

    // Assert: the engine answers the habit from the first rounds and never throws at random to
    // hide from a reader: those losses were another engine's.
    #expect(!strategies.contains(.safetyNet), "\(strategies)")
    #expect(game.match.rounds.dropFirst().allSatisfy { $0.outcome == .loss })
  }

  @Test(
    "The insight names the habit the engine really read: the last throw when the last two are new, the result of the last round"
  )
  func insightNamesTheHabitRead() {
    // Arrange: the player threw rock, paper, rock; the pair paper-then-rock is new, rock alone
    // has been followed by paper.
    var model = HabitModel(moveCount: 3)
    for (player, computer) in [(0, 1), (1, 1), (0, 2)] { model.observe(player: player, computer: computer) }

    // Act
    let trusted = model.strategy(at: model.trustedStrategy)
    let results = (0..<model.strategyCount).map { model.strategy(at: $0) }.compactMap {
      strategy -> Strategy.Habit? in
      guard case .answer(let habit, of: .player, _) = strategy,
        [.afterWin, .afterLoss, .afterDraw].contains(habit)
      else {
        return nil
      }
      return habit
    }

    // Assert: the last round, rock against scissors, was the player's win.
    #expect(trusted == .answer(.afterLastThrow, of: .player, secondGuesses: 0))
    #expect(!results.isEmpty && results.allSatisfy { $0 == .afterWin }, "\(results)")
  }
}
