/// Shows text. Text that does not fit wraps (up to ``numberOfLines``), then shrinks down to
/// ``minimumScaleFactor``, and only then ends with an ellipsis: nothing is cut off mid-glyph.
@MainActor
open class Label: View {
  public var text: String {
    didSet { if text != oldValue { setNeedsDisplay() } }
  }

  public var font: Font {
    didSet { setNeedsDisplay() }
  }

  public var textColor: Color {
    didSet { setNeedsDisplay() }
  }

  public var alignment: TextAlignment = .center {
    didSet { setNeedsDisplay() }
  }

  /// How many lines the text may take; 0 means as many as fit.
  public var numberOfLines = 1 {
    didSet { setNeedsDisplay() }
  }

  /// The smallest share of the font size the text may shrink to.
  public var minimumScaleFactor = 0.5

  public init(text: String = "", font: Font = .system(17), color: Color = .white, frame: Rect = .zero) {
    self.text = text
    self.font = font
    self.textColor = color
    super.init(frame: frame)
  }

  open override func draw(in canvas: any Canvas, rect: Rect) {
    super.draw(in: canvas, rect: rect)
    guard !text.isEmpty, !rect.isEmpty else { return }
    Label.drawText(
      text, font: font, color: textColor, alignment: alignment, in: rect, maximumLines: numberOfLines,
      minimumScale: minimumScaleFactor, canvas: canvas)
  }

  /// Lays out and draws fitted text as a block centred vertically in `rect`. Buttons and bars
  /// use it too, so all text in the app fits the same way.
  public static func drawText(
    _ text: String, font: Font, color: Color, alignment: TextAlignment, in rect: Rect, maximumLines: Int = 1,
    minimumScale: Double = 0.5, canvas: any Canvas
  ) {
    let layout = TextLayout(
      text: text, font: font, size: rect.size, maximumLines: maximumLines, minimumScale: minimumScale,
      measurer: canvas)
    let blockHeight = Double(layout.lines.count) * layout.lineHeight
    var top = rect.midY - blockHeight / 2
    for line in layout.lines {
      let lineRect = Rect(x: rect.minX, y: top, width: rect.width, height: layout.lineHeight)
      canvas.drawText(line, font: layout.font, color: color, in: lineRect, alignment: alignment)
      top += layout.lineHeight
    }
  }
}
