import Testing

@testable import RPSApp

/// `rps --help` in a terminal: its paragraphs wrapped to the width, in any script.
@Suite("Help text wrapping")
struct HelpTextWrappingTests {
  @Test("English breaks between words, no line longer than the width")
  func englishBreaksBetweenWords() {
    let text = "the quick brown fox jumps over the lazy dog and runs far away"
    let lines = HelpText.wrapped(text, width: 20).split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { $0.count <= 20 })
    #expect(lines.joined(separator: " ") == text)
  }

  @Test("Chinese breaks between characters, counting two columns each, never before a comma")
  func chineseBreaksBetweenCharacters() {
    let text = "调整窗口大小就是旋转设备：高大于宽即为竖屏。比赛的历史记录在每次运行之间都会保留，未完成的比赛会继续进行。"
    let lines = HelpText.wrapped(text, width: 20).split(separator: "\n").map(String.init)
    #expect(lines.count > 1)
    #expect(lines.allSatisfy { HelpText.columns($0) <= 20 })
    #expect(lines.joined() == text)
    #expect(lines.dropFirst().allSatisfy { !"，。：".contains($0.first ?? " ") })
  }
}
