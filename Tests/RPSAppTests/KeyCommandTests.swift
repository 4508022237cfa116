import Foundation
import GameCore
import RPSApp
import TestSupport
import Testing
import ViewKit

@MainActor
@Suite("Keys and the help overlay")
struct KeyCommandTests {
  @Test("Every shortcut in the table gives its own command, and no key belongs to two commands")
  func tableIsUnambiguous() {
    for command in Command.allCases {
      for shortcut in command.shortcuts {
        #expect(Command.matching(shortcut) == command, "\(shortcut.label) should give \(command)")
      }
    }
  }

  @Test("The help lists every command of the rules in play with its keys, and nothing outside them")
  func helpMatchesTable() {
    let entries = HelpController.entries(for: .classic)
    let keys = entries.map(\.keys)
    #expect(keys.contains("R or 1"))
    #expect(keys.contains("F1 or ?"))
    #expect(keys.contains("Ctrl+Left or Ctrl+Right"))
    #expect(keys.contains("Ctrl+Q"))
    #expect(!keys.contains("K or 4"), "no Spock key in the classic rules")
    for command in Command.allCases {
      if case .throwMove(let move) = command, !Rules.classic.allows(move) { continue }
      #expect(entries.contains { $0.keys == command.keyLabel && $0.summary == command.summary })
    }
    #expect(HelpController.entries(for: .rockPaperScissorsSpockLizard).map(\.keys).contains("K or 4"))
  }

  @Test("Each key the help lists for the game does what it says on the game screen")
  func gameKeysWork() {
    let screen = GameScreen(size: Size(width: 960, height: 600))
    for move in Rules.classic.moves {
      for shortcut in Command.throwMove(move).shortcuts {
        screen.play.startNewMatch()
        #expect(screen.window.send(shortcut))
        #expect(screen.play.lastRound?.player == move, "\(shortcut.label)")
      }
    }
    #expect(screen.window.send(Command.newMatch.shortcuts[0]))
    #expect(screen.window.send(KeyEvent(.tab)), "to the give-up button: Enter alone keeps the match")
    #expect(screen.window.send(KeyEvent(.enter)), "the question whether to give up the match, answered")
    #expect(screen.play.game.match.rounds.isEmpty)
  }

  private func makeCommands() throws -> (Window, FakeWindowController, WindowCommands, TemporaryFolder) {
    let temporary = try TemporaryFolder()
    let app = RockPaperScissorsApp.assembleForTest(
      size: Size(width: 1024, height: 768), picturesFolder: temporary.appending("Pictures"))
    // Rounds are shown at once here; the count and the celebration have their own tests.
    app.screens.play.quickThrows = true
    return (app.window, app.host, app.commands, temporary)
  }

  @Test("F1 and ? show the help over everything; Esc, F1 or ? close it; keys do not reach the game meanwhile")
  func helpOverlay() throws {
    let (window, fake, commands, temporary) = try makeCommands()
    defer { withExtendedLifetime((fake, temporary)) {} }
    for opener in Command.help.shortcuts {
      #expect(commands.handle(opener))
      #expect(window.overlays.count == 1)
      #expect(!window.send(KeyEvent(.character("r"))) || window.overlays.count == 1)
      let closer = opener.key == .function(1) ? KeyEvent(.escape) : opener
      if !commands.handle(closer) { window.send(closer) }
      #expect(window.overlays.isEmpty)
    }
  }

  @Test("On a phone, with no keys to press, tapping the help's Done button closes it")
  func doneClosesTheHelp() throws {
    let (window, fake, commands, temporary) = try makeCommands()
    defer { withExtendedLifetime((fake, temporary)) {} }
    #expect(commands.handle(KeyEvent(.function(1))))
    let overlay = try #require(window.overlays.first)
    let done = try #require(overlay.view.descendant(identifiedBy: "help-close"))

    let point = done.convert(done.bounds, to: nil).center
    window.send(PointerEvent(.down, at: point))
    window.send(PointerEvent(.up, at: point))

    #expect(window.overlays.isEmpty)
  }

  /// The help for the classic rules alone in a window of `size` on `idiom`, with every key it lists.
  private func showHelp(
    size: Size, idiom: UserInterfaceIdiom
  ) -> (Window, HelpController, [(keys: String, summary: String)]) {
    let window = Window(size: size, idiom: idiom, clock: ManualClock(), appearance: Theme.appearance)
    let help = HelpController(rules: .classic)
    window.rootViewController = help
    return (window, help, HelpController.entries(for: .classic))
  }

  @Test("On a phone a finger dragging up reads on through the help, whose hint names no keys")
  func phoneDragsTheHelp() {
    let (window, help, entries) = showHelp(size: Size(width: 844, height: 390), idiom: .phone)
    let shown = help.shownRows
    let canvas = RecordingCanvas()
    window.render(on: canvas)
    let words = canvas.texts.joined(separator: " ")
    #expect(words.contains("Keys 1–\(shown.count) of \(entries.count): drag up for more"), "\(words)")
    #expect(!words.contains("Esc"))

    window.send(PointerEvent(.down, at: Point(x: 422, y: 300)))
    window.send(PointerEvent(.moved, at: Point(x: 422, y: 250)))
    window.send(PointerEvent(.moved, at: Point(x: 422, y: 200)))
    window.send(PointerEvent(.up, at: Point(x: 422, y: 200)))
    window.rootView.layoutIfNeeded()

    #expect(help.shownRows.lowerBound >= 2, "\(help.shownRows)")
  }

  @Test(
    "In a window too low for every key the help shows what fits, says which, and the keys move through the rest"
  )
  func helpScrollsInALowWindow() {
    let (window, help, entries) = showHelp(size: Size(width: 844, height: 390), idiom: .phone)
    let shown = help.shownRows
    #expect(shown.lowerBound == 0 && shown.count > 3 && shown.count < entries.count)
    let canvas = RecordingCanvas()
    window.render(on: canvas)
    #expect(canvas.texts.joined(separator: " ").contains("Keys 1–\(shown.count) of \(entries.count)"))

    window.send(KeyEvent(.down))
    window.rootView.layoutIfNeeded()
    #expect(help.shownRows == 1..<(shown.count + 1))

    window.send(KeyEvent(.end))
    window.rootView.layoutIfNeeded()
    #expect(help.shownRows.upperBound == entries.count, "the last key can be reached")
    canvas.reset()
    window.render(on: canvas)
    #expect(canvas.texts.contains(entries[entries.count - 1].summary))

    window.send(KeyEvent(.home))
    window.rootView.layoutIfNeeded()
    #expect(help.shownRows.lowerBound == 0)
  }

  @Test("In a window tall enough the help shows every key, all in one type size")
  func helpShowsEverythingInOneSize() {
    let (window, help, entries) = showHelp(size: Size(width: 1024, height: 768), idiom: .pad)

    let canvas = RecordingCanvas()
    window.render(on: canvas)

    #expect(help.shownRows == 0..<entries.count)
    let summaries = Set(entries.map(\.summary))
    var sizes: Set<Double> = []
    for case .text(let text, let font, _, _) in canvas.commands where summaries.contains(text) {
      sizes.insert(font.size)
    }
    #expect(sizes.count == 1, "summaries drawn at sizes \(sizes)")
  }

  @Test("Window commands rotate, toggle full screen, leave it with Esc, save a screenshot and quit")
  func windowCommands() throws {
    let (window, fake, commands, temporary) = try makeCommands()
    defer { withExtendedLifetime(window) {} }
    #expect(commands.handle(KeyEvent(.right, modifiers: .control)))
    #expect(commands.handle(KeyEvent(.function(11))))
    #expect(commands.handle(KeyEvent(.escape)))
    #expect(!commands.handle(KeyEvent(.escape)), "Esc when not full screen is for the screens")
    #expect(commands.handle(KeyEvent(.function(12))))
    #expect(commands.handle(KeyEvent(.character("q"), modifiers: .control)))
    #expect(fake.actions == ["rotate", "full screen", "windowed", "quit"])
    let pictures = try FileManager.default.contentsOfDirectory(atPath: temporary.appending("Pictures").path)
    #expect(pictures.count == 1 && pictures[0].hasPrefix("screenshot-"))
  }
}

/// The help's pages beyond the keys, and About.
@MainActor
@Suite("The help's pages")
struct HelpPagesTests {
  private func texts(of window: Window) -> [String] {
    let canvas = RecordingCanvas()
    window.render(on: canvas)
    return canvas.texts
  }

  @Test("How to play tells of the ladder, the daily challenge and the records")
  func howToPlayNamesTheChallenges() {
    let page = HelpPage.howToPlay.paragraphs.map(\.text).joined(separator: " ")

    for name in ["Ladder", "Daily challenge", "Records"] {
      #expect(page.contains(name), "How to play names \(name)")
    }
  }

  @Test(
    "F1 opens on how to play; Left and Right, or the tabs, turn to reading the computer, two players, online play, keys and about"
  )
  func pages() throws {
    let window = Window(
      size: Size(width: 1024, height: 768), clock: ManualClock(), appearance: Theme.appearance)
    let help = HelpController(rules: .classic, page: .howToPlay)
    window.rootViewController = help
    #expect(texts(of: window).contains("How to play"))
    #expect(texts(of: window).contains { $0.hasPrefix("A match is first to three wins") })

    window.send(KeyEvent(.right))
    #expect(help.page == .readingTheComputer)
    #expect(texts(of: window).contains { $0.hasPrefix("Easy throws at random") })
    window.send(KeyEvent(.left))
    window.send(KeyEvent(.left))
    #expect(help.page == .about, "Left from the first page wraps to the last")
    let about = texts(of: window).joined(separator: " ")
    for expected in [
      "Rock Paper Scissors 0.1.0", "Apache License 2.0", "CC0 1.0", "DejaVu", "Brockbank",
      HelpPage.webAddress,
    ] {
      #expect(about.contains(expected), "About says \(expected)")
    }
    let keysTab = try #require(window.rootView.descendant(identifiedBy: "help-tab-keys") as? Button)
    keysTab.sendActions()
    window.rootView.layoutIfNeeded()
    #expect(help.page == .keys)
    #expect(help.shownRows.count > 10)
  }

  @Test(
    "On a phone a page too long for the screen scrolls under a finger, and every line of it can be reached")
  func phoneScrolls() {
    let window = Window(
      size: Size(width: 390, height: 560), idiom: .phone, clock: ManualClock(), appearance: Theme.appearance)
    let help = HelpController(rules: .classic, page: .about)
    window.rootViewController = help
    let first = texts(of: window)
    #expect(first.contains("Drag up to read on"))
    #expect(!first.joined(separator: " ").contains("RockPaperScissors"), "the last line waits below")
    for _ in 0..<40 {
      window.send(PointerEvent(.down, at: Point(x: 195, y: 400)))
      window.send(PointerEvent(.moved, at: Point(x: 195, y: 340)))
      window.send(PointerEvent(.up, at: Point(x: 195, y: 340)))
      window.rootView.layoutIfNeeded()
    }
    let last = texts(of: window).joined(separator: " ")
    #expect(last.contains("RockPaperScissors"), "the web address, last, is reached")
  }
}
