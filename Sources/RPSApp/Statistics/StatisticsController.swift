import Foundation
import GameCore
import Localization
import ViewKit

/// The statistics screen: for the level and rules chosen in its picker, the matches won, lost
/// and abandoned, the win rate and streaks, the rounds, the player's throws, how often the
/// computer read them, and a chart of the win rate over time.
///
/// ``GameController`` hosts it like the game, so it sits in the same portrait and landscape
/// containers; ``setup(size:)`` stacks the cards in a tall holder and puts them side by side in
/// a wide one. The numbers are read from the history when the screen appears and again after
/// every change of the history while it is on screen (``reload()``), never while it is hidden.
@MainActor
public final class StatisticsController: HistoryScreenController, HoldableController {
  private let calendar: Calendar
  /// The numbers last read from the history; nil until the screen first appears.
  public private(set) var statistics: Statistics?
  /// Finished matches against rivals: counted in the records, not here.
  private var rivalMatches = 0
  /// The level and rules shown.
  public private(set) var selectedKey: Statistics.Key
  /// The arrangement chosen by the last ``setup(size:)``.
  public private(set) var shape = GameArrangement.Shape.tall
  /// Until the player picks, an empty choice gives way to the level and rules played most.
  private var hasPicked = false
  /// The picker shows once there is something to pick from.
  private var hasPicker = false

  private var levelButtons: [(Level, Button)] = []
  private var rulesButtons: [(Rules, Button)] = []
  private let message = Label(text: "", font: .bold(20), color: Theme.secondaryText)
  /// Says that a larger window shows the cards left out of this one.
  private let moreNote = Label(text: "", font: .system(13), color: Theme.secondaryText)

  private let summaryCard = View()
  private let summaryTitle = Label(text: "", font: .bold(15), color: Theme.secondaryText)
  private let winRate = Label(text: "", font: .bold(30), color: Theme.text)
  private let wonTile = StatisticTileView(caption: tr("WON"), color: Theme.win, identifier: "stat-won")
  private let lostTile = StatisticTileView(caption: tr("LOST"), color: Theme.loss, identifier: "stat-lost")
  private let abandonedTile = StatisticTileView(
    // TRANSLATORS: column captions under numbers; the short forms are used in narrow windows.
    caption: tr("ABANDONED"), shortCaption: tr("ABAND."), color: Theme.secondaryText,
    identifier: "stat-abandoned")
  private let streakTile = StatisticTileView(
    caption: tr("STREAK"), color: Theme.draw, identifier: "stat-streak")
  private let bestTile = StatisticTileView(
    caption: tr("BEST STREAK"), shortCaption: tr("BEST"), color: Theme.draw, identifier: "stat-best-streak")
  private let roundsTile = StatisticTileView(
    caption: tr("ROUNDS"), color: Theme.text, identifier: "stat-rounds")
  private let footnote = Label(text: "", font: .system(13), color: Theme.secondaryText)
  /// The footnote's wordings, longest first: the summary shows the longest whose lines fit.
  private var footnotes: [String] = []

  private let throwsCard = View()
  private let throwsTitle = Label(text: tr("Your throws"), font: .bold(15), color: Theme.secondaryText)
  private let shareBar = ThrowShareBarView()
  private let favourite = Label(text: "", font: .bold(16), color: Theme.text)
  private let prediction = Label(text: "", font: .system(14), color: Theme.secondaryText)

  private let chartCard = View()
  private let chartTitle = Label(text: "", font: .bold(15), color: Theme.secondaryText)
  private let chart = WinRateChartView()

  /// The statistics of `keeper`'s history, first showing `preferredKey` (the level and rules
  /// being played) unless it has no match and another has. Days and weeks follow `calendar`.
  public init(keeper: HistoryKeeper, preferredKey: Statistics.Key, calendar: Calendar = .current) {
    self.selectedKey = preferredKey
    self.calendar = calendar
    super.init(keeper: keeper)
    title = tr("Statistics")
  }

  /// The screen's banner in the containers: the word and what it covers.
  public static let banner = Banner(
    word: tr("STATISTICS"), color: Theme.statistics, tagline: tr("Your matches, level by level"))

  // MARK: Reading the history

  /// Shows the statistics of `key`.
  public func select(_ key: Statistics.Key) {
    hasPicked = true
    selectedKey = key
    if isViewLoaded { refresh() }
  }

  override func read(_ history: History) {
    let statistics = Statistics(history: history, calendar: calendar)
    self.statistics = statistics
    rivalMatches = history.finished.count { $0.isFinished && $0.challenge != nil }
    if !hasPicked, statistics[selectedKey].matches == 0,
      let busiest = statistics.groups.max(by: { $0.value.matches < $1.value.matches })?.key
    {
      selectedKey = busiest
    }
    if isViewLoaded { refresh() }
  }

  // MARK: Views

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.identifier = "statistics-view"
    levelButtons = Level.allCases.map { level in
      let button = Button(title: level.name)
      button.identifier = "stats-level-\(level.rawValue)"
      button.action = { [unowned self] in select(Statistics.Key(level: level, rules: selectedKey.rules)) }
      return (level, button)
    }
    rulesButtons = [Rules.classic, .rockPaperScissorsSpockLizard].map { rules in
      let button = Button(title: StatisticsWords.rulesName(rules))
      button.identifier = "stats-rules-\(rules.name)"
      button.action = { [unowned self] in select(Statistics.Key(level: selectedKey.level, rules: rules)) }
      return (rules, button)
    }
    message.identifier = "statistics-message"
    message.numberOfLines = 5
    summaryCard.identifier = "statistics-summary"
    throwsCard.identifier = "statistics-throws"
    chartCard.identifier = "statistics-chart"
    winRate.identifier = "stat-win-rate"
    favourite.identifier = "stat-favourite"
    prediction.identifier = "stat-prediction"
    footnote.identifier = "stat-footnote"
    chartTitle.identifier = "stat-chart-title"
    prediction.numberOfLines = 3
    favourite.numberOfLines = 2
    footnote.numberOfLines = 2
    for title in [summaryTitle, throwsTitle, chartTitle, winRate, favourite, prediction, footnote] {
      title.alignment = .left
    }
    for card in [summaryCard, throwsCard, chartCard] {
      Theme.makePanel(card, fill: Theme.card, cornerRadius: 16)
      view.addSubview(card)
    }
    for part in [
      summaryTitle, winRate, wonTile, lostTile, abandonedTile, streakTile, bestTile, roundsTile, footnote,
    ] {
      summaryCard.addSubview(part)
    }
    for part in [throwsTitle, shareBar, favourite, prediction] { throwsCard.addSubview(part) }
    for part in [chartTitle, chart] as [View] { chartCard.addSubview(part) }
    for button in levelButtons.map(\.1) + rulesButtons.map(\.1) { view.addSubview(button) }
    view.addSubview(message)
    moreNote.identifier = "statistics-more"
    view.addSubview(moreNote)
    refresh()
  }

  /// Lays the screen out for a holder of `size`: cards stacked in a tall holder, side by side
  /// in a wide one.
  public func setup(size: Size) {
    shape = GameArrangement.Shape(for: size)
    fitView(to: size)
  }

  /// Shows the numbers of the selected level and rules, or why there are none.
  private func refresh() {
    for (level, button) in levelButtons {
      mark(button, chosen: level == selectedKey.level, name: level.word)
    }
    for (rules, button) in rulesButtons {
      mark(button, chosen: rules == selectedKey.rules, name: StatisticsWords.rulesName(rules))
    }
    let total = statistics?.totalMatches ?? 0
    let group = statistics?[selectedKey] ?? GroupStatistics(rules: selectedKey.rules)
    if total == 0, rivalMatches > 0 {
      message.text =
        tr("These statistics count the computer's levels.") + " "
        + trn(
          "Your %1$@ match against rivals is in Records.", "Your %1$@ matches against rivals are in Records.",
          rivalMatches)
    } else if total == 0 {
      message.text = tr("Play a match to see your statistics")
    } else if group.matches == 0 {
      message.text = tr("No finished match at %1$@ yet", StatisticsWords.name(of: selectedKey))
    } else {
      message.text = ""
    }
    let hasNumbers = group.matches > 0
    message.isHidden = hasNumbers
    hasPicker = total > 0

    summaryTitle.text =
      trn("%1$@ match", "%1$@ matches", group.matches) + " · " + StatisticsWords.name(of: selectedKey)
    winRate.text = group.winRate.map { tr("%1$@ won", StatisticsWords.percent($0)) } ?? ""
    wonTile.value.text = Translations.number(group.won)
    lostTile.value.text = Translations.number(group.lost)
    abandonedTile.value.text = Translations.number(group.abandoned)
    streakTile.value.text = Translations.number(group.currentStreak)
    bestTile.value.text = Translations.number(group.longestStreak)
    roundsTile.value.text = Translations.number(group.roundsPlayed)
    footnotes = StatisticsWords.footnotes(group)
    shareBar.show(group)
    favourite.text = StatisticsWords.favourite(group)
    prediction.text = StatisticsWords.prediction(group)
    chart.show(group.timeline)
    view.setNeedsLayout()
  }

  private func mark(_ button: Button, chosen: Bool, name: String) {
    button.title = chosen ? "✓ " + name : name
    button.tintColor = chosen ? Theme.accent : Theme.control
  }

  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let bounds = view.bounds
    let gap = Theme.gap(0.025, of: bounds.size, minimum: 6, maximum: 16)
    let rest = layoutPicker(in: bounds, gap: gap)
    let messageArea = (statistics?.totalMatches ?? 0) == 0 ? bounds : rest
    message.frame = Rect(
      x: messageArea.minX + min(gap * 2, messageArea.width / 2),
      y: messageArea.minY + min(gap, messageArea.height / 2),
      width: max(0, messageArea.width - gap * 4), height: max(0, messageArea.height - gap * 2))
    message.font = .bold(Theme.fontSize(0.05, of: bounds.width, minimum: 16, maximum: 26))
    let cards = [summaryCard, throwsCard, chartCard]
    let hasNumbers = message.isHidden
    let least = shape == .tall ? [140.0, 130, 110] : [190.0, 160, 180]
    let weights = shape == .tall ? [0.4, 0.25, 0.35] : [0.31, 0.29, 0.40]
    // Stacked in a tall holder, side by side in a wide one. Each card needs a least length to
    // be read; when the holder cannot give every card its own, the last ones (the chart, then
    // the throws) are left out rather than squeezed into overlapping text, and a line under
    // the others says that a larger window shows them.
    func cardsFitting(_ area: Rect) -> Int {
      let along = shape == .tall ? area.height : area.width
      var shown = cards.count
      while shown > 0, least.prefix(shown).reduce(0, +) + gap * Double(shown - 1) > along { shown -= 1 }
      return shown
    }
    var area = rest
    var shown = cardsFitting(area)
    moreNote.isHidden = !hasNumbers || shown == cards.count
    if !moreNote.isHidden {
      // The longer wording, on two lines where one is too narrow for it.
      let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
      let longest = tr("A larger window also shows your throws and the chart")
      let twoLines = measurer.size(of: longest, font: .system(11)).width > rest.width
      moreNote.numberOfLines = twoLines ? 2 : 1
      let parts = rest.divided(atDistance: twoLines ? 34 : 22, from: .bottom)
      moreNote.frame = parts.slice
      area = parts.remainder.inset(by: EdgeInsets(bottom: 4))
      shown = cardsFitting(area)
      moreNote.text = shown >= 2 ? tr("A larger window also shows the chart") : longest
    }
    isGrid = StatisticsController.usesGrid(area.size, shape: shape) && shown == cards.count
    if isGrid {
      layOutGrid(cards, in: area, gap: gap, visible: hasNumbers)
      layoutSummary()
      layoutThrows()
      layoutChart()
      return
    }
    let along = shape == .tall ? area.height : area.width
    let spare = max(0, along - least.prefix(shown).reduce(0, +) - gap * Double(shown - 1))
    let weightShown = max(0.01, weights.prefix(shown).reduce(0, +))
    var start = shape == .tall ? area.minY : area.minX
    for (index, card) in cards.enumerated() {
      card.isHidden = !hasNumbers || index >= shown
      guard index < shown else { continue }
      let end = shape == .tall ? area.maxY : area.maxX
      // The last card ends on the edge exactly, whatever the rounding of the others.
      let length = index == shown - 1 ? end - start : least[index] + spare * weights[index] / weightShown
      card.frame =
        shape == .tall
        ? Rect(x: area.minX, y: start, width: area.width, height: length)
        : Rect(x: start, y: area.minY, width: length, height: area.height)
      start += length + gap
    }
    layoutSummary()
    layoutThrows()
    layoutChart()
  }

  /// Whether the last layout put the summary and the throws side by side over the chart.
  public private(set) var isGrid = false

  /// Whether a holder area of `size` lays the cards out as a grid: a large wide one. Three
  /// cards side by side in it came out tall and narrow, their words small and their lower
  /// halves empty; two over a chart as wide as the screen use the room.
  static func usesGrid(_ size: Size, shape: GameArrangement.Shape) -> Bool {
    shape != .tall && size.height >= 480 && size.width >= 640 && size.width < size.height * 2.4
  }

  /// The summary and the throws side by side on top, the chart along the bottom.
  private func layOutGrid(_ cards: [View], in area: Rect, gap: Double, visible: Bool) {
    let rows = area.divided(atDistance: (area.height - gap) * 0.56, from: .top)
    let top = rows.slice
    let columns = top.divided(atDistance: (top.width - gap) * 0.55, from: .left)
    cards[0].frame = columns.slice
    cards[1].frame = columns.remainder.inset(by: EdgeInsets(left: gap))
    cards[2].frame = rows.remainder.inset(by: EdgeInsets(top: gap))
    for card in cards { card.isHidden = !visible }
  }

  /// Puts the level and rules buttons along the top, in one row when they fit at a legible
  /// size and in two (levels, then rules) otherwise; returns the space under them.
  private func layoutPicker(in bounds: Rect, gap: Double) -> Rect {
    let buttons = levelButtons.map(\.1) + rulesButtons.map(\.1)
    let height = max(30, min(44, bounds.height * 0.07))
    let font = Font.bold(Theme.fontSize(0.38, of: height, minimum: 12, maximum: 16))
    let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
    func natural(_ name: String) -> Double { measurer.size(of: "✓ " + name, font: font).width + 28 }
    let levelWidth = Level.allCases.map { natural($0.word) }.max() ?? 0
    let rulesWidth = natural(StatisticsWords.rulesName(.rockPaperScissorsSpockLizard))
    let oneRow = bounds.width >= levelWidth * 3 + rulesWidth * 2 + gap * 5
    // A holder too low for the rows (the smallest windows mid-resize) shows none of them.
    let rowsHeight = oneRow ? height : height * 2 + gap * 0.6
    for button in buttons { button.isHidden = !hasPicker || rowsHeight > bounds.height }
    guard hasPicker, rowsHeight <= bounds.height else { return bounds }
    var top = bounds.minY
    func row(_ buttons: [Button], in area: Rect) {
      let width = max(0, (area.width - gap * Double(buttons.count - 1)) / Double(buttons.count))
      for (index, button) in buttons.enumerated() {
        button.frame = Rect(
          x: area.minX + Double(index) * (width + gap), y: area.minY, width: width, height: area.height)
        button.font = font
      }
    }
    if oneRow {
      let line = Rect(x: bounds.minX, y: top, width: bounds.width, height: height)
      let levelsShare = levelWidth * 3 / (levelWidth * 3 + rulesWidth * 2)
      let parts = line.divided(atDistance: (line.width - gap * 2) * levelsShare, from: .left)
      row(levelButtons.map(\.1), in: parts.slice)
      row(rulesButtons.map(\.1), in: parts.remainder.inset(by: EdgeInsets(left: gap * 2)))
      top += height + gap
    } else {
      row(levelButtons.map(\.1), in: Rect(x: bounds.minX, y: top, width: bounds.width, height: height))
      top += height + gap * 0.6
      row(rulesButtons.map(\.1), in: Rect(x: bounds.minX, y: top, width: bounds.width, height: height))
      top += height + gap
    }
    return Rect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bounds.maxY - top))
  }

  /// The size of a card's ordinary text: it follows the card, between legible and large.
  private static func unit(of inner: Rect, lines: Double, across: Double) -> Double {
    max(11, min(largestUnit, min(inner.height / lines, inner.width / across)))
  }

  /// The largest ordinary text of a card: large enough to read across a room on a big screen,
  /// small enough that a card's words still look like a card's.
  static let largestUnit = 26.0

  /// Puts a card's title along the top of its inner area, `titleLines` units high in bold, the
  /// unit fitted to `lines` lines of the card; returns the inner area, the unit and the area
  /// under the title.
  private static func layoutTitle(
    _ title: Label, of card: View, lines: Double, across: Double = 24, titleLines: Double
  ) -> (inner: Rect, unit: Double, below: Rect) {
    let inner = card.bounds.insetBy(dx: 14, dy: 10)
    let unit = StatisticsController.unit(of: inner, lines: lines, across: across)
    let parts = inner.divided(atDistance: unit * titleLines, from: .top)
    title.frame = parts.slice
    title.font = .bold(unit)
    return (inner, unit, parts.remainder)
  }

  private func layoutSummary() {
    // Its widest lines are the title and the footnote: 18 units across still take them whole
    // (the captions have their short forms), and a narrow card's numbers read larger.
    let (_, unit, below) = Self.layoutTitle(
      summaryTitle, of: summaryCard, lines: 13, across: 18, titleLines: 1.5)
    let parts = below.divided(atDistance: unit * 2.6, from: .top)
    winRate.frame = parts.slice
    winRate.font = .bold(unit * 2)
    // The footnote gives way first: the numbers need two rows of at least 35 points.
    let footnoteHeight = parts.remainder.height - unit * 2.8 >= 70 ? unit * 2.8 : 0
    footnote.isHidden = footnoteHeight == 0
    let lines = parts.remainder.divided(atDistance: footnoteHeight, from: .bottom)
    footnote.frame = lines.slice
    footnote.font = .system(unit * 0.85)
    let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
    footnote.text =
      footnotes.first { wording in
        wording.split(separator: "\n").allSatisfy {
          measurer.size(of: String($0), font: footnote.font).width <= footnote.frame.width
        }
      } ?? footnotes.last ?? ""
    let grid = lines.remainder
    let rowHeight = grid.height / 2
    let columnWidth = grid.width / 3
    let tiles = [wonTile, lostTile, abandonedTile, streakTile, bestTile, roundsTile]
    // One size for every word, the largest at which the longest fits its column; where even
    // the smallest legible size is too big, the long words take their short forms.
    func fittingSize(short: Bool) -> Double {
      for tile in tiles { tile.useShortCaption(short) }
      return TextLayout.largestSize(
        fitting: tiles.map { ($0.caption.text, columnWidth - 8) }, font: .bold(unit * 0.8), measurer: measurer
      )
    }
    var captionSize = fittingSize(short: false)
    if tiles.contains(where: {
      measurer.size(of: $0.caption.text, font: .bold(captionSize)).width > columnWidth - 8
    }) {
      captionSize = fittingSize(short: true)
    }
    let valueSize = max(14, min(unit * 2.2, (rowHeight - captionSize * 1.5) * 0.75))
    for (index, tile) in tiles.enumerated() {
      tile.frame = Rect(
        x: grid.minX + Double(index % 3) * columnWidth, y: grid.minY + Double(index / 3) * rowHeight,
        width: columnWidth, height: rowHeight
      ).insetBy(dx: 2, dy: 2)
      tile.setFonts(value: valueSize, caption: captionSize)
    }
  }

  /// Top down: the title, the bar and its legend, the favourite and how often the computer read
  /// the player. The type is the largest (up to the summary's) at which all of it fits the card,
  /// so that a large card reads large rather than leaving its lower half empty.
  private func layoutThrows() {
    let inner = throwsCard.bounds.insetBy(dx: 14, dy: 10)
    let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
    func lines(_ text: String, font: Font, most: Int) -> Double {
      Double(
        min(
          most,
          max(1, TextLayout.wrap(text, font: font, width: max(1, inner.width), measurer: measurer).count)))
    }
    /// The height the card's words take at `unit`.
    func needed(_ unit: Double) -> Double {
      shareBar.font = .bold(unit * 0.85)
      return unit * 1.6 + shareBar.naturalHeight(width: inner.width) + 12
        + lines(favourite.text, font: .bold(unit), most: 2) * unit * 1.3
        + lines(prediction.text, font: .system(unit * 0.85), most: 3) * unit * 0.85 * 1.3
    }
    let largest = max(11, min(StatisticsController.largestUnit, inner.width / 14))
    let unit = stride(from: largest, through: 11, by: -0.5).first { needed($0) <= inner.height } ?? 11
    shareBar.font = .bold(unit * 0.85)
    let titleParts = inner.divided(atDistance: unit * 1.6, from: .top)
    throwsTitle.frame = titleParts.slice
    throwsTitle.font = .bold(unit)
    let below = titleParts.remainder
    let barHeight = min(below.height, shareBar.naturalHeight(width: inner.width))
    shareBar.frame = Rect(x: inner.minX, y: below.minY + 4, width: inner.width, height: max(0, barHeight - 6))
    favourite.font = .bold(unit)
    let favouriteHeight = lines(favourite.text, font: favourite.font, most: 2) * unit * 1.3
    let words = Rect(
      x: inner.minX, y: shareBar.frame.maxY + 6, width: inner.width,
      height: max(0, inner.maxY - shareBar.frame.maxY - 6))
    let parts = words.divided(atDistance: min(words.height, favouriteHeight), from: .top)
    favourite.frame = parts.slice
    // The prediction right under the favourite, as high as its lines: the card's spare room, if
    // any, stays at its foot rather than between the two.
    prediction.font = .system(unit * 0.85)
    let predictionHeight = lines(prediction.text, font: prediction.font, most: 3) * unit * 0.85 * 1.3
    prediction.frame =
      parts.remainder.inset(by: EdgeInsets(top: min(parts.remainder.height, 4)))
      .divided(atDistance: predictionHeight, from: .top).slice
  }

  private func layoutChart() {
    let (_, unit, below) = Self.layoutTitle(chartTitle, of: chartCard, lines: 12, titleLines: 1.6)
    chart.frame = below.inset(by: EdgeInsets(top: 6))
    chart.font = .system(unit * 0.8)
    chart.layoutIfNeeded()
    // The title counts the points the chart found room for.
    chartTitle.text = StatisticsWords.chartTitle(chart.timeline, shown: chart.shownPoints.count)
  }
}
