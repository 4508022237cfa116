/// Where copied text goes and where pasted text comes from. A ``Window`` has one: the SDL host
/// gives it the desktop's clipboard; a window on its own (tests, the headless game) keeps a
/// ``MemoryClipboard``, so copy and paste work within it.
@MainActor
public protocol Clipboard: AnyObject {
  /// The text on the clipboard; nil when it holds no text.
  var text: String? { get set }
}
