import GameCore
import Testing

@testable import RPSApp

@MainActor
@Suite("The recap tells how a rival met the reads it warned of, in its own way")
struct CounterStyleRecapTests {
  /// A match against Boulder countering in `style`: the player beats the habit's call every round
  /// and, in the round warned of, throws `warned` (given the habit's call there); to five wins.
  private func recap(
    _ style: CounterStyle, answeringTheWarning warned: (_ habitCall: Move) -> Move
  ) throws -> RecapWords {
    let plan = HabitPlan(.boulder, countersReads: true, counterStyle: style)
    let habit = HabitPlan(.boulder)
    var match = Match(rules: .classic, targetWins: 5)
    while !match.isOver {
      let call = try #require(habit.call(after: match.rounds, rules: .classic))
      let thrown = try #require(plan.call(after: match.rounds, rules: .classic))
      let player =
        plan.isCounter(after: match.rounds, rules: .classic)
        ? warned(call) : Rules.classic.moves(beating: call)[0]
      match.record(Round(player: player, computer: thrown, rules: .classic))
    }
    return RecapWords(
      recap: RivalRecap(rival: .boulder, match: match, plan: plan), daily: nil, unlocked: nil,
      rivalsBeaten: [], dailyStreak: 0, achievements: [])
  }

  @Test(
    "A bluff seen through: the player kept answering the habit, and the recap says the warning was a bluff")
  func bluffSeenThrough() throws {
    let words = try recap(.bluff) { call in Rules.classic.moves(beating: call)[0] }

    #expect(words.howYouRead.contains("You saw through its bluff in round 3"), "\(words.howYouRead)")
    #expect(words.howTheyPlayed.contains("warned of a counter it never threw"), "\(words.howTheyPlayed)")
    #expect(
      !words.roundsCaption.contains("Under its counters"), "a bluff is no counter: \(words.roundsCaption)")
  }

  @Test(
    "A double counter that caught the player: they beat the plain counter, and the recap says to think a step further"
  )
  func doubleCounterCaughtThePlayer() throws {
    let words = try recap(.doubleCounter) { call in
      Rules.classic.moves(beating: CounterStyle.plain.move(countering: call, counter: 0, rules: .classic))[0]
    }

    #expect(
      words.howYouRead.contains(
        "In rounds 3 and 6 it expected you to beat its counter, and threw what beats that: when it warns you, think one step further."
      ),
      "\(words.howYouRead)")
    #expect(words.howTheyPlayed.contains("countered your reads in"), "\(words.howTheyPlayed)")
    #expect(words.roundsCaption.contains("Under its counters"), "\(words.roundsCaption)")
  }
}
