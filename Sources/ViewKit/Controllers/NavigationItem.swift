/// What a navigation bar shows for one controller: a title, a left item and right items.
@MainActor
public final class NavigationItem {
  public var title: String? {
    didSet { changed() }
  }

  public var leftBarButtonItem: BarButtonItem? {
    didSet { changed() }
  }

  /// The items at the right end, the first one outermost, as UIKit's `rightBarButtonItems`.
  public var rightBarButtonItems: [BarButtonItem] = [] {
    didSet { changed() }
  }

  /// The outermost right item.
  public var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems.first }
    set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
  }

  /// The navigation bar showing this item listens here.
  var onChange: (() -> Void)?

  public init(title: String? = nil) {
    self.title = title
  }

  private func changed() { onChange?() }
}
