/// A button for a navigation bar or a toolbar. An item is compared by identity: the split view
/// hands one out and later asks for that same one back.
@MainActor
public final class BarButtonItem {
  /// The text shown. An item without a title (and without an image) shows nothing.
  public var title: String? {
    didSet { onChange?() }
  }

  /// A shorter title for a navigation bar too narrow for ``title`` whole, as a back button says
  /// "Back" when the previous title would not fit; nil keeps ``title``, shrunk to fit.
  public var compactTitle: String? {
    didSet { onChange?() }
  }

  /// A picture shown before the title, if any.
  public var image: Image? {
    didSet { onChange?() }
  }

  public var isEnabled = true {
    didSet { onChange?() }
  }

  /// A mark on the button's corner that something waits behind it, as UIKit's bar button
  /// item badge; nil shows none.
  public var badge: Badge? {
    didSet {
      guard badge != oldValue else { return }
      onChange?()
    }
  }

  /// What a bar button item's badge shows.
  public enum Badge: Equatable, Sendable {
    /// A small dot with no text: something new, not a count.
    case indicator
  }

  /// Whether the item leaves a bar too narrow for every button at its natural width (after
  /// compact titles), rather than make every button narrower: for a shortcut that can also be
  /// reached another way.
  public var givesWayWhenCrowded = false {
    didSet { onChange?() }
  }

  /// Whether the item leaves a bar whose buttons would be cut even in the smallest legible
  /// type, rather than cut them: for a shortcut that can also be reached another way, kept
  /// wherever it fits at all.
  public var givesWayWhenFull = false {
    didSet { onChange?() }
  }

  /// Runs when the item is pressed while enabled.
  public var action: (@MainActor () -> Void)?

  /// A name for tests and debugging.
  public var identifier: String?

  /// The bar showing this item listens here.
  var onChange: (() -> Void)?

  /// The button that shows the item now, if a bar shows it: popovers point at it.
  public internal(set) weak var view: View?

  public init(title: String? = nil, image: Image? = nil, action: (@MainActor () -> Void)? = nil) {
    self.title = title
    self.image = image
    self.action = action
  }

  /// Presses the item, as a click on it would.
  public func press() {
    guard isEnabled else { return }
    action?()
  }
}
