import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("Statistics screen")
struct StatisticsScreenTests {
  /// The game as `rps` builds it in a window of `size`, with the window-wide commands, on a
  /// history of `history` (nothing saved).
  private func makeGame(
    size: Size, idiom: UserInterfaceIdiom = .pad, history: History = History()
  ) throws -> (Window, Screens, WindowCommands, TemporaryFolder) {
    let temporary = try TemporaryFolder()
    let store = HistoryStore(folder: temporary.url)
    try store.save(history)
    var options = CommandLineOptions()
    options.seed = 5
    options.device = idiom
    let app = RockPaperScissorsApp.assembleForTest(
      options: options, store: store, size: size, picturesFolder: temporary.appending("Pictures"))
    return (app.window, app.screens, app.commands, temporary)
  }

  /// The game with `history` saved, its statistics shown and settled.
  private func showStatistics(
    size: Size, idiom: UserInterfaceIdiom = .pad, history: History = History()
  ) throws -> (Window, Screens, TemporaryFolder) {
    let (window, screens, _, temporary) = try makeGame(size: size, idiom: idiom, history: history)
    screens.showStatistics()
    settle(window)
    return (window, screens, temporary)
  }

  /// `count` matches at Hard, classic: the player wins the first `won` and loses the rest.
  private func history(matches count: Int, won: Int, apart: TimeInterval = 600) -> History {
    let start = Date(timeIntervalSince1970: 1_750_000_000)
    let records = (0..<count).map { index in
      let wins = index < won
      let round = Round(player: .rock, computer: wins ? .scissors : .paper, rules: .classic)
      let ended = start.addingTimeInterval(Double(index) * apart)
      return MatchRecord(
        match: Match(rounds: [round, round, round]), level: .hard, startedAt: ended, endedAt: ended)
    }
    return History(finished: records.reversed())
  }

  /// What the statistics draw at 1024x768 after one unfinished match in which the player threw
  /// `moves` (each a draw).
  private func statisticsDrawn(afterThrowing moves: [Move]) throws -> [String] {
    let rounds = moves.map { Round(player: $0, computer: $0, rules: .classic) }
    let played = Date(timeIntervalSince1970: 1_750_000_000)
    let record = MatchRecord(match: Match(rounds: rounds), level: .hard, startedAt: played, endedAt: played)
    let (window, _, temporary) = try showStatistics(
      size: Size(width: 1024, height: 768), history: History(finished: [record]))
    defer { withExtendedLifetime(temporary) {} }
    let canvas = RecordingCanvas()
    window.render(on: canvas)
    return canvas.texts
  }

  private func settle(_ window: Window) {
    window.animator.finishAll()
    window.rootView.layoutIfNeeded()
  }

  private func label(_ identifier: String, in screens: Screens) -> Label? {
    screens.statistics?.view.descendant(identifiedBy: identifier) as? Label
  }

  @Test("--open stats shows the statistics over the game, in the game's containers, and Back returns")
  func openFromCommandLine() throws {
    let (window, screens, _, temporary) = try makeGame(
      size: Size(width: 1024, height: 768), history: history(matches: 3, won: 2))
    defer { withExtendedLifetime(temporary) {} }

    #expect(try CommandLineParser.parse(["--open", "stats"]).screen == .statistics)
    #expect(screens.show(.statistics))
    settle(window)

    let screen = try #require(screens.statisticsScreen)
    #expect(screens.detail.topViewController === screen)
    #expect(screen.hostedController === screens.statistics)
    #expect(screen.banner.words.map(\.text) == ["STATISTICS"])
    #expect(screens.statistics?.view.superview === screen.landscapeHolderView)
    #expect(label("stat-won-value", in: screens)?.text == "2")
    #expect(label("stat-win-rate", in: screens)?.text == "67% won")
    #expect(window.send(KeyEvent(.backspace)))
    settle(window)
    #expect(screens.detail.topViewController === screens.game)
  }

  @Test(
    "The game's navigation bar keeps New match and the options, and gains Stats, which opens the statistics")
  func barButton() throws {
    let (window, screens, _, temporary) = try makeGame(size: Size(width: 1024, height: 768))
    defer { withExtendedLifetime(temporary) {} }
    let items = screens.game.navigationItem.rightBarButtonItems

    #expect(
      items.map(\.identifier) == [
        "new-match-item", "options-item", "statistics-item", "ladder-item", "daily-item",
      ])
    screens.statisticsItem.press()
    settle(window)
    #expect(screens.isShowingStatistics)
  }

  @Test("T opens the statistics from the game and goes back to the game; the help lists it")
  func key() throws {
    let (window, screens, commands, temporary) = try makeGame(size: Size(width: 1024, height: 768))
    defer { withExtendedLifetime((commands, temporary)) {} }

    #expect(Command.matching(KeyEvent(.character("t"))) == .showStatistics)
    #expect(window.send(KeyEvent(.character("t"))))
    settle(window)
    #expect(screens.isShowingStatistics)
    #expect(window.send(KeyEvent(.character("t"))))
    settle(window)
    #expect(!screens.isShowingStatistics)
    #expect(HelpController.entries(for: .classic).contains { $0.keys == "T" })
  }

  @Test("With no match played the screen says how to get statistics, and shows no cards or picker")
  func emptyState() throws {
    let (_, screens, temporary) = try showStatistics(size: Size(width: 390, height: 844), idiom: .phone)
    defer { withExtendedLifetime(temporary) {} }
    let view = try #require(screens.statistics?.view)

    #expect(label("statistics-message", in: screens)?.text == "Play a match to see your statistics")
    #expect(label("statistics-message", in: screens)?.isVisibleInTree == true)
    for identifier in ["statistics-summary", "statistics-throws", "statistics-chart", "stats-level-hard"] {
      #expect(view.descendant(identifiedBy: identifier)?.isVisibleInTree == false, "\(identifier)")
    }
  }

  @Test("With matches against rivals only, the screen says it counts the levels and points to the records")
  func rivalsOnly() throws {
    var match = Match(rules: .classic, targetWins: 3)
    for _ in 0..<3 { match.record(Round(player: .paper, computer: .rock, rules: .classic)) }
    let played = Date(timeIntervalSince1970: 1_750_000_000)
    let rivalWin = MatchRecord(
      match: match, level: .medium, startedAt: played, endedAt: played,
      challenge: ChallengeTag(rival: .boulder))
    let (_, screens, temporary) = try showStatistics(
      size: Size(width: 390, height: 844), idiom: .phone, history: History(finished: [rivalWin]))
    defer { withExtendedLifetime(temporary) {} }

    #expect(
      label("statistics-message", in: screens)?.text
        == "These statistics count the computer's levels. Your 1 match against rivals is in Records.")
  }

  @Test("A match finished while the statistics are open shows in them at once")
  func refreshesOnChange() throws {
    let (window, screens, temporary) = try showStatistics(size: Size(width: 1024, height: 768))
    defer { withExtendedLifetime(temporary) {} }
    #expect(screens.statistics?.statistics?.totalMatches == 0)

    while screens.keeper.history.finished.isEmpty { screens.playThrows([.rock]) }
    settle(window)

    let finished = try #require(screens.keeper.history.finished.first)
    #expect(screens.statistics?.statistics?.totalMatches == 1)
    let shown = finished.match.winner == .player ? "stat-won-value" : "stat-lost-value"
    #expect(label(shown, in: screens)?.text == "1")
    #expect(label("statistics-message", in: screens)?.isVisibleInTree == false)
  }

  @Test("Picking a level and rules shows their own numbers, or says none were played there")
  func picker() throws {
    let (window, screens, temporary) = try showStatistics(
      size: Size(width: 1024, height: 768), history: history(matches: 4, won: 1))
    defer { withExtendedLifetime(temporary) {} }
    let view = try #require(screens.statistics?.view)

    (view.descendant(identifiedBy: "stats-level-easy") as? Button)?.sendActions()
    settle(window)

    #expect(screens.statistics?.selectedKey == Statistics.Key(level: .easy, rules: .classic))
    #expect(label("statistics-message", in: screens)?.text == "No finished match at Easy · Classic yet")
    #expect(view.descendant(identifiedBy: "statistics-summary")?.isVisibleInTree == false)
    (view.descendant(identifiedBy: "stats-level-hard") as? Button)?.sendActions()
    settle(window)
    #expect(label("stat-lost-value", in: screens)?.text == "3")
  }

  /// How the statistics' three cards share the holder.
  enum CardArrangement { case stacked, sideBySide, grid }

  @Test(
    "A tall holder stacks the cards; a wide one puts them side by side; a large one the summary and throws over the chart; none overlaps or leaves the screen"
  )
  func arrangements() throws {
    for (size, idiom, arrangement) in [
      (Size(width: 390, height: 844), UserInterfaceIdiom.phone, CardArrangement.stacked),
      (Size(width: 844, height: 390), .phone, .sideBySide),
      (Size(width: 768, height: 1024), .pad, .stacked),
      (Size(width: 1920, height: 1080), .pad, .grid),
    ] {
      let (_, screens, temporary) = try showStatistics(
        size: size, idiom: idiom, history: history(matches: 40, won: 25))
      defer { withExtendedLifetime(temporary) {} }
      let view = try #require(screens.statistics?.view)
      let cards = ["statistics-summary", "statistics-throws", "statistics-chart"].compactMap {
        view.descendant(identifiedBy: $0)
      }

      #expect(cards.count == 3 && cards.allSatisfy(\.isVisibleInTree), "at \(size)")
      switch arrangement {
      case .stacked:
        for (upper, lower) in zip(cards, cards.dropFirst()) {
          #expect(upper.frame.maxY <= lower.frame.minY, "stacked at \(size)")
        }
      case .sideBySide:
        for (left, right) in zip(cards, cards.dropFirst()) {
          #expect(left.frame.maxX <= right.frame.minX, "side by side at \(size)")
        }
      case .grid:
        #expect(cards[0].frame.maxX <= cards[1].frame.minX, "summary beside throws at \(size)")
        #expect(
          max(cards[0].frame.maxY, cards[1].frame.maxY) <= cards[2].frame.minY, "chart under at \(size)")
        #expect(
          cards[2].frame.width >= cards[0].frame.width + cards[1].frame.width, "chart across at \(size)")
      }
      for card in cards {
        #expect(view.bounds.contains(card.frame), "\(card.identifier ?? "") inside at \(size)")
        for part in card.subviews where part.isVisibleInTree {
          #expect(
            card.bounds.contains(part.frame), "\(part.identifier ?? "a part") inside its card at \(size)")
        }
        let parts = card.subviews.filter(\.isVisibleInTree)
        for (index, part) in parts.enumerated() {
          for other in parts.dropFirst(index + 1) {
            #expect(part.frame.intersection(other.frame).isEmpty, "parts overlap in a card at \(size)")
          }
        }
      }
    }
  }

  @Test("On a large screen the statistics' words are larger than on a pad, within a sensible limit")
  func wordsGrowWithTheWindow() throws {
    func sizes(at size: Size) throws -> (title: Double, favourite: Double, value: Double) {
      let (_, screens, temporary) = try showStatistics(size: size, history: history(matches: 40, won: 25))
      defer { withExtendedLifetime(temporary) {} }
      let view = try #require(screens.statistics?.view)
      let title = try #require(view.descendant(identifiedBy: "stat-chart-title") as? Label)
      let favourite = try #require(view.descendant(identifiedBy: "stat-favourite") as? Label)
      let value = try #require(view.descendant(identifiedBy: "stat-won-value") as? Label)
      return (title.font.size, favourite.font.size, value.font.size)
    }

    let pad = try sizes(at: Size(width: 1024, height: 768))
    let large = try sizes(at: Size(width: 1920, height: 1080))

    #expect(
      large.title > pad.title && large.favourite > pad.favourite && large.value > pad.value, "\(pad) \(large)"
    )
    #expect(large.favourite >= 20 && large.favourite <= 30, "\(large)")
  }

  @Test("The chart draws one bar per day with matches, as high as the day's win rate")
  func chartBars() throws {
    let (window, screens, temporary) = try showStatistics(
      size: Size(width: 1024, height: 768), history: history(matches: 4, won: 1))
    defer { withExtendedLifetime(temporary) {} }
    let chart = try #require(screens.statistics?.view.descendant(identifiedBy: "win-rate-chart"))
    let canvas = RecordingCanvas()

    window.render(on: canvas)

    let frame = chart.convert(chart.bounds, to: nil)
    // The guide lines are one point high; the bars are the other fills in the chart.
    let bars = canvas.commands.compactMap { command -> Rect? in
      guard case .fill(let rect, _, _) = command, frame.contains(rect), rect.height > 1 else { return nil }
      return rect
    }
    let guides = canvas.commands.compactMap { command -> Rect? in
      guard case .fill(let rect, _, _) = command, frame.contains(rect), rect.height == 1 else { return nil }
      return rect
    }.sorted { $0.minY < $1.minY }
    // Four matches ten minutes apart: one day, one won of four.
    #expect(bars.count == 1)
    let full = (guides.last?.midY ?? 0) - (guides.first?.midY ?? 0)
    #expect(abs((bars.first?.height ?? 0) - full * 0.25) < 0.5)
  }

  @Test("With a few days of matches, every bar has its date under it, the lost day's too")
  func chartDatesUnderEveryBar() throws {
    // Arrange: three matches a day apart, the first won.
    let (window, _, temporary) = try showStatistics(
      size: Size(width: 390, height: 844), history: history(matches: 3, won: 1, apart: 86_400))
    defer { withExtendedLifetime(temporary) {} }
    let canvas = RecordingCanvas()

    // Act
    window.render(on: canvas)

    // Assert
    let formatter = DateFormatter()
    formatter.setLocalizedDateFormatFromTemplate("d MMM")
    let days = (0..<3).map {
      formatter.string(from: Date(timeIntervalSince1970: 1_750_000_000 + Double($0) * 86_400))
    }
    #expect(days.allSatisfy(canvas.texts.contains), "\(days) in \(canvas.texts)")
  }

  /// What the statistics screen draws of `history` at `size`, and the win-rate chart's frame in
  /// the window.
  private func chartDrawn(
    size: Size, idiom: UserInterfaceIdiom, _ history: History
  ) throws -> (RecordingCanvas, Rect) {
    let (window, screens, temporary) = try showStatistics(size: size, idiom: idiom, history: history)
    defer { withExtendedLifetime(temporary) {} }
    let chart = try #require(screens.statistics?.view.descendant(identifiedBy: "win-rate-chart"))
    let canvas = RecordingCanvas()
    window.render(on: canvas)
    return (canvas, chart.convert(chart.bounds, to: nil))
  }

  @Test(
    "A day played and not won reads as a value: a dot on the baseline and \"0%\" over it, not a line",
    arguments: [
      (Size(width: 390, height: 844), UserInterfaceIdiom.phone), (Size(width: 1280, height: 800), .pad),
    ])
  func chartNoWinDay(size: Size, idiom: UserInterfaceIdiom) throws {
    // Arrange, act: two days of one lost match each.
    let (canvas, frame) = try chartDrawn(size: size, idiom: idiom, history(matches: 2, won: 0, apart: 86_400))

    // Assert: the axis' "0%" is grey; each day's is in the colour of a loss.
    let dayWords = canvas.commands.filter { command in
      guard case .text("0%", _, let color, let rect) = command else { return false }
      return color == Theme.loss && frame.contains(rect)
    }
    let dots = canvas.commands.filter { command in
      guard case .fill(let rect, let color, _) = command else { return false }
      return color == Theme.loss && frame.contains(rect) && rect.height >= 4 && rect.width == rect.height
    }
    #expect(dayWords.count == 2, "\(canvas.texts)")
    #expect(dots.count == 2)
  }

  @Test(
    "A day with wins says its value over its bar, as a day without one does over its dot",
    arguments: [
      (Size(width: 390, height: 844), UserInterfaceIdiom.phone), (Size(width: 1280, height: 800), .pad),
    ])
  func chartBarSaysItsValue(size: Size, idiom: UserInterfaceIdiom) throws {
    // Arrange, act: one day of four matches, one won.
    let (canvas, frame) = try chartDrawn(size: size, idiom: idiom, history(matches: 4, won: 1, apart: 60))

    // Assert
    let value = canvas.commands.filter { command in
      guard case .text("25%", _, let color, let rect) = command else { return false }
      return color == Theme.loss && frame.contains(rect)
    }
    #expect(value.count == 1, "\(canvas.texts)")
  }

  @Test(
    "The throws' legend adds up to 100% and says equal shares alike: 3, 2 and 2 of 7 read 42%, 29% and 29%")
  func throwSharesAddUp() throws {
    // Arrange, act: seven throws, rounded one by one 43%, 29% and 29%.
    let texts = try statisticsDrawn(afterThrowing: [
      .rock, .rock, .rock, .paper, .paper, .scissors, .scissors,
    ])

    // Assert
    #expect(["Rock 42%", "Paper 29%", "Scissors 29%"].allSatisfy(texts.contains), "\(texts)")
  }

  @Test(
    "Once a match was abandoned, the summary says how the win rate counts it, in short where the long one would be cut",
    arguments: [
      (Size(width: 1024, height: 768), "An abandoned match counts as not won"),
      (Size(width: 480, height: 360), "Abandoned: not won"),
    ])
  func abandonedMatchExplained(size: Size, note: String) throws {
    // Arrange: a won match, and one left after a single round.
    let won = history(matches: 1, won: 1).finished
    let left = Round(player: .rock, computer: .scissors, rules: .classic)
    let leftAt = Date(timeIntervalSince1970: 1_750_001_000)
    let abandoned = MatchRecord(
      match: Match(rounds: [left]), level: .hard, startedAt: leftAt, endedAt: leftAt)
    let (window, screens, _, temporary) = try makeGame(
      size: size, history: History(finished: [abandoned] + won))
    defer { withExtendedLifetime(temporary) {} }

    // Act
    screens.showStatistics()
    settle(window)
    let canvas = RecordingCanvas()
    window.render(on: canvas)

    // Assert
    #expect(label("stat-win-rate", in: screens)?.text == "50% won")
    let footnote = try #require(label("stat-footnote", in: screens))
    #expect(footnote.text.hasSuffix("\n" + note), "\(footnote.text)")
    #expect(!footnote.isHidden)
    #expect(canvas.texts.contains(note), "\(canvas.texts)")
  }

  @Test("Without an abandoned match the footnote names only the lengths played")
  func noAbandonedNoExplanation() throws {
    let (window, screens, _, temporary) = try makeGame(
      size: Size(width: 1024, height: 768), history: history(matches: 2, won: 1))
    defer { withExtendedLifetime(temporary) {} }

    screens.showStatistics()
    settle(window)

    #expect(label("stat-footnote", in: screens)?.text == "First to 3: 2 matches")
  }

  @Test("Two moves thrown as often read as tied in one sentence, in lower case, with equal shares")
  func tiedFavouritesInASentence() throws {
    // Arrange, act: two rocks and two papers.
    let texts = try statisticsDrawn(afterThrowing: [.rock, .paper, .rock, .paper])

    // Assert
    #expect(texts.contains("No favourite: rock and paper are tied"), "\(texts)")
    #expect(["Rock 50%", "Paper 50%"].allSatisfy(texts.contains), "\(texts)")
  }

  @Test(
    "A lean of 35% against 32% and 33% is no favourite: the board names the move that leads, by too little")
  func slightLeanNamesNoFavourite() throws {
    // Arrange, act: 32 rocks, 35 papers, 33 scissors.
    let moves =
      Array(repeating: Move.rock, count: 32) + Array(repeating: .paper, count: 35)
      + Array(repeating: .scissors, count: 33)
    let texts = try statisticsDrawn(afterThrowing: moves)

    // Assert
    #expect(!texts.contains("You favour paper"), "\(texts)")
    #expect(texts.contains("Paper leads, by too little to be a clear favourite"), "\(texts)")
  }

  @Test("A clear lean, paper in 45 throws of 100, is named")
  func clearLeanNamed() throws {
    let moves =
      Array(repeating: Move.rock, count: 30) + Array(repeating: .paper, count: 45)
      + Array(repeating: .scissors, count: 25)

    let texts = try statisticsDrawn(afterThrowing: moves)

    #expect(texts.contains("You favour paper"), "\(texts)")
  }
}
