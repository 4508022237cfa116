import Foundation
import GameCore
import ViewKit

/// The list of matches played, newest first, the unfinished one on top (the split view's
/// master). Opening a row hands its record to ``onOpen``.
@MainActor
public final class HistoryController: ViewController {
  public let keeper: HistoryKeeper
  public let list = ListView()
  /// Runs when the player opens a match.
  public var onOpen: ((MatchRecord) -> Void)?
  private let header = Label(text: "History", font: .bold(19), color: Theme.text)
  /// "29 Nov, 20:54" this year, "29 Nov 2025" before: short enough to sit beside the rounds.
  private let thisYear: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "d MMM, HH:mm"
    return formatter
  }()
  private let earlier: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "d MMM yyyy"
    return formatter
  }()

  public init(keeper: HistoryKeeper) {
    self.keeper = keeper
    super.init()
    title = "History"
  }

  /// The matches in the list's order, read from the history in place (the list asks for its
  /// count and its visible rows on every frame).
  public var records: History.NewestFirst { keeper.history.newestFirst }

  public override func loadView() {
    setView(HistoryView(header: header, list: list))
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.identifier = "history"
    list.identifier = "history-list"
    list.rowHeight = 62
    list.emptyMessage = "No matches yet. Finished matches appear here, newest first."
    list.numberOfRows = { [unowned self] in records.count }
    list.row = { [unowned self] index in row(for: records[index]) }
    list.onOpen = { [unowned self] index in
      guard records.indices.contains(index) else { return }
      onOpen?(records[index])
    }
  }

  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // On a phone the history is always in a sheet, whose bar already says "History".
    (view as? HistoryView)?.showsHeader = userInterfaceIdiom != .phone
    reload()
  }

  /// Reads the history again.
  public func reload() {
    guard isViewLoaded else { return }
    list.reloadData()
  }

  public override func handleKey(_ event: KeyEvent) -> Bool {
    list.handleKey(event)
  }

  private func when(_ date: Date) -> String {
    let sameYear = Calendar.current.isDate(date, equalTo: Date(), toGranularity: .year)
    return (sameYear ? thisYear : earlier).string(from: date)
  }

  private func row(for record: MatchRecord) -> ListRow {
    let accent: Color
    switch record.match.winner {
    case .player: accent = Theme.win
    case .computer: accent = Theme.loss
    case nil: accent = record.endedAt == nil ? Theme.player : Theme.secondaryText
    }
    return ListRow(
      title: record.resultText, subtitle: "\(record.level.name) · \(when(record.startedAt))",
      detail: record.match.roundsInWords, accent: accent)
  }
}

/// The master pane: a title strip over the list.
@MainActor
private final class HistoryView: View {
  private let header: Label
  private let list: ListView
  var showsHeader = true {
    didSet { setNeedsLayout() }
  }

  init(header: Label, list: ListView) {
    self.header = header
    self.list = list
    super.init()
    backgroundColor = Theme.sidebar
    header.backgroundColor = Theme.bar
    addSubview(list)
    addSubview(header)
  }

  override func layoutSubviews() {
    let parts = bounds.divided(atDistance: showsHeader ? NavigationBar.height : 0, from: .top)
    header.isHidden = !showsHeader
    header.frame = parts.slice
    list.frame = parts.remainder
  }
}
