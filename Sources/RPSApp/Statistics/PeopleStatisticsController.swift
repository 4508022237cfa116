import Foundation
import GameCore
import Localization
import ViewKit

/// The statistics of matches between people at this screen, apart from the computer's: each
/// pair that has played, who is ahead, and how many matches, rounds and given-up matches.
/// Opened by Stats while two people play, in the same containers as the game.
@MainActor
public final class PeopleStatisticsController: HistoryScreenController, HoldableController {
  public private(set) var statistics = PeopleStatistics(history: History())
  private let headline = Label(text: "", font: .bold(24), color: Theme.text)
  private let note = Label(text: "", font: .system(15), color: Theme.secondaryText)
  let list = ListView()
  private let dates: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateStyle = .medium
    formatter.timeStyle = .none
    // The player's language once translations are set up; the tests' fixed one until then.
    if Translations.isLocalized { formatter.locale = Translations.locale }
    return formatter
  }()
  private var shape = GameArrangement.Shape.tall

  public override init(keeper: HistoryKeeper) {
    super.init(keeper: keeper)
    title = tr("Statistics")
  }

  /// The screen's banner in the containers.
  public static let banner = Banner(
    word: tr("HEAD TO HEAD"), color: Theme.statistics, tagline: tr("Matches between people at this screen"))

  override func read(_ history: History) {
    statistics = PeopleStatistics(history: history)
    guard isViewLoaded else { return }
    let total = statistics.totalMatches
    headline.text =
      total == 0
      ? tr("No match between people yet")
      : trn("%1$@ match between people", "%1$@ matches between people", total)
    note.text =
      total == 0
      ? tr("Finish a two-player match and it is counted here, apart from your matches against the computer.")
      : tr("Each pair, the most recent first. Abandoned matches count for neither.")
    list.reloadData()
    view.setNeedsLayout()
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.identifier = "people-statistics-view"
    headline.identifier = "people-headline"
    note.numberOfLines = 3
    list.identifier = "people-list"
    list.rowHeight = 64
    list.emptyMessage = tr("Nobody has played anybody yet")
    list.numberOfRows = { [unowned self] in statistics.pairings.count }
    list.row = { [unowned self] index in row(for: statistics.pairings[index]) }
    for part in [headline, note, list] { view.addSubview(part) }
    readHistory()
  }

  private func row(for pairing: PeopleStatistics.Pairing) -> ListRow {
    var parts = [
      trn("%1$@ match", "%1$@ matches", pairing.matches), trn("%1$@ round", "%1$@ rounds", pairing.rounds),
    ]
    if pairing.abandoned > 0 { parts.append(trn("%1$@ abandoned", "%1$@ abandoned", pairing.abandoned)) }
    let names = pairing.names.map(MatchPlayers.shown)
    return ListRow(
      title: "\(names[0]) \(pairing.wins[0])–\(pairing.wins[1]) \(names[1])",
      subtitle: parts.joined(separator: " · "),
      detail: dates.string(from: pairing.lastPlayed),
      accent: pairing.leader == nil ? Theme.draw : Theme.statistics)
  }

  public func setup(size: Size) {
    shape = GameArrangement.Shape(for: size)
    fitView(to: size)
  }

  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let inner = view.bounds.insetBy(dx: 16, dy: 12)
    let header: Rect
    let body: Rect
    if shape == .wide {
      let parts = inner.divided(atDistance: inner.width * 0.36, from: .left)
      header = parts.slice
      body = parts.remainder.inset(by: EdgeInsets(left: 12))
    } else {
      let parts = inner.divided(atDistance: min(140, inner.height * 0.3), from: .top)
      header = parts.slice
      body = parts.remainder.inset(by: EdgeInsets(top: 8))
    }
    let top = header.divided(atDistance: min(44, header.height * 0.4), from: .top)
    headline.frame = top.slice
    headline.font = .bold(Theme.fontSize(0.55, of: top.slice.height, minimum: 14, maximum: 26))
    headline.alignment = shape == .wide ? .left : .center
    note.frame = Rect(
      x: top.remainder.minX, y: top.remainder.minY, width: top.remainder.width,
      height: min(80, top.remainder.height))
    note.alignment = headline.alignment
    list.frame = body
  }
}
