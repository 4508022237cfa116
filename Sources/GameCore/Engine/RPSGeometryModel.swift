/// The other player modelled as RPS Geometry (superant, Kaggle Rock Paper Scissors 2020–21)
/// chooses, from their side of the table.
///
/// That agent places the three moves on the unit circle of the complex plane, at the cube roots of
/// unity. It takes the engine's move after the latest longest earlier run of both players' moves
/// as a feature, and learns one complex "offset" that turns the feature into the move that beats
/// the engine's next one: an average, fading slowly, of target × conj(feature). It then throws at
/// random from the distribution the turned feature points at. Against an engine it cannot read,
/// the offset stays short and the distribution nearly uniform, but never exactly: the offset
/// wanders by about √(rate / 2), and the engine that knows it gains that much a round by answering
/// the distribution rather than any one move.
///
/// The model keeps the same offset and gives that distribution. It is defined for three moves
/// only, as the agent is. It matches runs of at most ``Ensemble/matchLengths`` (20) rounds, where
/// the agent's search stops at 21: the two differ only when an earlier run matches more than 20.
struct RPSGeometryModel: Sendable {
  /// The agent's learning rate: how much of the offset each round replaces.
  static let learningRate = 0.01

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

  /// The cube root of unity at `place` (0, 1 or 2) as its real and imaginary parts.
  private static func root(_ place: Int) -> (Double, Double) {
    switch place {
    case 0: (1, 0)
    case 1: (-0.5, 0.75.squareRoot())
    default: (-0.5, -(0.75.squareRoot()))
    }
  }
}
