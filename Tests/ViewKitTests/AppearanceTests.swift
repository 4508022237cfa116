import Testing
import ViewKit

/// The window's appearance reaches the kit's views as they lay out and draw.
@MainActor
@Suite("Appearance")
struct AppearanceTests {
  /// A look that shares no colour or type size with the standard one.
  private static let custom: Appearance = {
    var look = Appearance.standard
    look.bar.background = Color(red: 0.1, green: 0.2, blue: 0.1)
    look.bar.title = Color(red: 1, green: 1, blue: 0.5)
    look.bar.hairline = Color(red: 0.5, green: 0, blue: 0)
    look.bar.buttonTint = Color(red: 0.3, green: 0, blue: 0.3)
    look.list.subtitle = Color(red: 0.8, green: 0.8, blue: 0.2)
    look.list.selection = Color(red: 0, green: 0.5, blue: 0.5)
    look.popover.panel = Color(red: 0.2, green: 0.1, blue: 0)
    look.control = Appearance.Control(
      tint: Color(red: 0.4, green: 0.2, blue: 0), title: Color(red: 0.9, green: 0.9, blue: 1))
    look.focusRing = Color(red: 0, green: 1, blue: 1)
    look.fonts.barTitle = .bold(23)
    look.fonts.barButton = .system(15)
    look.fonts.listSubtitle = .system(11)
    return look
  }()

  private func navigation(in window: Window) -> (NavigationController, ViewController) {
    let root = ViewController()
    root.title = "Game"
    root.navigationItem.rightBarButtonItem = BarButtonItem(title: "New match")
    let navigation = NavigationController(rootViewController: root)
    window.rootViewController = navigation
    return (navigation, root)
  }

  private func render(_ window: Window) -> RecordingCanvas {
    let canvas = RecordingCanvas()
    window.render(on: canvas)
    return canvas
  }

  @Test("A navigation bar draws its fill, title and buttons in the window's appearance")
  func navigationBar() {
    let look = Self.custom
    let window = Window(size: Size(width: 800, height: 600), clock: ManualClock(), appearance: look)
    let (navigation, _) = navigation(in: window)
    let canvas = render(window)
    let bar = navigation.navigationBar
    #expect(bar.barColor == look.bar.background)
    #expect(canvas.commands.contains(.fill(bar.frame, look.bar.background, cornerRadius: 0)))
    #expect(bar.titleLabel.textColor == look.bar.title)
    #expect(bar.titleLabel.font == look.fonts.barTitle)
    #expect(
      canvas.commands.contains {
        if case .text("Game", look.fonts.barTitle, look.bar.title, _) = $0 { true } else { false }
      })
    #expect(bar.rightButton?.tintColor == look.bar.buttonTint)
    #expect(bar.rightButton?.font == look.fonts.barButton)
  }

  @Test("A new appearance lays out and draws the tree again in it")
  func changeAppearance() {
    let window = Window(size: Size(width: 800, height: 600), clock: ManualClock())
    let (navigation, _) = navigation(in: window)
    _ = render(window)
    #expect(navigation.navigationBar.titleLabel.font == Appearance.standard.fonts.barTitle)
    window.appearance = Self.custom
    #expect(window.needsDisplay)
    let canvas = render(window)
    #expect(navigation.navigationBar.titleLabel.font == Self.custom.fonts.barTitle)
    #expect(
      canvas.commands.contains(
        .fill(navigation.navigationBar.frame, Self.custom.bar.background, cornerRadius: 0)))
  }

  @Test(
    "A button takes the appearance's colours and font unless given its own; outside a window, the standard ones"
  )
  func button() {
    let plain = Button(title: "Plain")
    #expect(plain.tintColor == Appearance.standard.control.tint)
    #expect(plain.titleColor == Appearance.standard.control.title)
    #expect(plain.font == Appearance.standard.fonts.button)
    let window = Window(size: Size(width: 400, height: 300), clock: ManualClock(), appearance: Self.custom)
    let tinted = Button(title: "Tinted")
    tinted.tintColor = .black
    for button in [plain, tinted] { window.rootView.addSubview(button) }
    #expect(plain.tintColor == Self.custom.control.tint)
    #expect(plain.titleColor == Self.custom.control.title)
    #expect(tinted.tintColor == .black)
    plain.removeFromSuperview()
    #expect(plain.tintColor == Appearance.standard.control.tint)
  }

  @Test("A list draws its subtitles and selection in the appearance's colours and sizes")
  func list() {
    let look = Self.custom
    let window = Window(size: Size(width: 400, height: 300), clock: ManualClock(), appearance: look)
    let list = ListView(frame: window.bounds)
    list.numberOfRows = { 3 }
    list.row = { ListRow(title: "Match \($0)", subtitle: "Easy") }
    window.rootView.addSubview(list)
    list.select(1)
    let canvas = render(window)
    #expect(
      canvas.commands.contains {
        if case .text("Easy", look.fonts.listSubtitle, look.list.subtitle, _) = $0 { true } else { false }
      })
    #expect(
      canvas.commands.contains { if case .fill(_, look.list.selection, _) = $0 { true } else { false } })
  }

  @Test("The focus ring and a popover's panel and pointer are in the appearance's colours")
  func focusRingAndPopover() throws {
    let look = Self.custom
    let window = Window(size: Size(width: 800, height: 600), clock: ManualClock(), appearance: look)
    let (_, root) = navigation(in: window)
    let item = try #require(root.navigationItem.rightBarButtonItem)
    let content = ViewController()
    let button = Button(title: "OK")
    button.frame = Rect(x: 20, y: 20, width: 80, height: 40)
    content.view.addSubview(button)
    let popover = PopoverController(contentViewController: content)
    popover.present(from: item, in: window)
    window.moveFocus(forward: true)
    let canvas = render(window)
    let panel = try #require(popover.view.descendant(identifiedBy: "popover-panel"))
    #expect(panel.backgroundColor == look.popover.panel)
    #expect(canvas.commands.contains { if case .polygon(_, look.popover.panel) = $0 { true } else { false } })
    guard case .stroke(_, let ring, _) = canvas.commands.last else {
      Issue.record("no focus ring drawn last")
      return
    }
    #expect(ring == look.focusRing)
  }
}
