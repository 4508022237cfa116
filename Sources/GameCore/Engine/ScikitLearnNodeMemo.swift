/// What each set of samples a ``ScikitLearnTree`` has split decides, whatever state scikit-learn's
/// generator is in when it comes to it, so that a set met again (as most of a tree's nodes are,
/// from one round to the next, when one sample has been added) is split without scoring its
/// splits again.
///
/// scikit-learn's generator only orders the features a node tries: which of them are constant is
/// the samples' doing, and so are the splits that share the best score, of which the one whose
/// feature comes first in that order wins.
struct ScikitLearnNodeMemo: Sendable {
  /// A set of samples, named by its size and its samples' keys summed (two sums that wrap, each
  /// key drawn once from SplitMix64): two different sets of the same size share both sums about
  /// as often as two random 128-bit numbers are equal.
  struct SampleSet: Hashable {
    let count: Int
    let keySum: SIMD2<UInt64>
  }

  /// What a set of samples decides at a node.
  struct Facts: Sendable {
    /// A bit per feature constant among the samples.
    let constantFeatures: UInt64
    /// A bit per twin group of the features whose splits share the best score.
    let tiedGroups: UInt64
    /// Those splits, in the order they were found, at most one per twin group; their positions are
    /// counted from the node's start. Empty if every feature is constant.
    let ties: [ScikitLearnTree.Split]
  }

  /// The most features a memo keeps bits for.
  static let maximumFeatures = 64

  private var indices: [SampleSet: Int32] = [:]
  private var facts: [Facts] = []

  var count: Int { facts.count }

  /// The keys of sample `sample` in a set's sums.
  static func keys(of sample: Int) -> SIMD2<UInt64> {
    var generator = SeededGenerator(seed: UInt64(sample) << 1)
    return SIMD2(generator.next(), generator.next())
  }

  /// Where the facts of a set are kept, if they are.
  func index(of keySum: SIMD2<UInt64>, count: Int) -> Int? {
    indices[SampleSet(count: count, keySum: keySum)].map(Int.init)
  }

  subscript(index: Int) -> Facts { facts[index] }

  mutating func record(_ facts: Facts, keySum: SIMD2<UInt64>, count: Int) {
    indices[SampleSet(count: count, keySum: keySum)] = Int32(self.facts.count)
    self.facts.append(facts)
  }

  mutating func removeAll() {
    indices.removeAll(keepingCapacity: true)
    facts.removeAll(keepingCapacity: true)
  }
}
