/// Told when a split view hides its master pane and when it shows it again, as UIKit's
/// `UISplitViewControllerDelegate` of the iOS 7 era.
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
  /// The master is about to be hidden. `barButtonItem` shows it in `popover` when pressed; it
  /// has no title yet, and an item without a title shows nothing, so the delegate titles it.
  func splitViewController(
    _ splitViewController: SplitViewController, willHide master: ViewController,
    with barButtonItem: BarButtonItem, for popover: PopoverController)

  /// The master is about to be shown again; `barButtonItem` (the one handed out by `willHide`)
  /// is no longer valid and should be removed.
  func splitViewController(
    _ splitViewController: SplitViewController, willShow master: ViewController,
    invalidating barButtonItem: BarButtonItem)
}

/// A master pane beside a detail pane, as UIKit's `UISplitViewController`. On a pad in landscape
/// both are on screen, the master in a fixed-width column. In portrait, always on a phone, and in
/// a landscape window too narrow for the column beside a usable detail (as UIKit collapses a split
/// view in a compact width), the master is hidden and reachable through a bar button item that
/// shows it in a popover.
@MainActor
open class SplitViewController: ViewController {
  public let masterViewController: ViewController
  public let detailViewController: ViewController
  public weak var delegate: SplitViewControllerDelegate?
  public var masterColumnWidth = 320.0
  /// The narrowest the detail may be beside the master's column; a narrower landscape window
  /// hides the master.
  public var minimumDetailWidth = 480.0
  public let masterPopover: PopoverController
  public private(set) var isMasterHidden = false
  /// The item handed to the delegate while the master is hidden.
  public private(set) var masterBarButtonItem: BarButtonItem?

  public init(master: ViewController, detail: ViewController) {
    masterViewController = master
    detailViewController = detail
    masterPopover = PopoverController(contentViewController: master)
    super.init()
    addChild(master)
    addChild(detail)
  }

  open override var childrenReceivingCallbacks: [ViewController] {
    isMasterHidden ? [detailViewController] : [masterViewController, detailViewController]
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.identifier = "split-view"
    if shouldHideMaster(in: interfaceOrientation, width: view.bounds.width) {
      hideMaster()
    }
    // The panes load at the sizes they will be shown at, so their first layout is already right.
    let panes = paneFrames(in: view.bounds)
    detailViewController.loadingSize = panes.detail.size
    masterViewController.loadingSize = panes.master?.size ?? masterColumn(in: view.bounds).size
    // The master comes first in the tree, so Tab visits the left column before the detail.
    if !isMasterHidden {
      view.addSubview(masterViewController.view)
    }
    view.addSubview(detailViewController.view)
    view.setNeedsLayout()
  }

  /// Whether the master has no column in `orientation` at `width` points: in portrait, always
  /// on a phone, and when the detail beside the column would be narrower than
  /// ``minimumDetailWidth``.
  public func shouldHideMaster(in orientation: InterfaceOrientation, width: Double) -> Bool {
    // The detail is what is left beside the column and its one-point divider.
    userInterfaceIdiom == .phone || orientation.isPortrait
      || width - masterColumnWidth - 1 < minimumDetailWidth
  }

  open override func willAnimateRotation(to orientation: InterfaceOrientation, duration: Double) {
    super.willAnimateRotation(to: orientation, duration: duration)
    updateMasterColumn(hidden: shouldHideMaster(in: orientation, width: view.bounds.width), animated: true)
    view.setNeedsLayout()
    view.layoutIfNeeded()
  }

  /// A resize that does not rotate can still make the window too narrow for the master's column,
  /// or wide enough again: the column goes or comes back at once. (A rotation decides in
  /// ``willAnimateRotation(to:duration:)``.)
  open override func viewWillTransition(to size: Size) {
    super.viewWillTransition(to: size)
    guard size.orientation.isLandscape == interfaceOrientation.isLandscape else { return }
    updateMasterColumn(hidden: shouldHideMaster(in: interfaceOrientation, width: size.width), animated: false)
  }

  private func updateMasterColumn(hidden: Bool, animated: Bool) {
    if hidden && !isMasterHidden {
      if isAppearing { masterViewController.dispatchWillDisappear(animated) }
      masterViewController.view.removeFromSuperview()
      hideMaster()
      if isAppearing { masterViewController.dispatchDidDisappear(animated) }
    } else if !hidden && isMasterHidden {
      showMaster(animated: animated)
    }
  }

  /// Shows the master in its popover, pointing at the bar button item, as pressing it does.
  public func presentMasterPopover() {
    guard isMasterHidden, let item = masterBarButtonItem, let window = view.window else { return }
    masterPopover.present(from: item, in: window)
  }

  private func hideMaster() {
    isMasterHidden = true
    let item = BarButtonItem()
    item.identifier = "master-button"
    item.action = { [weak self] in self?.presentMasterPopover() }
    masterBarButtonItem = item
    delegate?.splitViewController(self, willHide: masterViewController, with: item, for: masterPopover)
  }

  private func showMaster(animated: Bool) {
    masterPopover.dismiss()
    if let item = masterBarButtonItem {
      delegate?.splitViewController(self, willShow: masterViewController, invalidating: item)
    }
    masterBarButtonItem = nil
    isMasterHidden = false
    // Loaded first, as UIKit does: a master never shown until now hears viewDidLoad before
    // viewWillAppear, not inside it.
    let masterView = masterViewController.view
    if isAppearing { masterViewController.dispatchWillAppear(animated) }
    View.performWithoutAnimation { masterView.frame = masterColumn(in: view.bounds) }
    view.insertSubview(masterView, at: 0)
    if isAppearing { masterViewController.dispatchDidAppear(animated) }
  }

  /// The master's column: ``masterColumnWidth`` wide down the left side. A window too narrow
  /// for it beside the detail hides the master instead (``shouldHideMaster(in:width:)``).
  func masterColumn(in bounds: Rect) -> Rect {
    bounds.divided(atDistance: masterColumnWidth, from: .left).slice
  }

  /// The frames of the two panes for the current state; no master frame while it is hidden.
  func paneFrames(in bounds: Rect) -> (master: Rect?, detail: Rect) {
    guard !isMasterHidden else { return (nil, bounds) }
    let master = masterColumn(in: bounds)
    let detail = Rect(
      x: master.maxX + 1, y: bounds.minY, width: max(0, bounds.maxX - master.maxX - 1), height: bounds.height)
    return (master, detail)
  }

  /// Places the panes that are in the split view (none yet while its own view is loading).
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    // The gap between the panes shows this colour: a hairline.
    view.backgroundColor = view.appearance.splitDivider
    let panes = paneFrames(in: view.bounds)
    for (controller, frame) in [(masterViewController, panes.master), (detailViewController, panes.detail)] {
      guard let frame, controller.isViewLoaded, controller.view.superview === view else { continue }
      controller.view.frame = frame
    }
  }
}
