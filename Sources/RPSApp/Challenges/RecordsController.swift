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
    super.init()
    title = tr("Records")
  }

  static let banner = Banner(
    words: [Banner.Word(text: tr("RECORDS"), color: Color(hex: 0xFACC15))],
    tagline: tr("Your bests, and what you have achieved"))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.identifier = "records-view"
    Theme.makePanel(recordsCard, fill: Theme.card, cornerRadius: 16)
    view.addSubview(recordsCard)
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
    let words = RecordsWords(records: records, progress: progress, dates: dates)
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

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let bounds = view.bounds
    let gap = max(6, min(12, min(bounds.width, bounds.height) * 0.02))
    let lineCount = valueLabels.count
    // Each record on one line (caption, then value) when the card is wide enough, else the
    // caption over the value.
    let oneLine = bounds.width >= 440
    let lineHeight =
      oneLine ? max(22, min(30, bounds.height * 0.04)) : max(32, min(44, bounds.height * 0.055))
    let recordsHeight = lineHeight * Double(lineCount) + 34
    var parts = bounds.divided(atDistance: recordsHeight, from: .top)
    recordsCard.frame = parts.slice
    let inner = recordsCard.bounds.insetBy(dx: 14, dy: 6)
    let titleParts = inner.divided(atDistance: 24, from: .top)
    recordsTitle.frame = titleParts.slice
    recordsTitle.isHidden = titleParts.slice.maxY > recordsCard.bounds.height
    let captionWidth = min(220, titleParts.remainder.width * 0.34)
    for index in 0..<lineCount {
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
    parts = parts.remainder.inset(by: EdgeInsets(top: gap)).divided(atDistance: 24, from: .top)
    achievementsTitle.frame = parts.slice
    parts = parts.remainder.divided(atDistance: 40, from: .top)
    criterionLine.frame = parts.slice
    criterionLine.font = .system(Theme.fontSize(0.36, of: parts.slice.height, minimum: 12, maximum: 15))
    let area = parts.remainder
    let columns = max(1, min(5, Int((area.width + gap) / (150 + gap))))
    let rows = (tiles.count + columns - 1) / columns
    let width = (area.width - gap * Double(columns - 1)) / Double(columns)
    let height = max(0, (area.height - gap * 0.5 * Double(rows - 1)) / Double(rows))
    // Tiles too low to read are left out rather than drawn over one another.
    for tile in tiles { tile.isHidden = height < 18 || width < 60 }
    criterionLine.isHidden = tiles.allSatisfy(\.isHidden)
    for (index, tile) in tiles.enumerated() {
      tile.frame = Rect(
        x: area.minX + Double(index % columns) * (width + gap),
        y: area.minY + Double(index / columns) * (height + gap * 0.5), width: width, height: height)
    }
  }
}

/// One achievement: its name and what earns it (when there is room), lit once earned. Pressing
/// it says what earns it under the title.
@MainActor
final class AchievementTileView: Control {
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
    let showsCriterion = inner.height >= 34
    criterionLabel.isHidden = !showsCriterion
    let unit = max(11, min(14, inner.height / (showsCriterion ? 3.4 : 1.4)))
    let parts = inner.divided(atDistance: showsCriterion ? unit * 1.35 : inner.height, from: .top)
    titleLabel.frame = parts.slice
    titleLabel.font = .bold(unit)
    criterionLabel.frame = parts.remainder
    criterionLabel.font = .system(max(11, unit * 0.85))
  }
}
