/// The other player modelled as RPS Geometry (superant, Kaggle Rock Paper Scissors 2020–21)
/// chooses, from their side of the table.
///
/// That agent places the three moves on the unit circle of the complex plane, at the cube roots of
/// unity. It takes the engine's move after the latest longest earlier run of both players' moves
/// as a feature, and learns one complex "offset" that turns the feature into the move that beats
/// the engine's next one: an average, fading slowly, of target × conj(feature). It then throws at
/// random from the distribution the turned feature points at. Against an engine it cannot read,
/// the offset stays short and the distribution nearly uniform, but never exactly: the offset
/// wanders by about √(rate / 2). Answering that lean shrinks the offset to almost nothing, since
/// the engine's own moves are what the agent learns from; steering the offset round in a loop
/// (``steeringMove(radius:)``) keeps it long and wins on every turn.
///
/// The model keeps the same offset and gives that distribution. It is defined for three moves
/// only, as the agent is. It matches runs of at most ``Ensemble/matchLengths`` (20) rounds, where
/// the agent's search stops at 21: the two differ only when an earlier run matches more than 20.
struct RPSGeometryModel: Sendable {
  /// The agent's learning rate: how much of the offset each round replaces.
  static let learningRate = 0.01
  /// How strongly ``steeringMove(radius:)`` pulls the offset back to its radius, against its pull
  /// along the loop.
  static let radiusCorrection = 3.0
  /// The least chance a move gets in the odds, so that a long offset cannot end them in one move.
  static let leastChance = 0.01

  /// The learnt offset, as a complex number.
  private var offsetReal = 0.0
  private var offsetImaginary = 0.0
  /// The feature of the latest forecast: the engine's move after the matched run, or nil before
  /// the first match.
  private var lastFeature: Int?
  /// The other player's chances of throwing each move next, or nil while the agent throws
  /// uniformly (with no earlier run to go on).
  private(set) var distribution: [Double]?

  /// Learns from the engine's latest move (the target is the move that beats it), then forecasts
  /// from the matcher over both players' moves (as ``Ensemble`` keeps it).
  mutating func update(pairs matcher: HistoryMatcher, myMoves: [UInt8]) {
    guard let latest = myMoves.last else { return }
    if let feature = lastFeature {
      // The target and the feature are cube roots of unity, so target × conj(feature) is the root
      // at the difference of their places.
      let (real, imaginary) = Self.root((Int(latest) + 1 - feature + 3) % 3)
      offsetReal += Self.learningRate * (real - offsetReal)
      offsetImaginary += Self.learningRate * (imaginary - offsetImaginary)
    }
    // The agent never matches a run that ended in the first round: it takes a shorter one.
    var match = matcher.longestMatch(within: matcher.memory, upTo: Ensemble.matchLengths)
    while let found = match, found.end == 0 {
      match = found.length > 1 ? matcher.longestMatch(within: matcher.memory, upTo: found.length - 1) : nil
    }
    guard let match else {
      distribution = nil
      return
    }
    let feature = Int(myMoves[match.end + 1])
    lastFeature = feature
    // The chance of move k is (2 Re(feature × offset × conj(root k)) + 1) / 3, moved back into
    // the triangle of distributions if rounding or a long offset left it.
    var chances = (0..<3).map { move in
      let (real, imaginary) = Self.root((feature - move + 3) % 3)
      return (2 * (offsetReal * real - offsetImaginary * imaginary) + 1) / 3
    }
    if let lowest = chances.min(), lowest < 0 {
      chances = chances.map { $0 - lowest }
    }
    let total = chances.reduce(0, +)
    distribution = chances.map { $0 / total }
  }

  /// How many times likelier the other player's move `theirs` was if they are this agent than if
  /// they throw at random, for the round the model last forecast; nil if it had no forecast.
  func oddsFactor(theirs: Int) -> Double? {
    distribution.map { 3 * max($0[theirs], Self.leastChance) }
  }

  /// The engine's move that turns the agent's offset round clockwise at about `radius`, or nil
  /// while the agent has no feature to turn.
  ///
  /// The agent leans by its offset, and each engine move pulls the offset a step towards one cube
  /// root. Over one turn of a loop the engine nets about (2/√3) × area / rate − ∫|offset|², so
  /// circling clockwise at a steady radius wins, where answering the lean every round shrinks the
  /// offset to nothing and wins nothing. Each round it takes the root whose pull points most
  /// along the clockwise tangent, with the radius put right by the pull's inward or outward part.
  func steeringMove(radius: Double) -> Int? {
    precondition(radius > 0, "a loop needs a radius")
    guard distribution != nil, let feature = lastFeature else { return nil }
    let length = (offsetReal * offsetReal + offsetImaginary * offsetImaginary).squareRoot()
    // The clockwise tangent of a unit offset (x, y) is (y, −x); the radial part is (x, y).
    let (x, y) = length > 1e-9 ? (offsetReal / length, offsetImaginary / length) : (1, 0)
    let outward = Self.radiusCorrection * (radius - length) / radius
    let wantedReal = y + outward * x
    let wantedImaginary = -x + outward * y
    var place = 0
    var strongest = pull(towards: 0, real: wantedReal, imaginary: wantedImaginary)
    for candidate in 1..<3 {
      let strength = pull(towards: candidate, real: wantedReal, imaginary: wantedImaginary)
      if strength > strongest { (place, strongest) = (candidate, strength) }
    }
    // The root pulled towards is the engine's move plus one less the feature.
    return (place + feature - 1 + 3) % 3
  }

  /// How far the pull towards the root at `place` goes along (real, imaginary).
  private func pull(towards place: Int, real: Double, imaginary: Double) -> Double {
    let (rootReal, rootImaginary) = Self.root(place)
    return (rootReal - offsetReal) * real + (rootImaginary - offsetImaginary) * imaginary
  }

  /// The cube root of unity at `place` (0, 1 or 2) as its real and imaginary parts.
  private static func root(_ place: Int) -> (Double, Double) {
    switch place {
    case 0: (1, 0)
    case 1: (-0.5, 0.75.squareRoot())
    default: (-0.5, -(0.75.squareRoot()))
    }
  }
}
