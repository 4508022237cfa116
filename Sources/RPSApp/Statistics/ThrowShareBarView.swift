import GameCore
import ViewKit

/// How the player's throws divide between the moves: one bar cut into a segment per move in
/// its button's colour, and a legend with each move's share under it.
final class ThrowShareBarView: View {
  private(set) var rules = Rules.classic
  /// Each move's share of the throws, in the rules' order (all zero before the first round).
  private(set) var shares: [Double] = [0, 0, 0]

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
    zip(rules.moves, shares).map { move, share in "\(move.name) \(StatisticsWords.percent(share))" }
  }

  override func draw(in canvas: any Canvas, rect: Rect) {
    super.draw(in: canvas, rect: rect)
    guard !rect.isEmpty else { return }
    let font = Font.bold(Theme.fontSize(0.14, of: rect.height, minimum: 10, maximum: 15))
    let lineHeight = canvas.size(of: "Ag", font: font).height + 4
    let swatch = font.size * 0.8
    let entryWidth =
      (legendEntries.map { canvas.size(of: $0, font: font).width }.max() ?? 0) + swatch + 14
    let columns = max(1, min(shares.count, Int(rect.width / max(1, entryWidth))))
    let rows = (shares.count + columns - 1) / columns
    let legendHeight = min(rect.height * 0.6, Double(rows) * lineHeight)
    let barHeight = max(6, min(36, rect.height - legendHeight - 8))
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
