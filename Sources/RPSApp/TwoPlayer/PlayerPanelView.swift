import GameCore
import ViewKit

/// One player's half of a two-player board, upright for that player: their name and wins, a
/// line saying what is happening, their throw (a question mark, a tick once thrown in secret,
/// the picture once revealed) and their own row of throw buttons with that player's keys.
final class PlayerPanelView: View {
  let side: PlayerSide
  let nameLabel = Label(text: "", font: .bold(20), color: Theme.text)
  let winsLabel = Label(text: "0", font: .bold(34), color: Theme.text)
  let statusLabel = Label(text: "", font: .system(17), color: Theme.secondaryText)
  /// "?" before a throw, "✓" once thrown in secret, or the beat of the count.
  let markLabel = Label(text: "?", font: .bold(64), color: Theme.secondaryText.withAlpha(0.7))
  let throwView = ImageView()
  private(set) var throwButtons: [Button] = []
  private let accent: Color

  init(side: PlayerSide) {
    self.side = side
    accent = side == .left ? Theme.player : Theme.computer
    super.init()
    identifier = "\(side.rawValue)-panel"
    Theme.makePanel(self, fill: Theme.card, cornerRadius: 18)
    nameLabel.textColor = accent
    nameLabel.alignment = .left
    nameLabel.identifier = "\(side.rawValue)-name"
    winsLabel.alignment = .right
    winsLabel.identifier = "\(side.rawValue)-wins"
    statusLabel.identifier = "\(side.rawValue)-status"
    statusLabel.numberOfLines = 2
    markLabel.identifier = "\(side.rawValue)-mark"
    throwView.identifier = "\(side.rawValue)-throw"
    for part in [nameLabel, winsLabel, statusLabel, markLabel, throwView] { addSubview(part) }
  }

  /// One button per move of `rules`, each calling `onThrow` with its move and captioned with the
  /// key that throws it for this side.
  func rebuildButtons(rules: Rules, onThrow: @escaping @MainActor (Move) -> Void) {
    for button in throwButtons { button.removeFromSuperview() }
    throwButtons = rules.moves.map { move in
      let button = Button(title: move.word, image: Theme.image(for: move))
      button.identifier = "\(side.rawValue)-throw-\(move.name.lowercased())"
      button.tintColor = Theme.tint(for: move)
      button.action = { onThrow(move) }
      addSubview(button)
      return button
    }
    setNeedsLayout()
  }

  /// Captions the buttons with this side's keys on the keyboard in use.
  func showKeys(rules: Rules, layout: any KeyboardLayout) {
    for (move, button) in zip(rules.moves, throwButtons) {
      button.caption = TwoPlayerKeys.label(for: move, by: side, rules: rules, layout: layout)
    }
  }

  /// What the panel shows between and after rounds.
  enum Mark: Equatable {
    /// Not thrown yet this round.
    case waiting
    /// Thrown, kept secret.
    case ready
    /// A beat of the count before the reveal.
    case beat(String)
    /// The throw, revealed; `highlight` marks the round's winner.
    case revealed(Move, highlight: Color?)
  }

  func show(name: String, wins: Int, status: String, mark: Mark, buttonsShown: Bool) {
    nameLabel.text = name
    winsLabel.text = "\(wins)"
    statusLabel.text = status
    borderColor = Theme.cardEdge
    borderWidth = 1
    throwView.isHidden = true
    markLabel.isHidden = false
    switch mark {
    case .waiting:
      markLabel.text = "?"
      markLabel.textColor = Theme.secondaryText.withAlpha(0.7)
    case .ready:
      markLabel.text = "✓"
      markLabel.textColor = Theme.win
    case .beat(let word):
      markLabel.text = word
      markLabel.textColor = Theme.keyNames
    case .revealed(let move, let highlight):
      markLabel.isHidden = true
      throwView.isHidden = false
      throwView.image = Theme.image(for: move)
      if let highlight {
        borderColor = highlight
        borderWidth = 4
      }
    }
    for button in throwButtons { button.isHidden = !buttonsShown }
    setNeedsLayout()
  }

  override func layoutSubviews() {
    layoutParts()
    // A half too small for its parts (a window below the minimum) shows what fits, no part
    // sticking out of it.
    for part in subviews { part.frame = part.frame.intersection(bounds) }
  }

  private func layoutParts() {
    let inner = bounds.insetBy(dx: 14, dy: 10)
    let headerHeight = min(56, max(30, inner.height * 0.14))
    let header = Rect(x: inner.minX, y: inner.minY, width: inner.width, height: headerHeight)
    winsLabel.font = .bold(Theme.fontSize(0.8, of: headerHeight, minimum: 18, maximum: 44))
    let winsWidth = min(header.width * 0.3, headerHeight * 1.6)
    winsLabel.frame = Rect(x: header.maxX - winsWidth, y: header.minY, width: winsWidth, height: headerHeight)
    nameLabel.font = .bold(Theme.fontSize(0.5, of: headerHeight, minimum: 14, maximum: 26))
    nameLabel.frame = Rect(
      x: header.minX, y: header.minY, width: header.width - winsWidth, height: headerHeight)
    let buttonsShown = throwButtons.contains { !$0.isHidden }
    // A tall, narrow half (side by side on a pad beside the history) stacks its buttons.
    let stacked = inner.height >= inner.width * 1.4
    let count = Double(max(1, throwButtons.count))
    let rowHeight =
      !buttonsShown
      ? 0 : stacked ? min(inner.height * 0.5, count * 62) : min(110, max(44, inner.height * 0.26))
    let row = Rect(x: inner.minX, y: inner.maxY - rowHeight, width: inner.width, height: rowHeight)
    let statusHeight = min(52, max(22, inner.height * 0.12))
    let status = Rect(x: inner.minX, y: header.maxY + 2, width: inner.width, height: statusHeight)
    statusLabel.frame = status
    statusLabel.font = .system(Theme.fontSize(0.36, of: statusHeight, minimum: 12, maximum: 20))
    let middle = Rect(
      x: inner.minX, y: status.maxY + 4, width: inner.width, height: max(0, row.minY - status.maxY - 12))
    let side = min(middle.width, middle.height)
    let picture = middle.centered(Size(width: side, height: side))
    throwView.frame = picture
    markLabel.frame = middle
    markLabel.font = .bold(Theme.fontSize(0.6, of: side, minimum: 18, maximum: 96))
    guard !throwButtons.isEmpty else { return }
    let gap = stacked ? 6.0 : 8.0
    let width: Double
    if stacked {
      let height = max(0, (row.height - gap * (count - 1)) / count)
      width = row.width
      for (index, button) in throwButtons.enumerated() {
        button.frame = Rect(
          x: row.minX, y: row.minY + Double(index) * (height + gap), width: width, height: height)
      }
    } else {
      width = max(0, (row.width - gap * (count - 1)) / count)
      for (index, button) in throwButtons.enumerated() {
        button.frame = Rect(
          x: row.minX + Double(index) * (width + gap), y: row.minY, width: width, height: row.height)
      }
    }
    let size = TextLayout.largestSize(
      fitting: throwButtons.map { ($0.title, $0.titleWidth) },
      font: .bold(
        Theme.fontSize(0.2, of: min(width, stacked ? 120 : row.height * 1.4), minimum: 12, maximum: 24)),
      measurer: window?.textMeasurer ?? ApproximateTextMeasurer())
    for button in throwButtons { button.font = .bold(size) }
  }
}
