/// How the field measures, scrolls and draws its line.
extension TextField {
  var measurer: any TextMeasurer { window?.textMeasurer ?? ApproximateTextMeasurer() }

  func width(of text: String, measurer: any TextMeasurer) -> Double {
    text.isEmpty ? 0 : measurer.size(of: masked(text), font: font).width
  }

  /// `text` as it is drawn: dots for a password's field, else itself. Every width goes through
  /// it, so the cursor and the selection sit between the dots.
  func masked(_ text: String) -> String {
    isSecureTextEntry ? String(repeating: "•", count: text.count) : text
  }

  /// The line as shown: the text before the cursor (or the selection a composition replaces),
  /// the composition, and the text after.
  func parts() -> (before: String, marked: String, after: String) {
    let range = markedText.isEmpty ? head..<head : selectedRange
    return (
      String(storedText.prefix(range.lowerBound)), markedText, String(storedText.dropFirst(range.upperBound))
    )
  }

  /// Where the cursor is, in points from the start of the line as shown.
  func caretX(measurer: any TextMeasurer) -> Double {
    let (before, marked, _) = parts()
    guard !marked.isEmpty else { return width(of: String(storedText.prefix(head)), measurer: measurer) }
    let scalars = marked.unicodeScalars
    let end = scalars.index(scalars.startIndex, offsetBy: markedCursor)
    return width(of: before + String(scalars[..<end]), measurer: measurer)
  }

  /// Scrolls the line as little as keeps the cursor inside `visibleWidth`, and leaves no empty
  /// room on the right while the text could fill it.
  func scrollToCaret(caret: Double, lineWidth: Double, visibleWidth: Double) {
    let room = max(0, visibleWidth - Self.caretWidth)
    if caret - scrollOffset > room { scrollOffset = caret - room }
    if caret < scrollOffset { scrollOffset = caret }
    scrollOffset = max(0, min(scrollOffset, lineWidth + Self.caretWidth - visibleWidth))
  }

  /// The well, the selection behind the text, the text (or the placeholder), the composition's
  /// underline and the cursor, the line clipped to the well's inside.
  func drawField(in canvas: any Canvas, rect: Rect) {
    let savedOpacity = canvas.opacity
    defer { canvas.opacity = savedOpacity }
    if !isEnabled { canvas.opacity = savedOpacity * 0.5 }
    let look = appearance.field
    canvas.fill(rect, color: look.background, cornerRadius: cornerRadius)
    canvas.stroke(rect, color: look.border, lineWidth: 1, cornerRadius: cornerRadius)
    let area = rect.inset(by: EdgeInsets(left: Self.padding, right: Self.padding))
    guard area.width > 0, area.height > 0 else { return }

    let (before, marked, after) = parts()
    let shown = before + marked + after
    let lineWidth = width(of: shown, measurer: canvas)
    let caret = caretX(measurer: canvas)
    scrollToCaret(caret: caret, lineWidth: lineWidth, visibleWidth: area.width)
    let lineHeight = min(area.height, canvas.size(of: "Ag", font: font).height)
    let line = Rect(
      x: area.minX - scrollOffset, y: area.midY - lineHeight / 2, width: lineWidth, height: lineHeight)

    canvas.pushClip(
      Rect(
        x: area.minX - Self.caretWidth, y: rect.minY, width: area.width + 2 * Self.caretWidth,
        height: rect.height))
    defer { canvas.popClip() }
    let selection = selectedRange
    if isEditing, marked.isEmpty, !selection.isEmpty {
      let start = width(of: String(storedText.prefix(selection.lowerBound)), measurer: canvas)
      let end = width(of: String(storedText.prefix(selection.upperBound)), measurer: canvas)
      canvas.fill(
        Rect(x: line.minX + start, y: line.minY, width: end - start, height: lineHeight),
        color: look.selection,
        cornerRadius: 0)
    }
    if shown.isEmpty {
      if !placeholder.isEmpty {
        // A hint too long for a narrow field takes a second, smaller line rather than lose its
        // example ("Your address, such as / name@example.org"), or gives way to its short form.
        let hintArea = Rect(x: area.minX, y: rect.minY + 2, width: area.width, height: rect.height - 4)
        var hint = placeholder
        if let compactPlaceholder,
          TextLayout(
            text: placeholder, font: font, size: hintArea.size, maximumLines: 2, minimumScale: 0.5,
            measurer: canvas
          ).isTruncated
        {
          hint = compactPlaceholder
        }
        Label.drawText(
          hint, font: font, color: look.placeholder, alignment: .left, in: hintArea, maximumLines: 2,
          canvas: canvas)
      }
    } else {
      canvas.drawText(masked(shown), font: font, color: look.text, in: line, alignment: .left)
    }
    if !marked.isEmpty {
      let start = width(of: before, measurer: canvas)
      let markedWidth = width(of: before + marked, measurer: canvas) - start
      canvas.fill(
        Rect(x: line.minX + start, y: line.maxY - 2, width: markedWidth, height: 2),
        color: look.compositionUnderline,
        cornerRadius: 0)
    }
    if isEditing, isCursorVisible, selection.isEmpty || !marked.isEmpty {
      canvas.fill(
        Rect(
          x: line.minX + caret - Self.caretWidth / 2, y: line.minY, width: Self.caretWidth, height: lineHeight
        ),
        color: look.cursor, cornerRadius: 0)
    }
  }
}
