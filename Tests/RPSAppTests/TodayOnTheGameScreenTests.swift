import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("The day's challenge offered on the game screen")
struct TodayOnTheGameScreenTests {
  private func dailyButton(_ window: Window) throws -> Button {
    try #require(window.rootView.descendant(identifiedBy: "daily-item") as? Button)
  }

  private func invitation(_ window: Window) -> View? {
    window.rootView.descendant(identifiedBy: "daily-invitation")
  }

  /// Plays the day's challenge to its end from its screen, throwing what beats the rival's
  /// habit, and comes back to the game.
  private func playTheDaily(_ screens: Screens, in window: Window) throws {
    screens.showDaily()
    settle(window)
    try #require(shown(screens, as: DailyController.self)).playButton.sendActions()
    settle(window)
    let board = try #require(shown(screens, as: ChallengeBoardController.self))
    let rules = board.game.match.rules
    while !board.game.match.isOver {
      let call = board.challenge.habitPlan.call(after: board.game.match.rounds, rules: rules) ?? .rock
      board.playerThrew(rules.moves(beating: call)[0])
      board.finishCeremony()
    }
    settle(window)
    screens.detail.popToRootViewController(animated: false)
    settle(window)
  }

  @Test(
    "The bar's Daily button carries a dot while today's try is unplayed, on a pad and on a phone, and loses it once played",
    arguments: [(1024.0, 768.0), (390.0, 844.0)])
  func dotWhileUnplayed(width: Double, height: Double) throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: Size(width: width, height: height), folder: folder)
    let before = try dailyButton(window)
    #expect(before.isVisibleInTree && before.showsBadge)

    try playTheDaily(screens, in: window)

    #expect(screens.progress.progress.dailyResult(on: screens.progress.today) != nil)
    let after = try dailyButton(window)
    #expect(after.isVisibleInTree && !after.showsBadge)
    #expect(invitation(window)?.isVisibleInTree != true, "no line once the day is played")
  }

  @Test(
    "Once the day's try is played, the daily card on a phone puts its result and streak before the twist; before it, the twist first",
    arguments: [(390.0, 844.0), (1280.0, 800.0)])
  func resultBeforeTheTwistOncePlayed(width: Double, height: Double) throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: Size(width: width, height: height), folder: folder)
    func top(_ identifier: String) throws -> Double {
      let view = try #require(window.rootView.descendant(identifiedBy: identifier))
      return view.convert(view.bounds, to: window.rootView).minY
    }
    screens.showDaily()
    settle(window)
    let twistFirst = try top("daily-twist") < top("daily-streak")
    screens.detail.popToRootViewController(animated: false)
    settle(window)

    try playTheDaily(screens, in: window)
    screens.showDaily()
    settle(window)

    #expect(twistFirst, "before the try, what the day is comes first")
    #expect(try top("daily-status") < top("daily-twist"))
    #expect(try top("daily-streak") < top("daily-twist"))
  }

  @Test("The bar's Daily button opens the day's challenge over the game")
  func dailyButtonOpensTheDaily() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)

    try dailyButton(window).sendActions()
    settle(window)

    #expect(shown(screens, as: DailyController.self) != nil)
  }

  @Test("Before the first throw a line names the day's rival and twist, and its Play opens the daily")
  func lineOpensTheDaily() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)
    let challenge = DailyChallenge(day: screens.progress.today)
    let line = try #require(invitation(window))
    #expect(line.isVisibleInTree)
    let text = try #require(line.descendant(identifiedBy: "daily-invitation-text") as? Label).text
    #expect(text.hasPrefix("Daily: \(challenge.rivalInPassing) · \(challenge.shortTwistWords)"), "\(text)")

    try #require(line.descendant(identifiedBy: "daily-invitation-play") as? Button).sendActions()
    settle(window)

    #expect(shown(screens, as: DailyController.self)?.challenge == challenge)
  }

  @Test("The line goes away once a match is under way and comes back with a new match")
  func hiddenDuringAMatch() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)
    screens.play.quickThrows = true
    let card = try #require(window.rootView.descendant(identifiedBy: "player-card"))
    let cardUnderTheLine = card.frame

    screens.play.playerThrew(.rock)
    settle(window)
    #expect(invitation(window)?.isVisibleInTree == false)
    #expect(card.frame.minY < cardUnderTheLine.minY, "the board takes back the line's room")

    screens.play.startNewMatch()
    settle(window)
    #expect(invitation(window)?.isVisibleInTree == true)
  }

  @Test(
    "A match in progress resumed at the next start shows no line over it, and the line comes back with a new match"
  )
  func asideOverAResumedMatch() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)
    screens.play.quickThrows = true
    screens.play.playerThrew(.rock)
    settle(window)

    let (restartedWindow, restarted) = assembledGame(folder: folder)
    restarted.play.quickThrows = true
    settle(restartedWindow)

    #expect(restarted.play.game.match.rounds.count == 1, "the match resumed")
    #expect(invitation(restartedWindow)?.isVisibleInTree != true, "the match under way keeps the board")
    restarted.play.startNewMatch()
    settle(restartedWindow)
    #expect(invitation(restartedWindow)?.isVisibleInTree == true)
    withExtendedLifetime(window) {}
  }

  @Test(
    "A match resumed from an earlier day shows the day's line over it until the player's next throw: a player coming back is greeted"
  )
  func greetsAMatchResumedFromYesterday() throws {
    let folder = try TemporaryFolder()
    var match = Match(rules: .classic, targetWins: 3)
    match.record(Round(player: .rock, computer: .scissors, rules: .classic))
    let yesterday = Date().addingTimeInterval(-86_400)
    var history = History()
    history.current = MatchRecord(match: match, level: .medium, startedAt: yesterday)
    try HistoryStore(folder: folder.url).save(history)

    let (window, screens) = assembledGame(folder: folder)
    screens.play.quickThrows = true
    settle(window)
    let greeted = invitation(window)?.isVisibleInTree == true
    screens.play.playerThrew(.paper)
    settle(window)

    #expect(screens.play.game.match.rounds.count == 2, "the match resumed")
    #expect(greeted)
    #expect(invitation(window)?.isVisibleInTree != true, "once the player throws, the board is the match's")
  }

  @Test("Two players at one screen see no line about the daily")
  func hiddenForTwoPlayers() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)

    screens.choosePlayers(2)
    settle(window)

    #expect(invitation(window)?.isVisibleInTree != true)
  }

  @Test(
    "The line fits whole inside the game at every size, or gives way while the dot stays",
    arguments: [
      (320.0, 360.0), (568.0, 360.0), (390.0, 844.0), (844.0, 390.0), (960.0, 600.0), (1024.0, 768.0),
      (2400.0, 1400.0),
    ])
  func fitsOrGivesWay(width: Double, height: Double) throws {
    let folder = try TemporaryFolder()
    let (window, _) = assembledGame(size: Size(width: width, height: height), folder: folder)
    #expect(try dailyButton(window).showsBadge)
    guard let line = invitation(window), line.isVisibleInTree else { return }
    let label = try #require(line.descendant(identifiedBy: "daily-invitation-text") as? Label)
    let game = try #require(window.rootView.descendant(identifiedBy: "game-view"))

    #expect(game.bounds.contains(line.frame), "\(line.frame) in \(game.bounds)")
    #expect(!label.text.isEmpty)
    #expect(window.textMeasurer.size(of: label.text, font: label.font).width <= label.bounds.width + 0.5)
    #expect(label.font.size >= 12)
  }

  @Test(
    "Once the day is played, the line offers the ladder's next rung and the stars earned, and its Play opens the ladder"
  )
  func ladderLineOnceTheDayIsPlayed() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)
    try playTheDaily(screens, in: window)

    let line = try #require(window.rootView.descendant(identifiedBy: "ladder-invitation"))
    #expect(line.isVisibleInTree)
    let text = try #require(line.descendant(identifiedBy: "daily-invitation-text") as? Label).text
    #expect(text.hasPrefix("Ladder: Boulder is next"), "\(text)")
    try #require(line.descendant(identifiedBy: "daily-invitation-play") as? Button).sendActions()
    settle(window)

    #expect(shown(screens, as: LadderController.self) != nil)
  }

  @Test("The ladder's line steps aside at the first throw and does not come back at the run's next match")
  func ladderLineOncePerRun() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)
    try playTheDaily(screens, in: window)
    let line = try #require(window.rootView.descendant(identifiedBy: "ladder-invitation"))
    #expect(line.isVisibleInTree)

    screens.play.playerThrew(.rock)
    screens.play.finishCeremony()
    settle(window)
    let afterAThrow = line.isVisibleInTree
    screens.play.startNewMatch()
    settle(window)

    #expect(!afterAThrow)
    #expect(!line.isVisibleInTree, "every new match would nag")
  }

  @Test("Every rung of both tiers beaten, the ladder has no next rung to offer")
  func noLadderLineAtTheTop() {
    var progress = PlayerProgress()
    for rival in LadderTier.first.rivals {
      progress.beat(rival, at: Date(), on: .first)
      progress.keep(stars: 3, for: rival)
    }
    let firstTierBeaten = LadderInvitation(progress: progress)
    for rival in LadderTier.masters.rivals { progress.beat(rival, at: Date(), on: .masters) }

    #expect(firstTierBeaten?.tier == .masters)
    #expect(LadderInvitation(progress: progress) == nil)
  }

  @Test("A Masters rung's line names the tier where the ladder's names the ladder, never as a second rival")
  func mastersLineNamesTheTier() throws {
    var progress = PlayerProgress()
    for rival in LadderTier.first.rivals {
      progress.beat(rival, at: Date(), on: .first)
      progress.keep(stars: 3, for: rival)
    }
    let invitation = try #require(LadderInvitation(progress: progress))
    let rival = invitation.rival.word

    let words = invitation.words

    #expect(words.first?.hasPrefix("Masters: \(rival) is next · ★") == true, "\(words)")
    #expect(Array(words.dropFirst()) == ["Masters: \(rival) is next", "Masters: \(rival)"])
    #expect(!words.contains { $0.contains("· Masters") }, "\(words)")
  }
}
