import Foundation
import GameCore
import Testing

@Suite("A rival that sees reads coming: after two reads running it warns, then counters once")
struct CounterTests {
  private func rounds(_ pairs: [(Move, Move)]) -> [Round] {
    pairs.map { Round(player: $0.0, computer: $0.1, rules: .classic) }
  }

  /// Against the Fox (what beats your last throw): a guess, then two rounds beating its call.
  private var twoReadsOfTheFox: [Round] {
    // After rock it calls paper: scissors reads it; after scissors, rock: paper reads it.
    rounds([(.rock, .rock), (.scissors, .paper), (.paper, .rock)])
  }

  @Test(
    "After two reads running the call is the counter: the throw its habit's call beats, which beats the read")
  func counterAfterTwoReads() {
    let plan = HabitPlan(.fox, countersReads: true)

    // After paper the Fox's habit calls scissors; the reader would throw rock; paper beats rock.
    #expect(plan.isCounter(after: twoReadsOfTheFox, rules: .classic))
    #expect(plan.call(after: twoReadsOfTheFox, rules: .classic) == .paper)
    #expect(!plan.isCounter(after: Array(twoReadsOfTheFox.prefix(2)), rules: .classic))
  }

  @Test(
    "After its counter the rival keeps its habit again until two more reads, whatever the counter's round did"
  )
  func habitAgainAfterTheCounter() {
    let plan = HabitPlan(.fox, countersReads: true)
    // The player saw the counter (paper) coming and threw scissors.
    let played = twoReadsOfTheFox + rounds([(.scissors, .paper)])

    #expect(!plan.isCounter(after: played, rules: .classic))
    #expect(plan.call(after: played, rules: .classic) == .rock, "what beats the player's scissors")
    // Two more reads: rock is read by paper, then after paper scissors is read by rock.
    let twoMore = played + rounds([(.paper, .rock), (.rock, .scissors)])
    #expect(plan.isCounter(after: twoMore, rules: .classic))
  }

  @Test("Under Spock and lizard the counter beats both throws that beat the habit's call")
  func counterUnderFiveMoves() {
    let rules = Rules.rockPaperScissorsSpockLizard
    let plan = HabitPlan(.boulder, countersReads: true)
    let readers = rules.moves(beating: .rock)
    let played = readers.map { Round(player: $0, computer: .rock, rules: rules) }

    let counter = plan.call(after: played, rules: rules)

    #expect(plan.isCounter(after: played, rules: rules))
    #expect(readers.allSatisfy { rules.outcome(of: $0, against: counter ?? .rock) == .loss })
  }

  @Test("A read that met a break of the habit won nothing, and counts towards no counter")
  func strayedReadIsNoRun() {
    let plan = HabitPlan(.fox, countersReads: true)
    // Round 2: the player's scissors answered the call (paper), but the Fox threw rock.
    let played = rounds([(.rock, .rock), (.scissors, .rock), (.paper, .rock)])

    #expect(!plan.isCounter(after: played, rules: .classic))
    #expect(plan.isCounter(after: played + rounds([(.rock, .scissors)]), rules: .classic))
  }

  @Test("A plan that does not counter calls its habit after any run of reads")
  func noCounterWithoutIt() {
    let plan = HabitPlan(.fox)

    #expect(!plan.isCounter(after: twoReadsOfTheFox, rules: .classic))
    #expect(plan.call(after: twoReadsOfTheFox, rules: .classic) == .scissors)
  }

  @Test("A rival that changes habits has a new one to read: reads of the old one draw no counter")
  func noCounterAcrossAChange() throws {
    let plan = try #require(MastersRung(rival: .echo)).habitPlan
    // A draw, then two reads of Echo's copy: the player's second win changes it to the Jester's.
    let played = rounds([(.rock, .rock), (.paper, .rock), (.scissors, .paper)])

    #expect(plan.countersReads)
    #expect(plan.rivalCalling(after: played) != .echo)
    #expect(!plan.isCounter(after: played, rules: .classic))
  }

  @Test("A habit made for the day does not count beating its opening throw as a read to counter")
  func openingIsNoRead() throws {
    let challenge = DailyChallenge(day: DayStamp(year: 2026, month: 12, day: 9))
    let plan = challenge.habitPlan
    var played: [Round] = []
    for _ in 0..<2 {
      let call = try #require(plan.call(after: played, rules: .classic))
      played.append(Round(player: Rules.classic.moves(beating: call)[0], computer: call, rules: .classic))
    }

    #expect(plan.countersReads)
    #expect(!plan.isCounter(after: played, rules: .classic), "the opening and one read: no two reads yet")
  }

  @Test(
    "The ladder's first three rungs teach their habit; from the Fox up, and on the Masters, rivals counter")
  func whoCounters() {
    let now = DayStamp(year: 2026, month: 12, day: 8).start
    let firstTier = Rival.allCases.filter(\.hasHabit).filter {
      Ladder.habitPlan(of: $0, on: .first, startedAt: now).countersReads
    }

    #expect(firstTier == [.fox, .mule, .magpie, .jester])
    #expect(
      Rival.allCases.filter(\.hasHabit).allSatisfy {
        Ladder.habitPlan(of: $0, on: .masters, startedAt: now).countersReads
      })
    #expect(!Ladder.habitPlan(of: .scholar, on: .first, startedAt: now).countersReads)
  }

  @Test(
    "Matches kept from before the first day of counters are read as they were played, and so are those days' challenges"
  )
  func olderMatchesReadAsPlayed() {
    let before = DayStamp(year: 2026, month: 12, day: 6)

    #expect(!Ladder.habitPlan(of: .fox, on: .first, startedAt: before.start).countersReads)
    #expect(!Ladder.habitPlan(of: .fox, on: .masters, startedAt: before.start).countersReads)
    #expect(!DailyChallenge(day: before).habitPlan.countersReads)
    #expect(DailyChallenge(day: HabitPlan.firstDayOfCounters).habitPlan.countersReads)
  }

  @Test(
    "A counter that caught the player is no miss of the habit: they still caught on, and the recap says which counters they saw"
  )
  func recapOfCounters() {
    let plan = HabitPlan(.fox, countersReads: true)
    var match = Match(targetWins: 3)
    // A draw first (the Fox has no last throw to answer); then the player reads the habit every
    // round and never the counter: round 4 is lost to it.
    match.record(Round(player: .rock, computer: .rock, rules: .classic))
    for _ in 0..<6 where !match.isOver {
      let habit = Rival.fox.habitThrow(after: match.rounds, rules: .classic) ?? .rock
      let thrown = plan.call(after: match.rounds, rules: .classic) ?? .rock
      match.record(Round(player: Rules.classic.moves(beating: habit)[0], computer: thrown, rules: .classic))
    }

    let recap = RivalRecap(rival: .fox, match: match, plan: plan)

    #expect(match.score.player == 3 && match.score.computer == 1)
    #expect(recap.countersMissed == [4])
    #expect(recap.countersAnswered.isEmpty)
    #expect(recap.caughtOnRound == 2, "every call of the habit read from its first")
    #expect(recap.strayedRounds.isEmpty, "the counter is the plan's own call")
  }

  @Test("The round before a counter, the rival warns the player: it sees their reads")
  func warningBeforeTheCounter() throws {
    let plan = HabitPlan(.fox, countersReads: true)
    let warned = Match(rules: .classic, targetWins: 5, rounds: twoReadsOfTheFox)
    let earlier = Match(rules: .classic, targetWins: 5, rounds: Array(twoReadsOfTheFox.prefix(2)))

    #expect(try #require(RivalReaction(rival: .fox, match: warned, plan: plan)).moment == .seesYourReads)
    #expect(try #require(RivalReaction(rival: .fox, match: earlier, plan: plan)).moment != .seesYourReads)
  }

  /// Against `rival` with `style`: two rounds read, each beating its call, then the call of the
  /// round warned of, with what the habit alone called there.
  private func warnedCall(
    of rival: Rival, style: CounterStyle, rules: Rules = .classic, counters: Int = 1
  ) throws -> [(habit: Move, thrown: Move)] {
    let plan = HabitPlan(rival, countersReads: true, counterStyle: style)
    let plain = HabitPlan(rival)
    var played: [Round] = []
    var warned: [(Move, Move)] = []
    while warned.count < counters {
      let call = try #require(plan.call(after: played, rules: rules))
      if plan.isCounter(after: played, rules: rules) {
        warned.append((try #require(plain.call(after: played, rules: rules)), call))
      }
      played.append(Round(player: rules.moves(beating: call)[0], computer: call, rules: rules))
    }
    return warned
  }

  @Test(
    "Each rival counters its own way: the Mule bluffs, the Magpie counters the answer to its counter, the Jester does each in turn"
  )
  func eachRivalItsOwnWay() {
    #expect(Rival.fox.counterStyle == .plain)
    #expect(Rival.mule.counterStyle == .bluff)
    #expect(Rival.magpie.counterStyle == .doubleCounter)
    #expect(Rival.jester.counterStyle == .alternating)
    let day = DayStamp(year: 2026, month: 12, day: 10)
    #expect(Ladder.habitPlan(of: .mule, on: .first, startedAt: day.start).counterStyle == .bluff)
    #expect(Ladder.habitPlan(of: .magpie, on: .masters, startedAt: day.start).counterStyle == .doubleCounter)
  }

  @Test("A bluff warns, then keeps to the habit: the player's answer to the habit wins")
  func bluffKeepsTheHabit() throws {
    let warned = try #require(try warnedCall(of: .boulder, style: .bluff).first)

    #expect(warned.thrown == warned.habit)
  }

  @Test(
    "A double counter beats the throw that beats the plain counter; the player's first answer draws with it")
  func doubleCounterBeatsTheAnswerToTheCounter() throws {
    let warned = try #require(try warnedCall(of: .boulder, style: .doubleCounter).first)
    let counter = try #require(try warnedCall(of: .boulder, style: .plain).first).thrown
    let answerToTheCounter = Rules.classic.moves(beating: counter)[0]
    let answerToTheHabit = Rules.classic.moves(beating: warned.habit)[0]

    #expect(Rules.classic.outcome(of: warned.thrown, against: answerToTheCounter) == .win)
    #expect(Rules.classic.outcome(of: answerToTheHabit, against: warned.thrown) == .draw)
  }

  @Test("Under Spock and lizard a double counter beats both throws that beat the plain counter")
  func doubleCounterUnderFiveMoves() throws {
    let rules = Rules.rockPaperScissorsSpockLizard
    let warned = try #require(try warnedCall(of: .boulder, style: .doubleCounter, rules: rules).first)
    let counter = CounterStyle.plain.move(countering: warned.habit, counter: 0, rules: rules)

    #expect(
      rules.moves(beating: counter).allSatisfy { rules.outcome(of: warned.thrown, against: $0) == .win })
  }

  @Test("The Jester's counters take turns: its first plain, its second double")
  func alternatingCounters() throws {
    let warned = try warnedCall(of: .boulder, style: .alternating, counters: 2)
    try #require(warned.count == 2)

    #expect(
      warned[0].thrown == CounterStyle.plain.move(countering: warned[0].habit, counter: 0, rules: .classic))
    #expect(
      warned[1].thrown
        == CounterStyle.doubleCounter.move(countering: warned[1].habit, counter: 0, rules: .classic))
  }

  @Test(
    "Matches begun before the first day of counter styles are read with the plain counter, as they were played"
  )
  func olderCountersReadAsPlayed() {
    let before = HabitPlan.firstDayOfCounterStyles.previous

    #expect(Ladder.habitPlan(of: .mule, on: .first, startedAt: before.start).counterStyle == .plain)
    #expect(DailyChallenge(day: before).habitPlan.counterStyle == .plain)
    #expect(
      DailyChallenge(day: HabitPlan.firstDayOfCounterStyles).habitPlan.counterStyle
        == DailyChallenge(day: HabitPlan.firstDayOfCounterStyles).rival.counterStyle)
  }
}
