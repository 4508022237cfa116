import ViewKit

/// One arrangement of a screen that ``GameController`` hosts: a banner panel along one edge and
/// the holder for the hosted screen in the rest. The portrait and the landscape arrangement are
/// two containers of this type with different styles; a new arrangement is a new style.
public final class ContainerView: View {
  /// Where the banner goes and how it sets out its words.
  public enum Style: Sendable {
    /// Across the top: the icon, then the words on one line and the tagline under them.
    case marquee
    /// Down the left side: the icon on top, then one word under another in its colour.
    case rail
  }

  public let style: Style
  /// The slot for the hosted screen's view. It does not size what it holds: the hosted
  /// controller's `setup(size:)` does, with the holder's size.
  public let holder = View()
  private let panel = View()
  private let icon = ImageView(image: Image(named: "icon"))
  /// The marquee's one line of words.
  private let wordmark = Label(text: "", font: .bold(22), color: Theme.text)
  private let tagline = Label(text: "", font: .system(14), color: Theme.secondaryText)
  /// The rail's words, one label each.
  private var railWords: [Label] = []
  /// Which of the rail's words stand upright, a character under another, as Chinese and Japanese
  /// run down a spine: turned a quarter like Latin words, their characters lay on their sides.
  private(set) var stackedWords: [Bool] = []

  public init(style: Style, identifier: String) {
    self.style = style
    super.init()
    self.identifier = identifier
    holder.identifier = identifier.replacingOccurrences(of: "container", with: "holder")
    Theme.makePanel(panel, fill: Theme.table, cornerRadius: 16)
    wordmark.alignment = .left
    tagline.alignment = .left
    panel.addSubview(icon)
    if style == .marquee {
      panel.addSubview(wordmark)
      panel.addSubview(tagline)
    }
    addSubview(panel)
    addSubview(holder)
  }

  /// Shows `banner` in the panel.
  public func show(_ banner: Banner) {
    wordmark.text = banner.words.map(\.text).joined(separator: " · ")
    tagline.text = banner.tagline
    if style == .rail {
      for word in railWords { word.removeFromSuperview() }
      stackedWords = banner.words.map { ContainerView.standsUpright($0.text) }
      railWords = zip(banner.words, stackedWords).map { word, stacked in
        let label = Label(
          text: stacked ? word.text.map(String.init).joined(separator: "\n") : word.text, font: .bold(16),
          color: word.color)
        label.numberOfLines = stacked ? 0 : 1
        return label
      }
      for word in railWords { panel.addSubview(word) }
    }
    setNeedsLayout()
  }

  public override func draw(in canvas: any Canvas, rect: Rect) {
    canvas.fillGradient(rect, top: Theme.backgroundTop, bottom: Theme.backgroundBottom, cornerRadius: 0)
  }

  public override func layoutSubviews() {
    // The panel runs along the top (marquee) or down the left (rail); the margin follows its
    // length, and the holder takes the rest.
    let isMarquee = style == .marquee
    let margin = max(6, min(24, (isMarquee ? bounds.width : bounds.height) * 0.03))
    let thickness =
      isMarquee ? max(44, min(110, bounds.height * 0.09)) : max(80, min(180, bounds.width * 0.11))
    let parts = bounds.insetBy(dx: margin, dy: margin)
      .divided(atDistance: thickness, from: isMarquee ? .top : .left)
    panel.frame = parts.slice
    holder.frame = parts.remainder.inset(
      by: isMarquee ? EdgeInsets(top: margin * 0.75) : EdgeInsets(left: margin * 0.75))
    if isMarquee { layoutMarquee() } else { layoutRail() }
  }

  private func layoutMarquee() {
    let inner = panel.bounds.insetBy(dx: 10, dy: 6)
    let iconSide = min(inner.height, inner.width)
    icon.frame = Rect(x: inner.minX, y: inner.minY, width: iconSide, height: iconSide)
    let text = Rect(
      x: icon.frame.maxX + 10, y: inner.minY, width: max(0, inner.maxX - icon.frame.maxX - 10),
      height: inner.height)
    let lines = text.divided(atDistance: text.height * 0.6, from: .top)
    wordmark.font = .bold(Theme.fontSize(0.5, of: lines.slice.height, minimum: 12, maximum: 40))
    tagline.font = .system(Theme.fontSize(0.75, of: lines.remainder.height, minimum: 10, maximum: 22))
    wordmark.frame = lines.slice
    tagline.frame = lines.remainder
  }

  /// Whether `text` is all characters that stand upright down a spine: CJK ideographs, kana
  /// and hangul.
  static func standsUpright(_ text: String) -> Bool {
    !text.isEmpty
      && text.unicodeScalars.allSatisfy { scalar in
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF: true
        default: false
        }
      }
  }

  private func layoutRail() {
    let inner = panel.bounds.insetBy(dx: 8, dy: 12)
    let iconSide = min(inner.width, inner.height)
    icon.frame = Rect(x: inner.minX, y: inner.minY, width: iconSide, height: iconSide)
    // The words always run down the rail, as on a book's spine: across it they fit only
    // small, and a rail read across on one screen and down on the next looked unfinished.
    layoutSpine(
      from: icon.frame.maxY + 16, in: inner, measurer: window?.textMeasurer ?? ApproximateTextMeasurer())
  }

  /// The words run down the rail from `top`, turned a quarter as on a book's spine, in one size
  /// at which they all fit its length.
  private func layoutSpine(from top: Double, in inner: Rect, measurer: any TextMeasurer) {
    let gap = 12.0
    // Each word's slot is two points longer than the word: the room is what is left for words.
    let room = max(
      0, inner.maxY - top - gap * Double(max(0, railWords.count - 1)) - 2 * Double(railWords.count))
    var font = Font.bold(Theme.fontSize(0.4, of: inner.width, minimum: 10, maximum: 22))
    // A word's length down the rail: a Latin word's width, turned; an upright one's characters,
    // a line each.
    func along(_ index: Int, at font: Font) -> Double {
      let word = railWords[index]
      guard stackedWords[index] else { return measurer.size(of: word.text, font: font).width }
      let lines = word.text.split(separator: "\n").count
      return Double(lines) * measurer.size(of: "国", font: font).height
    }
    func length(at font: Font) -> Double {
      railWords.indices.reduce(0) { $0 + along($1, at: font) }
    }
    // Type does not narrow exactly in step with its size: down half a point at a time.
    while length(at: font) > room, font.size > TextLayout.smallestLegibleSize {
      font = font.withSize(max(TextLayout.smallestLegibleSize, font.size - 0.5))
    }
    // Words that do not all fit, even at the smallest legible size, all give way to the icon:
    // "ROCK PAPER" without its SCISSORS read as a fault.
    let fits = length(at: font) <= room
    var top = top
    for (index, word) in railWords.enumerated() {
      let slot = Rect(x: inner.minX, y: top, width: inner.width, height: along(index, at: font) + 2)
      word.font = font
      if stackedWords[index] {
        word.frame = slot
        word.transform = .identity
      } else {
        // The frame is the upright one; the turn about its centre lays it along the slot.
        word.frame = Rect(
          x: slot.midX - slot.height / 2, y: slot.midY - slot.width / 2, width: slot.height,
          height: slot.width)
        word.transform = AffineTransform(rotationAngle: .pi / 2)
      }
      word.isHidden = !fits
      top = slot.maxY + gap
    }
  }
}
