import Foundation
import GameCore
import Localization
import ViewKit

/// Records and achievements: the player's bests read from the history and the progress, then
/// every achievement with its plain criterion, the earned ones lit. What does not fit the
/// window scrolls; the line saying what earns the achievement pressed stays in sight under it.
@MainActor
final class RecordsController: ChallengeScreenController {
  private let keeper: HistoryKeeper
  private let progress: ProgressKeeper
  /// Holds the records and the achievements, scrolling when they do not fit.
  let scroller = ScrollView()
  private let recordsCard = View()
  private let recordsTitle = Label(text: tr("Records"), font: .bold(15), color: Theme.secondaryText)
  private var captionLabels: [Label] = []
  private var valueLabels: [Label] = []
  private let achievementsTitle = Label(text: "", font: .bold(15), color: Theme.secondaryText)
  /// What earns the achievement last pressed, for tiles too small to say it themselves.
  let criterionLine = Label(text: "", font: .system(14), color: Theme.text)
  private(set) var tiles: [AchievementTileView] = []
  /// The achievement whose criterion the line under the title shows.
  private(set) var chosen: Achievement?
  private let dates = Translations.dateFormatter(template: "dMMMyyyy", englishFormat: "d MMM yyyy")
  private(set) var words: RecordsWords?

  init(keeper: HistoryKeeper, progress: ProgressKeeper) {
    self.keeper = keeper
    self.progress = progress
    super.init(title: tr("Records"), viewIdentifier: "records-view")
  }

  static let banner = Banner(
    word: tr("RECORDS"), color: Color(hex: 0xFACC15), tagline: tr("Your bests, and what you have achieved"))

  override func viewDidLoad() {
    super.viewDidLoad()
    scroller.identifier = "records-scroller"
    view.addSubview(scroller)
    let content = scroller.contentView
    Theme.makePanel(recordsCard, fill: Theme.card, cornerRadius: 16)
    content.addSubview(recordsCard)
    recordsCard.addSubview(recordsTitle)
    recordsTitle.alignment = .left
    achievementsTitle.alignment = .left
    achievementsTitle.identifier = "achievements-title"
    content.addSubview(achievementsTitle)
    criterionLine.identifier = "achievement-criterion"
    criterionLine.alignment = .left
    criterionLine.numberOfLines = 2
    view.addSubview(criterionLine)
    tiles = Achievement.allCases.map { achievement in
      let tile = AchievementTileView(achievement: achievement)
      tile.action = { [weak self] in self?.choose(achievement) }
      content.addSubview(tile)
      return tile
    }
    refresh()
  }

  /// Reads the history and the progress again.
  func reload() {
    if isViewLoaded { refresh() }
  }

  /// Shows what earns `achievement` in the line under the title.
  func choose(_ achievement: Achievement) {
    chosen = achievement
    if isViewLoaded { refresh() }
  }

  override func refresh() {
    let progress = progress.progress
    let records = Records(history: keeper.history, progress: progress)
    let words = RecordsWords(
      records: records, progress: progress,
      hard: HardProgress(history: keeper.history, now: self.progress.now()),
      dates: dates)
    self.words = words
    while captionLabels.count < words.lines.count {
      let caption = Label(text: "", font: .bold(13), color: Theme.secondaryText)
      let value = Label(text: "", font: .system(15), color: Theme.text)
      caption.alignment = .left
      value.alignment = .left
      value.identifier = "record-\(captionLabels.count)"
      captionLabels.append(caption)
      valueLabels.append(value)
      recordsCard.addSubview(caption)
      recordsCard.addSubview(value)
    }
    for (index, line) in words.lines.enumerated() {
      captionLabels[index].text = line.caption
      valueLabels[index].text = line.value
    }
    let earned = progress.achievements
    for tile in tiles { tile.show(earned: earned.contains(tile.achievement)) }
    achievementsTitle.text = tr(
      "Achievements: %1$@ of %2$@", earned.count, Achievement.allCases.count)
    criterionLine.text =
      chosen.map { tr("%1$@: %2$@", $0.title, $0.criterion) }
      ?? tr("Press an achievement to see what earns it.")
    criterionLine.textColor = chosen == nil ? Theme.secondaryText : Theme.text
    for tile in tiles { tile.isChosen = tile.achievement == chosen }
    view.setNeedsLayout()
  }

  /// The tiles' least height: a finger's width on a phone, a little less under a pointer.
  private var comfortableTileHeight: Double { (view.window?.idiom ?? userInterfaceIdiom) == .phone ? 44 : 34 }

  /// The records over the achievements, scrolling when they do not fit; in a window too low for
  /// both one above the other (a phone on its side), the records on the left and the
  /// achievements beside them, each scrolling. The criterion line stays at the bottom.
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let bounds = view.bounds
    let gap = Theme.gap(0.02, of: bounds.size, minimum: 6, maximum: 12)
    // In a low window the criterion takes one line, not two.
    let footer = bounds.divided(atDistance: bounds.height < 360 ? 24 : 40, from: .bottom)
    criterionLine.frame = footer.slice.inset(by: EdgeInsets(top: 2))
    criterionLine.font = .system(
      Theme.fontSize(0.36, of: max(34, footer.slice.height), minimum: 12, maximum: 15))
    criterionLine.numberOfLines = footer.slice.height < 30 ? 1 : 2
    let area = footer.remainder
    scroller.frame = area
    let width = area.width
    let recordsHeight = recordsHeight(width: width, height: bounds.height)
    let grid = tileGrid(width: width, gap: gap, narrowest: 140)
    let stackedHeight = recordsHeight + gap + 24 + grid.height(gap: gap)
    if stackedHeight > area.height, width >= 520, area.height < 420 {
      // Side by side: the records take their column, the tiles the other.
      let columns = Rect(origin: .zero, size: area.size).divided(
        atDistance: (width - gap) * 0.42, from: .left)
      recordsCard.frame = Rect(
        x: 0, y: 0, width: columns.slice.width,
        height: self.recordsHeight(width: columns.slice.width, height: bounds.height))
      layoutRecords(width: columns.slice.width)
      let left = columns.remainder.minX + gap
      let tileWidth = columns.remainder.width - gap
      let sideGrid = tileGrid(width: tileWidth, gap: gap, narrowest: 120)
      achievementsTitle.frame = Rect(x: left, y: 0, width: tileWidth, height: 24)
      placeTiles(sideGrid, left: left, top: 24, gap: gap)
      scroller.contentHeight = max(recordsCard.frame.maxY, 24 + sideGrid.height(gap: gap))
    } else {
      recordsCard.frame = Rect(x: 0, y: 0, width: width, height: recordsHeight)
      layoutRecords(width: width)
      achievementsTitle.frame = Rect(x: 0, y: recordsHeight + gap, width: width, height: 24)
      placeTiles(grid, left: 0, top: achievementsTitle.frame.maxY, gap: gap)
      scroller.contentHeight = stackedHeight
    }
    fitTileTitles()
  }

  /// The height the records card wants at `width`, in a screen `height` high.
  private func recordsHeight(width: Double, height: Double) -> Double {
    lineHeight(width: width, height: height) * Double(valueLabels.count) + 34
  }

  private func lineHeight(width: Double, height: Double) -> Double {
    // Each record on one line (caption, then value) when the card is wide enough, else the
    // caption over the value.
    width >= 440 ? max(22, min(30, height * 0.04)) : max(32, min(44, height * 0.055))
  }

  private func layoutRecords(width: Double) {
    let oneLine = width >= 440
    let lineHeight = lineHeight(width: width, height: view.bounds.height)
    let inner = recordsCard.bounds.insetBy(dx: 14, dy: 6)
    let titleParts = inner.divided(atDistance: 24, from: .top)
    recordsTitle.frame = titleParts.slice
    let captionWidth = min(220, titleParts.remainder.width * 0.34)
    for index in 0..<valueLabels.count {
      let cell = Rect(
        x: titleParts.remainder.minX, y: titleParts.remainder.minY + Double(index) * lineHeight,
        width: titleParts.remainder.width, height: lineHeight)
      let split =
        oneLine
        ? cell.divided(atDistance: captionWidth, from: .left)
        : cell.divided(atDistance: lineHeight * 0.42, from: .top)
      captionLabels[index].frame = split.slice
      captionLabels[index].font = .bold(oneLine ? max(12, lineHeight * 0.5) : max(11, lineHeight * 0.3))
      valueLabels[index].frame = split.remainder
      valueLabels[index].font = .system(oneLine ? max(12, lineHeight * 0.55) : max(11, lineHeight * 0.36))
    }
  }

  /// How the tiles share a width: columns, and each tile's size.
  private struct TileGrid {
    var columns: Int
    var tile: Size
    var rows: Int

    func height(gap: Double) -> Double { Double(rows) * tile.height + Double(max(0, rows - 1)) * gap * 0.5 }
  }

  /// As many columns as tiles at least `narrowest` wide allow (five at most) in `width`, each
  /// tile the comfortable height.
  private func tileGrid(width: Double, gap: Double, narrowest: Double) -> TileGrid {
    let columns = max(1, min(5, Int((width + gap) / (narrowest + gap))))
    return TileGrid(
      columns: columns,
      tile: Size(
        width: max(0, (width - gap * Double(columns - 1)) / Double(columns)), height: comfortableTileHeight),
      rows: (tiles.count + columns - 1) / columns)
  }

  private func placeTiles(_ grid: TileGrid, left: Double, top: Double, gap: Double) {
    for (index, view) in tiles.enumerated() {
      view.frame = Rect(
        x: left + Double(index % grid.columns) * (grid.tile.width + gap),
        y: top + Double(index / grid.columns) * (grid.tile.height + gap * 0.5), width: grid.tile.width,
        height: grid.tile.height)
    }
  }

  /// One type size for every tile's name: the largest at which each name fits its tile, on two
  /// lines where the tile has room for two.
  private func fitTileTitles() {
    guard let first = tiles.first else { return }
    let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
    let width = first.titleWidth
    var size = first.preferredTitleSize
    while size > TextLayout.smallestLegibleSize {
      let lines = first.titleLines(at: size)
      let fits = tiles.allSatisfy { tile in
        let wrapped = TextLayout.wrap(tile.titleText, font: .bold(size), width: width, measurer: measurer)
        return wrapped.count <= lines
          && wrapped.allSatisfy { measurer.size(of: $0, font: .bold(size)).width <= width }
      }
      if fits { break }
      size -= 1
    }
    for tile in tiles { tile.titleSize = size }
  }
}

/// One achievement: its name and what earns it (when there is room), lit once earned. Pressing
/// it says what earns it under the title.
@MainActor
final class AchievementTileView: Control {
  let achievement: Achievement
  /// The type size of the name, the same for every tile (``RecordsController`` sets it).
  var titleSize = 14.0 {
    didSet { if titleSize != oldValue { setNeedsLayout() } }
  }
  private let titleLabel = Label(text: "", font: .bold(14), color: Theme.text)
  private let criterionLabel = Label(text: "", font: .system(12), color: Theme.secondaryText)
  private(set) var isEarned = false
  var isChosen = false {
    didSet { if isChosen != oldValue { show(earned: isEarned) } }
  }

  init(achievement: Achievement) {
    self.achievement = achievement
    super.init()
    identifier = "achievement-\(achievement.rawValue)"
    Theme.makePanel(self, fill: Theme.card, cornerRadius: 10)
    titleLabel.alignment = .left
    criterionLabel.alignment = .left
    criterionLabel.numberOfLines = 3
    criterionLabel.text = achievement.criterion
    for label in [titleLabel, criterionLabel] {
      label.isUserInteractionEnabled = false
      addSubview(label)
    }
  }

  func show(earned: Bool) {
    isEarned = earned
    titleLabel.text = earned ? "★ " + achievement.title : achievement.title
    titleLabel.textColor = earned ? Theme.draw : Theme.secondaryText
    criterionLabel.textColor = earned ? Theme.text : Theme.secondaryText.withAlpha(0.75)
    backgroundColor = earned ? Theme.card.mixed(with: Theme.draw, amount: 0.12) : Theme.card.withAlpha(0.6)
    borderColor = isChosen ? Theme.selectionEdge : earned ? Theme.draw.withAlpha(0.6) : Theme.cardEdge
    borderWidth = isChosen ? 2 : 1
  }

  override func draw(in canvas: any Canvas, rect: Rect) {
    super.draw(in: canvas, rect: rect)
    if isHovered || isHighlighted {
      canvas.stroke(rect, color: Theme.selectionEdge.withAlpha(0.7), lineWidth: 2, cornerRadius: cornerRadius)
    }
  }

  /// The name as drawn, its star included.
  var titleText: String { titleLabel.text }

  /// The width the name has.
  var titleWidth: Double { max(0, bounds.width - 16) }

  /// The size the name would take in a tile of this height, before all share one.
  var preferredTitleSize: Double {
    max(TextLayout.smallestLegibleSize, min(15, (innerHeight / (showsCriterion ? 3.4 : 1.4)).rounded(.down)))
  }

  /// How many lines of the name at `size` the tile holds: two where they fit, else one.
  func titleLines(at size: Double) -> Int { showsCriterion || innerHeight < size * 2.4 ? 1 : 2 }

  private var innerHeight: Double { max(0, bounds.height - 2 * min(4, bounds.height * 0.08)) }

  /// A criterion cut to its first words says nothing: it shows only in a tile with room for
  /// it; the line under the achievements says it for the others.
  private var showsCriterion: Bool { bounds.height >= 64 && bounds.width >= 150 }

  override func layoutSubviews() {
    let inner = bounds.insetBy(dx: 8, dy: min(4, bounds.height * 0.08))
    criterionLabel.isHidden = !showsCriterion
    titleLabel.numberOfLines = titleLines(at: titleSize)
    let parts = inner.divided(atDistance: showsCriterion ? titleSize * 1.35 : inner.height, from: .top)
    titleLabel.frame = parts.slice
    titleLabel.font = .bold(titleSize)
    titleLabel.minimumScaleFactor = 1
    criterionLabel.frame = parts.remainder
    criterionLabel.font = .system(max(11, titleSize * 0.85))
  }
}
