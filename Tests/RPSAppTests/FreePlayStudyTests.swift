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

    let toDo = HardGoalWords.lines(HardProgress(history: History(), now: now), boardHasRounds: false)
    let done = HardGoalWords.lines(
      HardProgress(history: History(finished: [allMet]), now: now), boardHasRounds: true)

    let week = lines(History())
    let rated = HardRating(history: History()).lines(boardHasRounds: false)
    #expect(toDo.first == "\(rated[0]) · Today's quest at Hard: \(quest.words) · \(try #require(week.first))")
    #expect(toDo.dropFirst(week.count).first == "\(rated[0]) · Today's quest at Hard: \(quest.words)")
    #expect(toDo.contains("\(try #require(rated.last)) · Today's quest at Hard: \(quest.words)"))
    #expect(toDo.last == "Today's quest at Hard: \(quest.words)")
    #expect(done.first?.contains(" · ✓ Today's quest at Hard: \(quest.words) · ") == true, "\(done)")
    #expect(done.last == "✓ Today's quest at Hard: \(quest.words)")
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
    "At Hard the line leads with the rating, its rank and the next, then what the match on the board did to it",
    arguments: [Size(width: 1280, height: 800), Size(width: 390, height: 844)])
  func ratingLeadsTheLine(size: Size) throws {
    let (window, screens) = screens(size: size, idiom: size.width < size.height ? .phone : .pad)
    screens.play.change(level: .hard)
    window.render(on: RecordingCanvas())
    let before = screens.play.hardGoalLabel.text

    screens.play.quickThrows = true
    screens.play.playerThrew(.rock)
    window.animator.finishAll()
    window.render(on: RecordingCanvas())

    let round = try #require(screens.play.shownMatch.rounds.last)
    let sign = round.outcome == .loss ? "−" : "+"
    #expect(before.hasPrefix("Rating 1350"), "\(before)")
    #expect(!before.contains("this match") && !before.contains("(+"), "nothing moved yet: \(before)")
    #expect(screens.play.hardGoalLabel.text.hasPrefix("Rating 1"), "\(screens.play.hardGoalLabel.text)")
    #expect(
      screens.play.hardGoalLabel.text.contains(sign), "the round's change: \(screens.play.hardGoalLabel.text)"
    )
  }

  @Test("The round that first lifts the rating into a new rank says so once, in the notice over the game")
  func newRankIsSaid() throws {
    let folder = try TemporaryFolder()
    // Rounds won until the rating stands just under Hard's own, so that one round won more lifts it
    // to Hard's equal.
    let won = Round(player: .paper, computer: .rock, rules: .classic)
    var rounds: [Round] = []
    var rating = Double(HardRating.starting)
    while HardRating.rated(rating, after: .win) < Double(HardRating.hardsOwn) - 0.5 {
      rounds.append(won)
      rating = HardRating.rated(rating, after: .win)
    }
    let earlier = MatchRecord(
      match: Match(rules: .classic, targetWins: 99, rounds: rounds), level: .hard,
      startedAt: Date(timeIntervalSinceNow: -7200), endedAt: Date(timeIntervalSinceNow: -7000))
    try HistoryStore(folder: folder.url).save(History(finished: [earlier]))
    #expect(HardRating(history: History(finished: [earlier])).bestRank == .pokerFace)
    let (window, screens) = assembledGame(size: Size(width: 1280, height: 800), folder: folder)
    screens.play.change(level: .hard, targetWins: 5)
    settle(window)
    screens.play.quickThrows = true

    var notices: [String] = []
    for move in Array(repeating: [Move.rock, .paper, .scissors], count: 20).joined() {
      screens.play.playerThrew(move)
      settle(window)
      if !screens.split.noticeButton.isHidden { notices.append(screens.split.noticeButton.title) }
      if screens.play.shownMatch.rounds.last?.outcome == .win || screens.play.game.match.isOver { break }
    }

    #expect(screens.play.shownMatch.rounds.last?.outcome == .win, "a round won, before the match ended")
    #expect(notices.last?.hasPrefix("New rank against Hard: Hard's equal (15") == true, "\(notices)")
  }

  @Test(
    "A new match at Hard shows no change of the rating until its first round, though the last match moved it")
  func newMatchShowsNoChange() throws {
    let folder = try TemporaryFolder()
    try HistoryStore(folder: folder.url).save(
      History(finished: [hardMatch(won: 3, daysAgo: 0.01, before: Date())]))
    let (window, screens) = assembledGame(size: Size(width: 1280, height: 800), folder: folder)
    screens.play.change(level: .hard)
    settle(window)

    let line = screens.play.hardGoalLabel.text

    #expect(line.hasPrefix("Rating 1"), "\(line)")
    #expect(!line.contains("this match") && !line.contains("(+"), "\(line)")
  }

  @Test("The rating's words name the rank, the match's change with its sign, and the next rank")
  func ratingWords() {
    let won = Round(player: .paper, computer: .rock, rules: .classic)
    let lost = Round(player: .rock, computer: .paper, rules: .classic)
    let record = { (rounds: [Round], minutes: Double) in
      MatchRecord(
        match: Match(rules: .classic, targetWins: 99, rounds: rounds), level: .hard,
        startedAt: self.now.addingTimeInterval(minutes * 60),
        endedAt: self.now.addingTimeInterval(minutes * 60 + 30))
    }
    let climbed = HardRating(history: History(finished: [record([won, won], 0)]))
    let fell = HardRating(history: History(finished: [record([lost], 1), record([won, won], 0)]))

    #expect(
      climbed.lines(boardHasRounds: true).first
        == "Rating \(climbed.rating) · Hard to read · +\(climbed.changeInLatestMatch) this match · next: Poker face at 1400"
    )
    #expect(
      climbed.lines(boardHasRounds: true).last == "Rating \(climbed.rating) (+\(climbed.changeInLatestMatch))"
    )
    #expect(fell.lines(boardHasRounds: true).last == "Rating \(fell.rating) (−\(-fell.changeInLatestMatch))")
    #expect(
      climbed.lines(boardHasRounds: false).allSatisfy { !$0.contains("+") },
      "a match before its first round has moved nothing")
    #expect(
      HardRating(history: History()).lines(boardHasRounds: false) == [
        "Rating 1350 · Hard to read · next: Poker face at 1400", "Rating 1350 · Hard to read", "Rating 1350",
      ])
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

  @Test("The scoreboard says the round to play before the first throw, and the round shown after it")
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
