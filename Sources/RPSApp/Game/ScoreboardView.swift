import GameCore
import Localization
import ViewKit

/// Both scores, and how far the match is: the round number, the target, and a pip for each win.
final class ScoreboardView: View {
  private let playerTitle = Label(text: tr("YOU"), font: .bold(14), color: Theme.player)
  private let computerTitle = Label(text: tr("COMPUTER"), font: .bold(14), color: Theme.computer)
  private let playerScore = Label(text: "0", font: .bold(40), color: Theme.text)
  private let computerScore = Label(text: "0", font: .bold(40), color: Theme.text)
  private let progress = Label(text: "", font: .system(15), color: Theme.secondaryText)
  private var match = Match()
  /// The progress in lines, each in parts that may go on lines of their own in a narrow board.
  private var progressLines: [(whole: String, parts: [String])] = []
  /// In place of "After round 3" where even that part alone does not fit: "Round 3".
  private var shortRound: (long: String, short: String)?
  private var playerPips: [Rect] = []
  private var computerPips: [Rect] = []
  /// The computer's side's name when someone else plays it (a rival of the ladder).
  var computerName: String? {
    didSet { setNeedsLayout() }
  }

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    identifier = "scoreboard"
    Theme.makePanel(self, fill: Theme.card, cornerRadius: 16)
    playerScore.identifier = "player-score"
    computerScore.identifier = "computer-score"
    progress.identifier = "match-progress"
    progress.numberOfLines = 2
    for label in [playerTitle, computerTitle, playerScore, computerScore, progress] { addSubview(label) }
  }

  func show(_ match: Match) {
    self.match = match
    playerScore.text = "\(match.score.player)"
    computerScore.text = "\(match.score.computer)"
    // Before the first throw, "no draws" read as a rule (draws not allowed).
    // TRANSLATORS: on the scoreboard before the first throw, under "Round 1 · first to 3": no draw has happened yet.
    let draws = match.rounds.isEmpty ? tr("no draws yet") : match.score.drawsInWords
    if match.isOver {
      // "Match over" on a line of its own, as short as "Round 3 · first to 3", so the end is
      // drawn no smaller than the rounds before it.
      let rounds = match.roundsInWords
      progressLines = [(tr("Match over"), [tr("Match over")]), (rounds + " · " + draws, [rounds, draws])]
      shortRound = nil
    } else {
      // Before the first throw, the round to play; after it, the round whose result is on the
      // board, until the next throw replaces it: "Round 2" over round 1's result read as if
      // round 2 had been played, and "Round 1" before and after the first throw as if the throw
      // had not counted.
      let round =
        match.rounds.isEmpty
        ? tr("Round %1$@", 1)
        // TRANSLATORS: on the scoreboard over the result of the round just played, until the next throw.
        : tr("After round %1$@", match.rounds.count)
      let length = trn("first to %1$@", "first to %1$@", match.targetWins)
      shortRound = match.rounds.isEmpty ? nil : (round, tr("Round %1$@", match.rounds.count))
      progressLines = [
        (round + " · " + length, [round, length]), (draws, [draws]),
      ]
    }
    progress.text = progressLines.map(\.whole).joined(separator: "\n")
    setNeedsLayout()
  }

  override func layoutSubviews() {
    let inner = bounds.insetBy(dx: 12, dy: 8)
    let singleRow = inner.width > inner.height * 2.6
    let sideWidth = singleRow ? inner.width * 0.26 : inner.width / 2
    let scoreArea: Rect
    let progressArea: Rect
    if singleRow {
      scoreArea = inner
      progressArea = inner.insetBy(dx: sideWidth, dy: 0)
    } else {
      let parts = inner.divided(atDistance: inner.height * 0.6, from: .top)
      scoreArea = parts.slice
      progressArea = parts.remainder
    }
    let left = Rect(x: scoreArea.minX, y: scoreArea.minY, width: sideWidth, height: scoreArea.height)
    let right = Rect(
      x: scoreArea.maxX - sideWidth, y: scoreArea.minY, width: sideWidth, height: scoreArea.height)
    let titleHeight = max(14, left.height * 0.26)
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    // A column too narrow for "COMPUTER" even in the smallest type says "CPU".
    let smallest = Font.bold(TextLayout.smallestLegibleSize)
    let computer = computerName?.uppercased() ?? tr("COMPUTER")
    // TRANSLATORS: a rival of the ladder on the scoreboard, where its name does not fit.
    let short = computerName == nil ? tr("CPU") : tr("RIVAL")
    computerTitle.text = measurer.size(of: computer, font: smallest).width <= sideWidth ? computer : short
    let titleFont = titleFontFitting(
      largest: Theme.fontSize(0.8, of: titleHeight, minimum: 10, maximum: 40), width: sideWidth)
    let scoreFont = Font.bold(Theme.fontSize(0.62, of: left.height - titleHeight, minimum: 18, maximum: 110))
    for (title, score, column) in [(playerTitle, playerScore, left), (computerTitle, computerScore, right)] {
      let parts = column.divided(atDistance: titleHeight, from: .top)
      title.frame = parts.slice
      title.font = titleFont
      score.frame = parts.remainder.inset(by: EdgeInsets(bottom: column.height * 0.18))
      score.font = scoreFont
    }
    progress.frame = progressArea
    let (shown, size) = progressArrangement(in: progressArea, measurer: measurer)
    progress.text = shown.joined(separator: "\n")
    progress.numberOfLines = shown.count
    progress.font = .system(size)
    // Each side's pips sit under its score, whatever the arrangement.
    layoutPips(
      top: left.maxY - left.height * 0.18, height: left.height * 0.16, width: sideWidth,
      under: (left.midX, right.midX))
  }

  /// The middle lines and their size: as large as the height allows, but never so large that a
  /// line must wrap and be cut: each line fits the width whole. "After round 2 · first to 3" on
  /// one line, or the round and the target on a line each, whichever draws them larger (on a
  /// phone held upright, the whole line fits its narrow middle only in small type); a line
  /// each too when the whole line does not fit even in the smallest type. Lines beyond what the
  /// height holds go, the draws first: a scoreboard says the round and the target before it
  /// says the draws.
  private func progressArrangement(
    in area: Rect, measurer: any TextMeasurer
  ) -> (lines: [String], size: Double) {
    let smallest = Font.system(TextLayout.smallestLegibleSize)
    func fitsInSmallestType(_ text: String) -> Bool {
      measurer.size(of: text, font: smallest).width <= area.width
    }
    let lineHeight = measurer.size(of: "Ag", font: smallest).height
    let room = max(1, Int(area.height / max(1, lineHeight)))
    func arranged(_ lines: [String]) -> (lines: [String], size: Double) {
      let kept = Array(lines.prefix(room))
      let font = Font.system(
        Theme.fontSize(0.6 / Double(kept.count), of: area.height, minimum: 10, maximum: 36))
      let size = TextLayout.largestSize(
        fitting: kept.map { ($0, area.width) }, font: font, measurer: measurer)
      return (kept, size)
    }
    // Too narrow for "After round 3" even in the smallest type, the round says "Round 3".
    var split = progressLines.flatMap(\.parts)
    if let shortRound, !fitsInSmallestType(shortRound.long) {
      split = split.map { $0 == shortRound.long ? shortRound.short : $0 }
    }
    let lines = progressLines.map(\.whole)
    guard lines.allSatisfy(fitsInSmallestType) else { return arranged(split) }
    let whole = arranged(lines)
    // A line each only when the height holds them all: the draws are not given up for size.
    let apart = arranged(split)
    return apart.size > whole.size && apart.lines.count == split.count ? apart : whole
  }

  /// Both titles in one size, the largest up to `largest` at which both fit their columns.
  private func titleFontFitting(largest: Double, width: Double) -> Font {
    .bold(
      TextLayout.largestSize(
        fitting: [(playerTitle.text, width), (computerTitle.text, width)], font: .bold(largest),
        measurer: window?.textMeasurer ?? ApproximateTextMeasurer()))
  }

  /// One pip per win needed, in a row under each side's column.
  private func layoutPips(top: Double, height: Double, width: Double, under centers: (Double, Double)) {
    let count = match.targetWins
    let diameter = max(0, min(height, 28, width / Double(count * 2)))
    let gap = diameter * 0.6
    let rowWidth = Double(count) * diameter + Double(count - 1) * gap
    func row(centeredAt x: Double) -> [Rect] {
      (0..<count).map { index in
        Rect(
          x: x - rowWidth / 2 + Double(index) * (diameter + gap), y: top + height / 2 - diameter / 2,
          width: diameter, height: diameter)
      }
    }
    playerPips = row(centeredAt: centers.0)
    computerPips = row(centeredAt: centers.1)
  }

  override func draw(in canvas: any Canvas, rect: Rect) {
    super.draw(in: canvas, rect: rect)
    for (pips, wins, color) in [
      (playerPips, match.score.player, Theme.player), (computerPips, match.score.computer, Theme.computer),
    ] {
      for (index, pip) in pips.enumerated() {
        let placed = pip.offsetBy(dx: rect.minX, dy: rect.minY)
        if index < wins {
          canvas.fill(placed, color: color, cornerRadius: pip.width / 2)
        } else {
          canvas.stroke(placed, color: color.withAlpha(0.7), lineWidth: 1.5, cornerRadius: pip.width / 2)
        }
      }
    }
  }
}
