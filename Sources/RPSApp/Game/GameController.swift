import Localization
import ViewKit

/// A screen of two containers: it owns a portrait and a landscape container, each with a holder,
/// and moves the view of the controller it hosts into whichever holder is on screen. It knows
/// nothing of rock, paper or scissors: it hosts any ``HoldableController`` and shows that
/// controller's title and right bar buttons as its own. The game's screen hosts the game
/// against the computer (``RockPaperScissorsController``), in its place the two-player board
/// (``TwoPlayerController``) or a network match's board; other instances host the statistics
/// (``StatisticsController``, ``PeopleStatisticsController``) and the "Play a friend" screen
/// (``NetworkPlayController``). The game's one is also the split view's delegate, which puts
/// the History button in its bar.
///
/// All orientation logic lives in ``setOrientation(_:)``, called when the view loads (so the
/// first frame is already right) and on every rotation. It leans on two rules of the view tree:
/// removing a view that has no superview does nothing, and adding a view takes it from its old
/// superview first. So it needs no clean-up code of its own. Between rotations, every change of
/// the on-screen holder's size is handed to the hosted controller's `setup(size:)`, once.
@MainActor
open class GameController: ViewController {
  public private(set) var hostedController: any HoldableController
  public let portraitView = ContainerView(style: .marquee, identifier: "portrait-container")
  public let landscapeView = ContainerView(style: .rail, identifier: "landscape-container")
  public var portraitHolderView: View { portraitView.holder }
  public var landscapeHolderView: View { landscapeView.holder }
  /// What both containers' banners say.
  public var banner = Banner() {
    didSet { for container in containers { container.show(banner) } }
  }

  /// The holder size last handed to `setup(size:)`.
  public private(set) var setupSize: Size?
  /// Between `willRotate` and `willAnimateRotation` the container on screen is the old one:
  /// layout leaves it alone, since `setOrientation` replaces it inside the animation.
  private var isAwaitingRotation = false

  public init(hosting hostedController: any HoldableController) {
    self.hostedController = hostedController
    super.init()
    title = hostedController.title
    navigationItem.rightBarButtonItems = hostedController.navigationItem.rightBarButtonItems
  }

  private var containers: [ContainerView] { [portraitView, landscapeView] }

  /// Hosts another controller in the same containers (a board in place of another), with its
  /// title and bar buttons; it is set up for the holder on screen before it shows.
  public func host(_ controller: any HoldableController) {
    guard controller !== hostedController else { return }
    let old = hostedController
    hostedController = controller
    title = controller.title
    navigationItem.rightBarButtonItems =
      controller.navigationItem.rightBarButtonItems + extraRightBarButtonItems
    guard isViewLoaded else { return }
    old.view.removeFromSuperview()
    old.removeFromParent()
    addChild(controller)
    setOrientation(interfaceOrientation)
  }

  /// Bar buttons of the screen itself (Stats), kept after the hosted controller's own.
  public var extraRightBarButtonItems: [BarButtonItem] = [] {
    didSet {
      navigationItem.rightBarButtonItems =
        hostedController.navigationItem.rightBarButtonItems + extraRightBarButtonItems
    }
  }

  /// The container that arranges the screen in `orientation`.
  public func container(for orientation: InterfaceOrientation) -> ContainerView {
    orientation.isLandscape ? landscapeView : portraitView
  }

  open override func handleKey(_ event: KeyEvent) -> Bool {
    if Command.matching(event) == .showHistory, let item = navigationItem.leftBarButtonItem {
      item.press()
      return true
    }
    return false
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    addChild(hostedController)
    setOrientation(interfaceOrientation)
  }

  open override func willRotate(to orientation: InterfaceOrientation, duration: Double) {
    super.willRotate(to: orientation, duration: duration)
    isAwaitingRotation = true
  }

  /// Runs inside the rotation's animation, a step before `didRotate`, so that the frame drawn
  /// right after a resize already shows the new container and the parts glide to their places.
  open override func willAnimateRotation(to orientation: InterfaceOrientation, duration: Double) {
    super.willAnimateRotation(to: orientation, duration: duration)
    isAwaitingRotation = false
    setOrientation(orientation)
  }

  open override func didRotate(from orientation: InterfaceOrientation) {
    super.didRotate(from: orientation)
    // A rotation that began while this screen was shown but ended while it was covered never
    // reached willAnimateRotation here: the next layout puts the right container up.
    if isAwaitingRotation {
      isAwaitingRotation = false
      view.setNeedsLayout()
    }
  }

  /// The container on screen takes the view's bounds, and a holder that changed size is handed
  /// to `setup(size:)`. A container that does not match the orientation (the screen was covered
  /// while the window turned) is replaced first.
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    guard hostedController.parent === self, !isAwaitingRotation else { return }
    let shown = container(for: interfaceOrientation)
    guard shown.superview === view else {
      setOrientation(interfaceOrientation)
      return
    }
    place(shown)
    if shown.holder.frame.size != setupSize { setUpHostedController(in: shown.holder) }
  }

  /// Shows the container for `orientation` and moves the hosted controller's view into its
  /// holder, set up for the holder's size.
  open func setOrientation(_ orientation: InterfaceOrientation) {
    let shown = container(for: orientation)
    for container in containers where container !== shown { container.removeFromSuperview() }
    view.addSubview(shown)
    place(shown)
    setUpHostedController(in: shown.holder)
    shown.holder.addSubview(hostedController.view)
  }

  /// Sizes a container to the view outside any animation: a container is never seen at another
  /// size than the screen's.
  private func place(_ container: ContainerView) {
    View.performWithoutAnimation {
      container.frame = view.bounds
      container.layoutIfNeeded()
    }
  }

  private func setUpHostedController(in holder: View) {
    setupSize = holder.frame.size
    hostedController.setup(size: holder.frame.size)
  }
}

extension GameController: SplitViewControllerDelegate {
  /// The item comes without a title, so it would show nothing: it is titled, and becomes the
  /// left button.
  public func splitViewController(
    _ splitViewController: SplitViewController, willHide master: ViewController,
    with barButtonItem: BarButtonItem, for popover: PopoverController
  ) {
    barButtonItem.title = tr("History")
    navigationItem.leftBarButtonItem = barButtonItem
  }

  /// Removes the left button, after checking it is the item handed out by `willHide`.
  public func splitViewController(
    _ splitViewController: SplitViewController, willShow master: ViewController,
    invalidating barButtonItem: BarButtonItem
  ) {
    if barButtonItem === navigationItem.leftBarButtonItem {
      navigationItem.leftBarButtonItem = nil
    }
  }
}
