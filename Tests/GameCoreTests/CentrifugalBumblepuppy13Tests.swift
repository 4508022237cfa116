import Testing

@testable import GameCore

/// A player that chooses as Centrifugal Bumblepuppy 13 (dllu, rpscontest) does, written here from
/// its description. History matching on both players' moves, on the other side's and on its own,
/// with runs of at most 50, 20 and 10, forecasts the other side's next move (their move after the
/// run) and its own (the reply to its move after the run), each also turned round the circle: 54
/// predictors. For each run it takes, afresh every round, the latest earlier occurrence six times
/// in ten, the latest one ending before that one starts two in ten, and the first two in ten.
/// Eight scores rate the predictors on the other side's moves and on its own; the best of each
/// gives a meta-predictor (turned round the circle: 24), scored fading by 0.94 and wiped out by a
/// miss 87 times in 100. It throws what beats the best meta-predictor, except one round in ten,
/// and most of its first 40, when it throws at random.
///
/// As an ``Opponent`` it sees every round from its own side: its throws are the rounds'
/// `computer`, the other side's their `player`.
private struct CentrifugalBumblepuppy13Player: Opponent {
  var generator: SeededGenerator
  var predictorScores = Array(repeating: Array(repeating: 3.0, count: 54), count: 8)
  var metaScores = Array(repeating: 3.0, count: 24)
  var predictors: [Int]
  var metas: [Int]
  var name: String { "centrifugal bumblepuppy 13" }

  init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
    predictors = Array(repeating: Int(generator.next() % 3), count: 54)
    metas = Array(repeating: Int(generator.next() % 3), count: 24)
  }

  mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    if let last = history.last {
      learn(theirs: last.player.rawValue, mine: last.computer.rawValue)
      forecast(history)
    }
    var best = 0
    for index in metas.indices where metaScores[index] > metaScores[best] { best = index }
    let planned = (metas[best] + 1) % 3
    let opening = 3 + Int(generator.next() % 38) > history.count
    let random = generator.nextUnit() < 0.1 || opening
    return rules.moves[random ? Int(generator.next() % 3) : planned]
  }

  /// Scores every predictor and meta-predictor on the round just played.
  private mutating func learn(theirs: Int, mine: Int) {
    for row in 0..<8 {
      let actual = row % 2 == 0 ? theirs : mine
      for index in 0..<54 {
        let forecast = predictors[index]
        let hit = actual == forecast
        let nearMiss = actual == (forecast + 1) % 3
        let miss = actual == (forecast + 2) % 3
        let old = predictorScores[row][index]
        predictorScores[row][index] =
          switch row / 2 {
          case 0: 0.8 * old + (hit ? 3 : miss ? -3 : 0)
          case 1: 0.87 * old + (hit ? 3.3 : nearMiss ? -0.9 : -3)
          case 2: miss ? 0 : old + (hit ? 3 : 0)
          default: hit ? old + 3 : 0
          }
      }
    }
    for index in metas.indices {
      let miss = theirs == (metas[index] + 2) % 3
      metaScores[index] = 0.94 * metaScores[index] + (theirs == metas[index] ? 1 : 0) - (miss ? 1 : 0)
      if (miss && generator.nextUnit() < 0.87) || metaScores[index] < 0 { metaScores[index] = 0 }
    }
  }

  /// Matches the history again and lets the predictors and meta-predictors forecast.
  private mutating func forecast(_ history: [Round]) {
    let sequences = [
      history.map { $0.player.rawValue * 3 + $0.computer.rawValue }, history.map(\.player.rawValue),
      history.map(\.computer.rawValue),
    ]
    for (capIndex, cap) in [50, 20, 10].enumerated() {
      for (sequenceIndex, sequence) in sequences.enumerated() {
        guard let ends = earlierRunEnds(in: sequence, cap: cap) else { continue }
        // Latest six times in ten; otherwise a coin chooses between the one before it and the
        // first.
        let end: Int
        if generator.nextUnit() < 0.6 {
          end = ends.latest
        } else if generator.nextUnit() < 0.5 {
          end = ends.beforeLatest ?? ends.latest
        } else {
          end = ends.first
        }
        predictors[2 * sequenceIndex + 6 * capIndex] = history[end + 1].player.rawValue
        predictors[2 * sequenceIndex + 6 * capIndex + 1] = (history[end + 1].computer.rawValue + 1) % 3
      }
    }
    for index in 18..<54 { predictors[index] = (predictors[index - 18] + 2) % 3 }
    for row in stride(from: 0, to: 8, by: 2) {
      // Even rows score forecasts of the other side's moves, odd rows of its own.
      let leaderOnTheirs = predictorScores[row].firstIndex(of: predictorScores[row].max() ?? 0) ?? 0
      let leaderOnMine = predictorScores[row + 1].firstIndex(of: predictorScores[row + 1].max() ?? 0) ?? 0
      metas[row] = predictors[leaderOnTheirs]
      metas[row + 1] = (predictors[leaderOnMine] + 1) % 3
    }
    for index in 8..<24 { metas[index] = (metas[index - 8] + 2) % 3 }
  }
}

@Suite("The hard engine against a player built as Centrifugal Bumblepuppy 13 is, chance and all")
struct CentrifugalBumblepuppy13Tests {
  @Test("It follows that player's hidden draws closely enough to win every game, and clearly over four")
  func winsAgainstCentrifugalBumblepuppy13() {
    // Arrange: before the engine followed this engine's chances, such a player beat it or drew
    // (the engine netted −75 and 5 with the first two seeds). Now it nets 136, 57, 68 and 124:
    // one game alone says little, as chance in either side's throws moves it by about 26.
    var nets: [Int] = []

    // Act
    for seed: UInt64 in 1...4 {
      var player = CentrifugalBumblepuppy13Player(seed: seed + 200)
      nets.append(hardEngineNet(seed: seed, against: &player))
    }

    // Assert
    #expect(nets.allSatisfy { $0 > 0 }, "the engine's net scores over 1000 rounds: \(nets)")
    #expect(nets.reduce(0, +) >= 4 * 60, "the engine's net scores over 1000 rounds: \(nets)")
  }
}
