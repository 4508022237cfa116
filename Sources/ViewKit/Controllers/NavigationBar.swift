/// The bar at the top of a navigation controller: the top item's title in the middle, its left
/// item (or a back button) and its right item at the sides.
@MainActor
public final class NavigationBar: View {
  public static let height = 52.0

  public let titleLabel = Label(font: .bold(19))
  public private(set) var leftButton: Button?
  public private(set) var rightButton: Button?

  /// What the bar shows now; set by the navigation controller.
  private(set) var item: NavigationItem?
  private(set) var backItem: BarButtonItem?

  public var barColor = Color(hex: 0x141A2B) {
    didSet { backgroundColor = barColor }
  }

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    identifier = "navigation-bar"
    backgroundColor = barColor
    addSubview(titleLabel)
  }

  /// Shows `item`, with a back button from `backItem` when the item has no left item of its own.
  func show(_ item: NavigationItem, backItem: BarButtonItem?) {
    self.item = item
    self.backItem = backItem
    titleLabel.text = item.title ?? ""
    leftButton?.removeFromSuperview()
    rightButton?.removeFromSuperview()
    leftButton = makeButton(for: item.leftBarButtonItem ?? backItem, identifier: "navigation-left")
    rightButton = makeButton(for: item.rightBarButtonItem, identifier: "navigation-right")
    for item in [item.leftBarButtonItem, item.rightBarButtonItem, backItem] {
      item?.onChange = { [weak self] in self?.refresh() }
    }
    setNeedsLayout()
  }

  func refresh() {
    guard let item else { return }
    show(item, backItem: backItem)
  }

  private func makeButton(for item: BarButtonItem?, identifier: String) -> Button? {
    guard let button = item?.makeButton(identifier: identifier) else { return nil }
    addSubview(button)
    return button
  }

  public override func layoutSubviews() {
    let margin = 8.0
    let buttonHeight = min(36, bounds.height - 12)
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    let maximumButtonWidth = bounds.width * 0.3
    var leftEdge = margin
    var rightEdge = bounds.width - margin
    for button in [leftButton, rightButton].compactMap({ $0 }) {
      let textWidth = measurer.size(of: button.title, font: button.font).width
      let width = min(maximumButtonWidth, textWidth + (button.image == nil ? 28 : 56))
      let x = button === leftButton ? margin : bounds.width - margin - width
      button.frame = Rect(x: x, y: (bounds.height - buttonHeight) / 2, width: width, height: buttonHeight)
      if button === leftButton {
        leftEdge = button.frame.maxX + margin
      } else {
        rightEdge = button.frame.minX - margin
      }
    }
    // Centred on the bar when the title fits between the buttons there; otherwise centred in
    // the space the buttons leave.
    let titleWidth = measurer.size(of: titleLabel.text, font: titleLabel.font).width
    let halfWidth = min(bounds.width / 2 - leftEdge, rightEdge - bounds.width / 2)
    if titleWidth / 2 <= halfWidth {
      titleLabel.frame = Rect(
        x: bounds.width / 2 - halfWidth, y: 0, width: halfWidth * 2, height: bounds.height)
    } else {
      titleLabel.frame = Rect(x: leftEdge, y: 0, width: max(0, rightEdge - leftEdge), height: bounds.height)
    }
  }

  public override func draw(in canvas: any Canvas, rect: Rect) {
    super.draw(in: canvas, rect: rect)
    canvas.fill(
      Rect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1), color: .white.withAlpha(0.08),
      cornerRadius: 0)
  }
}
