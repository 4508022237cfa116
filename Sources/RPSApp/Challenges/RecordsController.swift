import Foundation
import GameCore
import Localization
import ViewKit

/// Records and achievements: the goals nearest to done, the player's bests read from the history
/// and the progress, then every achievement with its plain criterion, the earned ones lit and
/// dated, the locked ones with their counters. What does not fit the window scrolls, clear of
/// the scroll bar; the line saying what earns the achievement pressed stays in sight under it.
@MainActor
final class RecordsController: ChallengeScreenController {
  private let keeper: HistoryKeeper
  private let progress: ProgressKeeper
  /// Holds the goals, the records and the achievements, scrolling when they do not fit.
  let scroller = ScrollView()
  let goalsCard = NextGoalsView()
  let recordsCard = View()
  private let recordsTitle = Label(text: tr("Records"), font: .bold(15), color: Theme.secondaryText)
  private var captionLabels: [Label] = []
  private var valueLabels: [Label] = []
  /// The rating against Hard match by match, under the records, once two matches give it a course.
  let ratingChart = RatingChartView()
  private let ratingChartTitle = Label(
    // TRANSLATORS: the title over the records' chart of the rating against Hard at each match's end.
    text: tr("Rating against Hard, match by match"), font: .bold(14), color: Theme.secondaryText)
  private let achievementsTitle = Label(text: "", font: .bold(15), color: Theme.secondaryText)
  /// Asks to press an achievement, right over them, where the tiles are too small to say what
  /// earns each.
  let hintLine = Label(
    text: tr("Press an achievement to see what earns it."), font: .system(13), color: Theme.secondaryText)
  /// What earns the achievement last pressed, for tiles too small to say it themselves.
  let criterionLine = Label(text: "", font: .system(14), color: Theme.text)
  private(set) var tiles: [AchievementTileView] = []
  /// The achievement whose criterion the line under the achievements shows.
  private(set) var chosen: Achievement?
  private let dates = Translations.dateFormatter(template: "dMMMyyyy", englishFormat: "d MMM yyyy")
  private(set) var words: RecordsWords?

  /// The record captions and values, in one type size.
  var recordLabels: [Label] { captionLabels + valueLabels }
  /// The goals as read: "Hat trick 1/3".
  var goalLines: [String] { goalsCard.lines }

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
    content.addSubview(goalsCard)
    Theme.makePanel(recordsCard, fill: Theme.card, cornerRadius: 16)
    recordsCard.identifier = "records-card"
    content.addSubview(recordsCard)
    recordsCard.addSubview(recordsTitle)
    ratingChartTitle.alignment = .left
    ratingChartTitle.identifier = "rating-chart-title"
    recordsCard.addSubview(ratingChartTitle)
    recordsCard.addSubview(ratingChart)
    recordsTitle.alignment = .left
    achievementsTitle.alignment = .left
    achievementsTitle.identifier = "achievements-title"
    content.addSubview(achievementsTitle)
    hintLine.identifier = "achievement-hint"
    hintLine.alignment = .left
    hintLine.numberOfLines = 0
    hintLine.minimumScaleFactor = 1
    content.addSubview(hintLine)
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

  /// Shows what earns `achievement` in the line under the achievements.
  func choose(_ achievement: Achievement) {
    chosen = achievement
    if isViewLoaded { refresh() }
  }

  override func refresh() {
    let progress = progress.progress
    let history = keeper.history
    let records = Records(history: history, progress: progress)
    let hard = HardProgress(history: history, now: self.progress.now())
    let words = RecordsWords(records: records, progress: progress, hard: hard, dates: dates)
    ratingChart.show(hard.rating.afterEachMatch, from: hard.rating.courseStart)
    // One match is a point, not a course.
    ratingChart.isHidden = hard.rating.afterEachMatch.count < 2
    ratingChartTitle.isHidden = ratingChart.isHidden
    self.words = words
    while captionLabels.count < words.lines.count {
      let caption = Label(text: "", font: .bold(14), color: Theme.secondaryText)
      let value = Label(text: "", font: .system(14), color: Theme.text)
      for label in [caption, value] {
        label.alignment = .left
        label.numberOfLines = 0
        label.minimumScaleFactor = 1
        recordsCard.addSubview(label)
      }
      value.identifier = "record-\(captionLabels.count)"
      captionLabels.append(caption)
      valueLabels.append(value)
    }
    for (index, line) in words.lines.enumerated() {
      captionLabels[index].text = line.caption
      valueLabels[index].text = line.value
    }
    let today = DayStamp(self.progress.now())
    let goals = Achievement.goals(history: history, progress: progress, today: today)
    goalsCard.show(Achievement.nearestGoals(history: history, progress: progress, today: today))
    let earned = progress.achievements
    for tile in tiles {
      let achievement = tile.achievement
      let detail =
        progress.earnedDate(of: achievement).map(dates.string(from:))
        ?? goals[achievement].map { tr("%1$@/%2$@", $0.count, $0.target) } ?? ""
      tile.show(earned: earned.contains(achievement), detail: detail)
      tile.isChosen = achievement == chosen
    }
    achievementsTitle.text = tr("Achievements: %1$@ of %2$@", earned.count, Achievement.allCases.count)
    criterionLine.text = chosen.map { tr("%1$@: %2$@", $0.title, $0.criterion) } ?? ""
    view.setNeedsLayout()
  }

  /// The tiles' least height: a name over its counter or date, a finger's width on a phone.
  private var comfortableTileHeight: Double { (view.window?.idiom ?? userInterfaceIdiom) == .phone ? 46 : 44 }

  private var measurer: any TextMeasurer { view.window?.textMeasurer ?? ApproximateTextMeasurer() }

  /// The goals over the records over the achievements, scrolling when they do not fit (the
  /// achievements before the records when the records would keep them all out of sight); in a
  /// window too low for that and wide enough (a phone on its side), the goals and the records on
  /// the left and the achievements beside them. The criterion line shows at the bottom once an
  /// achievement is pressed whose tile is too small to say it.
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let bounds = view.bounds
    let gap = Theme.gap(0.02, of: bounds.size, minimum: 6, maximum: 12)
    let low = bounds.height < 420
    goalsCard.measurer = measurer
    goalsCard.textSize = low ? 13 : 14
    goalsCard.isHidden = goalsCard.goals.isEmpty
    let fullWidth = max(0, bounds.width - ScrollView.indicatorRoom)
    var grid = tileGrid(width: fullWidth, gap: gap, narrowest: 140)
    let footerHeight = bounds.height < 360 ? 24.0 : 40.0
    // Content keeps clear of the scroll bar whether or not it scrolls now.
    let width = fullWidth
    let goalsHeight = goalsCard.isHidden ? 0 : goalsCard.height(forWidth: width) + gap
    let recordsHeight = layoutRecords(width: width)
    let hintHeight = hintHeight(width: width)
    let achievementsHead = 24 + hintHeight
    let stacked = goalsHeight + recordsHeight + gap + achievementsHead + grid.height(gap: gap)
    var area = bounds
    if stacked > bounds.height, bounds.width - ScrollView.indicatorRoom >= 520, low {
      // Side by side: the goals and the records take their column, the tiles the other.
      let columns = Rect(origin: .zero, size: Size(width: width, height: bounds.height)).divided(
        atDistance: (width - gap) * 0.42, from: .left)
      let left = columns.slice.width
      let tileLeft = columns.remainder.minX + gap
      let tileWidth = columns.remainder.width - gap
      grid = tileGrid(width: tileWidth, gap: gap, narrowest: 120)
      area = footer(bounds, height: footerHeight, tile: grid.tile)
      var top = 0.0
      if !goalsCard.isHidden {
        goalsCard.frame = Rect(x: 0, y: 0, width: left, height: goalsCard.height(forWidth: left))
        top = goalsCard.frame.maxY + gap
      }
      recordsCard.frame = Rect(x: 0, y: top, width: left, height: layoutRecords(width: left))
      let tilesBottom = placeAchievements(grid, left: tileLeft, top: 0, width: tileWidth, gap: gap)
      scroller.contentHeight = max(recordsCard.frame.maxY, tilesBottom)
    } else {
      let spare = bounds.height - stacked
      if spare > 0 {
        // A tall window gives its room to the tiles, up to what shows each one's criterion.
        grid.tile.height = min(
          AchievementTileView.roomyHeight, grid.tile.height + spare / Double(max(1, grid.rows)))
      }
      area = footer(bounds, height: footerHeight, tile: grid.tile)
      let goals = goalsCard.isHidden ? 0 : goalsCard.height(forWidth: width)
      let firstRow = achievementsHead + grid.tile.height
      // What would keep every achievement out of sight goes under them: the records, and in a
      // very low window the goals too.
      let goalsFirst = goals + gap + firstRow <= area.height
      let recordsFirst = goalsFirst && goals + gap + recordsHeight + gap + firstRow <= area.height
      var top = 0.0
      func placeGoals() {
        guard !goalsCard.isHidden else { return }
        goalsCard.frame = Rect(x: 0, y: top, width: width, height: goals)
        top = goalsCard.frame.maxY + gap
      }
      func placeRecords() {
        recordsCard.frame = Rect(x: 0, y: top, width: width, height: recordsHeight)
        top = recordsCard.frame.maxY + gap
      }
      if goalsFirst { placeGoals() }
      if recordsFirst { placeRecords() }
      top = placeAchievements(grid, left: 0, top: top, width: width, gap: gap) + gap
      if !goalsFirst { placeGoals() }
      if !recordsFirst { placeRecords() }
      scroller.contentHeight = top - gap
    }
    scroller.frame = area
    let pad = min(14, recordsCard.bounds.width / 2)
    recordsTitle.frame = Rect(x: pad, y: 6, width: max(0, recordsCard.bounds.width - 2 * pad), height: 24)
    fitTileTitles()
  }

  /// The criterion line at the bottom when a pressed tile cannot say it, and what is left above.
  private func footer(_ bounds: Rect, height: Double, tile: Size) -> Rect {
    let shows = chosen != nil && !AchievementTileView.showsCriterion(in: tile)
    criterionLine.isHidden = !shows
    hintLine.isHidden = AchievementTileView.showsCriterion(in: tile)
    guard shows else { return bounds }
    let parts = bounds.divided(atDistance: height, from: .bottom)
    criterionLine.frame = parts.slice.inset(by: EdgeInsets(top: 2))
    criterionLine.font = .system(Theme.fontSize(0.36, of: max(34, height), minimum: 12, maximum: 15))
    criterionLine.numberOfLines = height < 30 ? 1 : 2
    return parts.remainder
  }

  private func hintHeight(width: Double) -> Double {
    let lines = TextLayout.wrap(hintLine.text, font: hintLine.font, width: max(1, width), measurer: measurer)
    return Double(max(1, lines.count)) * measurer.size(of: "Ag", font: hintLine.font).height + 4
  }

  /// The title, the hint (where the tiles need it) and the tiles from `top`; returns their bottom.
  private func placeAchievements(
    _ grid: TileGrid, left: Double, top: Double, width: Double, gap: Double
  )
    -> Double
  {
    achievementsTitle.frame = Rect(x: left, y: top, width: width, height: 24)
    var tilesTop = achievementsTitle.frame.maxY
    if !hintLine.isHidden {
      let height = hintHeight(width: width)
      hintLine.frame = Rect(x: left, y: tilesTop, width: width, height: height - 4)
      tilesTop += height
    }
    for (index, view) in tiles.enumerated() {
      view.frame = Rect(
        x: left + Double(index % grid.columns) * (grid.tile.width + gap),
        y: tilesTop + Double(index / grid.columns) * (grid.tile.height + gap * 0.5), width: grid.tile.width,
        height: grid.tile.height)
    }
    return tilesTop + grid.height(gap: gap)
  }

  /// Lays the records out in a card `width` wide, in one type size, each text whole (wrapping):
  /// caption beside value where the card is wide enough, else caption over value. Returns the
  /// card's height.
  private func layoutRecords(width: Double) -> Double {
    let size = view.bounds.height < 420 || width < 440 ? 13.0 : 14.0
    let lineHeight = measurer.size(of: "Ag", font: .system(size)).height
    let pad = min(14, width / 2)
    let inner = max(0, width - 2 * pad)
    // A caption may wrap between its words, never inside one ("Tagesherausforderung").
    let longestWord =
      captionLabels.flatMap { $0.text.split(separator: " ") }
      .map { measurer.size(of: String($0), font: .bold(size)).width }.max() ?? 0
    let oneLine = width >= 440 && longestWord <= inner * 0.45
    let captionWidth = oneLine ? min(inner * 0.45, max(min(200, inner * 0.34), longestWord + 2)) : inner
    let valueLeft = oneLine ? captionWidth + 8 : 0
    let valueWidth = max(0, inner - valueLeft)
    func lines(_ label: Label, width: Double) -> Double {
      Double(
        max(1, TextLayout.wrap(label.text, font: label.font, width: max(1, width), measurer: measurer).count))
    }
    var top = 6 + 24.0
    for (caption, value) in zip(captionLabels, valueLabels) {
      caption.font = .bold(size)
      value.font = .system(size)
      let captionHeight = lines(caption, width: captionWidth) * lineHeight
      let valueHeight = lines(value, width: valueWidth) * lineHeight
      caption.frame = Rect(x: pad, y: top, width: captionWidth, height: captionHeight)
      if oneLine {
        value.frame = Rect(x: pad + valueLeft, y: top, width: valueWidth, height: valueHeight)
        top += max(captionHeight, valueHeight) + lineHeight * 0.35
      } else {
        value.frame = Rect(x: pad, y: top + captionHeight, width: valueWidth, height: valueHeight)
        top += captionHeight + valueHeight + lineHeight * 0.4
      }
    }
    if !ratingChart.isHidden {
      ratingChartTitle.font = .bold(size)
      ratingChartTitle.numberOfLines = 0
      let titleHeight = lines(ratingChartTitle, width: inner) * lineHeight
      ratingChartTitle.frame = Rect(x: pad, y: top + 4, width: inner, height: titleHeight)
      ratingChart.font = .system(size - 2)
      let chartHeight = min(120, max(72, inner * 0.2))
      ratingChart.frame = Rect(x: pad, y: ratingChartTitle.frame.maxY + 2, width: inner, height: chartHeight)
      top = ratingChart.frame.maxY + 4
    }
    return top + 8
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
    let tileWidth = max(0, (width - gap * Double(columns - 1)) / Double(columns))
    return TileGrid(
      columns: columns,
      tile: Size(
        width: tileWidth, height: max(comfortableTileHeight, heightForTwoLineNames(width: tileWidth))),
      rows: (tiles.count + columns - 1) / columns)
  }

  /// The height that gives the names two lines over their detail, when some name does not fit
  /// one line of a legible size (13 points) in tiles `width` wide; 0 when every one fits.
  private func heightForTwoLineNames(width: Double) -> Double {
    let font = Font.bold(13)
    let room = width - 16
    let measurer = self.measurer
    let fits = Achievement.allCases.allSatisfy {
      measurer.size(of: "★ " + $0.title, font: font).width <= room
    }
    let twoLines: Double = 2 * 13 * 1.3
    let detail: Double = 13 * 0.85 * 1.3
    return fits ? 0 : (twoLines + detail + 12).rounded(.up)
  }

  /// One type size for every tile's name: the largest at which each name fits its tile, on two
  /// lines where the tile has room for two.
  private func fitTileTitles() {
    guard let first = tiles.first else { return }
    let measurer = self.measurer
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
