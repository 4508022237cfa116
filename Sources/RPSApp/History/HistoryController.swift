import Foundation
import GameCore
import Localization
import ViewKit

/// The list of matches played, newest first, the unfinished one on top (the split view's
/// master). Opening a row hands its record to ``onOpen``. Its strip can hide the abandoned
/// matches and clear the history (after asking); the selection stays on its match as matches
/// come and go.
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
  /// The positions (in the history's order) of the matches shown while some are hidden, and
  /// the shape of the history they were worked out for.
  private var shownPositions: (positions: [Int], signature: Signature)?

  public init(keeper: HistoryKeeper) {
    self.keeper = keeper
    super.init()
    title = tr("History")
  }

  /// The matches in the list's order: read from the history in place (the list asks for its
  /// count and its visible rows on every frame), without the abandoned ones while they are
  /// hidden.
  public var records: Rows {
    let all = keeper.history.newestFirst
    guard hidesAbandoned else { return Rows(all: all, shown: nil) }
    let signature = Signature(keeper.history)
    if let cached = shownPositions, cached.signature == signature {
      return Rows(all: all, shown: cached.positions)
    }
    let positions = all.indices.filter { !all[$0].isAbandoned }
    shownPositions = (positions, signature)
    return Rows(all: all, shown: positions)
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
    ListRow(
      title: record.resultWords, subtitle: "\(record.opponentWords) · \(record.match.shortKindInWords)",
      detail: when(record.startedAt), accent: HistoryController.accent(for: record))
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

  /// What changes in a history whenever a match is added, finished or deleted: enough to know
  /// that the positions of the matches shown must be worked out again.
  struct Signature: Equatable {
    let finishedCount: Int
    let newestFinished: UUID?
    let current: UUID?
    let currentEnded: Bool

    init(_ history: History) {
      finishedCount = history.finished.count
      newestFinished = history.finished.first?.id
      current = history.current?.id
      currentEnded = history.current?.endedAt != nil
    }
  }
}

extension MatchRecord {
  /// Given up before the end: over without a winner (a network match the peer forfeited,
  /// resigned or broke the rules in has one).
  var isAbandoned: Bool { isFinished && winner == nil }
}
