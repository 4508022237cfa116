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
  /// The same number for features that split every set of samples into the same two sets, and so
  /// score alike (the round numbers of a window's first and second rounds, say, or their
  /// remainders by 2, which put the same sets on opposite sides: the score is the same either
  /// way round); otherwise the feature itself. Only the first of such features tried at a node is
  /// scored.
  func twinGroup(of feature: Int) -> Int
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
///
/// Only the sets of samples each node holds matter, not their order, so the work is arranged for
/// speed: a node's samples are kept in order of their numbers (which puts
/// ``ScikitLearnTreeFeatureKind/increasing`` features in order), small whole-number features are
/// counted into buckets, and the samples are sorted by each real-valued feature once per tree,
/// each node keeping its share of every sorted list in order as it splits.
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

  /// The best split found so far at a node, by its score as scikit-learn computes it.
  private struct Leader {
    var proxy = -Double.infinity

    /// Whether a split with these counts on its left beats the leader, as scikit-learn's strict
    /// comparison of scores decides; if so it becomes the leader.
    @inline(__always)
    mutating func isBeaten(left: SIMD3<Int>, _ leftCount: Int, total: SIMD3<Int>, _ count: Int) -> Bool {
      let proxy = ScikitLearnTree.proxyImprovement(left: left, leftCount, total: total, count)
      guard proxy > self.proxy else { return false }
      self.proxy = proxy
      return true
    }
  }

  /// What trying one feature at a node found.
  private enum Trial {
    /// The feature takes one value throughout the node: no split on it.
    case constant
    /// The feature's best split, if it beat every split tried before at the node.
    case scored(Split?)
  }

  /// One sample of each label, to add to counts without writing one lane of a vector.
  private static let units = [SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)]
  private static let untried: UInt8 = 0
  private static let scored: UInt8 = 1
  private static let constant: UInt8 = 2

  private var state: UInt32 = 1
  private var sampleCount = 0
  private var kinds: [ScikitLearnTreeFeatureKind] = []
  private var twins: [Int] = []
  private var labels: [UInt8] = []
  /// Every feature's values, feature by feature: `feature × sampleCount + sample`.
  private var values: [Float] = []
  /// The small features' values, as whole numbers, feature by feature: `the feature's place in
  /// smallFeatures × sampleCount + sample`.
  private var smallValues: [UInt8] = []
  private var smallFeatures: [Int] = []
  /// Per feature, its place in `smallFeatures`, or −1.
  private var smallSlots: [Int] = []

  /// For each real-valued feature, in the order of `realFeatures`, the samples sorted by it; each
  /// node's samples are in its range of each list, still sorted.
  private var sortedSamples: [Int32] = []
  private var realFeatures: [Int] = []
  /// Per feature, its place in `realFeatures`, or −1.
  private var realSlots: [Int] = []
  /// Each node's samples, in order of their numbers.
  private var samples: [Int32] = []
  private var goesLeft: [Bool] = []
  private var scratch: [Int32] = []
  private var features: [Int] = []
  private var constantFeatures: [Int] = []
  private var stack: [Node] = []
  /// Per twin group, what trying it found at the current node: ``untried``, ``scored`` or
  /// ``constant``.
  private var groupTrials: [UInt8] = []

  /// The label the tree grown on `data`'s samples gives its test sample.
  mutating func classify(_ data: some ScikitLearnTreeSamples, seed: UInt32 = seedOfRandomState42) -> Int {
    load(data)
    let count = sampleCount
    state = seed
    let rootCounts = labelCounts(0, count)
    stack.removeAll(keepingCapacity: true)
    stack.append(
      Node(start: 0, end: count, impurity: Self.gini(rootCounts, count), constantFeatures: 0, holdsTest: true)
    )
    while let node = stack.popLast() {
      var split: Split?
      var constants = node.constantFeatures
      if node.end - node.start >= 2, node.impurity > Self.epsilon {
        split = bestSplit(node, constants: &constants)
      }
      var children: (left: SIMD3<Int>, right: SIMD3<Int>, position: Int)?
      if let split {
        let position = partition(node, split)
        let left = labelCounts(node.start, position)
        let right = labelCounts(position, node.end)
        // scikit-learn makes a leaf of a split that lowers the impurity by less than nothing.
        if Self.improvement(node, left: left, right: right, position: position, total: count) + Self.epsilon
          >= 0
        {
          children = (left, right, position)
        }
      }
      guard let split, let children else {
        if node.holdsTest { return majority(labelCounts(node.start, node.end)) }
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

  /// Copies the samples into the tree's buffers, and sorts them by each real-valued feature.
  private mutating func load(_ data: some ScikitLearnTreeSamples) {
    let count = data.sampleCount
    let featureCount = data.featureCount
    precondition(count > 0, "a tree needs samples")
    sampleCount = count
    kinds = (0..<featureCount).map { data.kind(of: $0) }
    twins = (0..<featureCount).map { data.twinGroup(of: $0) }
    labels = (0..<count).map { UInt8(data.label(of: $0)) }
    values = Array(repeating: 0, count: featureCount * count)
    smallFeatures = (0..<featureCount).filter { if case .small = kinds[$0] { true } else { false } }
    smallSlots = Array(repeating: -1, count: featureCount)
    for (slot, feature) in smallFeatures.enumerated() { smallSlots[feature] = slot }
    smallValues = Array(repeating: 0, count: smallFeatures.count * count)
    realFeatures = []
    realSlots = Array(repeating: -1, count: featureCount)
    for feature in 0..<featureCount {
      let base = feature * count
      if case .small(let bound) = kinds[feature] {
        precondition(bound <= 256, "a small feature's values fit in a byte")
        for sample in 0..<count {
          let value = data.smallValue(of: feature, sample: sample)
          precondition(value >= 0 && value < bound, "a small feature's values lie below its bound")
          smallValues[smallSlots[feature] * count + sample] = UInt8(value)
          values[base + sample] = Float(value)
        }
      } else {
        for sample in 0..<count { values[base + sample] = data.value(of: feature, sample: sample) }
      }
      if case .real = kinds[feature] {
        realSlots[feature] = realFeatures.count
        realFeatures.append(feature)
      }
    }
    sortedSamples = []
    sortedSamples.reserveCapacity(realFeatures.count * count)
    for feature in realFeatures {
      let base = feature * count
      // Values are never negative, so their bit patterns sort as they do.
      let keys = (0..<count).map { UInt64(values[base + $0].bitPattern) << 32 | UInt64($0) }.sorted()
      sortedSamples += keys.map { Int32(truncatingIfNeeded: $0) }
    }
    samples = (0..<Int32(count)).map { $0 }
    goesLeft = Array(repeating: false, count: count)
    features = Array(0..<featureCount)
    constantFeatures = Array(repeating: 0, count: featureCount)
    groupTrials = Array(repeating: Self.untried, count: featureCount)
  }

  /// scikit-learn's `node_split_best`: features drawn without replacement (a Fisher–Yates shuffle
  /// of `features` that carries on from node to node), constant ones set aside for the node's
  /// children, and the first best split kept.
  private mutating func bestSplit(_ node: Node, constants knownConstants: inout Int) -> Split? {
    let featureCount = features.count
    var unvisited = featureCount
    var visited = 0
    var foundConstants = 0
    var drawnConstants = 0
    let known = knownConstants
    var totalConstants = known
    var best: Split?
    var leader = Leader()
    let total = labelCounts(node.start, node.end)
    for index in groupTrials.indices { groupTrials[index] = Self.untried }
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
      let group = twins[feature]
      let outcome: Trial
      switch groupTrials[group] {
      // A twin's scores are this feature's, and none of them beat the best so far.
      case Self.scored: outcome = .scored(nil)
      case Self.constant: outcome = .constant
      default:
        outcome = trial(feature: feature, node: node, total: total, leader: &leader)
        if case .constant = outcome {
          groupTrials[group] = Self.constant
        } else {
          groupTrials[group] = Self.scored
        }
      }
      switch outcome {
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

  /// Scores every split of the node on one feature, against the leader among the splits so far.
  private func trial(feature: Int, node: Node, total: SIMD3<Int>, leader: inout Leader) -> Trial {
    let count = node.end - node.start
    let base = feature * sampleCount
    var best: Split?
    var left = SIMD3<Int>()
    var leftCount = 0
    switch kinds[feature] {
    case .small(let bound):
      // Counts in a flat buffer: bumping one lane of a vector in memory stalls the processor.
      let column = smallSlots[feature] * sampleCount
      return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * bound) { counts in
        counts.initialize(repeating: 0)
        for index in node.start..<node.end {
          let sample = Int(samples[index])
          counts[3 * Int(smallValues[column + sample]) + Int(labels[sample])] += 1
        }
        var previous = -1
        var distinct = 0
        for value in 0..<bound {
          let bucket = SIMD3(counts[3 * value], counts[3 * value + 1], counts[3 * value + 2])
          guard bucket != SIMD3<Int>() else { continue }
          if previous >= 0, leader.isBeaten(left: left, leftCount, total: total, count) {
            best = Split(
              feature: feature, position: node.start + leftCount,
              threshold: Double(Float(previous)) / 2 + Double(Float(value)) / 2)
          }
          left &+= bucket
          leftCount += bucket.wrappedSum()
          previous = value
          distinct += 1
        }
        return distinct > 1 ? .scored(best) : .constant
      }
    case .increasing:
      guard count > 1 else { return .constant }
      for index in node.start..<(node.end - 1) {
        let sample = Int(samples[index])
        left &+= Self.units[Int(labels[sample])]
        leftCount += 1
        if leader.isBeaten(left: left, leftCount, total: total, count) {
          let after = Int(samples[index + 1])
          best = Split(
            feature: feature, position: index + 1,
            threshold: Double(values[base + sample]) / 2 + Double(values[base + after]) / 2)
        }
      }
    case .real:
      let sorted = realSlots[feature] * sampleCount
      func valueAt(_ position: Int) -> Float { values[base + Int(sortedSamples[sorted + position])] }
      guard valueAt(node.end - 1) > valueAt(node.start) + Self.featureThreshold else { return .constant }
      var position = node.start
      while position < node.end {
        // scikit-learn's `next_p`: past every value within the threshold of the one before.
        left &+= Self.units[Int(labels[Int(sortedSamples[sorted + position])])]
        leftCount += 1
        position += 1
        while position < node.end, valueAt(position) <= valueAt(position - 1) + Self.featureThreshold {
          left &+= Self.units[Int(labels[Int(sortedSamples[sorted + position])])]
          leftCount += 1
          position += 1
        }
        guard position < node.end else { break }
        if leader.isBeaten(left: left, leftCount, total: total, count) {
          best = Split(
            feature: feature, position: position,
            threshold: Double(valueAt(position - 1)) / 2 + Double(valueAt(position)) / 2)
        }
      }
    }
    return .scored(best)
  }

  /// Moves the node's samples that go left to the front of its range, in `samples` and in every
  /// sorted list, each side keeping its order; returns where the right side begins.
  private mutating func partition(_ node: Node, _ split: Split) -> Int {
    let base = split.feature * sampleCount
    var position = node.start
    scratch.removeAll(keepingCapacity: true)
    for index in node.start..<node.end {
      let sample = samples[index]
      let left = Double(values[base + Int(sample)]) <= split.threshold
      goesLeft[Int(sample)] = left
      if left {
        samples[position] = sample
        position += 1
      } else {
        scratch.append(sample)
      }
    }
    precondition(position == split.position, "the threshold splits where the scores were counted")
    for (offset, sample) in scratch.enumerated() { samples[position + offset] = sample }
    for slot in realFeatures.indices {
      let sorted = slot * sampleCount
      var front = sorted + node.start
      scratch.removeAll(keepingCapacity: true)
      for index in (sorted + node.start)..<(sorted + node.end) {
        let sample = sortedSamples[index]
        if goesLeft[Int(sample)] {
          sortedSamples[front] = sample
          front += 1
        } else {
          scratch.append(sample)
        }
      }
      for (offset, sample) in scratch.enumerated() { sortedSamples[front + offset] = sample }
    }
    return position
  }

  private func labelCounts(_ start: Int, _ end: Int) -> SIMD3<Int> {
    var counts = SIMD3<Int>()
    for index in start..<end { counts &+= Self.units[Int(labels[Int(samples[index])])] }
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
  fileprivate static func proxyImprovement(
    left: SIMD3<Int>, _ leftCount: Int, total: SIMD3<Int>, _ count: Int
  )
    -> Double
  {
    let rightCount = count - leftCount
    return -Double(rightCount) * gini(total &- left, rightCount) - Double(leftCount) * gini(left, leftCount)
  }
}
