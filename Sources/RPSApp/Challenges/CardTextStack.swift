import ViewKit

/// The words of a challenge card under (or beside) a portrait: each text one under the other,
/// as tall as its lines, apart from the one before, in the largest type at which all fit the
/// card; at the smallest, the lines that may give way (``Line/givesWay``) are left out, the
/// first to give way first, and what is still left over scrolls. Nothing is cut or shrunk past
/// reading.
/// A picture may stand among the texts (a ``CardStackFigure``), sized by the same unit.
@MainActor
final class CardTextStack {
  /// One text (or picture) of the stack: its type as a multiple of the card's unit, and the
  /// space before it (also in units) when a text comes before it.
  struct Line {
    let view: View
    let size: Double
    let bold: Bool
    let spaceBefore: Double
    /// Where the card is short of room even at the smallest type, the line is left out, in
    /// this order (the lowest first) among the lines that give way; nil: it always shows.
    let givesWay: Int?

    init(_ label: Label, size: Double, bold: Bool = false, spaceBefore: Double = 0.6, givesWay: Int? = nil) {
      self.view = label
      self.size = size
      self.bold = bold
      self.spaceBefore = spaceBefore
      self.givesWay = givesWay
    }

    /// A picture among the texts, arranged at `size` units.
    init(figure: any CardStackFigure, size: Double = 1, spaceBefore: Double = 0.6) {
      self.view = figure
      self.size = size
      self.bold = false
      self.spaceBefore = spaceBefore
      self.givesWay = nil
    }
  }

  /// Holds the words (and, in a tall card, the portrait); scrolls when they do not fit.
  let scroller = ScrollView()
  private var lines: [Line]
  private let portrait: View
  /// The lines left out at the last layout for want of room: shown again before the next.
  private(set) var leftOut: [View] = []
  /// No type is smaller than this, however little room the card has.
  static let smallestType = 11.0

  /// `lines` top to bottom, with `portrait` above them in a tall card and beside them in a wide
  /// one; both go into `card`.
  /// The lines as given, top to bottom.
  private let originalOrder: [Line]

  init(_ lines: [Line], portrait: View, in card: View) {
    self.lines = lines
    originalOrder = lines
    self.portrait = portrait
    scroller.edgeFadeColor = Theme.card
    card.addSubview(scroller)
    for line in lines {
      if let label = line.view as? Label {
        // Each label is given the height its lines need: it never shrinks or cuts them.
        label.numberOfLines = 0
        label.minimumScaleFactor = 1
      }
      scroller.contentView.addSubview(line.view)
    }
  }

  /// Puts the lines of `views` (in their order among the lines) before the line of `anchor`, or
  /// back where they were given at first unless `moved`: a card whose news comes first once
  /// there is news. Lines not in the stack are ignored.
  func move(_ views: [View], before anchor: View, when moved: Bool = true) {
    let given = originalOrder
    let chosen = given.filter { line in views.contains { $0 === line.view } }
    guard moved, !chosen.isEmpty, let anchorIndex = given.firstIndex(where: { $0.view === anchor }) else {
      lines = given
      return
    }
    var reordered = given.filter { line in !views.contains { $0 === line.view } }
    let place = reordered.firstIndex { $0.view === anchor } ?? anchorIndex
    reordered.insert(contentsOf: chosen, at: place)
    lines = reordered
  }

  /// Lays the stack out in `inner` (in the card's coordinates), the portrait `portraitSide`
  /// square, beside the words when `wide`, starting from type `largestUnit` points for a
  /// unit-sized text and going down to 13, no line's type under `smallestType`. Returns whether
  /// everything fits without scrolling.
  @discardableResult
  func layout(
    in inner: Rect, wide: Bool, portraitSide: Double, gap: Double, largestUnit: Double,
    smallestType: Double = CardTextStack.smallestType, measurer: any TextMeasurer
  ) -> Bool {
    if wide {
      scroller.frame = Rect(
        x: inner.minX + portraitSide + gap * 1.5, y: inner.minY,
        width: max(0, inner.width - portraitSide - gap * 1.5), height: inner.height)
    } else {
      scroller.frame = inner
    }
    var width = scroller.frame.width
    let below = wide ? 0 : portraitSide + gap
    let alignment: TextAlignment = wide ? .left : .center
    for view in leftOut { view.isHidden = false }
    leftOut = []
    var unit = max(13, largestUnit)
    var top = stack(
      unit: unit, width: width, below: below, alignment: alignment, smallestType: smallestType,
      measurer: measurer)
    while top > scroller.frame.height, unit > 13 {
      unit -= 1
      top = stack(
        unit: unit, width: width, below: below, alignment: alignment, smallestType: smallestType,
        measurer: measurer)
    }
    // Lines hidden by their controller are not theirs to give way.
    var givingWay = lines.filter { $0.givesWay != nil && !$0.view.isHidden }.sorted {
      ($0.givesWay ?? 0) < ($1.givesWay ?? 0)
    }
    while top > scroller.frame.height, !givingWay.isEmpty {
      let line = givingWay.removeFirst()
      line.view.isHidden = true
      leftOut.append(line.view)
      top = stack(
        unit: unit, width: width, below: below, alignment: alignment, smallestType: smallestType,
        measurer: measurer)
    }
    if top > scroller.frame.height {
      // Words that scroll keep clear of the scroll bar.
      width = max(0, width - ScrollView.indicatorRoom)
      top = stack(
        unit: unit, width: width, below: below, alignment: alignment, smallestType: smallestType,
        measurer: measurer)
    }
    // Shorter than the card, the portrait and the words sit together in its middle.
    let offset = max(0, (scroller.frame.height - top) / 2)
    for line in lines { line.view.frame = line.view.frame.offsetBy(dx: 0, dy: offset) }
    scroller.contentHeight = top + offset
    let fits = top <= scroller.frame.height
    let holder = wide ? scroller.superview : scroller.contentView
    if let holder, portrait.superview !== holder { holder.addSubview(portrait) }
    portrait.frame =
      wide
      ? Rect(x: inner.minX, y: inner.midY - portraitSide / 2, width: portraitSide, height: portraitSide)
      : Rect(
        x: scroller.frame.width / 2 - portraitSide / 2, y: offset, width: portraitSide, height: portraitSide)
    return fits
  }

  /// Places the texts in `unit`-based type one under the other from `below`, each as tall as
  /// its lines at `width`; returns where the last ends.
  private func stack(
    unit: Double, width: Double, below: Double, alignment: TextAlignment, smallestType: Double,
    measurer: any TextMeasurer
  ) -> Double {
    var top = below
    for line in lines where !line.view.isHidden {
      let height: Double
      if let label = line.view as? Label {
        // An empty line takes no room, and a frame of its own, this layout's: one kept from an
        // earlier layout was moved down again by every centring after it, out of the card.
        guard !label.text.isEmpty else {
          label.frame = Rect(x: 0, y: top, width: width, height: 0)
          continue
        }
        let size = max(smallestType, unit * line.size)
        let font: Font = line.bold ? .bold(size) : .system(size)
        label.font = font
        label.alignment = alignment
        let count = TextLayout.wrap(label.text, font: font, width: width, measurer: measurer).count
        height = Double(count) * measurer.size(of: "Ag", font: font).height
      } else if let figure = line.view as? any CardStackFigure {
        height = figure.arrange(
          width: width, unit: unit * line.size, alignment: alignment, measurer: measurer)
      } else {
        continue
      }
      if top > 0 { top += unit * line.spaceBefore }
      line.view.frame = Rect(x: 0, y: top, width: width, height: height)
      top += height
    }
    return top
  }
}
