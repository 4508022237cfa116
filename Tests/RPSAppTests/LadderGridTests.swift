import Testing
import ViewKit

@testable import RPSApp

/// How the ladder's cards share their area: nine rivals, as the Masters have, leave no hole
/// that reads as a card missing.
@Suite("The ladder's grid of cards")
struct LadderGridTests {
  /// How many of `count` cards the grid's last row holds.
  private func cardsInLastRow(of grid: LadderGrid, count: Int) -> Int {
    count - (grid.rows - 1) * grid.columns
  }

  @Test(
    "Nine cards in five columns: the short last row is centred, its margins even on both sides",
    arguments: [Size(width: 790, height: 600), Size(width: 1600, height: 900)])
  func shortLastRowIsCentred(area: Size) throws {
    let grid = LadderGrid(area: area, count: 9, gap: 10)
    try #require(
      cardsInLastRow(of: grid, count: 9) < grid.columns, "the area divides evenly: \(grid.columns) columns")

    let first = grid.frame(at: 9 - cardsInLastRow(of: grid, count: 9))
    let last = grid.frame(at: 8)

    #expect(first.minX > 0, "the short row starts at the left edge, leaving a hole on its right")
    #expect(
      abs(first.minX - (area.width - last.maxX)) < 0.001,
      "left \(first.minX), right \(area.width - last.maxX)")
  }

  @Test("Where full rows cost the portraits little, nine cards go three by three rather than two by five")
  func fullRowsWhereTheyCostLittle() {
    // Two columns of rows would give portraits of 64 points, three columns of tiles 62.
    let grid = LadderGrid(area: Size(width: 664, height: 430), count: 9, gap: 12)

    #expect(grid.columns == 3)
    #expect(cardsInLastRow(of: grid, count: 9) == 3)
  }

  @Test("A full last row starts at the left edge like the rows above it")
  func fullRowsStayInPlace() {
    let grid = LadderGrid(area: Size(width: 1000, height: 700), count: 8, gap: 10)
    #expect(cardsInLastRow(of: grid, count: 8) == grid.columns)

    let firstOfLastRow = grid.frame(at: (grid.rows - 1) * grid.columns)

    #expect(firstOfLastRow.minX == 0)
  }
}
