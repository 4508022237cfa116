import Localization

/// A stack of controllers under a navigation bar, as UIKit's `UINavigationController`: the top
/// controller's view fills the space below the bar, and the bar shows its navigation item.
@MainActor
open class NavigationController: ViewController {
  public let navigationBar = NavigationBar()
  public private(set) var viewControllers: [ViewController] = []
  private let contentView = View()

  public init(rootViewController: ViewController) {
    super.init()
    push(rootViewController, animated: false)
  }

  public var topViewController: ViewController? { viewControllers.last }

  open override var childrenReceivingCallbacks: [ViewController] {
    topViewController.map { [$0] } ?? []
  }

  open override func loadView() {
    let root = NavigationContainerView(bar: navigationBar, content: contentView)
    root.identifier = "navigation-container"
    setView(root)
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    contentView.clipsToBounds = true
    if let top = topViewController { install(top) }
  }

  /// Puts `controller` on top of the stack and shows it.
  public func push(_ controller: ViewController, animated: Bool) {
    let previous = topViewController
    addChild(controller)
    viewControllers.append(controller)
    guard isViewLoaded else { return }
    // The new view loads first, so viewDidLoad comes before viewWillAppear, as in UIKit.
    controller.loadingSize = contentView.bounds.size
    _ = controller.view
    if let previous, isAppearing { previous.dispatchWillDisappear(animated) }
    if isAppearing { controller.dispatchWillAppear(animated) }
    previous?.view.removeFromSuperview()
    install(controller)
    if let previous, isAppearing { previous.dispatchDidDisappear(animated) }
    if isAppearing { controller.dispatchDidAppear(animated) }
  }

  /// Takes the top controller off the stack (never the root one) and returns it.
  @discardableResult
  public func popViewController(animated: Bool) -> ViewController? {
    guard viewControllers.count > 1, let leaving = viewControllers.popLast() else { return nil }
    guard isViewLoaded, let next = topViewController else {
      leaving.removeFromParent()
      return leaving
    }
    if isAppearing {
      leaving.dispatchWillDisappear(animated)
      next.dispatchWillAppear(animated)
    }
    leaving.view.removeFromSuperview()
    install(next)
    if isAppearing {
      leaving.dispatchDidDisappear(animated)
      next.dispatchDidAppear(animated)
    }
    leaving.removeFromParent()
    return leaving
  }

  /// Pops to the root controller.
  public func popToRootViewController(animated: Bool) {
    while viewControllers.count > 1 { popViewController(animated: animated) }
  }

  open override func handleKey(_ event: KeyEvent) -> Bool {
    if event.key == .left && event.modifiers == .alt || event.key == .backspace, viewControllers.count > 1 {
      popViewController(animated: true)
      return true
    }
    return false
  }

  private func install(_ controller: ViewController) {
    controller.loadingSize = contentView.bounds.size
    let child = controller.view
    child.frame = contentView.bounds
    contentView.addSubview(child)
    showItem(of: controller)
    view.setNeedsLayout()
  }

  private func showItem(of controller: ViewController) {
    var backItem: BarButtonItem?
    if viewControllers.count > 1 {
      let previousTitle = viewControllers[viewControllers.count - 2].navigationItem.title ?? tr("Back")
      backItem = BarButtonItem(title: "‹ " + previousTitle) { [weak self] in
        self?.popViewController(animated: true)
      }
      backItem?.identifier = "navigation-back"
    }
    controller.navigationItem.onChange = { [weak self, weak controller] in
      guard let self, let controller, controller === self.topViewController else { return }
      self.showItem(of: controller)
    }
    navigationBar.show(controller.navigationItem, backItem: backItem)
  }
}

/// The navigation controller's root view: the bar on top, the content below.
@MainActor
private final class NavigationContainerView: View {
  let bar: NavigationBar
  let content: View

  init(bar: NavigationBar, content: View) {
    self.bar = bar
    self.content = content
    super.init()
    // The bar comes first so that Tab reaches its buttons before the content's.
    addSubview(bar)
    addSubview(content)
  }

  override func layoutSubviews() {
    let parts = bounds.divided(atDistance: NavigationBar.height, from: .top)
    bar.frame = parts.slice
    content.frame = parts.remainder
    for child in content.subviews { child.frame = content.bounds }
  }
}
