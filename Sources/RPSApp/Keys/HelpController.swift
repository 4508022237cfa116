import GameCore
import ViewKit

/// Every key the game understands, over the game, read from ``Command`` and the view kit's
/// ``StandardKeys``. Esc, F1 or ? closes it.
@MainActor
public final class HelpController: ViewController {
  /// The lines shown under `rules`: keys and what they do. Throws outside the rules are left
  /// out, since their keys do nothing then.
  nonisolated public static func entries(for rules: Rules) -> [(keys: String, summary: String)] {
    let commands = Command.allCases.filter { command in
      if case .throwMove(let move) = command { return rules.allows(move) }
      return true
    }
    return commands.map { ($0.keyLabel, $0.summary) } + StandardKeys.all
  }

  public let rules: Rules

  public init(rules: Rules) {
    self.rules = rules
    super.init()
  }

  /// Runs when the player closes the help.
  public var onClose: (() -> Void)?

  public override func loadView() {
    setView(HelpView(entries: HelpController.entries(for: rules)))
  }

  public override func handleKey(_ event: KeyEvent) -> Bool {
    if event.key == .escape || Command.matching(event) == .help {
      onClose?()
    }
    // Nothing behind the help reacts while it is open.
    return true
  }
}

@MainActor
private final class HelpView: View {
  private let panel = View()
  private let title = Label(text: "Keys", font: .bold(24), color: Theme.text)
  private let hint = Label(text: "Esc, F1 or ? to close", font: .system(14), color: Theme.secondaryText)
  private var rows: [(Label, Label)] = []

  init(entries: [(keys: String, summary: String)]) {
    super.init()
    identifier = "help"
    panel.backgroundColor = Color(hex: 0x1F2842)
    panel.cornerRadius = 18
    panel.borderColor = Color.white.withAlpha(0.16)
    panel.borderWidth = 1
    // In a window lower than the title and the hint together, the panel cuts them off.
    panel.clipsToBounds = true
    addSubview(panel)
    panel.addSubview(title)
    panel.addSubview(hint)
    for entry in entries {
      let keys = Label(text: entry.keys, font: .bold(15), color: Color(hex: 0xFDE68A))
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

  override func layoutSubviews() {
    let margin = 12.0
    let width = min(640, bounds.width - margin * 2)
    // A narrow panel puts each key above what it does, so neither has to shrink.
    let stacked = width < 520
    let linesPerRow = stacked ? 2.0 : 1.0
    let available = bounds.height - margin * 2 - 90
    let lineHeight = max(14, min(30, available / (Double(max(1, rows.count)) * linesPerRow)))
    let rowHeight = lineHeight * linesPerRow
    let height = min(bounds.height - margin * 2, 90 + rowHeight * Double(rows.count))
    panel.frame = bounds.centered(Size(width: max(0, width), height: max(0, height)))
    let inner = panel.bounds.insetBy(dx: 18, dy: 12)
    title.frame = Rect(x: inner.minX, y: inner.minY, width: inner.width, height: 36)
    hint.frame = Rect(x: inner.minX, y: inner.maxY - 24, width: inner.width, height: 24)
    let font = Theme.fontSize(0.6, of: lineHeight, minimum: 10, maximum: 16)
    var top = title.frame.maxY + 6
    for (keys, summary) in rows {
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
      // Rows that do not fit above the hint (a window too low for every key) are left out whole.
      let fits = row.maxY <= hint.frame.minY
      keys.isHidden = !fits
      summary.isHidden = !fits
      top += rowHeight
    }
  }
}
