import Localization

/// Shows a controller's view above everything, as UIKit's `UIPopoverController`: a panel with a
/// pointer towards the bar button item it came from, over a dimmed backdrop. A click outside
/// the panel or Esc dismisses it. On a phone there is no room for a panel: it is a full-window
/// sheet with a Done button instead.
///
/// The content controller is not made a child: it may belong to another container (a split
/// view's master), and the popover only lends it a place on screen and the appearance callbacks.
@MainActor
open class PopoverController: ViewController {
  public let contentViewController: ViewController
  /// The panel's preferred size; it shrinks to fit the window.
  public var contentSize = Size(width: 360, height: 560)
  /// Runs after the user dismissed the popover (outside click, Esc or Done).
  public var onDismiss: (() -> Void)?
  public private(set) weak var anchorItem: BarButtonItem?
  private weak var presentingWindow: Window?

  public init(contentViewController: ViewController) {
    self.contentViewController = contentViewController
    super.init()
  }

  public var isPopoverVisible: Bool { presentingWindow != nil }

  /// True when the popover shows as a full-window sheet (on a phone).
  public var presentsAsSheet: Bool { userInterfaceIdiom == .phone }

  open override var childrenReceivingCallbacks: [ViewController] { [contentViewController] }

  open override func loadView() {
    setView(PopoverOverlayView(popover: self))
  }

  private var overlay: PopoverOverlayView? { view as? PopoverOverlayView }

  /// Shows the popover in `window`, pointing at `item`'s button.
  public func present(from item: BarButtonItem, in window: Window) {
    guard !isPopoverVisible else { return }
    anchorItem = item
    presentingWindow = window
    setIdiomInTree(window.idiom)
    overlay?.showContent(contentViewController.view)
    window.presentOverlay(self)
  }

  /// Hides the popover; the content's view leaves it.
  public func dismiss() {
    guard let window = presentingWindow else { return }
    presentingWindow = nil
    window.dismissOverlay(self)
    contentViewController.view.removeFromSuperview()
  }

  /// Dismisses as the user did, and tells ``onDismiss``.
  func dismissByUser() {
    dismiss()
    onDismiss?()
  }

  open override func handleKey(_ event: KeyEvent) -> Bool {
    if event.key == .escape {
      dismissByUser()
    }
    // Keys never fall through to the screen behind a popover.
    return true
  }

  /// Where the pointer should point, in window coordinates.
  var anchorRect: Rect? {
    guard let view = anchorItem?.view, view.window != nil else { return nil }
    return view.convert(view.bounds, to: nil)
  }
}

/// The popover's full-window view: the backdrop, the panel with its pointer, and, as a sheet,
/// a title bar with Done.
@MainActor
final class PopoverOverlayView: View {
  private unowned let popover: PopoverController
  private let backdrop = BackdropControl()
  let panel = View()
  private let sheetBar = View()
  private let sheetTitle = Label()
  private let doneButton = Button(title: tr("Done"))
  private var pointer: [Point] = []
  static let pointerHeight = 12.0

  init(popover: PopoverController) {
    self.popover = popover
    super.init()
    identifier = "popover"
    backdrop.identifier = "popover-backdrop"
    backdrop.action = { [unowned popover] in popover.dismissByUser() }
    panel.identifier = "popover-panel"
    panel.cornerRadius = 14
    panel.borderWidth = 1
    panel.clipsToBounds = true
    doneButton.identifier = "popover-done"
    doneButton.cornerRadius = 9
    doneButton.action = { [unowned popover] in popover.dismissByUser() }
    sheetBar.addSubview(sheetTitle)
    sheetBar.addSubview(doneButton)
    addSubview(backdrop)
    addSubview(panel)
    addSubview(sheetBar)
  }

  func showContent(_ content: View) {
    panel.addSubview(content)
    setNeedsLayout()
  }

  override func layoutSubviews() {
    let appearance = self.appearance
    panel.backgroundColor = appearance.popover.panel
    panel.borderColor = appearance.popover.edge
    sheetBar.backgroundColor = appearance.bar.background
    sheetTitle.font = appearance.fonts.sheetTitle
    sheetTitle.textColor = appearance.bar.title
    doneButton.applyBarAppearance(appearance)
    backdrop.frame = bounds
    let content = panel.subviews.last
    if popover.presentsAsSheet {
      backdrop.isHidden = true
      sheetBar.isHidden = false
      let parts = bounds.divided(atDistance: NavigationBar.height, from: .top)
      sheetBar.frame = parts.slice
      panel.frame = parts.remainder
      panel.cornerRadius = 0
      sheetTitle.text = popover.contentViewController.title ?? ""
      sheetTitle.frame = sheetBar.bounds.insetBy(dx: 90, dy: 0)
      // Narrower or lower than the button, the bar gives it what room it has.
      let doneWidth = max(0, min(80, sheetBar.bounds.width - 16))
      doneButton.frame = Rect(
        x: sheetBar.bounds.width - 8 - doneWidth, y: min(8, sheetBar.bounds.height),
        width: doneWidth, height: max(0, min(NavigationBar.height - 16, sheetBar.bounds.height - 16)))
      pointer = []
    } else {
      backdrop.isHidden = false
      sheetBar.isHidden = true
      let margin = 10.0
      let anchor = popover.anchorRect ?? Rect(x: margin, y: NavigationBar.height - 8, width: 1, height: 1)
      let width = min(popover.contentSize.width, bounds.width - margin * 2)
      let top = anchor.maxY + PopoverOverlayView.pointerHeight
      let height = min(popover.contentSize.height, bounds.height - top - margin)
      let x = min(max(margin, anchor.midX - width / 2), bounds.width - margin - width)
      panel.frame = Rect(x: x, y: top, width: max(0, width), height: max(0, height))
      panel.cornerRadius = 14
      let tip = Point(x: min(max(anchor.midX, x + 20), x + width - 20), y: anchor.maxY)
      pointer = [
        tip, Point(x: tip.x + PopoverOverlayView.pointerHeight, y: top + 1),
        Point(x: tip.x - PopoverOverlayView.pointerHeight, y: top + 1),
      ]
    }
    content?.frame = panel.bounds
  }

  override func draw(in canvas: any Canvas, rect: Rect) {
    if !popover.presentsAsSheet {
      let colors = appearance.popover
      canvas.fill(rect, color: colors.backdrop, cornerRadius: 0)
      let offset = rect.origin
      canvas.fillPolygon(pointer.map { $0 + offset }, color: colors.panel)
    }
  }
}

/// The dimmed area around a popover: a click on it dismisses, but Tab never stops there.
@MainActor
private final class BackdropControl: Control {
  override var canBecomeFocused: Bool { false }
}
