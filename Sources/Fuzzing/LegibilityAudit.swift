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

  private static func name(of control: Control) -> String {
    if let identifier = control.identifier { return identifier }
    if let button = control as? Button { return "'\(button.title)'" }
    return String(describing: type(of: control))
  }
}
