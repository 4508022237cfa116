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
  /// Which pointer: the mouse, or one finger on a touch screen. Each pointer presses its own
  /// control, so two fingers can press two buttons at the same moment.
  public var pointer: PointerID

  public init(_ kind: Kind, at location: Point, pointer: PointerID = .mouse) {
    self.kind = kind
    self.location = location
    self.pointer = pointer
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

/// A key pressed, with the modifiers held.
public struct KeyEvent: Hashable, Sendable {
  public var key: Key
  public var modifiers: KeyModifiers
  public var isRepeat: Bool

  public init(_ key: Key, modifiers: KeyModifiers = [], isRepeat: Bool = false) {
    self.key = key
    self.modifiers = modifiers
    self.isRepeat = isRepeat
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
