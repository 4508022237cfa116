import Testing
import ViewKit

@MainActor
@Suite("Text field: a password's field")
struct SecureTextFieldTests {
  @Test("a secure field draws a dot for each character, never the text, and keeps the text as typed")
  func drawsDots() {
    let stage = TextFieldStage()
    stage.field.isSecureTextEntry = true
    stage.type("hunter2")
    let canvas = RecordingCanvas()
    stage.window.render(on: canvas)
    let texts = canvas.commands.compactMap { command -> String? in
      if case .text(let text, _, _, _) = command { text } else { nil }
    }
    #expect(texts.contains("•••••••"))
    #expect(!texts.contains { $0.contains("hunter") })
    #expect(stage.field.text == "hunter2")
  }

  @Test("copy and cut put nothing of a secure field on the clipboard")
  func noCopy() {
    let stage = TextFieldStage()
    stage.field.isSecureTextEntry = true
    stage.type("hunter2")
    stage.press(.character("a"), .control)
    stage.press(.character("c"), .control)
    #expect(stage.clipboard.text == nil)
    stage.press(.character("x"), .control)
    #expect(stage.clipboard.text == nil)
  }
}
