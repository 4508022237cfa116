import GameCore
import Localization
import ViewKit

/// What the engine expected the player to throw in the round just played, as a small bar
/// chart, and which of its strategies is in charge.
final class InsightView: View {
  private var bars: [(move: Move, share: Double, played: Bool)] = []
  private var strategy = ""
  private var message: String?

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    Theme.makePanel(self, fill: Theme.card, cornerRadius: 12)
  }

  func show(_ insight: EngineInsight, rules: Rules) {
    let forecast = insight.forecast
    bars = rules.moves.map { move in (move, forecast[move] ?? 0, move == insight.round.player) }
    strategy = InsightWords.sentence(for: insight)
    message = nil
    setNeedsDisplay()
  }

  func showMessage(_ text: String) {
    bars = []
    message = text
    setNeedsDisplay()
  }

  override func draw(in canvas: any Canvas, rect: Rect) {
    super.draw(in: canvas, rect: rect)
    let inner = rect.insetBy(dx: 10, dy: 6)
    // A title row, a row per move, and two rows for the sentence. The type grows with the panel
    // as far as the board's own words do, so on a large screen it is not small print beside
    // large cards.
    let evenRow = inner.height / Double(max(3, bars.count) + 3)
    let font = Theme.fontSize(0.62, of: evenRow, minimum: 10, maximum: 26)
    if let message {
      Label.drawText(
        message, font: .system(max(13, font)), color: Theme.secondaryText, alignment: .center, in: inner,
        maximumLines: 3,
        canvas: canvas)
      return
    }
    // Where the sentence's lines would not fit in two rows (a small window, five moves), it
    // takes the room it needs for up to three lines, at most nearly half the panel, and the bar
    // rows close up.
    let textLine = canvas.size(of: "Ag", font: .system(font)).height
    let sentenceLines = min(
      3, TextLayout.wrap(strategy, font: .system(font), width: inner.width, measurer: canvas).count)
    let sentenceHeight = max(2 * evenRow, min(Double(sentenceLines) * textLine + 1, inner.height * 0.45))
    let lineHeight = (inner.height - sentenceHeight) / Double(bars.count + 1)
    var top = inner.minY
    Label.drawText(
      title(fitting: inner.width, font: font, canvas: canvas), font: .bold(font), color: Theme.text,
      alignment: .left, in: Rect(x: inner.minX, y: top, width: inner.width, height: lineHeight),
      canvas: canvas)
    top += lineHeight
    let nameWidth = inner.width * 0.3
    let percentWidth = inner.width * 0.2
    for (bar, percent) in zip(bars, StatisticsWords.percents(bars.map(\.share))) {
      let row = Rect(x: inner.minX, y: top, width: inner.width, height: lineHeight)
      let color = bar.played ? Theme.player : Theme.secondaryText
      Label.drawText(
        bar.move.word, font: bar.played ? .bold(font) : .system(font), color: color, alignment: .left,
        in: row.divided(atDistance: nameWidth, from: .left).slice, canvas: canvas)
      let track = Rect(
        x: row.minX + nameWidth, y: row.midY - lineHeight * 0.25,
        width: inner.width - nameWidth - percentWidth,
        height: lineHeight * 0.5)
      canvas.fill(track, color: Color.white.withAlpha(0.08), cornerRadius: track.height / 2)
      let filled = Rect(
        x: track.minX, y: track.minY, width: track.width * min(1, max(0, bar.share)), height: track.height)
      canvas.fill(
        filled, color: Theme.tint(for: bar.move).mixed(with: .white, amount: 0.2),
        cornerRadius: track.height / 2)
      Label.drawText(
        percent, font: .system(font), color: color, alignment: .right,
        in: row.divided(atDistance: percentWidth, from: .right).slice, canvas: canvas)
      top += lineHeight
    }
    Label.drawText(
      strategy, font: .system(font), color: Theme.secondaryText, alignment: .left,
      in: Rect(x: inner.minX, y: top, width: inner.width, height: sentenceHeight), maximumLines: 3,
      canvas: canvas)
  }

  /// The title in full where it fits, shrunk no smaller than the legible floor; in a narrower
  /// panel a shorter one, since a title ending in "…" leaves the player guessing what the bars mean.
  private func title(fitting width: Double, font: Double, canvas: any Canvas) -> String {
    let full = tr("What the computer expected you to throw")
    let smallest = max(min(font, TextLayout.smallestLegibleSize), (font * 0.5).rounded(.down))
    return canvas.size(of: full, font: .bold(smallest)).width <= width ? full : tr("The computer's forecast")
  }
}
