import GameCore
import ViewKit

/// The rounds of a match against a rival, oldest first (the last twenty of a longer one): for
/// each, its number over a tile with the rival's throw above the player's, tinted and edged by
/// how the round went, as on the match card. Against a rival of habit, a ✓ under each round in
/// which the player threw what beats the habit's call, a ~ under each round in which the rival
/// broke its habit (so that a ✓ over a lost round explains itself), and the number of the round
/// they caught on in the colour of the sentence saying so, so a player sees when they caught on.
/// The tiles wrap into balanced rows when the card is too narrow for them at a readable size.
@MainActor
final class RoundStripView: View, CardStackFigure {
  /// One round as the strip shows it.
  struct Tile: Equatable {
    let number: Int
    let rival: Move
    let player: Move
    let outcome: Outcome
    /// Whether the player threw what beats the habit's call.
    let read: Bool
    /// Whether the rival threw other than its habit called for.
    var strayed = false
    /// Whether the rival's counter, warned of the round before, caught the player's read.
    var countered = false
  }

  /// The mark under a round in which the rival broke its habit: a shape no one takes for a ✓
  /// (the recap's caption says what it means, in the same shape).
  static let strayMark = "~"
  /// The mark under a round in which the rival's counter caught the player (never a stray: a
  /// rival always throws the counter it warned of), in the stray's place.
  static let counterMark = "✗"

  /// The most rounds shown: a longer match shows its last ones.
  nonisolated static let mostRounds = 20
  /// The smallest side a throw's picture is drawn at before the tiles wrap into another row.
  static let smallestPicture = 22.0

  let tiles: [Tile]
  /// Whether reads (and the rival's strays) are marked: against a rival of habit.
  let marksReads: Bool
  /// The round the player caught on to the habit in, if they did.
  let caughtOnRound: Int?
  /// Whether the reads are kept back for now: while the recap asks the player to name the
  /// habit, the ✓ under each round would answer for them.
  var holdsMarksBack = false {
    didSet {
      guard holdsMarksBack != oldValue else { return }
      for column in columns {
        for part in [column.number, column.tile, column.mark, column.stray] { part.removeFromSuperview() }
      }
      columns = tiles.map(makeColumn)
      setNeedsLayout()
    }
  }
  private var columns: [Column] = []

  /// The number, the tile with both throws, and the marks under it, of one round.
  private struct Column {
    let number: Label
    let tile: View
    let rival: ImageView
    let player: ImageView
    /// The ✓ of a read.
    let mark: Label
    /// The ~ of a stray, beside the ✓ when the round has both.
    let stray: Label
  }

  /// The rounds of `recap`'s match, reads marked against a rival of habit, and `caughtOnRound`
  /// (the round the recap's words name) marked as the one the player caught on in.
  convenience init(recap: RivalRecap, caughtOnRound: Int?) {
    let rounds = recap.match.rounds.enumerated().suffix(RoundStripView.mostRounds)
    self.init(
      tiles: rounds.map { index, round in
        Tile(
          number: index + 1, rival: round.computer, player: round.player, outcome: round.outcome,
          read: recap.readRounds.contains(index + 1), strayed: recap.strayedRounds.contains(index + 1),
          countered: recap.countersMissed.contains(index + 1)
            && recap.counterKind(inRound: index + 1) != .bluff)
      }, marksReads: recap.rival.hasHabit, caughtOnRound: recap.rival.hasHabit ? caughtOnRound : nil)
    identifier = "recap-rounds"
  }

  /// The last `count` of `rounds` (a match under way), numbered as played, with no reads marked:
  /// marking them would tell the habit being read.
  convenience init(lastOf rounds: [Round], count: Int) {
    let shown = rounds.enumerated().suffix(max(0, count))
    self.init(
      tiles: shown.map { index, round in
        Tile(
          number: index + 1, rival: round.computer, player: round.player, outcome: round.outcome, read: false)
      }, marksReads: false, caughtOnRound: nil)
  }

  private init(tiles: [Tile], marksReads: Bool, caughtOnRound: Int?) {
    self.tiles = tiles
    self.marksReads = marksReads
    self.caughtOnRound = caughtOnRound
    super.init()
    for tile in tiles { columns.append(makeColumn(for: tile)) }
  }

  /// A tile's width, in pictures: the picture and its padding (a tenth of it each side).
  static let tileWidth = 1.2
  /// The gap between two tiles, in pictures.
  static let tileGap = 1 / 6.0

  /// The width `count` tiles take in one row with pictures of side `picture`.
  static func rowWidth(of count: Int, picture: Double) -> Double {
    guard count > 0 else { return 0 }
    return Double(count) * picture * tileWidth + Double(count - 1) * picture * tileGap
  }

  /// The width to give a strip of `count` tiles that must stay on one row: the row and a gap
  /// more, so that rounding in ``arrange(width:unit:alignment:measurer:)`` never sends the last
  /// tile to a second row.
  static func oneRowWidth(of count: Int, picture: Double) -> Double {
    rowWidth(of: count, picture: picture) + picture * tileGap
  }

  /// How many tiles with pictures of side `picture` a row of `width` holds, counting a gap after
  /// each.
  static func count(fitting width: Double, picture: Double) -> Int {
    Int(width / (picture * (tileWidth + tileGap)) + 0.001)
  }

  /// The height one row takes with pictures of side `picture`, its numbers in type of `unit`.
  static func rowHeight(picture: Double, unit: Double, measurer: any TextMeasurer) -> Double {
    let numberFont = Font.bold(max(CardTextStack.smallestType, unit * 0.75))
    return measurer.size(of: "Ag", font: numberFont).height + 2.3 * picture
  }

  private func makeColumn(for tile: Tile) -> Column {
    let color = Theme.color(for: tile.outcome)
    let marks = marksReads && !holdsMarksBack
    let caughtOn = marks && tile.number == caughtOnRound
    let number = Label(text: "\(tile.number)", color: caughtOn ? Theme.draw : Theme.secondaryText)
    number.identifier = "recap-round-number-\(tile.number)"
    let box = View()
    box.identifier = "recap-round-\(tile.number)"
    box.backgroundColor = color.withAlpha(0.25)
    box.borderColor = color
    box.borderWidth = 2
    let rival = ImageView(image: Theme.image(for: tile.rival))
    let player = ImageView(image: Theme.image(for: tile.player))
    box.addSubview(rival)
    box.addSubview(player)
    let mark = Label(text: marks && tile.read ? "✓" : "", color: Theme.text)
    mark.identifier = "recap-read-\(tile.number)"
    mark.isHidden = mark.text.isEmpty
    // In the rival's colour, unlike the ✓: the rival did this, not the player.
    let rivalsMark =
      tile.strayed ? RoundStripView.strayMark : tile.countered ? RoundStripView.counterMark : ""
    let stray = Label(text: marks ? rivalsMark : "", color: Theme.computer)
    stray.identifier = "recap-stray-\(tile.number)"
    stray.isHidden = stray.text.isEmpty
    for part in [number, box, mark, stray] { addSubview(part) }
    return Column(number: number, tile: box, rival: rival, player: player, mark: mark, stray: stray)
  }

  /// The rounds whose ✓ shows, by number.
  var markedRounds: [Int] {
    zip(tiles, columns).filter { !$0.1.mark.isHidden }.map { $0.0.number }
  }

  /// The rounds whose ~ shows, by number.
  var strayMarkedRounds: [Int] {
    zip(tiles, columns).filter { !$0.1.stray.isHidden }.map { $0.0.number }
  }

  func arrange(width: Double, unit: Double, alignment: TextAlignment, measurer: any TextMeasurer) -> Double {
    // A card with no width for the strip shows none of it (a zero column would divide by zero).
    for part in columns {
      part.number.isHidden = width <= 0
      part.tile.isHidden = width <= 0
      part.mark.isHidden = width <= 0 || part.mark.text.isEmpty
      part.stray.isHidden = width <= 0 || part.stray.text.isEmpty
    }
    guard !tiles.isEmpty, width > 0 else { return 0 }
    let numberFont = Font.bold(max(CardTextStack.smallestType, unit * 0.75))
    let numberHeight = measurer.size(of: "Ag", font: numberFont).height
    // A picture, its padding and the gap to the next.
    let oneRow = (width / Double(tiles.count)) / (RoundStripView.tileWidth + RoundStripView.tileGap)
    // Never wider than the strip: in a card too narrow for the smallest tile, the tile shrinks.
    let picture = min(
      unit * 1.8, max(RoundStripView.smallestPicture, oneRow), width / RoundStripView.tileWidth)
    let padding = picture * 0.1
    let column = picture + 2 * padding
    let gap = picture * RoundStripView.tileGap
    let fitting = max(1, Int((width + gap) / (column + gap)))
    let markFont = markFont(unit: unit, column: column, measurer: measurer)
    let markHeight = marksReads ? measurer.size(of: "✓", font: markFont).height : 0
    let rows = (tiles.count + fitting - 1) / fitting
    // Balanced rows: twelve in two rows are six and six, not eleven and one.
    let perRow = (tiles.count + rows - 1) / rows
    let tileHeight = 2 * picture + 3 * padding
    let rowHeight = numberHeight + tileHeight + markHeight
    let rowGap = gap * 2
    for (index, part) in columns.enumerated() {
      let row = index / perRow
      let inRow = min(perRow, tiles.count - row * perRow)
      let rowWidth = Double(inRow) * column + Double(inRow - 1) * gap
      let left = alignment == .center ? (width - rowWidth) / 2 : 0
      let x = left + Double(index % perRow) * (column + gap)
      let y = Double(row) * (rowHeight + rowGap)
      part.number.font = numberFont
      part.number.frame = Rect(x: x, y: y, width: column, height: numberHeight)
      part.tile.frame = Rect(x: x, y: y + numberHeight, width: column, height: tileHeight)
      part.tile.cornerRadius = padding * 2
      part.rival.frame = Rect(x: padding, y: padding, width: picture, height: picture)
      part.player.frame = Rect(x: padding, y: 2 * padding + picture, width: picture, height: picture)
      let marks = Rect(x: x, y: y + numberHeight + tileHeight, width: column, height: markHeight)
      part.mark.font = markFont
      part.stray.font = markFont
      if part.mark.text.isEmpty || part.stray.text.isEmpty {
        part.mark.frame = marks
        part.stray.frame = marks
        part.mark.alignment = .center
        part.stray.alignment = .center
      } else {
        // Both marks: the ✓ and the ~ meet in the column's middle, a point apart.
        let half = marks.divided(atDistance: column / 2, from: .left)
        part.mark.frame = half.slice.inset(by: EdgeInsets(right: 1))
        part.mark.alignment = .right
        part.stray.frame = half.remainder.inset(by: EdgeInsets(left: 1))
        part.stray.alignment = .left
      }
    }
    return Double(rows) * rowHeight + Double(rows - 1) * rowGap
  }

  /// The marks' type: a little under the card's unit, and where a round has both marks, small
  /// enough for each to have half the column (never under the smallest type).
  private func markFont(unit: Double, column: Double, measurer: any TextMeasurer) -> Font {
    let font = Font.bold(max(CardTextStack.smallestType, unit * 0.9))
    guard tiles.contains(where: { $0.read && $0.strayed }) else { return font }
    let widest = max(
      measurer.size(of: "✓", font: font).width, measurer.size(of: RoundStripView.strayMark, font: font).width)
    let room = column / 2 - 1
    guard widest > room, widest > 0 else { return font }
    return font.withSize(max(CardTextStack.smallestType, (font.size * room / widest).rounded(.down)))
  }
}
