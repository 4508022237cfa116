/// What each set of samples a ``ScikitLearnTree`` has split decides, whatever state scikit-learn's
/// generator is in when it comes to it, so that a set met again (as most of a tree's nodes are,
/// from one round to the next, when one sample has been added) is split without scoring it again.
///
/// scikit-learn's generator only orders the features a node tries: which of them are constant is
/// the samples' doing, and so are the splits that share the best score, of which the one whose
/// feature comes first in that order wins.
struct ScikitLearnNodeMemo: Sendable {
  /// A set of samples: its size and two sums of random keys, one pair per sample (two different
  /// sets of the same size share both sums with a chance of about 2⁻¹²⁸).
  struct SampleSet: Hashable {
    let count: Int
    let keys: SIMD2<UInt64>
  }

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
    SIMD2(mixed(UInt64(2 * sample)), mixed(UInt64(2 * sample + 1)))
  }

  /// Where the facts of a set are kept, or −1 if they are not.
  func index(of keys: SIMD2<UInt64>, count: Int) -> Int {
    indices[SampleSet(count: count, keys: keys)].map(Int.init) ?? -1
  }

  subscript(index: Int) -> Facts { facts[index] }

  mutating func record(_ facts: Facts, keys: SIMD2<UInt64>, count: Int) {
    indices[SampleSet(count: count, keys: keys)] = Int32(self.facts.count)
    self.facts.append(facts)
  }

  mutating func removeAll() {
    indices.removeAll(keepingCapacity: true)
    facts.removeAll(keepingCapacity: true)
  }

  /// SplitMix64's finaliser: keys that look random, from numbers that do not.
  private static func mixed(_ number: UInt64) -> UInt64 {
    var z = number &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
