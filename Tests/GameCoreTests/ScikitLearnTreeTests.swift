import Testing

@testable import GameCore

/// Samples revealed one at a time, and the plain transcription to check a tree against.
private protocol GrowingSamples: ScikitLearnTreeSamples {
  var test: [Float] { get }
  /// The first `count` samples, with the next as the test sample.
  func prefix(_ count: Int) -> Self
}

extension GrowingSamples {
  /// The numbers of samples, among `counts`, at which `tree` grown on the first samples (in that
  /// order) disagrees with the plain transcription with scikit-learn's seed: another leaf, or
  /// another state of scikit-learn's generator after it (a node that drew its features once too
  /// often or too seldom changes every tree after it).
  func disagreements(growing tree: inout ScikitLearnTree, counts: some Sequence<Int>) -> [Int] {
    counts.filter { count in
      let samples = prefix(count)
      var plain = PlainScikitLearnTree(samples, seed: ScikitLearnTree.seedOfRandomState42)
      let expected = plain.classify(samples.test)
      return tree.classify(samples) != expected || tree.state != plain.state
    }
  }
}

/// Samples of every kind the tree knows, drawn at random and fixed once drawn, with ties among
/// real values and values closer than scikit-learn's threshold of 10⁻⁷.
private struct RandomSamples: GrowingSamples {
  static let baseKinds: [ScikitLearnTreeFeatureKind] = [
    .remainder(modulus: 2, offset: 0), .remainder(modulus: 2, offset: 1), .remainder(modulus: 3, offset: 2),
    .small(3), .small(3), .small(5), .increasing, .increasing, .real, .real, .real, .real,
  ]

  let kinds: [ScikitLearnTreeFeatureKind]
  var rows: [[Float]] = []
  var labels: [Int] = []
  var test: [Float] = []

  /// `count` samples and a test sample, with `copies` times the twelve kinds of feature (each copy
  /// drawn afresh); labels favour one move, as a player's throws might, or, `byParity`, follow the
  /// samples' numbers' parity most of the time where the fourth feature is 0, so that the twin
  /// remainders by 2 share the best split below the root.
  init(count: Int, copies: Int = 1, byParity: Bool = false, generator: inout SeededGenerator) {
    kinds = Array(repeating: Self.baseKinds, count: copies).flatMap { $0 }
    for sample in 0...count {
      let row = kinds.indices.map { feature in
        Self.value(feature % Self.baseKinds.count, sample: sample, generator: &generator)
      }
      if sample == count { test = row } else { rows.append(row) }
    }
    labels = (0..<count).map { sample in
      if byParity && generator.next() % 5 != 0 { return rows[sample][3] == 0 ? sample % 2 : 2 }
      return generator.next() % 5 < 2 ? 0 : Int(generator.next() % 3)
    }
  }

  private static func value(_ feature: Int, sample: Int, generator: inout SeededGenerator) -> Float {
    switch (baseKinds[feature], feature) {
    case (.remainder(let modulus, let offset), _): return Float((sample + offset) % modulus)
    case (.small(let bound), _): return Float(generator.next() % UInt64(bound))
    case (.increasing, _): return Float(sample + 3 * (feature - 6))
    case (_, 8): return [0.25, 0.5, 0.75][Int(generator.next() % 3)]
    case (_, 9): return Float(generator.next() % 1000) / 1000
    // Equal in all but the last bits: scikit-learn treats them as one value.
    case (_, 10): return 0.5 + Float(generator.next() % 4) * 2e-8
    default: return Float(generator.next() % 7) / 7 + (generator.next() % 2 == 0 ? 0 : 0.3)
    }
  }

  func prefix(_ count: Int) -> RandomSamples {
    var samples = self
    samples.rows = Array(rows[..<count])
    samples.labels = Array(labels[..<count])
    samples.test = count < rows.count ? rows[count] : test
    return samples
  }

  var featureCount: Int { kinds.count }
  var sampleCount: Int { rows.count }
  func kind(of feature: Int) -> ScikitLearnTreeFeatureKind { kinds[feature] }
  func smallValue(of feature: Int, sample: Int) -> Int { Int(rows[sample][feature]) }
  func value(of feature: Int, sample: Int) -> Float { rows[sample][feature] }
  func label(of sample: Int) -> Int { labels[sample] }
  func testValue(of feature: Int) -> Float { test[feature] }
  /// The remainders by 2 split alike (on opposite sides), and so do the two increasing features,
  /// within each copy.
  func twinGroup(of feature: Int) -> Int {
    switch feature % Self.baseKinds.count {
    case 1, 7: feature - 1
    default: feature
    }
  }
}

/// Samples with twin features of every kind, the same sets on the same side or on opposite sides,
/// and labels that follow them, so that twins share the best split at many nodes.
private struct TwinSamples: GrowingSamples {
  static let kinds: [ScikitLearnTreeFeatureKind] = [
    .remainder(modulus: 2, offset: 0), .remainder(modulus: 2, offset: 1), .small(3), .small(3), .real, .real,
    .real, .increasing, .increasing, .small(3), .real,
  ]

  var rows: [[Float]] = []
  var labels: [Int] = []
  var test: [Float] = []

  init(count: Int, generator: inout SeededGenerator) {
    for sample in 0...count {
      let move = Float(generator.next() % 3)
      // Sixteenths, so that r + 1 and 1 − r are exact.
      let share = Float(generator.next() % 16) / 16
      let row = [
        Float(sample % 2), Float((sample + 1) % 2), move, 2 - move, share, share + 1, 1 - share,
        Float(sample),
        Float(sample + 3), Float(generator.next() % 3), Float(generator.next() % 5) / 5,
      ]
      if sample == count { test = row } else { rows.append(row) }
    }
    labels = rows.indices.map { sample in
      guard generator.next() % 5 != 0 else { return Int(generator.next() % 3) }
      let row = rows[sample]
      return row[2] == 0 ? sample % 2 : (row[4] < 0.5 ? 1 : 2)
    }
  }

  func prefix(_ count: Int) -> TwinSamples {
    var samples = self
    samples.rows = Array(rows[..<count])
    samples.labels = Array(labels[..<count])
    samples.test = count < rows.count ? rows[count] : test
    return samples
  }

  var featureCount: Int { Self.kinds.count }
  var sampleCount: Int { rows.count }
  func kind(of feature: Int) -> ScikitLearnTreeFeatureKind { Self.kinds[feature] }
  func smallValue(of feature: Int, sample: Int) -> Int { Int(rows[sample][feature]) }
  func value(of feature: Int, sample: Int) -> Float { rows[sample][feature] }
  func label(of sample: Int) -> Int { labels[sample] }
  func testValue(of feature: Int) -> Float { test[feature] }
  /// The remainders by 2 (opposite sides), the move and 2 less it (opposite sides), the share,
  /// 1 more than it (same side) and 1 less it (opposite sides), and the two increasing features.
  func twinGroup(of feature: Int) -> Int {
    switch feature {
    case 1: 0
    case 3: 2
    case 5, 6: 4
    case 8: 7
    default: feature
    }
  }
}

/// scikit-learn's `DecisionTreeClassifier` (Gini, best splitter, every feature, grown until pure,
/// depth first, left first), transcribed plainly from its Cython: every feature sorted and every
/// split scored at every node, no shortcut. The tree under test must agree with it.
private struct PlainScikitLearnTree {
  private static let featureThreshold: Float = 1e-7
  private static let epsilon = Double.ulpOfOne
  private(set) var state: UInt32
  private var features: [Int]
  private var constantFeatures: [Int]
  private let rows: [[Float]]
  private let labels: [Int]

  init(_ data: some ScikitLearnTreeSamples, seed: UInt32) {
    state = seed
    features = Array(0..<data.featureCount)
    constantFeatures = Array(repeating: 0, count: data.featureCount)
    rows = (0..<data.sampleCount).map { sample in
      (0..<data.featureCount).map { data.value(of: $0, sample: sample) }
    }
    labels = (0..<data.sampleCount).map { data.label(of: $0) }
  }

  private static func gini(_ samples: ArraySlice<Int>, _ labels: [Int]) -> Double {
    let weight = Double(samples.count)
    var squares = 0.0
    for label in 0..<3 {
      let count = Double(samples.filter { labels[$0] == label }.count)
      squares += count * count
    }
    return 1.0 - squares / (weight * weight)
  }

  private mutating func randomInt(_ low: Int, _ high: Int) -> Int {
    if state == 0 { state = 1 }
    state ^= state << 13
    state ^= state >> 17
    state ^= state << 5
    return low + Int(state % 0x8000_0000) % (high - low)
  }

  /// The label of the leaf the test sample falls in.
  mutating func classify(_ test: [Float]) -> Int {
    var stack: [(samples: [Int], constants: Int, holdsTest: Bool)] = [(Array(rows.indices), 0, true)]
    while let (samples, knownConstants, holdsTest) = stack.popLast() {
      let impurity = Self.gini(samples[...], labels)
      var split: (feature: Int, threshold: Double, left: [Int], right: [Int])?
      var childConstants = knownConstants
      if samples.count >= 2, impurity > Self.epsilon {
        var best: (feature: Int, threshold: Double)?
        var bestProxy = -Double.infinity
        var unvisited = features.count
        var visited = 0
        var found = 0
        var drawn = 0
        var total = knownConstants
        while unvisited > total && (visited < features.count || visited <= found + drawn) {
          visited += 1
          var index = randomInt(drawn, unvisited - found)
          if index < knownConstants {
            features.swapAt(drawn, index)
            drawn += 1
            continue
          }
          index += found
          let feature = features[index]
          let sorted = samples.sorted { rows[$0][feature] < rows[$1][feature] }
          let values = sorted.map { rows[$0][feature] }
          if values[values.count - 1] <= values[0] + Self.featureThreshold {
            features.swapAt(index, total)
            found += 1
            total += 1
            continue
          }
          unvisited -= 1
          features.swapAt(unvisited, index)
          var position = 0
          while position < sorted.count {
            while position + 1 < sorted.count,
              values[position + 1] <= values[position] + Self.featureThreshold
            {
              position += 1
            }
            position += 1
            guard position < sorted.count else { continue }
            let leftGini = Self.gini(sorted[..<position], labels)
            let rightGini = Self.gini(sorted[position...], labels)
            let proxy = -Double(sorted.count - position) * rightGini - Double(position) * leftGini
            if proxy > bestProxy {
              bestProxy = proxy
              best = (feature, Double(values[position - 1]) / 2.0 + Double(values[position]) / 2.0)
            }
          }
        }
        for index in 0..<knownConstants { features[index] = constantFeatures[index] }
        for index in knownConstants..<(knownConstants + found) { constantFeatures[index] = features[index] }
        childConstants = total
        if let best {
          let left = samples.filter { Double(rows[$0][best.feature]) <= best.threshold }
          let right = samples.filter { Double(rows[$0][best.feature]) > best.threshold }
          let weight = Double(samples.count)
          let improvement =
            weight / Double(rows.count)
            * (impurity - Double(right.count) / weight * Self.gini(right[...], labels) - Double(left.count)
              / weight * Self.gini(left[...], labels))
          if improvement + Self.epsilon >= 0 { split = (best.feature, best.threshold, left, right) }
        }
      }
      guard let split else {
        if holdsTest {
          let counts = (0..<3).map { label in samples.filter { labels[$0] == label }.count }
          return (0..<3).max { counts[$0] < counts[$1] } ?? 0
        }
        continue
      }
      let testGoesLeft = Double(test[split.feature]) <= split.threshold
      stack.append((split.right, childConstants, holdsTest && !testGoesLeft))
      stack.append((split.left, childConstants, holdsTest && testGoesLeft))
    }
    preconditionFailure("the test sample reaches a leaf")
  }
}

@Suite("scikit-learn decision tree")
struct ScikitLearnTreeTests {
  @Test(
    "grows scikit-learn's tree as the samples grow one at a time, and afresh",
    arguments: [1 as UInt64, 2, 3])
  func agreesWithAPlainTranscription(seed: UInt64) {
    // Arrange: 90 samples of every kind of feature, revealed one at a time.
    var generator = SeededGenerator(seed: seed)
    let all = RandomSamples(count: 90, generator: &generator)
    var growing = ScikitLearnTree()
    var disagreements: [Int] = []

    for count in 1...90 {
      // Act: the tree that keeps its copy of the earlier samples, one grown afresh, and the plain
      // transcription, with scikit-learn's seed and another.
      let samples = all.prefix(count)
      let treeSeed = seed == 3 ? 7 : ScikitLearnTree.seedOfRandomState42
      var fresh = ScikitLearnTree()
      var plain = PlainScikitLearnTree(samples, seed: treeSeed)
      let expected = plain.classify(samples.test)

      // Assert: the same leaf, reached after the same draws of scikit-learn's generator (a node
      // that drew its features once too often or too seldom changes every tree after it).
      if growing.classify(samples, seed: treeSeed) != expected || growing.state != plain.state
        || fresh.classify(samples, seed: treeSeed) != expected || fresh.state != plain.state
      {
        disagreements.append(count)
      }
    }
    #expect(disagreements == [])
  }

  @Test(
    "splits on whichever twin feature scikit-learn draws first, one round after another",
    arguments: [5 as UInt64, 6])
  func twinRemaindersThatShareTheBestSplitAreDrawnInTurn(seed: UInt64) {
    // Arrange: labels that follow parity, so the remainders by 2 (twins that put the same sets on
    // opposite sides) share the best split, and the tree remembers which one scored.
    var generator = SeededGenerator(seed: seed)
    let all = RandomSamples(count: 150, byParity: true, generator: &generator)
    var tree = ScikitLearnTree()

    // Act
    let disagreements = all.disagreements(growing: &tree, counts: 1...150)

    // Assert
    #expect(disagreements == [])
  }

  @Test(
    "splits on a drawn twin of every kind with its own threshold and side",
    arguments: [9 as UInt64, 10])
  func twinsOfEveryKindAreSplitOnTheirOwnValues(seed: UInt64) {
    // Arrange: twin moves, shares and round numbers that labels follow.
    var generator = SeededGenerator(seed: seed)
    let all = TwinSamples(count: 120, generator: &generator)
    var tree = ScikitLearnTree()

    // Act
    let disagreements = all.disagreements(growing: &tree, counts: 1...120)

    // Assert
    #expect(disagreements == [])
  }

  @Test("grows scikit-learn's tree with more features than the memo has bits for")
  func growsTreesOfManyFeaturesWithoutTheMemo() {
    // Arrange: six copies of the twelve kinds, 72 features.
    var generator = SeededGenerator(seed: 11)
    let all = RandomSamples(count: 40, copies: 6, generator: &generator)
    var tree = ScikitLearnTree()

    // Act
    let disagreements = all.disagreements(growing: &tree, counts: 1...40)

    // Assert
    #expect(disagreements == [])
  }

  @Test("grows scikit-learn's tree when its memo is forgotten every few rounds")
  func growsTheSameTreeAfterTheMemoIsForgotten() {
    // Arrange: a memo of at most 40 sets, forgotten every few rounds.
    var generator = SeededGenerator(seed: 12)
    let all = RandomSamples(count: 90, generator: &generator)
    var tree = ScikitLearnTree(memoCapacity: { _ in 40 })

    // Act
    let disagreements = all.disagreements(growing: &tree, counts: 1...90)

    // Assert
    #expect(disagreements == [])
  }

  @Test("grows the same tree when the samples are not one more than last time")
  func startsAfreshWhenTheSamplesJump() {
    // Arrange
    var generator = SeededGenerator(seed: 4)
    let all = RandomSamples(count: 90, generator: &generator)
    var tree = ScikitLearnTree()

    // Act
    let disagreements = all.disagreements(growing: &tree, counts: [60, 60, 30, 31, 90, 2, 3])

    // Assert
    #expect(disagreements == [])
  }
}
