import Foundation
import GameCore
import Localization
import ViewKit

extension Screens {
  /// A match's detail whose match was deleted (from its own toolbar, or by clearing the history
  /// beside it) closes: the game comes back.
  func closeDetail(ifShowingAnyOf removed: Set<UUID>) {
    let showsRemoved = detail.viewControllers.contains { controller in
      guard let shown = controller as? MatchDetailController else { return false }
      return removed.contains(shown.record.id)
    }
    if showsRemoved { detail.popToRootViewController(animated: true) }
  }
}

extension Screens {
  /// Deletes a match at once, without asking, and offers to bring it back for a few seconds.
  func deleteWithUndo(_ record: MatchRecord) {
    guard keeper.deleteMatch(id: record.id) else { return }
    offerUndo(tr("Match deleted"))
  }

  /// Clears every finished match at once, without asking, and offers to bring them back.
  func clearWithUndo() {
    let count = keeper.history.finished.count
    guard count > 0 else { return }
    keeper.clearFinished()
    offerUndo(trn("One match cleared", "%1$@ matches cleared", count))
  }

  private func offerUndo(_ text: String) {
    split.offerUndo(
      text,
      undo: { [weak self] in
        guard let self else { return }
        let restored = keeper.removable.map(\.record.id)
        guard keeper.undoRemoval() > 0 else { return }
        // The match brought back is the one selected again, as it was when it was deleted.
        if restored.count == 1, let id = restored.first {
          history.reload()
          if let index = history.records.firstIndex(where: { $0.id == id }) { history.list.select(index) }
        }
        split.showNotice(tr("Brought back"), fades: true)
      },
      commit: { [weak self] in self?.keeper.commitRemoval() })
  }

  /// Makes a deletion still on offer final: the game is quitting.
  public func commitPendingDeletion() {
    split.finishUndoOffer()
    keeper.commitRemoval()
  }
}
