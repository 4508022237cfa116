import CSDL2
import Testing
import ViewKit

@testable import SDLHost

/// Text input through SDL's own event queue: the events are pushed with `SDL_PushEvent`, as the
/// desktop would deliver them, and handled by the host's loop. In the serialized SDL suite.
extension SDLHostTests {
  /// A host whose window holds one text field, with a key interceptor that records what reaches it.
  /// A host showing one text field, holding `text` when given; with `focused`, the field has the focus
  /// and the host has taken the change.
  private func makeFieldHost(
    text: String? = nil, focused: Bool = false
  ) throws -> (SDLHost, TextField, Recorder) {
    let controller = ViewController()
    let field = TextField(placeholder: "Name", frame: Rect(x: 40, y: 40, width: 300, height: 44))
    controller.view.addSubview(field)
    let configuration = HostConfiguration(
      title: "test", size: Size(width: 480, height: 360), assetsDirectory: Self.assets, offscreen: true)
    let host = try SDLHost(configuration: configuration, rootViewController: controller)
    let recorder = Recorder()
    host.window.keyInterceptor = { event in
      recorder.keys.append(event)
      return true
    }
    host.processPendingEvents()
    if let text { field.text = text }
    if focused {
      host.window.focus(field)
      host.processPendingEvents()
    }
    return (host, field, recorder)
  }

  private func pushText(_ text: String, type: SDL_EventType = SDL_TEXTINPUT, start: Int32 = 0) -> Bool {
    var event = SDL_Event()
    event.type = type.rawValue
    let bytes = Array(text.utf8.prefix(31))
    if type == SDL_TEXTINPUT {
      withUnsafeMutableBytes(of: &event.text.text) { buffer in
        for (index, byte) in bytes.enumerated() { buffer[index] = byte }
      }
    } else {
      withUnsafeMutableBytes(of: &event.edit.text) { buffer in
        for (index, byte) in bytes.enumerated() { buffer[index] = byte }
      }
      event.edit.start = start
    }
    return SDL_PushEvent(&event) == 1
  }

  private func pushKey(_ code: SDL_KeyCode, modifiers: SDL_Keymod = KMOD_NONE) {
    var event = SDL_Event()
    event.type = SDL_KEYDOWN.rawValue
    event.key.state = UInt8(SDL_PRESSED)
    event.key.keysym.sym = Int32(code.rawValue)
    event.key.keysym.mod = UInt16(modifiers.rawValue)
    SDL_PushEvent(&event)
  }

  @Test("SDL's text input is on only while a text field has the focus")
  func textInputFollowsFocus() throws {
    let (host, field, _) = try makeFieldHost()
    defer { host.close() }
    #expect(
      SDL_IsTextInputActive() == SDL_FALSE, "off at the start: an input method would take the game's keys")

    host.window.focus(field)
    host.processPendingEvents()
    #expect(SDL_IsTextInputActive() == SDL_TRUE)
    #expect(host.appliedTextInputRect.map { field.frame.contains($0) } == true)

    host.window.focus(nil)
    host.processPendingEvents()
    #expect(SDL_IsTextInputActive() == SDL_FALSE)
  }

  @Test("Text pushed as SDL_TEXTINPUT reaches the focused field; the R key press under it fires no shortcut")
  func textInputEvents() throws {
    let (host, field, recorder) = try makeFieldHost(focused: true)
    defer { host.close() }

    pushKey(SDLK_r)
    #expect(pushText("r"))
    #expect(pushText("é🇫🇷"))
    host.processPendingEvents()

    #expect(field.text == "ré🇫🇷")
    #expect(recorder.keys.isEmpty, "the letter typed, and reached no window-wide command")

    pushKey(SDLK_F1)
    host.processPendingEvents()
    #expect(recorder.keys == [KeyEvent(.function(1))], "F1 still reaches them")
  }

  @Test("A composition pushed as SDL_TEXTEDITING shows in the field and is not its text until committed")
  func compositionEvents() throws {
    let (host, field, _) = try makeFieldHost(focused: true)
    defer { host.close() }

    #expect(pushText("にほ", type: SDL_TEXTEDITING, start: 2))
    host.processPendingEvents()
    #expect(field.markedText == "にほ")
    #expect(field.text.isEmpty)

    #expect(pushText("", type: SDL_TEXTEDITING))
    #expect(pushText("日本"))
    host.processPendingEvents()
    #expect(field.markedText.isEmpty)
    #expect(field.text == "日本")
  }

  @Test("Ctrl+C and Ctrl+V go through SDL's clipboard, and a pasted line break becomes a space")
  func clipboard() throws {
    let (host, field, _) = try makeFieldHost(text: "Player 1")
    defer { host.close() }
    host.window.focus(field)
    pushKey(SDLK_a, modifiers: KMOD_LCTRL)
    pushKey(SDLK_c, modifiers: KMOD_LCTRL)
    host.processPendingEvents()
    let copied = SDL_GetClipboardText()
    defer { SDL_free(copied) }
    #expect(copied.map { String(cString: $0) } == "Player 1")

    SDL_SetClipboardText("Ann\nBo")
    pushKey(SDLK_END)
    pushKey(SDLK_v, modifiers: KMOD_LCTRL)
    host.processPendingEvents()
    #expect(field.text == "Player 1Ann Bo")
  }

  @Test("A double click from SDL selects the word under it")
  func doubleClick() throws {
    let (host, field, _) = try makeFieldHost(text: "join lan game")
    defer { host.close() }
    host.presentFrame()
    var event = SDL_Event()
    event.type = SDL_MOUSEBUTTONDOWN.rawValue
    event.button.button = UInt8(SDL_BUTTON_LEFT)
    event.button.clicks = 2
    event.button.x = Int32(field.frame.maxX - 20)
    event.button.y = Int32(field.frame.midY)
    SDL_PushEvent(&event)
    event.type = SDL_MOUSEBUTTONUP.rawValue
    SDL_PushEvent(&event)
    host.processPendingEvents()

    #expect(host.window.focusedView === field)
    #expect(field.selectedRange == 9..<13, "game")
  }
}

/// What reached the window's key interceptor.
@MainActor
final class Recorder {
  var keys: [KeyEvent] = []
}
