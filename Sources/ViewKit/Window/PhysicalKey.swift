/// A key by where it sits on the keyboard, not by what it types: the USB HID usage of the key,
/// which is also SDL's scancode. Named after what it types on a US QWERTY keyboard, so `.a` is
/// the key right of Caps Lock, which types "q" on a French AZERTY keyboard.
public struct PhysicalKey: Hashable, Sendable, CustomStringConvertible {
  public let usage: Int

  public init(usage: Int) {
    self.usage = usage
  }

  public static let a = PhysicalKey(usage: 4)
  public static let d = PhysicalKey(usage: 7)
  public static let f = PhysicalKey(usage: 9)
  public static let g = PhysicalKey(usage: 10)
  public static let j = PhysicalKey(usage: 13)
  public static let k = PhysicalKey(usage: 14)
  public static let l = PhysicalKey(usage: 15)
  public static let s = PhysicalKey(usage: 22)
  public static let semicolon = PhysicalKey(usage: 51)
  public static let apostrophe = PhysicalKey(usage: 52)

  public var description: String { "key \(usage)" }
}

/// What each key types on the keyboard in use, for labels: the host asks the system, tests
/// simulate a layout.
@MainActor
public protocol KeyboardLayout: AnyObject {
  /// The character the key types without modifiers, upper-cased for a label ("Q", "Ö", ";"); nil
  /// when it types none.
  func label(for key: PhysicalKey) -> String?
}

/// A layout given as a table, for tests and as the default (US QWERTY for the keys named above).
@MainActor
public final class TableKeyboardLayout: KeyboardLayout {
  private let labels: [PhysicalKey: String]

  public init(_ labels: [PhysicalKey: String]) {
    self.labels = labels
  }

  public func label(for key: PhysicalKey) -> String? { labels[key] }

  public static func usQwerty() -> TableKeyboardLayout {
    TableKeyboardLayout([
      .a: "A", .s: "S", .d: "D", .f: "F", .g: "G", .j: "J", .k: "K", .l: "L", .semicolon: ";",
      .apostrophe: "'",
    ])
  }
}
