import Testing

@testable import GameCore

@Suite("Engine internals")
struct EngineInternalsTests {
  @Test("The circle's payoff agrees with the rules for every pair, with three and five moves")
  func circlePayoffAgreesWithRules() {
    for rules in [Rules.classic, .rockPaperScissorsSpockLizard] {
      let circle = MoveCircle(count: rules.moves.count)
      for move in rules.moves {
        for other in rules.moves {
          let expected: Int
          switch rules.outcome(of: move, against: other) {
          case .win: expected = 1
          case .loss: expected = -1
          case .draw: expected = 0
          }
          #expect(circle.payoff(of: move.rawValue, against: other.rawValue) == expected)
        }
      }
    }
  }

  @Test("The best reply to a certain move is the move one step on, with three and five moves")
  func bestReplyToCertainty() {
    for count in [3, 5] {
      let circle = MoveCircle(count: count)
      for move in 0..<count {
        var weights = Array(repeating: 0.0, count: count)
        weights[move] = 4
        #expect(circle.bestReply(to: weights, from: 0) == (move + 1) % count)
      }
      #expect(circle.bestReply(to: Array(repeating: 0, count: count), from: 0) == nil)
    }
  }

  @Test("The best reply to a 12/44/44 switch-a-lot forecast beats the likelier others, not the repeat")
  func bestReplyToSwitchALot() {
    // Previous move rock: rock 12%, paper 44%, scissors 44%. Scissors wins 0.44 and loses 0.12.
    #expect(MoveCircle(count: 3).bestReply(to: [0.12, 0.44, 0.44], from: 0) == 2)
  }

  @Test("The engine expects a player to keep to the strategy that has been winning for them")
  func expectsThePlayersWinningStrategy() {
    // Arrange: the engine's own throws go round rock, paper, scissors, and the player beats every
    // one of them, as "expect its next throw from its last ones and beat it" does.
    var ensemble = Ensemble(moveCount: 3)
    for round in 0..<40 { ensemble.observe(theirs: (round + 1) % 3, mine: round % 3) }

    // Act: next in the engine's cycle comes paper.
    let forecasts = ensemble.opponentForecasts

    // Assert: whichever way it scores the player's side, and whichever way it models their
    // matching, it expects scissors, which beats paper.
    #expect(forecasts == Array(repeating: 2, count: 2 * Ensemble.opponentScorings.count))
  }

  @Test("History matching finds the longest earlier run and the symbol after it")
  func historyMatchFindsLongestRun() {
    var matcher = HistoryMatcher(alphabetSize: 3, maximumLength: 8, memory: 1000)
    let symbols = [0, 1, 2, 0, 0, 1, 2, 2, 0, 1, 2]
    for symbol in symbols { matcher.append(symbol) }

    let match = matcher.longestMatch(within: 1000)

    // The last run "2 0 1 2" never came before; "0 1 2" ended at 6, the most recent time.
    #expect(match?.length == 3)
    #expect(match?.end == 6)
  }

  @Test("History matching capped at a length finds the latest earlier run of at most that length")
  func historyMatchCapped() {
    var matcher = HistoryMatcher(alphabetSize: 3, maximumLength: 8, memory: 1000)
    for symbol in [0, 1, 2, 0, 0, 1, 2, 2, 0, 1, 2] { matcher.append(symbol) }

    // "0 1 2" ended last at 6; "1 2" too; a lone "2" ended later, at 7.
    #expect(matcher.longestMatch(within: 1000, upTo: 3)?.end == 6)
    #expect(matcher.longestMatch(within: 1000, upTo: 2)?.end == 6)
    #expect(matcher.longestMatch(within: 1000, upTo: 1)?.end == 7)
    #expect(matcher.longestMatch(within: 1000, upTo: 1)?.length == 1)
  }

  @Test("History matching finds the run before the latest, back to the first, and none outside memory")
  func historyMatchEarlierRuns() {
    // Arrange: "0 1 2" ends at 2, 6 and 10, each time the latest run at the end of the sequence.
    var matcher = HistoryMatcher(alphabetSize: 3, maximumLength: 8, memory: 1000)
    for symbol in [0, 1, 2, 0, 0, 1, 2, 2, 0, 1, 2] { matcher.append(symbol) }
    var short = HistoryMatcher(alphabetSize: 3, maximumLength: 8, memory: 5)
    for symbol in [0, 1, 2, 0, 0, 1, 2, 2, 0, 1, 2] { short.append(symbol) }

    // Act
    let latest = matcher.longestMatch(within: 1000)

    // Assert
    #expect(latest?.end == 6)
    #expect(matcher.earlierEnd(before: 6, length: 3) == 2)
    #expect(matcher.earlierEnd(before: 2, length: 3) == -1)
    // With a memory of 5 rounds, the run that ended at 2 is forgotten.
    #expect(short.earlierEnd(before: 6, length: 3) == -1)
  }

  @Test("History matching looks only within the horizon, and forgets runs older than its memory")
  func historyMatchHorizonAndMemory() {
    var matcher = HistoryMatcher(alphabetSize: 3, maximumLength: 4, memory: 6)
    for symbol in [2, 1, 0, 0, 0, 0, 0, 0, 0] { matcher.append(symbol) }
    #expect(matcher.longestMatch(within: 100)?.length == 4)

    matcher.append(1)  // "1" last ended at position 1, now 8 symbols back: forgotten.
    #expect(matcher.longestMatch(within: 100) == nil)
    matcher.append(0)  // "0" ended just before the "1", two symbols back.
    #expect(matcher.longestMatch(within: 2)?.end == 8)
    #expect(matcher.longestMatch(within: 2)?.length == 1)
    #expect(matcher.longestMatch(within: 1) == nil)
  }

  @Test("History matching over pairs of five moves limits the run length to fit the context numbers")
  func historyMatchLengthFitsItsNumbers() {
    #expect(HistoryMatcher(alphabetSize: 25, maximumLength: 20, memory: 10).maximumLength == 12)
    #expect(HistoryMatcher(alphabetSize: 9, maximumLength: 20, memory: 10).maximumLength == 18)
    #expect(HistoryMatcher(alphabetSize: 3, maximumLength: 20, memory: 10).maximumLength == 20)
  }

  @Test("Long-run counts give the usual sequel of the latest run, not the most recent one")
  func longRunCountsGiveTheUsualSequel() {
    // Arrange: the run (0,0) (1,1) is followed by (2,2) twice and later by (0,1) once.
    var counts = LongContextCounts(moveCount: 3, lengths: [2], capacity: 100)
    let rounds = [(0, 0), (1, 1), (2, 2), (0, 0), (1, 1), (2, 2), (0, 0), (1, 1), (0, 1), (0, 0), (1, 1)]

    // Act
    for (theirs, mine) in rounds { counts.append(theirs: theirs, mine: mine) }

    // Assert: after that run they threw scissors twice and rock once; the engine scissors twice
    // and paper once.
    let row = counts.longestRow
    #expect(Array(counts.weights[row..<(row + 3)]) == [1, 0, 2])
    #expect(Array(counts.weights[(row + 3)..<(row + 6)]) == [0, 1, 2])
  }

  @Test("Long-run counts back off to the longest run that came before, and forget all past capacity")
  func longRunCountsBackOffAndForget() {
    var counts = LongContextCounts(moveCount: 3, lengths: [1, 3], capacity: 6)
    for (theirs, mine) in [(0, 0), (1, 1), (0, 0)] { counts.append(theirs: theirs, mine: mine) }
    // The run of three has not come before; (0,0) has, followed by (1,1).
    let row = counts.longestRow
    #expect(Array(counts.weights[row..<(row + 6)]) == [0, 1, 0, 0, 1, 0])

    // New runs pass the capacity of six, so everything is forgotten: (0,0) came before, but
    // it is no longer known when it comes again.
    for (theirs, mine) in [(2, 2), (2, 1), (1, 2), (0, 0)] { counts.append(theirs: theirs, mine: mine) }
    #expect(counts.longestRow == -1)
    #expect(counts.weights.count <= 6 * 6)
  }

  @Test("The position table agrees with a dictionary through many updates and removals in a crowded table")
  func positionTableAgreesWithDictionary() {
    var table = PositionTable(capacity: 200)
    var reference: [UInt64: Int] = [:]
    var generator = SeededGenerator(seed: 21)
    for step in 0..<20_000 {
      // Few distinct keys, so that probes collide and removals shift entries back.
      let key = generator.next() % 300 + 1
      if generator.next() % 3 == 0 {
        let position = reference[key] ?? -1
        table.remove(key, ifAt: position)
        reference[key] = nil
      } else if reference.count < 200 || reference[key] != nil {
        #expect(table.update(key, to: step) == reference.updateValue(step, forKey: key))
      }
      #expect(table.count == reference.count)
    }
    for key in UInt64(1)...300 { #expect(table.position(of: key) == reference[key]) }
  }

  @Test("The position table removes an entry only at the given position")
  func positionTableRemovesOnlyAtPosition() {
    var table = PositionTable(capacity: 4)
    _ = table.update(7, to: 3)
    table.remove(7, ifAt: 2)
    #expect(table.position(of: 7) == 3)
    table.remove(7, ifAt: 3)
    #expect(table.position(of: 7) == nil)
  }

  @Test("A window of frequencies counts only its last moves")
  func windowedFrequency() {
    var frequency = WindowedFrequency(moveCount: 3, window: 3)
    for move in [0, 0, 0, 1, 2, 2] { frequency.add(move) }
    #expect(frequency.counts == [0, 1, 2])
  }

  @Test("The safety net stays off while the engine holds its own and turns fully random when it is read")
  func safetyNet() {
    var winning = SafetyNet()
    for round in 0..<200 { winning.record(enginePayoff: round % 3 == 0 ? -1 : 1, playedAtRandom: false) }
    #expect(winning.randomShare == 0)

    var beaten = SafetyNet()
    for _ in 0..<100 { beaten.record(enginePayoff: -1, playedAtRandom: false) }
    #expect(beaten.randomShare == 1)

    var even = SafetyNet()
    for round in 0..<300 { even.record(enginePayoff: [1, -1, 0][round % 3], playedAtRandom: false) }
    #expect(even.randomShare == 0)
  }

  @Test("Rounds thrown at random that happen to lose do not keep the safety net on")
  func safetyNetJudgesStrategiesOnly() {
    // Arrange: the engine's strategies lose 12 of the first 20 rounds, so it turns random.
    var net = SafetyNet()
    for round in 0..<20 { net.record(enginePayoff: round < 12 ? -1 : 0, playedAtRandom: false) }
    #expect(net.randomShare == 1)
    var countingChance = net

    // Act: 600 rounds thrown at random, losing one more than they win in every four.
    for round in 0..<600 {
      let payoff = [-1, 0, 1, -1][round % 4]
      net.record(enginePayoff: payoff, playedAtRandom: true)
      countingChance.record(enginePayoff: payoff, playedAtRandom: false)
    }

    // Assert: the strategies' bad start is forgiven; chance's losses, counted, would trap it.
    #expect(net.randomShare < 0.1)
    #expect(countingChance.randomShare == 1)
  }

  @Test("A score that resets on a loss drops a strategy the moment it is countered; a fading score keeps it")
  func resetOnLossDropsACounteredStrategy() {
    let circle = MoveCircle(count: 3)
    var board = StrategyScoreboard(
      predictorCount: 1, moveCount: 3,
      scorings: [.init(decay: 0.99, resetOnLoss: false), .init(decay: 1, resetOnLoss: true)], metaDecay: 0.99,
      metaTurns: 3)
    // One predictor that always expects rock, so its anchor is paper (rotation 0).
    let anchors = [1]
    for _ in 0..<10 { board.record(theirMove: 0, anchors: anchors, circle: circle) }
    board.record(theirMove: 2, anchors: anchors, circle: circle)  // scissors: paper loses, rock wins

    board.select(anchors: anchors)

    #expect(board.selections[0] == 0, "the fading score still trusts paper")
    #expect(
      board.selections[1] == 2, "the resetting score moved to rock, the only strategy not beaten lately")
  }

  @Test(
    "Sampled selection plays a clear leader's move nearly always, and shares it between strategies that score alike"
  )
  func sampledSelection() {
    let circle = MoveCircle(count: 3)
    var board = StrategyScoreboard(
      predictorCount: 2, moveCount: 3, scorings: [.init(decay: 0.97, resetOnLoss: false)], metaDecay: 0.99,
      metaTurns: 1)
    // Predictor 0 expects rock (anchor paper), predictor 1 expects paper (anchor scissors): the
    // strategies 0 (paper) and 5 (scissors turned twice: paper) always play alike.
    let anchors = [1, 2]
    for _ in 0..<60 { board.record(theirMove: 0, anchors: anchors, circle: circle) }
    var generator = SeededGenerator(seed: 9)
    var strategies: [Int: Int] = [:]
    var paper = 0
    for _ in 0..<400 {
      let strategy = board.sample(rule: 0, anchors: anchors, temperature: 1, using: &generator)
      strategies[strategy, default: 0] += 1
      if circle.rotate(anchors[strategy / 3], by: strategy % 3) == 1 { paper += 1 }
    }
    #expect(paper > 380, "\(strategies)")
    #expect((strategies[0] ?? 0) > 100 && (strategies[5] ?? 0) > 100, "\(strategies)")
  }

}
