import GameCore
import ViewKit

/// Two players at one keyboard: the left hand on A S D (F G), the right on J K L (; '), chosen
/// by where the keys sit, so the hands stay apart on AZERTY, QWERTZ and Dvorak keyboards alike.
/// Each row throws the rules' moves in order: rock, paper, scissors, then Spock and lizard.
public enum TwoPlayerKeys {
  public static func keys(for side: PlayerSide) -> [PhysicalKey] {
    switch side {
    case .left: [.a, .s, .d, .f, .g]
    case .right: [.j, .k, .l, .semicolon, .apostrophe]
    }
  }

  /// The throw a key press gives under `rules`, if any. A press without a position (a synthetic
  /// one) is placed by the US QWERTY letter it types.
  public static func throwFor(_ event: KeyEvent, rules: Rules) -> (side: PlayerSide, move: Move)? {
    guard event.modifiers.isSubset(of: .shift) else { return nil }
    guard let position = event.physicalKey ?? qwertyPosition(of: event.key) else { return nil }
    for side in PlayerSide.allCases {
      if let index = keys(for: side).firstIndex(of: position), index < rules.moves.count {
        return (side, rules.moves[index])
      }
    }
    return nil
  }

  /// The label of the key that throws `move` for `side` on the keyboard in use ("Q" for the left
  /// rock on AZERTY).
  @MainActor
  public static func label(
    for move: Move, by side: PlayerSide, rules: Rules, layout: any KeyboardLayout
  ) -> String {
    guard let index = rules.moves.firstIndex(of: move) else { return "" }
    let key = keys(for: side)[index]
    return layout.label(for: key) ?? TableKeyboardLayout.usQwerty().label(for: key) ?? ""
  }

  /// Whether a key press is one of the throw keys, whatever it types: in a two-player match it
  /// throws and gives no other command.
  public static func isThrowKey(_ event: KeyEvent, rules: Rules) -> Bool {
    throwFor(event, rules: rules) != nil
  }

  private static func qwertyPosition(of key: Key) -> PhysicalKey? {
    guard case .character(let character) = key else { return nil }
    let positions: [Character: PhysicalKey] = [
      "a": .a, "s": .s, "d": .d, "f": .f, "g": .g, "j": .j, "k": .k, "l": .l, ";": .semicolon,
      "'": .apostrophe,
    ]
    return positions[character]
  }
}
