import Localization
import ViewKit

/// What a player would call broken on one frame: controls that overlap, and text cut short.
///
/// - Two visible, enabled or not, controls of the front screen (the front overlay, or the window
///   when none) whose frames in the window overlap by more than a hair.
/// - A line of text drawn with an ellipsis it does not have in the app's own words: the
///   layout had to cut it to fit.
@MainActor
public enum LegibilityAudit {
  /// Strings that end in an ellipsis on purpose, in English and in the language in use.
  public static var intendedEllipses: Set<String> { ["Waiting…", Translations.text("Waiting…")] }

  /// The problems of the frame drawn on `canvas` from `window`, in words (empty when legible).
  public static func problems(in window: Window, drawn canvas: RecordingCanvas) -> [String] {
    overlappingControls(in: window) + cutTexts(in: canvas)
  }

  /// Pairs of controls on the front screen whose frames overlap.
  public static func overlappingControls(in window: Window) -> [String] {
    let scope = window.overlays.last?.view ?? window.rootView
    var controls: [(control: Control, frame: Rect)] = []
    func collect(_ view: View) {
      guard !view.isHidden, view.alpha > 0.01 else { return }
      if let control = view as? Control {
        let frame = control.convert(control.bounds, to: nil)
        // A control covering the whole screen (a popover's backdrop) is behind the others.
        if !frame.isEmpty && !frame.contains(scope.convert(scope.bounds, to: nil)) {
          controls.append((control, frame))
        }
        return
      }
      for subview in view.subviews { collect(subview) }
    }
    collect(scope)
    var found: [String] = []
    for (index, first) in controls.enumerated() {
      for second in controls[(index + 1)...] {
        let overlap = first.frame.intersection(second.frame)
        if overlap.width > 0.5 && overlap.height > 0.5 {
          found.append(
            "\(name(of: first.control)) at \(first.frame) overlaps \(name(of: second.control)) at \(second.frame)"
          )
        }
      }
    }
    return found
  }

  /// Every line of text drawn with an ellipsis the app did not write.
  public static func cutTexts(in canvas: RecordingCanvas) -> [String] {
    canvas.texts.filter { $0.hasSuffix("…") && !intendedEllipses.contains($0) }.map { "'\($0)' is cut" }
  }

  /// Every line of text drawn with an ellipsis the app did not write, centred inside `area` (in
  /// window points): the words of one part of the screen.
  public static func cutTexts(in canvas: RecordingCanvas, within area: Rect) -> [String] {
    canvas.commands.compactMap { command in
      guard case .text(let text, _, _, let rect) = command, text.hasSuffix("…"),
        !intendedEllipses.contains(text), area.contains(rect.center)
      else { return nil }
      return "'\(text)' is cut"
    }
  }

  /// The lines the layout cut short (``TextLayout/onTruncation``) while `draw` ran that are on
  /// the canvas it returns: every text a player sees cut, and none whose own words end in an
  /// ellipsis ("Searching…", "rock… paper…").
  public static func truncatedTexts(drawing draw: () throws -> RecordingCanvas) rethrows -> [String] {
    var cut: Set<String> = []
    let earlier = TextLayout.onTruncation
    TextLayout.onTruncation = { line in
      cut.insert(line)
      earlier?(line)
    }
    defer { TextLayout.onTruncation = earlier }
    let canvas = try draw()
    var seen: Set<String> = []
    return canvas.texts.filter { cut.contains($0) && seen.insert($0).inserted }.map { "'\($0)' is cut" }
      + strandedPunctuation(in: canvas)
  }

  /// Every line of text on `canvas` that begins with a mark that belongs to the word before it:
  /// a colon or an exclamation mark that wrapped away from its word (French sets a space before
  /// them). A question mark alone is left out: it is also a picture of a hidden throw or rival.
  public static func strandedPunctuation(in canvas: RecordingCanvas) -> [String] {
    let marks = Set(":;!?»")
    return canvas.texts.filter { text in
      let line = text.drop { $0.isWhitespace }
      guard let first = line.first, marks.contains(first) else { return false }
      return line != "?"
    }.map { "'\($0)' begins with a mark torn from its word" }
  }

  private static func name(of control: Control) -> String {
    if let identifier = control.identifier { return identifier }
    if let button = control as? Button { return "'\(button.title)'" }
    return String(describing: type(of: control))
  }
}
