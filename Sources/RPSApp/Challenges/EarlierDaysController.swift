import GameCore
import Localization
import ViewKit

/// The past days whose challenge can still be played, yesterday first: each with its date,
/// rival and twist, and its best stars (on the day or since); opening one shows its card, to play
/// it again. A heading says how many are solved, the goal of catching up.
@MainActor
final class EarlierDaysController: ChallengeScreenController {
  private let progress: ProgressKeeper
  private let keeper: HistoryKeeper
  let card = View()
  let heading = Label(text: "", font: .bold(17), color: Theme.text)
  private let note = Label(
    text: tr("Play any of them again, as often as you like: they count for their own stars, not the streak."),
    font: .system(15), color: Theme.secondaryText)
  let list = ListView()
  private(set) var earlier: EarlierDays
  /// Runs when the player opens a day.
  var onOpen: ((DayStamp) -> Void)?

  init(progress: ProgressKeeper, keeper: HistoryKeeper) {
    self.progress = progress
    self.keeper = keeper
    earlier = EarlierDays(today: progress.today, history: keeper.history)
    super.init(title: tr("Earlier days"), viewIdentifier: "earlier-days-view")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    addCard(card, cornerRadius: 18)
    heading.identifier = "earlier-days-heading"
    heading.alignment = .left
    note.alignment = .left
    note.numberOfLines = 0
    card.addSubview(heading)
    card.addSubview(note)
    list.identifier = "earlier-days-list"
    list.rowHeight = 60
    list.emptyMessage = tr("No earlier days yet: the first comes tomorrow.")
    list.numberOfRows = { [weak self] in self?.earlier.days.count ?? 0 }
    list.row = { [weak self] index in self?.earlier.days[index].row ?? ListRow(title: "") }
    list.rowIdentity = { [weak self] index in self.map { AnyHashable($0.earlier.days[index].challenge.day) } }
    list.onOpen = { [weak self] index in
      guard let self, earlier.days.indices.contains(index) else { return }
      onOpen?(earlier.days[index].challenge.day)
    }
    card.addSubview(list)
    refresh()
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    view.window?.focus(list)
  }

  /// Reads the history again: a day played since the list was last shown shows its stars.
  override func refresh() {
    earlier = EarlierDays(today: progress.today, history: keeper.history)
    guard isViewLoaded else { return }
    heading.text = earlier.solvedWords
    list.reloadData()
    view.setNeedsLayout()
  }

  override func handleKey(_ event: KeyEvent) -> Bool {
    list.handleKey(event)
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let bounds = view.bounds
    let gap = Theme.gap(0.025, of: bounds.size, minimum: 8, maximum: 16)
    card.frame = bounds
    let inner = card.bounds.insetBy(dx: gap * 1.5, dy: gap * 1.2)
    let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
    heading.font = .bold(max(15, min(20, inner.width / 22)))
    note.font = .system(max(13, min(16, inner.width / 30)))
    let headingHeight = measurer.size(of: "Ag", font: heading.font).height
    let noteHeight =
      Double(TextLayout.wrap(note.text, font: note.font, width: inner.width, measurer: measurer).count)
      * measurer.size(of: "Ag", font: note.font).height
    heading.frame = Rect(x: inner.minX, y: inner.minY, width: inner.width, height: headingHeight)
    note.frame = Rect(
      x: inner.minX, y: heading.frame.maxY + gap * 0.4, width: inner.width, height: noteHeight)
    let top = note.frame.maxY + gap
    list.frame = Rect(x: inner.minX, y: top, width: inner.width, height: max(0, inner.maxY - top))
  }
}
