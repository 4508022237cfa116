import ViewKit

/// A help page's paragraphs, wrapped to the view's width; when they do not all fit, the lines
/// scroll (``scroll(by:)``) and ``shownLines`` says which are shown.
@MainActor
final class ProseView: View {
  var paragraphs: [HelpParagraph] = [] {
    didSet {
      firstLine = 0
      setNeedsLayout()
    }
  }
  /// The type size of running text; headings are a little larger and bold.
  var fontSize = 16.0 {
    didSet { setNeedsLayout() }
  }
  private var lines: [(text: String, font: Font, color: Color, height: Double)] = []
  private var firstLine = 0
  private(set) var shownLines: Range<Int> = 0..<0
  var lineCount: Int { lines.count }

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    identifier = "help-prose"
    clipsToBounds = true
  }

  /// Moves the lines shown by `delta`, within the first and the last.
  func scroll(by delta: Int) {
    firstLine = max(0, min(max(0, lines.count - shownLines.count), firstLine + delta))
    setNeedsLayout()
  }

  /// The height all the lines take at `width`, for a panel that sizes itself to them.
  func naturalHeight(width: Double) -> Double {
    wrapped(width: width).reduce(0) { $0 + $1.height }
  }

  private func wrapped(width: Double) -> [(text: String, font: Font, color: Color, height: Double)] {
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    var result: [(String, Font, Color, Double)] = []
    for (index, paragraph) in paragraphs.enumerated() {
      let heading: Bool
      if case .heading = paragraph { heading = true } else { heading = false }
      let font: Font = heading ? .bold(fontSize + 2) : .system(fontSize)
      let lineHeight = (font.size * 1.45).rounded()
      if index > 0 { result.append(("", font, Theme.text, (fontSize * 0.6).rounded())) }
      for line in TextLayout.wrap(paragraph.text, font: font, width: max(1, width), measurer: measurer) {
        result.append((line, font, Theme.text, lineHeight))
      }
    }
    return result
  }

  override func layoutSubviews() {
    lines = wrapped(width: bounds.width)
    var height = 0.0
    var fitting = 0
    for line in lines.dropFirst(firstLine) {
      guard height + line.height <= bounds.height + 0.5 else { break }
      height += line.height
      fitting += 1
    }
    firstLine = max(0, min(firstLine, lines.count - max(1, fitting)))
    shownLines = firstLine..<min(lines.count, firstLine + max(fitting, lines.isEmpty ? 0 : 1))
  }

  override func draw(in canvas: any Canvas, rect: Rect) {
    var top = rect.minY
    for index in shownLines where lines.indices.contains(index) {
      let line = lines[index]
      if !line.text.isEmpty {
        canvas.drawText(
          line.text, font: line.font, color: line.color,
          in: Rect(x: rect.minX, y: top, width: rect.width, height: line.height), alignment: .left)
      }
      top += line.height
    }
  }
}
