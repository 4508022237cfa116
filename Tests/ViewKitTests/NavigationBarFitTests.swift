import Testing
import ViewKit

@MainActor
@Suite("Navigation bar on a narrow window")
struct NavigationBarFitTests {
  @Test("Bar buttons too wide to sit side by side narrow together instead of overlapping")
  func buttonsNarrowTogether() {
    let root = ViewController()
    root.navigationItem.leftBarButtonItem = BarButtonItem(title: "History")
    root.navigationItem.rightBarButtonItems = ["New match", "Hard ▾", "Statistics"].map {
      BarButtonItem(title: $0)
    }
    let navigation = NavigationController(rootViewController: root)
    let window = Window(size: Size(width: 320, height: 480), clock: ManualClock())
    window.rootViewController = navigation
    window.rootView.layoutIfNeeded()

    let buttons = window.focusableViews.filter { $0.identifier?.hasPrefix("navigation-") == true }
    #expect(buttons.count == 4)
    let frames = buttons.map { $0.convert($0.bounds, to: nil) }
    for (index, frame) in frames.enumerated() {
      #expect(frame.minX >= 0 && frame.maxX <= 320, "inside the window")
      for other in frames.dropFirst(index + 1) {
        #expect(frame.intersection(other).isEmpty, "\(frame) overlaps \(other)")
      }
    }
  }

  @Test(
    "Squeezed bar buttons all give up room for their titles: a short title is not cut while a long one fits")
  func squeezedTitlesAllShrink() {
    // Arrange: the game's bar at Medium in the narrowest window.
    let (window, _) = gameBar(size: Size(width: 320, height: 480))
    window.rootView.layoutIfNeeded()
    let canvas = RecordingCanvas()

    // Act
    window.render(on: canvas)

    // Assert
    var sizes: [String: Double] = [:]
    for case .text(let text, let font, _, _) in canvas.commands { sizes[text] = font.size }
    #expect(!sizes.keys.contains { $0.hasSuffix("…") }, "\(sizes)")
    let titles = ["History", "New match", "Medium ▾", "Stats"].compactMap { sizes[$0] }
    #expect(titles.count == 4, "\(sizes)")
    #expect((titles.min() ?? 0) >= TextLayout.smallestLegibleSize, "\(sizes)")
  }

  @Test(
    "A title squeezed between the buttons shrinks a little at most, then gives way: never far smaller than the buttons",
    arguments: [560.0, 620, 700, 800])
  func squeezedTitleStaysATitle(width: Double) {
    let root = ViewController()
    root.title = "Rock Paper Scissors"
    root.navigationItem.leftBarButtonItem = BarButtonItem(title: "History")
    root.navigationItem.rightBarButtonItems = ["New match", "Medium ▾", "Stats", "Ladder", "Daily"].map {
      BarButtonItem(title: $0)
    }
    let window = Window(size: Size(width: width, height: 600), clock: ManualClock())
    window.rootViewController = NavigationController(rootViewController: root)
    window.rootView.layoutIfNeeded()
    let canvas = RecordingCanvas()

    window.render(on: canvas)

    let sizes = canvas.commands.compactMap { command -> Double? in
      guard case .text(let text, let font, _, _) = command, text == "Rock Paper Scissors" else { return nil }
      return font.size
    }
    #expect(
      sizes.allSatisfy { $0 >= Appearance.standard.fonts.barTitle.size * 0.85 - 0.01 }, "\(sizes) at \(width)"
    )
  }

  @Test(
    "A title that would sit hard against the buttons if centred on a wide bar moves into the middle of the room they leave",
    arguments: [1535.0, 1280, 960])
  func titleKeepsClearOfTheButtons(width: Double) {
    // Arrange: the game's bar in a wide window's pane: no left button, five on the right.
    let root = ViewController()
    root.title = "Rock Paper Scissors"
    root.navigationItem.rightBarButtonItems = ["New match", "Medium ▾", "Stats", "Ladder", "Daily"].map {
      BarButtonItem(title: $0)
    }
    let navigation = NavigationController(rootViewController: root)
    let window = Window(size: Size(width: width, height: 600), clock: ManualClock())
    window.rootViewController = navigation

    // Act
    window.rootView.layoutIfNeeded()

    // Assert
    let bar = navigation.navigationBar
    let title = bar.titleLabel
    let titleWidth = ApproximateTextMeasurer().size(of: "Rock Paper Scissors", font: title.font).width
    let buttonsEdge = bar.rightButtons.map(\.frame.minX).min() ?? width
    #expect(!title.isHidden)
    #expect(
      title.frame.midX + titleWidth / 2 <= buttonsEdge - 30, "at \(width): \(title.frame), \(buttonsEdge)")
  }

  /// A window showing the game's bar: History on the left; New match, the options (with a
  /// compact title) and Stats on the right. Returns the window and the options item.
  private func gameBar(size: Size) -> (Window, BarButtonItem) {
    let root = ViewController()
    root.navigationItem.leftBarButtonItem = BarButtonItem(title: "History")
    let options = BarButtonItem(title: "Medium · RPSLS ▾")
    options.compactTitle = "Medium ▾"
    root.navigationItem.rightBarButtonItems = [
      BarButtonItem(title: "New match"), options, BarButtonItem(title: "Stats"),
    ]
    let window = Window(size: size, clock: ManualClock())
    window.rootViewController = NavigationController(rootViewController: root)
    return (window, options)
  }

  @Test(
    "An item with a compact title shows it where its full title would be shrunk, and its full title where it fits",
    arguments: [
      (Size(width: 390, height: 844), "Medium ▾"), (Size(width: 1024, height: 768), "Medium · RPSLS ▾"),
    ])
  func compactTitleWhenNarrow(size: Size, shown: String) {
    // Arrange, act
    let (window, options) = gameBar(size: size)
    window.rootView.layoutIfNeeded()

    // Assert
    #expect((options.view as? Button)?.title == shown)
  }

  @Test("A bar that narrows takes the compact title, and the full one back when it widens again")
  func compactTitleComesAndGoes() {
    // Arrange
    let (window, options) = gameBar(size: Size(width: 1024, height: 768))
    window.rootView.layoutIfNeeded()

    // Act, assert
    window.resize(to: Size(width: 390, height: 844))
    window.animator.finishAll()
    window.rootView.layoutIfNeeded()
    #expect((options.view as? Button)?.title == "Medium ▾")
    window.resize(to: Size(width: 1024, height: 768))
    window.animator.finishAll()
    window.rootView.layoutIfNeeded()
    #expect((options.view as? Button)?.title == "Medium · RPSLS ▾")
  }

  @Test("An item that gives way leaves a bar too narrow for every button, and comes back when the bar widens")
  func itemGivesWayWhenCrowded() {
    // Arrange
    let root = ViewController()
    root.navigationItem.leftBarButtonItem = BarButtonItem(title: "History")
    let shortcut = BarButtonItem(title: "Ladder")
    shortcut.givesWayWhenCrowded = true
    let stats = BarButtonItem(title: "Stats")
    root.navigationItem.rightBarButtonItems = [
      BarButtonItem(title: "New match"), BarButtonItem(title: "Hard ▾"), stats, shortcut,
    ]
    let window = Window(size: Size(width: 1024, height: 768), clock: ManualClock())
    window.rootViewController = NavigationController(rootViewController: root)
    window.rootView.layoutIfNeeded()
    #expect(shortcut.view?.isHidden == false)

    // Act, assert
    window.resize(to: Size(width: 320, height: 700))
    window.animator.finishAll()
    window.rootView.layoutIfNeeded()
    #expect(shortcut.view?.isHidden == true)
    #expect(stats.view?.isHidden == false)
    window.resize(to: Size(width: 1024, height: 768))
    window.animator.finishAll()
    window.rootView.layoutIfNeeded()
    #expect(shortcut.view?.isHidden == false)
  }

  /// A phone's game bar in French, whose words are among the longest the bar holds.
  private func frenchPhoneBar(width: Double) -> (Window, BarButtonItem) {
    let root = ViewController()
    root.navigationItem.leftBarButtonItem = BarButtonItem(title: "Historique")
    let daily = BarButtonItem(title: "Du jour")
    daily.givesWayWhenFull = true
    root.navigationItem.rightBarButtonItems =
      ["Rejouer", "Difficile ▾", "Stats", "Échelle"].map { BarButtonItem(title: $0) } + [daily]
    let window = Window(size: Size(width: width, height: 640), clock: ManualClock())
    window.rootViewController = NavigationController(rootViewController: root)
    window.rootView.layoutIfNeeded()
    return (window, daily)
  }

  @Test(
    "An item that gives way when full stays where every title fits whole once the buttons give up the margins beside their words",
    arguments: [390.0])
  func itemGivingWayWhenFullStaysWhereTitlesFit(width: Double) throws {
    let (window, _) = frenchPhoneBar(width: width)
    let canvas = RecordingCanvas()

    window.render(on: canvas)

    var sizes: [String: Double] = [:]
    for case .text(let text, let font, _, _) in canvas.commands { sizes[text] = font.size }
    let titles = ["Historique", "Rejouer", "Difficile ▾", "Stats", "Échelle", "Du jour"]
    #expect(titles.allSatisfy { sizes[$0] != nil }, "every title drawn whole at \(width): \(sizes)")
    #expect(titles.compactMap { sizes[$0] }.allSatisfy { $0 >= TextLayout.smallestLegibleSize }, "\(sizes)")
  }

  @Test(
    "An item that gives way when full still leaves a bar whose titles would be cut even without their margins"
  )
  func itemGivingWayWhenFullLeavesTheNarrowestBar() throws {
    let (window, daily) = frenchPhoneBar(width: 320)
    let canvas = RecordingCanvas()

    window.render(on: canvas)

    let bar = try #require(window.rootView.descendant(identifiedBy: "navigation-bar") as? NavigationBar)
    #expect(!bar.rightButtons.filter(\.isVisibleInTree).map(\.title).contains(daily.title ?? ""))
  }
}
