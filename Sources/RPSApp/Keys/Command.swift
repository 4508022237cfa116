import GameCore
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
  case help
  case rotate
  case fullScreen
  case leaveFullScreen
  case screenshot
  case mute
  case quit

  public static let allCases: [Command] =
    Move.allCases.map(Command.throwMove) + [
      .newMatch, .toggleInsight, .showHistory, .showStatistics, .saveCard, .deleteMatch, .help, .rotate,
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
    case .throwMove(let move): "Throw \(move.nameInSentence)"
    case .newMatch: "Start a new match"
    case .toggleInsight: "Show what the engine expected of you"
    case .showHistory: "Show the history (behind its button)"
    case .showStatistics: "Show or hide the statistics"
    case .saveCard: "Save the match card (on a match)"
    case .deleteMatch: "Delete the match, after asking (on a match)"
    case .help: "Show or hide these keys"
    case .rotate: "Rotate: swap width and height"
    case .fullScreen: "Full screen on or off"
    case .leaveFullScreen: "Leave full screen"
    case .screenshot: "Save a screenshot to your pictures"
    case .mute: "Sound off or on"
    case .quit: "Quit"
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
    return labels.joined(separator: " or ")
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
    if modifiers.contains(.control) { parts.append("Ctrl") }
    if modifiers.contains(.alt) { parts.append("Alt") }
    if modifiers.contains(.shift) { parts.append("Shift") }
    switch key {
    case .character(let character): parts.append(character.uppercased())
    case .enter: parts.append("Enter")
    case .escape: parts.append("Esc")
    case .tab: parts.append("Tab")
    case .space: parts.append("Space")
    case .backspace: parts.append("Backspace")
    case .delete: parts.append("Delete")
    case .up: parts.append("Up")
    case .down: parts.append("Down")
    case .left: parts.append("Left")
    case .right: parts.append("Right")
    case .pageUp: parts.append("Page Up")
    case .pageDown: parts.append("Page Down")
    case .home: parts.append("Home")
    case .end: parts.append("End")
    case .function(let number): parts.append("F\(number)")
    }
    return parts.joined(separator: "+")
  }
}
