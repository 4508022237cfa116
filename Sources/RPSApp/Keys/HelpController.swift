import GameCore
import Localization
import ViewKit

/// Every key the game understands, over the game, read from ``Command`` and the view kit's
/// ``StandardKeys``. Esc, F1 or ? closes it. In a window too low for every row, the rows scroll
/// with the arrow and page keys and the wheel, and the hint says which are shown.
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

  public init(
    rules: Rules, gamepadStyle: GamepadStyle? = nil, twoPlayerLayout: (any KeyboardLayout)? = nil
  ) {
    self.rules = rules
    self.gamepadStyle = gamepadStyle
    self.twoPlayerLayout = twoPlayerLayout
    super.init()
  }

  /// Runs when the player closes the help.
  public var onClose: (() -> Void)?

  public override func loadView() {
    let entries =
      twoPlayerLayout.map { HelpController.twoPlayerEntries(for: rules, layout: $0) }
      ?? HelpController.entries(for: rules, gamepadStyle: gamepadStyle)
    setView(HelpView(entries: entries, rules: rules))
  }

  public override func handleKey(_ event: KeyEvent) -> Bool {
    if event.key == .escape || Command.matching(event) == .help {
      onClose?()
    } else if let helpView = view as? HelpView {
      switch event.key {
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
  }

  override func draw(in canvas: any Canvas, rect: Rect) {
    canvas.fill(rect, color: Color.black.withAlpha(0.6), cornerRadius: 0)
  }

  /// Moves the rows shown by `delta` rows, within the first and the last.
  func scroll(by delta: Int) {
    let shownCount = max(1, shownRows.count)
    firstRow = max(0, min(rows.count - shownCount, firstRow + delta))
    setNeedsLayout()
  }

  override func scrollWheel(by deltaY: Double) -> Bool {
    scroll(by: deltaY > 0 ? 1 : deltaY < 0 ? -1 : 0)
    return true
  }

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
    let diagramWidth =
      diagram != nil && bounds.width - margin * 2 >= width + HelpView.diagramColumn
      ? HelpView.diagramColumn : 0
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
    let available = bounds.height - margin * 2 - 90
    let lineHeight = max(20, min(30, available / (Double(max(1, rows.count)) * linesPerRow)))
    let rowHeight = lineHeight * linesPerRow
    let height = min(bounds.height - margin * 2, 90 + rowHeight * Double(rows.count))
    panel.frame = bounds.centered(Size(width: max(0, width + diagramWidth), height: max(0, height)))
    let whole = panel.bounds.insetBy(dx: 18, dy: 12)
    title.frame = Rect(x: whole.minX, y: whole.minY, width: whole.width, height: 36)
    let columns = whole.divided(atDistance: diagramWidth, from: .right)
    let inner = columns.remainder
    diagram?.isHidden = diagramWidth == 0
    let diagramSide = max(0, min(diagramWidth - 20, columns.slice.height - 36 - 40))
    diagram?.frame = Rect(
      x: columns.slice.midX - diagramSide / 2, y: title.frame.maxY + 6, width: diagramSide,
      height: diagramSide)
    diagramCaption.isHidden = diagram == nil || diagramWidth == 0
    diagramCaption.frame = Rect(
      x: columns.slice.minX + 10, y: title.frame.maxY + 12 + diagramSide, width: max(0, diagramWidth - 20),
      height: 36)
    // When the rows scroll, the hint has a second line to say which are shown.
    let allFit = (inner.maxY - 24 - title.frame.maxY - 6) / max(1, rowHeight) >= Double(rows.count)
    let hintHeight = allFit ? 24.0 : 40.0
    hint.frame = Rect(x: whole.minX, y: whole.maxY - hintHeight, width: whole.width, height: hintHeight)
    let keysWidth = stacked ? inner.width : inner.width * 0.42 - 12
    let summaryWidth = stacked ? inner.width - 16 : inner.width * 0.58
    let font = commonFontSize(
      largest: Theme.fontSize(0.6, of: lineHeight, minimum: 10, maximum: 16), keysWidth: keysWidth,
      summaryWidth: summaryWidth)
    let rowsThatFit = max(1, Int((hint.frame.minY - title.frame.maxY - 6) / max(1, rowHeight)))
    firstRow = max(0, min(firstRow, rows.count - rowsThatFit))
    shownRows = firstRow..<min(rows.count, firstRow + rowsThatFit)
    hint.text =
      shownRows.count == rows.count
      ? HelpView.closeHint
      : tr(
        "Keys %1$@–%2$@ of %3$@: Up, Down or the wheel for more · %4$@", shownRows.lowerBound + 1,
        shownRows.upperBound, rows.count, HelpView.closeHint)
    hint.numberOfLines = 2
    hint.font = .system(min(14, font))
    var top = title.frame.maxY + 6
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
