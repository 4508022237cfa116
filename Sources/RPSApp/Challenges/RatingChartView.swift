import GameCore
import Localization
import ViewKit

/// The course of the rating against Hard in the records: a dot at each match's end, oldest on
/// the left, joined by a line, over guide lines at the ranks' thresholds it spans and at Hard's
/// own rating, each labelled at the left; the latest dot says its rating. A number alone said
/// where the player stands, not whether the last days' matches took them anywhere.
final class RatingChartView: View {
  /// The ratings at each match's end, oldest first.
  private(set) var course: [Int] = []
  /// The rating before the first of them.
  private(set) var start = HardRating.starting
  /// The labels' type.
  var font = Font.system(12) {
    didSet { setNeedsDisplay() }
  }

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    identifier = "rating-chart"
  }

  func show(_ course: [Int], from start: Int) {
    self.course = course
    self.start = start
    setNeedsDisplay()
  }

  /// The ratings the chart spans: the course with room above and below, always showing where the
  /// player started and Hard's own rating, so that a climb reads as a climb toward it.
  var span: ClosedRange<Int> {
    let low = min(course.min() ?? HardRating.starting, HardRating.starting)
    let high = max(course.max() ?? HardRating.hardsOwn, HardRating.hardsOwn)
    return (low - 20)...(high + 20)
  }

  override func draw(in canvas: any Canvas, rect: Rect) {
    super.draw(in: canvas, rect: rect)
    let labelWidth = canvas.size(of: "0000", font: font).width + 8
    let plot = Rect(
      x: rect.minX + labelWidth, y: rect.minY + font.size * 0.8, width: max(0, rect.width - labelWidth - 48),
      height: max(0, rect.height - font.size * 1.6))
    guard !plot.isEmpty else { return }
    let span = span
    let y = { (rating: Int) in
      plot.maxY - plot.height * Double(rating - span.lowerBound) / Double(span.upperBound - span.lowerBound)
    }
    for rank in HardRating.Rank.allCases where span.contains(rank.lowest) {
      let isHards = rank.lowest == HardRating.hardsOwn
      let line = y(rank.lowest)
      canvas.fill(
        Rect(x: plot.minX, y: line - 0.5, width: plot.width, height: isHards ? 2 : 1),
        color: isHards ? Theme.computer.withAlpha(0.6) : Theme.chartGuide, cornerRadius: 0)
      Label.drawText(
        String(rank.lowest), font: font, color: isHards ? Theme.computer : Theme.secondaryText,
        alignment: .right,
        in: Rect(x: rect.minX, y: line - font.size, width: labelWidth - 6, height: font.size * 2),
        canvas: canvas)
      if isHards {
        // The line of Hard's own rating says whose it is, under its start, clear of the latest
        // rating's label at the far end.
        Label.drawText(
          HardRating.hardsOwnWords, font: font, color: Theme.computer, alignment: .left,
          in: Rect(x: plot.minX + 4, y: line + 2, width: plot.width / 2, height: font.size * 1.4),
          canvas: canvas)
      }
    }
    guard !course.isEmpty else { return }
    let step = course.count > 1 ? plot.width / Double(course.count - 1) : 0
    let points = course.enumerated().map { index, rating in
      Point(x: course.count > 1 ? plot.minX + step * Double(index) : plot.midX, y: y(rating))
    }
    for (from, to) in zip(points, points.dropFirst()) {
      canvas.fillPolygon(RatingChartView.segment(from: from, to: to, width: 2), color: Theme.player)
    }
    let dot = max(4, min(8, step * 0.5))
    for (index, point) in points.enumerated() {
      let rising = course[index] >= (index == 0 ? start : course[index - 1])
      canvas.fill(
        Rect(x: point.x - dot / 2, y: point.y - dot / 2, width: dot, height: dot),
        color: rising ? Theme.win : Theme.loss, cornerRadius: dot / 2)
    }
    if let last = points.last, let rating = course.last {
      Label.drawText(
        String(rating), font: .bold(font.size), color: Theme.text, alignment: .left,
        in: Rect(x: last.x + dot / 2 + 3, y: last.y - font.size, width: 44, height: font.size * 2),
        canvas: canvas)
    }
  }

  /// A line from `from` to `to`, `width` thick, as the four corners of a thin quadrilateral: the
  /// canvas fills polygons, and has no line of its own.
  static func segment(from: Point, to: Point, width: Double) -> [Point] {
    let dx = to.x - from.x
    let dy = to.y - from.y
    let length = max(0.001, (dx * dx + dy * dy).squareRoot())
    let nx = -dy / length * width / 2
    let ny = dx / length * width / 2
    return [
      Point(x: from.x + nx, y: from.y + ny), Point(x: to.x + nx, y: to.y + ny),
      Point(x: to.x - nx, y: to.y - ny), Point(x: from.x - nx, y: from.y - ny),
    ]
  }
}
