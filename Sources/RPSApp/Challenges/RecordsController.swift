import Foundation
import GameCore
import Localization
import ViewKit

/// Records and achievements: the player's bests read from the history and the progress, then
/// every achievement with its plain criterion, the earned ones lit.
@MainActor
final class RecordsController: ChallengeScreenController {
  private let keeper: HistoryKeeper
  private let progress: ProgressKeeper
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
    addCard(recordsCard, cornerRadius: 16)
    recordsCard.addSubview(recordsTitle)
    recordsTitle.alignment = .left
    achievementsTitle.alignment = .left
    achievementsTitle.identifier = "achievements-title"
    view.addSubview(achievementsTitle)
    criterionLine.identifier = "achievement-criterion"
    criterionLine.alignment = .left
    criterionLine.numberOfLines = 2
    view.addSubview(criterionLine)
    tiles = Achievement.allCases.map { achievement in
      let tile = AchievementTileView(achievement: achievement)
      tile.action = { [weak self] in self?.choose(achievement) }
      view.addSubview(tile)
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

  /// The records over the achievements; in a window too low for both one above the other (a
  /// phone on its side), the records on the left and the achievements beside them.
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let bounds = view.bounds
    let gap = Theme.gap(0.02, of: bounds.size, minimum: 6, maximum: 12)
    let stackedRecords = recordsHeight(width: bounds.width, height: bounds.height)
    var parts = bounds.divided(atDistance: stackedRecords, from: .top)
    let stackedTiles = tileGrid(in: achievementsArea(below: parts.remainder, gap: gap), gap: gap)
    if stackedTiles.height < AchievementTileView.lowestReadable, bounds.width >= 520 {
      let columns = bounds.divided(atDistance: (bounds.width - gap) * 0.42, from: .left)
      recordsCard.frame =
        columns.slice.divided(
          atDistance: recordsHeight(width: columns.slice.width, height: bounds.height), from: .top
        ).slice
      layoutRecords(width: columns.slice.width)
      let area = achievementsArea(below: columns.remainder.inset(by: EdgeInsets(left: gap)), gap: 0)
      placeTiles(tileGrid(in: area, gap: gap, narrowest: 96), in: area, gap: gap)
    } else {
      recordsCard.frame = parts.slice
      layoutRecords(width: bounds.width)
      parts = parts.remainder.inset(by: EdgeInsets(top: gap)).divided(atDistance: 0, from: .top)
      let area = achievementsArea(below: parts.remainder, gap: 0)
      placeTiles(stackedTiles, in: area, gap: gap)
    }
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
    recordsTitle.isHidden = titleParts.slice.maxY > recordsCard.bounds.height
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
      // A window too low for every record shows those that fit whole.
      let fits = cell.maxY <= recordsCard.bounds.height && cell.maxX <= recordsCard.bounds.width
      captionLabels[index].isHidden = !fits
      valueLabels[index].isHidden = !fits
    }
  }

  /// Places the achievements' title and criterion line at the top of `area` and returns what is
  /// left for the tiles.
  private func achievementsArea(below area: Rect, gap: Double) -> Rect {
    var parts = area.inset(by: EdgeInsets(top: gap)).divided(atDistance: 24, from: .top)
    achievementsTitle.frame = parts.slice
    // In a low window the criterion takes one line, not two.
    parts = parts.remainder.divided(atDistance: area.height < 360 ? 24 : 40, from: .top)
    criterionLine.frame = parts.slice
    criterionLine.font = .system(
      Theme.fontSize(0.36, of: max(34, parts.slice.height), minimum: 12, maximum: 15))
    criterionLine.numberOfLines = parts.slice.height < 30 ? 1 : 2
    return parts.remainder
  }

  /// How the tiles share `area`: as many columns as tiles at least `narrowest` wide allow (five
  /// at most), each tile's height what the rows leave.
  private func tileGrid(in area: Rect, gap: Double, narrowest: Double = 150) -> Size {
    let columns = max(1, min(5, Int((area.width + gap) / (narrowest + gap))))
    let rows = (tiles.count + columns - 1) / columns
    return Size(
      width: (area.width - gap * Double(columns - 1)) / Double(columns),
      height: max(0, (area.height - gap * 0.5 * Double(rows - 1)) / Double(rows)))
  }

  private func placeTiles(_ tile: Size, in area: Rect, gap: Double) {
    let columns = max(1, Int(((area.width + gap) / (tile.width + gap)).rounded()))
    // Tiles too low to read are left out rather than drawn over one another.
    for view in tiles { view.isHidden = tile.height < 18 || tile.width < 60 }
    criterionLine.isHidden = tiles.allSatisfy(\.isHidden)
    for (index, view) in tiles.enumerated() {
      view.frame = Rect(
        x: area.minX + Double(index % columns) * (tile.width + gap),
        y: area.minY + Double(index / columns) * (tile.height + gap * 0.5), width: tile.width,
        height: tile.height)
    }
  }
}

/// One achievement: its name and what earns it (when there is room), lit once earned. Pressing
/// it says what earns it under the title.
@MainActor
final class AchievementTileView: Control {
  /// The lowest tile whose name reads comfortably.
  static let lowestReadable = 20.0
  let achievement: Achievement
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

  override func layoutSubviews() {
    let inner = bounds.insetBy(dx: 8, dy: min(4, bounds.height * 0.08))
    // A criterion cut to its first words says nothing: a narrow tile gives its name two lines
    // instead, and the line under the title says what earns it.
    let showsCriterion = inner.height >= 34 && inner.width >= 140
    criterionLabel.isHidden = !showsCriterion
    titleLabel.numberOfLines = !showsCriterion && inner.height >= 30 ? 2 : 1
    let unit = max(11, min(14, inner.height / (showsCriterion ? 3.4 : 1.4)))
    let parts = inner.divided(atDistance: showsCriterion ? unit * 1.35 : inner.height, from: .top)
    titleLabel.frame = parts.slice
    titleLabel.font = .bold(unit)
    criterionLabel.frame = parts.remainder
    criterionLabel.font = .system(max(11, unit * 0.85))
  }
}
