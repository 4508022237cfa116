import Testing
import ViewKit

/// A window with one text field (and a button after it for Tab), the field focused with its
/// cursor at the end, on a manual clock.
@MainActor
struct TextFieldStage {
  let clock = ManualClock()
  let window: Window
  let field: TextField
  let button = Button(title: "Next", frame: Rect(x: 20, y: 100, width: 100, height: 40))
  let clipboard = MemoryClipboard()

  init(text: String = "", width: Double = 300, focused: Bool = true) {
    window = Window(size: Size(width: 400, height: 300), clock: clock)
    window.clipboard = clipboard
    let controller = ViewController()
    window.rootViewController = controller
    field = TextField(text: text, frame: Rect(x: 20, y: 20, width: width, height: 40))
    controller.view.addSubview(field)
    controller.view.addSubview(button)
    if focused {
      window.focus(field)
      field.selectedRange = field.text.count..<field.text.count
    }
  }

  func type(_ text: String) { window.send(TextInputEvent(text)) }

  func press(_ key: Key, _ modifiers: KeyModifiers = []) { window.send(KeyEvent(key, modifiers: modifiers)) }

  /// The x of the boundary before character `index`, in window points, with the approximate
  /// measurer (every character 0.56 of the font size wide) and the field's 10-point padding.
  func x(ofBoundary index: Int) -> Double {
    field.frame.minX + 10 + Double(index) * field.font.size * 0.56
  }

  func click(at index: Int, count: Int = 1) {
    let point = Point(x: x(ofBoundary: index) + 1, y: field.frame.midY)
    window.send(PointerEvent(.down, at: point, clickCount: count))
    window.send(PointerEvent(.up, at: point, clickCount: count))
  }
}

@MainActor
@Suite("Text field: editing")
struct TextFieldEditingTests {
  @Test("Typing inserts at the cursor, and Backspace removes an accent made of two code points whole")
  func backspaceByGrapheme() {
    let stage = TextFieldStage(text: "cafe\u{301}")
    #expect(stage.field.text.count == 4, "e and its combining accent are one character")

    stage.press(.backspace)
    #expect(stage.field.text == "caf")
    stage.press(.left)
    stage.type("r")
    #expect(stage.field.text == "carf")
    #expect(stage.field.selectedRange == 3..<3)
  }

  @Test("A combining accent typed after its letter joins it: the cursor stays after the one character")
  func combiningMarkTyped() {
    let stage = TextFieldStage()
    stage.type("e")
    stage.type("\u{301}")
    #expect(stage.field.text == "e\u{301}")
    #expect(stage.field.selectedRange == 1..<1)
    stage.type("!")
    #expect(stage.field.text == "e\u{301}!")
  }

  @Test("Left, Right and Delete step over a flag emoji (two code points) in one move, never into it")
  func flagEmoji() {
    let stage = TextFieldStage(text: "a🇫🇷b")
    stage.press(.home)
    stage.press(.right)
    stage.press(.right)
    #expect(stage.field.selectedRange == 2..<2, "past a and the whole flag")
    stage.press(.left)
    stage.press(.delete)
    #expect(stage.field.text == "ab")
    #expect(stage.field.text.unicodeScalars.count == 2, "no half of the flag is left behind")
  }

  @Test("Shift with the arrows, Home and End selects, and typing replaces the selection")
  func shiftSelects() {
    let stage = TextFieldStage(text: "hello world")
    stage.press(.left, .shift)
    stage.press(.left, .shift)
    #expect(stage.field.selectedRange == 9..<11)
    stage.type("k")
    #expect(stage.field.text == "hello work")

    stage.press(.home, .shift)
    #expect(stage.field.selectedRange == 0..<10)
    stage.press(.right)
    #expect(stage.field.selectedRange == 10..<10, "Right without Shift ends at the selection's end")
    stage.press(.home)
    stage.press(.end, .shift)
    stage.press(.backspace)
    #expect(stage.field.text.isEmpty)
  }

  @Test("Ctrl+Left and Ctrl+Right move by words; Ctrl+Backspace deletes the word before the cursor")
  func wordMoves() {
    let stage = TextFieldStage(text: "join 192.168.1.20 now")
    stage.press(.left, .control)
    #expect(stage.field.selectedRange == 18..<18, "the start of now")
    stage.press(.left, .control)
    #expect(stage.field.selectedRange == 15..<15, "the start of 20: dots part words")
    stage.press(.home)
    stage.press(.right, .control)
    #expect(stage.field.selectedRange == 4..<4, "the end of join")
    stage.press(.right, .control)
    #expect(stage.field.selectedRange == 8..<8, "the end of 192")
    stage.press(.right, [.control, .shift])
    #expect(stage.field.selectedRange == 8..<12, "Shift extends by the word")

    stage.press(.end)
    stage.press(.backspace, .control)
    #expect(stage.field.text == "join 192.168.1.20 ")
  }

  @Test("Ctrl+A selects all; Ctrl+C copies and Ctrl+X cuts to the window's clipboard")
  func copyAndCut() {
    let stage = TextFieldStage(text: "Player 1")
    stage.press(.left, [.control, .shift])
    stage.press(.character("c"), .control)
    #expect(stage.clipboard.text == "1")
    #expect(stage.field.text == "Player 1", "copying leaves the text")

    stage.press(.character("a"), .control)
    #expect(stage.field.selectedRange == 0..<8)
    stage.press(.character("x"), .control)
    #expect(stage.clipboard.text == "Player 1")
    #expect(stage.field.text.isEmpty)
  }

  @Test("Pasting several lines makes one line: breaks inside become spaces, the one at the end goes")
  func pasteMultiline() {
    let stage = TextFieldStage(text: "host ")
    stage.clipboard.text = "192.168.1.20\r\n4000\n\tlan\n"
    stage.press(.character("v"), .control)
    #expect(stage.field.text == "host 192.168.1.20 4000  lan")
    #expect(stage.field.selectedRange == 27..<27, "the cursor after what was pasted")
  }

  @Test("Control characters typed or pasted never enter the text")
  func controlCharacters() {
    let stage = TextFieldStage()
    stage.type("a\u{7}b\u{1B}c\u{7F}")
    #expect(stage.field.text == "abc")
  }

  @Test("The length limit counts UTF-8 bytes: a paste keeps the whole characters that fit, then typing stops")
  func utf8Limit() {
    let stage = TextFieldStage(text: String(repeating: "a", count: 29))
    stage.field.maximumUTF8Length = 32
    stage.clipboard.text = "éé🇫🇷"
    stage.press(.character("v"), .control)
    #expect(
      stage.field.text == String(repeating: "a", count: 29) + "é", "é is 2 bytes; a second would make 33")
    #expect(stage.field.text.utf8.count == 31)

    stage.type("🙂")
    #expect(stage.field.text.utf8.count == 31, "a 4-byte emoji does not fit in the last byte")
    stage.type("z")
    #expect(stage.field.text.utf8.count == 32)
    stage.type("z")
    #expect(stage.field.text.utf8.count == 32)
    stage.press(.backspace)
    #expect(stage.field.text.utf8.count == 31, "deleting is always allowed")
  }

  @Test("shouldChangeText can refuse an edit; onEditingChanged hears each edit that happened")
  func delegateClosures() {
    let stage = TextFieldStage(text: "40")
    var heard: [String] = []
    var asked: [(Range<Int>, String)] = []
    stage.field.shouldChangeText = { range, replacement in
      asked.append((range, replacement))
      return replacement.allSatisfy(\.isNumber)
    }
    stage.field.onEditingChanged = { heard.append($0) }

    stage.type("0")
    stage.type("x")
    stage.press(.backspace)

    #expect(stage.field.text == "40")
    #expect(heard == ["400", "40"])
    #expect(asked.map(\.0) == [2..<2, 3..<3, 2..<3])
    #expect(asked.map(\.1) == ["0", "x", ""])
  }

  @Test("Return runs the field's action; a click on the field does not")
  func returnKey() {
    let stage = TextFieldStage(text: "name")
    var returns = 0
    stage.field.action = { returns += 1 }
    stage.click(at: 1)
    #expect(returns == 0)
    stage.press(.enter)
    #expect(returns == 1)
  }

  @Test("A composition shows at the cursor underlined, but is not the text until committed")
  func composition() {
    let stage = TextFieldStage(text: "ab")
    stage.press(.left)
    stage.window.send(TextEditingEvent("nihon", cursor: 3))

    #expect(stage.field.text == "ab")
    #expect(stage.field.markedText == "nihon")
    let canvas = RecordingCanvas()
    stage.window.render(on: canvas)
    #expect(canvas.texts.contains("anihonb"), "drawn in place, at the cursor")
    let underline = canvas.commands.contains {
      if case .fill(let rect, let color, _) = $0 {
        color == stage.window.appearance.field.compositionUnderline && rect.height <= 2
          && abs(rect.minX - stage.x(ofBoundary: 1)) < 0.5
          && abs(rect.width - stage.x(ofBoundary: 5) + stage.x(ofBoundary: 0)) < 0.5
      } else {
        false
      }
    }
    #expect(underline, "a line under the five composed characters")

    stage.press(.backspace)
    #expect(stage.field.text == "ab", "keys during a composition leave the text alone")
    stage.window.send(TextInputEvent("日本"))
    #expect(stage.field.text == "a日本b")
    #expect(stage.field.markedText.isEmpty)
    #expect(stage.field.selectedRange == 3..<3)
  }

  @Test("An empty composition cancels it, leaving the text as it was")
  func compositionCancelled() {
    let stage = TextFieldStage(text: "ab")
    stage.window.send(TextEditingEvent("ka"))
    stage.window.send(TextEditingEvent(""))
    #expect(stage.field.markedText.isEmpty)
    #expect(stage.field.text == "ab")
  }

  @Test("A click places the cursor, a drag selects, a double click selects a word, a triple click all")
  func pointer() {
    let stage = TextFieldStage(text: "join lan game", focused: false)
    stage.click(at: 3)
    #expect(stage.window.focusedView === stage.field, "a click focuses the field")
    #expect(stage.field.selectedRange == 3..<3)

    let y = stage.field.frame.midY
    stage.window.send(PointerEvent(.down, at: Point(x: stage.x(ofBoundary: 5) + 1, y: y)))
    stage.window.send(PointerEvent(.moved, at: Point(x: stage.x(ofBoundary: 11) + 1, y: y)))
    stage.window.send(PointerEvent(.up, at: Point(x: stage.x(ofBoundary: 11) + 1, y: y)))
    #expect(stage.field.selectedRange == 5..<11)

    stage.click(at: 6, count: 2)
    #expect(stage.field.selectedRange == 5..<8, "lan")
    stage.click(at: 6, count: 3)
    #expect(stage.field.selectedRange == 0..<13)
  }

  @Test("A disabled field takes neither the focus nor text")
  func disabled() {
    let stage = TextFieldStage(text: "x", focused: false)
    stage.field.isEnabled = false
    stage.press(.tab)
    #expect(stage.window.focusedView === stage.button)
    stage.click(at: 0)
    #expect(stage.window.focusedView !== stage.field)
    #expect(stage.window.send(TextInputEvent("y")) == false)
    #expect(stage.field.text == "x")
  }
}
