import Localization

/// The keys the view kit handles itself, described for help screens. Kept beside the handling:
/// the window (focus), lists, navigation controllers and popovers.
public enum StandardKeys {
  public static var all: [(keys: String, summary: String)] {
    [
      (tr("Tab or Shift+Tab"), tr("Focus the next or previous control")),
      (tr("Enter or Space"), tr("Press the focused control or open a row")),
      (tr("Up/Down, Page Up/Down"), tr("Move through a list")),
      (tr("Home or End"), tr("First or last row of a list")),
      (tr("Backspace or Alt+Left"), tr("Back to the previous screen")),
      (tr("Esc"), tr("Close a popover, or cancel an alert")),
    ]
  }
}
