import Foundation
import GameCore
import Localization
import ViewKit

/// The ladder: every rival on a card, in rung order, with where the player stands with each;
/// a line on top says which rung is next. Pressing an open rung plays its rival (first to
/// three). The bar opens the daily challenge and the records.
///
/// ``GameController`` hosts it in the game's containers; ``setup(size:)`` chooses how many cards
/// go in a row so that the portraits come out as large as the holder allows.
@MainActor
final class LadderController: ChallengeScreenController {
  private let progress: ProgressKeeper
  private(set) var cards: [RungCardView] = []
  private let summary = Label(text: "", font: .bold(17), color: Theme.text)
  /// How many cards go in a row, from the last layout.
  private(set) var columns = 2
  /// Runs when the player presses an open rung.
  var onPlay: ((Rival) -> Void)?
  let dailyItem = BarButtonItem(title: tr("Daily"))
  let recordsItem = BarButtonItem(title: tr("Records"))
  private let dates = Translations.dateFormatter(template: "dMMM", englishFormat: "d MMM")

  init(progress: ProgressKeeper) {
    self.progress = progress
    super.init(title: tr("Ladder"), viewIdentifier: "ladder-view")
    dailyItem.identifier = "daily-item"
    recordsItem.identifier = "records-item"
    navigationItem.rightBarButtonItems = [dailyItem, recordsItem]
  }

  /// The screen's banner in the containers.
  static let banner = Banner(
    word: tr("LADDER"), color: Color(hex: 0xF7C948), tagline: tr("Beat each rival to meet the next"))

  override func viewDidLoad() {
    super.viewDidLoad()
    summary.identifier = "ladder-summary"
    summary.numberOfLines = 2
    view.addSubview(summary)
    cards = Rival.allCases.map { rival in
      let card = RungCardView(rival: rival)
      card.action = { [weak self] in self?.onPlay?(rival) }
      view.addSubview(card)
      return card
    }
    refresh()
  }

  /// Shows the progress as it is now.
  override func refresh() {
    guard isViewLoaded else { return }
    let progress = progress.progress
    let next = Ladder.nextRival(in: progress)
    for card in cards {
      card.show(
        beatenOn: progress.firstBeaten(card.rival).map(dates.string(from:)),
        stars: progress.stars(for: card.rival), isNext: card.rival == next,
        isUnlocked: Ladder.isUnlocked(card.rival, in: progress))
    }
    let beaten = Rival.allCases.filter(progress.hasBeaten).count
    if let next {
      summary.text = tr(
        "%1$@ of %2$@ rivals beaten · Next: %3$@, first to three", beaten, Rival.allCases.count, next.word)
    } else {
      summary.text =
        progress.totalStars < RivalStars.total
        ? tr(
          "Every rival beaten · %1$@ of %2$@ stars: replay any of them for more.", progress.totalStars,
          RivalStars.total)
        : tr("Every rival beaten, every star earned.")
    }
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let bounds = view.bounds
    let gap = Theme.gap(0.02, of: bounds.size, minimum: 6, maximum: 12)
    let summaryHeight = max(24, min(34, bounds.height * 0.06))
    let parts = bounds.divided(atDistance: summaryHeight, from: .top)
    summary.frame = parts.slice
    summary.font = .bold(Theme.fontSize(0.55, of: summaryHeight, minimum: 12, maximum: 18))
    let area = parts.remainder.inset(by: EdgeInsets(top: gap * 0.5))
    let grid = LadderGrid(area: area.size, count: cards.count, gap: gap)
    columns = grid.columns
    for (index, card) in cards.enumerated() {
      card.arrangement = grid.arrangement
      card.frame = grid.frame(at: index).offsetBy(dx: area.minX, dy: area.minY)
    }
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

  init(area: Size, count: Int, gap: Double) {
    var best: (portrait: Double, columns: Int, arrangement: RungCardView.Arrangement)?
    for columns in 1...count {
      let rows = (count + columns - 1) / columns
      let width = (area.width - gap * Double(columns - 1)) / Double(columns)
      let height = (area.height - gap * Double(rows - 1)) / Double(rows)
      // A tile needs room for three lines of words under the portrait; a row beside it.
      let tile = width >= 140 && height >= 130 ? min(width - 20, height * 0.46) : 0
      let row = width >= 200 && height >= 44 ? min(height - 12, width * 0.3) : 0
      for (portrait, arrangement) in [(tile, RungCardView.Arrangement.tile), (row, .row)] where portrait > 0 {
        if portrait > (best?.portrait ?? 0) { best = (portrait, columns, arrangement) }
      }
    }
    columns = best?.columns ?? 1
    rows = (count + columns - 1) / columns
    arrangement = best?.arrangement ?? .row
    self.gap = gap
    cardSize = Size(
      width: max(0, (area.width - gap * Double(columns - 1)) / Double(columns)),
      height: max(0, (area.height - gap * Double(rows - 1)) / Double(rows)))
  }

  /// The frame of the card at `index`, in the area's coordinates, row by row.
  func frame(at index: Int) -> Rect {
    let column = index % columns
    let row = index / columns
    return Rect(
      x: Double(column) * (cardSize.width + gap), y: Double(row) * (cardSize.height + gap),
      width: cardSize.width, height: cardSize.height)
  }
}
