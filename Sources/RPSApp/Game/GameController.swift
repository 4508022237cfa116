import GameCore
import ViewKit

/// The game screen's root controller (behaviour 1 of the design): it owns a portrait and a
/// landscape container, each with a holder for the game, and moves the game's view into
/// whichever holder is on screen.
///
/// All orientation logic lives in ``setOrientation(_:)``. It runs when the view loads (so the
/// first frame is already right) and on every rotation, and it leans on two rules of the view
/// tree: removing a view that has no superview does nothing, and adding a view takes it from its
/// old superview first. So it needs no clean-up code of its own.
@MainActor
open class GameController: ViewController {
  public let rockPaperScissorsController: RockPaperScissorsController
  public let portraitView = PortraitContainerView()
  public let landscapeView = LandscapeContainerView()
  public var portraitHolderView: View { portraitView.holder }
  public var landscapeHolderView: View { landscapeView.holder }

  /// Starts a new match; shown in the navigation bar.
  public let newMatchItem = BarButtonItem(title: "New match")
  /// Shows the level and opens the options (level and rules).
  public let optionsItem = BarButtonItem()
  private var needsOrientationCheck = false
  public private(set) lazy var optionsPopover: PopoverController = {
    let options = GameOptionsController(play: rockPaperScissorsController)
    let popover = PopoverController(contentViewController: options)
    popover.contentSize = Size(width: 380, height: 230)
    options.onChoice = { [unowned popover] in popover.dismiss() }
    return popover
  }()

  public init(rockPaperScissorsController: RockPaperScissorsController) {
    self.rockPaperScissorsController = rockPaperScissorsController
    super.init()
    title = "Rock Paper Scissors"
    newMatchItem.identifier = "new-match-item"
    newMatchItem.action = { [weak rockPaperScissorsController] in rockPaperScissorsController?.startNewMatch()
    }
    optionsItem.identifier = "options-item"
    optionsItem.action = { [weak self] in self?.showOptions() }
    navigationItem.rightBarButtonItems = [newMatchItem, optionsItem]
    showLevelAndRules()
  }

  /// Shows the options popover from its bar button.
  public func showOptions() {
    guard let window = view.window else { return }
    optionsPopover.present(from: optionsItem, in: window)
  }

  /// The options button reads as the level and rules chosen, and both containers name the
  /// moves in play.
  public func showLevelAndRules() {
    let play = rockPaperScissorsController
    let rules = play.game.match.rules
    optionsItem.title = play.level.name + (rules == .classic ? "" : " · RPSLS") + " ▾"
    portraitView.show(rules)
    landscapeView.show(rules)
  }

  open override func loadView() {
    let root = ContainerRootView(containers: [portraitView, landscapeView])
    root.identifier = "game-root"
    setView(root)
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
    addChild(rockPaperScissorsController)
    setOrientation(interfaceOrientation)
  }

  /// A rotation while another screen covered the game (a match's detail) did not reach it: as
  /// it comes back, its next layout (at the size it comes back at) turns it to the window's
  /// orientation.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    needsOrientationCheck = true
    view.setNeedsLayout()
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard needsOrientationCheck else { return }
    needsOrientationCheck = false
    let shown: View = interfaceOrientation.isLandscape ? landscapeView : portraitView
    if shown.superview !== view { setOrientation(interfaceOrientation) }
  }

  /// The seed calls `setOrientation:` from `didRotateFromInterfaceOrientation:`. Here it runs a
  /// step earlier, inside the rotation's animation, so that the frame drawn right after a resize
  /// already shows the new container and the game's parts glide to their new places.
  open override func willAnimateRotation(to orientation: InterfaceOrientation, duration: Double) {
    super.willAnimateRotation(to: orientation, duration: duration)
    setOrientation(orientation)
  }

  /// Shows the container for `orientation` and moves the game into its holder.
  open func setOrientation(_ orientation: InterfaceOrientation) {
    if orientation.isLandscape {
      portraitView.removeFromSuperview()
      view.addSubview(landscapeView)
      rockPaperScissorsController.setup(size: landscapeHolderView.frame.size)
      landscapeHolderView.addSubview(rockPaperScissorsController.view)
    } else {
      landscapeView.removeFromSuperview()
      view.addSubview(portraitView)
      rockPaperScissorsController.setup(size: portraitHolderView.frame.size)
      portraitHolderView.addSubview(rockPaperScissorsController.view)
    }
  }
}

/// The game controller's root view. It sizes both containers, the one off screen too, so a
/// holder already has its size when `setOrientation` hands it to `setup(size:)`.
private final class ContainerRootView: View {
  private let containers: [View]

  init(containers: [View]) {
    self.containers = containers
    super.init()
  }

  override func layoutSubviews() {
    for container in containers {
      container.frame = bounds
      container.layoutIfNeeded()
    }
  }
}

extension GameController: SplitViewControllerDelegate {
  /// As in the seed: the item has no title, so it would show nothing; title it and make it the
  /// left button.
  public func splitViewController(
    _ splitViewController: SplitViewController, willHide master: ViewController,
    with barButtonItem: BarButtonItem, for popover: PopoverController
  ) {
    barButtonItem.title = "History"
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
