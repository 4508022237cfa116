import GameCore
import Localization
import ViewKit

/// One side's throw: who it is, a picture of the throw (or a question mark before the first
/// round), and its name. The winner's card lights up in the round's colour.
final class ThrowCardView: View {
  private let titleLabel: Label
  let imageView = ImageView()
  private let moveLabel = Label(text: "", font: .bold(18), color: Theme.text)
  /// The word under the picture: the throw's name, or that none is in yet.
  private var word = ""
  private let waitingLabel = Label(text: "?", font: .bold(64), color: Theme.secondaryText.withAlpha(0.6))
  private let accent: Color
  /// Where the picture rests, from the last layout.
  private var pictureFrame = Rect.zero
  /// Raised on the beat of the count; a layout keeps it raised.
  private(set) var isHandRaised = false

  private var title: String
  private var shortTitle: String

  /// `shortTitle` stands in for `title` on a card too narrow for it in the smallest type.
  init(title: String, shortTitle: String? = nil, accent: Color, identifier: String) {
    self.title = title.uppercased()
    self.shortTitle = (shortTitle ?? title).uppercased()
    titleLabel = Label(text: title.uppercased(), font: .bold(16), color: accent)
    self.accent = accent
    super.init()
    self.identifier = identifier
    imageView.identifier = identifier + "-image"
    moveLabel.identifier = identifier + "-move"
    Theme.makePanel(self, fill: Theme.card, cornerRadius: 18)
    for view in [titleLabel, waitingLabel, imageView, moveLabel] { addSubview(view) }
    show(nil, highlight: nil)
  }

  /// Names the card's side anew: a rival of the ladder in the computer's place.
  func rename(_ title: String, shortTitle: String? = nil) {
    self.title = title.uppercased()
    self.shortTitle = (shortTitle ?? title).uppercased()
    titleLabel.text = self.title
    setNeedsLayout()
  }

  /// Shows a throw, or none yet; `highlight` colours the border of the round's winner.
  func show(_ move: Move?, highlight: Color?) {
    imageView.image = move.map(Theme.image(for:))
    imageView.isHidden = move == nil
    waitingLabel.isHidden = move != nil
    word = move?.word ?? tr("Waiting…")
    moveLabel.text = word
    moveLabel.textColor = move == nil ? Theme.secondaryText : Theme.text
    setNeedsLayout()
    borderColor = highlight ?? Theme.cardEdge
    borderWidth = highlight == nil ? 1 : 4
  }

  /// Raises or lowers the hand (inside an animation, it moves).
  func raiseHand(_ raised: Bool) {
    isHandRaised = raised
    imageView.frame = handFrame
  }

  private var handFrame: Rect {
    // Raised by a seventh of its height, as far as the card has room above it.
    let lift = min(max(4, pictureFrame.height * 0.14), max(0, pictureFrame.minY))
    return isHandRaised ? pictureFrame.offsetBy(dx: 0, dy: -lift) : pictureFrame
  }

  /// A closed hand, shaken on each beat of the count before the reveal.
  func showHand() {
    imageView.image = Theme.image(for: .rock)
    imageView.isHidden = false
    waitingLabel.isHidden = true
    word = "…"
    moveLabel.text = word
    moveLabel.textColor = Theme.secondaryText
    borderColor = Theme.cardEdge
    borderWidth = 1
  }

  override func layoutSubviews() {
    let inner = bounds.insetBy(dx: 8, dy: 6)
    let labelHeight = max(16, min(64, inner.height * 0.12))
    let top = inner.divided(atDistance: labelHeight, from: .top)
    let bottom = top.remainder.divided(atDistance: labelHeight, from: .bottom)
    titleLabel.frame = top.slice
    moveLabel.frame = bottom.slice
    let font = Theme.fontSize(0.72, of: min(labelHeight, inner.width * 0.2), minimum: 11, maximum: 44)
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    let smallest = Font.bold(TextLayout.smallestLegibleSize)
    titleLabel.text = measurer.size(of: title, font: smallest).width <= inner.width ? title : shortTitle
    titleLabel.font = .bold(
      TextLayout.largestSize(fitting: [(titleLabel.text, inner.width)], font: .bold(font), measurer: measurer)
    )
    // The line under the picture fits whole: a card too narrow for "Waiting…" even in the
    // smallest type leaves it to the question mark, which says the same.
    let waiting = !waitingLabel.isHidden
    moveLabel.text = waiting && measurer.size(of: word, font: smallest).width > inner.width ? "" : word
    moveLabel.font = .bold(
      TextLayout.largestSize(fitting: [(moveLabel.text, inner.width)], font: .bold(font), measurer: measurer))
    let side = min(bottom.remainder.width, bottom.remainder.height) * 0.92
    pictureFrame = bottom.remainder.centered(Size(width: side, height: side))
    imageView.frame = handFrame
    waitingLabel.frame = bottom.remainder
    waitingLabel.font = .bold(max(18, side * 0.5))
  }
}
