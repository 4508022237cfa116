/// A view that takes typed text while it has the keyboard focus, such as a ``TextField``.
///
/// Text reaches it apart from keys, as the desktop delivers it: a key press is a ``KeyEvent``,
/// and the text it types (after the keyboard layout and any input method) a ``TextInputEvent``;
/// an input method's composition in progress is a ``TextEditingEvent``. While such a view has
/// the focus, the window offers it every key first, and keys that type text go no further, so
/// the app's one-letter shortcuts do not fire while someone types.
@MainActor
public protocol TextInputClient: View {
  /// Inserts committed text at the cursor, replacing the selection (and ending a composition).
  func insertText(_ text: String)
  /// Shows an input method's composition at the cursor without changing the text; an empty
  /// `text` removes it. `cursor` is in Unicode scalars within `text`.
  func setMarkedText(_ text: String, cursor: Int)
  /// An editing key (arrows, Backspace, Ctrl+C...): returns whether it was used.
  func handleEditingKey(_ event: KeyEvent) -> Bool
  /// Where the text is edited, in the view's own coordinates: the host asks the input method
  /// to place its candidate list beside it.
  var textInputRect: Rect { get }
  /// The view gained or lost the focus (by Tab, a click, ``Window/focus(_:)``, or by leaving
  /// the screen), told once per change, at the next event or frame.
  func textInputFocusDidChange(isFocused: Bool)
}

extension KeyEvent {
  /// Whether the key types text when text input is on: a character or the space bar, with no
  /// Ctrl or Super held (AltGr, reported as Alt, types characters on many layouts).
  public var typesText: Bool {
    guard modifiers.isDisjoint(with: [.control, .command]) else { return false }
    switch key {
    case .character, .space: return true
    default: return false
    }
  }
}
