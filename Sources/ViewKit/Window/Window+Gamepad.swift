extension Window {
  /// The gamepads connected, by ``Gamepad/index``.
  public var gamepads: [Gamepad] { gamepadRoster.pads }

  /// The connected pad with `index`, if any.
  public func gamepad(_ index: Int) -> Gamepad? {
    gamepadRoster.pads.first { $0.index == index }
  }

  /// Delivers a gamepad event. A connection changes ``gamepads`` and is told to the
  /// ``gamepadObserver``. The stick leans past a dead zone into d-pad presses, and a direction
  /// held repeats. A press goes to the ``gamepadInterceptor``; then the d-pad moves the focus
  /// (up and down within a focused list), and the south button presses the focused view; then
  /// the controllers, deepest first (``ViewController/handleGamepad(_:)``). A press none of them
  /// took acts as its key: the d-pad as arrows, south as Enter, east as Esc on what is in front
  /// (a popover, an alert) or else Backspace (back in a navigation controller). Returns whether
  /// something used it.
  @discardableResult
  public func send(_ event: GamepadEvent) -> Bool {
    let pad = event.pad
    switch event.kind {
    case .connected(var gamepad):
      gamepad.index = pad
      gamepadRoster.connect(gamepad)
      gamepadObserver?(event)
      return true
    case .disconnected:
      stopRepeating(pad: pad)
      gamepadRoster.held[pad] = nil
      guard gamepadRoster.disconnect(pad) else { return false }
      gamepadObserver?(event)
      return true
    case .stick(let x, let y):
      // A damaged reading leaves the stick where it was.
      guard x.isFinite, y.isFinite else { return false }
      var held = gamepadRoster.held[pad] ?? GamepadRoster.Held()
      let direction = GamepadRoster.direction(x: x, y: y, holding: held.stick)
      guard direction != held.stick else { return false }
      let before = held.stick
      held.stick = direction
      gamepadRoster.held[pad] = held
      if let before, before != held.dpad { stopRepeating(pad: pad, button: before) }
      guard let direction else { return false }
      startRepeating(pad: pad, button: direction)
      return deliverGamepadPress(GamepadEvent(pad: pad, .pressed(direction)))
    case .pressed(let button):
      if button.direction != nil && !event.isRepeat {
        gamepadRoster.held[pad, default: GamepadRoster.Held()].dpad = button
        startRepeating(pad: pad, button: button)
      }
      return deliverGamepadPress(event)
    case .released(let button):
      guard var held = gamepadRoster.held[pad], held.dpad == button else { return false }
      held.dpad = nil
      gamepadRoster.held[pad] = held
      if held.stick != button { stopRepeating(pad: pad, button: button) }
      return false
    }
  }

  private func deliverGamepadPress(_ event: GamepadEvent) -> Bool {
    guard let button = event.pressedButton else { return false }
    needsDisplay = true
    if gamepadInterceptor?(event) == true { return true }
    if let direction = button.direction {
      if let list = focusedView as? ListView, direction == .up || direction == .down,
        list.handleKey(KeyEvent(direction == .up ? .up : .down, isRepeat: event.isRepeat))
      {
        return true
      }
      if !focusableViews.isEmpty {
        moveFocus(direction)
        return true
      }
    } else if button == .faceSouth, let focused = focusedView {
      if let control = focused as? Control {
        control.sendActions()
      } else if let list = focused as? ListView {
        _ = list.handleKey(KeyEvent(.enter))
      }
      return true
    }
    let front = overlays.last
    if let receiver = front ?? rootViewController, receiver.dispatchGamepad(event) { return true }
    let key: Key
    switch button {
    case .dpadUp: key = .up
    case .dpadDown: key = .down
    case .dpadLeft: key = .left
    case .dpadRight: key = .right
    case .faceSouth: key = .enter
    case .faceEast: key = front == nil ? .backspace : .escape
    default: return false
    }
    let keyEvent = KeyEvent(key, isRepeat: event.isRepeat)
    if let front { return front.dispatchKey(keyEvent) }
    return rootViewController?.dispatchKey(keyEvent) ?? false
  }

  // MARK: Repeats

  private func startRepeating(pad: Int, button: GamepadButton) {
    stopRepeating(pad: pad)
    scheduleRepeat(pad: pad, button: button, after: GamepadRoster.repeatDelay)
  }

  private func scheduleRepeat(pad: Int, button: GamepadButton, after seconds: Double) {
    let timer = schedule(after: seconds) { [weak self] in
      guard let self, self.gamepadRoster.held[pad]?.repeating?.button == button else { return }
      self.scheduleRepeat(pad: pad, button: button, after: GamepadRoster.repeatInterval)
      _ = self.deliverGamepadPress(GamepadEvent(pad: pad, .pressed(button), isRepeat: true))
    }
    gamepadRoster.held[pad, default: GamepadRoster.Held()].repeating = (button, timer)
  }

  /// Stops the repeats of `pad` (of `button` only, when given).
  private func stopRepeating(pad: Int, button: GamepadButton? = nil) {
    guard let repeating = gamepadRoster.held[pad]?.repeating, button == nil || repeating.button == button
    else {
      return
    }
    cancelTimer(repeating.timer)
    gamepadRoster.held[pad]?.repeating = nil
  }

  /// Every held direction lets go (the window lost the focus: the releases may never come).
  func releaseGamepadDirections() {
    for pad in gamepadRoster.held.keys { stopRepeating(pad: pad) }
    gamepadRoster.held = [:]
  }

  // MARK: Focus by direction

  /// Moves the focus to the nearest focusable view that lies `direction` of the focused one
  /// (ahead of it, and the less off to the side the better). With nothing that way, or nothing
  /// focused, it moves as Tab (right, down) or Shift+Tab (left, up) does.
  public func moveFocus(_ direction: FocusDirection) {
    guard let current = focusedView else {
      moveFocus(forward: direction.isForward)
      return
    }
    let from = direction.reach(of: current.convert(current.bounds, to: nil))
    var best: (view: View, score: Double)?
    for candidate in focusableViews where candidate !== current {
      let to = direction.reach(of: candidate.convert(candidate.bounds, to: nil))
      // Overlapping views count as ahead when their centre is.
      guard to.centre > from.centre + 0.5 else { continue }
      let ahead = to.near - from.far
      let aside = abs(to.across - from.across)
      let score = max(0, ahead) + aside * 2
      if best == nil || score < (best?.score ?? .infinity) { best = (candidate, score) }
    }
    if let best {
      focus(best.view)
    } else {
      moveFocus(forward: direction.isForward)
    }
  }
}

/// A rectangle measured along a focus direction, with positions growing the way it points: its
/// near and far edges, its centre, and its centre across the direction.
private struct Reach {
  let near: Double
  let far: Double
  let centre: Double
  let across: Double
}

extension FocusDirection {
  fileprivate func reach(of rect: Rect) -> Reach {
    switch self {
    case .down: Reach(near: rect.minY, far: rect.maxY, centre: rect.midY, across: rect.midX)
    case .up: Reach(near: -rect.maxY, far: -rect.minY, centre: -rect.midY, across: rect.midX)
    case .right: Reach(near: rect.minX, far: rect.maxX, centre: rect.midX, across: rect.midY)
    case .left: Reach(near: -rect.maxX, far: -rect.minX, centre: -rect.midX, across: rect.midY)
    }
  }
}
