import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("Ladder, daily challenge and records screens")
struct LadderScreensTests {
  private func texts(_ window: Window) -> [String] {
    let canvas = RecordingCanvas()
    window.render(on: canvas)
    return canvas.texts
  }

  /// Plays the board's match to its end, throwing what beats the rival's habit.
  private func playReadingTheHabit(_ board: ChallengeBoardController) {
    let rules = board.game.match.rules
    while !board.game.match.isOver {
      let call = board.challenge.habitPlan.call(after: board.game.match.rounds, rules: rules) ?? .rock
      board.playerThrew(rules.moves(beating: call)[0])
      board.finishCeremony()
    }
  }

  @Test("--open ladder, daily and records each draw their own screen")
  func openEachScreen() throws {
    let folder = try TemporaryFolder()
    for (name, identifier) in [
      ("ladder", "ladder-view"), ("daily", "daily-view"), ("records", "records-view"),
    ] {
      let (window, screens) = assembledGame(folder: folder)
      let screen = try CommandLineParser.parseScreen(name)

      #expect(screens.show(screen))
      settle(window)

      #expect(window.rootView.descendant(identifiedBy: identifier)?.isVisibleInTree == true, "\(name)")
    }
  }

  @Test(
    "The game's bar has the ladder at every size, a phone's too; on the narrowest the daily is offered over the score",
    arguments: [(390.0, 844.0), (320.0, 480.0), (320.0, 568.0), (844.0, 390.0), (1024.0, 768.0)])
  func ladderReachableFromTheGame(width: Double, height: Double) throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: Size(width: width, height: height), folder: folder)

    let button = try #require(window.rootView.descendant(identifiedBy: "ladder-item"))
    let frame = button.convert(button.bounds, to: window.rootView)
    #expect(button.isVisibleInTree && frame.width >= 24 && window.rootView.bounds.contains(frame), "\(frame)")
    if window.rootView.descendant(identifiedBy: "daily-item")?.isVisibleInTree != true {
      #expect(screens.play.invitationView.isVisibleInTree, "the day's try is offered over the score")
    }
  }

  @Test("A fresh ladder opens its first rung only, and the bar's Ladder button opens it over the game")
  func freshLadder() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)

    screens.ladderItem.press()
    settle(window)
    let ladder = try #require(shown(screens, as: LadderController.self))

    #expect(ladder.cards.count == 10)
    #expect(ladder.cards.filter(\.isEnabled).map(\.rival) == [.boulder])
    // On one line where it fits, else on two, broken at its middle dot.
    // The star keeps to its count with a no-break space.
    let summary = texts(window).joined(separator: " · ").replacingOccurrences(of: "\u{00A0}", with: " ")
    #expect(summary.contains("★ 0 of 57 stars · Next: Boulder, first to three"))
  }

  @Test(
    "Beating a rung unlocks the next, keeps the match and the progress, and the recap says how you read it")
  func beatARung() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)
    screens.showLadder()
    settle(window)
    var won = false
    for _ in 0..<5 where !won {
      let ladder = try #require(shown(screens, as: LadderController.self))
      ladder.cards[0].sendActions()
      settle(window)
      let board = try #require(shown(screens, as: ChallengeBoardController.self))
      playReadingTheHabit(board)
      won = board.game.match.winner == .player
      settle(window)
      #expect(window.rootView.descendant(identifiedBy: "show-recap")?.isVisibleInTree == true)
      (window.rootView.descendant(identifiedBy: "show-recap") as? Button)?.sendActions()
      settle(window)
      let recap = try #require(shown(screens, as: RecapController.self))
      // Told plainly once beaten; after a loss, only a hint.
      #expect(
        recap.words.howTheyPlayed.hasPrefix(won ? "Boulder loved rock." : "Boulder has a habit to find."))
      if !won { _ = screens.detail.popViewController(animated: false) }
      settle(window)
    }
    try #require(won, "reading Boulder's habit wins within five matches")

    let recap = try #require(shown(screens, as: RecapController.self))
    #expect(
      window.focusedView === recap.buttons.first,
      "the recap's first choice has the focus, not the history's tools")
    #expect(recap.words.headline.hasPrefix("You beat Boulder"))
    #expect(recap.words.howYouRead.contains("round"))
    #expect(recap.words.whatsNext == "Cyclist is open: the next rung.")
    #expect(recap.words.achievements.contains { $0.hasPrefix("First rung") })
    #expect(screens.progress.progress.hasBeaten(.boulder))
    #expect(screens.keeper.history.finished.first?.challenge == ChallengeTag(rival: .boulder))
    #expect(Statistics(history: screens.keeper.history).totalMatches == 0, "kept apart from the levels")
    let saved = ProgressStore(folder: folder.url).load().0
    #expect(saved.hasBeaten(.boulder) && saved.achievements.contains(.firstRung))

    (window.rootView.descendant(identifiedBy: "recap-next-rival") as? Button)?.sendActions()
    settle(window)
    #expect(shown(screens, as: ChallengeBoardController.self)?.challenge.rival == .cyclist)
  }

  /// Throws what beats the rival's habit until a round is won or lost (the rival's dice may
  /// make a draw or a loss of it): the match has a decisive round and is not over.
  private func playADecisiveRound(_ board: ChallengeBoardController) {
    let rules = board.game.match.rules
    while board.game.match.score.player + board.game.match.score.computer == 0 {
      let call = board.challenge.rival.habitThrow(after: board.game.match.rounds, rules: rules) ?? .rock
      board.playerThrew(rules.moves(beating: call)[0])
      board.finishCeremony()
    }
  }

  /// A game saving in `folder` whose player opened the ladder, pressed its first rung and played
  /// that rival's match until a round was won or lost.
  private func firstRungAfterOneRound(in folder: TemporaryFolder) throws -> (Window, Screens) {
    let (window, screens) = assembledGame(folder: folder)
    screens.showLadder()
    settle(window)
    try #require(shown(screens, as: LadderController.self)).cards[0].sendActions()
    settle(window)
    playADecisiveRound(try #require(shown(screens, as: ChallengeBoardController.self)))
    return (window, screens)
  }

  @Test(
    "A recap gives each text the lines it needs, apart from the others, scrolling where they do not fit; its buttons share one type size and Back alone returns to the ladder",
    arguments: [(320.0, 568.0), (390.0, 844.0), (844.0, 390.0), (960.0, 600.0)])
  func recapLayout(width: Double, height: Double) throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: Size(width: width, height: height), folder: folder)
    screens.playRivalThrows(Array(repeating: .paper, count: 12))
    settle(window)
    let recap = try #require(shown(screens, as: RecapController.self))

    #expect(window.rootView.descendant(identifiedBy: "recap-ladder") == nil, "Back returns to the ladder")
    let canvas = RecordingCanvas(measurer: window.textMeasurer)
    // Scrolled to its end, the recap shows its last texts too.
    for offset in [0, recap.scroller.maximumContentOffset] {
      recap.scroller.scroll(to: offset)
      window.render(on: canvas)
    }
    var drawn: [(text: String, font: Font)] = []
    for case .text(let text, let font, _, _) in canvas.commands { drawn.append((text, font)) }
    #expect(!drawn.contains { $0.text.hasSuffix("…") }, "\(drawn.map(\.text).filter { $0.hasSuffix("…") })")
    let labels = recap.scroller.contentView.subviews.compactMap { $0 as? Label }.filter { !$0.isHidden }
    for (index, label) in labels.enumerated() {
      for other in labels[(index + 1)...] where !label.frame.isEmpty && !other.frame.isEmpty {
        #expect(
          label.frame.maxY <= other.frame.minY + 0.5 || other.frame.maxY <= label.frame.minY + 0.5,
          "\(label.text) and \(other.text) touch")
      }
    }
    let titles = Set(recap.buttons.map(\.title))
    let sizes = Set(drawn.filter { titles.contains($0.text) }.map(\.font.size))
    #expect(sizes.count == 1, "button titles in sizes \(sizes)")
  }

  @Test(
    "Leaving a rival's match before its end keeps it in progress, and playing that rival again resumes it")
  func leftUnfinishedResumes() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = try firstRungAfterOneRound(in: folder)
    let rounds = try #require(shown(screens, as: ChallengeBoardController.self)).game.match.rounds

    _ = screens.detail.popViewController(animated: false)
    settle(window)
    let record = try #require(screens.keeper.history.finished.first)
    #expect(record.challenge?.rival == .boulder && !record.isFinished && record.match.rounds == rounds)

    try #require(shown(screens, as: LadderController.self)).cards[0].sendActions()
    settle(window)
    let resumed = try #require(shown(screens, as: ChallengeBoardController.self))
    #expect(resumed.game.match.rounds == rounds && resumed.challenge.recordID == record.id)
    #expect(screens.keeper.history.finished.filter { $0.challenge != nil }.count == 1)
  }

  @Test(
    "A rival's match left after draws alone is kept, listed in progress and waits at the next start: no round played is lost"
  )
  func leftWithDrawsAloneIsKept() throws {
    let folder = try TemporaryFolder()
    let keeper = HistoryKeeper(history: History(), store: HistoryStore(folder: folder.url), level: .medium)
    var draw = Match(rules: .classic, targetWins: 3)
    draw.record(Round(player: .rock, computer: .rock, rules: .classic))
    let record = MatchRecord(
      match: draw, level: .medium, startedAt: Date(), challenge: ChallengeTag(rival: .boulder))

    keeper.challengeRoundPlayed(record)
    var saved = HistoryStore(folder: folder.url).load().0
    saved.settleUnfinishedChallenges(today: DayStamp(Date()), at: Date())

    #expect(keeper.history.allNewestFirst.map(\.id) == [record.id], "listed in progress")
    #expect(
      saved.unfinishedChallenge(ChallengeTag(rival: .boulder))?.match.rounds == draw.rounds,
      "at the next start")
  }

  @Test("Today's try left with draws alone is kept, saved and waits: it counts from its first round")
  func todaysTryOfDrawsIsKept() throws {
    let folder = try TemporaryFolder()
    let keeper = HistoryKeeper(history: History(), store: HistoryStore(folder: folder.url), level: .medium)
    var draw = Match(rules: .classic, targetWins: 5)
    draw.record(Round(player: .rock, computer: .rock, rules: .classic))
    let today = DayStamp(Date())
    let record = MatchRecord(
      match: draw, level: .medium, startedAt: Date(), challenge: ChallengeTag(rival: .magpie, day: today))

    keeper.challengeRoundPlayed(record)
    var saved = HistoryStore(folder: folder.url).load().0
    saved.settleUnfinishedChallenges(today: today, at: Date())

    #expect(keeper.history.finished.map(\.id) == [record.id], "when the board is left")
    #expect(
      saved.unfinishedChallenge(ChallengeTag(rival: .magpie, day: today))?.id == record.id,
      "at the next start")
  }

  @Test(
    "A rival's match is saved after every round, shown in progress, and resumes at the next start when its rival is played"
  )
  func rivalMatchSurvivesQuitting() throws {
    let folder = try TemporaryFolder()
    let (_, screens) = try firstRungAfterOneRound(in: folder)
    let board = try #require(shown(screens, as: ChallengeBoardController.self))

    let saved = try #require(HistoryStore(folder: folder.url).load().0.allNewestFirst.first)
    #expect(saved.challenge?.rival == .boulder && saved.match.rounds == board.game.match.rounds)
    #expect(saved.endedAt == nil)
    #expect(screens.keeper.history.allNewestFirst.first?.resultText.hasPrefix("In progress") == true)

    // The game quits with the board on screen; the next start keeps the match in progress, and
    // playing the ladder's next rival (the same one) goes on with it.
    let (restartedWindow, restarted) = assembledGame(folder: folder)
    let kept = try #require(restarted.keeper.history.finished.first { $0.id == saved.id })
    #expect(!kept.isFinished && kept.match.rounds == saved.match.rounds)
    restarted.playRivalThrows([.paper])
    settle(restartedWindow)
    let resumed = try #require(restarted.keeper.history.finished.first { $0.id == saved.id })
    #expect(resumed.match.rounds.count == saved.match.rounds.count + 1)
    #expect(restarted.keeper.history.finished.count == 1)
  }

  @Test(
    "Two players with their own data folders meet the same daily challenge; its one try counts when the match ends, and a match left resumes"
  )
  func dailyChallenge() throws {
    let (first, second) = (try TemporaryFolder(), try TemporaryFolder())
    // Today's own challenge, as a start settles the unfinished matches of other days.
    let (window, screens) = assembledGame(folder: first)
    let (otherWindow, otherScreens) = assembledGame(folder: second)
    screens.showDaily()
    otherScreens.showDaily()
    settle(window)
    settle(otherWindow)
    let daily = try #require(shown(screens, as: DailyController.self))
    let other = try #require(shown(otherScreens, as: DailyController.self))
    #expect(daily.challenge == other.challenge)
    #expect(daily.playButton.isEnabled)

    daily.playButton.sendActions()
    settle(window)
    let board = try #require(shown(screens, as: ChallengeBoardController.self))
    #expect(board.game.match.targetWins == daily.challenge.targetWins)
    #expect(board.game.match.rules == daily.challenge.rules)
    playADecisiveRound(board)
    let rounds = board.game.match.rounds
    #expect(screens.progress.progress.dailyResult(on: daily.challenge.day) == nil)

    // The game quits mid-match: the next start offers the day's match again, where it was left.
    let (restartedWindow, restarted) = assembledGame(folder: first)
    restarted.showDaily()
    settle(restartedWindow)
    let again = try #require(shown(restarted, as: DailyController.self))
    #expect(again.playButton.isEnabled, "the day's try is not spent before the match ends")
    again.playButton.sendActions()
    settle(restartedWindow)
    let resumed = try #require(shown(restarted, as: ChallengeBoardController.self))
    #expect(resumed.game.match.rounds == rounds && !resumed.challenge.practice)
    playReadingTheHabit(resumed)
    settle(restartedWindow)

    let result = restarted.progress.progress.dailyResult(on: daily.challenge.day)
    #expect(result == (resumed.game.match.winner == .player ? .won : .lost))
    #expect(restarted.keeper.history.finished.count == 1)
    // A day of a habit made for it asks its question first (answered here, asked in its suite).
    _ = restarted.answerHabitQuestion(1)
    restarted.showDaily()
    settle(restartedWindow)
    let after = try #require(shown(restarted, as: DailyController.self))
    #expect(after.playButton.title == "Practise (not counted)", "one counted try a day")
  }

  /// A day whose challenge is a ladder rival's habit under a twist, before the habits made for
  /// the day (whose try ends on a question, asked in their own suites): these tests read the
  /// same on any date.
  private static let dayOfALadderHabit = DayStamp(year: 2026, month: 12, day: 6)

  /// A fresh game saving in `folder`, with the day's challenge on show.
  private func openedDaily(folder: TemporaryFolder) throws -> (Window, Screens, DailyController) {
    let (window, screens) = assembledGame(atNoonOf: Self.dayOfALadderHabit, folder: folder)
    screens.showDaily()
    settle(window)
    return (window, screens, try #require(shown(screens, as: DailyController.self)))
  }

  @Test(
    "After the day's one try, the daily screen scores it beside yesterday, offers practice that is kept nowhere, and shows tomorrow's rival"
  )
  func dailyPractice() throws {
    let folder = try TemporaryFolder()
    let (window, screens, daily) = try openedDaily(folder: folder)
    let tomorrow = DailyChallenge(day: daily.challenge.day.next)
    let tomorrowsName = tomorrow.hidesRival ? "a mystery rival" : tomorrow.rival.name
    #expect(texts(window).contains("Today: not played yet · yesterday: not played"))
    #expect(texts(window).contains("Tomorrow: \(tomorrowsName) · \(tomorrow.shortTwistWords)"))
    daily.playButton.sendActions()
    settle(window)
    playReadingTheHabit(try #require(shown(screens, as: ChallengeBoardController.self)))
    settle(window)
    let result = screens.progress.progress.dailyResult(on: daily.challenge.day)
    let kept = screens.keeper.history.finished.count
    let stars = try #require(DailyScore.stars(on: daily.challenge.day, in: screens.keeper.history))

    screens.showDaily()
    settle(window)
    // A try that read the habit says from which round, between the stars and yesterday (today's
    // score and yesterday's each on a line of their own where the two do not fit on one).
    let scoreLines = texts(window).joined(separator: "\n").replacingOccurrences(of: " ·\n", with: " · ")
    #expect(
      scoreLines.split(separator: "\n").contains {
        $0.hasPrefix("Today \(RivalStars.shown(stars)), read in round ")
          && $0.hasSuffix(" · yesterday: not played")
      })
    try #require(shown(screens, as: DailyController.self)).playButton.sendActions()
    settle(window)
    let practice = try #require(shown(screens, as: ChallengeBoardController.self))
    #expect(practice.challenge.practice)
    #expect(practice.title == "Practice, not counted")
    playReadingTheHabit(practice)
    settle(window)

    #expect(screens.keeper.history.finished.count == kept, "practice is kept nowhere")
    #expect(screens.progress.progress.dailyResult(on: daily.challenge.day) == result)
    #expect(DailyScore.stars(on: daily.challenge.day, in: screens.keeper.history) == stars)
    (window.rootView.descendant(identifiedBy: "show-recap") as? Button)?.sendActions()
    settle(window)
    let recap = try #require(shown(screens, as: RecapController.self))
    #expect(
      recap.words.stars.hasPrefix("Practice, not counted: today's score stays \(RivalStars.shown(stars))"))
  }

  @Test("The daily challenge's play button has the focus and the accent colour: Enter starts the challenge")
  func enterStartsTheDaily() throws {
    let folder = try TemporaryFolder()
    let (window, screens, daily) = try openedDaily(folder: folder)

    #expect(daily.playButton.tintColor == Theme.accent)
    window.send(KeyEvent(.enter))
    settle(window)

    #expect(shown(screens, as: ChallengeBoardController.self)?.challenge.daily == daily.challenge)
  }

  @Test("Records open from the statistics; achievements earned are lit and announced once")
  func recordsAndAchievements() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)
    screens.play.change(level: .easy, targetWins: 1)
    var notices: [String] = []
    while screens.keeper.history.finished.first?.match.winner != .player {
      screens.play.playerThrew(.rock)
      screens.play.finishCeremony()
      if screens.play.game.match.isOver {
        notices.append(screens.split.noticeButton.title)
        screens.play.startNewMatch()
      }
    }
    #expect(notices.last?.contains("First win") == true, "\(notices)")
    #expect(screens.progress.progress.achievements.contains(.firstWin))
    #expect(screens.announceAchievements().isEmpty, "announced once")

    screens.showStatistics()
    settle(window)
    let recordsItem = try #require(
      screens.detail.topViewController?.navigationItem.rightBarButtonItems.first {
        $0.identifier == "statistics-records-item"
      })
    recordsItem.press()
    settle(window)
    let records = try #require(shown(screens, as: RecordsController.self))
    #expect(records.tiles.first { $0.achievement == .firstWin }?.isEarned == true)
    #expect(records.tiles.first { $0.achievement == .hardWin }?.isEarned == false)
    records.tiles[1].sendActions()
    #expect(records.criterionLine.text == "Hard-won: Win a match at Hard, or against the Grandmaster.")
  }

  @Test(
    "A damaged progress file is kept aside and the ladder, the daily results and the achievements are rebuilt from the history"
  )
  func damagedProgressRebuiltFromHistory() throws {
    let folder = try TemporaryFolder()
    let start = Date(timeIntervalSince1970: 1_780_000_000)
    let day = DayStamp(start)
    func won(_ tag: ChallengeTag, minutes: Double) -> MatchRecord {
      var match = Match(rules: .classic, targetWins: 3)
      for _ in 0..<3 { match.record(Round(player: .paper, computer: .rock, rules: .classic)) }
      return MatchRecord(
        match: match, level: .medium, startedAt: start, endedAt: start.addingTimeInterval(minutes * 60),
        challenge: tag)
    }
    try HistoryStore(folder: folder.url).save(
      History(finished: [
        won(ChallengeTag(rival: .cyclist), minutes: 3), won(ChallengeTag(rival: .boulder), minutes: 2),
        won(ChallengeTag(rival: .echo, day: day), minutes: 1),
      ]))
    try Data("{\"version\": 1, \"rivalsBe".utf8).write(to: folder.appending("progress.json"))

    let (window, screens) = assembledGame(folder: folder)
    settle(window)

    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let aside = try #require(names.first { $0.hasPrefix("progress.json.damaged-") })
    let progress = screens.progress.progress
    #expect(progress.hasBeaten(.boulder) && progress.hasBeaten(.cyclist) && !progress.hasBeaten(.echo))
    #expect(progress.dailyResult(on: day) == .won)
    #expect(
      Achievement.earned(history: screens.keeper.history, progress: progress).isSubset(
        of: progress.achievements))
    #expect(
      screens.split.noticeButton.title
        == "Your ladder progress file was damaged; it was kept aside as \(folder.appending(aside).path) and your progress was rebuilt from your match history."
    )
  }

  @Test("A damaged progress file is kept aside, the player is told, and the ladder starts afresh")
  func damagedProgress() throws {
    let folder = try TemporaryFolder()
    let damaged = Data("{\"version\": 1, \"rivalsBeaten\": {\"boulder\": 12".utf8)
    try damaged.write(to: folder.appending("progress.json"))

    let (window, screens) = assembledGame(folder: folder)
    settle(window)

    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let aside = try #require(names.first { $0.hasPrefix("progress.json.damaged-") })
    #expect(try Data(contentsOf: folder.appending(aside)) == damaged)
    #expect(screens.split.noticeButton.title.contains("Your ladder progress file was damaged"))
    #expect(!screens.progress.progress.hasBeaten(.boulder))
  }
}

@MainActor
@Suite("Ladder screens at every size")
struct LadderScreensSizeTests {
  /// Views of `view`'s tree that stick out of their superview or have a negative size.
  private func misplaced(in view: View) -> [String] {
    var found: [String] = []
    for subview in view.subviews where !subview.isHidden && subview.alpha > 0.01 {
      let frame = subview.frame
      if frame.width < 0 || frame.height < 0 {
        found.append("\(subview.identifier ?? "\(type(of: subview))") \(frame)")
      }
      // A scroll view's content is taller than the scroll view: that is what it scrolls.
      let scrolls = (view as? ScrollView)?.contentView === subview
      if !frame.isEmpty, !scrolls, !view.bounds.insetBy(dx: -0.5, dy: -0.5).contains(frame) {
        found.append("\(subview.identifier ?? "\(type(of: subview))") at \(frame) outside \(view.bounds)")
      }
      found += misplaced(in: subview)
    }
    return found
  }

  @Test(
    "A ladder row too low for three lines puts the name and where you stand side by side, never over each other",
    arguments: [26.0, 33.0, 60.0])
  func lowRowsDoNotOverlap(height: Double) {
    let card = RungCardView(rival: .grandmaster)
    card.show(beatenOn: nil, isNext: true, isUnlocked: true)
    card.arrangement = .row
    card.frame = Rect(x: 0, y: 0, width: 300, height: height)
    card.layoutSubviews()

    let (name, status) = (card.nameLabel.frame, card.statusLabel.frame)
    #expect(name.height >= card.nameLabel.font.size && status.height >= card.statusLabel.font.size)
    let apart = name.maxY <= status.minY + 0.5 || name.maxX <= status.minX + 0.5
    #expect(apart, "name \(name), status \(status)")
    #expect(card.bounds.contains(name) && card.bounds.contains(status))
  }

  @Test(
    "The ladder (both tiers), the daily challenge, the records and a recap keep every view inside its place, from a sliver to a wall",
    arguments: ["ladder", "daily", "records", "recap", "masters", "masters recap"])
  func everySize(screen: String) throws {
    let folder = try TemporaryFolder()
    var options = CommandLineOptions()
    options.seed = 3
    let app = RockPaperScissorsApp.assembleForTest(
      options: options, store: HistoryStore(folder: folder.url), size: Size(width: 1024, height: 768),
      picturesFolder: folder.appending("Pictures"))
    let screens = app.screens
    switch screen {
    case "ladder": screens.showLadder()
    case "daily": screens.showDaily()
    case "records": screens.showRecords()
    case "masters", "masters recap":
      for rival in Rival.allCases { screens.progress.beat(rival, stars: 2) }
      if screen == "masters" {
        screens.showLadder()
      } else {
        screens.playRivalThrows(Array(repeating: .paper, count: 20))
      }
    default: screens.playRivalThrows(Array(repeating: .paper, count: 12))
    }
    for size in [
      Size(width: 182, height: 2), Size(width: 1219, height: 41), Size(width: 320, height: 360),
      Size(width: 390, height: 844), Size(width: 2400, height: 400), Size(width: 400, height: 2400),
    ] {
      app.window.resize(to: size)
      app.window.animator.finishAll()
      app.window.rootView.layoutIfNeeded()

      #expect(
        misplaced(in: app.window.rootView).isEmpty,
        "\(screen) at \(size): \(misplaced(in: app.window.rootView).prefix(3))")
    }
  }
}
