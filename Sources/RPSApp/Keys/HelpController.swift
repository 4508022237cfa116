import GameCore
import Localization
import ViewKit

/// The help, over the game, in pages with a tab each (``HelpPage``): how to play, how the
/// computer reads you, two players, online play, every key the game understands (read from
/// ``Command`` and the view kit's ``StandardKeys``), and about the game. Left and Right turn the
/// pages; Esc, F1 or ? closes it. What does not fit the window scrolls with the arrow and page
/// keys and the wheel, and the hint says which keys are shown.
@MainActor
public final class HelpController: ViewController {
  /// The lines shown under `rules`: keys and what they do. Throws outside the rules are left
  /// out, since their keys do nothing then.
  /// Then the gamepad's, named as on a pad of `gamepadStyle` (an Xbox pad's when nil).
  nonisolated public static func entries(
    for rules: Rules, gamepadStyle: GamepadStyle? = nil
  ) -> [(keys: String, summary: String)] {
    let commands = Command.allCases.filter { command in
      if case .throwMove(let move) = command { return rules.allows(move) }
      return true
    }
    return commands.map { ($0.keyLabel, $0.summary) } + StandardKeys.all
      + GamepadHelp.entries(for: rules, style: gamepadStyle)
  }

  /// The lines shown in a two-player match under `rules`: each player's throw keys as they read
  /// on `layout`, and the commands, with Ctrl+letter for a letter that is a throw key there.
  public static func twoPlayerEntries(
    for rules: Rules, layout: any KeyboardLayout
  ) -> [(keys: String, summary: String)] {
    func keys(_ side: PlayerSide) -> String {
      rules.moves.map { TwoPlayerKeys.label(for: $0, by: side, rules: rules, layout: layout) }.joined(
        separator: " ")
    }
    let throwLabels = Set(
      PlayerSide.allCases.flatMap { side in
        rules.moves.map { TwoPlayerKeys.label(for: $0, by: side, rules: rules, layout: layout) }
      })
    let throwsEntries = [
      (
        keys(.left),
        rules == .classic
          ? tr("Left player throws rock, paper or scissors")
          : tr("Left player throws rock, paper, scissors, Spock or lizard")
      ),
      (
        keys(.right),
        rules == .classic
          ? tr("Right player throws rock, paper or scissors")
          : tr("Right player throws rock, paper, scissors, Spock or lizard")
      ),
    ]
    // No computer plays two people: what it expected (I) has nothing to show.
    let commands = Command.allCases.filter { command in
      if case .throwMove = command { return false }
      return command != .toggleInsight
    }
    return throwsEntries
      + commands.map { command in
        guard let letter = command.letterKey, throwLabels.contains(letter.uppercased()) else {
          return (command.keyLabel, command.summary)
        }
        return (trc("key", "Ctrl") + "+" + letter.uppercased(), command.summary)
      } + StandardKeys.all
  }

  public let rules: Rules
  /// Whose names the connected pad's buttons carry, if one is connected.
  public let gamepadStyle: GamepadStyle?
  /// The keyboard layout of a two-player match, whose keys the help shows; nil for one player.
  public let twoPlayerLayout: (any KeyboardLayout)?

  /// The page shown.
  public private(set) var page: HelpPage

  public init(
    rules: Rules, gamepadStyle: GamepadStyle? = nil, twoPlayerLayout: (any KeyboardLayout)? = nil,
    page: HelpPage = .keys
  ) {
    self.rules = rules
    self.gamepadStyle = gamepadStyle
    self.twoPlayerLayout = twoPlayerLayout
    self.page = page
    super.init()
  }

  /// Turns to `page`.
  public func show(_ page: HelpPage) {
    self.page = page
    (view as? HelpView)?.show(page)
  }

  /// Runs when the player closes the help.
  public var onClose: (() -> Void)?

  public override func loadView() {
    let entries =
      twoPlayerLayout.map { HelpController.twoPlayerEntries(for: rules, layout: $0) }
      ?? HelpController.entries(for: rules, gamepadStyle: gamepadStyle)
    let helpView = HelpView(entries: entries, rules: rules)
    for (page, tab) in zip(HelpPage.allCases, helpView.tabs) {
      tab.action = { [weak self] in self?.show(page) }
    }
    helpView.closeButton.action = { [weak self] in self?.onClose?() }
    helpView.show(page)
    setView(helpView)
  }

  /// The page `offset` tabs from this one, wrapping around.
  private func turn(by offset: Int) {
    let pages = HelpPage.allCases
    let index = pages.firstIndex(of: page) ?? 0
    show(pages[(index + offset + pages.count) % pages.count])
  }

  public override func handleKey(_ event: KeyEvent) -> Bool {
    if event.key == .escape || Command.matching(event) == .help {
      onClose?()
    } else if let helpView = view as? HelpView {
      switch event.key {
      case .left: turn(by: -1)
      case .right: turn(by: 1)
      case .enter, .space: return false
      case .down: helpView.scroll(by: 1)
      case .up: helpView.scroll(by: -1)
      case .pageDown: helpView.scroll(by: max(1, helpView.shownRows.count - 1))
      case .pageUp: helpView.scroll(by: -max(1, helpView.shownRows.count - 1))
      case .home: helpView.scroll(by: -helpView.rowCount)
      case .end: helpView.scroll(by: helpView.rowCount)
      default: break
      }
    }
    // Nothing behind the help reacts while it is open.
    return true
  }

  public override func handleGamepad(_ event: GamepadEvent) -> Bool {
    switch event.pressedButton {
    case .faceEast, .faceSouth: onClose?()
    case .dpadDown: (view as? HelpView)?.scroll(by: 1)
    case .dpadUp: (view as? HelpView)?.scroll(by: -1)
    case .dpadLeft: turn(by: -1)
    case .dpadRight: turn(by: 1)
    default: break
    }
    // Nothing behind the help reacts while it is open.
    return true
  }

  /// The rows on screen now (all of them unless the window is too low), by index.
  public var shownRows: Range<Int> { (view as? HelpView)?.shownRows ?? 0..<0 }
}

@MainActor
private final class HelpView: View {
  private let panel = View()
  private let title = Label(text: tr("Keys"), font: .bold(24), color: Theme.text)
  /// One tab a page, in the order of ``HelpPage/allCases``.
  let tabs = HelpPage.allCases.map { page in
    let tab = Button(title: page.tabTitle)
    tab.identifier = "help-tab-\(page.rawValue)"
    tab.cornerRadius = 9
    return tab
  }
  /// Closes the help: a phone has no keys to press, and a mouse needs none.
  let closeButton = Button(title: tr("Done"))
  private let prose = ProseView()
  private var page = HelpPage.keys
  private static var closeHint: String { tr("Esc, F1 or ? to close") }
  private let hint = Label(text: HelpView.closeHint, font: .system(14), color: Theme.secondaryText)
  private var rows: [(Label, Label)] = []
  /// The first row shown when they do not all fit.
  private var firstRow = 0
  private(set) var shownRows: Range<Int> = 0..<0
  var rowCount: Int { rows.count }

  /// Who beats whom, beside the keys, with Spock and lizard in play and room for it.
  private let diagram: RulesDiagramView?
  private static let diagramColumn = 260.0
  private let diagramCaption = Label(
    text: tr("An arrow points from a throw to one it beats"), font: .system(13), color: Theme.secondaryText)

  init(entries: [(keys: String, summary: String)], rules: Rules) {
    diagram = rules == .classic ? nil : RulesDiagramView(rules: rules)
    super.init()
    identifier = "help"
    panel.backgroundColor = Theme.panel
    panel.cornerRadius = 18
    panel.borderColor = Theme.panelEdge
    panel.borderWidth = 1
    // In a window lower than the title and the hint together, the panel cuts them off.
    panel.clipsToBounds = true
    addSubview(panel)
    panel.addSubview(title)
    panel.addSubview(hint)
    for tab in tabs { panel.addSubview(tab) }
    panel.addSubview(prose)
    if let diagram {
      panel.addSubview(diagram)
      diagramCaption.numberOfLines = 2
      panel.addSubview(diagramCaption)
    }
    for entry in entries {
      let keys = Label(text: entry.keys, font: .bold(15), color: Theme.keyNames)
      keys.alignment = .right
      let summary = Label(text: entry.summary, font: .system(15), color: Theme.text)
      summary.alignment = .left
      panel.addSubview(keys)
      panel.addSubview(summary)
      rows.append((keys, summary))
    }
    closeButton.identifier = "help-close"
    closeButton.cornerRadius = 9
    panel.addSubview(closeButton)
  }

  override func draw(in canvas: any Canvas, rect: Rect) {
    canvas.fill(rect, color: Color.black.withAlpha(0.6), cornerRadius: 0)
  }

  /// Shows `page`: its title, its tab as the chosen one, and its text or the keys.
  func show(_ page: HelpPage) {
    self.page = page
    title.text = page.title
    for (tabPage, tab) in zip(HelpPage.allCases, tabs) {
      tab.tintColor = tabPage == page ? Theme.accent : Theme.control
    }
    prose.paragraphs = page.paragraphs
    setNeedsLayout()
  }

  /// Moves the rows (or the lines of a page's text) shown by `delta`, within the first and the last.
  func scroll(by delta: Int) {
    guard page == .keys else {
      prose.scroll(by: delta)
      return
    }
    let shownCount = max(1, shownRows.count)
    firstRow = max(0, min(rows.count - shownCount, firstRow + delta))
    setNeedsLayout()
  }

  /// The tabs, flowed into as many rows as the panel's width needs; returns the height they take.
  private func layOutTabs(in area: Rect) -> Double {
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    let font = Font.bold(area.width < 420 ? 13 : 14)
    let height = 30.0
    let gap = 6.0
    var x = area.minX
    var y = area.minY
    for tab in tabs {
      tab.font = font
      let width = min(area.width, measurer.size(of: tab.title, font: font).width + 18)
      if x > area.minX, x + width > area.maxX {
        x = area.minX
        y += height + gap
      }
      tab.frame = Rect(x: x, y: y, width: width, height: height)
      x += width + gap
    }
    return y + height - area.minY
  }

  override func scrollWheel(by deltaY: Double) -> Bool {
    scroll(by: deltaY > 0 ? 1 : deltaY < 0 ? -1 : 0)
    return true
  }

  /// The part of a drag not yet turned into rows, in points.
  private var dragCarry = 0.0
  /// The points a drag moves for one row (or line) to scroll.
  private static let dragStep = 24.0

  /// A finger (or a held button) dragging up reads on, a row for each step it moves: a phone
  /// has no wheel and no arrow keys.
  override func drag(by deltaY: Double) -> Bool {
    dragCarry -= deltaY
    let rows = Int(dragCarry / HelpView.dragStep)
    if rows != 0 {
      scroll(by: rows)
      dragCarry -= Double(rows) * HelpView.dragStep
    }
    return true
  }

  /// A phone is touched, so the hint names no keys.
  private var isTouch: Bool { window?.idiom == .phone }

  /// The largest type size, from `largest` down, at which every key and every summary fits its
  /// column on one line: one size for all rows, so none looks smaller than its neighbours.
  private func commonFontSize(largest: Double, keysWidth: Double, summaryWidth: Double) -> Double {
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    let keys = TextLayout.largestSize(
      fitting: rows.map { ($0.0.text, keysWidth) }, font: .bold(largest), measurer: measurer)
    return TextLayout.largestSize(
      fitting: rows.map { ($0.1.text, summaryWidth) }, font: .system(keys), measurer: measurer)
  }

  override func layoutSubviews() {
    let margin = 12.0
    let width = min(640, bounds.width - margin * 2)
    let showsKeys = page == .keys
    let diagramWidth =
      showsKeys && diagram != nil && bounds.width - margin * 2 >= width + HelpView.diagramColumn
      ? HelpView.diagramColumn : 0
    let panelWidth = max(0, width + diagramWidth)
    // The tabs come under the title, in as many rows as the panel's width needs.
    // A window too low for them and a row of keys or text leaves the tabs out (Left and Right
    // still turn the pages).
    let wantedTabsHeight = layOutTabs(in: Rect(x: 0, y: 0, width: max(0, panelWidth - 36), height: 0)) + 8
    let showsTabs = bounds.height - margin * 2 >= 90 + wantedTabsHeight + 90
    for tab in tabs { tab.isHidden = !showsTabs }
    let tabsHeight = showsTabs ? wantedTabsHeight : 0
    let chrome = 90 + tabsHeight
    // A panel too narrow for a key and what it does side by side, even in the smallest type,
    // puts each key above what it does.
    let sideBySide = (keys: (width - 36) * 0.42 - 12, summary: (width - 36) * 0.58)
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    let smallest = TextLayout.smallestLegibleSize
    let stacked = !rows.allSatisfy { keys, summary in
      measurer.size(of: keys.text, font: .bold(smallest)).width <= sideBySide.keys
        && measurer.size(of: summary.text, font: .system(smallest)).width <= sideBySide.summary
    }
    let linesPerRow = stacked ? 2.0 : 1.0
    let available = bounds.height - margin * 2 - chrome
    let lineHeight = max(20, min(30, available / (Double(max(1, rows.count)) * linesPerRow)))
    let rowHeight = lineHeight * linesPerRow
    prose.fontSize = width < 420 ? 15 : 16
    let contentHeight =
      showsKeys ? rowHeight * Double(rows.count) : prose.naturalHeight(width: max(1, width - 36)) + 8
    let height = min(bounds.height - margin * 2, chrome + contentHeight)
    panel.frame = bounds.centered(Size(width: panelWidth, height: max(0, height)))
    let whole = panel.bounds.insetBy(dx: 18, dy: 12)
    // The button sits at the title's end; the title keeps the middle, clear of it both sides.
    closeButton.font = .bold(width < 420 ? 13 : 14)
    let closeWidth = min(
      whole.width / 3, measurer.size(of: closeButton.title, font: closeButton.font).width + 20)
    closeButton.frame = Rect(x: whole.maxX - closeWidth, y: whole.minY + 3, width: closeWidth, height: 30)
    let titleRow = whole.divided(atDistance: 36, from: .top).slice
    let centred = titleRow.inset(by: EdgeInsets(left: closeWidth + 6, right: closeWidth + 6))
    // A title too long for the middle starts at the panel's edge instead of shrinking.
    let fitsCentred = measurer.size(of: title.text, font: title.font).width <= centred.width
    title.alignment = fitsCentred ? .center : .left
    title.frame = fitsCentred ? centred : titleRow.inset(by: EdgeInsets(right: closeWidth + 6))
    let tabsArea = Rect(x: whole.minX, y: title.frame.maxY + 4, width: whole.width, height: 0)
    let contentTop = showsTabs ? title.frame.maxY + 4 + layOutTabs(in: tabsArea) + 10 : title.frame.maxY + 6
    let columns = whole.divided(atDistance: diagramWidth, from: .right)
    let inner = columns.remainder
    diagram?.isHidden = diagramWidth == 0
    let diagramSide = max(0, min(diagramWidth - 20, whole.maxY - contentTop - 40 - 24))
    diagram?.frame = Rect(
      x: columns.slice.midX - diagramSide / 2, y: contentTop, width: diagramSide, height: diagramSide)
    diagramCaption.isHidden = diagram == nil || diagramWidth == 0
    diagramCaption.frame = Rect(
      x: columns.slice.minX + 10, y: contentTop + 6 + diagramSide, width: max(0, diagramWidth - 20),
      height: 36)
    hint.numberOfLines = 2
    prose.isHidden = showsKeys
    guard showsKeys else {
      for (keys, summary) in rows {
        keys.isHidden = true
        summary.isHidden = true
      }
      shownRows = 0..<0
      let proseFits = prose.naturalHeight(width: whole.width) <= whole.maxY - 24 - contentTop
      hint.font = .system(14)
      hint.text =
        isTouch
        ? (proseFits ? "" : tr("Drag up to read on"))
        : proseFits
          ? tr("Left or Right for the other pages · %1$@", HelpView.closeHint)
          : tr(
            "Up, Down or the wheel to read on · Left or Right for the other pages · %1$@", HelpView.closeHint)
      // A phone's width may need a third line for the long hint, in a small type.
      let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
      let lines = TextLayout.wrap(hint.text, font: .system(11), width: whole.width, measurer: measurer).count
      hint.numberOfLines = max(2, min(3, lines))
      let hintHeight = proseFits ? 24.0 : lines > 2 ? 48 : 40
      hint.frame = Rect(x: whole.minX, y: whole.maxY - hintHeight, width: whole.width, height: hintHeight)
      prose.frame = Rect(
        x: whole.minX, y: contentTop, width: whole.width, height: max(0, hint.frame.minY - contentTop - 4))
      prose.layoutIfNeeded()
      return
    }
    // When the rows scroll, the hint has a second line to say which are shown.
    let allFit = (inner.maxY - 24 - contentTop) / max(1, rowHeight) + 0.001 >= Double(rows.count)
    let hintHeight = allFit ? 24.0 : 40.0
    hint.frame = Rect(x: whole.minX, y: whole.maxY - hintHeight, width: whole.width, height: hintHeight)
    let keysWidth = stacked ? inner.width : inner.width * 0.42 - 12
    let summaryWidth = stacked ? inner.width - 16 : inner.width * 0.58
    let font = commonFontSize(
      largest: Theme.fontSize(0.6, of: lineHeight, minimum: 10, maximum: 16), keysWidth: keysWidth,
      summaryWidth: summaryWidth)
    // (A little slack: the rows were sized to fill the room exactly, and rounding must not
    // drop the last.)
    let rowsThatFit = max(1, Int((hint.frame.minY - contentTop) / max(1, rowHeight) + 0.001))
    firstRow = max(0, min(firstRow, rows.count - rowsThatFit))
    shownRows = firstRow..<min(rows.count, firstRow + rowsThatFit)
    hint.text =
      shownRows.count == rows.count
      ? (isTouch ? "" : HelpView.closeHint)
      : isTouch
        ? tr(
          "Keys %1$@–%2$@ of %3$@: drag up for more", shownRows.lowerBound + 1, shownRows.upperBound,
          rows.count)
        : tr(
          "Keys %1$@–%2$@ of %3$@: Up, Down or the wheel for more · %4$@", shownRows.lowerBound + 1,
          shownRows.upperBound, rows.count, HelpView.closeHint)
    hint.font = .system(min(14, font))
    var top = contentTop
    for (index, (keys, summary)) in rows.enumerated() {
      guard shownRows.contains(index) else {
        keys.isHidden = true
        summary.isHidden = true
        continue
      }
      let row = Rect(x: inner.minX, y: top, width: inner.width, height: rowHeight)
      if stacked {
        let lines = row.divided(atDistance: lineHeight, from: .top)
        keys.frame = lines.slice
        summary.frame = lines.remainder.inset(by: EdgeInsets(left: 16))
        keys.alignment = .left
      } else {
        let parts = row.divided(atDistance: inner.width * 0.42, from: .left)
        keys.frame = parts.slice.inset(by: EdgeInsets(right: 12))
        summary.frame = parts.remainder
        keys.alignment = .right
      }
      keys.font = .bold(font)
      summary.font = .system(font)
      keys.isHidden = false
      summary.isHidden = false
      top += rowHeight
    }
  }
}
