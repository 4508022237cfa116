import GameCore
import ViewKit

/// A screen drawn from the history, which reads it again when it changes: at once if the screen
/// is showing, else when it next comes on screen.
@MainActor
public class HistoryScreenController: ViewController {
  let keeper: HistoryKeeper
  private var isStale = true

  init(keeper: HistoryKeeper) {
    self.keeper = keeper
    super.init()
  }

  /// The history changed: read it again now if the screen is showing, else when it appears.
  public func reload() {
    isStale = true
    if isViewLoaded, view.window != nil { readHistory() }
  }

  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if isStale { readHistory() }
  }

  /// Reads the history as it is now into the screen.
  final func readHistory() {
    isStale = false
    read(keeper.history)
  }

  /// Shows what `history` holds: each screen reads its own part.
  func read(_ history: History) {}
}
