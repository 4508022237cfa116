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

  @Test(
    "A mark French sets apart with a space (\"Nom :\", \"jouez !\") never starts a line, and « never ends one",
    arguments: ["Votre nom :", "jouez !", "Prêt ?", "dit « bonjour »"])
  func frenchPunctuationStaysWithItsWord(text: String) {
    // A line exactly as wide as the text without its last two characters.
    let font = Font.system(10)
    let width = measurer.size(of: String(text.dropLast(2)), font: font).width

    let lines = TextLayout.wrap(text, font: font, width: width, measurer: measurer)

    #expect(lines.allSatisfy { line in !":;!?»".contains(line.first ?? "a") }, "\(lines)")
    #expect(lines.allSatisfy { !$0.hasSuffix("«") }, "\(lines)")
  }

  @Test("A layout says whether it cut the text, and reports the line it cut")
  func reportsTruncation() {
    var reported: [String] = []
    TextLayout.onTruncation = { reported.append($0) }
    defer { TextLayout.onTruncation = nil }

    let cut = TextLayout(
      text: "Searching for games on this network", font: .system(20), size: Size(width: 60, height: 14),
      maximumLines: 1, minimumScale: 0.5, measurer: measurer)
    let whole = TextLayout(
      text: "Searching…", font: .system(10), size: Size(width: 200, height: 20), maximumLines: 1,
      minimumScale: 0.5, measurer: measurer)

    #expect(cut.isTruncated && !whole.isTruncated)
    #expect(reported == cut.lines, "a line whose own words end in an ellipsis is not reported")
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

  @Test("One size for a row: the largest at which every text fits its width, found in a few measurements")
  func largestCommonSize() {
    final class CountingMeasurer: TextMeasurer {
      let inner = ApproximateTextMeasurer()
      var sizes: Set<Double> = []
      func size(of text: String, font: Font) -> Size {
        sizes.insert(font.size)
        return inner.size(of: text, font: font)
      }
    }
    let counting = CountingMeasurer()
    let texts = [("Rock", 60.0), ("Scissors", 60.0), ("Paper", 60.0)]

    let size = TextLayout.largestSize(fitting: texts, font: .bold(64), measurer: counting)

    #expect(texts.allSatisfy { counting.size(of: $0.0, font: .bold(size)).width <= $0.1 })
    #expect(
      counting.size(of: "Scissors", font: .bold(size + 1)).width > 60, "one point more and Scissors spills")
    #expect(counting.sizes.count <= 5, "sizes measured: \(counting.sizes.sorted())")
    #expect(
      TextLayout.largestSize(fitting: [("Scissors", 1)], font: .bold(64), measurer: measurer)
        == TextLayout.smallestLegibleSize, "never below the legible floor")
  }

  @Test(
    "A path too wide for a line breaks after its slashes, so all of it can be read; other words do not break")
  func pathsBreakAtSlashes() {
    let path = "/home/someone/.local/share/rps/history.json.damaged-20261129T201223"
    let lines = TextLayout.wrap(
      "It was kept as \(path), and a fresh history started.", font: .system(14), width: 200,
      measurer: measurer)

    #expect(
      lines.joined().replacingOccurrences(of: " ", with: "").contains(
        path.replacingOccurrences(of: " ", with: "")))
    #expect(lines.allSatisfy { measurer.size(of: $0, font: .system(14)).width <= 320 }, "\(lines)")
    #expect(TextLayout.wrap("COMPUTER", font: .bold(40), width: 50, measurer: measurer) == ["COMPUTER"])
  }
}
