import ViewKit

/// A screen of the ladder, the daily challenge or the records: it fills its holder, and shows
/// the player's progress as it is whenever it comes on screen (a match played or a day turned
/// since it was last shown).
class ChallengeScreenController: ViewController, HoldableController {
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    refresh()
  }

  func setup(size: Size) {
    fitView(to: size)
  }

  /// Shows the progress as it is now: each screen fills its own in.
  func refresh() {}
}
