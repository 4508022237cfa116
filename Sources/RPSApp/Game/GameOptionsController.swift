import GameCore
import ViewKit

/// The game's options, shown in a popover from the navigation bar: the computer's level and the
/// rules. Choosing one that differs starts a new match.
@MainActor
public final class GameOptionsController: ViewController {
  private unowned let play: RockPaperScissorsController
  /// Runs after a choice, so the popover can close.
  public var onChoice: (() -> Void)?
  private var levelButtons: [(Level, Button)] = []
  private var rulesButtons: [(Rules, Button)] = []
  private let levelTitle = Label(text: "Computer", font: .bold(15), color: Theme.secondaryText)
  private let rulesTitle = Label(text: "Rules", font: .bold(15), color: Theme.secondaryText)
  private let note = Label(
    text: "A change starts a new match.", font: .system(13), color: Theme.secondaryText)

  public init(play: RockPaperScissorsController) {
    self.play = play
    super.init()
    title = "Options"
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.identifier = "options"
    view.backgroundColor = Theme.panel
    levelButtons = Level.allCases.map { level in
      let button = Button(title: level.name)
      button.identifier = "level-\(level.rawValue)"
      button.action = { [unowned self] in choose(level: level) }
      return (level, button)
    }
    rulesButtons = [Rules.classic, .rockPaperScissorsSpockLizard].map { rules in
      let button = Button(title: rules == .classic ? "Classic" : "+ Spock and lizard")
      button.identifier = "rules-\(rules.name)"
      button.action = { [unowned self] in choose(rules: rules) }
      return (rules, button)
    }
    for part in [levelTitle, rulesTitle, note] + levelButtons.map(\.1) + rulesButtons.map(\.1) {
      view.addSubview(part)
    }
  }

  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    refresh()
  }

  private func choose(level: Level) {
    play.change(level: level)
    refresh()
    onChoice?()
  }

  private func choose(rules: Rules) {
    play.change(rules: rules)
    refresh()
    onChoice?()
  }

  /// The current choices stand out: filled and ticked; the others are plain.
  private func refresh() {
    for (level, button) in levelButtons { mark(button, chosen: level == play.level, name: level.name) }
    for (rules, button) in rulesButtons {
      mark(
        button, chosen: rules == play.game.match.rules,
        name: rules == .classic ? "Classic" : "+ Spock and lizard")
    }
  }

  private func mark(_ button: Button, chosen: Bool, name: String) {
    button.title = chosen ? "✓ " + name : name
    button.tintColor = chosen ? Theme.accent : Theme.control
  }

  /// The height the rows and titles take at their full size.
  private static let naturalHeight = 26.0 + 58 + 26 + 58 + 20

  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let inner = view.bounds.insetBy(dx: 14, dy: 12)
    // A popover lower than the form squeezes every row alike, so all of them stay in reach.
    let scale = min(1, inner.height / GameOptionsController.naturalHeight)
    var top = inner.minY
    func row(_ buttons: [Button], height: Double) {
      let gap = 8.0
      let width = max(0, (inner.width - gap * Double(buttons.count - 1)) / Double(buttons.count))
      for (index, button) in buttons.enumerated() {
        button.frame = Rect(
          x: inner.minX + Double(index) * (width + gap), y: top, width: width, height: height * scale)
        button.font = .bold(15)
      }
      top += (height + 14) * scale
    }
    levelTitle.frame = Rect(x: inner.minX, y: top, width: inner.width, height: 22 * scale)
    levelTitle.alignment = .left
    top += 26 * scale
    row(levelButtons.map(\.1), height: 44)
    rulesTitle.frame = Rect(x: inner.minX, y: top, width: inner.width, height: 22 * scale)
    rulesTitle.alignment = .left
    top += 26 * scale
    row(rulesButtons.map(\.1), height: 44)
    note.frame = Rect(x: inner.minX, y: top, width: inner.width, height: 20 * scale)
  }
}
