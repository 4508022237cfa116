import GameCore
import Localization
import ViewKit

/// Everything the player can do from the keyboard beyond moving the focus: the one table that
/// both the key handling and the help overlay read, so the help can never promise a key that
/// does nothing.
public enum Command: Hashable, Sendable, CaseIterable {
  case throwMove(Move)
  case newMatch
  case toggleInsight
  case showHistory
  case showStatistics
  case saveCard
  case deleteMatch
  case undo
  case help
  case rotate
  case fullScreen
  case leaveFullScreen
  case screenshot
  case mute
  case quit

  public static let allCases: [Command] =
    Move.allCases.map(Command.throwMove) + [
      .newMatch, .toggleInsight, .showHistory, .showStatistics, .saveCard, .deleteMatch, .undo, .help,
      .rotate,
      .fullScreen,
      .leaveFullScreen,
      .screenshot, .mute,
      .quit,
    ]

  /// The key presses that give this command.
  public var shortcuts: [KeyEvent] {
    switch self {
    case .throwMove(let move):
      let letter = Character(move.letter.lowercased())
      let digit = Character(String(move.rawValue + 1))
      return [KeyEvent(.character(letter)), KeyEvent(.character(digit))]
    case .newMatch: return Command.letter("n")
    case .toggleInsight: return Command.letter("i")
    case .showHistory: return Command.letter("h")
    case .showStatistics: return Command.letter("t")
    case .saveCard: return Command.letter("c")
    case .deleteMatch: return [KeyEvent(.delete)]
    case .undo: return [KeyEvent(.character("z"), modifiers: .control)]
    case .help:
      return [
        KeyEvent(.function(1)), KeyEvent(.character("?")), KeyEvent(.character("/"), modifiers: .shift),
      ]
    case .rotate: return [KeyEvent(.left, modifiers: .control), KeyEvent(.right, modifiers: .control)]
    case .fullScreen: return [KeyEvent(.function(11))]
    case .leaveFullScreen: return [KeyEvent(.escape)]
    case .screenshot: return [KeyEvent(.function(12))]
    case .mute: return Command.letter("m")
    case .quit: return [KeyEvent(.character("q"), modifiers: .control)]
    }
  }

  /// A letter, and the same with Ctrl held: in a two-player match the letter may be a throw key
  /// on the keyboard in use (H types where the right hand's J sits on Dvorak), and Ctrl+letter
  /// still gives the command.
  private static func letter(_ character: Character) -> [KeyEvent] {
    [KeyEvent(.character(character)), KeyEvent(.character(character), modifiers: .control)]
  }

  /// The letter of a command given by a single letter (N, I, H, T, C, M), if it is one.
  public var letterKey: Character? {
    guard case .throwMove = self else {
      if let first = shortcuts.first, first.modifiers.isEmpty, case .character(let character) = first.key,
        character.isLetter
      {
        return character
      }
      return nil
    }
    return nil
  }

  /// What the command does, in a few words.
  public var summary: String {
    switch self {
    case .throwMove(.rock): tr("Throw rock")
    case .throwMove(.paper): tr("Throw paper")
    case .throwMove(.scissors): tr("Throw scissors")
    case .throwMove(.spock): tr("Throw Spock")
    case .throwMove(.lizard): tr("Throw lizard")
    case .newMatch: tr("Start a new match")
    case .toggleInsight: tr("Show what the computer expected of you")
    case .showHistory: tr("Show the history (behind its button)")
    case .showStatistics: tr("Show or hide the statistics")
    case .saveCard: tr("Save the match card (on a match)")
    case .deleteMatch: tr("Delete the match (on a match; Ctrl+Z brings it back)")
    case .undo: tr("Undo a deletion, while it offers to")
    case .help: tr("Show or hide these keys")
    case .rotate: tr("Rotate: swap width and height")
    case .fullScreen: tr("Full screen on or off")
    case .leaveFullScreen: tr("Leave full screen")
    case .screenshot: tr("Save a screenshot to your pictures")
    case .mute: tr("Sound off or on")
    case .quit: tr("Quit")
    }
  }

  /// The keys as the help shows them, such as "R or 1" or "Ctrl+Left or Ctrl+Right". The
  /// second spelling of the same key ("?" typed as Shift+/) is left out.
  public var keyLabel: String {
    var labels: [String] = []
    // The Ctrl spelling of a letter command is for two-player matches, whose help shows it.
    for shortcut in shortcuts where !(letterKey != nil && shortcut.modifiers == .control) {
      let label = shortcut.label
      if !labels.contains(label) && !(self == .help && shortcut.modifiers == .shift) { labels.append(label) }
    }
    // TRANSLATORS: between two keys, "R or 1"; keep the spaces your language puts around the word.
    return labels.joined(separator: tr(" or "))
  }

  /// The command a key press gives, if any (whatever screen is showing).
  public static func matching(_ event: KeyEvent) -> Command? {
    allCases.first { command in
      command.shortcuts.contains { $0.key == event.key && $0.modifiers == event.modifiers }
    }
  }
}

extension KeyEvent {
  /// The key as a person reads it: "Ctrl+Q", "F11", "R", "Esc".
  public var label: String {
    var parts: [String] = []
    if modifiers.contains(.control) { parts.append(trc("key", "Ctrl")) }
    if modifiers.contains(.alt) { parts.append(trc("key", "Alt")) }
    if modifiers.contains(.shift) { parts.append(trc("key", "Shift")) }
    switch key {
    case .character(let character): parts.append(character.uppercased())
    case .enter: parts.append(trc("key", "Enter"))
    case .escape: parts.append(trc("key", "Esc"))
    case .tab: parts.append(trc("key", "Tab"))
    case .space: parts.append(trc("key", "Space"))
    case .backspace: parts.append(trc("key", "Backspace"))
    case .delete: parts.append(trc("key", "Delete"))
    case .up: parts.append(trc("key", "Up"))
    case .down: parts.append(trc("key", "Down"))
    case .left: parts.append(trc("key", "Left"))
    case .right: parts.append(trc("key", "Right"))
    case .pageUp: parts.append(trc("key", "Page Up"))
    case .pageDown: parts.append(trc("key", "Page Down"))
    case .home: parts.append(trc("key", "Home"))
    case .end: parts.append(trc("key", "End"))
    case .function(let number): parts.append("F\(number)")
    }
    return parts.joined(separator: "+")
  }
}
