import ViewKit

/// The window's root: the split view of history and game, with a line for notices over
/// whichever screen is showing (a save problem, a damaged file, a screenshot saved).
@MainActor
public final class RootSplitViewController: SplitViewController {
  /// The notice; a click or Esc dismisses it.
  public let noticeButton = Button()

  /// How long a notice that only informs stays before it fades.
  public static let informationSeconds = 4.0
  /// How long it takes to fade.
  static let fadeSeconds = 0.4

  private var fadeTimer: Window.TimerToken?
  /// "Match deleted · Undo", while a deletion can be undone.
  let undoBar = UndoBar()
  private var undoOffer: (undo: () -> Void, commit: () -> Void, timer: Window.TimerToken?)?

  public override init(master: ViewController, detail: ViewController) {
    super.init(master: master, detail: detail)
    noticeButton.identifier = "notice"
    noticeButton.isHidden = true
    noticeButton.font = .bold(15)
    noticeButton.numberOfLines = RootSplitViewController.noticeLines
    noticeButton.tintColor = Theme.notice
    noticeButton.action = { [weak self] in self?.dismissNotice() }
    undoBar.isHidden = true
    undoBar.undoButton.action = { [weak self] in self?.undo() }
  }

  /// Says what was just deleted, with an Undo button (and Ctrl+Z) for ``UndoBar/shownSeconds``;
  /// then, or at the next offer, `commit` makes it final. An offer still open is committed first.
  public func offerUndo(_ text: String, undo: @escaping () -> Void, commit: @escaping () -> Void) {
    finishUndoOffer()
    undoBar.message.text = text
    undoBar.isHidden = false
    let timer = view.window?.schedule(after: UndoBar.shownSeconds) { [weak self] in self?.finishUndoOffer() }
    undoOffer = (undo, commit, timer)
    if isViewLoaded {
      view.bringSubviewToFront(undoBar)
      view.setNeedsLayout()
    }
  }

  /// Whether an Undo is on offer.
  public var offersUndo: Bool { undoOffer != nil }

  /// Undoes what the bar offers to, if it offers anything; returns whether it did.
  @discardableResult
  public func undo() -> Bool {
    guard let offer = undoOffer else { return false }
    if let timer = offer.timer { view.window?.cancelTimer(timer) }
    undoOffer = nil
    undoBar.isHidden = true
    offer.undo()
    return true
  }

  /// Makes the deletion on offer final and takes the bar away (its time is up, another deletion
  /// came, or the game quits).
  public func finishUndoOffer() {
    guard let offer = undoOffer else { return }
    if let timer = offer.timer { view.window?.cancelTimer(timer) }
    undoOffer = nil
    undoBar.isHidden = true
    offer.commit()
  }

  /// Shows a sentence until the next one replaces it. A problem (`fades` false) stays until the
  /// player dismisses it; information ("saved", "sound off") fades after a few seconds.
  public func showNotice(_ text: String, fades: Bool = false) {
    cancelFade()
    noticeButton.title = text
    noticeButton.isHidden = false
    noticeButton.alpha = 1
    if isViewLoaded {
      view.bringSubviewToFront(noticeButton)
      view.setNeedsLayout()
    }
    guard fades, let window = noticeButton.window ?? (isViewLoaded ? view.window : nil) else { return }
    fadeTimer = window.schedule(after: RootSplitViewController.informationSeconds) { [weak self] in
      guard let self else { return }
      self.fadeTimer = nil
      View.animate(withDuration: RootSplitViewController.fadeSeconds) {
        self.noticeButton.alpha = 0
      } completion: { [weak self] finished in
        guard let self, finished, self.noticeButton.alpha == 0 else { return }
        self.noticeButton.isHidden = true
      }
    }
  }

  /// Takes the notice away at once.
  public func dismissNotice() {
    cancelFade()
    noticeButton.isHidden = true
  }

  private func cancelFade() {
    if let fadeTimer { noticeButton.window?.cancelTimer(fadeTimer) }
    fadeTimer = nil
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(noticeButton)
    view.addSubview(undoBar)
  }

  /// A notice wraps onto this many lines at most: enough for a path and what happened to it,
  /// even on a phone.
  static let noticeLines = 6

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // Over the game's pane, not the history column beside it.
    let area =
      isMasterHidden || !detailViewController.isViewLoaded ? view.bounds : detailViewController.view.frame
    let wide = max(0, min(area.width - 24, 720))
    let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
    // As tall as its wrapped text; in a window too narrow or too low for all of it, it takes
    // what room there is (and the text shrinks, then ends with an ellipsis).
    func height(forWidth width: Double) -> Double {
      // The width first: the button says how wide its title may be, which sets how many lines.
      noticeButton.frame = Rect(x: 0, y: 0, width: width, height: 48)
      let lineCount = min(
        RootSplitViewController.noticeLines,
        TextLayout.wrap(
          noticeButton.title, font: noticeButton.font, width: max(1, noticeButton.titleWidth),
          measurer: measurer
        ).count)
      let lineHeight = measurer.size(of: "Ag", font: noticeButton.font).height
      return Double(max(1, lineCount)) * lineHeight + 30
    }
    noticeButton.frame = placeNotice(in: area, wide: wide, height: height(forWidth:))
    let undoWidth = max(0, min(area.width - 24, max(320, undoBar.naturalWidth(measurer: measurer))))
    undoBar.frame = Rect(
      x: area.midX - undoWidth / 2, y: min(NavigationBar.height + 8, view.bounds.height), width: undoWidth,
      height: min(52, max(0, view.bounds.height - NavigationBar.height - 8)))
    // Panes added by a rotation go on top; the notice and the undo bar stay in front of them.
    view.bringSubviewToFront(noticeButton)
    view.bringSubviewToFront(undoBar)
  }

  /// Where the notice goes: over the round's result line (or grown up from it over the board),
  /// never over the score or the throw buttons; where the screen has no result line, or there
  /// is no room beside them, under the bar as before.
  private func placeNotice(in area: Rect, wide: Double, height: (Double) -> Double) -> Rect {
    let top = min(NavigationBar.height + 8, view.bounds.height)
    func underBar(_ width: Double) -> Rect {
      Rect(
        x: area.midX - width / 2, y: top, width: width,
        height: max(0, min(height(width), view.bounds.height - top)))
    }
    guard let anchor = frameInView(identifiedBy: ["result-title", "result-detail"]) else {
      return underBar(wide)
    }
    let kept = keptClear()
    for width in [wide, min(wide, anchor.width)] where width > 0 {
      let noticeHeight = height(width)
      let left = min(max(area.minX + 12, anchor.midX - width / 2), area.maxX - 12 - width)
      for y in [anchor.midY - noticeHeight / 2, anchor.maxY - noticeHeight] {
        let frame = Rect(x: left, y: max(top, y), width: width, height: noticeHeight)
        if view.bounds.contains(frame), !kept.contains(where: { !$0.intersection(frame).isEmpty }) {
          return frame
        }
      }
    }
    return underBar(wide)
  }

  /// The frames (in this view) of what a notice must never cover: the score and the throws.
  private func keptClear() -> [Rect] {
    var found: [Rect] = []
    func visit(_ node: View) {
      guard !node.isHidden, node.alpha > 0.01, node !== noticeButton else { return }
      if let name = node.identifier, name == "scoreboard" || name.hasPrefix("throw-") {
        found.append(node.convert(node.bounds, to: view))
        return
      }
      for subview in node.subviews { visit(subview) }
    }
    visit(view)
    return found
  }

  /// The union of the visible views named `identifiers`, in this view's coordinates.
  private func frameInView(identifiedBy identifiers: Set<String>) -> Rect? {
    var union: Rect?
    func visit(_ node: View) {
      guard !node.isHidden, node.alpha > 0.01, node !== noticeButton else { return }
      if let name = node.identifier, identifiers.contains(name), !node.bounds.isEmpty {
        let frame = node.convert(node.bounds, to: view)
        union =
          union.map { kept in
            Rect(
              x: min(kept.minX, frame.minX), y: min(kept.minY, frame.minY),
              width: max(kept.maxX, frame.maxX) - min(kept.minX, frame.minX),
              height: max(kept.maxY, frame.maxY) - min(kept.minY, frame.minY))
          } ?? frame
      }
      for subview in node.subviews { visit(subview) }
    }
    visit(view)
    return union
  }

  public override func handleKey(_ event: KeyEvent) -> Bool {
    if event.key == .escape, !noticeButton.isHidden {
      dismissNotice()
      return true
    }
    return false
  }
}
