/// What a navigation bar shows for one controller: a title and up to two bar button items.
@MainActor
public final class NavigationItem {
  public var title: String? {
    didSet { changed() }
  }

  public var leftBarButtonItem: BarButtonItem? {
    didSet { changed() }
  }

  public var rightBarButtonItem: BarButtonItem? {
    didSet { changed() }
  }

  /// The navigation bar showing this item listens here.
  var onChange: (() -> Void)?

  public init(title: String? = nil) {
    self.title = title
  }

  private func changed() { onChange?() }
}
