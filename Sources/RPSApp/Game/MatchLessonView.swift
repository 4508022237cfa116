import GameCore
import ViewKit

/// The lesson of a match against a computer that learns (``MatchLessonWords``), on a card under
/// the throws once the match is over: a title, how it read the player, and one thing to try,
/// each wrapped, all in the largest type at which the three fit the card.
final class MatchLessonView: View {
  var words: MatchLessonWords? {
    didSet { if words != oldValue { setNeedsDisplay() } }
  }

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    identifier = "match-lesson"
    isHidden = true
    Theme.makePanel(self, fill: Theme.card, cornerRadius: 12)
  }

  /// The lesson's texts top to bottom, as drawn: the advice may be empty.
  private var parts: [(text: String, bold: Bool, color: Color)] {
    guard let words else { return [] }
    return [
      (words.title, true, Theme.text), (words.reading, false, Theme.secondaryText),
      (words.advice, true, Theme.draw),
    ].filter { !$0.text.isEmpty }
  }

  /// The card's height that holds the lesson wrapped to `width` in type of `size`: the board
  /// gives the lesson this much and no more, leaving the rest to the throws' cards.
  func height(fittingWidth width: Double, size: Double, measurer: any TextMeasurer) -> Double {
    let inner = width - Self.insets.width * 2
    guard inner > 0, !parts.isEmpty else { return 0 }
    let wrapped = parts.map {
      TextLayout.wrap($0.text, font: font(bold: $0.bold, size: size), width: inner, measurer: measurer)
    }
    return Self.height(of: wrapped, lineHeight: measurer.size(of: "Ag", font: .system(size)).height)
      + Self.insets.height * 2
  }

  /// The room between the card's edges and its words.
  private static let insets = Size(width: 14, height: 8)

  /// The height of wrapped parts, a part's lines together and a third of a line between parts.
  private static func height(of wrapped: [[String]], lineHeight line: Double) -> Double {
    Double(wrapped.joined().count) * line + Double(wrapped.count - 1) * line * 0.35
  }

  override func draw(in canvas: any Canvas, rect: Rect) {
    super.draw(in: canvas, rect: rect)
    let inner = rect.insetBy(dx: Self.insets.width, dy: Self.insets.height)
    let parts = self.parts
    guard !parts.isEmpty, inner.width > 0, inner.height > 0 else { return }
    // The largest type that fits, up to the board's own words: the card is made the height its
    // words need (see ``height(fittingWidth:size:measurer:)``), so a share of its height would
    // draw them smaller than it was made for. The type shrinks to the legible floor before any
    // line is given up.
    var size = 24.0
    func lines(at size: Double) -> [[String]] {
      parts.map {
        TextLayout.wrap($0.text, font: font(bold: $0.bold, size: size), width: inner.width, measurer: canvas)
      }
    }
    func height(of wrapped: [[String]], at size: Double) -> Double {
      Self.height(of: wrapped, lineHeight: canvas.size(of: "Ag", font: .system(size)).height)
    }
    var wrapped = lines(at: size)
    while size > TextLayout.smallestLegibleSize, height(of: wrapped, at: size) > inner.height {
      size -= 1
      wrapped = lines(at: size)
    }
    let line = canvas.size(of: "Ag", font: .system(size)).height
    // Centred in the card's height when there is room to spare.
    var top = inner.minY + max(0, (inner.height - height(of: wrapped, at: size)) / 2)
    for (part, partLines) in zip(parts, wrapped) {
      for text in partLines where top + line <= inner.maxY + 1 {
        Label.drawText(
          text, font: font(bold: part.bold, size: size), color: part.color, alignment: .center,
          in: Rect(x: inner.minX, y: top, width: inner.width, height: line), canvas: canvas)
        top += line
      }
      top += line * 0.35
    }
  }

  private func font(bold: Bool, size: Double) -> Font { bold ? .bold(size) : .system(size) }
}
