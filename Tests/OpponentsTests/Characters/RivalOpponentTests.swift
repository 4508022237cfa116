import GameCore
import Opponents
import Testing

@Suite("The ladder's rivals as opponents")
struct RivalOpponentTests {
  /// The share of rounds, over `runs` seeded matches of `rounds` rounds against a player throwing
  /// at random, in which `rival` threw what its habit called for (rounds where it called for one).
  private func habitShare(_ rival: Rival, rules: Rules = .classic, runs: Int = 20, rounds: Int = 60) -> Double
  {
    var kept = 0
    var called = 0
    for seed in 0..<UInt64(runs) {
      var opponent = RivalOpponent(rival, seed: seed)
      var player = SeededGenerator(seed: seed &+ 1000)
      var history: [Round] = []
      for _ in 0..<rounds {
        let call = rival.habitThrow(after: history, rules: rules)
        let thrown = opponent.nextThrow(after: history, rules: rules)
        let playerMove = rules.moves[Int(player.next() % UInt64(rules.moves.count))]
        if let call {
          called += 1
          if thrown == call { kept += 1 }
        }
        history.append(Round(player: playerMove, computer: thrown, rules: rules))
      }
    }
    return Double(kept) / Double(max(called, 1))
  }

  @Test(
    "Each rival of habit keeps to it in at least 80% of rounds, yet not always (a player can read it, not predict it)",
    arguments: Rival.allCases.filter { $0.hasHabit })
  func habitsShow(rival: Rival) {
    let share = habitShare(rival)

    #expect(share >= 0.78, "\(rival.name) kept to its habit in \(share) of rounds")
    #expect(share < 0.97, "\(rival.name) is mechanical: \(share)")
  }

  @Test("The Cyclist's next throw follows the cycle in at least 80% of rounds, with Spock and lizard too")
  func cyclistCycles() {
    #expect(habitShare(.cyclist) >= 0.8)
    #expect(habitShare(.cyclist, rules: .rockPaperScissorsSpockLizard) >= 0.8)
  }

  @Test(
    "A player who throws what beats the habit's call wins most first-to-3 matches against every rival of habit",
    arguments: Rival.allCases.filter { $0.hasHabit })
  func readingTheHabitWins(rival: Rival) {
    var won = 0
    let matches = 40
    for seed in 0..<UInt64(matches) {
      var game = Game(opponent: RivalOpponent(rival, seed: seed), match: Match(targetWins: 3))
      var fallback = SeededGenerator(seed: seed &+ 77)
      while !game.match.isOver {
        let rules = game.match.rules
        let call = rival.habitThrow(after: game.match.rounds, rules: rules)
        let move =
          call.map { rules.moves(beating: $0)[0] } ?? rules.moves[Int(fallback.next() % 3)]
        game.play(move)
      }
      if game.match.winner == .player { won += 1 }
    }

    #expect(Double(won) / Double(matches) >= 0.7, "\(rival.name): won \(won) of \(matches)")
  }

  @Test(
    "A rival that counters throws its counter after every two reads running, whatever its dice",
    arguments: [Rival.fox, .mule, .magpie, .jester])
  func counterIsAlwaysThrown(rival: Rival) {
    let plan = HabitPlan(rival, countersReads: true)
    var counters = 0
    for seed in 0..<UInt64(30) {
      var game = Game(opponent: RivalOpponent(rival, plan: plan, seed: seed), match: Match(targetWins: 5))
      while !game.match.isOver {
        let rules = game.match.rules
        let warned = plan.isCounter(after: game.match.rounds, rules: rules)
        let call = plan.call(after: game.match.rounds, rules: rules)
        // A reader of the habit who never sees the counter coming.
        let habit = rival.habitThrow(after: game.match.rounds, rules: rules)
        game.play(habit.map { rules.moves(beating: $0)[0] } ?? .rock)
        if warned {
          counters += 1
          #expect(game.match.rounds.last?.computer == call)
          #expect(game.match.rounds.last?.outcome == .loss, "the counter beats the read")
        }
      }
    }

    #expect(counters >= 30, "\(rival.name): \(counters) counters in 30 matches")
  }

  @Test("A seed replays a rival's throws exactly")
  func seeded() {
    for rival in Rival.allCases {
      var first = RivalOpponent(rival, seed: 9)
      var second = RivalOpponent(rival, seed: 9)
      var history: [Round] = []
      for move in [Move.rock, .rock, .paper, .scissors, .rock, .paper] {
        let thrown = first.nextThrow(after: history, rules: .classic)
        #expect(second.nextThrow(after: history, rules: .classic) == thrown)
        history.append(Round(player: move, computer: thrown, rules: .classic))
      }
    }
  }

  @Test(
    "A rival of habit resumed from a match's rounds throws as it would have played straight on, strays included"
  )
  func resumedMatchThrowsAlike() {
    let moves: [Move] = [.rock, .paper, .paper, .scissors, .rock, .rock, .paper, .scissors, .scissors, .rock]
    for rival in Rival.allCases where rival.hasHabit {
      for seed: UInt64 in 1...20 {
        var straightOn = RivalOpponent(rival, seed: seed)
        var history: [Round] = []
        for move in moves {
          // A fresh opponent of the same seed, as a later run builds to resume the match.
          var resumed = RivalOpponent(rival, seed: seed, resuming: history, rules: .classic)
          let thrown = straightOn.nextThrow(after: history, rules: .classic)
          #expect(resumed.nextThrow(after: history, rules: .classic) == thrown, "\(rival) seed \(seed)")
          history.append(Round(player: move, computer: thrown, rules: .classic))
        }
      }
    }
  }

  @Test("The rivals that learn beat a player who always throws rock, the Grandmaster most surely")
  func learningRivalsLearn() {
    for rival in Rival.allCases where !rival.hasHabit {
      var opponent = RivalOpponent(rival, seed: 3)
      var history: [Round] = []
      for _ in 0..<60 {
        history.append(
          Round(player: .rock, computer: opponent.nextThrow(after: history, rules: .classic), rules: .classic)
        )
      }
      let lastThirty = history.suffix(30)
      let losses = lastThirty.filter { $0.outcome == .loss }.count
      #expect(losses >= (rival == .scholar ? 18 : 26), "\(rival.name) beat rock \(losses) of 30 times")
    }
  }
}

@Suite("A rival playing a day's plan of two habits")
struct RivalOpponentPlanTests {
  @Test(
    "A rival with two habits keeps to whichever the plan calls in most rounds",
    arguments: [
      HabitPlan(.cyclist, .alternating(with: .echo)),
      HabitPlan(.boulder, .switching(to: .fox, afterPlayerWins: 2)),
    ])
  func followsThePlan(plan: HabitPlan) {
    var kept = 0
    var called = 0
    for seed in 0..<UInt64(20) {
      var opponent = RivalOpponent(plan.rival, plan: plan, seed: seed)
      var player = SeededGenerator(seed: seed &+ 500)
      var history: [Round] = []
      for _ in 0..<40 {
        let call = plan.call(after: history, rules: .classic)
        let thrown = opponent.nextThrow(after: history, rules: .classic)
        if let call {
          called += 1
          if thrown == call { kept += 1 }
        }
        history.append(
          Round(player: Rules.classic.moves[Int(player.next() % 3)], computer: thrown, rules: .classic))
      }
    }

    #expect(Double(kept) / Double(max(called, 1)) >= 0.7, "kept \(kept) of \(called)")
  }
}

/// Strays from a habit, counted over many seeded matches against a player throwing at random,
/// or reading the habit (throwing what beats its call) in a share of rounds.
private struct StrayCount {
  /// Rounds in which the plan called a throw.
  var called = 0
  /// Of those, the rounds in which the rival threw another.
  var strayed = 0
  /// Rounds that strayed right after a round that strayed.
  var strayedTwiceRunning = 0
  /// Rounds that strayed right after two rounds in which the player read the habit.
  var strayedAfterTwoReads = 0
  /// Rounds that followed two reads running and in which the plan called a throw.
  var calledAfterTwoReads = 0

  var share: Double { Double(strayed) / Double(max(called, 1)) }

  /// `matches` seeded matches of `rounds` rounds of `plan`'s rival under `rules`, the player
  /// reading the habit in `readingShare` of the rounds it calls and throwing at random otherwise.
  init(
    _ plan: HabitPlan, rules: Rules = .classic, matches: Int = 300, rounds: Int = 30, readingShare: Double = 0
  ) {
    for seed in 0..<UInt64(matches) {
      var opponent = RivalOpponent(plan.rival, plan: plan, seed: seed)
      var player = SeededGenerator(seed: seed &+ 4000)
      var history: [Round] = []
      var strayedLast = false
      var readsRunning = 0
      for _ in 0..<rounds {
        let call = plan.call(after: history, rules: rules)
        let thrown = opponent.nextThrow(after: history, rules: rules)
        let strayed = call.map { $0 != thrown } ?? false
        if call != nil { called += 1 }
        if strayed { self.strayed += 1 }
        if strayed && strayedLast { strayedTwiceRunning += 1 }
        if call != nil && readsRunning >= 2 { calledAfterTwoReads += 1 }
        if strayed && readsRunning >= 2 { strayedAfterTwoReads += 1 }
        strayedLast = strayed
        var move = rules.moves[Int(player.next() % UInt64(rules.moves.count))]
        if readingShare > 0, let call, player.nextUnit() < readingShare {
          move = rules.moves(beating: call)[0]
        }
        let read = call.map { rules.outcome(of: move, against: $0) == .win } ?? false
        readsRunning = read ? readsRunning + 1 : 0
        history.append(Round(player: move, computer: thrown, rules: rules))
      }
    }
  }
}

@Suite(
  "Fair strays: a rival breaks its habit now and then, never two rounds running, never right after two reads")
struct RivalStrayTests {
  @Test(
    "No rival of habit strays two rounds running, on its own habit or under a day's plan of two",
    arguments: Rival.allCases.filter(\.hasHabit).map { HabitPlan($0) } + [
      HabitPlan(.cyclist, .alternating(with: .echo)),
      HabitPlan(.boulder, .switching(to: .fox, afterPlayerWins: 2)),
    ])
  func neverTwiceRunning(plan: HabitPlan) {
    let count = StrayCount(plan)

    #expect(count.strayed > 0, "\(plan.rival.name) never strayed: its habit would be mechanical")
    #expect(
      count.strayedTwiceRunning == 0,
      "\(plan.rival.name) strayed twice running \(count.strayedTwiceRunning) times")
  }

  @Test(
    "No rival of habit strays in the round right after the player has read it two rounds running: reading is not punished",
    arguments: Rival.allCases.filter(\.hasHabit).map { HabitPlan($0) } + [
      HabitPlan(.cyclist, .alternating(with: .echo)),
      HabitPlan(.boulder, .switching(to: .fox, afterPlayerWins: 2)),
    ])
  func noStrayAfterTwoReads(plan: HabitPlan) {
    let count = StrayCount(plan, readingShare: 0.7)

    #expect(count.calledAfterTwoReads > 0, "the player never read \(plan.rival.name) twice running")
    #expect(
      count.strayedAfterTwoReads == 0,
      "\(plan.rival.name) strayed \(count.strayedAfterTwoReads) times right after two reads running")
    #expect(count.strayed > 0, "\(plan.rival.name) never strayed against a reader who slips now and then")
  }

  @Test(
    "A player who reads the habit every round loses at most one read to a stray in any match",
    arguments: Rival.allCases.filter(\.hasHabit))
  func readerRobbedAtMostOnce(rival: Rival) {
    let rules = Rules.classic
    var robbedTwice = 0
    for seed in 0..<UInt64(300) {
      var game = Game(
        opponent: RivalOpponent(rival, seed: seed), match: Match(targetWins: rival.rung >= 5 ? 5 : 3))
      var robbed = 0
      while !game.match.isOver {
        let call = rival.habitThrow(after: game.match.rounds, rules: rules)
        let round = game.play(call.map { rules.moves(beating: $0)[0] } ?? .rock)
        if let call, round.computer != call { robbed += 1 }
      }
      if robbed >= 2 { robbedTwice += 1 }
    }

    #expect(robbedTwice == 0, "\(rival.name) foiled two reads or more in \(robbedTwice) of 300 matches")
  }

  @Test("No stray twice running with Spock and lizard either")
  func neverTwiceRunningWithFiveMoves() {
    let count = StrayCount(HabitPlan(.cyclist), rules: .rockPaperScissorsSpockLizard)

    #expect(count.strayedTwiceRunning == 0)
  }

  @Test("Boulder, the first rung, strays in at most one round in five, yet in more than one in ten")
  func boulderStraysRarely() {
    let share = StrayCount(HabitPlan(.boulder), matches: 500).share

    #expect(share <= 0.2, "Boulder strayed in \(share) of rounds")
    #expect(share > 0.1, "Boulder strayed in only \(share) of rounds")
  }

  @Test(
    "Every rival of habit strays in at most one round in five", arguments: Rival.allCases.filter(\.hasHabit))
  func everyRivalStraysRarely(rival: Rival) {
    let share = StrayCount(HabitPlan(rival)).share

    #expect(share <= 0.2, "\(rival.name) strayed in \(share) of rounds")
  }
}

/// A player who answers every round by one fixed rule: always the same throw, or the throw a
/// fixed step round the circle from their own last throw, or from the rival's.
private struct FixedAnswer: CustomStringConvertible {
  enum Anchor: CaseIterable { case same, playersLast, rivalsLast }
  let anchor: Anchor
  let step: Int

  static let all = Anchor.allCases.flatMap { anchor in (0..<3).map { FixedAnswer(anchor: anchor, step: $0) } }

  func move(after rounds: [Round]) -> Move {
    let moves = Rules.classic.moves
    let base: Move =
      switch anchor {
      case .same: .rock
      case .playersLast: rounds.last?.player ?? .rock
      case .rivalsLast: rounds.last?.computer ?? .rock
      }
    return moves[(base.rawValue + step) % moves.count]
  }

  var description: String { "\(anchor) + \(step)" }
}

@Suite("Reading a rival, not repeating a recipe")
struct RivalFixedAnswerTests {
  /// The share of `matches` seeded first-to-3 matches (at most 30 rounds) the player wins
  /// choosing each throw with `choose`.
  private func wins(against rival: Rival, matches: Int = 300, choose: ([Round]) -> Move) -> Double {
    var won = 0
    for seed in 0..<UInt64(matches) {
      var game = Game(opponent: RivalOpponent(rival, seed: seed), match: Match(targetWins: 3))
      while !game.match.isOver, game.match.rounds.count < 30 {
        game.play(choose(game.match.rounds))
      }
      if game.match.winner == .player { won += 1 }
    }
    return Double(won) / Double(matches)
  }

  @Test(
    "From the fifth rung up, no fixed answer wins more than two matches in three, while reading the habit wins nearly all",
    arguments: [Rival.mule, .magpie, .jester])
  func middleRungsNeedReading(rival: Rival) {
    for answer in FixedAnswer.all {
      let share = wins(against: rival, choose: answer.move(after:))
      #expect(share <= 0.68, "\(rival.name) is beaten by the fixed answer \(answer) in \(share) of matches")
    }
    let reading = wins(against: rival) { rounds in
      rival.habitThrow(after: rounds, rules: .classic).map { Rules.classic.moves(beating: $0)[0] } ?? .rock
    }
    #expect(reading >= 0.9, "reading \(rival.name)'s habit wins only \(reading) of matches")
  }

  @Test(
    "The first four rungs teach one habit each, which one fixed answer beats",
    arguments: [Rival.boulder, .cyclist, .echo, .fox])
  func firstRungsTeachOneHabit(rival: Rival) {
    let best = FixedAnswer.all.map { answer in wins(against: rival, matches: 100, choose: answer.move(after:))
    }.max()
    #expect((best ?? 0) >= 0.9, "\(rival.name): the best fixed answer wins \(best ?? 0)")
  }
}
