import Foundation
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
