/// The keys the view kit handles itself, described for help screens. Kept beside the handling:
/// the window (focus), lists, navigation controllers and popovers.
public enum StandardKeys {
  public static let all: [(keys: String, summary: String)] = [
    ("Tab or Shift+Tab", "Focus the next or previous control"),
    ("Enter or Space", "Press the focused control or open a row"),
    ("Up/Down, Page Up/Down", "Move through a list"),
    ("Home or End", "First or last row of a list"),
    ("Backspace or Alt+Left", "Back to the previous screen"),
    ("Esc", "Close a popover, or cancel an alert"),
  ]
}
