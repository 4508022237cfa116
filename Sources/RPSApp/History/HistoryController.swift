import Foundation
import GameCore
import Localization
import ViewKit

/// The list of matches played, newest first, the unfinished one on top (the split view's
/// master). Opening a row hands its record to ``onOpen``. Its strip can hide the abandoned
/// matches and clear the history (after asking); the selection stays on its match as matches
/// come and go.
///
/// A finished match is listed, and timed on its row, by when it ended; one still waiting by
/// when it began. The history keeps a rival's match where its first round put it, so the list
/// orders the rows itself: its times then never run out of order, and a match begun on an
/// earlier day than it ended says so under its result ("begun 5 Dec").
@MainActor
public final class HistoryController: ViewController {
  public let keeper: HistoryKeeper
  public let list = ListView()
  /// Runs when the player opens a match.
  public var onOpen: ((MatchRecord) -> Void)?
  /// Abandoned matches are left out of the list (the strip's Hide abandoned button).
  public var hidesAbandoned = false {
    didSet {
      guard hidesAbandoned != oldValue else { return }
      reload()
      onHidesAbandonedChange?(hidesAbandoned)
    }
  }

  /// Runs when ``hidesAbandoned`` changes, so the choice can be remembered.
  public var onHidesAbandonedChange: ((Bool) -> Void)?
  /// "20:54" today, "29 Nov" this year, "Nov 2025" before: short enough for the row's right
  /// column.
  private let today = Translations.dateFormatter(template: "HHmm", englishFormat: "HH:mm")
  private let thisYear = Translations.dateFormatter(template: "dMMM", englishFormat: "d MMM")
  private let earlier = Translations.dateFormatter(template: "MMMyyyy", englishFormat: "MMM yyyy")
  /// The positions (in the history's order) of the matches in the list's order, nil when the
  /// two are the same, and the history's revision and the hiding they were worked out for.
  private var listed: (positions: [Int]?, revision: Int, hidesAbandoned: Bool)?

  public init(keeper: HistoryKeeper) {
    self.keeper = keeper
    super.init()
    title = tr("History")
  }

  /// The matches in the list's order: read from the history in place (the list asks for its
  /// count and its visible rows on every frame), newest first by ``MatchRecord/listedAt``,
  /// without the abandoned ones while they are hidden. The order is worked out once per change.
  public var records: Rows {
    let all = keeper.history.newestFirst
    if let cached = listed, cached.revision == keeper.revision, cached.hidesAbandoned == hidesAbandoned {
      return Rows(all: all, shown: cached.positions)
    }
    let positions = HistoryController.listOrder(
      of: all, inProgressOnTop: keeper.history.current != nil, hidingAbandoned: hidesAbandoned)
    listed = (positions, keeper.revision, hidesAbandoned)
    return Rows(all: all, shown: positions)
  }

  /// The positions of `all` in the list's order, nil when it is the history's own: the match in
  /// progress on top, then the rest newest first by when they ended (or, still waiting, began),
  /// ties in the history's order; without the abandoned ones when `hidingAbandoned`.
  static func listOrder(
    of all: History.NewestFirst, inProgressOnTop: Bool, hidingAbandoned: Bool
  ) -> [Int]? {
    let kept = hidingAbandoned ? all.indices.filter { !all[$0].isAbandoned } : Array(all.indices)
    func isListedBefore(_ first: Int, _ second: Int) -> Bool {
      if inProgressOnTop, first == 0 || second == 0 { return first == 0 && second != 0 }
      let (firstDate, secondDate) = (all[first].listedAt, all[second].listedAt)
      return firstDate == secondDate ? first < second : firstDate > secondDate
    }
    let inOrder = zip(kept, kept.dropFirst()).allSatisfy { isListedBefore($0, $1) }
    if inOrder { return hidingAbandoned ? kept : nil }
    return kept.sorted(by: isListedBefore)
  }

  private var historyView: HistoryView? { isViewLoaded ? view as? HistoryView : nil }

  public override func loadView() {
    setView(HistoryView(list: list))
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.identifier = "history"
    list.identifier = "history-list"
    list.rowHeight = 62
    list.numberOfRows = { [unowned self] in records.count }
    list.row = { [unowned self] index in row(for: records[index]) }
    // The highlight stays on its match when a new one is added above it or one is deleted.
    list.rowIdentity = { [unowned self] index in AnyHashable(records[index].id) }
    list.onOpen = { [unowned self] index in
      let records = self.records
      guard records.indices.contains(index) else { return }
      onOpen?(records[index])
    }
    historyView?.hideAbandonedButton.action = { [unowned self] in hidesAbandoned.toggle() }
    historyView?.clearButton.action = { [unowned self] in askToClear() }
    updateStrip()
  }

  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // On a phone the history is always in a sheet, whose bar already says "History".
    historyView?.showsTitle = userInterfaceIdiom != .phone
    reload()
  }

  /// Reads the history again.
  public func reload() {
    guard isViewLoaded else { return }
    list.reloadData()
    updateStrip()
  }

  private func updateStrip() {
    guard let historyView else { return }
    historyView.hideAbandonedButton.title = hidesAbandoned ? tr("Show all") : tr("Hide abandoned")
    historyView.clearButton.isEnabled = !keeper.history.finished.isEmpty
    // With nothing abandoned to hide, the button would do nothing (once hiding, it shows all).
    historyView.hideAbandonedButton.isEnabled =
      hidesAbandoned || keeper.history.finished.contains(where: \.isAbandoned)
    list.emptyMessage =
      hidesAbandoned && !keeper.history.finished.isEmpty
      ? tr("Only abandoned matches, hidden. Show all brings them back.")
      : tr("No matches yet. Finished matches appear here, newest first.")
    historyView.setNeedsLayout()
  }

  /// Runs when the player clears the history: the screens delete every finished match at once
  /// and offer to undo it. Without it, the matches are cleared for good.
  public var onClear: (() -> Void)?

  /// Clears every finished match, without asking: nothing is at stake yet, since Undo brings
  /// them back for a few seconds. The match in progress stays.
  public func askToClear() {
    guard !keeper.history.finished.isEmpty else { return }
    if let onClear {
      onClear()
    } else {
      keeper.clearFinished()
      keeper.commitRemoval()
    }
  }

  public override func handleKey(_ event: KeyEvent) -> Bool {
    list.handleKey(event)
  }

  private func when(_ date: Date) -> String {
    let calendar = Calendar.current
    if calendar.isDateInToday(date) { return today.string(from: date) }
    let sameYear = calendar.isDate(date, equalTo: Date(), toGranularity: .year)
    return (sameYear ? thisYear : earlier).string(from: date)
  }

  private func row(for record: MatchRecord) -> ListRow {
    var subtitle = "\(record.opponentWords) · \(record.match.shortKindInWords)"
    if let ended = record.endedAt, !Calendar.current.isDate(record.startedAt, inSameDayAs: ended) {
      // The day it began takes the place of the match's length, which the score above tells
      // closely enough: the three together were cut short in a side column in German.
      // TRANSLATORS: under a match in the history that ended on a later day than it began, whose row shows when it ended; a short date ("5 Dec").
      subtitle = "\(record.opponentWords) · " + tr("begun %1$@", thisYear.string(from: record.startedAt))
    }
    return ListRow(
      title: record.resultWords, subtitle: subtitle, detail: when(record.listedAt),
      accent: HistoryController.accent(for: record))
  }

  /// The colour of a match's dot and time: won or lost against the computer; the match in
  /// progress in the player's blue. Between people nobody lost to "you", and the left player's
  /// side colour is that same blue, which would read as still in progress: a finished match
  /// between people is in the text's colour, its winner named on the row.
  static func accent(for record: MatchRecord) -> Color {
    if record.players != nil, record.match.isOver { return Theme.text }
    return switch record.match.winner {
    case .player: Theme.win
    case .computer: Theme.loss
    case nil: record.endedAt == nil ? Theme.player : Theme.secondaryText
    }
  }
}

extension HistoryController {
  /// The matches the list shows, in its order: all of them, or those at `shown` positions.
  public struct Rows: RandomAccessCollection, Sendable {
    let all: History.NewestFirst
    let shown: [Int]?

    public var startIndex: Int { 0 }
    public var endIndex: Int { shown?.count ?? all.count }
    public subscript(position: Int) -> MatchRecord { all[shown?[position] ?? position] }
  }
}

extension MatchRecord {
  /// Given up before the end: over without a winner (a network match the peer forfeited,
  /// resigned or broke the rules in has one).
  var isAbandoned: Bool { isFinished && winner == nil }

  /// When the history list places the match and the time its row shows: when it ended, or,
  /// still in progress or waiting, when it began.
  var listedAt: Date { endedAt ?? startedAt }
}
