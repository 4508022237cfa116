import Localization

/// One row of a ``ListView``: a title, a subtitle, a trailing detail and an accent colour.
public struct ListRow: Hashable, Sendable {
  public var title: String
  public var subtitle: String
  public var detail: String
  public var accent: Color

  public init(title: String, subtitle: String = "", detail: String = "", accent: Color = .white) {
    self.title = title
    self.subtitle = subtitle
    self.detail = detail
    self.accent = accent
  }
}

/// A scrolling list of rows, as a plain-style `UITableView`: it asks for the rows it shows only,
/// so a long list costs no more to draw than a short one. It scrolls with the wheel, a drag and
/// the arrow and page keys, shows a selection, and opens a row on click or Enter (a selection
/// scrolled out of view is brought back by the first Enter and opened by the next).
@MainActor
open class ListView: View {
  public var rowHeight = 64.0 {
    didSet { setNeedsDisplay() }
  }

  /// How many rows there are.
  public var numberOfRows: () -> Int = { 0 }
  /// The content of the row at an index; asked only for rows on screen.
  public var row: (Int) -> ListRow = { _ in ListRow(title: "") }
  /// Runs when a row is opened (click, or Enter on the selection).
  public var onOpen: ((Int) -> Void)?
  /// Shown when there are no rows.
  public var emptyMessage = tr("Nothing here yet")
  /// What the row at an index stands for, when rows can move (a new one inserted above, one
  /// removed): the selection then follows that item across ``reloadData()`` instead of staying
  /// at its position. Unset, the selection is a position.
  public var rowIdentity: ((Int) -> AnyHashable)?

  public private(set) var selectedIndex: Int?
  public private(set) var scrollOffset = 0.0
  /// What the selected row stood for when it was selected (with ``rowIdentity``).
  private var selectedIdentity: AnyHashable?

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  /// Reads the rows again. The selection stays on its item when the rows have an identity and
  /// the item is still there, else at its position (or the last row); the scroll position stays.
  public func reloadData() {
    let count = numberOfRows()
    if let selected = selectedIndex {
      if let identity = selectedIdentity, let found = index(of: identity, near: selected, count: count) {
        selectedIndex = found
      } else {
        selectedIndex = count > 0 ? min(selected, count - 1) : nil
        selectedIdentity = selectedIndex.flatMap { rowIdentity?($0) }
      }
    }
    scroll(to: scrollOffset)
    setNeedsDisplay()
  }

  /// Where the row standing for `identity` is now: looked for beside where it was first (a row
  /// inserted or removed above moves it by one), then everywhere.
  private func index(of identity: AnyHashable, near old: Int, count: Int) -> Int? {
    guard let rowIdentity else { return nil }
    for candidate in [old, old + 1, old - 1, old + 2, old - 2] where candidate >= 0 && candidate < count {
      if rowIdentity(candidate) == identity { return candidate }
    }
    return (0..<count).first { rowIdentity($0) == identity }
  }

  public var maximumScrollOffset: Double {
    max(0, Double(numberOfRows()) * rowHeight - bounds.height)
  }

  public func scroll(to offset: Double) {
    scrollOffset = min(max(0, offset), maximumScrollOffset)
    setNeedsDisplay()
  }

  /// Selects a row and scrolls it into view.
  public func select(_ index: Int?) {
    let count = numberOfRows()
    guard let index, count > 0 else {
      selectedIndex = nil
      selectedIdentity = nil
      setNeedsDisplay()
      return
    }
    let clamped = min(max(0, index), count - 1)
    selectedIndex = clamped
    selectedIdentity = rowIdentity?(clamped)
    let top = Double(clamped) * rowHeight
    if top < scrollOffset { scroll(to: top) }
    if top + rowHeight > scrollOffset + bounds.height { scroll(to: top + rowHeight - bounds.height) }
    setNeedsDisplay()
  }

  /// The indexes of the rows on screen now.
  public var visibleRows: Range<Int> {
    let count = numberOfRows()
    guard count > 0, rowHeight > 0 else { return 0..<0 }
    let first = min(count, max(0, Int(scrollOffset / rowHeight)))
    let last = min(count, Int(((scrollOffset + bounds.height) / rowHeight).rounded(.up)))
    return first..<max(first, last)
  }

  /// True when at least half of the row at `index` is on screen: enough to see which it is. A
  /// list with no height shows nothing, and has nothing to reveal.
  public func isRowShown(_ index: Int) -> Bool {
    guard bounds.height > 0 else { return true }
    let top = Double(index) * rowHeight
    let shown = min(top + rowHeight, scrollOffset + bounds.height) - max(top, scrollOffset)
    return shown >= rowHeight / 2
  }

  open override var canBecomeFocused: Bool { true }

  /// Handles list keys; returns whether the key was used.
  public func handleKey(_ event: KeyEvent) -> Bool {
    let count = numberOfRows()
    guard count > 0 else { return false }
    let page = max(1, Int(bounds.height / rowHeight) - 1)
    switch event.key {
    case .down: select((selectedIndex ?? -1) + 1)
    case .up: select((selectedIndex ?? 1) - 1)
    case .pageDown: select((selectedIndex ?? 0) + page)
    case .pageUp: select((selectedIndex ?? 0) - page)
    case .home: select(0)
    case .end: select(count - 1)
    case .enter, .space:
      guard let selected = selectedIndex else {
        select(0)
        return true
      }
      // A selection scrolled out of view is brought back first: nothing opens unseen.
      guard isRowShown(selected) else {
        select(selected)
        return true
      }
      onOpen?(selected)
    default: return false
    }
    return true
  }

  open override func scrollWheel(by deltaY: Double) -> Bool {
    scroll(to: scrollOffset + deltaY)
    return true
  }

  /// Takes a drag that moved the pointer `deltaY` down: the rows follow it, when there are more
  /// than fit.
  open override func drag(by deltaY: Double) -> Bool {
    maximumScrollOffset > 0 && scrollWheel(by: -deltaY)
  }

  /// A click selects and opens the row under it.
  open override func click(at point: Point) -> Bool {
    guard let index = rowIndex(at: point) else { return false }
    select(index)
    onOpen?(index)
    return true
  }

  /// The row at a point in the list's coordinates.
  public func rowIndex(at point: Point) -> Int? {
    let index = Int((point.y + scrollOffset) / rowHeight)
    return point.y >= 0 && index >= 0 && index < numberOfRows() ? index : nil
  }

  open override func draw(in canvas: any Canvas, rect: Rect) {
    super.draw(in: canvas, rect: rect)
    let appearance = self.appearance
    let rows = visibleRows
    guard !rows.isEmpty else {
      // As many lines as the list has room for: a narrow list's message is not cut at three.
      Label.drawText(
        emptyMessage, font: appearance.fonts.listEmptyMessage, color: appearance.list.emptyMessage,
        alignment: .center, in: rect.insetBy(dx: min(16, rect.width * 0.06), dy: min(16, rect.height * 0.08)),
        maximumLines: 0, canvas: canvas)
      return
    }
    canvas.pushClip(rect)
    let shown = rows.map { index in
      (
        index, row(index),
        Rect(
          x: rect.minX, y: rect.minY + Double(index) * rowHeight - scrollOffset, width: rect.width,
          height: rowHeight)
      )
    }
    // The titles on screen share one size: the largest at which each fits its row, so a long
    // one does not stand out smaller than the rest.
    let titleFont = appearance.fonts.listTitle
    let titleSize = TextLayout.largestSize(
      fitting: shown.map { _, row, rowRect in
        (
          row.title,
          RowColumns(
            row, in: rowRect, titleFont: titleFont, detailFont: appearance.fonts.listDetail, measurer: canvas
          ).title.width
        )
      }, font: titleFont, measurer: canvas)
    for (index, row, rowRect) in shown {
      drawRow(
        row, in: rowRect, titleFont: titleFont.withSize(titleSize), selected: index == selectedIndex,
        appearance: appearance, canvas: canvas)
    }
    canvas.popClip()
    drawScrollIndicator(in: rect, color: appearance.list.scrollIndicator, canvas: canvas)
  }

  /// Where a row's parts go: the title (over the subtitle, when there is one) on the left, the
  /// detail on the right as wide as its text: up to two fifths of the row, or all the title
  /// leaves where the title is short ("Papier – Papier" left "Unentschieden" cut in two fifths).
  private struct RowColumns {
    let title: Rect
    let subtitle: Rect?
    let detail: Rect
    let content: Rect

    @MainActor
    init(_ row: ListRow, in rect: Rect, titleFont: Font, detailFont: Font, measurer: any TextMeasurer) {
      content = rect.inset(by: EdgeInsets(top: 6, left: 34, bottom: 6, right: 14))
      let detailWidth = row.detail.isEmpty ? 0 : measurer.size(of: row.detail, font: detailFont).width + 10
      let titleWidth = measurer.size(of: row.title, font: titleFont).width + 12
      let room = max(content.width * 0.4, content.width - titleWidth)
      let columns = content.divided(atDistance: min(detailWidth, room), from: .right)
      detail = columns.slice
      // A row without a subtitle gives its title the whole height.
      if row.subtitle.isEmpty {
        title = columns.remainder
        subtitle = nil
      } else {
        let lines = columns.remainder.divided(atDistance: columns.remainder.height * 0.55, from: .top)
        title = lines.slice
        subtitle = lines.remainder
      }
    }
  }

  private func drawRow(
    _ row: ListRow, in rect: Rect, titleFont: Font, selected: Bool, appearance: Appearance, canvas: any Canvas
  ) {
    let colors = appearance.list
    let fonts = appearance.fonts
    if selected {
      canvas.fill(rect.insetBy(dx: 6, dy: 3), color: colors.selection, cornerRadius: 10)
      canvas.stroke(rect.insetBy(dx: 6, dy: 3), color: colors.selectionEdge, lineWidth: 2, cornerRadius: 10)
    }
    canvas.fill(
      Rect(x: rect.minX + 14, y: rect.midY - 5, width: 10, height: 10), color: row.accent, cornerRadius: 5)
    let columns = RowColumns(
      row, in: rect, titleFont: fonts.listTitle, detailFont: fonts.listDetail, measurer: canvas)
    canvas.fill(
      Rect(x: columns.content.minX, y: rect.maxY - 1, width: rect.maxX - columns.content.minX, height: 1),
      color: colors.separator, cornerRadius: 0)
    Label.drawText(
      row.title, font: titleFont, color: colors.title, alignment: .left, in: columns.title, canvas: canvas)
    if let subtitle = columns.subtitle {
      Label.drawText(
        row.subtitle, font: fonts.listSubtitle, color: colors.subtitle, alignment: .left, in: subtitle,
        canvas: canvas)
    }
    Label.drawText(
      row.detail, font: fonts.listDetail, color: row.accent, alignment: .right, in: columns.detail,
      canvas: canvas)
  }

  private func drawScrollIndicator(in rect: Rect, color: Color, canvas: any Canvas) {
    let total = Double(numberOfRows()) * rowHeight
    guard total > rect.height else { return }
    let height = max(24, rect.height * rect.height / total)
    let top = rect.minY + (rect.height - height) * (scrollOffset / maximumScrollOffset)
    canvas.fill(Rect(x: rect.maxX - 6, y: top, width: 4, height: height), color: color, cornerRadius: 2)
  }
}
