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
  /// The moves of the buttons, in order: their titles when there is room for them.
  private var moves: [Move] = []
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
    // As many lines as its room takes: a narrow half wraps a long sentence onto three.
    statusLabel.numberOfLines = 0
    markLabel.identifier = "\(side.rawValue)-mark"
    throwView.identifier = "\(side.rawValue)-throw"
    for part in [nameLabel, winsLabel, statusLabel, markLabel, throwView] { addSubview(part) }
  }

  /// One button per move of `rules`, each calling `onThrow` with its move and captioned with the
  /// key that throws it for this side.
  func rebuildButtons(rules: Rules, onThrow: @escaping @MainActor (Move) -> Void) {
    for button in throwButtons { button.removeFromSuperview() }
    moves = rules.moves
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

  /// Captions the buttons, in the rules' order: the player's keys, or their pad's buttons.
  func showCaptions(_ captions: [String?]) {
    for (caption, button) in zip(captions, throwButtons) { button.caption = caption }
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
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    // A small half (a phone's, face to face) gives its margins to the buttons.
    let small = bounds.width < 340 && bounds.height < 240
    let inner = bounds.insetBy(dx: small ? 6 : 14, dy: bounds.height < 200 ? 6 : 10)
    let headerHeight = min(56, max(26, inner.height * 0.14))
    let header = Rect(x: inner.minX, y: inner.minY, width: inner.width, height: headerHeight)
    winsLabel.font = .bold(Theme.fontSize(0.8, of: headerHeight, minimum: 18, maximum: 44))
    let winsWidth = min(header.width * 0.22, headerHeight * 1.6)
    winsLabel.frame = Rect(x: header.maxX - winsWidth, y: header.minY, width: winsWidth, height: headerHeight)
    nameLabel.frame = Rect(
      x: header.minX, y: header.minY, width: header.width - winsWidth - 4, height: headerHeight)
    // A long name takes a smaller type, down to the smallest legible, rather than being cut.
    nameLabel.font = .bold(
      TextLayout.largestSize(
        fitting: [(nameLabel.text, nameLabel.frame.width)],
        font: .bold(Theme.fontSize(0.5, of: headerHeight, minimum: 14, maximum: 26)), measurer: measurer))
    // Two lines of at least 12 points.
    let statusHeight = min(52, max(30, inner.height * 0.13))
    statusLabel.font = .system(Theme.fontSize(0.38, of: statusHeight, minimum: 12, maximum: 20))
    let buttonsShown = throwButtons.contains { !$0.isHidden }
    let gap = inner.width < 320 ? 4.0 : 8.0
    // The buttons take up to a third of the half (more in a small one, so they stay big enough
    // to tap), arranged in the rows that make them biggest; the picture takes what is left.
    let budget = max(0, min(inner.height - headerHeight - statusHeight - 16, max(inner.height * 0.34, 100)))
    let grid =
      buttonsShown
      ? Self.grid(
        count: throwButtons.count, width: inner.width, height: budget, gap: gap,
        titleWidth: moves.map {
          measurer.size(of: $0.word, font: .bold(TextLayout.smallestLegibleSize)).width
        }
        .max() ?? 0)
      : (rows: 0, columns: 0, size: Size(width: 0, height: 0), fitsTitles: true)
    // Buttons too narrow for any legible title show their picture and key alone: the picture
    // names the throw, where a title would be cut.
    for (move, button) in zip(moves, throwButtons) { button.title = grid.fitsTitles ? move.word : "" }
    let rowsHeight = grid.rows == 0 ? 0 : Double(grid.rows) * (grid.size.height + gap) - gap
    let buttonArea = Rect(x: inner.minX, y: inner.maxY - rowsHeight, width: inner.width, height: rowsHeight)
    for (index, button) in throwButtons.enumerated() {
      let row = index / max(1, grid.columns)
      let inRow = min(grid.columns, throwButtons.count - row * grid.columns)
      // A short last row is centred under the full ones.
      let rowWidth = Double(inRow) * (grid.size.width + gap) - gap
      let left = buttonArea.midX - rowWidth / 2
      button.frame = Rect(
        x: left + Double(index - row * grid.columns) * (grid.size.width + gap),
        y: buttonArea.minY + Double(row) * (grid.size.height + gap), width: grid.size.width,
        height: grid.size.height)
    }
    // Between the header and the buttons: the status over the picture, or in a low half the
    // picture beside the status, so that neither shrinks to nothing.
    let rest = Rect(
      x: inner.minX, y: header.maxY + 2, width: inner.width,
      height: max(0, buttonArea.minY - (rowsHeight > 0 ? 6 : 0) - header.maxY - 2))
    let picture: Rect
    if rest.height >= statusHeight + 64 {
      // A third line for a long sentence in a narrow half, taken from the picture.
      let statusRoom = min(rest.height - 48, statusHeight * 1.6)
      statusLabel.frame = Rect(x: rest.minX, y: rest.minY, width: rest.width, height: statusRoom)
      let middle = Rect(
        x: rest.minX, y: rest.minY + statusRoom + 4, width: rest.width,
        height: rest.height - statusRoom - 4)
      let side = min(middle.width, middle.height)
      picture = middle.centered(Size(width: side, height: side))
      markLabel.frame = middle
    } else if rest.width * 0.7 - 8 >= 130 {
      let side = min(rest.height, rest.width * 0.3)
      picture = Rect(x: rest.minX, y: rest.midY - side / 2, width: side, height: side)
      statusLabel.frame = Rect(
        x: picture.maxX + 8, y: rest.minY, width: max(0, rest.width - side - 8), height: rest.height)
      markLabel.frame = picture
    } else {
      // Too narrow for both: the status alone, which says what was thrown, and "ready".
      picture = .zero
      statusLabel.frame = rest
      markLabel.frame = .zero
    }
    throwView.frame = picture
    // The mark ("?", a tick, a beat of the count) as big as its room allows, whole.
    let markSize = Theme.fontSize(0.6, of: min(picture.width, picture.height), minimum: 14, maximum: 96)
    markLabel.font = .bold(
      TextLayout.largestSize(
        fitting: [(markLabel.text, markLabel.frame.width)], font: .bold(markSize), measurer: measurer))
    guard !throwButtons.isEmpty else { return }
    let size = TextLayout.largestSize(
      fitting: throwButtons.map { ($0.title, $0.titleWidth) },
      font: .bold(
        Theme.fontSize(0.2, of: min(grid.size.width, grid.size.height * 1.4), minimum: 12, maximum: 24)),
      measurer: measurer)
    for button in throwButtons { button.font = .bold(size) }
  }

  /// The rows and columns that make `count` buttons in a `width` by `height` area biggest (the
  /// shorter side counts; a button too narrow for its title, or lower than 30, for less), and
  /// their size. A button is at most 110 high and not much higher than wide.
  static func grid(
    count: Int, width: Double, height: Double, gap: Double, titleWidth: Double
  ) -> (rows: Int, columns: Int, size: Size, fitsTitles: Bool) {
    var best = (rows: 1, columns: max(1, count), size: Size(width: 0, height: 0), fitsTitles: true)
    var bestScore = -1.0
    for rows in 1...max(1, count) {
      let columns = (count + rows - 1) / rows
      // A shape that leaves a row empty is the same as one with fewer rows.
      guard (rows - 1) * columns < count else { continue }
      let buttonWidth = max(0, (width - gap * Double(columns - 1)) / Double(columns))
      let buttonHeight = max(
        0, min(110, (height - gap * Double(rows - 1)) / Double(rows), max(48, buttonWidth * 1.1)))
      let fitsTitle = buttonWidth - 2 * min(10, buttonWidth * 0.06) >= titleWidth + 2
      // Too narrow for the title, or too low to tap at all, counts for less.
      let score = min(buttonWidth, buttonHeight) * (fitsTitle ? 1 : 0.75) * (buttonHeight >= 30 ? 1 : 0.5)
      if score > bestScore {
        bestScore = score
        best = (rows, columns, Size(width: buttonWidth, height: buttonHeight), fitsTitle)
      }
    }
    return best
  }
}
