import Testing
import ViewKit

@MainActor
@Suite("Text field: focus, keys, blinking and drawing")
struct TextFieldFocusTests {
  @Test("While the field has the focus, keys that type go to it and not to the window's shortcuts")
  func shortcutsSilencedWhileTyping() {
    let stage = TextFieldStage()
    var intercepted: [KeyEvent] = []
    stage.window.keyInterceptor = { event in
      intercepted.append(event)
      return true
    }

    for letter in "rpsnh?" { stage.press(.character(letter)) }
    stage.press(.character("/"), .shift)
    stage.press(.space)
    stage.press(.left, .control)
    #expect(intercepted.isEmpty, "letters, Shift+/ and Space type; Ctrl+Left moves by a word")

    stage.press(.function(1))
    stage.press(.character("q"), .control)
    #expect(intercepted == [KeyEvent(.function(1)), KeyEvent(.character("q"), modifiers: .control)])

    stage.window.focus(nil)
    stage.press(.character("r"))
    #expect(intercepted.last == KeyEvent(.character("r")), "without the field focused, R is a shortcut again")
  }

  @Test("Tab leaves the field for the next control: editing ends and the window stops asking for text")
  func tabLeaves() {
    let stage = TextFieldStage(text: "Ann", focused: false)
    var began = 0
    var ended: [String] = []
    stage.field.onBeginEditing = { began += 1 }
    stage.field.onEndEditing = { ended.append($0) }

    stage.press(.tab)
    #expect(stage.field.isEditing)
    #expect(stage.field.selectedRange == 0..<3, "Tab into a field selects its text")
    #expect(stage.window.wantsTextInput)
    #expect(stage.window.textInputRect.map { stage.field.frame.contains($0) } == true)
    stage.type("Bo")

    stage.press(.tab)
    #expect(stage.window.focusedView === stage.button)
    #expect(!stage.field.isEditing)
    #expect(began == 1)
    #expect(ended == ["Bo"])
    #expect(!stage.window.wantsTextInput)
    #expect(stage.window.textInputRect == nil)
    #expect(stage.window.send(TextInputEvent("x")) == false, "text with no field focused goes nowhere")
    #expect(stage.field.text == "Bo")
  }

  @Test("A focused field that is hidden stops editing by the next frame, and its cursor stops blinking")
  func hiddenFieldEnds() {
    let stage = TextFieldStage(text: "x")
    var ended = 0
    stage.field.onEndEditing = { _ in ended += 1 }
    stage.field.isHidden = true
    stage.window.render(on: RecordingCanvas())
    #expect(ended == 1)
    #expect(stage.window.secondsUntilNextTimer == nil)
  }

  @Test("The cursor blinks on the window's timers: nothing animates, the window sleeps between blinks")
  func blinkUsesTimers() {
    let stage = TextFieldStage(text: "abc")
    let window = stage.window
    window.render(on: RecordingCanvas())
    #expect(!window.isAnimating)
    #expect(!window.needsDisplay, "no frame is wanted until the next blink")
    #expect(window.secondsUntilNextTimer == TextField.blinkInterval)
    #expect(stage.field.isCursorVisible)

    stage.clock.advance(by: TextField.blinkInterval)
    window.fireDueTimers()
    #expect(!stage.field.isCursorVisible)
    #expect(window.needsDisplay, "a blink draws one frame")
    #expect(!window.isAnimating)

    stage.clock.advance(by: 0.2)
    stage.type("d")
    #expect(stage.field.isCursorVisible, "typing shows the cursor at once")
    #expect(window.secondsUntilNextTimer == TextField.blinkInterval, "and starts the blinking over")
  }

  @Test("After ten seconds without typing the cursor stays on and no timer is left to wake the window")
  func blinkStopsWhenIdle() {
    let stage = TextFieldStage(text: "abc")
    var blinks = 0
    while let wait = stage.window.secondsUntilNextTimer, blinks < 100 {
      stage.clock.advance(by: wait)
      stage.window.fireDueTimers()
      blinks += 1
    }
    #expect(blinks == Int(TextField.blinkTimeout / TextField.blinkInterval))
    #expect(stage.field.isCursorVisible)
    #expect(stage.window.secondsUntilNextTimer == nil)

    stage.press(.left)
    #expect(stage.window.secondsUntilNextTimer == TextField.blinkInterval, "a key wakes the blinking")
    stage.window.focus(nil)
    #expect(stage.window.secondsUntilNextTimer == nil, "a field without the focus has no timer")
  }

  @Test(
    "Drawn: a thin cursor at its place, the selection as a band behind its characters, clipped to the field")
  func drawing() throws {
    let stage = TextFieldStage(text: "hello")
    let look = stage.window.appearance.field
    stage.press(.left)
    stage.press(.left)
    let canvas = RecordingCanvas()
    stage.window.render(on: canvas)
    let cursor = try #require(fills(in: canvas, color: look.cursor).first)
    #expect(abs(cursor.midX - stage.x(ofBoundary: 3)) < 0.5)
    #expect(cursor.width <= 2)
    #expect(stage.field.frame.contains(cursor))
    #expect(canvas.texts.contains("hello"))
    #expect(canvas.commands.contains(.clip(try #require(clip(in: canvas)))))
    #expect(stage.field.frame.contains(try #require(clip(in: canvas))))

    stage.press(.home, .shift)
    canvas.reset()
    stage.window.render(on: canvas)
    let band = try #require(fills(in: canvas, color: look.selection).first)
    #expect(abs(band.minX - stage.x(ofBoundary: 0)) < 0.5)
    #expect(abs(band.maxX - stage.x(ofBoundary: 3)) < 0.5)
    #expect(fills(in: canvas, color: look.cursor).isEmpty, "a selection hides the cursor")
    let bandIndex = canvas.commands.firstIndex(of: .fill(band, look.selection, cornerRadius: 0)) ?? .max
    let textIndex = canvas.commands.firstIndex {
      if case .text("hello", _, _, _) = $0 { true } else { false }
    }
    #expect(bandIndex < textIndex ?? -1, "the band is behind the text")
  }

  @Test("A line longer than the field scrolls to keep the cursor in view, and back at Home")
  func scrolling() throws {
    let long = String(repeating: "w", count: 60)
    let stage = TextFieldStage(text: long, width: 200)
    let look = stage.window.appearance.field
    let canvas = RecordingCanvas()
    stage.window.render(on: canvas)
    let cursor = try #require(fills(in: canvas, color: look.cursor).first)
    #expect(cursor.maxX <= stage.field.frame.maxX - 8, "the cursor at the end is inside the field")
    let scrolled = try #require(canvas.rect(ofText: long))
    #expect(scrolled.minX < stage.field.frame.minX, "the start of the line is scrolled out, left")

    stage.press(.home)
    canvas.reset()
    stage.window.render(on: canvas)
    #expect(canvas.rect(ofText: long)?.minX == stage.x(ofBoundary: 0))
  }

  @Test("The placeholder shows, in its own quieter colour, only while the field is empty")
  func placeholder() {
    let stage = TextFieldStage(focused: false)
    stage.field.placeholder = "Your name"
    let look = stage.window.appearance.field
    let canvas = RecordingCanvas()
    stage.window.render(on: canvas)
    let drawn = canvas.commands.contains {
      if case .text("Your name", _, let color, _) = $0 { color == look.placeholder } else { false }
    }
    #expect(drawn)

    stage.field.text = "Ann"
    canvas.reset()
    stage.window.render(on: canvas)
    #expect(!canvas.texts.contains("Your name"))
  }

  @Test("The standard field reads well: text and placeholder at WCAG AA on the well, its edge at 3:1")
  func contrast() {
    let look = Appearance.standard.field
    #expect(look.text.contrastRatio(against: look.background) >= 7)
    #expect(look.placeholder.contrastRatio(against: look.background) >= 4.5)
    #expect(look.cursor.contrastRatio(against: look.background) >= 3)
    #expect(look.border.contrastRatio(against: look.background) >= 3)
    #expect(look.text.contrastRatio(against: look.selection.composited(over: look.background)) >= 4.5)
  }

  private func fills(in canvas: RecordingCanvas, color: Color) -> [Rect] {
    canvas.commands.compactMap { if case .fill(let rect, color, _) = $0 { rect } else { nil } }
  }

  private func clip(in canvas: RecordingCanvas) -> Rect? {
    canvas.commands.lazy.compactMap { if case .clip(let rect) = $0 { rect } else { nil } }.first
  }
}
