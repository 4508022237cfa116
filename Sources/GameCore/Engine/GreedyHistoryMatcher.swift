/// The greedy history matcher of the rpscontest bots by zdg (the "GHPM" of
/// zai_mix_markov1_bayes): for every run of up to ``order`` of the latest values it remembers
/// where the value after its latest earlier occurrence stands, and foretells from the longest run
/// it has seen before.
///
/// Values run from 1 to `base`, and a run is its number in bijective base `base`, newest value
/// last; that numbering, and which run a tie goes to, are the bot's, so the model of the bot
/// agrees with it round by round.
struct GreedyHistoryMatcher: Sendable {
  let order: Int
  let base: Int
  /// `powers[k]` is `base` to the power k − 1: the weight of the k-th newest value of a run.
  private let powers: [Int]
  private var values: [Int] = []
  /// Per run: the position of the value that followed its latest occurrence.
  private var sequels: [Int: Int] = [:]
  /// The position of the value the longest run seen before says comes next; nil before the first
  /// value.
  private(set) var sequelPosition: Int?

  init(order: Int, base: Int) {
    self.order = order
    self.base = base
    var powers = [0]
    var power = 1
    for _ in 0..<order {
      powers.append(power)
      power *= base
    }
    self.powers = powers
  }

  /// Learns `value` (from 1 to ``base``), the history's value at `position`.
  mutating func append(_ value: Int, at position: Int) {
    values.append(value)
    sequels[0] = position
    sequelPosition = position
    let count = values.count
    var precedingRun = 0
    let longest = count > order ? order : count - 1
    guard longest >= 1 else { return }
    for length in 1...longest {
      let latestRun = precedingRun * base + value
      precedingRun += values[count - length - 1] * powers[length]
      sequels[precedingRun] = position
      // Looked up after the store, as the bot does: a run that is its own predecessor (a value
      // repeated) foretells the latest value.
      if let sequel = sequels[latestRun] { sequelPosition = sequel }
    }
  }
}
