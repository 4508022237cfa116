/// The rpscontest bot RPS_FixXxer (TeleZ, fifteenth on the leaderboard of the rpscontest archive of
/// JoseJoy249/Rock_paper_scissors_agent), from its side of the table, but for chance.
///
/// Twenty-four strategies name its next throw: the best reply to how often each move followed
/// the latest run of rounds wherever it came before (six, from both players' moves counted
/// together), and what followed the latest earlier occurrence of the longest such run, in
/// the rounds, the other player's moves and its own (eighteen), each read three ways. They are
/// scored by what they would have won, and the leader's record by a meta score. While the meta
/// score is not negative the bot throws the leading strategy's move; otherwise it throws at
/// random. So but for its random throws, the bot's throw follows from the rounds.
///
/// The bot's Python builds its score rows as `[[0]*24]*3`, three names for one list, so its three
/// scorings are one, fading by 0.45 and adding three times the result, and its three meta scores,
/// fed the same, stay equal.
/// The copy keeps them single, and its arithmetic follows the bot's, operation by operation, so
/// that ties among scores come out the same.
struct RPSFixXxer: DeterministicBot {
  static let strategyCount = 24
  /// The longest run the bot matches.
  static let longestRun = 25

  /// The other player's moves, the bot's, and the rounds as pairs (3 × other + own).
  private var otherMoves: [Int] = []
  private var ownMoves: [Int] = []
  private var pairs: [Int] = []
  /// Whether each group of strategies (0–2, 3–5, 6–11, 12–17, 18–23) names a throw.
  private var groupNamesThrow = [Bool](repeating: false, count: 5)
  private var strategyThrows = [Int](repeating: 0, count: strategyCount)
  private var scores = [Double](repeating: 0, count: strategyCount)
  private var metaScore = 0.0
  /// Scratch for the run matching: per earlier place, how many values ending there agree with the
  /// latest ones.
  private var agreement: [Int] = []

  var rounds: Int { pairs.count }

  /// The throw of the leading strategy, which the bot makes unless it throws at random; nil
  /// while that strategy names none.
  var leadingThrow: Int? {
    let leader = leadingStrategy
    return isNamed(leader) ? strategyThrows[leader] : nil
  }

  /// The bot's next throw, or nil when it throws at random: while its meta score is negative or
  /// its leading strategy names no throw.
  var nextThrow: Int? { metaScore >= 0 ? leadingThrow : nil }

  /// The move its leading strategy's throw beats, which lifts its meta score most: that score goes
  /// on judging what the leading strategy would have thrown, random rounds included.
  var steeringMove: Int? { leadingThrow.map { ($0 + 2) % 3 } }

  /// The first strategy of the highest score, as Python's `index(max(...))` finds it.
  private var leadingStrategy: Int {
    var leader = 0
    for strategy in 1..<Self.strategyCount where scores[strategy] > scores[leader] { leader = strategy }
    return leader
  }

  private func isNamed(_ strategy: Int) -> Bool {
    switch strategy {
    case 0..<3: groupNamesThrow[0]
    case 3..<6: groupNamesThrow[1]
    case 6..<12: groupNamesThrow[2]
    case 12..<18: groupNamesThrow[3]
    default: groupNamesThrow[4]
    }
  }

  /// +1 if `move` beats `other`, −1 if it loses, 0 for a tie.
  private static func result(of move: Int, against other: Int) -> Int {
    [0, 1, -1][(move - other + 3) % 3]
  }

  private static func wrapped(_ value: Int) -> Int { (value % 3 + 3) % 3 }

  /// Learns a round: the bot's throw and the other player's.
  mutating func record(own: Int, other: Int) {
    let leader = leadingStrategy
    if isNamed(leader) {
      metaScore =
        0.9 * metaScore + 1.1 * Double(Self.result(of: strategyThrows[leader], against: other)) - 0.1
    }
    for strategy in 0..<Self.strategyCount where isNamed(strategy) {
      let result = Double(Self.result(of: strategyThrows[strategy], against: other))
      var score = scores[strategy] * 0.9
      score *= 0.5
      score += result
      score += result
      score += result
      scores[strategy] = score
    }
    otherMoves.append(other)
    ownMoves.append(own)
    pairs.append(3 * other + own)
    learnFromRuns()
  }

  /// Works out the strategies' throws for the next round from the runs the latest rounds repeat.
  private mutating func learnFromRuns() {
    let sequences = [otherMoves, ownMoves]
    var counts = [0, 0, 0]
    var latestSequel: Int?
    if let length = longestEarlierRun(in: pairs) {
      for end in agreement.indices where agreement[end] >= length {
        counts[otherMoves[end + 1]] += 1
        counts[ownMoves[end + 1]] += 1
        latestSequel = end + 1
      }
    }
    groupNamesThrow[2] = latestSequel != nil
    let countsDiffer = counts[0] != counts[1] || counts[1] != counts[2]
    groupNamesThrow[0] = countsDiffer
    groupNamesThrow[1] = countsDiffer
    if countsDiffer {
      let edges = (0..<3).map { counts[Self.wrapped($0 - 1)] - counts[Self.wrapped($0 + 1)] }
      var best = 0
      for move in 1..<3 where edges[move] > edges[best] { best = move }
      for reading in 0..<2 {
        for shift in 0..<3 { strategyThrows[3 * reading + shift] = Self.wrapped(best - shift + reading) }
      }
    }
    if let sequel = latestSequel {
      setThrows(from: 6, after: sequel, sequences: sequences)
    }
    for (index, sequence) in sequences.enumerated() {
      let length = longestEarlierRun(in: sequence)
      let latest = length.flatMap { length in agreement.lastIndex { $0 >= length } }
      groupNamesThrow[3 + index] = latest != nil
      if let latest {
        setThrows(from: 12 + 6 * index, after: latest + 1, sequences: sequences)
      }
    }
  }

  /// The six strategies from `first` on: each player's move at `sequel`, read three ways.
  private mutating func setThrows(from first: Int, after sequel: Int, sequences: [[Int]]) {
    for reading in 0..<2 {
      for shift in 0..<3 {
        strategyThrows[first + 3 * reading + shift] = Self.wrapped(
          sequences[reading][sequel] - shift + reading + 1)
      }
    }
  }

  /// The length of the longest run (of at most ``longestRun`` values, and shorter than the
  /// sequence) ending `sequence` that ended before its last value, or nil when even the latest value
  /// never came before; ``agreement`` then holds, per earlier place, how many values ending there
  /// agree with the latest ones (the run's occurrences end where it is at least the length). As
  /// the bot's `find` and `rfind` over all but the last value.
  private mutating func longestEarlierRun(in sequence: [Int]) -> Int? {
    let longest = sequence.runAgreement(cap: Self.longestRun, into: &agreement)
    return longest > 0 ? longest : nil
  }
}
