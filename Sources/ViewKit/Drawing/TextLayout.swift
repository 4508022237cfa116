/// Fits text into a rectangle: wraps it into at most a number of lines, shrinks the font down
/// to a minimum scale, and ends with an ellipsis only when even that is not enough. Labels use it
/// so that text is never clipped on small windows.
@MainActor
public struct TextLayout {
  /// Text never shrinks below this size to fit: past it, it is cut with an ellipsis instead.
  public static let smallestLegibleSize = 10.0

  /// Runs with every line a layout cuts short, as cut ("Optione…"): for an audit of the words a
  /// player cannot read whole, which cannot tell a cut line from one whose own words end in an
  /// ellipsis ("Searching…") by looking at what is drawn. Nil (as in the game) costs nothing.
  public static var onTruncation: ((String) -> Void)?

  public let lines: [String]
  public let font: Font
  public let lineHeight: Double
  /// Whether the text had to be cut short with an ellipsis to fit.
  public let isTruncated: Bool

  public init(
    text: String, font: Font, size: Size, maximumLines: Int, minimumScale: Double, measurer: any TextMeasurer
  ) {
    let allowed = maximumLines <= 0 ? Int.max : maximumLines
    var scale = 1.0
    while true {
      // Shrinking stops at a legible floor (10 points, or the asked size if smaller).
      let floor = min(font.size, TextLayout.smallestLegibleSize)
      let candidate = font.withSize(max(floor, (font.size * scale).rounded(.down)))
      let height = measurer.size(of: "Ag", font: candidate).height
      let wrapped = TextLayout.wrap(text, font: candidate, width: size.width, measurer: measurer)
      let fitsLines = wrapped.count <= allowed
      let fitsHeight = Double(min(wrapped.count, allowed)) * height <= size.height + 0.5
      let fitsWidth = wrapped.allSatisfy { measurer.size(of: $0, font: candidate).width <= size.width + 0.5 }
      if (fitsLines && fitsHeight && fitsWidth) || scale <= minimumScale {
        let linesThatFit = max(1, min(allowed, Int((size.height + 0.5) / max(1, height))))
        lines = TextLayout.truncate(
          wrapped, to: linesThatFit, font: candidate, width: size.width, measurer: measurer)
        isTruncated = lines != wrapped
        self.font = candidate
        lineHeight = height
        return
      }
      scale = max(minimumScale, scale - 0.05)
    }
  }

  /// The largest whole size, from `font`'s own down to ``smallestLegibleSize``, at which every
  /// text fits its width on one line in `font`'s weight: one size for a row or a column of
  /// labels, so that none looks smaller than its neighbours. Text grows about in proportion to
  /// its size, so each text that does not fit jumps close to its size at once and only the last
  /// steps are taken one by one (each size measured opens a font in the SDL host).
  public static func largestSize(
    fitting texts: [(text: String, width: Double)], font: Font, measurer: any TextMeasurer
  ) -> Double {
    var size = font.size
    for (text, width) in texts where size > smallestLegibleSize {
      let measured = measurer.size(of: text, font: font.withSize(size)).width
      guard measured > width else { continue }
      size = max(smallestLegibleSize, min(size - 1, (size * width / measured).rounded(.down)))
      while size > smallestLegibleSize, measurer.size(of: text, font: font.withSize(size)).width > width {
        size -= 1
      }
    }
    return size
  }

  /// Greedy word wrap; a single word wider than the line stays on its own line, except a path,
  /// which breaks after a slash so that all of it can be read. A mark set apart from its word
  /// by a space (French "Nom :", "jouez !", « guillemets ») stays on the word's line.
  public static func wrap(_ text: String, font: Font, width: Double, measurer: any TextMeasurer) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var current = ""
      for word in unbreakableWords(of: paragraph) {
        for (part, glued) in parts(of: word, font: font, width: width, measurer: measurer) {
          let candidate = current.isEmpty ? part : current + (glued ? "" : " ") + part
          if current.isEmpty || measurer.size(of: candidate, font: font).width <= width {
            current = candidate
          } else {
            lines.append(current)
            current = part
          }
        }
      }
      lines.append(current)
    }
    return lines
  }

  /// The paragraph's words, with a mark that follows a space (":", ";", "!", "?", "»") kept with
  /// the word before it, and an opening "«" with the word after it: a line never starts with
  /// one, nor ends with "«".
  private static func unbreakableWords(of paragraph: Substring) -> [String] {
    var words: [String] = []
    var opening = false
    for word in paragraph.split(separator: " ") {
      if opening, let last = words.last {
        words[words.count - 1] = last + " " + word
      } else if let first = word.first, ":;!?»".contains(first), let last = words.last {
        words[words.count - 1] = last + " " + word
      } else {
        words.append(String(word))
      }
      opening = word == "«"
    }
    return words
  }

  /// A word as the pieces a line may end between: the word whole, or, for a path too wide for a
  /// line, its pieces each ending with a slash; `glued` marks a piece that continues the word.
  private static func parts(
    of word: String, font: Font, width: Double, measurer: any TextMeasurer
  ) -> [(text: String, glued: Bool)] {
    if word.unicodeScalars.contains(where: { $0.value >= 0x2E80 }), word.contains(where: isIdeographic) {
      return ideographicParts(of: word)
    }
    guard word.contains("/"), measurer.size(of: word, font: font).width > width else {
      return [(word, false)]
    }
    var pieces: [String] = [""]
    for character in word {
      pieces[pieces.count - 1].append(character)
      if character == "/" { pieces.append("") }
    }
    return pieces.filter { !$0.isEmpty }.enumerated().map { ($1, $0 > 0) }
  }

  /// Chinese and Japanese have no spaces: a line may end between any two characters next to
  /// an ideograph, except before closing punctuation ("，" "。" "）") and after opening ("（").
  private static func ideographicParts(of word: String) -> [(text: String, glued: Bool)] {
    var pieces: [String] = []
    var previous: Character?
    for character in word {
      if let before = previous, pieces.count > 0,
        isIdeographic(before) || isIdeographic(character),
        !closing.contains(character), !opening.contains(before)
      {
        pieces.append(String(character))
      } else if pieces.isEmpty {
        pieces.append(String(character))
      } else {
        pieces[pieces.count - 1].append(character)
      }
      previous = character
    }
    return pieces.enumerated().map { ($1, $0 > 0) }
  }

  private static let closing: Set<Character> = [
    "，", "。", "、", "：", "；", "！", "？", "）", "」", "』", "】", "》", "…", "%", ")", ",", ".", ":", ";", "!", "?",
  ]
  private static let opening: Set<Character> = ["（", "「", "『", "【", "《", "("]

  /// A character of a script written without spaces: CJK ideographs, kana, Hangul, and their
  /// full-width punctuation.
  private static func isIdeographic(_ character: Character) -> Bool {
    guard let value = character.unicodeScalars.first?.value else { return false }
    return (0x2E80...0x9FFF).contains(value) || (0xAC00...0xD7AF).contains(value)
      || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFFEF).contains(value)
  }

  static func truncate(
    _ lines: [String], to count: Int, font: Font, width: Double, measurer: any TextMeasurer
  ) -> [String] {
    var kept = Array(lines.prefix(count))
    let overflowed = lines.count > count
    guard let last = kept.last else { return kept }
    if overflowed || measurer.size(of: last, font: font).width > width {
      var shortened = last
      if overflowed { shortened += " " }
      while !shortened.isEmpty && measurer.size(of: shortened + "…", font: font).width > width {
        shortened.removeLast()
      }
      kept[kept.count - 1] = shortened.trimmingTrailingSpaces + "…"
      onTruncation?(kept[kept.count - 1])
    }
    return kept.map { line in
      // A single word wider than the line on an earlier row is cut the same way.
      guard measurer.size(of: line, font: font).width > width, !line.hasSuffix("…") else { return line }
      var shortened = line
      while !shortened.isEmpty && measurer.size(of: shortened + "…", font: font).width > width {
        shortened.removeLast()
      }
      onTruncation?(shortened + "…")
      return shortened + "…"
    }
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
