import GameCore
import Localization
import ViewKit

extension ViewController {
  /// Runs `change`, asking first when it gives up rounds played (`givesUpRounds`): "Give up this
  /// match?", with the score `shown` stands at, Enter for `action`, Esc to keep playing. A match
  /// with no round played, or one that is over, is left without asking, and so is one with no
  /// window to ask in. A match of draws alone is not kept (``HistoryKeeper/matchAbandoned()``):
  /// the question says so rather than promise it a place in the history.
  func confirmGivingUp(
    _ shown: Match, if givesUpRounds: Bool, action: String, then change: @escaping @MainActor () -> Void
  ) {
    guard givesUpRounds else {
      change()
      return
    }
    let alert = AlertController.confirmation(
      title: tr("Give up this match?"),
      message: shown.score.player + shown.score.computer == 0
        ? tr("Only draws so far: this match will not be kept in the history.")
        : tr(
          "It stands at %1$@–%2$@. It will be kept in the history as abandoned.", shown.score.player,
          shown.score.computer),
      confirmTitle: action, cancelTitle: tr("Keep playing"), destructive: true, onConfirm: change)
    if !present(alert) { change() }
  }
}
