import Foundation
import GameCore
import Localization
import ViewKit

/// The game's options, shown in a popover from the navigation bar: who plays, the computer's
/// level (or, for two players, their names), the rules and the match length (a change starts a
/// new match), and how throws are shown (quick throws, reduced motion), which changes nothing
/// in the match.
@MainActor
public final class GameOptionsController: ViewController {
  private unowned let play: RockPaperScissorsController
  /// The two-player board, when these options are its own: rules and length then apply to it,
  /// and the computer's level is not offered.
  private weak var twoPlayer: TwoPlayerController?
  /// Runs after a choice that starts a new match, so the popover can close.
  public var onChoice: (() -> Void)?
  /// Runs when the player picks who plays: 1 (against the computer) or 2 (two players).
  public var onChoosePlayers: ((Int) -> Void)?
  /// Runs when the two players' names were edited, with the names to play under.
  public var onRename: ((MatchPlayers) -> Void)?
  private let playersTitle = Label(text: tr("Players"), font: .bold(15), color: Theme.secondaryText)
  private let computerButton = Button(title: tr("Computer"))
  private let twoPlayersButton = Button(title: tr("2 players"))
  private let friendButton = Button(title: tr("A friend"))
  private let namesTitle = Label(text: tr("Names"), font: .bold(15), color: Theme.secondaryText)
  /// The two players' names, left player first; in place of the level while two play.
  private let nameFields = [
    TextField(placeholder: MatchPlayers.standard.shownLeft),
    TextField(placeholder: MatchPlayers.standard.shownRight),
  ]
  /// Runs when the player picks a friend on another computer: the "Play a friend" screen.
  public var onPlayFriend: (() -> Void)?
  private var levelButtons: [(Level, Button)] = []
  private var rulesButtons: [(Rules, Button)] = []
  private var lengthButtons: [(Int, Button)] = []
  private let quickThrowsButton = Button(title: tr("Quick throws"))
  private let reduceMotionButton = Button(title: tr("Reduce motion"))
  private let soundButton = Button(title: tr("Sound"))
  private let styleTitle = Label(text: tr("Sound and style"), font: .bold(15), color: Theme.secondaryText)
  private var styleButtons: [(DesktopPreferences.StyleChoice, Button)] = []
  private let levelTitle = Label(text: tr("Computer"), font: .bold(15), color: Theme.secondaryText)
  private let rulesTitle = Label(text: tr("Rules"), font: .bold(15), color: Theme.secondaryText)
  private let lengthTitle = Label(text: tr("First to"), font: .bold(15), color: Theme.secondaryText)
  private let showTitle = Label(text: tr("Show"), font: .bold(15), color: Theme.secondaryText)
  private let note = Label(
    text: tr("Players, computer, rules and length start a new match."), font: .system(13),
    color: Theme.secondaryText)

  /// Who beats whom, under the choices while Spock and lizard are in play.
  private let diagram = RulesDiagramView(rules: .classic)
  private let diagramCaption = Label(
    text: tr("Each arrow points from a throw to one it beats."), font: .system(13), color: Theme.secondaryText
  )

  /// The popover's size at full scale: taller with Spock and lizard, for their diagram.
  public static func preferredSize(for rules: Rules) -> Size {
    Size(width: 400, height: (rules == .classic ? 372 : 372 + diagramHeight + 24) + 84 * 2)
  }

  private static let diagramHeight = 190.0

  public init(play: RockPaperScissorsController, twoPlayer: TwoPlayerController? = nil) {
    self.play = play
    self.twoPlayer = twoPlayer
    super.init()
    title = tr("Options")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.identifier = "options"
    view.backgroundColor = Theme.panel
    levelButtons = Level.allCases.map { level in
      let button = Button(title: level.word)
      button.identifier = "level-\(level.rawValue)"
      button.action = { [unowned self] in choose { play.requestChange(level: level) } }
      return (level, button)
    }
    rulesButtons = [Rules.classic, .rockPaperScissorsSpockLizard].map { rules in
      let button = Button(title: Self.name(of: rules))
      button.identifier = "rules-\(rules.name)"
      button.action = { [unowned self] in
        choose {
          if let twoPlayer { twoPlayer.requestChange(rules: rules) } else { play.requestChange(rules: rules) }
        }
      }
      return (rules, button)
    }
    lengthButtons = Settings.matchLengths.map { wins in
      let button = Button(title: "\(wins)")
      button.identifier = "first-to-\(wins)"
      button.action = { [unowned self] in
        choose {
          if let twoPlayer {
            twoPlayer.requestChange(targetWins: wins)
          } else {
            play.requestChange(targetWins: wins)
          }
        }
      }
      return (wins, button)
    }
    computerButton.identifier = "players-1"
    computerButton.action = { [unowned self] in choose { onChoosePlayers?(1) } }
    twoPlayersButton.identifier = "players-2"
    // Three choices side by side in a phone's popover: a long one wraps ("✓ 2 / jugadores").
    for button in [computerButton, twoPlayersButton, friendButton] { button.numberOfLines = 2 }
    twoPlayersButton.action = { [unowned self] in choose { onChoosePlayers?(2) } }
    friendButton.identifier = "players-network"
    friendButton.action = { [unowned self] in choose { onPlayFriend?() } }
    quickThrowsButton.identifier = "quick-throws"
    quickThrowsButton.action = { [unowned self] in
      play.setPreferences(quickThrows: !play.quickThrows, reducesMotion: play.reducesMotion)
      refresh()
    }
    soundButton.identifier = "sound"
    soundButton.action = { [unowned self] in
      guard let preferences = play.preferences else { return }
      preferences.setSoundOn(!preferences.isSoundOn)
      refresh()
    }
    styleButtons = DesktopPreferences.StyleChoice.allCases.map { choice in
      let button = Button(title: Self.name(of: choice))
      button.identifier = "style-\(choice.rawValue)"
      button.action = { [unowned self] in
        play.preferences?.choose(choice)
        refresh()
      }
      return (choice, button)
    }
    reduceMotionButton.identifier = "reduce-motion"
    reduceMotionButton.action = { [unowned self] in
      play.setPreferences(quickThrows: play.quickThrows, reducesMotion: !play.reducesMotion)
      refresh()
    }
    for (side, field) in zip(PlayerSide.allCases, nameFields) {
      field.identifier = "name-\(side.rawValue)"
      field.maximumUTF8Length = MatchPlayers.maximumNameBytes
      // A name is shown on the board, the history and cards: no control characters.
      field.shouldChangeText = { _, replacement in
        !replacement.unicodeScalars.contains { $0.properties.generalCategory == .control }
      }
      // Return ends the editing; the names are taken when it ends, however it ends.
      field.action = { [unowned field] in field.window?.focus(nil) }
      field.onEndEditing = { [unowned self] _ in applyNames() }
    }
    // Tree order is Tab order: the names come right after the players' choices.
    let parts =
      [playersTitle, computerButton, twoPlayersButton, friendButton, namesTitle] + nameFields
      + [levelTitle, rulesTitle, lengthTitle, showTitle, styleTitle, note]
      + levelButtons.map(\.1) + rulesButtons.map(\.1)
      + lengthButtons.map(\.1) + [quickThrowsButton, reduceMotionButton, soundButton]
      + styleButtons.map(\.1) + [diagram, diagramCaption]
    for part in parts { view.addSubview(part) }
  }

  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    refresh()
  }

  private static func name(of rules: Rules) -> String {
    rules == .classic ? tr("Classic") : tr("Spock & lizard")
  }

  /// The names as typed, each trimmed, an empty one falling back to "Player 1" or "Player 2"
  /// (which the fields show in the player's language, and which stay the standard names).
  public static func players(left: String, right: String) -> MatchPlayers {
    func name(_ typed: String, standard: String) -> String {
      let trimmed = typed.trimmingCharacters(in: .whitespacesAndNewlines)
      return trimmed.isEmpty || trimmed == MatchPlayers.shown(standard) ? standard : trimmed
    }
    return MatchPlayers(
      left: name(left, standard: MatchPlayers.standard.left),
      right: name(right, standard: MatchPlayers.standard.right))
  }

  /// Takes the names in the fields (when one of them stops being edited), shows them as they
  /// will be used, and passes them on if they changed.
  private func applyNames() {
    guard let twoPlayer else { return }
    let players = Self.players(left: nameFields[0].text, right: nameFields[1].text)
    for (field, name) in zip(nameFields, [players.shownLeft, players.shownRight]) where !field.isEditing {
      field.text = name
    }
    if players != twoPlayer.headToHead.players { onRename?(players) }
  }

  private func choose(_ change: () -> Void) {
    change()
    refresh()
    onChoice?()
  }

  /// The choices of the board these options belong to.
  private var choices: RockPaperScissorsController.Choices {
    guard let twoPlayer else { return play.choices }
    return .init(level: play.level, rules: twoPlayer.match.rules, targetWins: twoPlayer.match.targetWins)
  }

  /// The current choices stand out: filled and ticked; the others are plain.
  private func refresh() {
    let choices = self.choices
    mark(computerButton, chosen: twoPlayer == nil, name: tr("Computer"))
    mark(twoPlayersButton, chosen: twoPlayer != nil, name: tr("2 players"))
    // Two players have names where one player has a computer to choose.
    let twoPlay = twoPlayer != nil
    levelTitle.isHidden = twoPlay
    for (_, button) in levelButtons { button.isHidden = twoPlay }
    namesTitle.isHidden = !twoPlay
    for field in nameFields { field.isHidden = !twoPlay }
    if let players = twoPlayer?.headToHead.players {
      for (field, name) in zip(nameFields, [players.shownLeft, players.shownRight]) where !field.isEditing {
        field.text = name
      }
    }
    note.text =
      twoPlay
      ? tr("Players, rules and length start a new match.")
      : tr("Players, computer, rules and length start a new match.")
    // A friend is a way to start playing, never the choice in force here: it is drawn as a
    // choice not made.
    mark(friendButton, chosen: false, name: tr("A friend"))
    diagram.rules = choices.rules
    diagram.isHidden = choices.rules == .classic
    diagramCaption.isHidden = diagram.isHidden
    for (level, button) in levelButtons { mark(button, chosen: level == choices.level, name: level.word) }
    for (rules, button) in rulesButtons {
      mark(button, chosen: rules == choices.rules, name: Self.name(of: rules))
    }
    for (wins, button) in lengthButtons { mark(button, chosen: wins == choices.targetWins, name: "\(wins)") }
    mark(quickThrowsButton, chosen: play.quickThrows, name: tr("Quick throws"))
    mark(reduceMotionButton, chosen: play.reducesMotion, name: tr("Reduce motion"))
    let preferences = play.preferences
    mark(soundButton, chosen: preferences?.isSoundOn ?? false, name: tr("Sound"))
    for (choice, button) in styleButtons {
      mark(button, chosen: preferences?.styleChoice == choice, name: Self.name(of: choice))
    }
    soundButton.isHidden = preferences == nil
    styleTitle.isHidden = preferences == nil
    for (_, button) in styleButtons { button.isHidden = preferences == nil }
  }

  private func mark(_ button: Button, chosen: Bool, name: String) {
    button.title = chosen ? "✓ " + name : name
    button.tintColor = chosen ? Theme.accent : Theme.control
  }

  /// The height the rows and titles take at their full size, the note and the diagram apart.
  private static let rowsHeight = (26.0 + 58) * 6 + 58
  /// The height the diagram takes at its full size, with its gap and caption (none for the
  /// classic rules).
  private var diagramNaturalHeight: Double { choices.rules == .classic ? 0 : 24 + Self.diagramHeight + 20 }

  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    // A phone's popover keeps narrower edges and gaps, for the words of three buttons in a row.
    let inner = view.bounds.insetBy(dx: min(14, view.bounds.width * 0.03), dy: 12)
    // The note keeps its size, on two lines where one is too narrow for it: squeezed with the
    // rows it would be cut.
    let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
    let noteFits = measurer.size(of: note.text, font: .system(12)).width <= inner.width
    note.numberOfLines = noteFits ? 1 : 2
    // A popover too low even for the note leaves it out rather than letting it hang outside.
    note.isHidden = inner.height < (noteFits ? 24.0 : 36)
    let noteHeight = note.isHidden ? 0 : noteFits ? 20.0 : 32
    // A popover lower than the form squeezes every row alike, so all of them stay in reach. A
    // diagram that would be too small to read (under 60 points) is left out, and its room
    // goes to the rows.
    let room = inner.height - (note.isHidden ? 0 : noteHeight + 4)
    var scale = max(0, min(1, room / (Self.rowsHeight + diagramNaturalHeight)))
    if diagramNaturalHeight > 0, min(inner.width, room - Self.rowsHeight * scale - 44) < 60 {
      scale = max(0, min(1, room / Self.rowsHeight))
    }
    var top = inner.minY
    func title(_ label: Label) {
      label.frame = Rect(x: inner.minX, y: top, width: inner.width, height: 22 * scale)
      label.alignment = .left
      top += 26 * scale
    }
    func row(_ controls: [Control]) {
      let gap = min(8, inner.width * 0.015)
      let width = max(0, (inner.width - gap * Double(controls.count - 1)) / Double(controls.count))
      for (index, control) in controls.enumerated() {
        control.frame = Rect(
          x: inner.minX + Double(index) * (width + gap), y: top, width: width, height: 44 * scale)
        if let field = control as? TextField { field.font = .system(min(17, max(12, 30 * scale))) }
      }
      // One type size for a row, the largest (up to 15) at which every title fits its button:
      // three choices side by side in a narrow popover take a smaller one.
      let buttons = controls.compactMap { $0 as? Button }
      let size = TextLayout.largestSize(
        fitting: buttons.map { ($0.title, $0.titleWidth) }, font: .bold(15),
        measurer: view.window?.textMeasurer ?? ApproximateTextMeasurer())
      for button in buttons { button.font = .bold(max(11, size)) }
      top += 58 * scale
    }
    title(playersTitle)
    row([computerButton, twoPlayersButton, friendButton])
    // The level's row holds the names while two play; the row not shown takes no room.
    let hidden: [View] = twoPlayer == nil ? [namesTitle] + nameFields : [levelTitle] + levelButtons.map(\.1)
    for view in hidden { view.frame = .zero }
    if twoPlayer == nil {
      title(levelTitle)
      row(levelButtons.map(\.1))
    } else {
      title(namesTitle)
      row(nameFields)
    }
    title(rulesTitle)
    row(rulesButtons.map(\.1))
    title(lengthTitle)
    row(lengthButtons.map(\.1))
    title(showTitle)
    row([quickThrowsButton, reduceMotionButton])
    title(styleTitle)
    // Sound on a row of its own: beside System, Light and Dark it read as a fourth style.
    row([soundButton])
    row(styleButtons.map(\.1))
    note.frame = Rect(x: inner.minX, y: top, width: inner.width, height: noteHeight)
    top += note.isHidden ? 0 : noteHeight + 4
    let diagramArea = Rect(
      x: inner.minX, y: top, width: inner.width,
      height: max(0, min(Self.diagramHeight, inner.maxY - top - 20)))
    let side = max(0, min(diagramArea.height, diagramArea.width))
    diagram.frame = diagramArea.centered(Size(width: side, height: side))
    diagramCaption.frame = Rect(
      x: inner.minX, y: diagramArea.maxY + 2, width: max(0, inner.width), height: 18)
    // A popover too small for a readable diagram leaves it out, caption and all.
    let showsDiagram = choices.rules != .classic && side >= 60
    diagram.isHidden = !showsDiagram
    diagramCaption.isHidden = !showsDiagram
    // However low the popover, nothing hangs outside it: what finds no room is cut at its edge.
    for part in view.subviews { part.frame = part.frame.intersection(view.bounds) }
  }
}

extension GameOptionsController {
  /// The name of a style choice, as its button says it.
  static func name(of choice: DesktopPreferences.StyleChoice) -> String {
    switch choice {
    // TRANSLATORS: the style the desktop asks for (light or dark), on a narrow button.
    case .system: tr("System")
    case .light: tr("Light")
    case .dark: tr("Dark")
    }
  }
}
