/// Manages one screen's view and its lifecycle, as UIKit's `UIViewController` does.
///
/// - The view loads on first access: ``loadView()`` then ``viewDidLoad()``, once.
/// - ``viewWillAppear(_:)`` and ``viewDidAppear(_:)`` come around being shown; child controllers
///   are told the same.
/// - The window derives rotations from its size and calls ``willRotate(to:duration:)`` (while
///   ``interfaceOrientation`` still holds the old value), then, inside one animation,
///   ``willAnimateRotation(to:duration:)``, then ``didRotate(from:)`` when it has finished. Every
///   controller told `willRotate` is told `didRotate` exactly once, and no other.
@MainActor
open class ViewController {
  private var loadedView: View?

  /// The controller's title; a navigation bar shows it.
  public var title: String? {
    didSet { navigationItem.title = title }
  }

  /// What a navigation bar shows while this controller is on top.
  public let navigationItem = NavigationItem()

  public private(set) weak var parent: ViewController?
  public private(set) var children: [ViewController] = []

  /// The orientation the interface is in, as far as this controller has been told.
  public internal(set) var interfaceOrientation: InterfaceOrientation = .portrait

  /// The kind of device, as far as this controller has been told (set with the orientation).
  public internal(set) var userInterfaceIdiom: UserInterfaceIdiom = .pad

  /// True between `viewWillAppear` and `viewWillDisappear`.
  public private(set) var isAppearing = false

  public init() {}

  // MARK: The view

  /// The size the view will be shown at, set by the window or container before it loads the
  /// view. A view that `loadView()` left without a size takes it and is laid out before
  /// `viewDidLoad()`, as a UIKit view starts with the screen's bounds.
  public internal(set) var loadingSize: Size = .zero

  /// The root view, loaded on first access.
  public var view: View {
    if let loadedView { return loadedView }
    loadView()
    guard let loadedView else { preconditionFailure("loadView() must set view") }
    if loadedView.frame.size == .zero && loadingSize != .zero {
      loadedView.frame = Rect(origin: .zero, size: loadingSize)
      loadedView.layoutIfNeeded()
    }
    viewDidLoad()
    return loadedView
  }

  public var isViewLoaded: Bool { loadedView != nil }

  /// Installs the root view. Only for use inside ``loadView()``.
  public func setView(_ view: View) {
    loadedView?.owningController = nil
    loadedView = view
    view.owningController = self
  }

  /// Creates the root view; the default is an empty view. Overrides call ``setView(_:)``.
  open func loadView() {
    setView(View())
  }

  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}

  // MARK: Rotation

  /// The interface is about to turn; `interfaceOrientation` still holds the old value.
  open func willRotate(to orientation: InterfaceOrientation, duration: Double) {}

  /// Runs inside the rotation's animation: property changes made here animate over `duration`.
  open func willAnimateRotation(to orientation: InterfaceOrientation, duration: Double) {}

  /// The rotation has finished; `orientation` is the one before it.
  open func didRotate(from orientation: InterfaceOrientation) {}

  /// The root view is about to take a new size (every resize, whether or not it rotates).
  open func viewWillTransition(to size: Size) {}

  // MARK: Keys

  /// Handles a key; return true when it was used. Called after the controller's children had
  /// their chance, so the deepest controller on screen answers first.
  open func handleKey(_ event: KeyEvent) -> Bool { false }

  /// Handles a gamepad press that neither the window's focus nor its interceptor took; return
  /// true when it was used. Called after the controller's children, as ``handleKey(_:)``.
  /// `event.pad` says which pad (see ``Window/gamepads``).
  open func handleGamepad(_ event: GamepadEvent) -> Bool { false }

  // MARK: Children

  /// The children that receive appearance and rotation callbacks: all of them by default; a
  /// navigation controller passes only its top one.
  open var childrenReceivingCallbacks: [ViewController] { children }

  public func addChild(_ child: ViewController) {
    guard child.parent !== self else { return }
    child.removeFromParent()
    children.append(child)
    child.parent = self
    child.setIdiomInTree(userInterfaceIdiom)
    child.setInterfaceOrientationInTree(interfaceOrientation)
  }

  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  /// The nearest navigation controller above this one.
  public var navigationController: NavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? NavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }

  // MARK: Dispatch through the tree (called by the window and by containers)

  /// Runs `tell` on this controller and then, through the tree, on the children receiving
  /// callbacks, parents first. Each controller's children are read after it was told, so a child
  /// it adds or hides then is told or not accordingly.
  private func tellTree(_ tell: (ViewController) -> Void) {
    tell(self)
    for child in childrenReceivingCallbacks { child.tellTree(tell) }
  }

  func dispatchWillAppear(_ animated: Bool) {
    tellTree { controller in
      controller.isAppearing = true
      controller.viewWillAppear(animated)
    }
  }

  func dispatchDidAppear(_ animated: Bool) { tellTree { $0.viewDidAppear(animated) } }

  func dispatchWillDisappear(_ animated: Bool) {
    tellTree { controller in
      controller.isAppearing = false
      controller.viewWillDisappear(animated)
    }
  }

  func dispatchDidDisappear(_ animated: Bool) { tellTree { $0.viewDidDisappear(animated) } }

  /// Tells this controller and, through the tree, the children receiving callbacks that a
  /// rotation begins. Returns every controller told, parents first: exactly these are told
  /// `didRotate`, even if the tree changed while the rotation animated (a pane hidden or shown, a
  /// controller pushed or popped).
  func dispatchWillRotate(to orientation: InterfaceOrientation, duration: Double) -> [ViewController] {
    willRotate(to: orientation, duration: duration)
    var told: [ViewController] = [self]
    for child in childrenReceivingCallbacks {
      told += child.dispatchWillRotate(to: orientation, duration: duration)
    }
    return told
  }

  func dispatchWillAnimateRotation(to orientation: InterfaceOrientation, duration: Double) {
    tellTree { $0.willAnimateRotation(to: orientation, duration: duration) }
  }

  func dispatchViewWillTransition(to size: Size) { tellTree { $0.viewWillTransition(to: size) } }

  /// Sets the orientation on this controller and every descendant, shown or not, so a
  /// controller pushed later starts with the right value.
  func setInterfaceOrientationInTree(_ orientation: InterfaceOrientation) {
    interfaceOrientation = orientation
    for child in children { child.setInterfaceOrientationInTree(orientation) }
  }

  func setIdiomInTree(_ idiom: UserInterfaceIdiom) {
    userInterfaceIdiom = idiom
    for child in children { child.setIdiomInTree(idiom) }
  }

  func dispatchKey(_ event: KeyEvent) -> Bool {
    for child in childrenReceivingCallbacks.reversed() where child.dispatchKey(event) { return true }
    return handleKey(event)
  }

  func dispatchGamepad(_ event: GamepadEvent) -> Bool {
    for child in childrenReceivingCallbacks.reversed() where child.dispatchGamepad(event) { return true }
    return handleGamepad(event)
  }
}
