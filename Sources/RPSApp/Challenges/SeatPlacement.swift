import ViewKit

/// How much of the board the rival's seat takes, for the board's size: a strip over the cards
/// of ``height`` (0: no seat), with its line when ``showsLine``. The cards keep at least two
/// thirds of the board: the line gives way first, then the portrait shrinks, then the seat goes.
struct SeatPlacement: Equatable {
  /// The strip's height with the line, at its largest on a board of an ordinary window's size.
  static let fullHeight = 84.0
  /// The strip's height at its largest on a large board, as a share of the board's height (up to
  /// ``tallestHeight``): the rounds beside the rival grow with the cards rather than stay small
  /// print beside cards half a screen high.
  static let largeBoardShare = 0.15
  static let tallestHeight = 124.0
  /// The lowest strip that still holds a line of words beside the portrait.
  static let lowestWithLine = 50.0
  /// The narrowest board whose strip holds the line beside the portrait and the name.
  static let narrowestWithLine = 240.0
  /// The smallest portrait worth showing.
  static let smallestPortrait = 22.0

  let height: Double
  let showsLine: Bool

  init(board: Size) {
    let largest = max(
      SeatPlacement.fullHeight, min(SeatPlacement.tallestHeight, board.height * SeatPlacement.largeBoardShare)
    )
    let room = min(largest, board.height / 3, max(0, board.height * 0.2 + 12))
    if room >= SeatPlacement.lowestWithLine, board.width >= SeatPlacement.narrowestWithLine {
      height = room
      showsLine = true
    } else if room >= SeatPlacement.smallestPortrait, board.width >= SeatPlacement.smallestPortrait * 4 {
      // Without its line the strip needs only the name's height: the cards get the rest back.
      height = min(room, 40)
      showsLine = false
    } else {
      height = 0
      showsLine = false
    }
  }
}
