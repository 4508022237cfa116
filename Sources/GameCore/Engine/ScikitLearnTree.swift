/// The samples a ``ScikitLearnTree`` is grown on: their features, grouped by how their values can
/// be put in order, and their labels (0, 1 or 2).
///
/// A tree asked again about one more sample keeps what it copied of the others, so sample `s`
/// must be the same (features and label) in every call that has it.
protocol ScikitLearnTreeSamples {
  var featureCount: Int { get }
  /// The samples are 0..<sampleCount; the sample classified is apart from them.
  var sampleCount: Int { get }
  func kind(of feature: Int) -> ScikitLearnTreeFeatureKind
  /// For ``ScikitLearnTreeFeatureKind/small(_:)`` and
  /// ``ScikitLearnTreeFeatureKind/remainder(modulus:offset:)`` features: a whole number below the
  /// bound.
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
enum ScikitLearnTreeFeatureKind: Sendable, Equatable {
  /// Whole numbers below the bound: counted into buckets.
  case small(Int)
  /// The sample's number plus the offset, modulo the modulus: counted into buckets from one count
  /// of the node's samples by their numbers' remainders, shared by every such feature.
  case remainder(modulus: Int, offset: Int)
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
/// ``ScikitLearnTreeFeatureKind/increasing`` features in order); a node's tally counts its samples
/// by label and by the value of every small whole-number feature (remainder features from one count
/// per modulus), the root's kept up to date as samples come and a child's counted only if it is
/// the smaller one, the other's found by subtraction; the samples are kept sorted by each
/// real-valued feature from call to call (a call with one more sample only files the newest), each
/// node keeping its share of every sorted list in order as it splits; a split is scored in
/// scikit-learn's arithmetic only if its exact score says it could lead; and a pair of samples away
/// from the test sample only draws its features, since both its children are leaves.
///
/// Most of a tree's nodes hold the same samples as a node of the tree grown one sample earlier, so
/// what a set of samples decides is remembered (``ScikitLearnNodeMemo``): which features are
/// constant and which splits share the best score. A node met again draws its features with the
/// generator as it now stands and takes the first of those splits drawn, without scoring them
/// again (but for one feature when the twin drawn first is not the one remembered: its own split
/// is found). Nodes new to the tree are scored, their sorted lists and tallies made only then:
/// those the newest sample joins, those below a split that changed, all of them once the memo is
/// forgotten.
struct ScikitLearnTree: Sendable {
  /// The first draw of NumPy's `RandomState(42).randint(0, 2**31 - 1)`: the seed scikit-learn's
  /// splitter takes from `random_state=42`.
  static let seedOfRandomState42: UInt32 = 1_608_637_542
  private static let featureThreshold: Float = 1e-7

  /// Whether scikit-learn holds two values of a feature, in order, to be different: more than its
  /// threshold apart. A feature whose highest and lowest values in a node are not is constant there.
  @inline(__always)
  private static func differ(_ lower: Float, _ higher: Float) -> Bool {
    higher > lower + featureThreshold
  }
  private static let epsilon = Double.ulpOfOne

  private struct Node {
    let start: Int
    let end: Int
    /// Its samples' labels, counted.
    let counts: SIMD3<Int>
    let impurity: Double
    let constantFeatures: Int
    let holdsTest: Bool
    /// Its samples' keys, summed (``ScikitLearnNodeMemo/SampleSet``).
    let keySum: SIMD2<UInt64>
    /// Where the memo keeps what its samples decide, if it does and its splits are scored.
    var memoIndex: Int?
    /// Whether its range of every sorted list holds its samples, in order.
    var sorted: Bool
    /// Whether its place in `tallies` holds its tally.
    var tallied: Bool

    /// Whether its splits are scored afresh.
    var isNew: Bool { memoIndex == nil && ScikitLearnTree.isScored(self) }
  }

  /// A split of a node: its feature and threshold, and where its right side begins among the
  /// node's samples (counted from the node's start in the memo).
  struct Split {
    var feature: Int
    var position: Int
    var threshold: Double
    /// The labels of the samples that go left, counted.
    var left: SIMD3<Int>
  }

  /// The best split found so far at a node: its score as scikit-learn computes it, and the exact
  /// score it rounds (the sum over both sides of their label counts squared over their size).
  ///
  /// A split is scored in scikit-learn's arithmetic only if its exact score, reckoned with
  /// reciprocals, is within `margin` of the leader's: both roundings are below 10⁻¹⁴ of the
  /// node's size, far inside the margin, so a split ruled out could not have led.
  private struct Leader {
    var proxy = -Double.infinity
    var exact = -Double.infinity
    let margin: Double
    let total: SIMD3<Int>
    let count: Int

    init(total: SIMD3<Int>, count: Int) {
      self.total = total
      self.count = count
      margin = 1e-12 * Double(count)
    }

    /// How a split compares with the leader by scikit-learn's score: `.ahead` if it beats it, as
    /// scikit-learn's strict comparison decides (it then becomes the leader), `.level` if it scores
    /// the same. The sums of squared label counts on each side are whole numbers below 2⁵³, so
    /// they convert exactly; `left` is reckoned only for a split that could lead.
    @inline(__always)
    mutating func compare(
      leftSquares: Int, rightSquares: Int, leftCount: Int, left: () -> SIMD3<Int>,
      reciprocals: UnsafeBufferPointer<Double>
    ) -> Standing {
      let exact =
        Double(leftSquares) * reciprocals[leftCount] + Double(rightSquares) * reciprocals[count &- leftCount]
      guard exact >= self.exact - margin else { return .behind }
      let proxy = ScikitLearnTree.proxyImprovement(left: left(), leftCount, total: total, count)
      guard proxy > self.proxy else { return proxy == self.proxy ? .level : .behind }
      self.proxy = proxy
      self.exact = exact
      return .ahead
    }

    @inline(__always)
    mutating func compare(
      _ squares: Squares, _ leftCount: Int, reciprocals: UnsafeBufferPointer<Double>
    ) -> Standing {
      compare(
        leftSquares: squares.leftSum, rightSquares: squares.rightSum, leftCount: leftCount,
        left: { squares.left }, reciprocals: reciprocals)
    }

    @inline(__always)
    mutating func compare(
      _ l0: Int, _ l1: Int, _ l2: Int, _ leftCount: Int, reciprocals: UnsafeBufferPointer<Double>
    ) -> Standing {
      let (r0, r1, r2) = (total[0] &- l0, total[1] &- l1, total[2] &- l2)
      return compare(
        leftSquares: l0 &* l0 &+ l1 &* l1 &+ l2 &* l2, rightSquares: r0 &* r0 &+ r1 &* r1 &+ r2 &* r2,
        leftCount: leftCount, left: { SIMD3(l0, l1, l2) }, reciprocals: reciprocals)
    }
  }

  /// How a split's score compares with the best so far at its node.
  private enum Standing {
    case behind
    case level
    case ahead
  }

  /// The splits that share the best score found so far at a node, in the order found, each the
  /// first of its feature's with that score: whichever of their features scikit-learn tries first
  /// wins, so a node's candidates decide its split whatever order the generator draws.
  private struct Candidates {
    private(set) var splits: [Split] = []

    /// Adds a split on `feature` that leads (dropping the others) or shares the lead, unless its
    /// feature has one with that score already; `split` is made only then.
    @inline(__always)
    mutating func add(_ standing: Standing, feature: Int, _ split: @autoclosure () -> Split) {
      switch standing {
      case .behind: return
      case .ahead: splits.removeAll(keepingCapacity: true)
      case .level: if splits.last?.feature == feature { return }
      }
      splits.append(split())
    }
  }

  /// The sums of squared label counts on each side of a split, kept up to date as the samples
  /// cross from right to left one at a time. The counts are kept in memory, left then right, so
  /// that a label picks them without a branch.
  private struct Squares {
    private let counts: UnsafeMutableBufferPointer<Int>
    var leftSum = 0
    var rightSum: Int

    init(total: SIMD3<Int>, counts: UnsafeMutableBufferPointer<Int>) {
      self.counts = counts
      for label in 0..<3 {
        counts[label] = 0
        counts[3 + label] = total[label]
      }
      rightSum = counts[3] * counts[3] + counts[4] * counts[4] + counts[5] * counts[5]
    }

    /// Moves one sample with this label from the right to the left.
    @inline(__always)
    mutating func move(_ label: Int) {
      let onLeft = counts[label]
      let onRight = counts[3 + label]
      counts[label] = onLeft &+ 1
      counts[3 + label] = onRight &- 1
      leftSum &+= 2 &* onLeft &+ 1
      rightSum &-= 2 &* onRight &- 1
    }

    var left: SIMD3<Int> { SIMD3(counts[0], counts[1], counts[2]) }
  }

  private static let untried: UInt8 = 0
  private static let scored: UInt8 = 1
  private static let constant: UInt8 = 2

  /// scikit-learn's generator, as the latest classification left it.
  private(set) var state: UInt32 = 1
  private var sampleCount = 0
  private var featureCount = 0
  private var kinds: [ScikitLearnTreeFeatureKind] = []
  private var twins: [Int] = []
  private var labels: [UInt8] = []
  /// Per feature, every sample's value.
  private var columns: [[Float]] = []
  /// The remainder features' moduli, each once.
  private var moduli: [Int] = []
  /// Per small or remainder feature, where its counts by value and label begin in a node's tally
  /// (a remainder feature's are its modulus's, by remainder and label); −1 for other features.
  private var tallyOffsets: [Int] = []
  /// Per modulus, where its counts by remainder and label begin in a tally.
  private var modulusOffsets: [Int] = []
  /// Per remainder feature, the remainder whose samples take its value 0: (−offset) mod modulus.
  private var firstRemainders: [Int] = []
  /// The counts in a node's tally: three per value of each small feature and per remainder of
  /// each modulus.
  private var tallySize = 0
  /// The counts each sample adds to in a tally: one per small feature, then one per modulus.
  private var tallyWidth = 0
  /// Per sample, `tallyWidth` places in a tally, the sample's value (or remainder) times 3 plus its
  /// label, past the feature's offset.
  private var tallyEntries: [UInt16] = []
  /// The tally of every sample so far: the root's, kept up to date as samples come.
  private var rootTally: [Int] = []
  /// The root's labels, counted.
  private var rootCounts = SIMD3<Int>()
  /// For each real-valued feature, in the order of `realFeatures`, every sample's entry (see
  /// ``entry(value:sample:label:)``), sorted.
  private var sortedColumns: [[UInt64]] = []
  private var realFeatures: [Int] = []
  /// Per feature, its place in `realFeatures`, or −1.
  private var realSlots: [Int] = []
  /// ⌈2⁶⁴ / n⌉ for every n up to the number of features (0 for n = 1, whose remainder is 0): a
  /// draw's remainder by n is then found, exactly, by multiplying (Lemire's method), where a
  /// division would cost as much as trying a small feature.
  private var remainderMultipliers: [UInt64] = []
  /// 1/n for every n up to the number of samples.
  private var reciprocals: [Double] = [0]

  /// For each real-valued feature, the samples' entries sorted by it; a node marked `sorted` finds
  /// its samples in its range of each list, still sorted (a split whose children are not new
  /// leaves its range as it is, and a new node below it sorts its own range afresh).
  private var sortedSamples: [UInt64] = []
  /// Each node's samples, in order of their numbers, each as its number times 4 plus its label.
  private var samples: [Int32] = []
  private var goesLeft: [Bool] = []
  private var scratch: [UInt64] = []
  private var features: [Int] = []
  private var constantFeatures: [Int] = []
  private var stack: [Node] = []
  /// The tallies of the nodes on the stack, each at its node's place in the stack times
  /// `tallySize`: a node's children get theirs from it when it splits, the smaller side counted
  /// and the other found by subtraction, so no node counts more samples than its smaller child.
  /// Only new nodes read a tally, and children's are made only when one of them is new: the places
  /// of the others hold stale counts, and a new node whose parent had none counts its own.
  private var tallies: [Int] = []
  /// Per twin group, what trying it found at the current node: ``untried``, ``scored`` or
  /// ``constant``.
  private var groupTrials: [UInt8] = []
  /// Per sample, its keys in the sums that name a set of samples.
  private var sampleKeys: [SIMD2<UInt64>] = []
  /// Every sample's keys, summed: the root's set.
  private var rootKeySum = SIMD2<UInt64>()
  /// What the sets of samples split so far decide; forgotten when it holds more than
  /// ``memoCapacity(samples:)`` sets, or the samples start afresh.
  private var memo = ScikitLearnNodeMemo()
  /// The most sets the memo holds for a number of samples.
  private let memoCapacity: @Sendable (Int) -> Int
  /// Whether the memo is used: its bits hold every feature.
  private var remembers = false

  /// A tree whose memo holds at most `memoCapacity(samples)` sets before it is forgotten.
  init(memoCapacity: @escaping @Sendable (Int) -> Int = ScikitLearnTree.memoCapacity(samples:)) {
    self.memoCapacity = memoCapacity
  }

  /// The label the tree grown on `data`'s samples gives its test sample.
  mutating func classify(_ data: some ScikitLearnTreeSamples, seed: UInt32 = seedOfRandomState42) -> Int {
    load(data)
    let count = sampleCount
    state = seed
    stack.removeAll(keepingCapacity: true)
    reserveTallies(upTo: 0)
    for index in 0..<tallySize { tallies[index] = rootTally[index] }
    var root = makeNode(0..<count, counts: rootCounts, constants: 0, holdsTest: true, keySum: rootKeySum)
    (root.sorted, root.tallied) = (true, true)
    stack.append(root)
    while let node = stack.popLast() {
      let slot = stack.count
      var split: Split?
      var constants = node.constantFeatures
      if Self.isScored(node) {
        split =
          if let memoIndex = node.memoIndex {
            replaySplit(node, slot: slot, facts: memo[memoIndex], constants: &constants)
          } else {
            bestSplit(node, slot: slot, constants: &constants)
          }
      } else if Self.looksForSplit(node) {
        // Both children of a pair are leaves, and the test sample is elsewhere: only the draws
        // matter, for the nodes after it.
        drawFeatures(of: node, constants: constants)
        continue
      }
      // scikit-learn makes a leaf of a split that lowers the impurity by less than nothing.
      guard let split,
        Self.improvement(
          node, left: split.left, right: node.counts &- split.left, position: split.position, total: count)
          + Self.epsilon >= 0
      else {
        if node.holdsTest { return majority(node.counts) }
        continue
      }
      let (left, right, position) = (split.left, node.counts &- split.left, split.position)
      let testGoesLeft = Double(data.testValue(of: split.feature)) <= split.threshold
      partitionSamples(node, split)
      let leftKeySum = keySum(of: node.start..<position, in: node)
      var rightNode = makeNode(
        position..<node.end, counts: right, constants: constants, holdsTest: node.holdsTest && !testGoesLeft,
        keySum: node.keySum &- leftKeySum)
      var leftNode = makeNode(
        node.start..<position, counts: left, constants: constants, holdsTest: node.holdsTest && testGoesLeft,
        keySum: leftKeySum)
      // A child scored afresh needs its sorted lists and tally: they are cheapest made from its
      // parent's, if it has them.
      if leftNode.isNew || rightNode.isNew {
        if node.sorted {
          partitionSortedLists(node)
          (leftNode.sorted, rightNode.sorted) = (true, true)
        }
        if node.tallied {
          tallyChildren(of: node, position: position, slot: slot)
          (leftNode.tallied, rightNode.tallied) = (true, true)
        }
      }
      stack.append(rightNode)
      stack.append(leftNode)
    }
    preconditionFailure("the test sample reaches a leaf")
  }

  /// A node of the samples at `range` of `samples`, looked for in the memo if its splits are
  /// scored; its sorted lists and tally are not made.
  private func makeNode(
    _ range: Range<Int>, counts: SIMD3<Int>, constants: Int, holdsTest: Bool, keySum: SIMD2<UInt64>
  ) -> Node {
    var node = Node(
      start: range.lowerBound, end: range.upperBound, counts: counts,
      impurity: Self.gini(counts, range.count),
      constantFeatures: constants, holdsTest: holdsTest, keySum: keySum, memoIndex: nil, sorted: false,
      tallied: false)
    if remembers && Self.isScored(node) { node.memoIndex = memo.index(of: keySum, count: range.count) }
    return node
  }

  /// Whether scikit-learn looks for a split of the node: it has two samples or more, and more than
  /// one label.
  private static func looksForSplit(_ node: Node) -> Bool {
    node.end - node.start >= 2 && node.impurity > epsilon
  }

  /// Whether the node's splits are scored: scikit-learn looks for one, and it decides more than the draws
  /// (a pair's children are leaves, so its split matters only if it holds the test sample).
  private static func isScored(_ node: Node) -> Bool {
    looksForSplit(node) && (node.end - node.start > 2 || node.holdsTest)
  }

  /// Brings the tree's copy of the samples up to date (copying only the newest if the samples
  /// grew by one), and lays out the root's samples and sorted lists.
  private mutating func load(_ data: some ScikitLearnTreeSamples) {
    let count = data.sampleCount
    precondition(count > 0, "a tree needs samples")
    if data.featureCount != featureCount || count != sampleCount + 1 || sampleCount == 0 {
      start(data)
    }
    while sampleCount < count { append(data, sample: sampleCount) }
    if memo.count > memoCapacity(count) { memo.removeAll() }
    samples = (0..<count).map { Int32(4 * $0) | Int32(labels[$0]) }
    sortedSamples.removeAll(keepingCapacity: true)
    for column in sortedColumns { sortedSamples += column }
    if goesLeft.count < count { goesLeft = Array(repeating: false, count: 2 * count) }
    features = Array(0..<featureCount)
    constantFeatures = Array(repeating: 0, count: featureCount)
    groupTrials = Array(repeating: Self.untried, count: featureCount)
  }

  /// Forgets every sample, and reads how the features are kinded.
  private mutating func start(_ data: some ScikitLearnTreeSamples) {
    featureCount = data.featureCount
    kinds = (0..<featureCount).map { data.kind(of: $0) }
    twins = (0..<featureCount).map { data.twinGroup(of: $0) }
    realFeatures = (0..<featureCount).filter { kinds[$0] == .real }
    realSlots = Array(repeating: -1, count: featureCount)
    for (slot, feature) in realFeatures.enumerated() { realSlots[feature] = slot }
    moduli = []
    var modulusSlots = Array(repeating: -1, count: featureCount)
    for (feature, kind) in kinds.enumerated() {
      guard case .remainder(let modulus, let offset) = kind else { continue }
      precondition(modulus > 0, "a remainder's modulus is positive")
      precondition(offset >= 0, "a remainder's offset is not negative")
      if let slot = moduli.firstIndex(of: modulus) {
        modulusSlots[feature] = slot
      } else {
        modulusSlots[feature] = moduli.count
        moduli.append(modulus)
      }
    }
    tallyOffsets = Array(repeating: -1, count: featureCount)
    modulusOffsets = []
    tallySize = 0
    tallyWidth = moduli.count
    for (feature, kind) in kinds.enumerated() {
      guard case .small(let bound) = kind else { continue }
      precondition(bound > 0, "a small feature has a value")
      tallyOffsets[feature] = tallySize
      tallySize += 3 * bound
      tallyWidth += 1
    }
    for modulus in moduli {
      modulusOffsets.append(tallySize)
      tallySize += 3 * modulus
    }
    firstRemainders = Array(repeating: 0, count: featureCount)
    for feature in 0..<featureCount where modulusSlots[feature] >= 0 {
      tallyOffsets[feature] = modulusOffsets[modulusSlots[feature]]
      if case .remainder(let modulus, let offset) = kinds[feature] {
        firstRemainders[feature] = (modulus - offset % modulus) % modulus
      }
    }
    precondition(tallySize <= Int(UInt16.max), "a tally's places fit in 16 bits")
    tallyEntries = []
    rootTally = Array(repeating: 0, count: tallySize)
    rootCounts = SIMD3()
    remainderMultipliers = (0...featureCount).map { $0 == 0 ? 0 : UInt64.max / UInt64($0) &+ 1 }
    sampleCount = 0
    labels = []
    sampleKeys = []
    rootKeySum = SIMD2()
    memo.removeAll()
    remembers = featureCount <= ScikitLearnNodeMemo.maximumFeatures
    columns = Array(repeating: [], count: featureCount)
    sortedColumns = Array(repeating: [], count: realFeatures.count)
  }

  /// Copies the next sample, and files it in every sorted list.
  private mutating func append(_ data: some ScikitLearnTreeSamples, sample: Int) {
    let label = data.label(of: sample)
    precondition((0..<3).contains(label), "a label is 0, 1 or 2")
    for feature in 0..<featureCount {
      switch kinds[feature] {
      case .small(let bound):
        let value = data.smallValue(of: feature, sample: sample)
        precondition(value >= 0 && value < bound, "a small feature's values lie below its bound")
        tallyEntries.append(UInt16(tallyOffsets[feature] + 3 * value + label))
        columns[feature].append(Float(value))
      case .remainder(let modulus, let offset):
        let value = data.smallValue(of: feature, sample: sample)
        precondition(value == (sample + offset) % modulus, "a remainder feature is the sample's remainder")
        columns[feature].append(Float(value))
      case .increasing, .real:
        columns[feature].append(data.value(of: feature, sample: sample))
      }
    }
    labels.append(UInt8(label))
    sampleKeys.append(ScikitLearnNodeMemo.keys(of: sample))
    rootKeySum &+= sampleKeys[sample]
    for (slot, modulus) in moduli.enumerated() {
      tallyEntries.append(UInt16(modulusOffsets[slot] + 3 * (sample % modulus) + label))
    }
    for entry in tallyEntries.suffix(tallyWidth) { rootTally[Int(entry)] += 1 }
    rootCounts[label] += 1
    for (slot, feature) in realFeatures.enumerated() {
      // The newest sample has the highest number, so it goes after every equal value.
      let entry = Self.entry(value: columns[feature][sample], sample: sample, label: label)
      var low = 0
      var high = sortedColumns[slot].count
      while low < high {
        let middle = (low + high) / 2
        if sortedColumns[slot][middle] > entry { high = middle } else { low = middle + 1 }
      }
      sortedColumns[slot].insert(entry, at: low)
    }
    sampleCount += 1
    while reciprocals.count <= sampleCount { reciprocals.append(1 / Double(reciprocals.count)) }
  }

  /// A sample in a sorted list: its value's bits (values are never negative, so their bits sort
  /// as they do), then its number, then its label.
  private static func entry(value: Float, sample: Int, label: Int) -> UInt64 {
    UInt64(value.bitPattern) << 32 | UInt64(4 * sample + label)
  }

  /// The most sets the memo holds before it is forgotten, unless told otherwise. Against the
  /// Decision Tree Classifier a round adds about 60 new sets (58,050 in a 1000-round game), and
  /// the memo is forgotten 8 times in the game; the round after grows its tree from nothing. (A
  /// memo eight times larger was slower: a larger table is slower to look in.)
  static func memoCapacity(samples: Int) -> Int { 8 * samples + 1024 }

  /// scikit-learn's `node_split_best`: features drawn without replacement (a Fisher–Yates shuffle
  /// of `features` that carries on from node to node), constant ones set aside for the node's
  /// children, and the first best split kept. What the node's samples decide goes in the memo.
  private mutating func bestSplit(_ node: Node, slot: Int, constants knownConstants: inout Int) -> Split? {
    if !node.sorted { sortLists(of: node) }
    if !node.tallied { tally(node, slot: slot) }
    var leader = Leader(total: node.counts, count: node.end - node.start)
    var candidates = Candidates()
    let tally = slot * tallySize
    shuffleFeatures(constants: &knownConstants) { tree, feature in
      tree.trial(feature: feature, node: node, tally: tally, leader: &leader, candidates: &candidates)
    }
    if remembers {
      var constantMask: UInt64 = 0
      for index in 0..<knownConstants { constantMask |= 1 << UInt64(constantFeatures[index]) }
      var tiedGroups: UInt64 = 0
      var ties = candidates.splits
      for index in ties.indices {
        tiedGroups |= 1 << UInt64(twins[ties[index].feature])
        ties[index].position -= node.start
      }
      memo.record(
        ScikitLearnNodeMemo.Facts(constantFeatures: constantMask, tiedGroups: tiedGroups, ties: ties),
        keySum: node.keySum, count: node.end - node.start)
    }
    return candidates.splits.first
  }

  /// The split scikit-learn makes of a node whose samples the memo knows: the features drawn as
  /// ``bestSplit(_:slot:constants:)`` draws them, and the first of the best splits' features drawn
  /// wins.
  private mutating func replaySplit(
    _ node: Node, slot: Int, facts: ScikitLearnNodeMemo.Facts, constants knownConstants: inout Int
  ) -> Split? {
    var winner = -1
    shuffleFeatures(constants: &knownConstants) { tree, feature in
      if winner < 0 && facts.tiedGroups & 1 << UInt64(tree.twins[feature]) != 0 { winner = feature }
      return facts.constantFeatures & 1 << UInt64(feature) != 0
    }
    guard winner >= 0 else { return nil }
    let group = twins[winner]
    guard var tie = facts.ties.first(where: { twins[$0.feature] == group }) else {
      preconditionFailure("the winner's group is tied")
    }
    guard tie.feature == winner else { return twinSplit(winner, of: node, slot: slot, scoringAs: tie) }
    tie.position += node.start
    return tie
  }

  /// The best split on a feature whose twin's was the one remembered: the twin's score, but a
  /// threshold, and perhaps a side and a position, of its own.
  private mutating func twinSplit(_ feature: Int, of node: Node, slot: Int, scoringAs twin: Split) -> Split {
    switch kinds[feature] {
    case .increasing: break
    case .real: if !node.sorted { sortLists(of: node) }
    case .small, .remainder: if !node.tallied { tally(node, slot: slot) }
    }
    var leader = Leader(total: node.counts, count: node.end - node.start)
    var candidates = Candidates()
    _ = trial(feature: feature, node: node, tally: slot * tallySize, leader: &leader, candidates: &candidates)
    let count = node.end - node.start
    guard let split = candidates.splits.first,
      leader.proxy == Self.proxyImprovement(left: twin.left, twin.position, total: node.counts, count)
    else { preconditionFailure("twin features split every set of samples alike") }
    return split
  }

  /// Lays out the node's range of every sorted list afresh, from its samples.
  private mutating func sortLists(of node: Node) {
    for (slot, feature) in realFeatures.enumerated() {
      let offset = slot * sampleCount
      for index in node.start..<node.end {
        let sample = Int(samples[index] >> 2)
        sortedSamples[offset + index] = Self.entry(
          value: columns[feature][sample], sample: sample, label: Int(labels[sample]))
      }
      sortedSamples[(offset + node.start)..<(offset + node.end)].sort()
    }
  }

  /// Counts the node's tally afresh, at its place in `tallies`.
  private mutating func tally(_ node: Node, slot: Int) {
    reserveTallies(upTo: slot)
    countTally(of: node.start..<node.end, at: slot * tallySize)
  }

  /// Counts the tally of the samples at `range` of `samples` into the tally that begins at
  /// `place`.
  private mutating func countTally(of range: Range<Int>, at place: Int) {
    let width = tallyWidth
    tallies.withUnsafeMutableBufferPointer { tallies in
      for index in place..<(place + tallySize) { tallies[index] = 0 }
      tallyEntries.withUnsafeBufferPointer { entries in
        samples.withUnsafeBufferPointer { samples in
          for index in range {
            let first = Int(samples[index] >> 2) &* width
            for entry in first..<(first &+ width) { tallies[place &+ Int(entries[entry])] &+= 1 }
          }
        }
      }
    }
  }

  /// The keys of the samples at `range` of the node's, summed: the smaller side of its split is
  /// summed, and the other found from the node's.
  private func keySum(of range: Range<Int>, in node: Node) -> SIMD2<UInt64> {
    let other = range.lowerBound == node.start ? range.upperBound..<node.end : node.start..<range.lowerBound
    let summed = range.count <= other.count ? range : other
    var sum = SIMD2<UInt64>()
    samples.withUnsafeBufferPointer { samples in
      sampleKeys.withUnsafeBufferPointer { keys in
        for index in summed { sum &+= keys[Int(samples[index] >> 2)] }
      }
    }
    return summed == range ? sum : node.keySum &- sum
  }

  /// Draws the features as ``bestSplit(_:slot:constants:)`` does for a node of two samples, without
  /// scoring the splits: which features are constant is all that decides the draws.
  private mutating func drawFeatures(of node: Node, constants: Int) {
    precondition(node.end - node.start == 2, "only a pair's features are drawn without scores")
    let first = Int(samples[node.start] >> 2)
    let second = Int(samples[node.start + 1] >> 2)
    var knownConstants = constants
    shuffleFeatures(constants: &knownConstants) { tree, feature in
      let (a, b) = (tree.columns[feature][first], tree.columns[feature][second])
      switch tree.kinds[feature] {
      case .increasing: return false
      case .real: return !Self.differ(min(a, b), max(a, b))
      case .small, .remainder: return a == b
      }
    }
  }

  /// scikit-learn's draw of the features in `node_split_best`, each feature drawn tried once
  /// (`tryFeature` says whether it is constant in the node); on return `knownConstants` counts the
  /// constant features the node's children inherit.
  private mutating func shuffleFeatures(
    constants knownConstants: inout Int, tryFeature: (inout ScikitLearnTree, Int) -> Bool
  ) {
    // The shuffled features and the trials leave the tree while it draws, to be reached
    // through pointers while trying a feature reaches the rest of the tree.
    var features = self.features
    var groupTrials = self.groupTrials
    self.features = []
    self.groupTrials = []
    let featureCount = features.count
    var unvisited = featureCount
    var visited = 0
    var foundConstants = 0
    var drawnConstants = 0
    let known = knownConstants
    var totalConstants = known
    features.withUnsafeMutableBufferPointer { features in
      groupTrials.withUnsafeMutableBufferPointer { groupTrials in
        groupTrials.update(repeating: Self.untried)
        while unvisited > totalConstants
          && (visited < featureCount || visited <= foundConstants + drawnConstants)
        {
          visited += 1
          let bound = unvisited - foundConstants - drawnConstants
          let fraction = remainderMultipliers[bound] &* UInt64(Self.nextRandom(&state))
          var drawn = drawnConstants + Int(fraction.multipliedFullWidth(by: UInt64(bound)).high)
          if drawn < known {
            features.swapAt(drawnConstants, drawn)
            drawnConstants += 1
            continue
          }
          drawn += foundConstants
          let feature = features[drawn]
          let group = twins[feature]
          let isConstant: Bool
          switch groupTrials[group] {
          // A twin's scores are this feature's, and none of them beat the best so far.
          case Self.scored: isConstant = false
          case Self.constant: isConstant = true
          default:
            isConstant = tryFeature(&self, feature)
            groupTrials[group] = isConstant ? Self.constant : Self.scored
          }
          if isConstant {
            features.swapAt(drawn, totalConstants)
            foundConstants += 1
            totalConstants += 1
          } else {
            unvisited -= 1
            features.swapAt(unvisited, drawn)
          }
        }
      }
    }
    for index in 0..<known { features[index] = constantFeatures[index] }
    for index in known..<(known + foundConstants) { constantFeatures[index] = features[index] }
    self.features = features
    self.groupTrials = groupTrials
    knownConstants = totalConstants
  }

  /// Scores every split of the node on one feature, against the leader among the splits so far
  /// (`candidates` take any that beats it or ties with it); returns whether the feature is constant
  /// in the node. The node's tally begins at `tally`. It changes nothing, but as a mutating method
  /// it is called on the tree in place from ``bestSplit(_:slot:constants:)``'s closures, where a
  /// plain one is called on a copy of the whole tree.
  private mutating func trial(
    feature: Int, node: Node, tally: Int, leader: inout Leader, candidates: inout Candidates
  ) -> Bool {
    switch kinds[feature] {
    case .small(let bound):
      let start = tally + tallyOffsets[feature]
      return tallies.withUnsafeBufferPointer { tallies in
        bucketTrial(
          feature: feature, node: node,
          counts: UnsafeBufferPointer(rebasing: tallies[start..<(start + 3 * bound)]),
          leader: &leader, candidates: &candidates)
      }
    case .remainder(let modulus, _):
      let start = tally + tallyOffsets[feature]
      return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * modulus) { counts in
        tallies.withUnsafeBufferPointer { remainders in
          // The feature's value is (number + offset) mod modulus.
          var remainder = firstRemainders[feature]
          for value in 0..<modulus {
            for label in 0..<3 { counts[3 &* value &+ label] = remainders[start &+ 3 &* remainder &+ label] }
            remainder = remainder &+ 1 == modulus ? 0 : remainder &+ 1
          }
        }
        return bucketTrial(
          feature: feature, node: node, counts: UnsafeBufferPointer(counts), leader: &leader,
          candidates: &candidates)
      }
    case .increasing:
      return increasingTrial(feature: feature, node: node, leader: &leader, candidates: &candidates)
    case .real:
      return realTrial(feature: feature, node: node, leader: &leader, candidates: &candidates)
    }
  }

  /// Makes room in `tallies` for the nodes at places up to `slot` in the stack.
  private mutating func reserveTallies(upTo slot: Int) {
    let needed = (slot + 1) * tallySize
    if tallies.count < needed {
      tallies += Array(repeating: 0, count: max(needed, 2 * tallies.count) - tallies.count)
    }
  }

  /// Replaces the tally of a node just split, at its place in the stack, by its right child's, and
  /// puts its left child's after it: the smaller child's samples are counted, and the other
  /// child's counts are the node's less those.
  private mutating func tallyChildren(of node: Node, position: Int, slot: Int) {
    reserveTallies(upTo: slot + 1)
    let leftIsSmaller = position - node.start <= node.end - position
    let counted = leftIsSmaller ? node.start..<position : position..<node.end
    let size = tallySize
    let parent = slot * size
    let child = parent + size
    countTally(of: counted, at: child)
    tallies.withUnsafeMutableBufferPointer { tallies in
      for index in 0..<size {
        let countedHere = tallies[child + index]
        let rest = tallies[parent + index] &- countedHere
        // The left child's tally goes after the node's place, the right child's in it.
        tallies[child + index] = leftIsSmaller ? countedHere : rest
        tallies[parent + index] = leftIsSmaller ? rest : countedHere
      }
    }
  }

  /// Scores the splits between a whole-number feature's values, counted by value and label.
  @inline(__always)
  private func bucketTrial(
    feature: Int, node: Node, counts: UnsafeBufferPointer<Int>, leader: inout Leader,
    candidates: inout Candidates
  ) -> Bool {
    var (l0, l1, l2) = (0, 0, 0)
    var previous = -1
    var distinct = 0
    reciprocals.withUnsafeBufferPointer { reciprocals in
      for value in 0..<(counts.count / 3) {
        let (b0, b1, b2) = (counts[3 * value], counts[3 * value + 1], counts[3 * value + 2])
        guard b0 | b1 | b2 != 0 else { continue }
        if previous >= 0 {
          candidates.add(
            leader.compare(l0, l1, l2, l0 &+ l1 &+ l2, reciprocals: reciprocals), feature: feature,
            Split(
              feature: feature, position: node.start + l0 + l1 + l2,
              threshold: Double(Float(previous)) / 2 + Double(Float(value)) / 2, left: SIMD3(l0, l1, l2)))
        }
        l0 &+= b0
        l1 &+= b1
        l2 &+= b2
        previous = value
        distinct += 1
      }
    }
    return distinct <= 1
  }

  /// Scores the splits between every two of the node's samples: the feature puts them in order
  /// of their numbers, its values at least 1 apart.
  private func increasingTrial(
    feature: Int, node: Node, leader: inout Leader, candidates: inout Candidates
  ) -> Bool {
    guard node.end - node.start > 1 else { return true }
    return samples.withUnsafeBufferPointer { samples in
      reciprocals.withUnsafeBufferPointer { reciprocals in
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 6) { counts in
          var squares = Squares(total: node.counts, counts: counts)
          for index in node.start..<(node.end - 1) {
            squares.move(Int(samples[index] & 3))
            let standing = leader.compare(squares, index + 1 - node.start, reciprocals: reciprocals)
            if standing != .behind {
              let column = columns[feature]
              candidates.add(
                standing, feature: feature,
                Split(
                  feature: feature, position: index + 1,
                  threshold: Double(column[Int(samples[index] >> 2)]) / 2
                    + Double(column[Int(samples[index + 1] >> 2)]) / 2, left: squares.left))
            }
          }
          return false
        }
      }
    }
  }

  /// Scores the splits of a real-valued feature between values more than scikit-learn's
  /// threshold apart, from its sorted list.
  private func realTrial(feature: Int, node: Node, leader: inout Leader, candidates: inout Candidates) -> Bool
  {
    sortedSamples.withUnsafeBufferPointer { sorted in
      reciprocals.withUnsafeBufferPointer { reciprocals in
        let offset = realSlots[feature] * sampleCount
        let start = offset + node.start
        let end = offset + node.end
        func valueAt(_ position: Int) -> Float {
          Float(bitPattern: UInt32(truncatingIfNeeded: sorted[position] >> 32))
        }
        guard Self.differ(valueAt(start), valueAt(end - 1)) else { return true }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 6) { counts in
          var squares = Squares(total: node.counts, counts: counts)
          var position = start
          var value = valueAt(start)
          while position < end {
            // scikit-learn's `next_p`: past every value within the threshold of the one before.
            var previous: Float
            repeat {
              squares.move(Int(sorted[position] & 3))
              position += 1
              previous = value
              if position < end { value = valueAt(position) }
            } while position < end && !Self.differ(previous, value)
            guard position < end else { break }
            candidates.add(
              leader.compare(squares, position - start, reciprocals: reciprocals), feature: feature,
              Split(
                feature: feature, position: position - offset,
                threshold: Double(previous) / 2 + Double(value) / 2, left: squares.left))
          }
          return false
        }
      }
    }
  }

  /// Moves the node's samples that go left to the front of its range in `samples`, each side
  /// keeping its order, and marks them in `goesLeft`.
  private mutating func partitionSamples(_ node: Node, _ split: Split) {
    columns[split.feature].withUnsafeBufferPointer { column in
      samples.withUnsafeBufferPointer { samples in
        goesLeft.withUnsafeMutableBufferPointer { goesLeft in
          for index in node.start..<node.end {
            let sample = Int(samples[index] >> 2)
            goesLeft[sample] = Double(column[sample]) <= split.threshold
          }
        }
      }
    }
    if scratch.count < node.end - node.start { scratch = Array(repeating: 0, count: sampleCount) }
    let position = goesLeft.withUnsafeBufferPointer { goesLeft in
      Self.partition(&samples, node.start..<node.end, scratch: &scratch) { goesLeft[Int($0 >> 2)] }
    }
    precondition(position == split.position, "the threshold splits where the scores were counted")
  }

  /// Moves the node's samples that go left, as ``partitionSamples(_:_:)`` marked them, to the front
  /// of its range of every sorted list, each side keeping its order.
  private mutating func partitionSortedLists(_ node: Node) {
    goesLeft.withUnsafeBufferPointer { goesLeft in
      for slot in realFeatures.indices {
        let sorted = slot * sampleCount
        _ = Self.partition(&sortedSamples, (sorted + node.start)..<(sorted + node.end), scratch: &scratch) {
          goesLeft[Int(truncatingIfNeeded: ($0 & 0xFFFF_FFFF) >> 2)]
        }
      }
    }
  }

  /// Moves a range's entries that go left to its front, each side keeping its order, without a
  /// branch on which way each goes; returns where the right side begins.
  @inline(__always)
  private static func partition<Entry: FixedWidthInteger>(
    _ list: inout [Entry], _ range: Range<Int>, scratch: inout [UInt64], goesLeft: (Entry) -> Bool
  ) -> Int {
    list.withUnsafeMutableBufferPointer { list in
      scratch.withUnsafeMutableBufferPointer { scratch in
        var front = range.lowerBound
        var back = 0
        for index in range {
          let entry = list[index]
          let left = goesLeft(entry) ? 1 : 0
          list[front] = entry
          scratch[back] = UInt64(truncatingIfNeeded: entry)
          front += left
          back += 1 - left
        }
        for offset in 0..<back { list[front + offset] = Entry(truncatingIfNeeded: scratch[offset]) }
        return front
      }
    }
  }

  /// The label most samples have, the lowest of equals (NumPy's `argmax`).
  private func majority(_ counts: SIMD3<Int>) -> Int {
    counts[0] >= counts[1] ? (counts[0] >= counts[2] ? 0 : 2) : (counts[1] >= counts[2] ? 1 : 2)
  }

  /// scikit-learn's `our_rand_r`.
  @inline(__always)
  private static func nextRandom(_ state: inout UInt32) -> UInt32 {
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
