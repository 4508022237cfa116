import Foundation
import GameCore
import Localization
import ViewKit

/// The win rate over time as bars, one per day or week with matches, oldest on the left, with
/// guide lines at 0, 50 and 100% and the dates under them (each bar's where they fit, else the
/// first and last). When there are more periods than bars can be drawn legibly, the newest ones
/// are shown.
final class WinRateChartView: View {
  /// The narrowest slot a bar is drawn in.
  static let minimumSlotWidth = 6.0
  private(set) var timeline = WinRateTimeline()
  /// The bars that fit, newest last, as the last layout found.
  private(set) var shownPoints: [WinRateTimeline.Point] = []
  /// The axis' and the dates' type.
  var font = Font.system(12) {
    didSet {
      setNeedsLayout()
      setNeedsDisplay()
    }
  }

  private static let dateFormatter = makeFormatter(template: "d MMM")
  /// For a chart whose bars span more than one year.
  private static let yearDateFormatter = makeFormatter(template: "d MMM yyyy")

  private static func makeFormatter(template: String) -> DateFormatter {
    let formatter = DateFormatter()
    if Translations.isLocalized { formatter.locale = Translations.locale }
    formatter.setLocalizedDateFormatFromTemplate(template)
    return formatter
  }

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    identifier = "win-rate-chart"
  }

  func show(_ timeline: WinRateTimeline) {
    self.timeline = timeline
    setNeedsLayout()
    setNeedsDisplay()
  }

  /// What is left of `rect` for the bars once the percentages (as wide as "100%" measures)
  /// and the dates under them have their room.
  private func plotArea(in rect: Rect, measurer: any TextMeasurer) -> Rect {
    let axisWidth = measurer.size(of: "100%", font: font).width + 8
    let labelsHeight = font.size * 1.6
    return Rect(
      x: rect.minX + axisWidth, y: rect.minY + font.size * 0.6, width: max(0, rect.width - axisWidth),
      height: max(0, rect.height - labelsHeight - font.size * 0.6))
  }

  /// How many bars fit in `width`.
  static func capacity(width: Double) -> Int {
    max(1, Int(width / minimumSlotWidth))
  }

  override func layoutSubviews() {
    let plot = plotArea(in: bounds, measurer: window?.textMeasurer ?? ApproximateTextMeasurer())
    shownPoints = Array(timeline.points.suffix(WinRateChartView.capacity(width: plot.width)))
  }

  override func draw(in canvas: any Canvas, rect: Rect) {
    super.draw(in: canvas, rect: rect)
    let plot = plotArea(in: rect, measurer: canvas)
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
    guard !points.isEmpty else { return }
    let slot = plot.width / Double(points.count)
    let barWidth = max(2, min(slot * 0.7, 32))
    for (index, point) in points.enumerated() {
      let slotRect = Rect(x: plot.minX + slot * Double(index), y: plot.minY, width: slot, height: plot.height)
      guard point.winRate > 0 else {
        drawNoWin(in: slotRect, barWidth: barWidth, canvas: canvas)
        continue
      }
      let height = max(2, plot.height * point.winRate)
      let bar = Rect(
        x: slotRect.minX + (slot - barWidth) / 2, y: plot.maxY - height, width: barWidth, height: height)
      let color = point.winRate >= 0.5 ? Theme.win : Theme.loss
      canvas.fill(bar, color: color, cornerRadius: min(3, barWidth / 3))
      // Every bar says its value, as a day without a win does over its dot: a bar alone between
      // two labelled dots read as a block with no meaning.
      let words = "\(Int((point.winRate * 100).rounded()))%"
      if canvas.size(of: words, font: font).width <= slot - 2 {
        let top = max(plot.minY - font.size * 1.4, bar.minY - 2 - font.size * 1.4)
        Label.drawText(
          words, font: font, color: color, alignment: .center,
          in: Rect(x: slotRect.minX, y: top, width: slot, height: font.size * 1.4), canvas: canvas)
      }
    }
    drawDates(of: points, under: plot, in: rect, slot: slot, canvas: canvas)
  }

  /// A period played and not won: a bar of no height, drawn as a line, read as broken; a dot
  /// sits on the baseline instead, with "0%" over it where the slot has room for the words.
  private func drawNoWin(in slot: Rect, barWidth: Double, canvas: any Canvas) {
    let side = max(4, min(barWidth, 10))
    canvas.fill(
      Rect(x: slot.midX - side / 2, y: slot.maxY - side, width: side, height: side), color: Theme.loss,
      cornerRadius: side / 2)
    let words = WinRateChartView.noWinWords
    guard canvas.size(of: words, font: font).width <= slot.width - 2 else { return }
    Label.drawText(
      words, font: font, color: Theme.loss, alignment: .center,
      in: Rect(
        x: slot.minX, y: slot.maxY - side - 2 - font.size * 1.4, width: slot.width, height: font.size * 1.4),
      canvas: canvas)
  }

  /// What a period without a win says over its dot.
  static let noWinWords = "0%"

  /// The dates under the bars: each bar's where every date fits its slot, else the first and the
  /// last.
  private func drawDates(
    of points: [WinRateTimeline.Point], under plot: Rect, in rect: Rect, slot: Double, canvas: any Canvas
  ) {
    guard let first = points.first, let last = points.last else { return }
    let labels = Rect(x: plot.minX, y: plot.maxY + 2, width: plot.width, height: rect.maxY - plot.maxY - 2)
    let calendar = Calendar.current
    let formatter =
      calendar.component(.year, from: first.start) == calendar.component(.year, from: last.start)
      ? WinRateChartView.dateFormatter : WinRateChartView.yearDateFormatter
    let firstDate = formatter.string(from: first.start)
    // Few bars: each has its date under it where every date fits its slot; else the ends only.
    let dates = points.map { formatter.string(from: $0.start) }
    if points.count > 1, dates.allSatisfy({ canvas.size(of: $0, font: font).width <= slot - 6 }) {
      for (index, date) in dates.enumerated() {
        Label.drawText(
          date, font: font, color: Theme.secondaryText, alignment: .center,
          in: Rect(x: labels.minX + slot * Double(index), y: labels.minY, width: slot, height: labels.height),
          canvas: canvas)
      }
      return
    }
    if points.count == 1 {
      Label.drawText(
        firstDate, font: font, color: Theme.secondaryText, alignment: .center, in: labels, canvas: canvas)
      return
    }
    let halves = labels.divided(atDistance: labels.width / 2, from: .left)
    Label.drawText(
      firstDate, font: font, color: Theme.secondaryText, alignment: .left, in: halves.slice, canvas: canvas)
    Label.drawText(
      formatter.string(from: last.start), font: font, color: Theme.secondaryText,
      alignment: .right, in: halves.remainder, canvas: canvas)
  }
}
