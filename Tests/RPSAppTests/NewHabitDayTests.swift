import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("A day's challenge with a habit made for the day: a puzzle no rung solved")
struct NewHabitDayTests {
  /// The first day from 2027 whose rival plays one habit made for the day, of `family`, with a
  /// clue (a Monday or a Tuesday: from Wednesday the habit changes partway).
  private func newHabitDay(_ family: DayHabit.Family = .answers) throws -> (DailyChallenge, DayHabit) {
    var day = DayStamp(year: 2027, month: 1, day: 1)
    // An answer alike to every way a round ends has clues of its own (see below).
    while DailyChallenge(day: day).newHabit?.family != family
      || DailyChallenge(day: day).newHabit?.answersAlike == true || !DailyChallenge(day: day).givesClue
      || DailyChallenge(day: day).secondHabit != nil
    {
      day = day.next
    }
    let challenge = DailyChallenge(day: day)
    return (challenge, try #require(challenge.newHabit))
  }

  @Test("A day whose habit answers every way a round ends alike points the player at the rival's own throws")
  func alikeAnswersPointAtItsOwnThrows() throws {
    var day = DailyChallenge.firstDayOfNewHabits
    while DailyChallenge(day: day).newHabit?.answersAlike != true || !DailyChallenge(day: day).givesClue {
      day = day.next
    }
    let challenge = DailyChallenge(day: day)
    let folder = try TemporaryFolder()

    let (_, board) = try board(of: challenge, savingIn: folder)

    #expect(
      DailyController.twistWords(challenge, revealed: false).contains(
        "Clue: each throw follows from its own last one"))
    #expect(board.seat.lineLabel.text == "“A new habit today. Watch my own throws, round after round.”")
    #expect(try #require(challenge.newHabit).sentences.contains("After every round"))
  }

  /// The day's match played by a player who answers every call of the habit, and the counter it
  /// warns of after two reads running, and wins 5–0.
  private func matchReadingEveryCall(_ challenge: DailyChallenge, _ rule: DayHabit) -> Match {
    var match = challenge.match
    while !match.isOver {
      let call =
        challenge.habitPlan.call(after: match.rounds, rules: .classic)
        ?? rule.call(after: [], rules: .classic)
      match.record(Round(player: Rules.classic.moves(beating: call)[0], computer: call, rules: .classic))
    }
    return match
  }

  @Test("The rule is told in plain sentences: its opening, then its answer to a win, a loss and a draw")
  func ruleInWords() {
    let rule = HabitRule(
      opening: .paper, afterWin: HabitRule.Answer(.players, .beating),
      afterLoss: HabitRule.Answer(.players, .same), afterDraw: HabitRule.Answer(.own, .beaten))

    #expect(
      rule.sentences
        == "It opened with paper. After winning a round, it threw what beats your throw. After losing one, it"
        + " copied your throw. After a draw, it threw what its own last throw beats.")
  }

  @Test("Ways a round ends that share one answer are told in one sentence, not repeated")
  func sharedAnswersToldOnce() {
    let same = HabitRule.Answer(.own, .beaten)
    let allOne = HabitRule(opening: .rock, afterWin: same, afterLoss: same, afterDraw: same)
    let lossAndDraw = HabitRule(
      opening: .paper, afterWin: HabitRule.Answer(.players, .beating), afterLoss: same, afterDraw: same)

    #expect(
      allOne.sentences == "It opened with rock. After every round, it threw what its own last throw beats.")
    #expect(
      lossAndDraw.sentences
        == "It opened with paper. After winning a round, it threw what beats your throw. After losing a round or a"
        + " draw, it threw what its own last throw beats.")
  }

  @Test("The recap tells the day's habit whole, not the rival's habit on the ladder, even once beaten there")
  func recapTellsTheDaysHabit() throws {
    let (challenge, rule) = try newHabitDay()
    let match = matchReadingEveryCall(challenge, rule)

    let words = RecapWords(
      recap: RivalRecap(rival: challenge.rival, match: match, plan: challenge.habitPlan), daily: challenge,
      unlocked: nil, rivalsBeaten: Set(Rival.allCases), dailyStreak: 1, achievements: [])

    #expect(words.headline == "You beat \(challenge.rival.word) 5–0")
    #expect(
      words.howTheyPlayed.hasPrefix(
        "Today \(challenge.rival.word) played a habit made for the day. \(rule.sentences)"))
    #expect(!words.howTheyPlayed.contains(challenge.rival.habitSentence(rules: .classic)))
    // Round 1 is the habit's own opening, no call to read; round 2's answer, its first call, a
    // guess; round 4 the counter to the reads of rounds 2 and 3.
    #expect(
      words.howYouRead
        == "You caught on in round 3. Your ✓ in round 2 was a good guess: its habit had not shown yet."
        + " You saw its counter coming in round 4.")
  }

  @Test("A counting habit is told in plain sentences too: its opening, then what it counts")
  func countingHabitInWords() {
    #expect(
      CountingHabit.runs(opening: .paper, length: 2, step: .beating).sentences
        == "It opened with paper. It threw each move twice in a row, then the move that beats it.")
    #expect(
      CountingHabit.favourite(opening: .rock, step: .beating).sentences
        == "It opened with rock. Then it threw what beats the move you had thrown most so far (on a tie, the one"
        + " you threw first).")
  }

  @Test(
    "After a day of a counting habit the recap tells it whole, and a ✓ marks every round the player threw what beats its call"
  )
  func recapTellsACountingHabit() throws {
    let (challenge, habit) = try newHabitDay(.counting)
    let match = matchReadingEveryCall(challenge, habit)

    let recap = RivalRecap(rival: challenge.rival, match: match, plan: challenge.habitPlan)
    let words = RecapWords(
      recap: recap, daily: challenge, unlocked: nil, rivalsBeaten: [], dailyStreak: 1, achievements: [])

    #expect(
      recap.readRounds == Set(2...match.rounds.count),
      "a read in each round after the opening, which no round foretold: \(match.rounds.count) rounds")
    #expect(
      words.howTheyPlayed.hasPrefix(
        "Today \(challenge.rival.word) played a habit made for the day. \(habit.sentences)"))
    #expect(!words.howTheyPlayed.contains(challenge.rival.habitHint))
  }

  @Test(
    "From Friday to Sunday the day's habit comes without its clue: the card, the short twist and the rival's first line say so"
  )
  func weekendsGiveNoClue() throws {
    var day = DayStamp(year: 2027, month: 1, day: 1)
    while DailyChallenge(day: day).givesClue || DailyChallenge(day: day).newHabit == nil { day = day.next }
    let challenge = DailyChallenge(day: day)
    let folder = try TemporaryFolder()
    let (_, board) = try board(of: challenge, savingIn: folder)

    #expect([6, 7, 1].contains(day.weekday))
    #expect(DailyController.twistWords(challenge, revealed: false).contains("No clue"))
    #expect(!DailyController.twistWords(challenge, revealed: false).contains("Clue:"))
    #expect(challenge.secondHabit != nil, "from Wednesday to Sunday the day's habit changes partway")
    #expect(challenge.shortTwistWords == "two new habits, no clue, first to five")
    #expect(board.seat.lineLabel.text == "“A new habit today, and no clue. Watch everything.”")
    let weekdays = (0..<7).map { offset in
      (0..<offset).reduce(day) { day, _ in day.next }
    }
    #expect(weekdays.filter { DailyChallenge(day: $0).givesClue }.count == 4, "Monday to Thursday")
  }

  @Test("Before the first round the rival of a counting habit points at counting, not at what follows a win")
  func countingRivalsInvitation() throws {
    let (challenge, _) = try newHabitDay(.counting)
    let folder = try TemporaryFolder()
    let (_, board) = try board(of: challenge, savingIn: folder)

    #expect(
      board.seat.lineLabel.text
        == "“A new habit today. This one keeps count: watch every throw, mine and yours.”")
  }

  @Test(
    "The daily screen names the twist and the kind of habit as the day's clue, keeping the habit for after the counted try"
  )
  func dailyScreenKeepsThePuzzle() throws {
    let (challenge, _) = try newHabitDay()
    try #require(challenge.newHabit?.kind == .answers)
    var counting = DailyChallenge.firstDayOfNewHabits
    while DailyChallenge(day: counting).newHabit?.kind != .counting(.favourite)
      || !DailyChallenge(day: counting).givesClue
    {
      counting = counting.next
    }
    let favourite = DailyChallenge(day: counting)

    #expect(
      DailyController.twistWords(challenge, revealed: false)
        == "Twist: \(challenge.rival.word) plays a habit made for today. Clue: it answers how the last round"
        + " ended. First to five.")
    #expect(
      DailyController.twistWords(favourite, revealed: false)
        == "Twist: \(favourite.rival.word) plays a habit made for today. Clue: it keeps count of your throws."
        + " First to five."
        + (favourite.secondHabit == nil
          ? "" : " Once you have won 3 rounds, it changes to a second habit made for today."))
    #expect(challenge.shortTwistWords == "a new habit, first to five")
  }

  @Test("At the table the rival gives nothing away: not its ladder personality, nor its ladder voice")
  func rivalAtTheTableGivesNothingAway() throws {
    let (challenge, _) = try newHabitDay()
    let folder = try TemporaryFolder()
    let (window, board) = try board(of: challenge, savingIn: folder)

    #expect(board.seat.lineLabel.text == "“A new habit today. Watch what I throw after I win, lose or draw.”")
    board.playerThrew(.rock)
    board.finishCeremony()
    settle(window)
    let moments: [RivalReaction.Moment] = [.wonRound, .lostRound, .drawnRound]
    let dayVoice = moments.flatMap { RivalReaction.newHabitLines(of: challenge.rival, $0).map(\.text) }
    let ladderVoice = moments.flatMap { RivalReaction.lines(of: challenge.rival, $0).map(\.text) }
    let said = board.seat.lineLabel.text
    #expect(dayVoice.map { "“\($0)”" }.contains(said), "\(said)")
    #expect(!ladderVoice.map { "“\($0)”" }.contains(said), "\(said)")
  }

  @Test(
    "A player who reads the day's habit round after round is never told so at the table: the puzzle stays theirs"
  )
  func readingTheDayIsNotConfirmed() throws {
    let (challenge, _) = try newHabitDay()
    let folder = try TemporaryFolder()
    let (window, board) = try board(of: challenge, savingIn: folder)
    var lines: [String] = []

    playReadingThePlan(board, settling: window) { lines.append(board.seat.lineLabel.text) }

    #expect(board.game.match.winner == .player)
    #expect(
      lines.allSatisfy { !$0.localizedCaseInsensitiveContains("found") && !$0.contains("habit") }, "\(lines)")
  }

  /// The board of `challenge`'s counted try, in a fresh game saving in `folder`, and its window.
  private func board(
    of challenge: DailyChallenge, savingIn folder: TemporaryFolder
  ) throws -> (Window, ChallengeBoardController) {
    let (window, screens) = assembledGame(size: Size(width: 1024, height: 768), folder: folder)
    screens.playRival(challenge.rival, daily: challenge)
    settle(window)
    return (window, try #require(shown(screens, as: ChallengeBoardController.self)))
  }
}
