import Foundation

/// The rpscontest bot "Testing Please Ignore" and its descendant testinonmo (ido), from their side
/// of the table: the throw follows from the rounds, but for the first (and, for testinonmo,
/// while it is losing). ``PatternProductRules`` says where the two differ.
///
/// Three history matchers (both players' moves, the other player's alone, its own alone) each
/// find the latest earlier match of the rounds so far and read the pair of throws that came
/// next, and, matching that reading's own latest pairs, a second pair. For every hand it
/// multiplies counts (of the other player's moves, of their moves after each read throw, of how
/// their move stood to each read throw) and, for each matcher, how six strategies built on the
/// reading (its two throws, and what beats and loses to each) followed the ones that had been
/// right longest, after a win, a tie or a loss. It throws the hand whose product beats the
/// others' most, the first at ties. The products outgrow a double, so the copy adds logarithms
/// and counts hands within 10⁻⁹ of each other as tied. Both bots' slips are kept: the counts
/// after matches of one history alone never grow, and each bot has one more of its own
/// (``PatternProductRules``).
struct PatternProductBot<Rules: PatternProductRules>: DeterministicBot {
  /// One history matcher's reading: the pair that followed the latest match, and the pair that
  /// followed the latest match of that pair's own history.
  private struct Reading: Sendable {
    var first: (own: Int, other: Int)?
    var second: (own: Int, other: Int)?
  }

  /// One matcher's six strategies and the tables of how they followed each other.
  private struct Strategies: Sendable {
    /// The hand each strategy names this round (none when the matcher read nothing).
    var hands: [Int] = []
    /// How many rounds running each has named the other player's move.
    var runs = [Int](repeating: 0, count: 6)
    /// The strategies with the longest run.
    var leaders: [Int] = []
    /// Per outcome of the bot's previous round (win, tie, loss), counts of strategy pairs.
    var followers = [[Int]](repeating: [Int](repeating: 1, count: 36), count: 3)
  }

  /// The pattern dictionaries: a history suffix's key to the pairs (own, other) that followed it.
  private typealias Patterns = [Int: [UInt8]]

  private var played = [1, 1, 1]
  /// Counts of the other player's move after each throw the matcher of both histories read:
  /// [read][move], and [own × 3 + other][move] for the pair; the tables ending in 2 for its second
  /// reading.
  private var afterOther = [[Int]](repeating: [1, 1, 1], count: 3)
  private var afterOwn = [[Int]](repeating: [1, 1, 1], count: 3)
  private var afterBoth = [[Int]](repeating: [1, 1, 1], count: 9)
  private var afterOther2 = [[Int]](repeating: [1, 1, 1], count: 3)
  private var afterOwn2 = [[Int]](repeating: [1, 1, 1], count: 3)
  private var afterBoth2 = [[Int]](repeating: [1, 1, 1], count: 9)
  /// How the other player's move stood to each read throw (``kind(_:_:)``): four tables per
  /// matcher, for the first reading's other and own throw, then the second's.
  private var answers = [[Int]](repeating: [1, 1, 1], count: 12)

  private var both = Patterns()
  private var both2 = Patterns()
  private var others = Patterns()
  private var others2 = Patterns()
  private var owns = Patterns()
  private var owns2 = Patterns()

  /// Both players' moves, oldest first, own then other, round by round.
  private var history: [UInt8] = []
  private var ownHistory: [UInt8] = []
  private var otherHistory: [UInt8] = []

  private var readings = [Reading](repeating: Reading(), count: 3)
  private var strategies = [Strategies](repeating: Strategies(), count: 3)
  /// The bot's result in the previous round: 1 won, 0 tied, −1 lost.
  private var outcome = 0
  private var wins = 0
  private var ties = 1
  private var losses = 0

  /// The bot's next throw, or nil while chance takes it.
  private(set) var nextThrow: Int?

  /// Learns a round: the bot's throw and the other player's.
  mutating func record(own: Int, other: Int) {
    let previousLeaders = strategies.map(\.leaders)
    let previousOutcome = outcome
    outcome = Self.outcome(own, other)
    for family in 0..<3 {
      for (index, hand) in strategies[family].hands.enumerated() {
        strategies[family].runs[index] = hand == other ? strategies[family].runs[index] + 1 : 0
      }
    }
    let longest = strategies[0].runs.max() ?? 0
    for family in 0..<3 {
      let best =
        family == 2 && Rules.ownLeadersRunAsBoth ? longest : (strategies[family].runs.max() ?? 0)
      strategies[family].leaders = strategies[family].hands.indices.filter {
        strategies[family].runs[$0] == best
      }
    }
    let table = 1 - previousOutcome
    for family in 0..<3 {
      for first in previousLeaders[family] {
        for second in strategies[family].leaders {
          strategies[family].followers[table][first * 6 + second] += 1
        }
      }
    }
    for family in 0..<3 {
      if let pair = readings[family].first {
        answers[family * 4][Self.kind(other, pair.other)] += 1
        answers[family * 4 + 1][Self.kind(other, pair.own)] += 1
      }
      if let pair = readings[family].second {
        answers[family * 4 + 2][Self.kind(other, pair.other)] += 1
        answers[family * 4 + 3][Self.kind(other, pair.own)] += 1
      }
    }
    let pair: [UInt8] = [UInt8(own), UInt8(other)]
    Self.learn(
      &both, &both2, suffixes: Self.suffixKeys(history, lengths: stride(from: 10, to: 0, by: -2)), pair: pair)
    Self.learn(
      &others, &others2,
      suffixes: Self.suffixKeys(otherHistory, lengths: Rules.singleLengths(otherHistory.count)),
      pair: pair)
    Self.learn(
      &owns, &owns2, suffixes: Self.suffixKeys(ownHistory, lengths: Rules.singleLengths(ownHistory.count)),
      pair: pair)
    played[other] += 1
    if let first = readings[0].first {
      afterOther[first.other][other] += 1
      afterOwn[first.own][other] += 1
      afterBoth[first.own * 3 + first.other][other] += 1
    }
    if let second = readings[0].second {
      afterOther2[second.other][other] += 1
      afterOwn2[Rules.countsSecondOwnByOther ? second.other : second.own][other] += 1
      afterBoth2[second.own * 3 + second.other][other] += 1
    }
    history += pair
    ownHistory.append(UInt8(own))
    otherHistory.append(UInt8(other))

    readings[0] = Self.read(both, both2, Self.suffixKeys(history, lengths: stride(from: 10, to: 0, by: -2)))
    readings[1] = Self.read(
      others, others2, Self.suffixKeys(otherHistory, lengths: Rules.singleLengths(otherHistory.count)))
    readings[2] = Self.read(
      owns, owns2, Self.suffixKeys(ownHistory, lengths: Rules.singleLengths(ownHistory.count)))

    var logs = played.map { log(Double($0)) }
    let table2 = 1 - outcome
    for family in 0..<3 {
      guard let first = readings[family].first else {
        strategies[family].hands = []
        continue
      }
      for hand in 0..<3 {
        if family == 0 {
          logs[hand] +=
            log(Double(afterOther[first.other][hand])) + log(Double(afterOwn[first.own][hand]))
            + log(Double(afterBoth[first.own * 3 + first.other][hand]))
        }
        logs[hand] +=
          log(Double(answers[family * 4][Self.kind(hand, first.other)]))
          + log(Double(answers[family * 4 + 1][Self.kind(hand, first.own)]))
      }
      let hands = [
        first.other, (first.other + 1) % 3, (first.other + 2) % 3, first.own,
        (first.own + Rules.ownStrategyTurns.0) % 3, (first.own + Rules.ownStrategyTurns.1) % 3,
      ]
      strategies[family].hands = hands
      for hand in 0..<3 {
        for leader in strategies[family].leaders {
          for strategy in hands.indices where hands[strategy] == hand {
            logs[hand] += log(Double(strategies[family].followers[table2][leader * 6 + strategy]))
          }
        }
      }
    }
    for family in 0..<3 {
      guard let second = readings[family].second else { continue }
      for hand in 0..<3 {
        if family == 0 {
          logs[hand] +=
            log(Double(afterOther2[second.other][hand])) + log(Double(afterOwn2[second.own][hand]))
            + log(Double(afterBoth2[second.own * 3 + second.other][hand]))
        }
        logs[hand] +=
          log(Double(answers[family * 4 + 2][Self.kind(hand, second.other)]))
          + log(Double(answers[family * 4 + 3][Self.kind(hand, second.own)]))
      }
    }

    if own == other {
      ties += 1
    } else if own == (other + 1) % 3 {
      wins += 1
    } else {
      losses += 1
    }
    let losing = Double(losses) / Double(wins + losses + ties) > 0.65
    nextThrow = losing && Rules.throwsAtRandomWhenLosing ? nil : Self.counter(logs)
  }

  /// The bot's result: 1 when `own` beats `other`, 0 at a tie, −1 when it loses.
  private static func outcome(_ own: Int, _ other: Int) -> Int {
    own == other ? 0 : own == (other + 1) % 3 ? 1 : -1
  }

  /// How `move` stands to `read`: 0 the same, 1 it beats it, 2 it loses to it.
  private static func kind(_ move: Int, _ read: Int) -> Int {
    move == read ? 0 : move == (read + 1) % 3 ? 1 : 2
  }

  /// The keys of the history's suffixes of the given lengths, longest first, where it is that long.
  private static func suffixKeys(_ moves: [UInt8], lengths: StrideTo<Int>) -> [Int] {
    lengths.compactMap { length in
      guard length <= moves.count else { return nil }
      return key(moves[(moves.count - length)...])
    }
  }

  /// A sequence of moves as a number, distinct for every sequence (its digits are the moves + 1
  /// in base 4).
  private static func key(_ moves: ArraySlice<UInt8>) -> Int {
    moves.reduce(0) { $0 * 4 + Int($1) + 1 }
  }

  /// Appends the round's pair after each suffix, and after each of the latest pairs that followed
  /// it before (up to five pairs), as the bot's pattern dictionaries do.
  private static func learn(
    _ patterns: inout Patterns, _ patterns2: inout Patterns, suffixes: [Int], pair: [UInt8]
  ) {
    for suffix in suffixes {
      if let pattern = patterns[suffix], !pattern.isEmpty {
        for length in stride(from: min(10, pattern.count), to: 0, by: -2) {
          patterns2[key(pattern[(pattern.count - length)...]), default: []] += pair
        }
      }
      patterns[suffix, default: []] += pair
    }
  }

  /// The pair after the longest suffix seen before, and the pair after its own longest suffix.
  private static func read(_ patterns: Patterns, _ patterns2: Patterns, _ suffixes: [Int]) -> Reading {
    for suffix in suffixes {
      guard let pattern = patterns[suffix], !pattern.isEmpty else { continue }
      var reading = Reading(first: (Int(pattern[pattern.count - 2]), Int(pattern[pattern.count - 1])))
      for length in stride(from: min(10, pattern.count), to: 0, by: -2) {
        if let second = patterns2[key(pattern[(pattern.count - length)...])], !second.isEmpty {
          reading.second = (Int(second[second.count - 2]), Int(second[second.count - 1]))
          break
        }
      }
      return reading
    }
    return Reading()
  }

  /// The hand whose product, less the product of the hand beating it, is largest: the first of
  /// the best, products within 10⁻⁹ of the largest counted as equal.
  private static func counter(_ logs: [Double]) -> Int {
    let largest = logs.max() ?? 0
    let products = logs.map { exp($0 - largest) }
    let weighted: [Double] = (0..<3).map { hand in
      let beaten: Double = products[(hand + 2) % 3]
      let beating: Double = products[(hand + 1) % 3]
      return beaten - beating
    }
    let best = weighted.max() ?? 0
    return (0..<3).first { weighted[$0] >= best - 1e-9 } ?? 0
  }
}

/// The rpscontest bot testinonmo (``PatternProductBot``).
typealias Testinonmo = PatternProductBot<TestinonmoRules>

/// The rpscontest bot Testing Please Ignore (``PatternProductBot``).
typealias TestingPleaseIgnore = PatternProductBot<TestingPleaseIgnoreRules>
