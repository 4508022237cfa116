import Foundation
import GameCore
import Localization
import ViewKit

/// The ladder: every rival on a card, in rung order, with where the player stands with each;
/// a line on top says which rung is next. Pressing an open rung plays its rival (first to
/// three). Once the Masters open (``MastersGate``: the Jester beaten and the rivals of habit
/// mastered), a switch over the cards shows them instead: the same rivals, first to five under a
/// twist; until then the Masters' button stands there locked and says what opens them, and with
/// the Jester beaten the line over the cards counts the stars toward them and names the rung to
/// replay, so that the ladder does not seem to end at the rivals that learn. The bar opens the
/// daily challenge and the records.
///
/// ``GameController`` hosts it in the game's containers; ``setup(size:)`` chooses how many cards
/// go in a row so that the portraits come out as large as the holder allows.
@MainActor
final class LadderController: ChallengeScreenController {
  private let progress: ProgressKeeper
  private let keeper: HistoryKeeper
  /// The line over the cards as last read (its goal tallies the whole history: once a refresh,
  /// not once a frame of a resize).
  private var summaryLine = ""
  /// A shorter form of the line, for a window too narrow for it on one line; nil when it has none.
  private var summaryShortLine: String?
  private(set) var cards: [RungCardView] = []
  private let summary = Label(text: "", font: .bold(17), color: Theme.text)
  /// The switch between the ladder's tiers, one button a tier; before the Masters open, their
  /// button alone, locked.
  private(set) var tierButtons: [Button] = []
  /// The tier whose rungs are shown: the first until its top is beaten, then the Masters, unless
  /// the player switched.
  private(set) var tier: LadderTier
  /// Whether the player asked for a tier still locked: the line over the cards says what opens it.
  private var explainsLockedTier: Bool
  /// How many cards go in a row, from the last layout.
  private(set) var columns = 2
  /// Runs when the player presses an open rung.
  var onPlay: ((Rival, LadderTier) -> Void)?
  let dailyItem = BarButtonItem(title: tr("Daily"))
  let recordsItem = BarButtonItem(title: tr("Records"))
  private let dates = Translations.dateFormatter(template: "dMMM", englishFormat: "d MMM")

  /// The ladder on `tier` when it is open, else on the tier the player is climbing.
  init(progress: ProgressKeeper, keeper: HistoryKeeper, tier: LadderTier? = nil) {
    self.keeper = keeper
    self.progress = progress
    let climbing: LadderTier =
      Ladder.isOpen(.masters, in: progress.progress)
        && Ladder.nextRival(on: .first, in: progress.progress) == nil
      ? .masters : .first
    let shown = tier.flatMap { Ladder.isOpen($0, in: progress.progress) ? $0 : nil } ?? climbing
    self.tier = shown
    explainsLockedTier = tier.map { !Ladder.isOpen($0, in: progress.progress) } ?? false
    // The bar names the tier shown: "Masters" over the Masters' rungs, not "Ladder".
    super.init(title: shown.word, viewIdentifier: "ladder-view")
    dailyItem.identifier = "daily-item"
    recordsItem.identifier = "records-item"
    navigationItem.rightBarButtonItems = [dailyItem, recordsItem]
  }

  /// The screen's banner in the containers, naming the tier shown.
  static func banner(for tier: LadderTier) -> Banner {
    switch tier {
    case .first:
      Banner(word: tr("LADDER"), color: Color(hex: 0xF7C948), tagline: tr("Beat each rival to meet the next"))
    case .masters:
      // TRANSLATORS: the banner beside the ladder's second tier (the Masters), in capitals like "LADDER".
      Banner(
        word: tr("MASTERS"), color: Color(hex: 0xF7C948),
        // TRANSLATORS: under the Masters' banner: the first tier's rivals come back harder.
        tagline: tr("Each rival back, with a twist"))
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    summary.identifier = "ladder-summary"
    view.addSubview(summary)
    tierButtons = LadderTier.allCases.map { tier in
      let button = Button(title: tier.word)
      button.identifier = "tier-\(tier.rawValue)"
      button.action = { [weak self] in self?.show(tier) }
      view.addSubview(button)
      return button
    }
    makeCards()
    refresh()
  }

  /// Shows the rungs of `tier`; a tier still locked is explained in the line over the cards.
  func show(_ tier: LadderTier) {
    guard Ladder.isOpen(tier, in: progress.progress) else {
      explainsLockedTier = true
      refresh()
      return
    }
    guard tier != self.tier else { return }
    self.tier = tier
    showTitle()
    makeCards()
    refresh()
  }

  /// Names the tier shown on the bar and the banner, both the hosting screen's.
  private func showTitle() {
    title = tier.word
    parent?.title = title
    (parent as? GameController)?.banner = LadderController.banner(for: tier)
  }

  private func makeCards() {
    for card in cards { card.removeFromSuperview() }
    cards = tier.rivals.map { rival in
      let card = RungCardView(rival: rival, tier: tier)
      card.action = { [weak self, tier] in
        // Back from the match, the line says where the player stands again.
        self?.explainsLockedTier = false
        self?.onPlay?(rival, tier)
      }
      view.addSubview(card)
      return card
    }
    view.setNeedsLayout()
  }

  /// Shows the progress as it is now.
  override func refresh() {
    guard isViewLoaded else { return }
    let progress = progress.progress
    let mastersOpen = Ladder.isOpen(.masters, in: progress)
    for (button, shown) in zip(tierButtons, LadderTier.allCases) {
      let isOpen = Ladder.isOpen(shown, in: progress)
      // While the first tier is the only one open, its button would switch to nothing: the
      // switch is the Masters' locked button alone.
      button.isHidden = !mastersOpen && isOpen
      button.tintColor = shown == tier ? Theme.accent : Theme.control
      let stars = "★ \(progress.totalStars(on: shown))/\(shown.mostStars)"
      button.title =
        isOpen ? tr("%1$@ · %2$@", shown.word, stars) : MastersGate(progress: progress).lockedTitles[0]
    }
    let next = Ladder.nextRival(on: tier, in: progress)
    let bestReads = HabitReading.bestRounds(in: keeper.history, on: tier)
    let bestReadsInAWin = HabitReading.bestRounds(in: keeper.history, on: tier, wonOnly: true)
    for card in cards {
      card.show(
        beatenOn: progress.firstBeaten(card.rival, on: tier).map(dates.string(from:)),
        stars: progress.stars(for: card.rival, on: tier), bestRead: bestReads[card.rival],
        bestReadInAWin: bestReadsInAWin[card.rival],
        isNext: card.rival == next, isUnlocked: Ladder.isUnlocked(card.rival, on: tier, in: progress),
        secondHabitNamed: tier != .masters || progress.mastersHabitNamed(for: card.rival) != nil)
    }
    summaryLine = summaryText
    let gate = MastersGate(progress: progress)
    summaryShortLine = summaryLine == gate.line ? gate.shortLine : nil
    summary.text = summaryLine
    view.setNeedsLayout()
  }

  /// The line over the cards: the stars of both tiers, then what earns the next on the tier
  /// shown; on a cleared first tier with stars still to win, the nearest goal and the rivals that
  /// can give them ("10 stars short of “All the stars”: Boulder, Cyclist, Echo…").
  private var summaryText: String {
    let progress = progress.progress
    let gate = MastersGate(progress: progress)
    if explainsLockedTier, !gate.isOpen { return gate.explanation }
    // With the Jester beaten and the Masters still shut, the stars toward them are the goal.
    if tier == .first, !gate.line.isEmpty { return gate.line }
    if tier == .first, Ladder.nextRival(on: .first, in: progress) == nil,
      progress.totalStars(on: .first) < LadderTier.first.mostStars,
      let line = progress.nearestLadderGoal(history: keeper.history, today: self.progress.today)?.ladderLine(
        progress: progress)
    {
      return tr("%1$@ · %2$@", LadderController.standing(in: progress), line)
    }
    return LadderController.summary(of: tier, in: progress)
  }

  /// The line over the cards: where the player stands on the whole ladder, and what earns the
  /// next stars on `tier` ("★ 8 of 57 stars · Next: Echo, first to three").
  static func summary(of tier: LadderTier, in progress: PlayerProgress) -> String {
    tr("%1$@ · %2$@", standing(in: progress), nextStars(on: tier, in: progress))
  }

  /// The stars of both tiers of all they give, the long goal; once every master is beaten, with
  /// the player's title.
  static func standing(in progress: PlayerProgress) -> String {
    let standing = LadderStanding(progress: progress)
    let words =
      standing.isChampion
      // TRANSLATORS: the ladder's line once every master is beaten: the player's title, then the stars earned on
      // both tiers of the ladder, of all they give.
      ? tr("Champion of the ladder · ★ %1$@ of %2$@", standing.stars, LadderStanding.mostStars)
      // TRANSLATORS: the ladder's line: the stars earned on both tiers of the ladder, of all they give.
      : tr("★ %1$@ of %2$@ stars", standing.stars, LadderStanding.mostStars)
    return RivalStars.keptWithTheirCount(words)
  }

  /// What earns the next stars on `tier`: its next rung, else a replay of the rungs short of
  /// three stars.
  static func nextStars(on tier: LadderTier, in progress: PlayerProgress) -> String {
    if let next = Ladder.nextRival(on: tier, in: progress) {
      // The first four rungs are short matches; from the Mule up, and on the Masters, longer.
      return tier == .first && Ladder.targetWins(against: next) == Ladder.shortTargetWins
        ? tr("Next: %1$@, first to three", next.word) : tr("Next: %1$@, first to five", next.word)
    }
    let short = progress.rivalsShortOfStars(on: tier)
    guard !short.isEmpty else {
      return tier == .first
        ? tr("Every rival beaten, every star earned.") : tr("Every master beaten, every star earned.")
    }
    // Two names: after the standing, a third would leave itself alone on a phone's third line.
    let named = Translations.firstNamed(short.map(\.word), most: 2)
    // TRANSLATORS: the ladder's line on a tier whose every rival is beaten: %1$@ is three stars (★★★), %2$@ the
    // rivals whose best match gave fewer ("Replay for ★★★: Boulder, Fox…").
    return tr("Replay for %1$@: %2$@", RivalStars.shown(RivalStars.most), named)
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let bounds = view.bounds
    let gap = Theme.gap(0.02, of: bounds.size, minimum: 6, maximum: 12)
    var rest = bounds
    let switchButtons = tierButtons.filter { !$0.isHidden }
    if !switchButtons.isEmpty {
      // Never taller than the screen: a sliver of a window keeps the switch inside it.
      let switchHeight = min(bounds.height, max(28, min(40, bounds.height * 0.075)))
      let parts = rest.divided(atDistance: switchHeight, from: .top)
      let width = min(parts.slice.width, 520)
      let row = Rect(x: parts.slice.midX - width / 2, y: parts.slice.minY, width: width, height: switchHeight)
      let count = Double(switchButtons.count)
      let buttonWidth = max(0, (width - gap * (count - 1)) / count)
      for (index, button) in switchButtons.enumerated() {
        button.frame = Rect(
          x: row.minX + Double(index) * (buttonWidth + gap), y: row.minY, width: buttonWidth,
          height: switchHeight)
        button.font = .bold(Theme.fontSize(0.42, of: switchHeight, minimum: 12, maximum: 16))
      }
      if let locked = zip(tierButtons, LadderTier.allCases).first(where: {
        !Ladder.isOpen($1, in: progress.progress)
      })?.0 {
        // The locked button's line, as long as its width takes.
        let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
        let titles = MastersGate(progress: progress.progress).lockedTitles
        locked.title =
          titles.first { measurer.size(of: $0, font: locked.font).width <= locked.titleWidth }
          ?? titles[titles.count - 1]
      }
      rest = parts.remainder.inset(by: EdgeInsets(top: gap * 0.5))
    }
    let summaryHeight = max(24, min(34, bounds.height * 0.06))
    let fontSize = Theme.fontSize(0.55, of: summaryHeight, minimum: 12, maximum: 18)
    summary.font = .bold(fontSize)
    let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
    let tooLong = measurer.size(of: summaryLine, font: summary.font).width > rest.width
    let line = tooLong ? summaryShortLine ?? summaryLine : summaryLine
    summary.text = balanced(line, font: summary.font, width: rest.width)
    // The lines it needs, up to three: the header grows rather than shrinks its words.
    let lines = min(
      3, TextLayout.wrap(summary.text, font: summary.font, width: rest.width, measurer: measurer).count)
    summary.numberOfLines = lines
    let lineHeight = measurer.size(of: "Ag", font: summary.font).height
    let parts = rest.divided(atDistance: max(summaryHeight, lineHeight * Double(lines) + 4), from: .top)
    summary.frame = parts.slice
    var area = parts.remainder.inset(by: EdgeInsets(top: gap * 0.5))
    var grid = LadderGrid(area: area.size, count: cards.count, gap: gap)
    // In a window too low for both, the cards keep room for a line of words each and the
    // summary goes: the next rung's card says "Next" and the switch says the stars.
    summary.isHidden = grid.cardSize.height < LadderController.lowestCard && rest.height > 0
    if summary.isHidden {
      area = rest
      grid = LadderGrid(area: area.size, count: cards.count, gap: gap)
    }
    columns = grid.columns
    let reservesGoalLine = cards.contains(where: \.hasGoal)
    for (index, card) in cards.enumerated() {
      card.arrangement = grid.arrangement
      card.reservesGoalLine = reservesGoalLine
      card.frame = grid.frame(at: index).offsetBy(dx: area.minX, dy: area.minY)
      card.sharedNameSize = nil
      card.sharedDescriptionSize = nil
      card.showsDescription = true
      card.standingBesideName = false
      card.sharedStandingDetail = nil
      card.layoutIfNeeded()
    }
    if cards.contains(where: \.laidStandingBesideName) {
      for card in cards {
        card.standingBesideName = true
        card.layoutIfNeeded()
      }
    }
    // One type size for every name and one for every description: the longest sets it, and no
    // card draws its own smaller.
    let shared = cards.map { $0.nameSizeThatFits(measurer: measurer) }.min()
    let description = cards.map { $0.descriptionSizeThatFits(measurer: measurer) }.min()
    for card in cards {
      card.sharedNameSize = shared
      card.sharedDescriptionSize = description.flatMap { $0.isFinite ? $0 : nil }
      card.layoutIfNeeded()
    }
    // Every beaten rung reads alike: as much of the day and the replay hint as the card with
    // least room (the longest name) can show.
    let standing = cards.compactMap(\.standingDetailThatFits).max()
    for card in cards {
      card.sharedStandingDetail = standing
      card.layoutIfNeeded()
    }
    // A description that cannot show whole even so hides them all: the name and the standing
    // say enough, and a card without one beside cards with one would look broken.
    let allWhole = cards.allSatisfy { $0.descriptionFitsWhole(measurer: measurer) }
    for card in cards { card.showsDescription = allWhole }
  }

  /// The lowest a card may be before the summary gives it its room.
  static let lowestCard = 26.0

  /// `text` on one line when it fits `width`; else broken at its last middle dot into two lines, so
  /// that no word is left alone on the second.
  private func balanced(_ text: String, font: Font, width: Double) -> String {
    let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
    // At the last dot: the champion's title and stars stay together on the first line.
    guard measurer.size(of: text, font: font).width > width,
      let dot = text.range(of: " · ", options: .backwards)
    else {
      return text
    }
    return text.replacingCharacters(in: dot, with: "\n")
  }
}

/// How the ladder's cards share an area: the number of columns that gives the largest
/// portraits while leaving each card room for its words.
struct LadderGrid: Equatable {
  let columns: Int
  let rows: Int
  let cardSize: Size
  let arrangement: RungCardView.Arrangement
  let gap: Double
  /// How many cards share the area.
  let count: Int

  /// A grid whose rows are all full is chosen over one with larger portraits when its own are at
  /// least this share of them: a short last row reads as a card missing.
  static let fullRowsShare = 0.9

  init(area: Size, count: Int, gap: Double) {
    var best: (portrait: Double, columns: Int, arrangement: RungCardView.Arrangement)?
    var bestFull: (portrait: Double, columns: Int, arrangement: RungCardView.Arrangement)?
    for columns in 1...count {
      let rows = (count + columns - 1) / columns
      let width = (area.width - gap * Double(columns - 1)) / Double(columns)
      let height = (area.height - gap * Double(rows - 1)) / Double(rows)
      // A tile needs room for three lines of words under the portrait; a row beside it.
      let tile = width >= 140 && height >= 130 ? min(width - 20, height * 0.46) : 0
      let row = width >= 200 && height >= 44 ? min(height - 12, width * 0.3) : 0
      for (portrait, arrangement) in [(tile, RungCardView.Arrangement.tile), (row, .row)] where portrait > 0 {
        if portrait > (best?.portrait ?? 0) { best = (portrait, columns, arrangement) }
        if count % columns == 0, portrait > (bestFull?.portrait ?? 0) {
          bestFull = (portrait, columns, arrangement)
        }
      }
    }
    if let full = bestFull, full.portrait >= (best?.portrait ?? 0) * LadderGrid.fullRowsShare { best = full }
    columns = best?.columns ?? 1
    rows = (count + columns - 1) / columns
    arrangement = best?.arrangement ?? .row
    self.gap = gap
    self.count = count
    cardSize = Size(
      width: max(0, (area.width - gap * Double(columns - 1)) / Double(columns)),
      height: max(0, (area.height - gap * Double(rows - 1)) / Double(rows)))
  }

  /// How many cards the last row holds: fewer than `columns` when the count does not divide.
  var cardsInLastRow: Int {
    count - (rows - 1) * columns
  }

  /// The frame of the card at `index`, in the area's coordinates, row by row. A short last row
  /// is centred under the others: left-aligned, its empty slot read as a card missing.
  func frame(at index: Int) -> Rect {
    let column = index % columns
    let row = index / columns
    let missing = row == rows - 1 ? columns - cardsInLastRow : 0
    return Rect(
      x: (Double(column) + Double(missing) / 2) * (cardSize.width + gap),
      y: Double(row) * (cardSize.height + gap), width: cardSize.width, height: cardSize.height)
  }
}
