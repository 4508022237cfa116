import GameCore
import ViewKit

/// The two-player board on gamepads: the first pad (index 0) throws for the left player and the
/// second (index 1) for the right, with the buttons of ``GamepadThrows``; Start opens the
/// options. Each player's throw buttons show their own pad's button names while it is
/// connected, and a round won with a pad's throw rumbles that pad.
extension TwoPlayerController {
  /// The player whose throws pad `index` makes: the first pad the left player's, the second the
  /// right's; a third pad throws for no one.
  public static func side(ofPad index: Int) -> PlayerSide? {
    switch index {
    case 0: .left
    case 1: .right
    default: nil
    }
  }

  /// The index of the pad that throws for `side`.
  public static func pad(of side: PlayerSide) -> Int { side == .left ? 0 : 1 }

  /// Takes a pad's throw or Start, before the window's focus would: on this board a face button
  /// is a player's throw, whatever the d-pad left focused. After the match (when the only thing
  /// to do is start another) the buttons are left to the focus, so the d-pad and south reach
  /// "New match". Returns whether the press was used.
  public func takeGamepadPress(_ event: GamepadEvent) -> Bool {
    guard let button = event.pressedButton else { return false }
    if button == .start {
      if !event.isRepeat { onShowOptions?() }
      return true
    }
    guard !match.isOver, let move = GamepadThrows.move(for: button, rules: match.rules) else { return false }
    // A third pad's throw buttons, a held button's repeat and a throw during the count do
    // nothing, and go no further either (south would press what is focused).
    if !event.isRepeat, let side = Self.side(ofPad: event.pad) {
      throwMove(move, by: side, fromPad: true)
    }
    // South presses a focused control: a throw puts the ring away, so the other player's south
    // throws too rather than pressing what one d-pad left focused.
    if let window = view.window, window.focusedView != nil { window.focus(nil) }
    return true
  }

  /// The captions under `side`'s throw buttons: their pad's button names while it is connected,
  /// else the keys of their hand on the keyboard in use; none on a phone, which is tapped.
  func throwCaptions(for side: PlayerSide) -> [String?] {
    let layout = view.window?.keyboardLayout ?? TableKeyboardLayout.usQwerty()
    return match.rules.moves.map { move in
      guard let style = padStyles[side], let first = GamepadThrows.buttons(for: move).first else {
        return userInterfaceIdiom == .phone
          ? nil : TwoPlayerKeys.label(for: move, by: side, rules: match.rules, layout: layout)
      }
      return style.name(of: first)
    }
  }

  /// A round won with a pad's throw rumbles the winner's pad, a little longer when it won the
  /// match; a draw, a throw from the keyboard or a pad without rumble stays still.
  func rumbleForWin(_ round: Round) {
    defer { padThrowers = [] }
    let winner: PlayerSide
    switch round.outcome {
    case .win: winner = .left
    case .loss: winner = .right
    case .draw: return
    }
    let pad = Self.pad(of: winner)
    guard padThrowers.contains(winner), view.window?.gamepad(pad)?.canRumble == true else { return }
    let matchWon = match.isOver
    rumble?.rumble(pad: pad, strength: matchWon ? 0.8 : 0.5, seconds: matchWon ? 0.45 : 0.2)
  }
}
