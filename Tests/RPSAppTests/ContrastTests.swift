import GameCore
import Testing
import ViewKit

@testable import RPSApp

/// Text against what it is drawn on must meet WCAG AA, 4.5:1; the focus ring, 3:1 against what
/// it surrounds. The colours are read from the game's live views as they draw, in a window with
/// the game's appearance, so a change to any view's colours is measured here.
@MainActor
@Suite("Colour contrast")
struct ContrastTests {
  /// A line of text as the window drew it, with every colour it may stand on.
  private struct DrawnText {
    let text: String
    let color: Color
    let surfaces: [Color]
  }

  private static let pad = Size(width: 1024, height: 768)
  private static let padPortrait = Size(width: 768, height: 1024)
  private static let phone = Size(width: 390, height: 844)

  /// The game in a window with its own appearance, a few throws into its second match, so the
  /// history has a finished match and one in progress.
  private func game(
    size: Size = pad, idiom: UserInterfaceIdiom = .pad, rules: Rules = .classic, style: Theme.Style = .dark
  ) -> (
    Window, Screens
  ) {
    var options = CommandLineOptions()
    options.seed = 5
    options.rules = rules
    let screens = RockPaperScissorsApp.makeScreens(options: options)
    // Throws in turn until the first match is over (however the computer answers), then two into
    // the second: too few to finish it, so every throw button is on screen.
    let inTurn: [Move] = [.rock, .paper, .scissors, .rock, .rock, .paper, .scissors, .paper]
    var next = 0
    while !screens.play.game.match.isOver {
      screens.playThrows([inTurn[next % inTurn.count]])
      next += 1
    }
    screens.playThrows([inTurn[next % inTurn.count], inTurn[(next + 1) % inTurn.count]])
    let window = Window(
      size: size, idiom: idiom, clock: ManualClock(), appearance: Theme.appearance(for: style))
    // Rounds are shown at once here; the count and the celebration have their own tests.
    screens.play.quickThrows = true
    window.rootViewController = screens.split
    settle(window)
    return (window, screens)
  }

  private func settle(_ window: Window) {
    window.animator.finishAll()
    window.rootView.layoutIfNeeded()
  }

  /// Draws the window and returns every line of text, with the fills and gradients drawn before
  /// it under its middle: see-through ones composited over what they cover, a gradient counted
  /// with both its ends.
  private func texts(in window: Window) -> [DrawnText] {
    let commands = drawing(of: window)
    var found: [DrawnText] = []
    for (index, command) in commands.enumerated() {
      guard case .text(let text, _, let color, let rect) = command else { continue }
      let middle = Point(x: rect.midX, y: rect.midY)
      found.append(
        DrawnText(text: text, color: color, surfaces: surfaces(under: middle, in: commands[..<index])))
    }
    return found
  }

  private func drawing(of window: Window) -> [RecordingCanvas.Command] {
    let canvas = RecordingCanvas(measurer: window.textMeasurer)
    window.render(on: canvas)
    return canvas.commands
  }

  /// The colours that `commands` leave at `point`, from the black of an empty window up.
  private func surfaces(under point: Point, in commands: ArraySlice<RecordingCanvas.Command>) -> [Color] {
    var surfaces: Set<Color> = [.black]
    for command in commands {
      switch command {
      case .fill(let rect, let color, _) where rect.contains(point):
        surfaces = Set(surfaces.map { color.composited(over: $0) })
      case .gradient(let rect, let top, let bottom) where rect.contains(point):
        surfaces = Set(surfaces.flatMap { [top.composited(over: $0), bottom.composited(over: $0)] })
      default: break
      }
    }
    return Array(surfaces)
  }

  /// Every line in `window` reads at AA on whatever it stands on, and each of `expected` is among
  /// them (so the check cannot pass on a screen that drew nothing).
  private func expectReadable(_ window: Window, _ scene: String, drawing expected: [String]) {
    let drawn = texts(in: window)
    for text in expected {
      #expect(drawn.contains { $0.text == text }, "\(scene): “\(text)” was not drawn")
    }
    for line in drawn {
      for surface in line.surfaces {
        let ratio = line.color.contrastRatio(against: surface)
        #expect(ratio >= 4.5, "\(scene): “\(line.text)” in \(line.color) on \(surface) is \(ratio):1")
      }
    }
  }

  @Test("Body, secondary and accent text on every surface of the game", arguments: Theme.Style.allCases)
  func gameText(style: Theme.Style) {
    let drawn = Theme.appearance(for: style).colorMap
    for background in [Theme.backgroundTop, Theme.backgroundBottom, Theme.card, Theme.table, Theme.panel] {
      for (color, name) in [
        (Theme.text, "text"), (Theme.secondaryText, "secondary text"), (Theme.player, "player"),
        (Theme.computer, "computer"), (Theme.win, "win"), (Theme.loss, "loss"), (Theme.draw, "draw"),
      ] {
        let ratio = drawn(color).contrastRatio(against: drawn(background))
        #expect(ratio >= 4.5, "\(name): \(color) on \(background) is \(ratio):1")
      }
    }
  }

  @Test(
    "An earned achievement's name and date read on its gold-touched tile, dark and light",
    arguments: Theme.Style.allCases)
  func earnedTileText(style: Theme.Style) {
    let drawn = Theme.appearance(for: style).colorMap
    for (color, use) in [(Theme.draw, "name"), (Theme.text, "date and criterion")] {
      let ratio = drawn(color).contrastRatio(against: drawn(Theme.earnedTile))
      #expect(ratio >= 4.5, "\(use) in \(style): \(drawn(color)) on \(drawn(Theme.earnedTile)) is \(ratio):1")
    }
  }

  @Test(
    "A rival's name, headings ('You beat Boulder 3–0') and banner words ('DAILY', 'RECAP') read on every surface",
    arguments: Theme.Style.allCases)
  func rivalText(style: Theme.Style) {
    let drawn = Theme.appearance(for: style).colorMap
    let bannerWords =
      ([
        DailyController.banner, RecordsController.banner, StatisticsController.banner,
        PeopleStatisticsController.banner,
      ] + LadderTier.allCases.map(LadderController.banner(for:))).flatMap { banner in
        banner.words.map { ($0.color, "banner word '\($0.text)'") }
      }
    for background in [Theme.backgroundTop, Theme.backgroundBottom, Theme.card, Theme.table, Theme.panel] {
      for rival in Rival.allCases {
        for (color, use) in [
          (rival.color.mixed(with: .white, amount: 0.35), "recap heading"),
          (rival.color.mixed(with: .white, amount: 0.3), "banner word"),
        ] + (style == .light ? [(rival.color, "name on the daily card")] : []) + bannerWords {
          let ratio = drawn(color).contrastRatio(against: drawn(background))
          #expect(
            ratio >= 4.5,
            "\(rival)'s \(use) in \(style): \(drawn(color)) on \(drawn(background)) is \(ratio):1")
        }
      }
    }
  }

  @Test(
    "Every line of the game screen, in landscape and portrait, on a pad and a phone, with both rule sets, dark and light",
    arguments: [Rules.classic, .rockPaperScissorsSpockLizard], Theme.Style.allCases)
  func gameScreen(rules: Rules, style: Theme.Style) {
    for (size, idiom) in [(Self.pad, UserInterfaceIdiom.pad), (Self.padPortrait, .pad), (Self.phone, .phone)]
    {
      let (window, _) = game(size: size, idiom: idiom, rules: rules, style: style)
      // A phone's bar, with Ladder beside History and Stats, says "New" for New match.
      expectReadable(
        window, "\(idiom) \(size.width)×\(size.height)",
        drawing: [idiom == .phone ? "New" : "New match", "Ladder"] + rules.moves.map(\.name))
    }
  }

  @Test(
    "Button titles on their faces: every throw as drawn and held down, new match, a plain button",
    arguments: Theme.Style.allCases)
  func buttons(style: Theme.Style) throws {
    let (window, screens) = game(rules: .rockPaperScissorsSpockLizard, style: style)
    for move in Rules.rockPaperScissorsSpockLizard.moves {
      let button = try #require(window.rootView.descendant(identifiedBy: "throw-\(move.name.lowercased())"))
      let middle = button.convert(Point(x: button.bounds.midX, y: button.bounds.midY), to: nil)
      window.send(PointerEvent(.down, at: middle))
      expectReadable(window, "\(move) held down", drawing: [move.name])
      window.send(PointerEvent(.up, at: Point(x: -10, y: -10)))
    }
    let play = screens.play
    while !play.game.match.isOver { play.playerThrew(.rock) }
    settle(window)
    let newMatch = try #require(window.rootView.descendant(identifiedBy: "new-match"))
    #expect(newMatch.isVisibleInTree)
    expectReadable(window, "match over", drawing: ["New match"])
    // A button given no colours takes the appearance's.
    let plain = Button(title: "Plain")
    plain.frame = Rect(x: 400, y: 300, width: 120, height: 44)
    window.rootView.addSubview(plain)
    expectReadable(window, "plain button", drawing: ["Plain"])
  }

  @Test(
    "The chrome: bars and their buttons, the history and its selection, popovers, sheets, notices, help, Undo",
    arguments: Theme.Style.allCases)
  func chrome(style: Theme.Style) throws {
    let (window, screens) = game(style: style)
    let list = screens.history.list
    list.select(0)
    let row = list.row(0)
    expectReadable(
      window, "history beside the game", drawing: ["History", "New match", row.title, row.subtitle])

    screens.split.showNotice("Saved a screenshot")
    settle(window)
    expectReadable(window, "notice", drawing: ["Saved a screenshot"])

    screens.play.showOptions()
    settle(window)
    expectReadable(window, "options popover", drawing: ["Rules", "✓ Classic", "Easy"])
    screens.play.optionsPopover.dismiss()

    let help = HelpController(rules: .classic)
    window.presentOverlay(help)
    settle(window)
    expectReadable(window, "help", drawing: ["Keys"])
    window.dismissOverlay(help)

    let record = try #require(screens.history.records.first)
    screens.open(record)
    settle(window)
    expectReadable(window, "match detail", drawing: ["Save card"])

    screens.split.offerUndo("Match deleted", undo: {}, commit: {})
    settle(window)
    expectReadable(window, "undo bar", drawing: ["Match deleted", "Undo"])

    let (portrait, portraitScreens) = game(size: Self.padPortrait, style: style)
    portraitScreens.split.presentMasterPopover()
    settle(portrait)
    expectReadable(portrait, "history popover", drawing: [row.title])

    let (phone, phoneScreens) = game(size: Self.phone, idiom: .phone, style: style)
    phoneScreens.play.showOptions()
    settle(phone)
    expectReadable(phone, "options sheet", drawing: ["Done", "Rules"])
  }

  @Test(
    "The focus ring stands out by at least 3:1 from what surrounds every view Tab reaches",
    arguments: Theme.Style.allCases)
  func focusRing(style: Theme.Style) {
    let (landscape, screens) = game(style: style)
    var rings = expectRings(in: landscape, "landscape")
    screens.play.showOptions()
    settle(landscape)
    rings += expectRings(in: landscape, "options popover")
    let (portrait, _) = game(size: Self.padPortrait, style: style)
    rings += expectRings(in: portrait, "portrait")
    let (phone, phoneScreens) = game(size: Self.phone, idiom: .phone, style: style)
    phoneScreens.play.showOptions()
    settle(phone)
    rings += expectRings(in: phone, "options sheet")
    #expect(rings > 10, "only \(rings) rings were drawn")
  }

  /// Checks the ring around every view Tab reaches in `window`; returns how many were drawn.
  private func expectRings(in window: Window, _ scene: String) -> Int {
    window.focusableViews.reduce(0) { $0 + expectRing(around: $1, in: window, scene) }
  }

  /// Focuses `view`, draws the window and checks the ring (the last thing drawn) against what is
  /// under the middle of each of its sides. Returns 1 when a ring was drawn.
  private func expectRing(around view: View, in window: Window, _ scene: String) -> Int {
    window.focus(view)
    let commands = drawing(of: window)
    guard case .stroke(let ring, let color, _) = commands.last else {
      Issue.record("\(scene): no ring around \(view.identifier ?? "a view")")
      return 0
    }
    let sides = [
      Point(x: ring.midX, y: ring.minY), Point(x: ring.midX, y: ring.maxY), Point(x: ring.minX, y: ring.midY),
      Point(x: ring.maxX, y: ring.midY),
    ]
    for side in sides {
      for surface in surfaces(under: side, in: commands.dropLast()) {
        let ratio = color.contrastRatio(against: surface)
        #expect(
          ratio >= 3, "\(scene): ring around \(view.identifier ?? "a view") on \(surface) is \(ratio):1")
      }
    }
    return 1
  }
}
