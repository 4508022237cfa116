import Foundation
import GameCore
import Localization
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

/// The free-play board as a duel a player can study: the rounds so far over the cards, and at
/// Hard how this week's rounds against it compare with last week's.
@MainActor
@Suite("Studying free play")
struct FreePlayStudyTests {
  private let now = Date(timeIntervalSince1970: 1_800_000_000)

  /// The week's lines, without the day's quest before them.
  private func lines(_ history: History) -> [String] {
    HardGoalWords.weekLines(HardProgress(history: history, now: now))
  }

  @Test(
    "After the rating, the day's quest leads the line at Hard, before the week's share, which gives way first; met, the quest is ticked"
  )
  func questLeadsTheLine() throws {
    let quest = HardQuest(day: DayStamp(now))
    let won = Round(player: .paper, computer: .rock, rules: .classic)
    let lost = Round(player: .rock, computer: .paper, rules: .classic)
    // Three wins running, with a win of each move and no draw or repeat, from two rounds behind:
    // every quest met.
    let rounds = [
      lost, Round(player: .scissors, computer: .rock, rules: .classic), won,
      Round(player: .scissors, computer: .paper, rules: .classic),
      Round(player: .rock, computer: .scissors, rules: .classic),
    ]
    let allMet = MatchRecord(
      match: Match(rules: .classic, targetWins: 3, rounds: rounds), level: .hard,
      startedAt: now.addingTimeInterval(-120), endedAt: now.addingTimeInterval(-60))
    #expect(HardQuest.allCases.allSatisfy { $0.isMet(by: allMet.match) })

    let toDo = HardGoalWords.lines(
      HardProgress(history: History(), now: now), boardMatchIsOver: false, targetWins: 3)
    let done = HardGoalWords.lines(
      HardProgress(history: History(finished: [allMet]), now: now), boardMatchIsOver: true, targetWins: 3)

    let week = lines(History())
    let rated = HardRating(history: History()).lines(boardMatchIsOver: false, targetWins: 3)
    #expect(toDo.first == "\(rated[0]) · Today's quest at Hard: \(quest.words) · \(try #require(week.first))")
    #expect(toDo.dropFirst(week.count).first == "\(rated[0]) · Today's quest at Hard: \(quest.words)")
    #expect(toDo.contains("\(try #require(rated.last)) · Today's quest at Hard: \(quest.words)"))
    #expect(toDo.last == "Quest: \(quest.words)", "the shortest")
    #expect(done.first?.contains(" · ✓ Today's quest at Hard: \(quest.words) · ") == true, "\(done)")
    #expect(done.last == "✓ Quest: \(quest.words)")
  }

  @Test(
    "Once the match on the board can no longer meet the day's quest, what it puts at stake comes before the quest's words"
  )
  func stakeBeforeAQuestRuledOut() throws {
    // On a day whose quest is a match without a draw, a draw rules it out.
    let day = try #require(
      (0..<HardQuest.allCases.count).map { now.addingTimeInterval(Double($0) * 86_400) }
        .first { HardQuest(day: DayStamp($0)) == .noDraws })
    let draw = Round(player: .rock, computer: .rock, rules: .classic)
    let board = Match(rules: .classic, targetWins: 3, rounds: [draw])
    let progress = HardProgress(history: History(), now: day)
    try #require(!progress.quest.isStillPossible(in: board))
    let stake = try #require(
      HardRating(history: History()).lines(boardMatchIsOver: false, targetWins: 3).first)

    let lines = HardGoalWords.lines(progress, boardMatchIsOver: false, targetWins: 3, board: board)

    let firstWithoutStake = try #require(lines.firstIndex { !$0.hasPrefix(stake) })
    #expect(lines[..<firstWithoutStake].contains(stake), "\(lines)")
  }

  @Test(
    "With the insight shown from the start, the line at Hard (the rating, its stake, the quest) is there beside the chart",
    arguments: [Size(width: 1280, height: 800), Size(width: 1920, height: 1080)])
  func lineBesideTheInsightFromTheStart(size: Size) {
    var options = CommandLineOptions()
    options.showsInsight = true
    options.level = .hard
    let screens = RockPaperScissorsApp.makeScreens(options: options)
    let window = Window(size: size, idiom: .pad, clock: ManualClock(), appearance: Theme.appearance)
    window.rootViewController = screens.split
    window.animator.finishAll()
    window.render(on: RecordingCanvas())

    #expect(screens.play.showsInsight)
    #expect(!screens.play.hardGoalLabel.isHidden, "the rating and the quest over the cards")
    #expect(screens.play.hardGoalLabel.text.hasPrefix("Rating "), "\(screens.play.hardGoalLabel.text)")
  }

  @Test("A quest the match ended without meeting is offered for the next match without this match's count")
  func nextMatchsQuestHasNoCount() throws {
    let day = try #require(
      (0..<HardQuest.allCases.count).map { now.addingTimeInterval(Double($0) * 86_400) }
        .first { HardQuest(day: DayStamp($0)) == .everyMoveWins })
    let won = Round(player: .paper, computer: .rock, rules: .classic)
    let lost = Round(player: .rock, computer: .paper, rules: .classic)
    let board = Match(rules: .classic, targetWins: 3, rounds: [won, lost, lost, lost])
    let progress = HardProgress(history: History(), now: day)
    try #require(board.isOver && !progress.quest.isStillPossible(in: board))

    let lines = HardGoalWords.lines(progress, boardMatchIsOver: true, targetWins: 3, board: board)

    #expect(lines.contains { $0.contains("Next match's quest") || $0.contains("next match:") }, "\(lines)")
    #expect(lines.allSatisfy { !$0.contains("(1 of 3)") }, "\(lines)")
  }

  private func screens(size: Size, idiom: UserInterfaceIdiom = .pad) -> (Window, Screens) {
    let screens = RockPaperScissorsApp.makeScreens(options: CommandLineOptions())
    let window = Window(size: size, idiom: idiom, clock: ManualClock(), appearance: Theme.appearance)
    window.rootViewController = screens.split
    window.animator.finishAll()
    window.render(on: RecordingCanvas())
    return (window, screens)
  }

  @Test("At Hard the line compares this week's share of rounds won with last week's")
  func bothWeeksInWords() {
    let history = History(finished: [
      hardMatch(won: 2, daysAgo: 1, before: now), hardMatch(won: 1, daysAgo: 9, before: now),
    ])

    #expect(
      Array(lines(history).suffix(3)) == [
        "This week against Hard: you won 40% of rounds · last week 25%",
        "Rounds won vs Hard: 40% this week · 25% last week", "Vs Hard: 40% this week · 25% last",
      ])
  }

  @Test(
    "The week's goals stand beside the share at Hard, ticked once met: more than a fifth of the rounds, a quarter, a third, then a match won"
  )
  func goalsTickedOnceMet() {
    let none = History(finished: [hardMatch(won: 0, daysAgo: 1, before: now)])
    let below = History(finished: [hardMatch(won: 1, daysAgo: 1, before: now)])
    let third = History(finished: [hardMatch(won: 2, daysAgo: 1, before: now)])
    let both = History(finished: [
      hardMatch(won: 2, daysAgo: 1, before: now), hardMatch(won: 3, daysAgo: 2, before: now),
    ])

    #expect(lines(none).first == "This week against Hard: you won 0% of rounds · goal: more than 20%")
    #expect(
      lines(below).first == "This week against Hard: you won 25% of rounds · ✓ over 20% · next: more than 25%"
    )
    #expect(lines(below).contains { $0.hasSuffix(" · next: over 25%") }, "a shorter form for a narrow board")
    #expect(
      lines(third).first
        == "This week against Hard: you won 40% of rounds · ✓ over a third · next: win a match")
    #expect(lines(both).first?.hasSuffix(" · ✓ this week's goals met") == true, "\(lines(both))")
    #expect(lines(both).contains { $0.hasSuffix(" · ✓ goals met") }, "a shorter form for a narrow board")
  }

  @Test("A goal reached this week stays ticked when later rounds lost bring the share down again")
  func goalStaysTicked() {
    let history = History(finished: [
      hardMatch(won: 0, daysAgo: 1, before: now), hardMatch(won: 2, daysAgo: 2, before: now),
      hardMatch(won: 2, daysAgo: 3, before: now),
    ])

    let progress = HardProgress(history: history, now: now)

    #expect((progress.thisWeek.roundShare ?? 1) < 1.0 / 3, "the share now: 4 of 13")
    #expect(progress.bestRoundShareThisWeek == 0.4, "4 of 10, two matches in")
    #expect(
      lines(history).first
        == "This week against Hard: you won 31% of rounds · ✓ over a third · next: win a match")
  }

  @Test("With rounds only this week, or only last week, the line says the one share it has")
  func oneWeekInWords() {
    #expect(
      lines(History(finished: [hardMatch(won: 2, daysAgo: 1, before: now)])).contains(
        "This week against Hard: you won 40% of rounds"))
    #expect(
      lines(History(finished: [hardMatch(won: 1, daysAgo: 9, before: now)])).first
        == "Last week you won 25% of rounds against Hard · none yet this week")
  }

  @Test("Before any round against Hard the line sets the first goal: more than a fifth of the rounds")
  func goalBeforeAnyRound() {
    #expect(lines(History()).first == "Goal this week: win more than 20% of your rounds against Hard")
  }

  @Test(
    "The week's line shows at Hard and not at Easy",
    arguments: [Size(width: 1280, height: 800), Size(width: 390, height: 844)])
  func lineOnlyAtHard(size: Size) {
    let (window, screens) = screens(size: size, idiom: size.width < size.height ? .phone : .pad)
    screens.play.change(level: .easy)
    window.render(on: RecordingCanvas())
    #expect(screens.play.hardGoalLabel.isHidden, "at Easy")

    screens.play.change(level: .hard)
    window.render(on: RecordingCanvas())

    #expect(!screens.play.hardGoalLabel.isHidden, "at Hard")
    #expect(
      screens.play.hardGoalLabel.text == screens.play.hardGoalLines.last
        || screens.play.hardGoalLines.contains(screens.play.hardGoalLabel.text))
  }

  @Test(
    "At Hard the line leads with the rating and what the match puts at stake; nothing moves until the match is over, then it says what the match did",
    arguments: [Size(width: 1280, height: 800), Size(width: 390, height: 844)])
  func ratingLeadsTheLine(size: Size) throws {
    let (window, screens) = screens(size: size, idiom: size.width < size.height ? .phone : .pad)
    screens.play.change(level: .hard)
    window.render(on: RecordingCanvas())
    let before = screens.play.hardGoalLabel.text
    screens.play.quickThrows = true

    screens.playThrows([.rock])
    window.render(on: RecordingCanvas())
    let during = screens.play.hardGoalLines
    while !screens.play.game.match.isOver { screens.playThrows([.paper]) }
    window.animator.finishAll()
    window.render(on: RecordingCanvas())
    let after = screens.play.hardGoalLines

    let sign = screens.play.game.match.winner == .player ? "+" : "−"
    #expect(before.hasPrefix("Rating 1350"), "\(before)")
    #expect(during.first?.hasPrefix("Rating 1350") == true, "\(during)")
    #expect(during.allSatisfy { !$0.contains("this match") }, "nothing moves mid-match: \(during)")
    #expect(during.first?.contains("a win +") == true, "the stakes: \(during)")
    #expect(
      after.first?.contains("\(sign)") == true && after.first?.contains("this match") == true, "\(after)")
    #expect(
      screens.play.resultDetail.text.contains("Rating "),
      "under the score too: \(screens.play.resultDetail.text)")
  }

  @Test("The match that first lifts the rating into a new rank says so once, in the notice over the game")
  func newRankIsSaid() throws {
    // Matches won to one until the rating stands just under Hard's own, so that one more match
    // won lifts it to Hard's equal.
    let oneWon = Match(
      rules: .classic, targetWins: 1, rounds: [Round(player: .paper, computer: .rock, rules: .classic)])
    var earlier: [MatchRecord] = []
    var rating = Double(HardRating.starting)
    while HardRating.rated(rating, after: oneWon) < Double(HardRating.hardsOwn) - 0.5 {
      let ended = Date(timeIntervalSinceNow: -7200 + Double(earlier.count))
      earlier.insert(MatchRecord(match: oneWon, level: .hard, startedAt: ended, endedAt: ended), at: 0)
      rating = HardRating.rated(rating, after: oneWon)
    }
    #expect(HardRating(history: History(finished: earlier)).bestRank == .pokerFace)

    // Hard's first throw is the same in each fresh game: one of the three moves beats it.
    var notice: String?
    for move in [Move.rock, .paper, .scissors] {
      let folder = try TemporaryFolder()
      try HistoryStore(folder: folder.url).save(History(finished: earlier))
      let (window, screens) = assembledGame(size: Size(width: 1280, height: 800), folder: folder)
      screens.play.change(level: .hard, targetWins: 1)
      settle(window)
      screens.play.quickThrows = true
      screens.play.playerThrew(move)
      settle(window)
      guard screens.play.game.match.winner == .player else { continue }
      notice = screens.split.noticeButton.isHidden ? nil : screens.split.noticeButton.title
      break
    }

    #expect(
      notice?.hasPrefix("New rank against Hard: Hard's equal (15") == true, "\(String(describing: notice))")
  }

  @Test("A quest the match on the board can no longer meet is offered for the next match")
  func questForTheNextMatch() {
    let day = DayStamp(now)
    let drawn = Match(
      rules: .classic, targetWins: 3, rounds: [Round(player: .rock, computer: .rock, rules: .classic)])
    let quest = HardQuest(day: day)

    let lines = HardGoalWords.lines(
      HardProgress(history: History(), now: now), boardMatchIsOver: false, targetWins: 3, board: drawn)

    if quest == .noDraws {
      #expect(lines.contains { $0.contains("Today's quest at Hard, next match: \(quest.words)") }, "\(lines)")
    } else {
      #expect(lines.contains { $0.contains("Today's quest at Hard: \(quest.words)") }, "\(lines)")
    }
    #expect(
      HardQuest.noDraws.line(done: false, possible: false).hasSuffix("next match: win a match without a draw")
    )
  }

  @Test(
    "The rating's words name the rank, the stakes before the match's end, its change with a sign after, and the next rank"
  )
  func ratingWords() {
    let won = Round(player: .paper, computer: .rock, rules: .classic)
    let lost = Round(player: .rock, computer: .paper, rules: .classic)
    let record = { (rounds: [Round], minutes: Double) in
      MatchRecord(
        match: Match(rules: .classic, targetWins: 3, rounds: rounds), level: .hard,
        startedAt: self.now.addingTimeInterval(minutes * 60),
        endedAt: self.now.addingTimeInterval(minutes * 60 + 30))
    }
    let climbed = HardRating(history: History(finished: [record([won, won, won], 0)]))
    let fell = HardRating(
      history: History(finished: [record([lost, lost, lost], 1), record([won, won, won], 0)]))
    let stakes = HardRating(history: History()).stakes(targetWins: 3)

    #expect(
      climbed.lines(boardMatchIsOver: true, targetWins: 3).first
        == "Rating \(climbed.rating) · Hard to read · +\(climbed.changeInLatestMatch) this match · \(1400 - climbed.rating) points to Poker face"
    )
    #expect(
      climbed.lines(boardMatchIsOver: true, targetWins: 3).last
        == "Rating \(climbed.rating) (+\(climbed.changeInLatestMatch))")
    #expect(
      fell.lines(boardMatchIsOver: true, targetWins: 3).last
        == "Rating \(fell.rating) (−\(-fell.changeInLatestMatch))")
    #expect(
      HardRating(history: History()).lines(boardMatchIsOver: false, targetWins: 3) == [
        "Rating 1350 · Hard to read · a win +\(stakes.win), a loss −\(stakes.loss) · 50 points to Poker face",
        "Rating 1350 · a win +\(stakes.win), a loss −\(stakes.loss)", "Rating 1350",
      ])
  }

  @Test(
    "A lesson ending on the same advice as the match before at its level says so, rather than read as the same card"
  )
  func repeatedAdviceSaysSo() throws {
    let (window, screens) = screens(size: Size(width: 1280, height: 800))
    // First to five: long enough for the pattern to be told each time.
    screens.play.change(level: .medium, targetWins: 5)
    screens.play.quickThrows = true
    var advice: [String] = []
    for _ in 0..<2 {
      screens.playThrows([.rock])
      while !screens.play.game.match.isOver { screens.playThrows([.rock]) }
      window.animator.finishAll()
      window.render(on: RecordingCanvas())
      advice.append(screens.play.lessonView.words?.advice ?? "")
    }

    #expect(screens.play.game.match.winner == .computer, "rock every round is read")
    #expect(!advice[0].hasPrefix("Again"), "\(advice)")
    #expect(advice[1] == "The same advice as last match. " + advice[0], "\(advice)")
  }

  @Test("A new match at Hard names its stakes, not the last match's change")
  func newMatchShowsItsStakes() throws {
    let folder = try TemporaryFolder()
    try HistoryStore(folder: folder.url).save(
      History(finished: [hardMatch(won: 3, daysAgo: 0.01, before: Date())]))
    let (window, screens) = assembledGame(size: Size(width: 1280, height: 800), folder: folder)
    screens.play.change(level: .hard)
    settle(window)

    let line = screens.play.hardGoalLabel.text

    #expect(line.hasPrefix("Rating 1"), "\(line)")
    #expect(!line.contains("this match"), "\(line)")
    #expect(screens.play.hardGoalLines.first?.contains("a win +") == true, "\(screens.play.hardGoalLines)")
  }

  @Test(
    "The rounds so far show over the cards, the latest that fit, clear of the buttons and the score",
    arguments: [
      (Size(width: 1280, height: 800), UserInterfaceIdiom.pad), (Size(width: 1024, height: 768), .pad),
      (Size(width: 800, height: 600), .pad), (Size(width: 1920, height: 1080), .pad),
      (Size(width: 390, height: 844), .phone), (Size(width: 844, height: 390), .phone),
    ])
  func roundsOverTheCards(size: Size, idiom: UserInterfaceIdiom) throws {
    let (window, screens) = screens(size: size, idiom: idiom)
    screens.play.quickThrows = true
    let shapeBefore = screens.play.shape
    let throwsPlayed: [Move] = [.rock, .paper, .scissors, .rock]
    for move in throwsPlayed {
      screens.play.playerThrew(move)
      window.animator.finishAll()
      window.render(on: RecordingCanvas())
    }

    let strip = try #require(screens.play.roundStrip, "in \(size)")
    #expect(strip.tiles.last?.number == screens.play.shownMatch.rounds.count)
    #expect(screens.play.shape == shapeBefore, "the strip does not change the arrangement")
    let frame = strip.convert(strip.bounds, to: nil)
    for name in [
      "scoreboard", "throw-rock", "throw-paper", "throw-scissors", "player-card", "computer-card",
      "result-title",
    ] {
      let part = try #require(window.rootView.descendant(identifiedBy: name))
      let other = part.convert(part.bounds, to: nil)
      #expect(
        frame.intersection(other).isEmpty, "the strip at \(frame) covers \(name) at \(other) in \(size)")
      if name.hasPrefix("throw") { #expect(window.bounds.contains(other), "\(name) on screen in \(size)") }
    }
  }

  @Test(
    "At a match's end, with Spock and lizard too, the lesson leaves the cards and the rounds legible: New match takes a lower row than the throws",
    arguments: [Rules.classic, .rockPaperScissorsSpockLizard])
  func matchEndKeepsTheBoardLegible(rules: Rules) throws {
    let (window, screens) = screens(size: Size(width: 1280, height: 800))
    screens.play.change(level: .medium, rules: rules)
    window.render(on: RecordingCanvas())
    let throwsHeight = screens.play.throwButtons[0].frame.height

    while !screens.play.game.match.isOver { screens.playThrows([.rock]) }
    window.animator.finishAll()
    window.render(on: RecordingCanvas())

    #expect(!screens.play.lessonView.isHidden, "the lesson shows")
    #expect(screens.play.newMatchButton.frame.height < throwsHeight * 0.8)
    #expect(
      screens.play.playerCard.frame.height >= 130, "cards, not thumbnails: \(screens.play.playerCard.frame)")
    let strip = try #require(screens.play.roundStrip)
    #expect(strip.frame.height >= 60, "rounds to study: \(strip.frame)")
  }

  @Test("A problem notice at the foot of the window leaves the board's arrangement as it was")
  func noticeKeepsTheArrangement() {
    let (window, screens) = screens(size: Size(width: 1280, height: 800))
    screens.playThrows([.rock, .paper])
    window.animator.finishAll()
    window.render(on: RecordingCanvas())
    let before = screens.play.shape
    let buttonsBefore = screens.play.throwButtons.map { $0.convert($0.bounds, to: nil) }

    screens.split.showNotice(
      "Your unfinished match (1–1 against Easy) is kept in the history as abandoned: this start asked for another."
    )
    window.render(on: RecordingCanvas())

    #expect(screens.play.shape == before)
    let buttonsAfter = screens.play.throwButtons.map { $0.convert($0.bounds, to: nil) }
    let inARow = { (frames: [Rect]) in frames.allSatisfy { $0.minY == frames[0].minY } }
    #expect(inARow(buttonsBefore) == inARow(buttonsAfter), "the throw buttons stay in their row or column")
  }

  @Test(
    "The scoreboard says the round to play (no draws yet) before the first throw, and the round shown after it"
  )
  func roundBeforeAndAfterTheFirstThrow() {
    let (window, screens) = screens(size: Size(width: 1280, height: 800))
    screens.play.quickThrows = true
    let before = RecordingCanvas()
    window.render(on: before)

    screens.play.playerThrew(.rock)
    window.animator.finishAll()
    let after = RecordingCanvas()
    window.render(on: after)

    #expect(before.texts.contains("Round 1 · first to 3"))
    #expect(before.texts.contains("no draws yet"), "a count, not a rule that draws are not allowed")
    #expect(after.texts.contains("After round 1 · first to 3"))
    #expect(
      !after.texts.contains("Round 1 · first to 3"),
      "the same words before and after read as if the throw did not count")
  }

  @Test(
    "In windows a few tiles wide the rounds so far stay inside their band",
    arguments: [36.0, 37.0, 38.0, 39.0, 40.0, 41.0, 42.0, 44.0, 48.0, 52.0])
  func stripStaysInsideANarrowBand(width: Double) throws {
    for size in [Size(width: width, height: 568), Size(width: width, height: 700)] {
      let folder = try TemporaryFolder()
      let (window, screens) = assembledGame(size: size, folder: folder)
      screens.play.quickThrows = true
      for move in [Move.rock, .paper] {
        screens.play.playerThrew(move)
        screens.play.finishCeremony()
      }
      settle(window)

      guard let strip = screens.play.roundStrip, let holder = strip.superview else { continue }
      #expect(
        strip.frame.minX >= 0 && strip.frame.maxX <= holder.bounds.width,
        "\(size): \(strip.frame) in \(holder.bounds)")
    }
  }
}
