/// What kind of device the window stands for. A pad shows a split view's two panes side by side
/// in landscape; a phone never does.
public enum UserInterfaceIdiom: String, Sendable, CaseIterable {
  case pad
  case phone
}
