import GameCore
import Localization
import ViewKit

/// Which gamepad buttons throw which move, the one table that the game, its throw buttons'
/// captions and the help read (the two-player board reads it for each player's pad):
///
/// | button | throws |
/// |---|---|
/// | south (A, Cross) | rock |
/// | east (B, Circle) | paper |
/// | west or north (X or Y, Square or Triangle) | scissors |
/// | left shoulder (LB, L1) | Spock, with Spock and lizard in play |
/// | right shoulder (RB, R1) | lizard, with Spock and lizard in play |
///
/// Scissors has two buttons so that either hand position reaches it; the shoulders take the
/// two extra throws, so the face buttons mean the same in both rules.
public enum GamepadThrows {
  /// The buttons that throw `move`.
  public static func buttons(for move: Move) -> [GamepadButton] {
    switch move {
    case .rock: [.faceSouth]
    case .paper: [.faceEast]
    case .scissors: [.faceWest, .faceNorth]
    case .spock: [.leftShoulder]
    case .lizard: [.rightShoulder]
    }
  }

  /// The move `button` throws under `rules`, if any.
  public static func move(for button: GamepadButton, rules: Rules) -> Move? {
    rules.moves.first { buttons(for: $0).contains(button) }
  }

  /// The buttons for `move` as printed on a pad of `style`: "A", "X or Y", "Cross".
  public static func label(for move: Move, style: GamepadStyle) -> String {
    buttons(for: move).map(style.name(of:)).joined(separator: tr(" or "))
  }
}
