import ViewKit

/// Where each part of the game goes for a size: tall holders stack the scoreboard, the board
/// and a row of throw buttons; wide holders put the board on the left and the scoreboard over a
/// column of throw buttons on the right.
public struct GameArrangement: Equatable, Sendable {
  public enum Shape: Sendable {
    case tall
    case wide

    /// Clearly wider than tall is `.wide`. A nearly square holder (as beside the history column
    /// on a pad) keeps the stacked arrangement, where the cards stay wide enough to read.
    public init(for size: Size) {
      self = size.width >= size.height * 1.2 ? .wide : .tall
    }
  }

  public let shape: Shape
  public let scoreboard: Rect
  public let playerCard: Rect
  public let versus: Rect
  public let computerCard: Rect
  public let result: Rect
  /// One rectangle per throw button, in the rules' order.
  public let throwButtons: [Rect]
  /// Where the "New match" button goes: the throw buttons' area (its middle, beside the cards).
  public let newMatchButton: Rect

  /// The arrangement chosen for a size.
  public init(size: Size, buttonCount: Int) {
    self.init(in: Rect(origin: .zero, size: size), buttonCount: buttonCount)
  }

  /// The arrangement chosen for `size` (the whole board's, by default the size of `bounds`),
  /// placed in `bounds`: a line over the game takes height from the board without turning its
  /// arrangement from stacked to side by side, which would move every part of it.
  /// `matchOver`: one New match button stands where the throws were; stacked, it and the
  /// result take lower rows than the throws and a round's result, and the board the height they
  /// leave (the lesson takes some of the cards').
  public init(in bounds: Rect, shapedFor size: Size? = nil, buttonCount: Int, matchOver: Bool = false) {
    self.init(
      shape: Shape(for: size ?? bounds.size), bounds: bounds, buttonCount: buttonCount, matchOver: matchOver)
  }

  private init(shape: Shape, bounds: Rect, buttonCount: Int, matchOver: Bool) {
    self.shape = shape
    let size = bounds.size
    let gap = Theme.gap(0.025, of: size, minimum: 6, maximum: 20)
    let board: Rect
    let buttonArea: Rect
    switch shape {
    case .tall:
      let scoreParts = bounds.divided(atDistance: clamp(size.height * 0.17, 60, 220), from: .top)
      scoreboard = scoreParts.slice
      let buttonsHeight = clamp(size.height * 0.17, 56, 220)
      // At a match's end the lesson joins the cards: New match and the result's lines take
      // less height than the throws and a round's result did, so the cards stay near their size.
      let buttonParts = scoreParts.remainder.divided(
        atDistance: matchOver ? min(buttonsHeight, clamp(size.height * 0.085, 52, 90)) : buttonsHeight,
        from: .bottom)
      buttonArea = buttonParts.slice
      let resultHeight = matchOver ? clamp(size.height * 0.1, 44, 140) : clamp(size.height * 0.12, 44, 170)
      let resultParts = buttonParts.remainder.insetBy(dx: 0, dy: gap)
        .divided(atDistance: resultHeight, from: .bottom)
      result = resultParts.slice.inset(by: EdgeInsets(top: gap * 0.5))
      board = resultParts.remainder
      throwButtons = GameArrangement.split(buttonArea, count: buttonCount, gap: gap, horizontally: true)
    case .wide:
      let columns = bounds.divided(atDistance: size.width * 0.6, from: .left)
      let right = columns.remainder.inset(by: EdgeInsets(left: gap))
      let scoreParts = right.divided(atDistance: clamp(size.height * 0.3, 70, 300), from: .top)
      scoreboard = scoreParts.slice
      buttonArea = scoreParts.remainder.inset(by: EdgeInsets(top: gap))
      let resultParts = columns.slice.divided(atDistance: clamp(size.height * 0.2, 44, 200), from: .bottom)
      result = resultParts.slice.inset(by: EdgeInsets(top: gap))
      board = resultParts.remainder
      throwButtons = GameArrangement.split(buttonArea, count: buttonCount, gap: gap, horizontally: false)
    }
    // Beside the cards the column's height is the throws', more than a button needs: New match
    // stands at its top, under the score it follows, rather than grow into a slab or float
    // apart from the score in the middle of a tall column.
    let newMatchHeight =
      shape == .wide ? min(buttonArea.height, max(88, buttonArea.width * 0.5)) : buttonArea.height
    newMatchButton = buttonArea.divided(atDistance: newMatchHeight, from: .top).slice
    // A board narrower than the smallest "VS" column gives it all its width, and the cards none.
    let versusWidth = min(board.width, clamp(board.width * 0.1, 28, 90))
    let cardWidth = (board.width - versusWidth) / 2
    playerCard = Rect(x: board.minX, y: board.minY, width: cardWidth, height: board.height)
    versus = Rect(x: playerCard.maxX, y: board.minY, width: versusWidth, height: board.height)
    computerCard = Rect(x: versus.maxX, y: board.minY, width: cardWidth, height: board.height)
  }

  /// Splits an area into equal cells along one direction.
  private static func split(_ area: Rect, count: Int, gap: Double, horizontally: Bool) -> [Rect] {
    guard count > 0 else { return [] }
    let total = (horizontally ? area.width : area.height) - gap * Double(count - 1)
    let length = max(0, total / Double(count))
    return (0..<count).map { index in
      let offset = Double(index) * (length + gap)
      return horizontally
        ? Rect(x: area.minX + offset, y: area.minY, width: length, height: area.height)
        : Rect(x: area.minX, y: area.minY + offset, width: area.width, height: length)
    }
  }
}

private func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
  min(high, max(low, value))
}
