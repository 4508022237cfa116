import GameCore
import RPSApp
import TestSupport
import Testing
import ViewKit

@MainActor
@Suite("Two players on one screen")
struct TwoPlayerTests {
  private func makeScreens(
    _ arguments: [String] = [], size: Size = Size(width: 1024, height: 768), idiom: UserInterfaceIdiom = .pad,
    quick: Bool = true
  ) throws -> (Window, Screens, ManualClock, TemporaryFolder) {
    let temporary = try TemporaryFolder()
    let options = try CommandLineParser.parse(["--players", "2", "--names", "Ana,Ben"] + arguments)
    let screens = RockPaperScissorsApp.makeScreens(
      options: options, store: HistoryStore(folder: temporary.url))
    let clock = ManualClock()
    let window = Window(size: size, idiom: idiom, clock: clock, appearance: Theme.appearance)
    screens.twoPlayer.quickThrows = quick
    window.rootViewController = screens.split
    window.render(on: RecordingCanvas())
    return (window, screens, clock, temporary)
  }

  private func key(
    _ character: Character, at position: PhysicalKey? = nil, repeat isRepeat: Bool = false
  ) -> KeyEvent {
    KeyEvent(.character(character), isRepeat: isRepeat, physicalKey: position)
  }

  private func tap(_ view: View, in window: Window) {
    let point = view.convert(view.bounds, to: nil).center
    window.send(PointerEvent(.down, at: point))
    window.send(PointerEvent(.up, at: point))
  }

  @Test("Both hands on one keyboard: A and L in one batch play left rock against right scissors")
  func bothHandsInOneBatch() throws {
    let (window, screens, _, temporary) = try makeScreens()

    window.send(key("a", at: .a))
    window.send(key("l", at: .l))

    let round = try #require(screens.twoPlayer.match.rounds.last)
    #expect(round == Round(player: .rock, computer: .scissors, rules: .classic))
    #expect(screens.twoPlayer.headToHead.wins(of: .left) == 1)
    withExtendedLifetime(temporary) {}
  }

  @Test("A throw shows only 'ready' on its side until the other is in; a second throw changes nothing")
  func secretUntilBothIn() throws {
    let (window, screens, _, temporary) = try makeScreens()
    let canvas = RecordingCanvas()

    window.send(key("s", at: .s))
    window.send(key("d", at: .d))
    window.render(on: canvas)

    #expect(screens.twoPlayer.headToHead.hasThrown(.left))
    #expect(
      !canvas.images.contains { $0.image == Image(named: "paper") && $0.rect.height > 100 },
      "paper is not shown")
    #expect(canvas.texts.contains("✓"))
    let rightStatus = try #require(window.rootView.descendant(identifiedBy: "right-status") as? Label)
    #expect(rightStatus.text == "Ana is ready. Your throw!")
    window.send(key("j", at: .j))
    #expect(screens.twoPlayer.match.rounds.last == Round(player: .paper, computer: .rock, rules: .classic))
    withExtendedLifetime(temporary) {}
  }

  @Test("Held keys repeat without throwing")
  func repeatsNeverThrow() throws {
    let (window, screens, _, temporary) = try makeScreens()

    window.send(key("a", at: .a, repeat: true))

    #expect(!screens.twoPlayer.headToHead.hasThrown(.left))
    withExtendedLifetime(temporary) {}
  }

  @Test("The count runs when both are in, and both throws are revealed together at its end")
  func countThenReveal() throws {
    let (window, screens, clock, temporary) = try makeScreens(quick: false)

    window.send(key("a", at: .a))
    window.send(key("k", at: .k))
    #expect(screens.twoPlayer.isCounting)
    #expect(screens.keeper.history.current == nil, "nothing is recorded before the reveal")
    clock.advance(by: 2)
    window.render(on: RecordingCanvas())

    #expect(!screens.twoPlayer.isCounting)
    #expect(screens.twoPlayer.shownRound == Round(player: .rock, computer: .paper, rules: .classic))
    #expect(screens.keeper.history.current?.match.rounds.count == 1)
    withExtendedLifetime(temporary) {}
  }

  @Test("Keys go by position: on AZERTY the left hand's rock is the key labelled Q, and reads so")
  func azertyPositions() throws {
    let (window, screens, _, temporary) = try makeScreens()
    window.keyboardLayout = TableKeyboardLayout([
      .a: "Q", .s: "S", .d: "D", .f: "F", .g: "G", .j: "J", .k: "K", .l: "L", .semicolon: "M",
      .apostrophe: "Ù",
    ])
    window.keyboardLayoutDidChange()
    window.render(on: RecordingCanvas())

    window.send(key("q", at: .a))
    window.send(key("m", at: .semicolon))

    #expect(screens.twoPlayer.match.rounds.isEmpty, "M is Spock's key, outside classic rules")
    #expect(screens.twoPlayer.headToHead.hasThrown(.left))
    let rock = try #require(window.rootView.descendant(identifiedBy: "left-throw-rock") as? Button)
    #expect(rock.caption == "Q")
    withExtendedLifetime(temporary) {}
  }

  @Test("On Dvorak the right hand's K types T: it throws paper and does not open the statistics")
  func dvorakThrowKeysWinOverCommands() throws {
    let (window, screens, _, temporary) = try makeScreens()
    let dvorak = TableKeyboardLayout([
      .a: "A", .s: "O", .d: "E", .f: "U", .g: "I", .j: "H", .k: "T", .l: "N", .semicolon: "S",
      .apostrophe: "-",
    ])
    window.keyboardLayout = dvorak
    let commands = WindowCommands(
      window: window, controller: FakeWindowController(), screens: screens, picturesFolder: temporary.url)

    window.send(key("t", at: .k))
    window.send(key("h", at: .j))

    #expect(!screens.isShowingStatistics)
    #expect(
      screens.twoPlayer.headToHead.hasThrown(.right), "K threw; J was a second throw and changed nothing")
    let entries = HelpController.twoPlayerEntries(for: .classic, layout: dvorak)
    #expect(entries.contains { $0.keys == "Ctrl+T" && $0.summary == Command.showStatistics.summary })
    #expect(entries.contains { $0.keys == "H T N" })
    window.send(KeyEvent(.character("t"), modifiers: .control))
    #expect(screens.isShowingStatistics, "Ctrl+T still opens them")
    withExtendedLifetime((temporary, commands)) {}
  }

  @Test("Landscape puts the players side by side, each with their own buttons and score")
  func landscapeSideBySide() throws {
    let (_, screens, _, temporary) = try makeScreens(["--rules", "rpsls"])
    let left = screens.twoPlayer.view.descendant(identifiedBy: "left-panel")
    let right = screens.twoPlayer.view.descendant(identifiedBy: "right-panel")

    let leftFrame = try #require(left?.convert(left?.bounds ?? .zero, to: nil))
    let rightFrame = try #require(right?.convert(right?.bounds ?? .zero, to: nil))
    #expect(leftFrame.maxX <= rightFrame.minX)
    #expect(right?.transform == .identity)
    for side in ["left", "right"] {
      for move in Rules.rockPaperScissorsSpockLizard.moves {
        let button = screens.twoPlayer.view.descendant(
          identifiedBy: "\(side)-throw-\(move.name.lowercased())")
        let frame = try #require(button.map { $0.convert($0.bounds, to: nil) })
        #expect((side == "left" ? leftFrame : rightFrame).contains(frame))
      }
    }
    withExtendedLifetime(temporary) {}
  }

  @Test("Portrait puts them face to face: the top half is turned, and a tap there throws for its player")
  func portraitFaceToFace() throws {
    let (window, screens, _, temporary) = try makeScreens(size: Size(width: 390, height: 844), idiom: .phone)
    let right = try #require(screens.twoPlayer.view.descendant(identifiedBy: "right-panel"))
    let left = try #require(screens.twoPlayer.view.descendant(identifiedBy: "left-panel"))
    let rightRock = try #require(right.descendant(identifiedBy: "right-throw-rock"))
    let leftScissors = try #require(left.descendant(identifiedBy: "left-throw-scissors"))

    #expect(abs(abs(right.transform.rotationAngle) - .pi) < 1e-9)
    #expect(right.convert(right.bounds, to: nil).maxY <= left.convert(left.bounds, to: nil).minY)
    let rockOnScreen = rightRock.convert(rightRock.bounds, to: nil)
    #expect(rockOnScreen.maxY < 844 / 2, "the right player's buttons are at the top, by the far edge")
    tap(rightRock, in: window)
    tap(leftScissors, in: window)

    #expect(screens.twoPlayer.match.rounds.last == Round(player: .scissors, computer: .rock, rules: .classic))
    let canvas = RecordingCanvas()
    window.render(on: canvas)
    let name = try #require(canvas.placement(ofText: "Ben"))
    let topHalf = right.convert(right.bounds, to: nil)
    #expect(abs(abs(name.rotation) - .pi) < 1e-9, "Ben's name reads upside down from this side")
    #expect(
      topHalf.contains(name.rect) && name.rect.minY > topHalf.midY,
      "at the top of his half as he reads it: towards the middle of the table")
    withExtendedLifetime(temporary) {}
  }

  @Test("A two-player match goes to the history under both names, apart from the computer's")
  func historyRecordsBothNames() throws {
    let (_, screens, _, temporary) = try makeScreens(["--first-to", "1"])

    screens.playThrowPairs([.init(left: .rock, right: .paper)])

    let record = try #require(screens.keeper.history.finished.first)
    #expect(record.players == MatchPlayers(left: "Ana", right: "Ben"))
    #expect(record.resultText == "Ben won 1–0")
    let reloaded = HistoryStore(folder: temporary.url).load().0
    #expect(reloaded.finished.first?.players == record.players)
    withExtendedLifetime(temporary) {}
  }

  @Test("Stats while two people play shows their head-to-head, not the statistics against the computer")
  func statisticsBetweenPeople() throws {
    let (window, screens, _, temporary) = try makeScreens(["--first-to", "1"])
    screens.playThrowPairs([.init(left: .rock, right: .paper), .init(left: .paper, right: .rock)])

    screens.showStatistics()
    window.render(on: RecordingCanvas())

    let people = try #require(screens.peopleStatistics)
    #expect(screens.statistics == nil)
    #expect(people.statistics.pairings.first?.wins == [1, 1])
    let canvas = RecordingCanvas()
    window.render(on: canvas)
    #expect(canvas.texts.contains("Ana 1–1 Ben"))
    #expect(canvas.texts.contains("2 matches between people"))
    withExtendedLifetime(temporary) {}
  }

  @Test("A won match ends in confetti over the board, which a click skips")
  func confettiForTheWinner() throws {
    let (window, screens, clock, temporary) = try makeScreens(["--first-to", "1"], quick: false)

    window.send(key("d", at: .d))
    window.send(key("k", at: .k))
    clock.advance(by: 1.5)
    window.render(on: RecordingCanvas())

    #expect(screens.twoPlayer.headToHead.winner == .left)
    #expect(screens.twoPlayer.isCelebrating)
    let confetti = try #require(window.rootView.descendant(identifiedBy: "celebration"))
    tap(confetti, in: window)
    #expect(!screens.twoPlayer.isCelebrating)
    withExtendedLifetime(temporary) {}
  }

  @Test("Quick throws chosen in the two-player board's options skip its count too")
  func quickThrowsReachTheBoard() throws {
    let (window, screens, _, temporary) = try makeScreens(quick: false)

    screens.play.setPreferences(quickThrows: true, reducesMotion: false)
    window.send(key("a", at: .a))
    window.send(key("j", at: .j))

    #expect(!screens.twoPlayer.isCounting)
    #expect(screens.twoPlayer.shownRound == Round(player: .rock, computer: .rock, rules: .classic))
    withExtendedLifetime(temporary) {}
  }

  @Test("Choosing two players in the options swaps the boards at once; the match in progress waits")
  func optionsSwapBoards() throws {
    let temporary = try TemporaryFolder()
    let screens = RockPaperScissorsApp.makeScreens(
      options: try CommandLineParser.parse(["--seed", "3"]), store: HistoryStore(folder: temporary.url))
    let window = Window(
      size: Size(width: 1024, height: 768), clock: ManualClock(), appearance: Theme.appearance)
    screens.play.quickThrows = true
    window.rootViewController = screens.split
    screens.playThrows([.rock])

    screens.choosePlayers(2)

    #expect(screens.players == 2, "nothing is given up: no question")
    #expect(screens.game.hostedController === screens.twoPlayer)
    let waiting = try #require(screens.keeper.history.finished.first)
    #expect(waiting.isSetAside && waiting.match.rounds.count == 1, "the computer match waits, set aside")
    #expect(screens.settings.settings.players == 2)
    screens.choosePlayers(1)
    #expect(screens.players == 1)
    #expect(screens.keeper.history.current?.id == waiting.id, "and is in progress again")
    withExtendedLifetime(window) {}
  }
}
