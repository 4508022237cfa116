import GameCore
import Localization
import ViewKit

/// The rival at the table during a match: its portrait, its name and what it says after each
/// round. A rival that hides who it is shows a question mark for a face.
///
/// The board gives it a strip over the cards, and says whether the strip is high enough for the
/// line under the name (``showsLine``): things give way in that order, first the line, then the
/// portrait's size.
@MainActor
final class RivalSeatView: View {
  let portrait: ImageView
  /// The face of a rival that hides who it is.
  private let mysteryFace = Label(text: "?", font: .bold(28), color: Theme.secondaryText)
  let nameLabel = Label(text: "", font: .bold(16), color: Theme.text)
  let lineLabel = Label(text: "", font: .system(15), color: Theme.text)
  /// Whether the strip has room for the line under the name (in a lower strip it may still
  /// follow the name on its row).
  var showsLine = true {
    didSet { if showsLine != oldValue { setNeedsLayout() } }
  }

  /// The rounds played so far, the rival's throw above the player's: a habit is read off the
  /// table, not remembered. Shown at the strip's right end where the words leave room.
  private(set) var roundsShown: RoundStripView?
  private var rounds: [Round] = []
  /// The fewest tiles worth a strip: fewer show too little of a habit to read.
  static let fewestTiles = 3
  /// The least width the name and the line keep beside the rounds: the longest lines, in
  /// French, take two lines of it.
  static let leastWordsWidth = 180.0
  /// The rounds worth making the words narrower for: about two turns of a habit of three moves.
  static let roundsWorthShowing = 6

  init(rival: Rival) {
    portrait = ImageView(image: rival.portrait)
    super.init()
    identifier = "rival-seat"
    portrait.identifier = "rival-seat-portrait"
    nameLabel.identifier = "rival-seat-name"
    lineLabel.identifier = "rival-seat-line"
    Theme.makePanel(mysteryFace, fill: Theme.card, cornerRadius: 8)
    nameLabel.alignment = .left
    lineLabel.alignment = .left
    lineLabel.numberOfLines = 2
    lineLabel.minimumScaleFactor = 0.75
    for part in [portrait, mysteryFace, nameLabel, lineLabel] as [View] { addSubview(part) }
  }

  /// The line said, quoted, and a shorter one said instead where it does not fit whole.
  private var lines: (full: String, shorter: String?) = ("", nil)

  /// Shows the rival as `name`, hidden behind a question mark or with its face, saying `line`
  /// (quoted) or nothing yet; `shorterLine` where the seat is too small for `line` whole.
  /// `warns`: the line warns of the rival's counter, and stands out in the colour of a tell.
  func show(
    name: String, color: Color, hidden: Bool, line: String?, shorterLine: String? = nil, warns: Bool = false
  ) {
    lineLabel.textColor = warns ? Theme.draw : Theme.text
    nameLabel.text = name
    nameLabel.textColor = hidden ? Theme.secondaryText : color.mixed(with: .white, amount: 0.35)
    portrait.isHidden = hidden
    mysteryFace.isHidden = !hidden
    let quoted = line.map { tr("“%1$@”", $0) } ?? ""
    let said = lines.full
    lines = (quoted, shorterLine.map { tr("“%1$@”", $0) })
    if quoted != said {
      lineLabel.text = quoted
      // A new line fades in, like a word said, not a sign flipped.
      lineLabel.alpha = 0
      View.animate(withDuration: 0.3) { self.lineLabel.alpha = 1 }
      // Whether a line fits beside the name depends on its length.
      setNeedsLayout()
    }
  }

  /// Shows the match's rounds so far (none before the first).
  func showRounds(_ rounds: [Round]) {
    guard rounds != self.rounds else { return }
    self.rounds = rounds
    setNeedsLayout()
  }

  /// The portrait a square at the left, the name and the line beside it, and the rounds so far
  /// at the right where the words keep more than half the width.
  override func layoutSubviews() {
    let showingLine = showsLine
    let side = bounds.height
    portrait.frame = Rect(x: 0, y: 0, width: side, height: side)
    mysteryFace.frame = portrait.frame
    // Round like the portraits it stands in for.
    mysteryFace.cornerRadius = side / 2
    mysteryFace.font = .bold(max(12, side * 0.55))
    let gap = max(6, side * 0.15)
    let beside = max(0, bounds.width - side - gap)
    // The words come first: they keep what the line takes on one line, up to a little over half
    // the room (a longer line wraps in that), and never less than their own least; the rounds
    // take the rest, so a short line leaves room for more of them.
    let words = max(RivalSeatView.leastWordsWidth, wordsWidth(beside: beside, side: side))
    var stripWidth = layoutRounds(
      in: Rect(x: side + gap, y: 0, width: max(0, beside - words - gap), height: side))
    // A seat too narrow for the rounds a habit is read from gives them some of the words' room:
    // the line wraps smaller, but the rounds are what the player reads (at 800x600 only the last
    // three showed).
    let narrowest = narrowestWordsWidth(side: side)
    if (roundsShown?.tiles.count ?? 0) < min(rounds.count, RivalSeatView.roundsWorthShowing),
      words > narrowest, !showingLine || lineFitsWhole(width: narrowest, side: side)
    {
      stripWidth = layoutRounds(
        in: Rect(x: side + gap, y: 0, width: max(0, beside - narrowest - gap), height: side))
    }
    let text = Rect(
      x: side + gap, y: 0, width: max(0, beside - (stripWidth > 0 ? stripWidth + gap : 0)), height: side)
    lineLabel.isHidden = !showingLine
    if showingLine {
      let parts = text.divided(atDistance: side * 0.36, from: .top)
      nameLabel.frame = parts.slice
      nameLabel.font = .bold(max(11, min(20, side * 0.26)))
      lineLabel.frame = parts.remainder
      lineLabel.font = .system(max(11, min(18, side * 0.24)))
      lineLabel.numberOfLines = 2
      lineLabel.text = fittingLine(in: parts.remainder.size)
    } else {
      nameLabel.frame = text
      nameLabel.font = .bold(max(11, min(20, side * 0.45)))
      placeLineBesideTheName(in: text)
    }
  }

  /// Lays the last rounds that fit out at the right end of the seat, in at most `room`'s width,
  /// and returns the width they take (nothing where fewer than ``fewestTiles`` would fit).
  private func layoutRounds(in room: Rect) -> Double {
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    // The pictures as large as the seat's height allows under the round numbers, within reason.
    let numbers = RoundStripView.rowHeight(picture: 0, unit: 30 / 1.8, measurer: measurer)
    // The fewest tiles must fit, each with the gap after it.
    let perPicture = RoundStripView.tileWidth + RoundStripView.tileGap
    var picture = min(
      44, (room.height - numbers) / 2.3, room.width / (Double(RivalSeatView.fewestTiles) * perPicture))
    // The round numbers grow with the pictures: the whole strip must fit the seat's height.
    while picture > 14,
      RoundStripView.rowHeight(picture: picture, unit: picture / 1.8, measurer: measurer) > room.height
    {
      picture -= 1
    }
    let fitsHeight =
      RoundStripView.rowHeight(picture: picture, unit: picture / 1.8, measurer: measurer) <= room.height
    // More rounds read more of a habit than larger pictures of fewer: the pictures shrink a
    // little (never into small print) for as many rounds played as the room holds.
    let smallest = min(picture, max(RoundStripView.smallestPicture, picture * 0.8))
    let wanted = min(rounds.count, RoundStripView.mostRounds)
    while picture - 1 >= smallest, RoundStripView.count(fitting: room.width, picture: picture) < wanted {
      picture -= 1
    }
    let fitting =
      picture >= 14 && fitsHeight ? RoundStripView.count(fitting: room.width, picture: picture) : 0
    let count = fitting >= RivalSeatView.fewestTiles ? min(rounds.count, fitting) : 0
    if roundsShown?.tiles.count != count || roundsShown?.tiles.last?.number != rounds.count {
      roundsShown?.removeFromSuperview()
      roundsShown = count > 0 ? RoundStripView(lastOf: rounds, count: count) : nil
      roundsShown?.identifier = "rival-seat-rounds"
      if let strip = roundsShown { addSubview(strip) }
    }
    guard let strip = roundsShown else { return 0 }
    let width = RoundStripView.oneRowWidth(of: count, picture: picture)
    let height = RoundStripView.rowHeight(picture: picture, unit: picture / 1.8, measurer: measurer)
    strip.frame = Rect(x: bounds.width - width, y: (room.height - height) / 2, width: width, height: height)
    _ = strip.arrange(width: width, unit: picture / 1.8, alignment: .left, measurer: measurer)
    return width
  }

  /// The width the name and the line want beside a portrait of `side`, of the `beside` room:
  /// the line on one line where it takes at most a little over half of it, else that half.
  private func wordsWidth(beside: Double, side: Double) -> Double {
    guard showsLine else { return beside * 0.55 }
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    let name = measurer.size(of: nameLabel.text, font: .bold(max(11, min(20, side * 0.26)))).width
    let line = measurer.size(of: lines.full, font: .system(max(11, min(18, side * 0.24)))).width
    // A few points more than measured, so that the line's own layout never wraps it.
    return max(name, min(line + 8, beside * 0.55))
  }

  /// The least width the words take where the rounds need room: the name whole, and a line of
  /// a few words.
  private func narrowestWordsWidth(side: Double) -> Double {
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    let name = measurer.size(of: nameLabel.text, font: .bold(max(11, min(20, side * 0.26)))).width
    return max(120, name + 4)
  }

  /// Whether the line (or its shorter form) fits whole under the name in `width`, the seat
  /// `side` high: the rounds take no room that would cut it.
  private func lineFitsWhole(width: Double, side: Double) -> Bool {
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    let size = Size(width: width, height: side - side * 0.36)
    return [lines.full, lines.shorter].compactMap { $0 }.contains { line in
      !TextLayout(
        text: line, font: .system(max(11, min(18, side * 0.24))), size: size, maximumLines: 2,
        minimumScale: lineLabel.minimumScaleFactor, measurer: measurer
      ).isTruncated
    }
  }

  /// The full line where it fits `size` whole in the line's type, else the shorter one.
  private func fittingLine(in size: Size) -> String {
    guard let shorter = lines.shorter else { return lines.full }
    let layout = TextLayout(
      text: lines.full, font: lineLabel.font, size: size, maximumLines: lineLabel.numberOfLines,
      minimumScale: lineLabel.minimumScaleFactor, measurer: window?.textMeasurer ?? ApproximateTextMeasurer())
    return layout.isTruncated ? shorter : lines.full
  }

  /// In a strip too low for the line under the name, the line may still follow the name on
  /// its row, when it fits there whole.
  private func placeLineBesideTheName(in text: Rect) {
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    let nameWidth = measurer.size(of: nameLabel.text, font: nameLabel.font).width
    let font = Font.system(max(11, nameLabel.font.size * 0.8))
    let gap = nameLabel.font.size * 0.8
    let room = text.width - nameWidth - gap
    guard
      let line = [lines.full, lines.shorter].compactMap({ $0 }).first(where: {
        !$0.isEmpty && measurer.size(of: $0, font: font).width <= room
      })
    else { return }
    lineLabel.text = line
    nameLabel.frame = Rect(x: text.minX, y: text.minY, width: nameWidth, height: text.height)
    lineLabel.frame = Rect(x: text.minX + nameWidth + gap, y: text.minY, width: room, height: text.height)
    lineLabel.font = font
    lineLabel.numberOfLines = 1
    lineLabel.isHidden = false
  }
}
