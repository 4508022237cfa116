import GameCore
import Localization
import ViewKit

/// The rival at the table during a match: its portrait, its name and what it says after each
/// round. A rival that hides who it is shows a question mark for a face.
///
/// The board gives it a strip over the cards, and says whether the strip is high enough for the
/// line under the name (``showsLine``): things give way in that order, first the line, then the
/// portrait's size.
@MainActor
final class RivalSeatView: View {
  let portrait: ImageView
  /// The face of a rival that hides who it is.
  private let mysteryFace = Label(text: "?", font: .bold(28), color: Theme.secondaryText)
  let nameLabel = Label(text: "", font: .bold(16), color: Theme.text)
  let lineLabel = Label(text: "", font: .system(15), color: Theme.text)
  /// Whether the strip has room for the line under the name (in a lower strip it may still
  /// follow the name on its row).
  var showsLine = true {
    didSet { if showsLine != oldValue { setNeedsLayout() } }
  }

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
      // Whether a line fits beside the name depends on its length.
      setNeedsLayout()
    }
  }

  /// The portrait a square at the left, the name and the line beside it.
  override func layoutSubviews() {
    let showingLine = showsLine
    let side = bounds.height
    portrait.frame = Rect(x: 0, y: 0, width: side, height: side)
    mysteryFace.frame = portrait.frame
    // Round like the portraits it stands in for.
    mysteryFace.cornerRadius = side / 2
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
      lineLabel.numberOfLines = 2
    } else {
      nameLabel.frame = text
      nameLabel.font = .bold(max(11, min(20, side * 0.45)))
      placeLineBesideTheName(in: text)
    }
  }

  /// In a strip too low for the line under the name, the line may still follow the name on
  /// its row, when it fits there whole.
  private func placeLineBesideTheName(in text: Rect) {
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    let nameWidth = measurer.size(of: nameLabel.text, font: nameLabel.font).width
    let font = Font.system(max(11, nameLabel.font.size * 0.8))
    let gap = nameLabel.font.size * 0.8
    let room = text.width - nameWidth - gap
    guard !lineLabel.text.isEmpty, measurer.size(of: lineLabel.text, font: font).width <= room else { return }
    nameLabel.frame = Rect(x: text.minX, y: text.minY, width: nameWidth, height: text.height)
    lineLabel.frame = Rect(x: text.minX + nameWidth + gap, y: text.minY, width: room, height: text.height)
    lineLabel.font = font
    lineLabel.numberOfLines = 1
    lineLabel.isHidden = false
  }
}
