import ViewKit

/// One number with a word under it ("8 / WON"), as the statistics' summary card shows them.
final class StatisticTileView: View {
  let value = Label(text: "0", font: .bold(28), color: Theme.text)
  let caption: Label

  init(caption text: String, color: Color, identifier: String) {
    caption = Label(text: text, font: .bold(11), color: Theme.secondaryText)
    super.init()
    self.identifier = identifier
    value.textColor = color
    value.identifier = identifier + "-value"
    addSubview(value)
    addSubview(caption)
  }

  override func layoutSubviews() {
    let parts = bounds.divided(atDistance: bounds.height * 0.62, from: .top)
    value.frame = parts.slice
    value.font = .bold(Theme.fontSize(0.8, of: parts.slice.height, minimum: 14, maximum: 44))
    caption.frame = parts.remainder
    caption.font = .bold(Theme.fontSize(0.7, of: parts.remainder.height, minimum: 9, maximum: 15))
  }
}
