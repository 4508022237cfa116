import CSDL2
import ViewKit

extension SDLHost {
  /// Turns one SDL event into view-kit calls.
  func handle(_ event: SDL_Event) {
    defer { syncTextInput() }
    if let wakeEventType, event.type == wakeEventType {
      handleWake()
      return
    }
    switch SDL_EventType(event.type) {
    case SDL_QUIT:
      quit()
    case SDL_WINDOWEVENT:
      handleWindowEvent(event.window)
    // A touch screen's mouse events (SDL_TOUCH_MOUSEID) come as finger events too: each is
    // taken once, as a finger.
    case SDL_MOUSEBUTTONDOWN
    where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != touchMouse:
      window.send(
        PointerEvent(.down, at: point(event.button.x, event.button.y), clickCount: Int(event.button.clicks)))
    case SDL_MOUSEBUTTONUP
    where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != touchMouse:
      window.send(PointerEvent(.up, at: point(event.button.x, event.button.y)))
    case SDL_MOUSEMOTION where event.motion.which != touchMouse:
      let pressed = event.motion.state & 1 != 0
      window.send(PointerEvent(pressed ? .moved : .hover, at: point(event.motion.x, event.motion.y)))
      updatePointerShape()
    case SDL_FINGERDOWN, SDL_FINGERUP, SDL_FINGERMOTION:
      handleFinger(event.tfinger, kind: SDL_EventType(event.type))
    case SDL_CONTROLLERDEVICEADDED:
      gamepadAdded(deviceIndex: event.cdevice.which)
    case SDL_CONTROLLERDEVICEREMOVED:
      gamepadRemoved(instance: event.cdevice.which)
    case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
      gamepadButton(
        instance: event.cbutton.which, button: event.cbutton.button,
        pressed: event.cbutton.state == UInt8(SDL_PRESSED))
    case SDL_CONTROLLERAXISMOTION:
      gamepadAxis(instance: event.caxis.which, axis: event.caxis.axis)
    case SDL_MOUSEWHEEL where event.wheel.which != touchMouse:
      var x: Int32 = 0
      var y: Int32 = 0
      SDL_GetMouseState(&x, &y)
      let flipped = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1.0 : 1.0
      window.send(ScrollEvent(at: point(x, y), deltaY: -Double(event.wheel.preciseY) * flipped * 48))
    case SDL_TEXTINPUT:
      let text = withUnsafeBytes(of: event.text.text) { SDLHost.string(fromUTF8: $0) }
      window.send(TextInputEvent(text))
    case SDL_TEXTEDITING:
      let text = withUnsafeBytes(of: event.edit.text) { SDLHost.string(fromUTF8: $0) }
      window.send(TextEditingEvent(text, cursor: Int(event.edit.start)))
    case SDL_TEXTEDITING_EXT:
      // A composition too long for the event's own buffer; its copy is ours to free.
      guard let pointer = event.editExt.text else { return }
      let text = SDLHost.string(fromUTF8: UnsafeRawPointer(pointer))
      SDL_free(pointer)
      window.send(TextEditingEvent(text, cursor: Int(event.editExt.start)))
    case SDL_KEYDOWN:
      guard let key = SDLHost.key(for: event.key.keysym.sym) else { return }
      handleKey(
        KeyEvent(
          key, modifiers: SDLHost.modifiers(event.key.keysym.mod), isRepeat: event.key.repeat != 0,
          physicalKey: event.key.keysym.scancode == SDL_SCANCODE_UNKNOWN
            ? nil : PhysicalKey(usage: Int(event.key.keysym.scancode.rawValue))))
    case SDL_KEYMAPCHANGED:
      window.keyboardLayoutDidChange()
    default:
      break
    }
  }

  /// SDL_TOUCH_MOUSEID, a macro that does not import.
  private var touchMouse: UInt32 { UInt32.max }

  /// A finger down, up or moving: its own pointer, at its place in the window (SDL gives it
  /// from 0 to 1 across the window).
  private func handleFinger(_ finger: SDL_TouchFingerEvent, kind: SDL_EventType) {
    guard finger.x.isFinite, finger.y.isFinite else { return }
    let location = Point(x: Double(finger.x) * window.size.width, y: Double(finger.y) * window.size.height)
    let pointerKind: PointerEvent.Kind =
      switch kind {
      case SDL_FINGERDOWN: .down
      case SDL_FINGERUP: .up
      default: .moved
      }
    window.send(PointerEvent(pointerKind, at: location, pointer: .touch(finger.fingerId)))
  }

  private func handleWindowEvent(_ event: SDL_WindowEvent) {
    switch SDL_WindowEventID(UInt32(event.event)) {
    case SDL_WINDOWEVENT_SIZE_CHANGED:
      // Handled here rather than RESIZED: SIZE_CHANGED also comes for programmatic resizes. The
      // frame is drawn once the queued events are handled: once for a burst of size changes, and
      // once for a rotation (drawing here too drew its first frame twice).
      updateSizeFromSDL()
      window.needsDisplay = true
    case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
      window.needsDisplay = true
    case SDL_WINDOWEVENT_FOCUS_LOST:
      window.resignFocus()
    case SDL_WINDOWEVENT_LEAVE:
      window.pointerExited()
    default:
      break
    }
  }

  private func handleKey(_ event: KeyEvent) {
    window.send(event)
    if window.needsDisplay { presentFrame() }
  }

  /// Turns the desktop's text input (and its input method) on while a text field has the focus,
  /// with the input method's candidates placed by the field, and off otherwise: with it on, an
  /// input method would take the game's one-letter keys.
  func syncTextInput() {
    let wanted = window.textInputRect
    guard wanted != appliedTextInputRect else { return }
    if let wanted {
      if appliedTextInputRect == nil { SDL_StartTextInput() }
      let scale = configuration.scale * contentScale
      var rect = SDL_Rect(
        x: Int32(clamping: Int((wanted.minX * scale).rounded())),
        y: Int32(clamping: Int((wanted.minY * scale).rounded())),
        w: Int32(clamping: Int((wanted.width * scale).rounded())),
        h: Int32(clamping: Int((wanted.height * scale).rounded())))
      SDL_SetTextInputRect(&rect)
    } else {
      SDL_StopTextInput()
    }
    appliedTextInputRect = wanted
  }

  /// An I-beam over a text field, as on every desktop, and the arrow elsewhere. Only a change
  /// calls SDL.
  private func updatePointerShape() {
    let overText = window.hoveredControl is TextInputClient
    guard overText != showsTextPointer else { return }
    showsTextPointer = overText
    if overText, textPointer == nil { textPointer = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_IBEAM) }
    // SDL_GetDefaultCursor is the arrow SDL made at the start; SDL frees it.
    SDL_SetCursor(overText ? textPointer : SDL_GetDefaultCursor())
  }

  /// Text from SDL's NUL-terminated UTF-8 bytes; bytes that are not UTF-8 become replacement
  /// characters, since text from a keyboard, an input method or the clipboard is outside input.
  static func string(fromUTF8 bytes: UnsafeRawBufferPointer) -> String {
    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
  }

  static func string(fromUTF8 pointer: UnsafeRawPointer) -> String {
    let length = SDL_strlen(pointer.assumingMemoryBound(to: CChar.self))
    return string(fromUTF8: UnsafeRawBufferPointer(start: pointer, count: length))
  }

  private func point(_ x: Int32, _ y: Int32) -> Point {
    let scale = configuration.scale * contentScale
    return Point(x: Double(x) / scale, y: Double(y) / scale)
  }

  static func modifiers(_ raw: UInt16) -> KeyModifiers {
    var modifiers: KeyModifiers = []
    if raw & UInt16(KMOD_SHIFT.rawValue) != 0 { modifiers.insert(.shift) }
    if raw & UInt16(KMOD_CTRL.rawValue) != 0 { modifiers.insert(.control) }
    if raw & UInt16(KMOD_ALT.rawValue) != 0 { modifiers.insert(.alt) }
    if raw & UInt16(KMOD_GUI.rawValue) != 0 { modifiers.insert(.command) }
    return modifiers
  }

  /// The view-kit key for an SDL key code, or nil for keys the game does not use.
  static func key(for code: SDL_Keycode) -> Key? {
    let named: [Int32: Key] = [
      Int32(SDLK_RETURN.rawValue): .enter, Int32(SDLK_KP_ENTER.rawValue): .enter,
      Int32(SDLK_ESCAPE.rawValue): .escape, Int32(SDLK_TAB.rawValue): .tab,
      Int32(SDLK_SPACE.rawValue): .space,
      Int32(SDLK_BACKSPACE.rawValue): .backspace, Int32(SDLK_DELETE.rawValue): .delete,
      Int32(SDLK_UP.rawValue): .up,
      Int32(SDLK_DOWN.rawValue): .down,
      Int32(SDLK_LEFT.rawValue): .left, Int32(SDLK_RIGHT.rawValue): .right,
      Int32(SDLK_PAGEUP.rawValue): .pageUp,
      Int32(SDLK_PAGEDOWN.rawValue): .pageDown, Int32(SDLK_HOME.rawValue): .home,
      Int32(SDLK_END.rawValue): .end,
      Int32(SDLK_KP_1.rawValue): .character("1"), Int32(SDLK_KP_2.rawValue): .character("2"),
      Int32(SDLK_KP_3.rawValue): .character("3"), Int32(SDLK_KP_4.rawValue): .character("4"),
      Int32(SDLK_KP_5.rawValue): .character("5"),
    ]
    if let key = named[code] { return key }
    let functionKeys = [
      SDLK_F1, SDLK_F2, SDLK_F3, SDLK_F4, SDLK_F5, SDLK_F6, SDLK_F7, SDLK_F8, SDLK_F9, SDLK_F10, SDLK_F11,
      SDLK_F12,
    ]
    if let index = functionKeys.firstIndex(where: { Int32($0.rawValue) == code }) {
      return .function(index + 1)
    }
    // Printable keys have their character's code point as key code ("ö" on a German keyboard);
    // the others carry SDL's scancode mask.
    if code > 32, code < 0x4000_0000, !(127..<160).contains(code), let scalar = Unicode.Scalar(UInt32(code)) {
      return .character(Character(scalar).lowercased().first ?? Character(scalar))
    }
    return nil
  }
}
