/// A bar of buttons along the bottom of a screen, as UIKit's `UIToolbar`: its items' buttons sit
/// side by side in the middle.
@MainActor
public final class Toolbar: View {
  public static let height = 56.0

  public var items: [BarButtonItem] = [] {
    didSet { rebuild() }
  }

  public private(set) var buttons: [Button] = []

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    identifier = "toolbar"
  }

  private func rebuild() {
    for button in buttons { button.removeFromSuperview() }
    buttons = items.compactMap { item in
      item.onChange = { [weak self] in self?.rebuild() }
      return item.makeButton(identifier: "toolbar-item")
    }
    for button in buttons { addSubview(button) }
    setNeedsLayout()
  }

  public override func layoutSubviews() {
    let appearance = self.appearance
    for button in buttons { button.applyBarAppearance(appearance) }
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    let height = max(0, min(40, bounds.height - 12))
    let gap = 12.0
    var widths = buttons.map {
      min(bounds.width * 0.8, measurer.size(of: $0.title, font: $0.font).width + 32)
    }
    // Buttons too wide together for the bar share it: each narrows by the same share.
    let room = max(0, bounds.width - 16 - gap * Double(max(0, widths.count - 1)))
    let total = widths.reduce(0, +)
    if total > room { widths = widths.map { $0 * room / total } }
    var x = (bounds.width - widths.reduce(0, +) - gap * Double(max(0, widths.count - 1))) / 2
    for (button, width) in zip(buttons, widths) {
      button.frame = Rect(x: x, y: (bounds.height - height) / 2, width: width, height: height)
      x += width + gap
    }
  }

  /// The bar's fill, from the appearance, under any background colour of its own.
  public override func draw(in canvas: any Canvas, rect: Rect) {
    canvas.fill(rect, color: appearance.bar.background, cornerRadius: 0)
    super.draw(in: canvas, rect: rect)
  }
}

extension BarButtonItem {
  /// The button that shows this item in a bar, or nil when the item has nothing to show (an
  /// item without a title or image shows nothing, as in UIKit).
  func makeButton(identifier fallback: String) -> Button? {
    guard title?.isEmpty == false || image != nil else { return nil }
    let button = Button(title: title ?? "", image: image)
    button.identifier = identifier ?? fallback
    button.cornerRadius = 9
    button.isEnabled = isEnabled
    button.showsBadge = badge == .indicator
    button.action = { [weak self] in self?.press() }
    view = button
    return button
  }
}

extension Button {
  /// Gives a button in a bar (a bar button item's, a sheet's Done) the bar's look.
  func applyBarAppearance(_ appearance: Appearance) {
    font = appearance.fonts.barButton
    tintColor = appearance.bar.buttonTint
  }
}
