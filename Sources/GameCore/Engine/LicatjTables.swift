/// What licatj's rpscontest bots (scattershot, McMetamanFixed) learn from the rounds alone, kept
/// as they keep it, so that copies of them (``Scattershot``) work from the same tables.
///
/// The bots write each round as one of nine letters for the pair (own move, other player's move);
/// here a pair is `3 × own + other`. From those pairs they keep: counts of each player's moves,
/// what followed each run of the last 3 and of the last 4 pairs (every time, in order), and two
/// forward and two backward history matches (``matches``). The counts and runs are learnt only in
/// the rounds a bot plays by its strategies, as the bots learn them when they call those
/// strategies.
struct LicatjTables: Sendable {
  /// The run lengths whose sequels the bots sample.
  static let runLengths = [3, 4]
  /// The longest run the history matches look for.
  static let longestMatch = 6

  private(set) var pairs: [Int] = []
  /// The bot's net score so far, and its losses in a row (a tie leaves them as they are).
  private(set) var net = 0
  private(set) var losingStreak = 0
  /// How often the other player threw each move, and the bot, counted in the learning rounds.
  private(set) var otherCounts = [0, 0, 0]
  private(set) var ownCounts = [0, 0, 0]
  /// How often each of the other player's moves came in all rounds.
  private var otherTotals = [0, 0, 0]
  /// Per run length, the pairs that followed each run (its pairs in base 9, oldest first).
  private var sequels: [[Int: [Int]]] = Array(repeating: [:], count: runLengths.count)
  /// Per run length, the sequels of the run the latest learning round filed its pair under, or
  /// nil while the rounds were too few: the bots sample their guess from them.
  private var latestSequels: [[Int]?] = Array(repeating: nil, count: runLengths.count)

  var rounds: Int { pairs.count }

  /// Records a round: the bot's move and the other player's. Returns the bot's result.
  @discardableResult
  mutating func append(own: Int, other: Int) -> Int {
    pairs.append(3 * own + other)
    otherTotals[other] += 1
    let result = [0, 1, -1][(own - other + 3) % 3]
    net += result
    if result > 0 { losingStreak = 0 }
    if result < 0 { losingStreak += 1 }
    return result
  }

  /// Learns the latest round as a bot does when it calls its strategies: its frequency counts, and
  /// the pair's place among the sequels of the runs before it.
  mutating func learn() {
    guard let last = pairs.last else { return }
    // Let go of the latest sequels first, so that appending to them does not copy them.
    latestSequels = Array(repeating: nil, count: Self.runLengths.count)
    otherCounts[last % 3] += 1
    ownCounts[last / 3] += 1
    let before = pairs.count - 1
    for (index, length) in Self.runLengths.enumerated() {
      guard before >= length else {
        latestSequels[index] = nil
        continue
      }
      var run = 0
      for pair in pairs[(before - length)..<before] { run = run * 9 + pair }
      sequels[index][run, default: []].append(last)
      latestSequels[index] = sequels[index][run]
    }
  }

  /// The sequels a bot samples its guess from for each run length, newest last; nil where it
  /// guesses any pair at random.
  func candidates(_ index: Int) -> [Int]? {
    latestSequels[index]
  }

  /// A pair drawn as the bots draw it from a run's sequels: the later of two uniform picks; any
  /// pair when the run is too short.
  static func draw(from candidates: [Int]?, using generator: inout SeededGenerator) -> Int {
    guard let candidates, !candidates.isEmpty else { return Int(generator.next() % 9) }
    let count = UInt64(candidates.count)
    return candidates[Int(max(generator.next() % count, generator.next() % count))]
  }

  /// The move a bot's frequency strategy names from `counts`, as its `util` list picks it: the
  /// first best of (scissors − paper, rock − scissors, paper − rock).
  static func frequencyPick(_ counts: [Int]) -> Int {
    let edges = [counts[2] - counts[1], counts[0] - counts[2], counts[1] - counts[0]]
    var best = 0
    for move in 1..<3 where edges[move] > edges[best] { best = move }
    return best
  }

  /// The chance that a bot falling back on "henny" throws each move: it draws one of the other
  /// player's moves (the latest counting twice) and throws what beats it; at random in the first
  /// three rounds.
  var hennyChances: SIMD3<Double> {
    let count = pairs.count
    guard count > 2, let last = pairs.last else { return SIMD3(repeating: 1.0 / 3) }
    var chances = SIMD3<Double>(repeating: 0)
    for move in 0..<3 {
      let weight = Double(otherTotals[move] + (last % 3 == move ? 1 : 0)) / Double(count + 1)
      chances[(move + 1) % 3] = weight
    }
    return chances
  }

  /// hist_fwd_rvr: two forward and two backward history matches of the latest pairs, the forward
  /// ones from the first earlier occurrence on, the backward ones from the latest; the pair
  /// after each, or nil. `backwardShortens` says whether the backward search shortens the run
  /// until it finds one (scattershot) or tries once at the current length (McMetamanFixed). The
  /// bots' slips are kept: a failed backward search resets the forward start.
  func matches(backwardShortens: Bool) -> [Int?] {
    let count = pairs.count
    var forwardStart = 0
    var backwardEnd = count - 1
    var length = min(Self.longestMatch, count - 1)
    var found: [Int?] = []
    for _ in 0..<2 {
      var at = -1
      while length > 0 && at == -1 {
        at = find(length: length, from: forwardStart, to: count - 1, latest: false)
        if at == -1 { length -= 1 }
      }
      if at != -1 {
        forwardStart = at + length
        found.append(pairs[forwardStart])
      } else {
        forwardStart = count
        found.append(nil)
      }
      if backwardShortens {
        at = -1
        while length > 0 && at == -1 {
          at = find(length: length, from: 0, to: backwardEnd, latest: true)
          if at == -1 { length -= 1 }
        }
      } else {
        at = find(length: length, from: 0, to: backwardEnd, latest: true)
      }
      if at != -1 {
        backwardEnd = at + length - 1
        found.append(pairs[at + length])
      } else {
        forwardStart = 0
        found.append(nil)
      }
    }
    return found
  }

  /// Python's `str.find` (or `rfind` if `latest`) of the last `length` pairs within
  /// `pairs[start..<end]`, the bounds taken as Python takes them.
  private func find(length: Int, from start: Int, to end: Int, latest: Bool) -> Int {
    let count = pairs.count
    // As CPython adjusts them: an end past the sequence is its length, and a negative index
    // counts from the end, but not below 0.
    let low = start < 0 ? max(0, start + count) : start
    let high = end > count ? count : end < 0 ? max(0, end + count) : end
    guard high - low >= length else { return -1 }
    if length == 0 { return latest ? high : low }
    let starts = low...(high - length)
    let matchesAt = { (place: Int) in
      (0..<length).allSatisfy { self.pairs[place + $0] == self.pairs[count - length + $0] }
    }
    return (latest ? starts.reversed().first(where: matchesAt) : starts.first(where: matchesAt)) ?? -1
  }
}
