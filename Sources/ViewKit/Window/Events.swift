/// A press, release or move of the pointer, in window points.
public struct PointerEvent: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case down
    case up
    /// Moved with the button held (a press being tracked).
    case moved
    /// Moved with no button held: the control under it shows that it can be pressed.
    case hover
  }

  public var kind: Kind
  public var location: Point
  /// For a press: 1 for a single click, 2 for the second press of a double click, and so on
  /// (the host knows the desktop's double-click time and distance).
  public var clickCount: Int
  /// Which pointer: the mouse, or one finger on a touch screen. Each pointer presses its own
  /// control, so two fingers can press two buttons at the same moment.
  public var pointer: PointerID

  public init(_ kind: Kind, at location: Point, pointer: PointerID = .mouse, clickCount: Int = 1) {
    self.kind = kind
    self.location = location
    self.pointer = pointer
    self.clickCount = clickCount
  }
}

/// One pointer: the mouse, or a finger on a touch screen, named by the id the system gives it
/// for as long as it touches.
public enum PointerID: Hashable, Sendable {
  case mouse
  case touch(Int64)
}

/// A turn of the mouse wheel: positive `deltaY` scrolls content up (towards later rows).
public struct ScrollEvent: Hashable, Sendable {
  public var location: Point
  public var deltaY: Double

  public init(at location: Point, deltaY: Double) {
    self.location = location
    self.deltaY = deltaY
  }
}

/// A key pressed, with the modifiers held: what it types (`key`) and, from a real keyboard,
/// where it sits (`physicalKey`), for games that place hands rather than letters.
public struct KeyEvent: Hashable, Sendable {
  public var key: Key
  public var modifiers: KeyModifiers
  public var isRepeat: Bool
  public var physicalKey: PhysicalKey?

  public init(
    _ key: Key, modifiers: KeyModifiers = [], isRepeat: Bool = false, physicalKey: PhysicalKey? = nil
  ) {
    self.key = key
    self.modifiers = modifiers
    self.isRepeat = isRepeat
    self.physicalKey = physicalKey
  }
}

/// The keys the view kit knows by name; letters and digits come as lower-case characters.
public enum Key: Hashable, Sendable {
  case character(Character)
  case enter
  case escape
  case tab
  case space
  case backspace
  /// The forward Delete key (Backspace goes back in a navigation controller).
  case delete
  case up
  case down
  case left
  case right
  case pageUp
  case pageDown
  case home
  case end
  case function(Int)
}

public struct KeyModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let shift = KeyModifiers(rawValue: 1 << 0)
  public static let control = KeyModifiers(rawValue: 1 << 1)
  public static let alt = KeyModifiers(rawValue: 1 << 2)
  public static let command = KeyModifiers(rawValue: 1 << 3)
}

/// Text typed: what a key press (with the keyboard layout applied) or an input method produced,
/// apart from the key itself. It goes to the focused text field; with none focused it is ignored.
public struct TextInputEvent: Hashable, Sendable {
  public var text: String

  public init(_ text: String) {
    self.text = text
  }
}

/// An input method's composition in progress (the preedit): shown at the cursor, not yet part
/// of the text. An empty `text` ends the composition without committing anything; the committed
/// text comes as a ``TextInputEvent``.
public struct TextEditingEvent: Hashable, Sendable {
  public var text: String
  /// Where the input method's cursor is within `text`, in Unicode scalars, as input methods count.
  public var cursor: Int

  public init(_ text: String, cursor: Int? = nil) {
    self.text = text
    self.cursor = cursor ?? text.unicodeScalars.count
  }
}
