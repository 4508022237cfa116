import GameCore
import Opponents
import Testing

@testable import RPSApp

@Suite("A rival's lines never promise what it will not do")
struct RivalLinesTruthTests {
  @Test("The Mule, beaten, does not say “Fine. Something else.” when it throws the same again")
  func muleKeepsItsWord() {
    // Round one: the player's rock beat the Mule's scissors; the Mule throws scissors again.
    let played = Match(
      rules: .classic, targetWins: 3, rounds: [Round(player: .rock, computer: .scissors, rules: .classic)])
    let reaction = RivalReaction(rival: .mule, match: played, nextThrow: .scissors)

    #expect(reaction?.line(of: .mule, hidden: false) != "Fine. Something else.")
  }

  @Test("Without knowing the next throw, no line speaks of it")
  func unknownNextThrowPromisesNothing() throws {
    let played = Match(
      rules: .classic, targetWins: 3, rounds: [Round(player: .rock, computer: .scissors, rules: .classic)])
    let reaction = try #require(RivalReaction(rival: .mule, match: played))

    #expect(reaction.sayableLines(of: .mule, hidden: false).allSatisfy { $0.promise == nil })
  }

  @Test(
    "Over many seeded matches, every line said about the next round is borne out by the rival's next throw",
    arguments: Rival.allCases)
  func everyPromiseKept(rival: Rival) {
    var promisesSaid = 0
    for seed in 0..<UInt64(40) {
      var game = Game(opponent: RivalOpponent(rival, seed: seed), match: Match(targetWins: 3))
      var player = SeededGenerator(seed: seed &+ 300)
      while !game.match.isOver {
        game.play(Rules.classic.moves[Int(player.next() % 3)])
        guard let reaction = RivalReaction(rival: rival, match: game.match, nextThrow: game.openRoundThrow),
          let last = game.match.rounds.last
        else { continue }
        let text = reaction.line(of: rival, hidden: false)
        let said = RivalReaction.lines(of: rival, reaction.moment).first { $0.text == text }
        guard let promise = said?.promise else { continue }
        promisesSaid += 1
        let next = game.openRoundThrow
        switch promise {
        case .keepsItsThrow: #expect(next == last.computer, "\(rival.name) said “\(text)”")
        case .changesItsThrow: #expect(next != nil && next != last.computer, "\(rival.name) said “\(text)”")
        }
      }
    }
    #expect(promisesSaid > 0 || ![Rival.boulder, .cyclist, .mule, .magpie, .jester].contains(rival))
  }

  @Test("Every rival has a line for every moment whatever its next throw", arguments: Rival.allCases)
  func alwaysALine(rival: Rival) {
    for moment in [RivalReaction.Moment.wonRound, .lostRound, .drawnRound, .caughtOn] {
      let lines = RivalReaction.lines(of: rival, moment)
      for next in [RivalReaction.NextThrow?.none, .keepsItsThrow, .changesItsThrow] {
        #expect(lines.contains { $0.promise == nil || $0.promise == next }, "\(rival.name) \(moment)")
      }
    }
  }
}

@Suite("A rival's lines at the table")
struct RivalLinesVarietyTests {
  @Test(
    "Over many seeded matches, and against a player who throws rock every round, no rival says the same words two rounds in a row",
    arguments: Rival.allCases)
  func neverTheSameWordsTwice(rival: Rival) {
    expectNeverTheSameWordsTwice(rival: rival, plan: nil, newHabit: false)
  }

  @Test(
    "On days of a new habit too, against players who throw rock, at random or read the day's habit, no rival says the same words two rounds in a row",
    arguments: Rival.allCases.filter(\.hasHabit))
  func neverTheSameWordsTwiceOnADayOfANewHabit(rival: Rival) throws {
    var day = DailyChallenge.firstDayOfNewHabits
    while DailyChallenge(day: day).rival != rival { day = day.next }
    let challenge = DailyChallenge(day: day)
    try #require(challenge.newHabit != nil)

    expectNeverTheSameWordsTwice(rival: rival, plan: challenge.habitPlan, newHabit: true)
  }

  /// Plays seeded matches of `rival` following `plan` (its own habit when nil) and expects no
  /// two rounds running to draw the same words: a player throwing rock every third seed, one
  /// beating the habit's call every third, one at random the rest.
  private func expectNeverTheSameWordsTwice(rival: Rival, plan: HabitPlan?, newHabit: Bool) {
    for seed in 0..<UInt64(30) {
      var game = Game(opponent: RivalOpponent(rival, plan: plan, seed: seed), match: Match(targetWins: 5))
      var player = SeededGenerator(seed: seed &+ 500)
      var said: [String] = []
      while !game.match.isOver {
        let call = (plan ?? HabitPlan(rival)).call(after: game.match.rounds, rules: .classic)
        let read = call.map { Rules.classic.moves(beating: $0)[0] }
        let random = Rules.classic.moves[Int(player.next() % 3)]
        game.play(seed % 3 == 0 ? .rock : seed % 3 == 1 ? read ?? random : random)
        let line = RivalReaction.line(
          of: rival, in: game.match, plan: plan, nextThrow: game.openRoundThrow, hidesRival: false,
          newHabit: newHabit)
        said.append(line ?? "")
      }
      for (before, after) in zip(said, said.dropFirst()) {
        #expect(before != after, "\(rival.name), seed \(seed): “\(after)” twice in \(said)")
      }
    }
  }

  @Test("A rival read three rounds running admits it once, then speaks of the round itself")
  func admitsBeingReadOnce() {
    // The Boulder throws rock; paper, three times over, beats its call each round.
    let rounds = (0..<4).map { _ in Round(player: .paper, computer: .rock, rules: .classic) }
    let three = Match(rules: .classic, targetWins: 5, rounds: Array(rounds.prefix(3)))
    let four = Match(rules: .classic, targetWins: 5, rounds: rounds)

    let admitted = RivalReaction.line(
      of: .boulder, in: three, plan: nil, nextThrow: .rock, hidesRival: false, newHabit: false)
    let next = RivalReaction.line(
      of: .boulder, in: four, plan: nil, nextThrow: .rock, hidesRival: false, newHabit: false)

    #expect(admitted == "You have seen through the stone, haven't you?")
    #expect(next != admitted)
    #expect(RivalReaction.lines(of: .boulder, .lostRound).map(\.text).contains(next ?? ""))
  }
}
