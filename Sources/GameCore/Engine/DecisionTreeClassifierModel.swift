/// The other player modelled as the Kaggle agent "Decision Tree Classifier" (Rock Paper Scissors
/// 2020–21, one of the agents the competition's winners pooled) chooses, from their side of the
/// table.
///
/// That agent throws at random for its first 31 rounds. From then on it grows a scikit-learn
/// decision tree (`random_state=42`) every round on all rounds so far: each sample is a window of
/// five rounds (the round numbers and their remainders by 2, 3 and 5, both players' moves, and how
/// often each player has thrown each move up to then), labelled with the engine's move in the
/// round after. It classifies the latest window and throws the move that beats the answer. Past
/// its random start it is deterministic, so the model grows the same tree (``ScikitLearnTree``)
/// and foretells its move exactly.
///
/// The model says when the other player is this agent: once its forecasts have come true at least
/// ``identifyingHits`` times with at most one miss in five. It stops, for good, as soon as they miss
/// more than ``stoppingMisses`` plus one in four, as they do within about ten forecasts against
/// anyone else; the tree costs about half a millisecond a round late in a game, so the model runs
/// only while the other player may be this agent. It is defined for three moves only, as the agent
/// is.
struct DecisionTreeClassifierModel: Sendable {
  /// The rounds a sample spans.
  static let window = 5
  /// The agent throws at random while it has played at most 30 rounds.
  static let randomRounds = 31
  static let identifyingHits = 8
  static let stoppingMisses = 4
  /// The agent plays 1000-round games; the model stops after this many rounds, so that neither
  /// its table of shares nor the cost of its tree grows without end.
  static let maximumRounds = 5000

  /// Per round, how often each player had thrown each move up to and including it, as the agent
  /// computes it (a 64-bit mean held in 32 bits): the agent's three, then the engine's.
  private var shares: [Float] = []
  private var theirCounts = SIMD3<Int>()
  private var myCounts = SIMD3<Int>()
  private var tree = ScikitLearnTree()
  /// The other player's next move if they are this agent, or nil.
  private(set) var forecast: Int?
  private(set) var hits = 0
  private(set) var misses = 0
  private(set) var isStopped = false

  /// Whether the other player's moves have followed the model's forecasts.
  var identifiesPlayer: Bool { !isStopped && hits >= Self.identifyingHits && misses * 5 <= hits }

  /// The other player's chances for each move: certain of the forecast, or nil without one.
  var distribution: [Double]? {
    forecast.map { move in (0..<3).map { $0 == move ? 1 : 0 } }
  }

  /// Learns from the latest round and forecasts the next, from both players' moves so far (as
  /// ``Ensemble`` keeps them).
  mutating func update(theirMoves: [UInt8], myMoves: [UInt8]) {
    guard !isStopped, let theirs = theirMoves.last, let mine = myMoves.last else { return }
    if let forecast {
      if forecast == Int(theirs) { hits += 1 } else { misses += 1 }
    }
    forecast = nil
    if misses > Self.stoppingMisses + hits / 4 || theirMoves.count > Self.maximumRounds {
      isStopped = true
      shares = []
      tree = ScikitLearnTree()
      return
    }
    theirCounts[Int(theirs)] += 1
    myCounts[Int(mine)] += 1
    let rounds = Double(theirMoves.count)
    for move in 0..<3 { shares.append(Float(Double(theirCounts[move]) / rounds)) }
    for move in 0..<3 { shares.append(Float(Double(myCounts[move]) / rounds)) }
    guard theirMoves.count >= Self.randomRounds else { return }
    let samples = Samples(theirMoves: theirMoves, myMoves: myMoves, shares: shares)
    forecast = (tree.classify(samples) + 1) % 3
  }

  /// The agent's samples: sample `s` spans rounds s..<s + 5 and is labelled with the engine's move
  /// in round s + 5; the sample classified spans the latest five rounds.
  struct Samples: ScikitLearnTreeSamples {
    let theirMoves: [UInt8]
    let myMoves: [UInt8]
    let shares: [Float]

    var featureCount: Int { 36 }
    var sampleCount: Int { theirMoves.count - DecisionTreeClassifierModel.window }

    /// The agent's feature order: the five rounds' numbers modulo 2, then modulo 3 and 5, the
    /// numbers themselves, its moves, the engine's moves, and its then the engine's shares.
    func kind(of feature: Int) -> ScikitLearnTreeFeatureKind {
      switch feature {
      case 0..<5: .remainder(modulus: 2, offset: feature)
      case 5..<10: .remainder(modulus: 3, offset: feature - 5)
      case 10..<15: .remainder(modulus: 5, offset: feature - 10)
      case 15..<20: .increasing
      case 20..<30: .small(3)
      default: .real
      }
    }

    func smallValue(of feature: Int, sample: Int) -> Int {
      let round = sample + feature % 5
      switch feature {
      case 0..<5: return round % 2
      case 5..<10: return round % 3
      case 10..<15: return round % 5
      case 15..<20: return round
      case 20..<25: return Int(theirMoves[round])
      default: return Int(myMoves[round])
      }
    }

    func value(of feature: Int, sample: Int) -> Float {
      guard feature >= 30 else { return Float(smallValue(of: feature, sample: sample)) }
      let lastRound = sample + DecisionTreeClassifierModel.window - 1
      return shares[lastRound * 6 + feature - 30]
    }

    func label(of sample: Int) -> Int { Int(myMoves[sample + DecisionTreeClassifierModel.window]) }

    func testValue(of feature: Int) -> Float { value(of: feature, sample: sampleCount) }

    /// The rounds' numbers rise together, and their remainders by 2 alternate together; the
    /// remainders by 3 of the first and fourth rounds of a window are the same numbers, and so are
    /// the second's and fifth's.
    func twinGroup(of feature: Int) -> Int {
      switch feature {
      case 0..<5: 0
      case 5..<10: 5 + (feature - 5) % 3
      case 15..<20: 15
      default: feature
      }
    }
  }
}
