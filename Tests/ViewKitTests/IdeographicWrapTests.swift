import Testing
import ViewKit

/// Chinese is written without spaces: a long sentence still wraps, between characters, and
/// never starts a line with closing punctuation.
@MainActor
@Suite("Wrapping text without spaces")
struct IdeographicWrapTests {
  private let measurer = ApproximateTextMeasurer()

  @Test("A Chinese sentence wider than the line wraps between characters, each line inside the width")
  func wrapsBetweenCharacters() {
    let text = "电脑在 42% 的回合中看穿了你（随机水平：33%），再打一场比赛试试看吧。"
    let lines = TextLayout.wrap(text, font: .system(16), width: 120, measurer: measurer)
    #expect(lines.count > 2, "\(lines)")
    #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "nothing is lost")
    for line in lines {
      #expect(measurer.size(of: line, font: .system(16)).width <= 120, "\(line)")
      #expect(!["，", "。", "）", "："].contains(where: { line.hasPrefix($0) }), "\(line)")
    }
  }

  @Test("Latin words and numbers inside Chinese stay whole")
  func latinStaysWhole() {
    let lines = TextLayout.wrap("按 Esc、F1 或 ? 关闭这些按键的说明", font: .system(16), width: 90, measurer: measurer)
    #expect(lines.count > 1, "\(lines)")
    #expect(lines.contains { $0.contains("Esc") }, "\(lines)")
    #expect(!lines.contains { $0.hasSuffix("Es") || $0.hasPrefix("c、") }, "\(lines)")
  }

  @Test("A Latin sentence wraps at its spaces as before")
  func latinUnchanged() {
    let lines = TextLayout.wrap("Schere schneidet Papier", font: .system(16), width: 110, measurer: measurer)
    #expect(lines.allSatisfy { !$0.hasPrefix(" ") && !$0.hasSuffix(" ") })
    #expect(lines.joined(separator: " ") == "Schere schneidet Papier")
  }
}
