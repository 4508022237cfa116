import Testing
import ViewKit

@MainActor
@Suite("Text fitting")
struct TextLayoutTests {
  private let measurer = ApproximateTextMeasurer()

  @Test("Text that fits is left alone")
  func fits() {
    let layout = TextLayout(
      text: "Rock", font: .system(20), size: Size(width: 200, height: 40), maximumLines: 1, minimumScale: 0.5,
      measurer: measurer)
    #expect(layout.lines == ["Rock"])
    #expect(layout.font.size == 20)
  }

  @Test("Long text wraps onto the allowed lines before it shrinks")
  func wraps() {
    let layout = TextLayout(
      text: "Paper covers rock again", font: .system(20), size: Size(width: 150, height: 60), maximumLines: 2,
      minimumScale: 0.5, measurer: measurer)
    #expect(layout.lines.count == 2)
    #expect(layout.lines.allSatisfy { measurer.size(of: $0, font: layout.font).width <= 150 })
  }

  @Test("Text that cannot fit even shrunk ends with an ellipsis and stays inside the width")
  func truncates() {
    let layout = TextLayout(
      text: "An extremely long headline that cannot possibly fit", font: .system(20),
      size: Size(width: 80, height: 20), maximumLines: 1, minimumScale: 0.5, measurer: measurer)
    #expect(layout.lines.count == 1)
    #expect(layout.lines[0].hasSuffix("…"))
    #expect(measurer.size(of: layout.lines[0], font: layout.font).width <= 80)
    #expect(layout.font.size >= 10)
  }
}
