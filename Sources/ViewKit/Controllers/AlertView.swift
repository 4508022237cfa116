/// An alert's full-window view: the dimmed backdrop, and the centred panel with the title, the
/// message and the buttons. The panel keeps a comfortable reading width on a large window,
/// grows with a very large one, and gives what room there is on a small one: the text wraps and
/// then shrinks, and two buttons that do not fit side by side are stacked.
@MainActor
final class AlertView: View {
  private unowned let alert: AlertController
  let panel = View()
  let titleLabel = Label()
  let messageLabel = Label()
  private var buttons: [Button] = []

  /// The panel's width on an ordinary window, before it grows with a very large one.
  static let readingWidth = 400.0
  static let buttonHeight = 44.0

  init(alert: AlertController) {
    self.alert = alert
    super.init()
    identifier = "alert"
    panel.identifier = "alert-panel"
    panel.clipsToBounds = true
    titleLabel.identifier = "alert-title"
    titleLabel.numberOfLines = 0
    messageLabel.identifier = "alert-message"
    messageLabel.numberOfLines = 0
    addSubview(panel)
    panel.addSubview(titleLabel)
    panel.addSubview(messageLabel)
  }

  func showButtons(_ buttons: [Button]) {
    self.buttons = buttons
    for button in buttons { panel.addSubview(button) }
    setNeedsLayout()
  }

  /// How much larger than its ordinary size the alert is drawn: 1 up to a 1280x800 window, then
  /// in step with the window, up to twice (a 4K screen at one pixel per point).
  static func scale(for size: Size) -> Double {
    max(1, min(2, min(size.width / 1280, size.height / 800)))
  }

  /// True when the buttons sit side by side: two at most, each title fitting its half.
  static func buttonsFitInRow(
    _ titles: [String], font: Font, width: Double, gap: Double, measurer: any TextMeasurer
  ) -> Bool {
    guard titles.count <= 2, !titles.isEmpty else { return titles.isEmpty }
    let each = (width - gap * Double(titles.count - 1)) / Double(titles.count)
    return titles.allSatisfy { measurer.size(of: $0, font: font).width + 24 <= each }
  }

  override func layoutSubviews() {
    let look = appearance.alert
    let scale = AlertView.scale(for: bounds.size)
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    let margin = min(24 * scale, bounds.width * 0.04, bounds.height * 0.04)
    let width = max(0, min(bounds.width - margin * 2, AlertView.readingWidth * scale))
    let padding = min(20 * scale, width * 0.07)
    let room = max(0, bounds.height - margin * 2)
    // Gaps shrink with a window too small for them, so the buttons keep what room there is.
    let gap = min(12 * scale, room * 0.04, width * 0.04)
    let inner = max(0, width - padding * 2)

    titleLabel.text = alert.title ?? ""
    titleLabel.font = look.titleFont.withSize((look.titleFont.size * scale).rounded())
    titleLabel.textColor = look.title
    messageLabel.text = alert.message ?? ""
    messageLabel.font = look.messageFont.withSize((look.messageFont.size * scale).rounded())
    messageLabel.textColor = look.message
    messageLabel.isHidden = messageLabel.text.isEmpty
    panel.backgroundColor = look.panel
    panel.borderColor = look.edge
    panel.borderWidth = 1
    panel.cornerRadius = 14 * scale
    for (index, button) in buttons.enumerated() {
      alert.style(button, for: index, appearance: look, scale: scale)
      button.cornerRadius = 10 * scale
    }

    // The buttons first: they must stay whole however little room there is.
    let inRow = AlertView.buttonsFitInRow(
      buttons.map(\.title), font: buttons.first?.font ?? look.buttonFont, width: inner, gap: gap,
      measurer: measurer)
    let rows = inRow ? min(1, buttons.count) : buttons.count
    let spacing = gap * Double(max(0, rows - 1))
    let buttonHeight = max(
      0, min(AlertView.buttonHeight * scale, (room - padding * 2 - spacing) / Double(max(1, rows))))
    let buttonsHeight = buttonHeight * Double(rows) + spacing

    // Then the text, at its natural height, or shrunk (the labels wrap and scale) to fit.
    let titleHeight = naturalHeight(of: titleLabel, width: inner, measurer: measurer)
    let messageHeight =
      messageLabel.isHidden ? 0 : naturalHeight(of: messageLabel, width: inner, measurer: measurer)
    let textGap = titleHeight > 0 && messageHeight > 0 ? gap * 0.6 : 0
    let textRoom = max(0, room - padding * 2 - buttonsHeight - gap * 1.5)
    var shownTitle = titleHeight
    var shownMessage = messageHeight
    if titleHeight + textGap + messageHeight > textRoom {
      shownTitle = min(titleHeight, messageHeight > 0 ? textRoom * 0.4 : textRoom)
      shownMessage = max(0, textRoom - shownTitle - textGap)
    }
    let textHeight = shownTitle + textGap + shownMessage
    let height = min(room, padding * 2 + textHeight + (textHeight > 0 ? gap * 1.5 : 0) + buttonsHeight)
    panel.frame = Rect(
      x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(), width: width,
      height: max(0, height))

    titleLabel.frame = Rect(x: padding, y: padding, width: inner, height: shownTitle)
    messageLabel.frame = Rect(
      x: padding, y: padding + shownTitle + textGap, width: inner, height: shownMessage)
    let buttonsTop = max(0, panel.frame.height - padding - buttonsHeight)
    if inRow {
      let each = (inner - gap * Double(max(0, buttons.count - 1))) / Double(max(1, buttons.count))
      for (index, button) in buttons.enumerated() {
        button.frame = Rect(
          x: padding + Double(index) * (each + gap), y: buttonsTop, width: max(0, each), height: buttonHeight)
      }
    } else {
      for (index, button) in buttons.enumerated() {
        button.frame = Rect(
          x: padding, y: buttonsTop + Double(index) * (buttonHeight + gap), width: inner, height: buttonHeight
        )
      }
    }
  }

  /// The height `label`'s text takes when it wraps at `width` without shrinking.
  private func naturalHeight(of label: Label, width: Double, measurer: any TextMeasurer) -> Double {
    guard !label.text.isEmpty, width > 0 else { return 0 }
    let layout = TextLayout(
      text: label.text, font: label.font, size: Size(width: width, height: 100_000),
      maximumLines: 0, minimumScale: 1, measurer: measurer)
    return (Double(layout.lines.count) * layout.lineHeight).rounded(.up)
  }

  /// The backdrop: everything behind the alert is dimmed, and takes no click.
  override func draw(in canvas: any Canvas, rect: Rect) {
    canvas.fill(rect, color: appearance.alert.backdrop, cornerRadius: 0)
  }
}
