import Testing

@testable import GameCore

/// Games the Kaggle agent "Decision Tree Classifier" played, recorded from the agent itself
/// (hav4ik/rock-paper-scissors, opponents/decision_tree_classifier.py, with scikit-learn 1.9.1):
/// its throws, then the other player's, as digits (0 rock, 1 paper, 2 scissors). The other player
/// threw at random in the first, and rock half the time in the second.
private let recordedGames: [(agent: String, other: String)] = [
  (
    agent: """
    1001100101021202120020122011202200021012000211220000200100202110110200022220110201010211210000110002
    2222212211002200210121122022000021111001112100211202111120102121121012211110210012200201201102020022
    0122221001101222000221001220211112200011212200020221202220202110212102202012010112201022111110020222
    """,
    other: """
    0110010100021121201020202212112021122102101210022221202020101102102201201000102110101220121202221111
    0101100022012112211012111122202111022001012120120100000202211212010111020221100112010210200122210120
    1220212220102012111122200110012201012100200222102012011000220220011120201202200011101020002120112201
    """
  ),
  (
    agent: """
    0102202112000120222120100221200110121200202210021102001001210100211100111122011010201010101200012211
    2120222011000201111011221120201120110101222210001011011010101121012212111202201110102012201011122001
    2102122200102011222012201202111000111012111201112212210010121201110110110111011201112102210100100200
    """,
    other: """
    0002120122220001120000012121110221021112220220122210121000120000200000001002100022002200210100110102
    0010002200100211000000000120010020120112021010000200021000100121101121101202020022010200010201012101
    0010112202011212100210200200010101222100201020010002222020011100202002000100101010101010000122222222
    """
  ),
]

@Suite("Decision Tree Classifier model")
struct DecisionTreeClassifierTests {
  @Test("foretells every throw of the agent after its random start", arguments: recordedGames.indices)
  func foretellsTheAgent(game: Int) {
    let agent = recordedMoves(recordedGames[game].agent)
    let other = recordedMoves(recordedGames[game].other)
    var model = DecisionTreeClassifierModel()
    var foretold = 0
    var missed: [Int] = []
    for round in agent.indices {
      if let forecast = model.forecast {
        if forecast == Int(agent[round]) { foretold += 1 } else { missed.append(round) }
      }
      model.update(theirMoves: Array(agent[...round]), myMoves: Array(other[...round]))
    }
    #expect(missed == [])
    #expect(foretold == agent.count - DecisionTreeClassifierModel.randomRounds)
    #expect(model.identifiesPlayer)
  }

  @Test("scores a feature only once among features that split every set of rounds alike")
  func twinFeaturesSplitAlike() {
    // Arrange: 200 windows of rounds (twins depend only on the rounds' numbers).
    let rounds = 205
    let samples = DecisionTreeClassifierModel.Samples(
      theirMoves: Array(repeating: 0, count: rounds), myMoves: Array(repeating: 0, count: rounds),
      shares: Array(repeating: 0, count: 6 * rounds))
    let features = 0..<samples.featureCount
    var unlike: [String] = []

    // Act: every two features of one group must order every two samples alike, or every two
    // the opposite way, so that any threshold on one puts the same samples on each side as some
    // threshold on the other.
    for first in features {
      for second in features
      where second > first && samples.twinGroup(of: first) == samples.twinGroup(of: second) {
        var orders: Set<Int> = []
        for a in 0..<samples.sampleCount {
          for b in (a + 1)..<samples.sampleCount {
            let one = (samples.value(of: first, sample: a) - samples.value(of: first, sample: b)).sign
            let other = (samples.value(of: second, sample: a) - samples.value(of: second, sample: b)).sign
            let firstEqual = samples.value(of: first, sample: a) == samples.value(of: first, sample: b)
            let secondEqual = samples.value(of: second, sample: a) == samples.value(of: second, sample: b)
            if firstEqual != secondEqual {
              orders.insert(2)
            } else if !firstEqual {
              orders.insert(one == other ? 0 : 1)
            }
          }
        }
        if orders.count != 1 || orders.contains(2) { unlike.append("\(first) and \(second)") }
      }
    }

    // Assert: and the groups are there at all: 36 features, of which five remainders by 2, two
    // pairs of remainders by 3 and five round numbers each score once.
    #expect(unlike == [])
    let groups = Set(features.map { samples.twinGroup(of: $0) })
    #expect(groups.count == 26)
  }

  @Test("gives up within a few forecasts on a player who is not the agent")
  func givesUpOnOthers() {
    // Arrange: a player who throws at random.
    var generator = SeededGenerator(seed: 3)
    var model = DecisionTreeClassifierModel()
    var theirs: [UInt8] = []
    var mine: [UInt8] = []

    // Act
    for _ in 0..<100 {
      theirs.append(UInt8(generator.next() % 3))
      mine.append(UInt8(generator.next() % 3))
      model.update(theirMoves: theirs, myMoves: mine)
    }

    // Assert: it stopped (and so costs nothing more) after at most 20 forecasts.
    #expect(model.isStopped)
    #expect(model.forecast == nil)
    #expect(model.hits + model.misses <= 20)
    #expect(!model.identifiesPlayer)
  }

  @Test("lets the hard engine win nearly every round once the agent's random start is over")
  func hardEngineBeatsTheAgent() {
    // Arrange: before the engine modelled this agent it finished level with it (0.0 ± 3.0 a
    // 1000 rounds against the real one, over 70 games).
    var agent = DecisionTreeClassifierAgent(seed: 8)

    // Act: 31 random rounds, then 169 the agent's tree decides.
    let net = hardEngineNet(seed: 4, against: &agent, rounds: 200)

    // Assert
    #expect(net >= 140, "the engine's net score over 200 rounds: \(net)")
  }
}
