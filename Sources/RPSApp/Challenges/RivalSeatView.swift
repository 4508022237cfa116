import GameCore
import Localization
import ViewKit

/// The rival at the table during a match: its portrait, its name and what it says after each
/// round. A rival that hides who it is shows a question mark for a face.
///
/// The board gives it a strip over the cards; ``layout(showingLine:)`` decides what fits, in
/// the order things give way: first the line, then the portrait's size.
@MainActor
final class RivalSeatView: View {
  let portrait: ImageView
  /// The face of a rival that hides who it is.
  private let mysteryFace = Label(text: "?", font: .bold(28), color: Theme.secondaryText)
  let nameLabel = Label(text: "", font: .bold(16), color: Theme.text)
  let lineLabel = Label(text: "", font: .system(15), color: Theme.text)
  /// Whether the strip had room for the line at the last layout.
  private(set) var showsLine = true

  init(rival: Rival) {
    portrait = ImageView(image: rival.portrait)
    super.init()
    identifier = "rival-seat"
    portrait.identifier = "rival-seat-portrait"
    nameLabel.identifier = "rival-seat-name"
    lineLabel.identifier = "rival-seat-line"
    Theme.makePanel(mysteryFace, fill: Theme.card, cornerRadius: 8)
    nameLabel.alignment = .left
    lineLabel.alignment = .left
    lineLabel.numberOfLines = 2
    lineLabel.minimumScaleFactor = 0.75
    for part in [portrait, mysteryFace, nameLabel, lineLabel] as [View] { addSubview(part) }
  }

  /// Shows the rival as `name`, hidden behind a question mark or with its face, saying `line`
  /// (quoted) or nothing yet.
  func show(name: String, color: Color, hidden: Bool, line: String?) {
    nameLabel.text = name
    nameLabel.textColor = hidden ? Theme.secondaryText : color.mixed(with: .white, amount: 0.35)
    portrait.isHidden = hidden
    mysteryFace.isHidden = !hidden
    let quoted = line.map { tr("“%1$@”", $0) } ?? ""
    if quoted != lineLabel.text {
      lineLabel.text = quoted
      // A new line fades in, like a word said, not a sign flipped.
      lineLabel.alpha = 0
      View.animate(withDuration: 0.3) { self.lineLabel.alpha = 1 }
    }
  }

  /// Lays the seat out in its bounds: the portrait a square at the left, the name and (when
  /// `showingLine`) the line beside it.
  func layout(showingLine: Bool) {
    showsLine = showingLine
    let side = bounds.height
    portrait.frame = Rect(x: 0, y: 0, width: side, height: side)
    mysteryFace.frame = portrait.frame
    mysteryFace.font = .bold(max(12, side * 0.55))
    let gap = max(6, side * 0.15)
    let text = Rect(x: side + gap, y: 0, width: max(0, bounds.width - side - gap), height: side)
    lineLabel.isHidden = !showingLine
    if showingLine {
      let parts = text.divided(atDistance: side * 0.36, from: .top)
      nameLabel.frame = parts.slice
      nameLabel.font = .bold(max(11, min(20, side * 0.26)))
      lineLabel.frame = parts.remainder
      lineLabel.font = .system(max(11, min(18, side * 0.24)))
    } else {
      nameLabel.frame = text
      nameLabel.font = .bold(max(11, min(20, side * 0.45)))
    }
  }
}
