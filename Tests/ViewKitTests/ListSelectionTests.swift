import Testing
import ViewKit

/// A list's selection stands for an item, not a place: it follows its row as rows come and go,
/// and Enter never opens a row the player cannot see.
@MainActor
@Suite("List selection")
struct ListSelectionTests {
  /// Rows named by the items they stand for, newest first, as the history lists its matches.
  private final class Items {
    var names: [String]
    var opened: [String] = []
    init(_ names: [String]) { self.names = names }
  }

  private func list(_ items: Items, height: Double = 300, identity: Bool = true) -> ListView {
    let list = ListView(frame: Rect(x: 0, y: 0, width: 320, height: height))
    list.rowHeight = 60
    list.numberOfRows = { items.names.count }
    list.row = { ListRow(title: items.names[$0]) }
    list.onOpen = { items.opened.append(items.names[$0]) }
    if identity { list.rowIdentity = { AnyHashable(items.names[$0]) } }
    return list
  }

  @Test("After a new row is inserted above, the highlight stays on the same item")
  func followsInsertion() {
    let items = Items(["match 3", "match 2", "match 1"])
    let list = list(items)
    list.select(1)

    items.names.insert("match 4", at: 0)
    list.reloadData()

    #expect(list.selectedIndex == 2)
    #expect(list.selectedIndex.map { items.names[$0] } == "match 2")
  }

  @Test("The highlight finds its item however far it moved")
  func followsAFarMove() {
    let items = Items((0..<50).map { "match \($0)" })
    let list = list(items)
    list.select(3)

    items.names.insert(contentsOf: (50..<70).map { "match \($0)" }, at: 0)
    list.reloadData()

    #expect(list.selectedIndex.map { items.names[$0] } == "match 3")
  }

  @Test("When its item is deleted, the highlight stays at its place, on the next item")
  func itemRemoved() {
    let items = Items(["match 3", "match 2", "match 1"])
    let list = list(items)
    list.select(1)

    items.names.remove(at: 1)
    list.reloadData()
    #expect(list.selectedIndex.map { items.names[$0] } == "match 1")

    items.names.insert("match 4", at: 0)
    list.reloadData()
    #expect(list.selectedIndex.map { items.names[$0] } == "match 1", "and follows that one from then on")

    items.names.removeAll()
    list.reloadData()
    #expect(list.selectedIndex == nil)
  }

  @Test("Without identities, the selection is a position, as before")
  func positionWithoutIdentity() {
    let items = Items(["match 3", "match 2", "match 1"])
    let list = list(items, identity: false)
    list.select(1)

    items.names.insert("match 4", at: 0)
    list.reloadData()

    #expect(list.selectedIndex == 1)
  }

  @Test("Enter on a highlighted row scrolled out of view brings it into view; the next Enter opens it")
  func enterRevealsFirst() {
    let items = Items((0..<40).map { "match \($0)" })
    let list = list(items, height: 300)
    list.select(2)
    list.scroll(to: 1200)
    #expect(!list.isRowShown(2))

    _ = list.handleKey(KeyEvent(.enter))
    #expect(items.opened.isEmpty, "nothing opens unseen")
    #expect(list.visibleRows.contains(2))
    #expect(list.isRowShown(2))

    _ = list.handleKey(KeyEvent(.enter))
    #expect(items.opened == ["match 2"])
  }

  @Test("Enter opens a highlighted row at once when it is on screen, even half cut at the edge")
  func enterOpensWhatIsSeen() {
    let items = Items((0..<40).map { "match \($0)" })
    let list = list(items, height: 330)
    list.select(5)
    list.scroll(to: 0)  // row 5 shows its top half under rows 0 to 4
    #expect(list.isRowShown(5))

    _ = list.handleKey(KeyEvent(.enter))

    #expect(items.opened == ["match 5"])
  }

  @Test("A row inserted while the highlight is off screen: Enter still reveals and opens the same match")
  func insertionThenEnter() {
    let items = Items((0..<40).map { "match \($0)" })
    let list = list(items, height: 300)
    list.select(30)
    list.scroll(to: 0)

    items.names.insert("new match", at: 0)
    list.reloadData()
    _ = list.handleKey(KeyEvent(.enter))
    _ = list.handleKey(KeyEvent(.enter))

    #expect(items.opened == ["match 30"])
  }
}

@MainActor
@Suite("List rows in one type size")
struct ListTypeSizeTests {
  @Test(
    "A long title that must shrink to fit its row takes the other rows' titles down with it: one size a screen"
  )
  func titlesShareOneSize() {
    let titles = ["Paper vs Rock", "Scissors vs Scissors", "Rock vs Paper"]
    let list = ListView(frame: Rect(x: 0, y: 0, width: 240, height: 300))
    list.rowHeight = 60
    list.numberOfRows = { titles.count }
    list.row = { ListRow(title: titles[$0], subtitle: "Round \($0 + 1)", detail: "Draw") }
    let canvas = RecordingCanvas()

    list.draw(in: canvas, rect: list.frame)

    let sizes = canvas.commands.compactMap { command -> Double? in
      guard case .text(let text, let font, _, _) = command, titles.contains(text) else { return nil }
      return font.size
    }
    #expect(sizes.count == 3)
    #expect(Set(sizes).count == 1, "\(sizes)")
    #expect(sizes.first.map { $0 < Appearance.standard.fonts.listTitle.size } == true, "shrunk to fit")
  }
}

@MainActor
@Suite("List rows")
struct ListRowTests {
  @Test(
    "A short title leaves its room to a long detail: the detail is drawn whole at its size, not squeezed into two fifths"
  )
  func longDetailBesideAShortTitle() {
    let window = Window(size: Size(width: 360, height: 120))
    let list = ListView(frame: Rect(x: 0, y: 0, width: 360, height: 120))
    list.rowHeight = 56
    list.numberOfRows = { 1 }
    list.row = { _ in ListRow(title: "Papier – Papier", subtitle: "Runde 3", detail: "Unentschieden") }
    window.rootView.addSubview(list)
    let canvas = RecordingCanvas()

    window.render(on: canvas)

    let detailFonts = canvas.commands.compactMap { command -> Font? in
      guard case .text("Unentschieden", let font, _, _) = command else { return nil }
      return font
    }
    #expect(detailFonts == [window.appearance.fonts.listDetail], "whole, at the details' own size")
    #expect(canvas.texts.contains("Papier – Papier"), "\(canvas.texts)")
  }
}
