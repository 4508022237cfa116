import ViewKit

/// One number with a word under it ("8 / WON"), as the statistics' summary card shows them.
/// The controller gives every tile the same type sizes, so a row reads as one.
final class StatisticTileView: View {
  let value = Label(text: "0", font: .bold(28), color: Theme.text)
  let caption: Label
  private let fullCaption: String
  private let shortCaption: String

  /// `shortCaption` is said instead of `caption` in a tile too narrow for it.
  init(caption text: String, shortCaption: String? = nil, color: Color, identifier: String) {
    caption = Label(text: text, font: .bold(11), color: Theme.secondaryText)
    fullCaption = text
    self.shortCaption = shortCaption ?? text
    super.init()
    self.identifier = identifier
    value.textColor = color
    value.identifier = identifier + "-value"
    addSubview(value)
    addSubview(caption)
  }

  func useShortCaption(_ short: Bool) {
    caption.text = short ? shortCaption : fullCaption
  }

  /// The number and the word, in these sizes.
  func setFonts(value valueSize: Double, caption captionSize: Double) {
    value.font = .bold(valueSize)
    caption.font = .bold(captionSize)
    setNeedsLayout()
  }

  /// The number over the word, the two centred together in the tile.
  override func layoutSubviews() {
    let valueHeight = min(bounds.height * 0.62, value.font.size * 1.25)
    let captionHeight = min(bounds.height - valueHeight, caption.font.size * 1.5)
    let top = (bounds.height - valueHeight - captionHeight) / 2
    value.frame = Rect(x: 0, y: top, width: bounds.width, height: valueHeight)
    caption.frame = Rect(x: 0, y: top + valueHeight, width: bounds.width, height: captionHeight)
  }
}
