import Localization

/// The bar at the top of a navigation controller: the top item's title in the middle, its left
/// item (or a back button) and its right item at the sides.
@MainActor
public final class NavigationBar: View {
  public static let height = 52.0
  /// The narrowest a crowded bar makes a button.
  static let leastButtonWidth = 30.0
  /// The least room a title centred on the bar keeps from the buttons beside it.
  static let titleClearance = 32.0

  /// The title; its font and colour follow the appearance's bar.
  public let titleLabel = Label(
    font: Appearance.standard.fonts.barTitle, color: Appearance.standard.bar.title)
  public private(set) var leftButton: Button?
  /// The right items' buttons, outermost first.
  public private(set) var rightButtons: [Button] = []
  public var rightButton: Button? { rightButtons.first }
  /// The stretch of the bar between its left button and its right ones, in the bar's own
  /// coordinates: where the title goes, and what a passing notice may cover without hiding a
  /// button.
  public private(set) var titleSpace = Rect.zero
  /// Whether the title gives its place to something laid over it (a passing notice), so that
  /// none of it peeks out around what covers it.
  public var titleYields = false {
    didSet {
      guard titleYields != oldValue else { return }
      if titleYields { titleLabel.isHidden = true }
      setNeedsLayout()
    }
  }

  /// What the bar shows now; set by the navigation controller.
  private(set) var item: NavigationItem?
  private(set) var backItem: BarButtonItem?
  /// The right buttons with the items they show, for the items' compact titles.
  private var rightButtonItems: [(button: Button, item: BarButtonItem)] = []

  /// The bar's fill: the appearance's bar background unless set.
  @AppearanceDefault(\.bar.background) public var barColor: Color

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    identifier = "navigation-bar"
    addSubview(titleLabel)
  }

  /// Shows `item`, with a back button from `backItem` when the item has no left item of its own.
  func show(_ item: NavigationItem, backItem: BarButtonItem?) {
    self.item = item
    self.backItem = backItem
    titleLabel.text = item.title ?? ""
    leftButton?.removeFromSuperview()
    for button in rightButtons { button.removeFromSuperview() }
    leftButton = makeButton(for: item.leftBarButtonItem ?? backItem, identifier: "navigation-left")
    rightButtonItems = item.rightBarButtonItems.compactMap { barItem in
      makeButton(for: barItem, identifier: "navigation-right").map { ($0, barItem) }
    }
    rightButtons = rightButtonItems.map(\.button)
    // Tab follows the order of the subviews: left to right, as the bar is read (the right items
    // are listed outermost first).
    for button in [leftButton].compactMap({ $0 }) + rightButtons.reversed() { addSubview(button) }
    for item in [item.leftBarButtonItem, backItem] + item.rightBarButtonItems.map(Optional.some) {
      item?.onChange = { [weak self] in self?.refresh() }
    }
    setNeedsLayout()
  }

  func refresh() {
    guard let item else { return }
    show(item, backItem: backItem)
  }

  private func makeButton(for item: BarButtonItem?, identifier: String) -> Button? {
    item?.makeButton(identifier: identifier)
  }

  public override func layoutSubviews() {
    // The bar's title and buttons take their places at once, also inside a rotation's
    // animation: a title gliding across the buttons, or buttons growing, cannot be read.
    View.performWithoutAnimation { placeItems() }
  }

  private func placeItems() {
    let appearance = self.appearance
    titleLabel.font = appearance.fonts.barTitle
    titleLabel.textColor = appearance.bar.title
    for button in [leftButton].compactMap({ $0 }) + rightButtons {
      button.applyBarAppearance(appearance)
    }
    let margin = 8.0
    let buttonHeight = max(0, min(36, bounds.height - 12))
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    let maximumButtonWidth = bounds.width * 0.3
    var leftEdge = margin
    var rightEdge = bounds.width - margin
    func naturalWidth(of button: Button) -> Double {
      measurer.size(of: button.title, font: button.font).width + (button.image == nil ? 28 : 56)
    }
    // As UIKit does: a back button says the previous screen's title where it fits whole beside
    // the centred title (with no buttons on the right, all the room on the left of the title),
    // and "Back" where it does not.
    let showsBack = leftButton != nil && item?.leftBarButtonItem == nil && backItem != nil
    let centredTitle = measurer.size(of: titleLabel.text, font: titleLabel.font).width
    let besideTitle = (bounds.width - centredTitle) / 2 - margin * 2
    let backRoom = rightButtons.isEmpty ? max(maximumButtonWidth, besideTitle) : maximumButtonWidth
    func maximumWidth(of button: Button) -> Double {
      showsBack && button === leftButton ? backRoom : maximumButtonWidth
    }
    if showsBack, let leftButton, let backItem {
      leftButton.title = backItem.title ?? ""
      if naturalWidth(of: leftButton) > backRoom { leftButton.title = tr("‹ Back") }
    }
    var buttons = [leftButton].compactMap({ $0 }) + rightButtons
    for (button, barItem) in rightButtonItems { button.title = barItem.title ?? "" }
    // An item with a compact title uses it where its full title would be cut or shrunk.
    for (button, barItem) in rightButtonItems {
      let room = bounds.width - margin * Double(buttons.count + 1)
      let wanted = buttons.reduce(0) { $0 + min(maximumWidth(of: $1), naturalWidth(of: $1)) }
      guard barItem.title != nil, let compact = barItem.compactTitle,
        naturalWidth(of: button) > maximumWidth(of: button) || wanted > room
      else { continue }
      button.title = compact
    }
    // Buttons that would not fit side by side narrow together rather than overlap, their
    // titles in one type size: the largest at which every title fits (a button's edges keep
    // only what its own inset needs, at most 6% a side below 167 points). Shrinking every
    // button by one share instead would cut a title held to the widest a button may be
    // ("Historiq…") while the others still had room.
    func padding(of button: Button) -> Double {
      min(min(maximumWidth(of: button), naturalWidth(of: button)), button.image == nil ? 16 : 44)
    }
    // The narrowest a button holds its title whole at `size` (or keeps its least width): what
    // its face's inset takes, not the margins it is given where there is room.
    func holdingWidth(of button: Button, at size: Double) -> Double {
      let title = measurer.size(of: button.title, font: button.font.withSize(size)).width
      let least = min(NavigationBar.leastButtonWidth, naturalWidth(of: button))
      let holding =
        button.image == nil ? Button.faceWidth(holdingTitleWidth: title) : title + padding(of: button)
      return min(maximumWidth(of: button), max(least, holding))
    }
    func widths(of buttons: [Button]) -> [Double] {
      let room = bounds.width - margin * Double(buttons.count + 1)
      let wanted = buttons.reduce(0) { $0 + min(maximumWidth(of: $1), naturalWidth(of: $1)) }
      guard wanted > room, wanted > 0, let font = buttons.first?.font else {
        return buttons.map { min(maximumWidth(of: $0), naturalWidth(of: $0)) }
      }
      // A button of one short word or a symbol keeps a width a finger or a pointer can
      // still find, however small the type.
      func needed(at size: Double) -> [Double] {
        buttons.map { button in
          let title = measurer.size(of: button.title, font: button.font.withSize(size)).width
          let least = min(NavigationBar.leastButtonWidth, naturalWidth(of: button))
          return min(maximumWidth(of: button), max(least, title + padding(of: button)))
        }
      }
      var size = font.size
      var needs = needed(at: size)
      while size > TextLayout.smallestLegibleSize, needs.reduce(0, +) > room {
        size -= 1
        needs = needed(at: size)
      }
      let total = needs.reduce(0, +)
      guard total > 0 else { return needs }
      for button in buttons { button.font = button.font.withSize(size) }
      // Short of room even then, the buttons give up the margins beside their titles before
      // any title is cut, where that is enough.
      let holding = buttons.map { holdingWidth(of: $0, at: size) }
      let spare = needs.reduce(0, +) - holding.reduce(0, +)
      if total > room, holding.reduce(0, +) <= room, spare > 0 {
        let share = (room - holding.reduce(0, +)) / spare
        return zip(needs, holding).map { need, least in least + (need - least) * share }
      }
      // The room left over is shared in proportion; with too little room even for the
      // smallest type, every button gives up the same share.
      return needs.map { $0 * max(0, room) / total }
    }
    // Items that give way leave a bar whose buttons would otherwise have to narrow.
    let givingWay = rightButtonItems.filter { $0.item.givesWayWhenCrowded }.map(\.button)
    let wantedWithAll = buttons.reduce(0) { $0 + min(maximumWidth(of: $1), naturalWidth(of: $1)) }
    if !givingWay.isEmpty, wantedWithAll > bounds.width - margin * Double(buttons.count + 1) {
      buttons.removeAll { button in givingWay.contains { $0 === button } }
    }
    // Items that give way when full leave a bar whose titles would otherwise be cut.
    let givingWayWhenFull = rightButtonItems.filter { $0.item.givesWayWhenFull }.map(\.button)
    if !givingWayWhenFull.isEmpty {
      let room = bounds.width - margin * Double(buttons.count + 1)
      let smallestNeeds = buttons.reduce(0.0) { sum, button in
        sum + holdingWidth(of: button, at: TextLayout.smallestLegibleSize)
      }
      if smallestNeeds > room {
        buttons.removeAll { button in givingWayWhenFull.contains { $0 === button } }
      }
    }
    let shownWidths = widths(of: buttons)
    func width(of button: Button) -> Double {
      buttons.firstIndex { $0 === button }.map { shownWidths[$0] } ?? 0
    }
    let top = (bounds.height - buttonHeight) / 2
    if let leftButton {
      leftButton.frame = Rect(x: margin, y: top, width: width(of: leftButton), height: buttonHeight)
      leftEdge = leftButton.frame.maxX + margin
    }
    for button in rightButtons where buttons.contains(where: { $0 === button }) {
      let buttonWidth = width(of: button)
      button.frame = Rect(x: rightEdge - buttonWidth, y: top, width: buttonWidth, height: buttonHeight)
      rightEdge = button.frame.minX - margin
    }
    titleSpace = Rect(x: leftEdge, y: 0, width: max(0, rightEdge - leftEdge), height: bounds.height)
    // Centred on the bar when the title fits between the buttons there with room to spare;
    // otherwise centred in the space the buttons leave. A title centred on a wide bar but
    // crowded against a row of buttons looked pushed aside, with the bar's other half empty.
    var titleWidth = measurer.size(of: titleLabel.text, font: titleLabel.font).width
    let halfWidth = min(bounds.width / 2 - leftEdge, rightEdge - bounds.width / 2)
    if titleWidth / 2 + NavigationBar.titleClearance <= halfWidth {
      titleLabel.frame = Rect(
        x: bounds.width / 2 - halfWidth, y: 0, width: halfWidth * 2, height: bounds.height)
    } else {
      titleLabel.frame = Rect(x: leftEdge, y: 0, width: max(0, rightEdge - leftEdge), height: bounds.height)
      // A little smaller rather than cut; much smaller would not read as a title, and looked
      // out of place beside the buttons' larger type.
      let fitting = TextLayout.largestSize(
        fitting: [(titleLabel.text, titleLabel.frame.width)], font: titleLabel.font, measurer: measurer)
      titleLabel.font = titleLabel.font.withSize(max(fitting, titleLabel.font.size * 0.85))
      titleWidth = measurer.size(of: titleLabel.text, font: titleLabel.font).width
    }
    // Too little room for the whole title: leave the bar to its buttons rather than show a
    // title cut short.
    titleLabel.isHidden =
      titleYields || titleLabel.frame.width < 60 || titleWidth > titleLabel.frame.width + 0.5
    // A button that does not fit in the bar whole (a window narrower than the margins) is left
    // out rather than drawn across the bar's edge.
    for button in [leftButton].compactMap({ $0 }) + rightButtons {
      button.isHidden = !buttons.contains { $0 === button } || !bounds.contains(button.frame)
    }
  }

  public override func draw(in canvas: any Canvas, rect: Rect) {
    canvas.fill(rect, color: barColor, cornerRadius: 0)
    super.draw(in: canvas, rect: rect)
    canvas.fill(
      Rect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1), color: appearance.bar.hairline,
      cornerRadius: 0)
  }
}
