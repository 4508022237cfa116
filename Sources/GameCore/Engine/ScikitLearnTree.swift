/// The samples a ``ScikitLearnTree`` is grown on: their features, grouped by how their values can
/// be put in order, and their labels (0, 1 or 2).
protocol ScikitLearnTreeSamples {
  var featureCount: Int { get }
  /// The samples are 0..<sampleCount; the sample classified is apart from them.
  var sampleCount: Int { get }
  func kind(of feature: Int) -> ScikitLearnTreeFeatureKind
  /// For ``ScikitLearnTreeFeatureKind/small(_:)`` features: a whole number below the bound.
  func smallValue(of feature: Int, sample: Int) -> Int
  /// For every kind of feature, as scikit-learn holds it (32-bit floating point).
  func value(of feature: Int, sample: Int) -> Float
  func label(of sample: Int) -> Int
  /// The features of the sample classified.
  func testValue(of feature: Int) -> Float
}

/// How a feature's values can be put in order, which decides how fast a node is split on it. Its
/// values are never negative.
enum ScikitLearnTreeFeatureKind: Sendable {
  /// Whole numbers below the bound: counted into buckets.
  case small(Int)
  /// Values that grow with the sample's number, each at least 1 above the last: already in order.
  case increasing
  /// Anything else: sorted.
  case real
}

/// A decision tree grown as scikit-learn (1.x) grows `DecisionTreeClassifier(random_state=42)`
/// with its defaults, to classify one sample.
///
/// Those defaults are: the best split by Gini impurity at every node, every feature tried, nodes
/// split until pure, nodes built depth first with the left child first. Which of two equally good
/// splits wins depends on the order in which features are tried, and scikit-learn draws that order
/// from a small generator (xorshift) that runs on through the whole tree; so the tree is built node
/// by node in scikit-learn's order, with its generator and its shuffle of the features, until the
/// leaf holding the sample is reached. The arithmetic is scikit-learn's too: features in 32-bit
/// floating point, values closer than 10⁻⁷ treated as equal, scores in its order of operations.
/// Only the sets of samples each node holds matter, not their order, so samples are kept in order
/// of their numbers, which lets ``ScikitLearnTreeFeatureKind/increasing`` features skip sorting.
struct ScikitLearnTree: Sendable {
  /// The first draw of NumPy's `RandomState(42).randint(0, 2**31 - 1)`: the seed scikit-learn's
  /// splitter takes from `random_state=42`.
  static let seedOfRandomState42: UInt32 = 1_608_637_542
  private static let featureThreshold: Float = 1e-7
  private static let epsilon = Double.ulpOfOne

  private struct Node {
    let start: Int
    let end: Int
    let impurity: Double
    let constantFeatures: Int
    let holdsTest: Bool
  }

  private struct Split {
    var feature = -1
    var position = 0
    var threshold = 0.0
  }

  /// What trying one feature at a node found.
  private enum Trial {
    /// The feature takes one value throughout the node: no split on it.
    case constant
    /// The feature's best split, if it beat every split tried before at the node.
    case scored(Split?)
  }

  private var state: UInt32 = 1
  private var samples: [Int32] = []
  private var scratch: [Int32] = []
  private var keys: [UInt64] = []
  private var features: [Int] = []
  private var constantFeatures: [Int] = []
  private var stack: [Node] = []

  /// The label the tree grown on `samples` gives their test sample.
  mutating func classify(_ data: some ScikitLearnTreeSamples, seed: UInt32 = seedOfRandomState42) -> Int {
    let count = data.sampleCount
    precondition(count > 0, "a tree needs samples")
    state = seed
    samples = (0..<Int32(count)).map { $0 }
    features = Array(0..<data.featureCount)
    constantFeatures = Array(repeating: 0, count: data.featureCount)
    stack.removeAll(keepingCapacity: true)
    let rootCounts = labelCounts(data, 0, count)
    stack.append(
      Node(start: 0, end: count, impurity: Self.gini(rootCounts, count), constantFeatures: 0, holdsTest: true)
    )
    while let node = stack.popLast() {
      var split: Split?
      var constants = node.constantFeatures
      if node.end - node.start >= 2, node.impurity > Self.epsilon {
        split = bestSplit(data, node, constants: &constants)
      }
      var children: (left: SIMD3<Int>, right: SIMD3<Int>, position: Int)?
      if let split {
        let position = partition(data, node, split)
        let left = labelCounts(data, node.start, position)
        let right = labelCounts(data, position, node.end)
        // scikit-learn makes a leaf of a split that lowers the impurity by less than nothing.
        if Self.improvement(node, left: left, right: right, position: position, total: count) + Self.epsilon
          >= 0
        {
          children = (left, right, position)
        }
      }
      guard let split, let children else {
        if node.holdsTest { return majority(labelCounts(data, node.start, node.end)) }
        continue
      }
      let (left, right, position) = children
      let testGoesLeft = Double(data.testValue(of: split.feature)) <= split.threshold
      stack.append(
        Node(
          start: position, end: node.end, impurity: Self.gini(right, node.end - position),
          constantFeatures: constants, holdsTest: node.holdsTest && !testGoesLeft))
      stack.append(
        Node(
          start: node.start, end: position, impurity: Self.gini(left, position - node.start),
          constantFeatures: constants, holdsTest: node.holdsTest && testGoesLeft))
    }
    preconditionFailure("the test sample reaches a leaf")
  }

  /// scikit-learn's `node_split_best`: features drawn without replacement (a Fisher–Yates shuffle
  /// of `features` that carries on from node to node), constant ones set aside for the node's
  /// children, and the first best split kept.
  private mutating func bestSplit(
    _ data: some ScikitLearnTreeSamples, _ node: Node, constants knownConstants: inout Int
  ) -> Split? {
    let featureCount = features.count
    var unvisited = featureCount
    var visited = 0
    var foundConstants = 0
    var drawnConstants = 0
    let known = knownConstants
    var totalConstants = known
    var best: Split?
    var bestProxy = -Double.infinity
    let total = labelCounts(data, node.start, node.end)
    while unvisited > totalConstants
      && (visited < featureCount || visited <= foundConstants + drawnConstants)
    {
      visited += 1
      var drawn = drawnConstants + Int(nextRandom() % UInt32(unvisited - foundConstants - drawnConstants))
      if drawn < known {
        features.swapAt(drawnConstants, drawn)
        drawnConstants += 1
        continue
      }
      drawn += foundConstants
      let feature = features[drawn]
      switch trial(data, feature: feature, node: node, total: total, bestProxy: &bestProxy) {
      case .constant:
        features.swapAt(drawn, totalConstants)
        foundConstants += 1
        totalConstants += 1
      case .scored(let split):
        unvisited -= 1
        features.swapAt(unvisited, drawn)
        if let split { best = split }
      }
    }
    for index in 0..<known { features[index] = constantFeatures[index] }
    for index in known..<(known + foundConstants) { constantFeatures[index] = features[index] }
    knownConstants = totalConstants
    return best
  }

  /// Scores every split of the node on one feature, raising `bestProxy` past each better one.
  private mutating func trial(
    _ data: some ScikitLearnTreeSamples, feature: Int, node: Node, total: SIMD3<Int>,
    bestProxy: inout Double
  ) -> Trial {
    let count = node.end - node.start
    var best: Split?
    var left = SIMD3<Int>()
    var leftCount = 0
    switch data.kind(of: feature) {
    case .small(let bound):
      var buckets = [SIMD3<Int>](repeating: SIMD3<Int>(), count: bound)
      for index in node.start..<node.end {
        let sample = Int(samples[index])
        buckets[data.smallValue(of: feature, sample: sample)][data.label(of: sample)] += 1
      }
      let present = buckets.indices.filter { buckets[$0] != SIMD3<Int>() }
      guard present.count > 1 else { return .constant }
      for (rank, value) in present.dropLast().enumerated() {
        left &+= buckets[value]
        leftCount += buckets[value].wrappedSum()
        let proxy = Self.proxyImprovement(left: left, leftCount, total: total, count)
        if proxy > bestProxy {
          bestProxy = proxy
          let next = present[rank + 1]
          best = Split(
            feature: feature, position: node.start + leftCount,
            threshold: Double(Float(value)) / 2 + Double(Float(next)) / 2)
        }
      }
    case .increasing:
      guard count > 1 else { return .constant }
      for index in node.start..<(node.end - 1) {
        let sample = Int(samples[index])
        left[data.label(of: sample)] += 1
        leftCount += 1
        let proxy = Self.proxyImprovement(left: left, leftCount, total: total, count)
        if proxy > bestProxy {
          bestProxy = proxy
          let before = data.value(of: feature, sample: sample)
          let after = data.value(of: feature, sample: Int(samples[index + 1]))
          best = Split(
            feature: feature, position: index + 1, threshold: Double(before) / 2 + Double(after) / 2)
        }
      }
    case .real:
      keys.removeAll(keepingCapacity: true)
      for index in node.start..<node.end {
        let sample = samples[index]
        // Values are never negative, so their bit patterns sort as they do.
        keys.append(UInt64(data.value(of: feature, sample: Int(sample)).bitPattern) << 32 | UInt64(sample))
      }
      keys.sort()
      func valueAt(_ position: Int) -> Float { Float(bitPattern: UInt32(keys[position] >> 32)) }
      guard valueAt(count - 1) > valueAt(0) + Self.featureThreshold else { return .constant }
      var position = 0
      while position < count {
        // scikit-learn's `next_p`: past every value within the threshold of the one before.
        left[data.label(of: Int(UInt32(truncatingIfNeeded: keys[position])))] += 1
        leftCount += 1
        position += 1
        while position < count, valueAt(position) <= valueAt(position - 1) + Self.featureThreshold {
          left[data.label(of: Int(UInt32(truncatingIfNeeded: keys[position])))] += 1
          leftCount += 1
          position += 1
        }
        guard position < count else { break }
        let proxy = Self.proxyImprovement(left: left, leftCount, total: total, count)
        if proxy > bestProxy {
          bestProxy = proxy
          best = Split(
            feature: feature, position: node.start + position,
            threshold: Double(valueAt(position - 1)) / 2 + Double(valueAt(position)) / 2)
        }
      }
    }
    return .scored(best)
  }

  /// Moves the node's samples that go left to its front, both sides keeping the order of their
  /// numbers; returns where the right side begins.
  private mutating func partition(_ data: some ScikitLearnTreeSamples, _ node: Node, _ split: Split) -> Int {
    scratch.removeAll(keepingCapacity: true)
    var position = node.start
    for index in node.start..<node.end {
      let sample = samples[index]
      if Double(data.value(of: split.feature, sample: Int(sample))) <= split.threshold {
        samples[position] = sample
        position += 1
      } else {
        scratch.append(sample)
      }
    }
    precondition(position == split.position, "the threshold splits where the scores were counted")
    for (offset, sample) in scratch.enumerated() { samples[position + offset] = sample }
    return position
  }

  private func labelCounts(_ data: some ScikitLearnTreeSamples, _ start: Int, _ end: Int) -> SIMD3<Int> {
    var counts = SIMD3<Int>()
    for index in start..<end { counts[data.label(of: Int(samples[index]))] += 1 }
    return counts
  }

  /// The label most samples have, the lowest of equals (NumPy's `argmax`).
  private func majority(_ counts: SIMD3<Int>) -> Int {
    counts[0] >= counts[1] ? (counts[0] >= counts[2] ? 0 : 2) : (counts[1] >= counts[2] ? 1 : 2)
  }

  /// scikit-learn's `our_rand_r`.
  private mutating func nextRandom() -> UInt32 {
    if state == 0 { state = 1 }
    state ^= state << 13
    state ^= state >> 17
    state ^= state << 5
    return state % 0x8000_0000
  }

  /// The Gini impurity as scikit-learn's `Gini` criterion computes it.
  private static func gini(_ counts: SIMD3<Int>, _ count: Int) -> Double {
    let weight = Double(count)
    var squares = 0.0
    for label in 0..<3 {
      let labelWeight = Double(counts[label])
      squares += labelWeight * labelWeight
    }
    return 1.0 - squares / (weight * weight)
  }

  /// scikit-learn's `impurity_improvement`: the fall in impurity, weighted by the node's share of
  /// the samples.
  private static func improvement(
    _ node: Node, left: SIMD3<Int>, right: SIMD3<Int>, position: Int, total: Int
  ) -> Double {
    let weight = Double(node.end - node.start)
    let leftWeight = Double(position - node.start)
    let rightWeight = Double(node.end - position)
    return weight / Double(total)
      * (node.impurity - rightWeight / weight * gini(right, node.end - position)
        - leftWeight / weight * gini(left, position - node.start))
  }

  /// scikit-learn's `proxy_impurity_improvement`: the split that maximises it maximises the fall
  /// in impurity.
  private static func proxyImprovement(
    left: SIMD3<Int>, _ leftCount: Int, total: SIMD3<Int>, _ count: Int
  )
    -> Double
  {
    let rightCount = count - leftCount
    return -Double(rightCount) * gini(total &- left, rightCount) - Double(leftCount) * gini(left, leftCount)
  }
}
