import Localization
import ViewKit

/// "Match deleted · Undo": a short-lived bar at the foot of the window after a deletion, in place
/// of a question asked before it. Its Undo button, or Ctrl+Z, brings the matches back; when it
/// goes away (after ``shownSeconds``, or at a new deletion) the deletion is final.
@MainActor
final class UndoBar: View {
  /// How long the bar offers to undo.
  static let shownSeconds = 8.0

  // On the notices' slate in both styles: white words.
  let message = Label(text: "", font: .bold(15), color: Theme.controlText)
  let undoButton = Button(title: tr("Undo"))
  /// What the bar says Ctrl+Z does, beside the button.
  let hint = Label(text: "", font: .system(13), color: Theme.controlText.withAlpha(0.85))

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    identifier = "undo-bar"
    Theme.makePanel(self, fill: Theme.notice, cornerRadius: 12)
    message.alignment = .left
    hint.alignment = .right
    undoButton.identifier = "undo"
    undoButton.tintColor = Theme.accent
    undoButton.cornerRadius = 9
    hint.text = Command.undo.keyLabel
    for part in [message, hint, undoButton] { addSubview(part) }
  }

  /// The width the bar wants for its message, its hint and its button.
  func naturalWidth(measurer: any TextMeasurer) -> Double {
    measurer.size(of: message.text, font: message.font).width
      + measurer.size(of: hint.text, font: hint.font).width
      + measurer.size(of: undoButton.title, font: .bold(15)).width + 28 + 16 * 4
  }

  override func layoutSubviews() {
    let inner = bounds.insetBy(dx: 14, dy: 8)
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    undoButton.font = .bold(15)
    let buttonWidth = min(
      inner.width * 0.4, measurer.size(of: undoButton.title, font: undoButton.font).width + 28)
    let parts = inner.divided(atDistance: buttonWidth, from: .right)
    undoButton.frame = parts.slice
    let hintWidth = measurer.size(of: hint.text, font: hint.font).width
    // The key's name gives way first where the bar is narrow (a phone).
    let showsHint =
      parts.remainder.width - hintWidth - 16 >= measurer.size(of: message.text, font: message.font).width
    hint.isHidden = !showsHint
    let text = parts.remainder.divided(atDistance: showsHint ? hintWidth + 12 : 0, from: .right)
    hint.frame = text.slice.inset(by: EdgeInsets(right: 12))
    message.frame = text.remainder
    message.minimumScaleFactor = 0.75
  }
}
