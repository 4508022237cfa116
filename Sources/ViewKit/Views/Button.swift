/// A push button with a title, an optional picture and an optional small caption (a key hint).
///
/// Its looks: filled with ``tintColor`` normally; lighter with a bright edge while the pointer
/// is over it; darker and pressed in while held; only an outline, dimmed, when disabled, so the
/// state reads without relying on colour.
@MainActor
open class Button: Control {
  public var title: String {
    didSet { setNeedsDisplay() }
  }

  public var image: Image? {
    didSet { setNeedsDisplay() }
  }

  /// A small second line under the title, such as the key that does the same.
  public var caption: String? {
    didSet { setNeedsDisplay() }
  }

  /// Whether a small dot on the top right corner says that something waits behind the button
  /// (a bar button item's badge).
  public var showsBadge = false {
    didSet { setNeedsDisplay() }
  }

  /// The badge's dot: red, as a badge is on every platform.
  public var badgeColor = Color(hex: 0xFF453A) {
    didSet { setNeedsDisplay() }
  }

  /// The title's font: the appearance's button font unless set.
  @AppearanceDefault(\.fonts.button) public var font: Font

  /// How many lines the title may wrap onto (as a `UIButton`'s title label's `numberOfLines`).
  public var numberOfLines = 1 {
    didSet { setNeedsDisplay() }
  }

  /// The fill: the appearance's control tint unless set.
  @AppearanceDefault(\.control.tint) public var tintColor: Color

  /// The title's and caption's colour: the appearance's control title colour unless set.
  @AppearanceDefault(\.control.title) public var titleColor: Color

  /// How much a disabled button's outline and picture are dimmed.
  static let disabledOpacity = 0.5

  /// The title's colour as drawn: a disabled button, with no fill, takes the appearance's.
  private var shownTitleColor: Color { isEnabled ? titleColor : appearance.control.disabledTitle }

  public init(title: String = "", image: Image? = nil, frame: Rect = .zero) {
    self.title = title
    self.image = image
    super.init(frame: frame)
    cornerRadius = 12
  }

  open override func draw(in canvas: any Canvas, rect: Rect) {
    let savedOpacity = canvas.opacity
    defer { canvas.opacity = savedOpacity }
    var face = rect
    if isHighlighted { face = rect.insetBy(dx: 2, dy: 2) }
    if isEnabled {
      let hovered = isHovered && !isHighlighted
      let fill =
        isHighlighted
        ? tintColor.mixed(with: .black, amount: 0.3)
        : hovered ? tintColor.mixed(with: .white, amount: 0.16) : tintColor
      canvas.fillGradient(
        face, top: fill.mixed(with: .white, amount: 0.12), bottom: fill, cornerRadius: cornerRadius)
      canvas.stroke(
        face, color: .white.withAlpha(hovered ? 0.55 : 0.18), lineWidth: hovered ? 2 : 1,
        cornerRadius: cornerRadius)
    } else {
      canvas.opacity = savedOpacity * Button.disabledOpacity
      canvas.stroke(face, color: shownTitleColor.withAlpha(0.8), lineWidth: 2, cornerRadius: cornerRadius)
    }
    drawContent(in: canvas, rect: Button.contentArea(of: face))
    if showsBadge { drawBadge(in: canvas, face: face) }
  }

  /// The dot sits in the corner's padding, inside the button, so it covers neither the title nor
  /// a neighbour.
  private func drawBadge(in canvas: any Canvas, face: Rect) {
    let side = max(6, min(10, face.height * 0.24))
    let inset = max(2, min(5, face.height * 0.1))
    let dot = Rect(x: face.maxX - inset - side, y: face.minY + inset, width: side, height: side)
    canvas.fill(dot.insetBy(dx: -1.5, dy: -1.5), color: tintColor, cornerRadius: side / 2 + 1.5)
    canvas.fill(dot, color: badgeColor, cornerRadius: side / 2)
  }

  private static func contentArea(of face: Rect) -> Rect {
    face.insetBy(dx: min(10, face.width * 0.06), dy: min(6, face.height * 0.06))
  }

  /// The narrowest face whose content area (``contentArea(of:)``) holds a title of
  /// `titleWidth` on one line, with no picture.
  static func faceWidth(holdingTitleWidth titleWidth: Double) -> Double {
    // Below 10 / 0.06 points the sides keep 6% each; above, 10 points each.
    titleWidth / 0.88 < 10 / 0.06 ? titleWidth / 0.88 : titleWidth + 20
  }

  /// Tall buttons stack the picture over the text; wide ones put it on the left.
  private static func stacksImage(in content: Rect) -> Bool { content.height >= content.width * 0.55 }

  /// How wide the title may be at the button's present size, beside or under its picture: for a
  /// row of buttons that should share one type size.
  public var titleWidth: Double {
    let content = Button.contentArea(of: bounds)
    guard image != nil, !Button.stacksImage(in: content), showsImageBeside(in: content) else {
      return content.width
    }
    return Button.widthBeside(in: content)
  }

  private static func widthBeside(in content: Rect) -> Double {
    max(0, content.width - min(content.height, content.width * 0.4) - 6)
  }

  /// A picture beside a title that would not fit there even in the smallest legible type gives
  /// its room to the title: a word is worth more than its picture.
  private func showsImageBeside(in content: Rect) -> Bool {
    let width = Button.widthBeside(in: content)
    let key = PictureFitKey(title: title, font: font, width: width, inWindow: window != nil)
    // Asked at every frame the button draws: the measurement is kept until what it depends on
    // changes.
    if let known = pictureFit, known.key == key { return known.fits }
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    let smallest = font.withSize(min(font.size, TextLayout.smallestLegibleSize))
    let fits = measurer.size(of: title, font: smallest).width <= width
    pictureFit = (key, fits)
    return fits
  }

  private struct PictureFitKey: Equatable {
    let title: String
    let font: Font
    let width: Double
    let inWindow: Bool
  }

  private var pictureFit: (key: PictureFitKey, fits: Bool)?

  private func drawContent(in canvas: any Canvas, rect: Rect) {
    let captionFont = font.withSize(max(11, font.size * 0.68)).withWeight(.regular)
    var textArea = rect
    if let image, Button.stacksImage(in: rect) || showsImageBeside(in: rect) {
      if Button.stacksImage(in: rect) {
        let textHeight = min(rect.height * 0.42, font.size * (caption == nil ? 1.4 : 2.4))
        let parts = rect.divided(atDistance: textHeight, from: .bottom)
        canvas.drawImage(image, in: parts.remainder.insetBy(dx: 0, dy: 2))
        textArea = parts.slice
      } else {
        let parts = rect.divided(atDistance: min(rect.height, rect.width * 0.4), from: .left)
        canvas.drawImage(image, in: parts.slice.insetBy(dx: 2, dy: 2))
        textArea = parts.remainder.inset(by: EdgeInsets(left: 6))
      }
    }
    // A disabled button's words are dimmed by their colour (the appearance's disabled title),
    // not by its opacity, so they stay legible on a light surface too.
    if !isEnabled, appearance.control.disabledTitle != appearance.control.title {
      canvas.opacity /= Button.disabledOpacity
    }
    guard let caption, !caption.isEmpty else {
      Label.drawText(
        title, font: font, color: shownTitleColor, alignment: .center, in: textArea,
        maximumLines: numberOfLines,
        canvas: canvas)
      return
    }
    // The title and its caption stay together, centred as one block in a tall button.
    let captionHeight = min(textArea.height * 0.4, captionFont.size * 1.3)
    let titleHeight = min(textArea.height - captionHeight, font.size * 1.4 * Double(max(1, numberOfLines)))
    let top = textArea.midY - (titleHeight + captionHeight) / 2
    Label.drawText(
      title, font: font, color: shownTitleColor, alignment: .center,
      in: Rect(x: textArea.minX, y: top, width: textArea.width, height: titleHeight),
      maximumLines: numberOfLines, canvas: canvas)
    Label.drawText(
      caption, font: captionFont, color: shownTitleColor, alignment: .center,
      in: Rect(x: textArea.minX, y: top + titleHeight, width: textArea.width, height: captionHeight),
      canvas: canvas)
  }
}
