import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("A match lost to a computer that learns ends with what it read of the player")
struct MatchLessonTests {
  /// A match of `playerThrows` against `answers`, first to three.
  private func match(_ playerThrows: [Move], against answers: [Move]) -> Match {
    Match(
      rules: .classic, targetWins: 3,
      rounds: zip(playerThrows, answers).map { Round(player: $0, computer: $1, rules: .classic) })
  }

  @Test("Losing to Medium with rock every round names the rock and says to mix in the other two")
  func lossNamesThePattern() throws {
    let lost = match([.rock, .rock, .rock, .rock], against: [.paper, .rock, .paper, .paper])

    let lesson = try #require(MatchLessonWords(match: lost, level: .medium))

    #expect(
      lesson.reading == "It won 3 rounds of 4. You threw rock 4 times out of 4: it won 3 of those rounds.")
    #expect(lesson.advice == "Next time, mix in paper and scissors.")
  }

  @Test(
    "A pattern the computer hardly won by is told as such, with a warning that it will look for it rather than advice to change"
  )
  func cheapPatternIsToldAsSuch() throws {
    let lost = match(
      [.rock, .rock, .rock, .rock, .rock, .rock, .rock, .paper, .scissors],
      against: [.scissors, .scissors, .rock, .rock, .rock, .rock, .paper, .scissors, .rock])

    let lesson = try #require(MatchLessonWords(match: lost, level: .hard))

    #expect(lesson.reading.hasPrefix("It won 3 rounds of 9. "), "\(lesson.reading)")
    #expect(lesson.reading.hasSuffix(": it won only 1 of those rounds."), "\(lesson.reading)")
    #expect(lesson.advice == "It has not made that pay yet; it will look for it next time.")
  }

  @Test("A loss with no clear pattern is not put down to luck alone")
  func lossWithoutPatternIsNotLuckAlone() throws {
    let lost = match(
      [.rock, .scissors, .scissors, .paper, .rock, .paper],
      against: [.paper, .rock, .paper, .paper, .scissors, .scissors])

    let lesson = try #require(MatchLessonWords(match: lost, level: .hard))

    #expect(
      lesson.reading
        == "It won 3 rounds of 6. No one habit of yours stood out: it added up small ones, or had luck.")
    #expect(lesson.advice == "Next time, spread your throws more evenly, whatever the round before.")
  }

  @Test(
    "A match lost too short to show a pattern gives the count and still one thing to try"
  )
  func shortMatchStillGivesAdvice() throws {
    let lost = Match(
      rules: .classic, targetWins: 1, rounds: [Round(player: .rock, computer: .paper, rules: .classic)])

    let lesson = try #require(MatchLessonWords(match: lost, level: .hard))

    #expect(lesson.reading == "It won 1 round of 1.")
    #expect(
      lesson.advice
        == "Next time, mix your throws from the first round: it opens on what your earlier matches showed."
    )
  }

  @Test("A short loss with no pattern still says how the computer chose its last throw, in one sentence")
  func shortLossSaysTheLastRead() throws {
    let lost = match([.rock, .paper, .scissors], against: [.paper, .scissors, .rock])
    let insight = EngineInsight(
      round: try #require(lost.rounds.last), predicted: [.rock: 0.2, .paper: 0.2, .scissors: 0.6],
      strategy: .answer(.favourite, of: .player, secondGuesses: 0))

    let lesson = try #require(MatchLessonWords(match: lost, level: .medium, insights: [nil, nil, insight]))
    let opening = EngineInsight(
      round: try #require(lost.rounds.last), predicted: [.rock: 0.34, .paper: 0.33, .scissors: 0.33],
      strategy: .opening)
    let blind = try #require(MatchLessonWords(match: lost, level: .medium, insights: [nil, nil, opening]))

    #expect(
      lesson.reading == "It won 3 rounds of 3. Last round, it threw what beats the throw you make most.")
    #expect(blind.reading == "It won 3 rounds of 3.")
  }

  @Test(
    "Every way of choosing the last throw but the opening is told as one sentence after \"Last round,\", in lower case"
  )
  func lastRoundIsOneSentence() {
    let round = Round(player: .rock, computer: .paper, rules: .classic)
    let strategies =
      [Strategy.safetyNet]
      + Strategy.Habit.allCases.flatMap { habit in
        Strategy.Side.allCases.flatMap { side in
          (0...2).map { Strategy.answer(habit, of: side, secondGuesses: $0) }
        }
      }

    for strategy in strategies {
      let insight = insight(round, strategy)
      let alone = InsightWords.sentence(for: insight)
      let told = InsightWords.lastRoundSentence(for: insight)

      #expect(told == "Last round, " + alone.prefix(1).lowercased() + alone.dropFirst(), "\(strategy)")
    }
    #expect(InsightWords.lastRoundSentence(for: insight(round, .opening)) == nil)
  }

  /// The insight an engine gives into `round` when `strategy` chose its throw, leaning clearly
  /// towards rock.
  private func insight(_ round: Round, _ strategy: Strategy) -> EngineInsight {
    EngineInsight(round: round, predicted: [.rock: 0.7, .paper: 0.2, .scissors: 0.1], strategy: strategy)
  }

  /// A loss of six rounds with no clear pattern: the computer won rounds 1, 2 and 6.
  private var lostWithoutPattern: Match {
    match(
      [.rock, .scissors, .scissors, .paper, .rock, .paper],
      against: [.paper, .rock, .paper, .paper, .scissors, .scissors])
  }

  @Test(
    "A loss without a clear pattern, won mostly by one habit of the player's, names that habit in place of none standing out, and how to break it"
  )
  func lossWonByOneHabitNamesIt() throws {
    let lost = lostWithoutPattern
    let rounds = lost.rounds
    let afterLastThrow = Strategy.answer(.afterLastThrow, of: .player, secondGuesses: 0)
    let insights: [EngineInsight?] = [
      insight(rounds[0], .opening), insight(rounds[1], afterLastThrow), insight(rounds[2], afterLastThrow),
      insight(rounds[3], .answer(.cycle, of: .player, secondGuesses: 0)), nil,
      insight(rounds[5], afterLastThrow),
    ]

    let lesson = try #require(MatchLessonWords(match: lost, level: .hard, insights: insights))

    #expect(
      lesson.reading
        == "It won 3 rounds of 6. 2 of its 3 wins came from reading what you usually throw after your last throw. It took rounds 2 and 6 that way."
    )
    #expect(lesson.advice == "Next time, change what you throw after each throw.")
  }

  @Test(
    "Where every round a read of the last throw won followed the same two throws of the player's, the lesson names them"
  )
  func namesTheRepeatedPair() throws {
    // Rock then paper, in rounds 2–3 and 5–6: the computer's scissors took rounds 3 and 6.
    let lost = match(
      [.scissors, .rock, .paper, .paper, .rock, .paper, .scissors, .scissors],
      against: [.paper, .rock, .scissors, .rock, .rock, .scissors, .scissors, .rock])
    let afterLastThrow = Strategy.answer(.afterLastThrow, of: .player, secondGuesses: 0)
    let rounds = lost.rounds
    let insights: [EngineInsight?] = rounds.indices.map { index in
      insight(rounds[index], [2, 5].contains(index) ? afterLastThrow : .opening)
    }

    let lesson = try #require(MatchLessonWords(match: lost, level: .hard, insights: insights))

    #expect(
      lesson.reading.hasSuffix(
        "It took rounds 3 and 6 that way. Each time, you threw paper after rock."), "\(lesson.reading)")
    // It throws scissors after rock, expecting paper: rock beats its answer.
    #expect(lesson.advice == "Next time, after rock, throw rock: it will expect paper and throw scissors.")
  }

  @Test(
    "Where every round a read of the last two throws won followed the same three throws, the lesson names them and the counter"
  )
  func namesTheRepeatedRunOfThree() throws {
    // Scissors then rock then paper in rounds 1–3 and 5–7: the computer's scissors took rounds 3 and 7.
    let lost = match(
      [.scissors, .rock, .paper, .paper, .scissors, .rock, .paper],
      against: [.paper, .rock, .scissors, .rock, .rock, .rock, .scissors])
    let afterLastTwo = Strategy.answer(.afterLastTwoThrows, of: .player, secondGuesses: 0)
    let rounds = lost.rounds
    let insights: [EngineInsight?] = rounds.indices.map { index in
      insight(rounds[index], [2, 6].contains(index) ? afterLastTwo : .opening)
    }

    let lesson = try #require(MatchLessonWords(match: lost, level: .hard, insights: insights))

    #expect(
      lesson.reading.hasSuffix(
        "It took rounds 3 and 7 that way. Each time, you threw paper after scissors then rock."),
      "\(lesson.reading)")
    // It throws scissors after scissors then rock, expecting paper: rock beats its answer.
    #expect(
      lesson.advice
        == "Next time, after scissors then rock, throw rock: it will expect paper and throw scissors.")
  }

  @Test(
    "Once the engine's insights into the rounds it won are known, the generic advice to spread throws is not given"
  )
  func insightsReplaceTheGenericAdvice() throws {
    let lost = lostWithoutPattern
    let generic = try #require(MatchLessonWords(match: lost, level: .medium)).advice
    let insights = lost.rounds.map { insight($0, .answer(.favourite, of: .computer, secondGuesses: 0)) }

    let lesson = try #require(MatchLessonWords(match: lost, level: .medium, insights: insights))

    #expect(generic == "Next time, spread your throws more evenly, whatever the round before.")
    #expect(lesson.advice != generic)
    #expect(
      lesson.reading.hasSuffix(
        " 3 of its 3 wins came from expecting you to play against the throw it makes most. It took rounds 1, 2 and 6 that way."
      ))
    #expect(lesson.advice == "Next time, ignore its habits: it counted on you playing against them.")
  }

  @Test("A loss whose wins each came from another read says the player kept it guessing, not which read won")
  func winsSpreadOverReads() throws {
    let lost = lostWithoutPattern
    let rounds = lost.rounds
    let insights: [EngineInsight?] = [
      insight(rounds[0], .answer(.favourite, of: .player, secondGuesses: 0)),
      insight(rounds[1], .answer(.afterLastThrow, of: .player, secondGuesses: 0)), nil, nil, nil,
      insight(rounds[5], .answer(.cycle, of: .player, secondGuesses: 0)),
    ]

    let lesson = try #require(MatchLessonWords(match: lost, level: .hard, insights: insights))

    #expect(
      lesson.reading
        == "It won 3 rounds of 6. No two of its wins came from the same read: you kept it guessing, and luck had its say."
    )
    #expect(lesson.advice == "Keep mixing as you did: over a longer match, luck evens out.")
  }

  @Test("A resumed match with no insight into the rounds the computer won keeps the generic advice")
  func resumedMatchKeepsTheGenericAdvice() throws {
    let lost = lostWithoutPattern
    let drawn = lost.rounds[3]
    let insights: [EngineInsight?] = [
      nil, nil, nil, insight(drawn, .answer(.cycle, of: .player, secondGuesses: 0)), nil, nil,
    ]

    let lesson = try #require(MatchLessonWords(match: lost, level: .hard, insights: insights))

    #expect(lesson.advice == "Next time, spread your throws more evenly, whatever the round before.")
    #expect(lesson.reading.hasSuffix("No one habit of yours stood out: it added up small ones, or had luck."))
  }

  @Test(
    "Wins that were luck are told as luck; a read that won a single round is no habit, and is not named"
  )
  func luckIsToldAsLuck() throws {
    let lost = lostWithoutPattern
    let rounds = lost.rounds
    let safe: [EngineInsight?] = rounds.map { insight($0, .safetyNet) }
    let tied: [EngineInsight?] = [
      insight(rounds[0], .opening), insight(rounds[1], .answer(.favourite, of: .player, secondGuesses: 0)),
      nil,
      nil, nil, nil,
    ]

    let luck = try #require(MatchLessonWords(match: lost, level: .hard, insights: safe))
    let read = try #require(MatchLessonWords(match: lost, level: .hard, insights: tied))

    #expect(
      luck.reading.hasSuffix(
        " 3 of its 3 wins came while it threw at random because you were reading it: that was luck."))
    #expect(luck.advice == "Next time, keep reading it the way you did: you were ahead of it.")
    #expect(read.reading.hasSuffix("No one habit of yours stood out: it added up small ones, or had luck."))
    #expect(read.advice == "Next time, spread your throws more evenly, whatever the round before.")
  }

  @Test(
    "Every habit of the player's and of the computer's own is told in its own words, with its own thing to try"
  )
  func everyHabitHasItsOwnWords() {
    let lost = lostWithoutPattern
    let yours = Strategy.Habit.allCases.map { WinningRead.readYourHabit($0) }
    let its = Strategy.Habit.allCases.map { WinningRead.expectedYouToPlayAgainst($0) }
    let outguessed = Strategy.Habit.allCases.map { WinningRead.sawYourAnswerComing($0) }
    let all = yours + its + outguessed + [.opening, .safetyNet, .guess]

    let told = all.map { $0.told(wins: 2, of: 3) }
    let tries = yours.map { $0.advice(after: lost) }

    #expect(Set(told).count == all.count, "\(told)")
    #expect(Set(tries).count == yours.count, "\(tries)")
    #expect(tries.allSatisfy { $0.hasPrefix("Next time, ") })
  }

  @Test("A favourite it read is met with the one throw the player made least, named")
  func favouriteNamesTheLeastThrown() {
    let fewPapers = match(
      [.rock, .rock, .scissors, .paper, .scissors], against: [.paper, .paper, .rock, .scissors, .rock])

    let advice = WinningRead.readYourHabit(.favourite).advice(after: fewPapers)

    #expect(advice == "Next time, mix in paper, the throw you made least.")
  }

  @Test(
    "A loss to Easy is told as luck against random throws, pointing to the levels that can be read; a match under way has no lesson yet"
  )
  func easyLessonSaysItWasLuck() throws {
    let lost = match([.rock, .rock, .rock], against: [.paper, .paper, .paper])
    let underWay = match([.rock, .rock], against: [.paper, .paper])

    let lesson = try #require(MatchLessonWords(match: lost, level: .easy))

    #expect(lesson.title == "How it played")
    #expect(
      lesson.reading == "Easy threw at random: it read nothing of you, and there was nothing in it to read.")
    #expect(
      lesson.advice == "Against chance, luck decides: Medium and Hard learn your habits, and can be read.")
    #expect(MatchLessonWords(match: underWay, level: .hard) == nil)
  }

  @Test("A win without a clear pattern is not scolded: no advice, only the count")
  func winWithoutPatternHasNoAdvice() throws {
    let won = match(
      [.rock, .paper, .scissors, .paper, .rock, .scissors],
      against: [.scissors, .paper, .rock, .rock, .paper, .paper])

    let lesson = try #require(MatchLessonWords(match: won, level: .hard))

    #expect(lesson.reading == "It won 2 rounds of 6. You gave it no clear pattern.")
    #expect(lesson.advice.isEmpty)
  }

  @Test("The board shows the lesson once a match against Medium is lost, and drops it for the next match")
  func boardShowsLessonUntilNextMatch() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)
    let play = screens.play
    play.change(level: .medium)
    #expect(!play.lessonView.isVisibleInTree)

    while !play.game.match.isOver {
      play.playerThrew(.rock)
      play.finishCeremony()
    }
    settle(window)

    #expect(play.lessonView.isVisibleInTree)
    #expect(play.lessonView.words?.title == "How it read you")
    let canvas = RecordingCanvas()
    window.render(on: canvas)
    #expect(canvas.texts.contains("How it read you"))

    play.startNewMatch()
    settle(window)
    #expect(!play.lessonView.isVisibleInTree)
  }

  @Test("A learning rival's board keeps its recap for after the match, not a lesson on the board")
  func rivalBoardHasNoLesson() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)
    let board = try grandmastersBoard(window, screens)

    while !board.game.match.isOver {
      board.playerThrew(.rock)
      board.finishCeremony()
    }
    settle(window)

    #expect(!board.lessonView.isVisibleInTree)
  }

  @Test("On a phone the throw and New match buttons carry no keys; on a pad they do")
  func phoneButtonsCarryNoKeys() throws {
    let (phoneWindow, phone) = assembledGame(
      size: Size(width: 390, height: 844), folder: try TemporaryFolder())
    let (padWindow, pad) = assembledGame(size: Size(width: 1024, height: 768), folder: try TemporaryFolder())
    settle(phoneWindow)
    settle(padWindow)

    #expect(phone.play.throwButtons.allSatisfy { $0.caption == nil })
    #expect(pad.play.throwButtons.first?.caption == "R or 1")
    for screens in [phone, pad] {
      while !screens.play.game.match.isOver {
        screens.play.playerThrew(.rock)
        screens.play.finishCeremony()
      }
    }
    settle(phoneWindow)
    settle(padWindow)
    #expect(phone.play.newMatchButton.caption == nil)
    #expect(pad.play.newMatchButton.caption == "Press N")
  }

  @Test("A lost match's page in the history tells the lesson under its rounds; an Easy match's does not")
  func historyDetailTellsTheLesson() {
    let lost = match([.rock, .rock, .rock, .rock], against: [.paper, .rock, .paper, .paper])
    let texts = { (level: Level) -> [String] in
      let window = Window(
        size: Size(width: 1024, height: 768), clock: ManualClock(), appearance: Theme.appearance)
      window.rootViewController = MatchDetailController(
        record: MatchRecord(match: lost, level: level, startedAt: Date(), endedAt: Date()), cardPath: nil)
      let canvas = RecordingCanvas()
      window.render(on: canvas)
      return canvas.texts
    }

    let hard = texts(.hard).joined(separator: " ")
    let easy = texts(.easy).joined(separator: " ")

    #expect(hard.contains("You threw rock 4 times out of 4"), "\(hard)")
    #expect(hard.contains("mix in paper and scissors"))
    #expect(!easy.contains("You threw rock"))
  }
}

@MainActor
@Suite("What the computer made of each round is kept with the match")
struct KeptInsightsTests {
  @Test("A match at Hard resumed at the next start still has what the computer made of its earlier rounds")
  func resumedMatchKeepsItsInsights() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)
    screens.play.quickThrows = true
    screens.play.change(level: .hard)
    for move in [Move.rock, .rock, .paper] where !screens.play.game.match.isOver {
      screens.play.playerThrew(move)
      screens.play.finishCeremony()
    }
    settle(window)
    let played = screens.play.game.match.rounds.count
    let insights = screens.play.game.roundInsights
    try #require(!screens.play.game.match.isOver && insights.contains { $0 != nil })

    let (restartedWindow, restarted) = assembledGame(folder: folder)
    settle(restartedWindow)

    #expect(restarted.play.game.match.rounds.count == played, "the match resumed")
    #expect(restarted.play.game.roundInsights == insights)
    withExtendedLifetime(window) {}
  }
}
