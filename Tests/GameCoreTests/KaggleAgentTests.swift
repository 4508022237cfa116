import Foundation
import Testing

@testable import GameCore

/// A player that chooses as Memory Patterns (Kaggle Rock Paper Scissors 2020–21, version 7) does,
/// written here from its description. It counts what the other side threw after each run of the
/// last three rounds and throws what beats the most frequent, taking each move in turn when its
/// count is higher than the choice so far or, on a coin flip, equal; with no count, or nothing
/// chosen, it throws at random. Once it holds as many results as its period (drawn from 80 to
/// 120), it forgets every count whenever their net falls below half the best net it has seen, and
/// otherwise lets the oldest go.
///
/// As an ``Opponent`` it sees every round from its own side: its throws are the rounds' `computer`.
private struct MemoryPatternsPlayer: Opponent {
  var generator: SeededGenerator
  let period: Int
  var counts: [[Int]: [Int]] = [:]
  var results: [Int] = []
  var bestNet = 0
  var name: String { "memory patterns" }

  init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
    period = 80 + Int(generator.next() % 41)
  }

  mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    if let last = history.last {
      // The outcome is the other side's (the rounds' `player`).
      results.append(last.outcome == .loss ? 1 : last.outcome == .win ? -1 : 0)
      if results.count == period {
        let net = results.reduce(0, +)
        if 2 * net < bestNet {
          (counts, results, bestNet) = ([:], [], 0)
        } else {
          bestNet = max(bestNet, net)
          results.removeFirst()
        }
      }
    }
    let pairs = history.flatMap { [$0.computer.rawValue, $0.player.rawValue] }
    if history.count >= 4 {
      counts[Array(pairs.suffix(8).prefix(6)), default: [0, 0, 0]][
        history[history.count - 1].player.rawValue] += 1
    }
    if history.count >= 3, let seen = counts[Array(pairs.suffix(6))] {
      var choice: Int?
      var best = 0
      for move in 0..<3 where seen[move] > best || (seen[move] == best && generator.next() % 2 == 0) {
        choice = move
        best = seen[move]
      }
      if let choice { return rules.moves[(choice + 1) % 3] }
    }
    return rules.moves[Int(generator.next() % 3)]
  }
}

/// A player that chooses as RPS Geometry (Kaggle Rock Paper Scissors 2020–21) does, written here
/// from its description, with its chances for the coming throw in view. The moves sit at the cube
/// roots of unity. It takes as its feature the other side's throw after the latest longest earlier
/// run (at most 20 rounds, never one that ended in the first round) of both players' throws, and
/// turns it by an offset it learns: an average fading by 0.99 a round of target × conj(feature),
/// the target being the throw that beats the other side's last one.
private struct GeometryPlayer: Opponent {
  var generator: SeededGenerator
  var offset = (real: 0.0, imaginary: 0.0)
  var feature: Int?
  private(set) var chances = [1.0 / 3, 1.0 / 3, 1.0 / 3]
  var name: String { "geometry" }

  mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    chances = [1.0 / 3, 1.0 / 3, 1.0 / 3]
    if let last = history.last, let feature {
      let angle = 2 * Double.pi / 3 * Double(last.player.rawValue + 1 - feature)
      offset.real = 0.99 * offset.real + 0.01 * cos(angle)
      offset.imaginary = 0.99 * offset.imaginary + 0.01 * sin(angle)
    }
    let pairs = history.map { $0.computer.rawValue * 3 + $0.player.rawValue }
    if let end = Self.latestLongestRunEnd(in: pairs) {
      let matched = history[end + 1].player.rawValue
      feature = matched
      chances = (0..<3).map { move in
        let angle = 2 * Double.pi / 3 * Double(matched - move)
        return (2 * (offset.real * cos(angle) - offset.imaginary * sin(angle)) + 1) / 3
      }
      let lowest = chances.min() ?? 0
      if lowest < 0 { chances = chances.map { $0 - lowest } }
      let total = chances.reduce(0, +)
      chances = chances.map { $0 / total }
    }
    let draw = generator.nextUnit()
    return rules.moves[draw < chances[0] ? 0 : draw < chances[0] + chances[1] ? 1 : 2]
  }

  private static func latestLongestRunEnd(in symbols: [Int]) -> Int? {
    let count = symbols.count
    guard count >= 3 else { return nil }
    var best: (end: Int, length: Int)?
    for end in 1...count - 2 {
      let length = (0..<min(20, end + 1)).prefix { symbols[end - $0] == symbols[count - 1 - $0] }.count
      if length > 0, length >= best?.length ?? 0 { best = (end, length) }
    }
    return best?.end
  }
}

@Suite("The hard engine against players built as the public Kaggle agents are")
struct KaggleAgentTests {
  @Test(
    "It recognises a player who chooses as Memory Patterns does, and wins most rounds", arguments: [1, 2])
  func readsMemoryPatterns(seed: UInt64) {
    // Arrange: before the engine modelled this agent, such a player beat it (the engine netted
    // −62 and −43 with these seeds; 193 and 185 now).
    var player = MemoryPatternsPlayer(seed: seed + 100)

    // Act
    let net = hardEngineNet(seed: seed, against: &player)

    // Assert
    #expect(net >= 100, "the engine's net score over 1000 rounds: \(net)")
  }

  @Test("Its model of RPS Geometry knows that player's chances for every throw")
  func geometryModelKnowsTheChances() {
    // Arrange: the engine's side throws at random; the model reads the rounds as the engine does.
    var player = GeometryPlayer(generator: SeededGenerator(seed: 5))
    var engineSide = SeededGenerator(seed: 6)
    var model = RPSGeometryModel()
    var pairs = HistoryMatcher(
      alphabetSize: 9, maximumLength: Ensemble.matchLengths, memory: Ensemble.matchMemory)
    var engineMoves: [UInt8] = []
    var rounds: [Round] = []
    let uniform: [Double] = [1.0 / 3, 1.0 / 3, 1.0 / 3]
    var largestDifference = 0.0
    var leaningRounds = 0

    for _ in 0..<600 {
      // Act
      let theirs = player.nextThrow(after: rounds.map { $0.mirrored(under: .classic) }, rules: .classic)
      if let chances = model.distribution {
        for move in 0..<3 {
          largestDifference = max(largestDifference, abs(chances[move] - player.chances[move]))
        }
        let odds = model.oddsFactor(theirs: theirs.rawValue) ?? 0
        largestDifference = max(largestDifference, abs(odds - 3 * max(player.chances[theirs.rawValue], 0.01)))
        if (player.chances.max() ?? 0) > 0.36 { leaningRounds += 1 }
      } else {
        #expect(player.chances == uniform, "the model has no forecast only when the player has none")
      }
      let mine = Rules.classic.moves[Int(engineSide.next() % 3)]
      rounds.append(Round(player: theirs, computer: mine, rules: .classic))
      engineMoves.append(UInt8(mine.rawValue))
      pairs.append(theirs.rawValue * 3 + mine.rawValue)
      model.update(pairs: pairs, myMoves: engineMoves)
    }

    // Assert: the player leans one way often enough for the chances to be worth knowing.
    #expect(largestDifference < 1e-9, "the largest difference in a chance: \(largestDifference)")
    #expect(leaningRounds > 50, "rounds in which one throw had a chance over 0.36: \(leaningRounds)")
  }

  @Test("Steering a player who chooses as RPS Geometry does makes it lean, and wins where chance does not")
  func steeringGeometryWins() {
    // Arrange: the same players, once against an engine side that steers from the start and once
    // against one that throws at random.
    let seeds: [UInt64] = [11, 12, 13, 14]

    // Act
    let steered = seeds.map { Self.playGeometry(seed: $0, steering: true) }
    let random = seeds.map { Self.playGeometry(seed: $0, steering: false) }

    // Assert: the steered player leans hard (a third is no lean) and loses clearly.
    let steeredNet = steered.map(\.net).reduce(0, +)
    let randomNet = random.map(\.net).reduce(0, +)
    #expect(steeredNet >= 80, "the steering side's net over 4 × 1000 rounds: \(steeredNet)")
    #expect(steeredNet > randomNet + 50, "steering \(steeredNet), at random \(randomNet)")
    for game in steered {
      #expect(game.meanLargestChance > 0.39, "its likeliest throw's mean chance: \(game.meanLargestChance)")
    }
    for game in random {
      #expect(
        game.meanLargestChance < 0.38,
        "unsteered, its likeliest throw's mean chance: \(game.meanLargestChance)")
    }
  }

  /// Plays 1000 rounds of a Geometry player against an engine side that steers it with the
  /// model (or throws at random); returns that side's net and the player's mean largest chance
  /// over the rounds from 300 on.
  private static func playGeometry(seed: UInt64, steering: Bool) -> (net: Int, meanLargestChance: Double) {
    var player = GeometryPlayer(generator: SeededGenerator(seed: seed))
    var engineSide = SeededGenerator(seed: seed + 1000)
    var model = RPSGeometryModel()
    var pairs = HistoryMatcher(
      alphabetSize: 9, maximumLength: Ensemble.matchLengths, memory: Ensemble.matchMemory)
    var engineMoves: [UInt8] = []
    var rounds: [Round] = []
    var largestChances = 0.0
    for round in 0..<1000 {
      let theirs = player.nextThrow(after: rounds.map { $0.mirrored(under: .classic) }, rules: .classic)
      if round >= 300 { largestChances += player.chances.max() ?? 0 }
      let random = Int(engineSide.next() % 3)
      let move = steering ? model.steeringMove(radius: GeometrySteering.radius) ?? random : random
      let mine = Rules.classic.moves[move]
      rounds.append(Round(player: theirs, computer: mine, rules: .classic))
      engineMoves.append(UInt8(move))
      pairs.append(theirs.rawValue * 3 + move)
      model.update(pairs: pairs, myMoves: engineMoves)
    }
    let net = rounds.filter { $0.outcome == .loss }.count - rounds.filter { $0.outcome == .win }.count
    return (net, largestChances / 700)
  }

  @Test("The hard engine steers a player who chooses as RPS Geometry does, and wins the games it keeps at it")
  func hardEngineSteersGeometry() {
    // Arrange: six games; in each the engine decides for itself whether and how long to steer.
    var games: [(net: Int, steered: Int)] = []

    // Act
    for seed: UInt64 in 1...6 {
      var player = GeometryPlayer(generator: SeededGenerator(seed: seed + 200))
      var steered = 0
      let net = hardEngineNet(seed: seed, against: &player) { game in
        if game.lastInsight?.strategy == Ensemble.geometrySteeringName { steered += 1 }
      }
      games.append((net, steered))
    }

    // Assert: steering held for most of at least one game, and won each such game.
    let held = games.filter { $0.steered > 300 }
    #expect(!held.isEmpty, "rounds steered in each game: \(games.map(\.steered))")
    for game in held {
      #expect(game.net > 0, "a game steered for \(game.steered) rounds netted \(game.net)")
    }
  }
}
