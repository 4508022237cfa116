/// A view's look that follows its window's ``Appearance`` until it is set: reading it gives the
/// value set, or else the appearance's at `keyPath`; setting it keeps the value and redraws the
/// view. (Like a `UIButton`'s tint, which follows its window's until given its own.)
///
/// ```swift
/// @AppearanceDefault(\.fonts.button) public var font: Font
/// ```
@MainActor
@propertyWrapper
public struct AppearanceDefault<Value> {
  private let keyPath: KeyPath<Appearance, Value>
  private var custom: Value?

  public init(_ keyPath: KeyPath<Appearance, Value>) {
    self.keyPath = keyPath
  }

  /// The value is read through the view that holds it (whose window has the appearance).
  @available(*, unavailable, message: "@AppearanceDefault is for properties of a View")
  public var wrappedValue: Value {
    get { fatalError("@AppearanceDefault is read through its view") }
    set { fatalError("@AppearanceDefault is set through its view") }
  }

  public static subscript<Owner: View>(
    _enclosingInstance owner: Owner,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
  ) -> Value {
    get {
      let stored = owner[keyPath: storageKeyPath]
      return stored.custom ?? owner.appearance[keyPath: stored.keyPath]
    }
    set {
      owner[keyPath: storageKeyPath].custom = newValue
      owner.setNeedsDisplay()
    }
  }
}
