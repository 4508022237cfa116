import ViewKit

/// A screen of the ladder, the daily challenge, the records or a match's recap: it fills its
/// holder, carries its title and its view's identifier, and shows the player's progress as it is
/// whenever it comes on screen (a match played or a day turned since it was last shown).
class ChallengeScreenController: ViewController, HoldableController {
  /// The identifier of the screen's view, for tests to find it by.
  private let viewIdentifier: String

  init(title: String, viewIdentifier: String) {
    self.viewIdentifier = viewIdentifier
    super.init()
    self.title = title
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.identifier = viewIdentifier
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    refresh()
  }

  func setup(size: Size) {
    fitView(to: size)
  }

  /// Shows the progress as it is now: each screen fills its own in.
  func refresh() {}

  /// Puts `panel` on the screen as a card with rounded corners, for the screen's parts to sit on.
  func addCard(_ panel: View, cornerRadius: Double) {
    Theme.makePanel(panel, fill: Theme.card, cornerRadius: cornerRadius)
    view.addSubview(panel)
  }
}
