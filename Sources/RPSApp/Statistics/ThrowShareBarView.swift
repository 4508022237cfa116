import GameCore
import Localization
import ViewKit

/// How the player's throws divide between the moves: one bar cut into a segment per move in
/// its button's colour, and a legend with each move's share under it.
final class ThrowShareBarView: View {
  private(set) var rules = Rules.classic
  /// Each move's share of the throws, in the rules' order (all zero before the first round).
  private(set) var shares: [Double] = [0, 0, 0]
  /// The legend's type.
  var font = Font.bold(13) {
    didSet { setNeedsDisplay() }
  }

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    identifier = "throw-shares"
  }

  func show(_ statistics: GroupStatistics) {
    rules = statistics.rules
    shares = statistics.rules.moves.map { statistics.throwShare(of: $0) ?? 0 }
    setNeedsDisplay()
  }

  /// "Rock 40%" for each move.
  var legendEntries: [String] {
    zip(rules.moves, StatisticsWords.percents(shares)).map { move, percent in
      // TRANSLATORS: a throw and its share of your throws, "Rock 40%".
      tr("%1$@ %2$@", move.word, percent)
    }
  }

  /// The legend's columns and rows at `width`: as many columns as its widest entry allows.
  private func legendGrid(width: Double, measurer: any TextMeasurer) -> (columns: Int, rows: Int) {
    let entryWidth =
      (legendEntries.map { measurer.size(of: $0, font: font).width }.max() ?? 0) + font.size * 0.8 + 14
    let columns = max(1, min(shares.count, Int(width / max(1, entryWidth))))
    return (columns, (shares.count + columns - 1) / columns)
  }

  private func legendLineHeight(measurer: any TextMeasurer) -> Double {
    measurer.size(of: "Ag", font: font).height + 4
  }

  /// The height that shows a bar of full height and the whole legend at `width`.
  func naturalHeight(width: Double) -> Double {
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    let rows = legendGrid(width: width, measurer: measurer).rows
    return ThrowShareBarView.fullBarHeight + 8 + Double(rows) * legendLineHeight(measurer: measurer)
  }

  private static let fullBarHeight = 32.0

  override func draw(in canvas: any Canvas, rect: Rect) {
    super.draw(in: canvas, rect: rect)
    guard !rect.isEmpty else { return }
    let lineHeight = legendLineHeight(measurer: canvas)
    let swatch = font.size * 0.8
    let (columns, rows) = legendGrid(width: rect.width, measurer: canvas)
    let legendHeight = min(rect.height * 0.65, Double(rows) * lineHeight)
    let barHeight = max(6, min(ThrowShareBarView.fullBarHeight, rect.height - legendHeight - 8))
    let bar = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: barHeight)
    drawBar(in: bar, canvas: canvas)
    let columnWidth = rect.width / Double(columns)
    let rowHeight = legendHeight / Double(rows)
    for (index, (move, entry)) in zip(rules.moves, legendEntries).enumerated() {
      let cell = Rect(
        x: rect.minX + Double(index % columns) * columnWidth,
        y: bar.maxY + 8 + Double(index / columns) * rowHeight, width: columnWidth, height: rowHeight)
      let mark = Rect(x: cell.minX, y: cell.midY - swatch / 2, width: swatch, height: swatch)
      canvas.fill(mark, color: Theme.tint(for: move), cornerRadius: 3)
      let text = Rect(
        x: mark.maxX + 6, y: cell.minY, width: max(0, cell.maxX - mark.maxX - 8), height: cell.height)
      Label.drawText(
        entry, font: font, color: Theme.secondaryText, alignment: .left, in: text, canvas: canvas)
    }
  }

  private func drawBar(in bar: Rect, canvas: any Canvas) {
    canvas.fill(bar, color: Theme.chartGuide, cornerRadius: min(8, bar.height / 2))
    guard shares.contains(where: { $0 > 0 }) else { return }
    canvas.pushClip(bar)
    var left = bar.minX
    for (move, share) in zip(rules.moves, shares) where share > 0 {
      let width = bar.width * share
      canvas.fill(
        Rect(x: left, y: bar.minY, width: width, height: bar.height), color: Theme.tint(for: move),
        cornerRadius: 0)
      left += width
    }
    canvas.popClip()
  }
}
