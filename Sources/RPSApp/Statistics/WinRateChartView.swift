import Foundation
import GameCore
import ViewKit

/// The win rate over time as bars, one per day or week with matches, oldest on the left, with
/// guide lines at 0, 50 and 100% and the dates of the first and last bar under them. When
/// there are more periods than bars can be drawn legibly, the newest ones are shown.
final class WinRateChartView: View {
  /// The narrowest slot a bar is drawn in.
  static let minimumSlotWidth = 6.0
  private(set) var timeline = WinRateTimeline()
  /// The bars that fit, newest last, as the last layout found.
  private(set) var shownPoints: [WinRateTimeline.Point] = []

  private static let dateFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.setLocalizedDateFormatFromTemplate("d MMM")
    return formatter
  }()

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    identifier = "win-rate-chart"
  }

  func show(_ timeline: WinRateTimeline) {
    self.timeline = timeline
    setNeedsLayout()
    setNeedsDisplay()
  }

  /// The axis's width and the labels' height for a size: what is left is the plot.
  private static func plot(in rect: Rect) -> (plot: Rect, axisFont: Font) {
    let font = Font.system(Theme.fontSize(0.07, of: rect.height, minimum: 10, maximum: 14))
    let axisWidth = font.size * 3.2
    let labelsHeight = font.size * 1.6
    let plot = Rect(
      x: rect.minX + axisWidth, y: rect.minY + font.size * 0.6, width: max(0, rect.width - axisWidth),
      height: max(0, rect.height - labelsHeight - font.size * 0.6))
    return (plot, font)
  }

  /// How many bars fit in `width`.
  static func capacity(width: Double) -> Int {
    max(1, Int(width / minimumSlotWidth))
  }

  override func layoutSubviews() {
    let plot = WinRateChartView.plot(in: bounds).plot
    shownPoints = Array(timeline.points.suffix(WinRateChartView.capacity(width: plot.width)))
  }

  override func draw(in canvas: any Canvas, rect: Rect) {
    super.draw(in: canvas, rect: rect)
    let (plot, font) = WinRateChartView.plot(in: rect)
    guard !plot.isEmpty else { return }
    for (share, label) in [(0.0, "0%"), (0.5, "50%"), (1.0, "100%")] {
      let y = plot.maxY - plot.height * share
      canvas.fill(
        Rect(x: plot.minX, y: y - 0.5, width: plot.width, height: 1), color: Theme.chartGuide, cornerRadius: 0
      )
      Label.drawText(
        label, font: font, color: Theme.secondaryText, alignment: .right,
        in: Rect(x: rect.minX, y: y - font.size, width: plot.minX - rect.minX - 6, height: font.size * 2),
        canvas: canvas)
    }
    let points = shownPoints
    guard let first = points.first, let last = points.last else { return }
    let slot = plot.width / Double(points.count)
    let barWidth = max(2, min(slot * 0.7, 32))
    for (index, point) in points.enumerated() {
      // A period with no win still shows a stub, so it reads as played and lost.
      let height = max(2, plot.height * point.winRate)
      let bar = Rect(
        x: plot.minX + slot * Double(index) + (slot - barWidth) / 2, y: plot.maxY - height, width: barWidth,
        height: height)
      canvas.fill(
        bar, color: point.winRate >= 0.5 ? Theme.win : Theme.loss, cornerRadius: min(3, barWidth / 3))
    }
    let labels = Rect(x: plot.minX, y: plot.maxY + 2, width: plot.width, height: rect.maxY - plot.maxY - 2)
    let firstDate = WinRateChartView.dateFormatter.string(from: first.start)
    if points.count == 1 {
      Label.drawText(
        firstDate, font: font, color: Theme.secondaryText, alignment: .center, in: labels, canvas: canvas)
      return
    }
    let halves = labels.divided(atDistance: labels.width / 2, from: .left)
    Label.drawText(
      firstDate, font: font, color: Theme.secondaryText, alignment: .left, in: halves.slice, canvas: canvas)
    Label.drawText(
      WinRateChartView.dateFormatter.string(from: last.start), font: font, color: Theme.secondaryText,
      alignment: .right, in: halves.remainder, canvas: canvas)
  }
}
