import GameCore
import Testing

@Suite("A rival's habits over a match: its own, two in turn, or one then another")
struct HabitPlanTests {
  private func rounds(_ pairs: [(Move, Move)]) -> [Round] {
    pairs.map { Round(player: $0.0, computer: $0.1, rules: .classic) }
  }

  @Test("On its own a rival's plan is its habit, every round")
  func single() {
    let played = rounds([(.paper, .rock), (.scissors, .rock)])

    #expect(
      HabitPlan(.fox).call(after: played, rules: .classic)
        == Rival.fox.habitThrow(after: played, rules: .classic))
  }

  @Test("Two habits in turn: its own in rounds 1, 3, 5…, the second rival's in rounds 2, 4…")
  func alternating() {
    let plan = HabitPlan(.boulder, .alternating(with: .echo))
    let played = rounds([(.paper, .rock), (.scissors, .paper), (.paper, .rock)])

    #expect(plan.rivalCalling(after: []) == .boulder)
    #expect(plan.rivalCalling(after: Array(played.prefix(1))) == .echo)
    #expect(
      plan.call(after: Array(played.prefix(1)), rules: .classic) == .paper, "Echo copies the player's paper")
    #expect(plan.call(after: Array(played.prefix(2)), rules: .classic) == .rock)
  }

  @Test("A change of habits comes once the player has won the set number of rounds, and stays")
  func switching() {
    let plan = HabitPlan(.boulder, .switching(to: .cyclist, afterPlayerWins: 2))
    let played = rounds([(.paper, .rock), (.rock, .paper), (.paper, .rock), (.rock, .paper)])

    #expect(plan.rivalCalling(after: Array(played.prefix(2))) == .boulder, "one win: still Boulder")
    #expect(plan.rivalCalling(after: Array(played.prefix(3))) == .cyclist)
    #expect(plan.rivalCalling(after: played) == .cyclist, "losing a round does not change it back")
    #expect(plan.call(after: played, rules: .classic) == .scissors, "the Cyclist steps on from its paper")
  }

  @Test("The recap reads the plan: a player beating each call of two habits in turn caught on")
  func recapReadsThePlan() {
    let plan = HabitPlan(.boulder, .alternating(with: .echo))
    var played: [Round] = []
    for _ in 0..<5 {
      let call = plan.call(after: played, rules: .classic) ?? .rock
      played.append(Round(player: Rules.classic.moves(beating: call)[0], computer: call, rules: .classic))
    }
    let match = Match(rules: .classic, targetWins: 5, rounds: played)

    #expect(RivalRecap(rival: .boulder, match: match, plan: plan).caughtOnRound == 1)
    #expect(RivalRecap(rival: .boulder, match: match).habitKept < 5, "Boulder alone does not explain it")
    #expect(RivalReaction(rival: .boulder, match: match, plan: plan)?.moment == .caughtOn)
  }

  @Test("The days of two habits name a second rival of habit, other than the day's, and are first to five")
  func dailyTwists() {
    // Before every day brought a habit made for it.
    var day = DayStamp(year: 2026, month: 6, day: 1)
    var seen: Set<DailyChallenge.Twist> = []
    for _ in 0..<120 {
      let challenge = DailyChallenge(day: day)
      #expect(challenge == DailyChallenge(day: day), "a pure function of the date")
      switch challenge.twist {
      case .twoHabits, .changesHabit:
        seen.insert(challenge.twist)
        let second = challenge.secondRival
        #expect(second != nil && second != challenge.rival && second?.hasHabit == true)
        #expect(challenge.rival.hasHabit && challenge.targetWins == 5 && challenge.rules == .classic)
        #expect(challenge.habitPlan.pattern != .single)
      case .newHabit:
        #expect(
          challenge.secondRival == nil
            && challenge.newHabit.map { HabitPlan(challenge.rival, .newHabit($0)) } == challenge.habitPlan)
      default:
        #expect(challenge.secondRival == nil && challenge.habitPlan == HabitPlan(challenge.rival))
      }
      day = day.next
    }
    #expect(seen == [.twoHabits, .changesHabit])
  }

  @Test("The last round strayed when the plan called a throw there and the rival threw another")
  func strayedInLastRound() {
    let boulder = HabitPlan(.boulder)
    let echo = HabitPlan(.echo)

    #expect(boulder.strayedInLastRound(of: rounds([(.paper, .rock), (.paper, .scissors)]), rules: .classic))
    #expect(!boulder.strayedInLastRound(of: rounds([(.paper, .scissors), (.paper, .rock)]), rules: .classic))
    #expect(!boulder.strayedInLastRound(of: [], rules: .classic))
    // Echo calls nothing in round 1: whatever it threw there, it did not stray.
    #expect(!echo.strayedInLastRound(of: rounds([(.paper, .scissors)]), rules: .classic))
  }

  @Test("The player read the plan two rounds running when both last throws beat what it called")
  func readTwiceRunning() {
    let boulder = HabitPlan(.boulder)
    let echo = HabitPlan(.echo)

    // Paper beats Boulder's rock, whatever Boulder threw.
    #expect(boulder.readTwiceRunning(in: rounds([(.paper, .rock), (.paper, .scissors)]), rules: .classic))
    #expect(!boulder.readTwiceRunning(in: rounds([(.rock, .rock), (.paper, .rock)]), rules: .classic))
    #expect(!boulder.readTwiceRunning(in: rounds([(.paper, .rock)]), rules: .classic))
    // Echo calls nothing in round 1: no read there, so none twice running after round 2.
    #expect(!echo.readTwiceRunning(in: rounds([(.paper, .rock), (.scissors, .rock)]), rules: .classic))
    #expect(
      echo.readTwiceRunning(
        in: rounds([(.paper, .rock), (.scissors, .rock), (.rock, .rock)]), rules: .classic))
  }
}
