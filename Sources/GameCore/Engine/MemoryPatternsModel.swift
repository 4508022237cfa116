/// The other player modelled as Memory Patterns (Chan Kha Vu and Yegor Kuzmin, Kaggle Rock Paper
/// Scissors 2020–21, version 7) chooses, from their side of the table.
///
/// That agent counts what the engine threw after each run of the last three rounds (both players'
/// moves) and answers the engine's most frequent sequel, breaking ties with coin flips; with no
/// count for the latest run it throws at random. It also judges itself: once it has a window of
/// results as long as its reassessment period (drawn once, from 80 to 120 rounds), it forgets
/// every count whenever the window's net falls below half the best net it has seen, and starts
/// a new window.
///
/// The model keeps one reading of the agent for every period it may have drawn. Each reading
/// gives the agent's chances for each move (ties and random throws included); the readings are
/// weighted by how well they foretold the other player's moves so far, and the model gives their
/// weighted chances. Against the agent the right period soon carries the weight. It is defined for
/// three moves only, as the agent is.
///
/// The model also says when the other player is this agent, with the odds of its forecasts against
/// chance's, kept as a CUSUM test keeps them: multiplied each round by how much likelier the model
/// found the move than chance did, and never below even. A player who is the agent raises them
/// past ``identifyingOdds`` within a few hundred rounds; against every other engine of the field
/// the model's sure forecasts fail, and the odds fall back to even within a round or two.
struct MemoryPatternsModel: Sendable {
  static let reassessmentPeriods = 80...120
  static let runRounds = 3
  /// The least chance a reading gives a move when it is weighted, so a player who is not this agent
  /// leaves every reading some weight, and one surprise does not rule out the right one.
  static let leastChance = 0.02
  /// The odds against chance at which the other player counts as this agent.
  static let identifyingOdds = 300.0
  /// The least chance a move gets in the odds, so that one miss takes them back down near even
  /// rather than to nothing.
  static let leastChanceInOdds = 0.01

  /// One reading of the agent: its period and where its memory stands.
  private struct Reading: Sendable {
    let period: Int
    /// How many results the agent's current window holds.
    var windowLength = 0
    var bestNet = 0
    /// How many times the agent has forgotten its counts: a count stamped with an older number
    /// is gone.
    var forgettings: Int32 = 0
    var weight = 1.0
    var chances = Self.uniform
    static let uniform = SIMD3<Double>(repeating: 1.0 / 3)
  }

  /// The number of runs of three rounds.
  private static let runCount = 729
  private var readings = reassessmentPeriods.map { Reading(period: $0) }
  /// Per reading, per run, how often the engine threw each move after it since the agent last
  /// forgot: `runCount × 3` counts a reading.
  private var counts: [Int32]
  /// Per reading, per run, the reading's ``Reading/forgettings`` when its counts were last written.
  private var stamps: [Int32]
  /// The agent's net after each of the latest rounds (+1 for each of its wins, −1 for each loss),
  /// in a ring long enough for the longest period.
  private var netAfter: [Int32]
  /// The other player's chances of throwing each move next.
  private(set) var distribution: [Double] = [1.0 / 3, 1.0 / 3, 1.0 / 3]
  /// The odds that the other player is this agent rather than throwing at random, as a CUSUM
  /// test keeps them (never below 1).
  private(set) var odds = 1.0
  /// Whether the other player's latest moves have followed the model far better than chance.
  var identifiesPlayer: Bool { odds >= Self.identifyingOdds }

  init() {
    counts = Array(repeating: 0, count: readings.count * Self.runCount * 3)
    stamps = Array(repeating: 0, count: readings.count * Self.runCount)
    netAfter = Array(repeating: 0, count: Self.reassessmentPeriods.upperBound + 1)
  }

  /// Learns from one round and forecasts the next, from both players' moves so far (as
  /// ``Ensemble`` keeps them, the latest round included).
  mutating func update(theirMoves: [UInt8], myMoves: [UInt8]) {
    let round = theirMoves.count - 1
    guard round >= 0 else { return }
    let theirs = Int(theirMoves[round])
    let mine = Int(myMoves[round])
    odds = max(1, odds * 3 * max(distribution[theirs], Self.leastChanceInOdds))
    var totalWeight = 0.0
    for index in readings.indices {
      readings[index].weight *= max(readings[index].chances[theirs], Self.leastChance)
      totalWeight += readings[index].weight
    }
    // The agent's result: +1 when its move is the one after the engine's round the circle.
    let result: Int32 = theirs == mine ? 0 : theirs == (mine + 1) % 3 ? 1 : -1
    netAfter[(round + 1) % netAfter.count] = netAfter[round % netAfter.count] + result
    let countedRun =
      round >= Self.runRounds ? Self.run(endingBefore: round, theirMoves: theirMoves, myMoves: myMoves) : -1
    let next = round + 1
    let latestRun =
      next >= Self.runRounds ? Self.run(endingBefore: next, theirMoves: theirMoves, myMoves: myMoves) : -1
    var mixed = SIMD3<Double>()
    // Readings that last forgot at the same round have the same counts; neighbouring periods
    // often have.
    var previous: (counts: SIMD3<Int>, chances: SIMD3<Double>)?
    for index in readings.indices {
      readings[index].weight /= totalWeight
      // It forgets before counting this round's move, so that move is the first it counts again.
      Self.reassess(&readings[index], after: round, netAfter: netAfter)
      if countedRun >= 0 { count(mine, after: countedRun, reading: index) }
      let counts = latestRun >= 0 ? counts(after: latestRun, reading: index) : SIMD3<Int>()
      if let previous, previous.counts == counts {
        readings[index].chances = previous.chances
      } else {
        readings[index].chances = Self.chances(counts: counts)
        previous = (counts, readings[index].chances)
      }
      mixed += readings[index].weight * readings[index].chances
    }
    distribution = [mixed[0], mixed[1], mixed[2]]
  }

  /// The agent's reassessment after `round`: once its window is full, it forgets everything if the
  /// window's net is below half its best, and otherwise slides the window on.
  private static func reassess(_ reading: inout Reading, after round: Int, netAfter: [Int32]) {
    reading.windowLength += 1
    guard reading.windowLength == reading.period else { return }
    let ring = netAfter.count
    let net = Int(netAfter[(round + 1) % ring] - netAfter[(round + 1 - reading.period) % ring])
    if 2 * net < reading.bestNet {
      reading.windowLength = 0
      reading.bestNet = 0
      reading.forgettings += 1
    } else {
      reading.bestNet = max(reading.bestNet, net)
      reading.windowLength -= 1
    }
  }

  private mutating func count(_ move: Int, after run: Int, reading: Int) {
    let slot = reading * Self.runCount + run
    if stamps[slot] != readings[reading].forgettings {
      stamps[slot] = readings[reading].forgettings
      for other in 0..<3 { counts[slot * 3 + other] = 0 }
    }
    counts[slot * 3 + move] += 1
  }

  /// How often the engine threw each move after `run` since the agent last forgot, under
  /// `reading`.
  private func counts(after run: Int, reading: Int) -> SIMD3<Int> {
    let slot = reading * Self.runCount + run
    guard stamps[slot] == readings[reading].forgettings else { return SIMD3<Int>() }
    return SIMD3<Int>(Int(counts[slot * 3]), Int(counts[slot * 3 + 1]), Int(counts[slot * 3 + 2]))
  }

  /// The agent's chances for each move given its counts after the latest run: it answers the
  /// engine's most frequent move, with ties broken as its coin flips break them.
  private static func chances(counts: SIMD3<Int>) -> SIMD3<Double> {
    guard counts != SIMD3<Int>() else { return Reading.uniform }
    var result = SIMD3<Double>()
    choose(from: 0, counts: counts, best: 0, choice: -1, chance: 1, into: &result)
    return result
  }

  /// The agent walks the moves in order and takes one with a higher count than its choice so far,
  /// or an equal one on a coin flip; the count to beat starts at 0 with nothing chosen, and with
  /// nothing chosen at the end it throws at random. It throws the move after its choice.
  private static func choose(
    from move: Int, counts: SIMD3<Int>, best: Int, choice: Int, chance: Double,
    into result: inout SIMD3<Double>
  ) {
    guard move < 3 else {
      if choice < 0 {
        result += SIMD3(repeating: chance / 3)
      } else {
        result[(choice + 1) % 3] += chance
      }
      return
    }
    if counts[move] > best {
      choose(from: move + 1, counts: counts, best: counts[move], choice: move, chance: chance, into: &result)
    } else if counts[move] == best {
      choose(from: move + 1, counts: counts, best: best, choice: move, chance: chance / 2, into: &result)
      choose(from: move + 1, counts: counts, best: best, choice: choice, chance: chance / 2, into: &result)
    } else {
      choose(from: move + 1, counts: counts, best: best, choice: choice, chance: chance, into: &result)
    }
  }

  /// The run of the three rounds before `round` as a number: each round's pair of moves (theirs,
  /// the engine's) as a digit in base 9.
  private static func run(endingBefore round: Int, theirMoves: [UInt8], myMoves: [UInt8]) -> Int {
    var run = 0
    for past in (round - runRounds)..<round {
      run = run * 9 + Int(theirMoves[past]) * 3 + Int(myMoves[past])
    }
    return run
  }
}
