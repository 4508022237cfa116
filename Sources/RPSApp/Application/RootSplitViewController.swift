import ViewKit

/// The window's root: the split view of history and game, with a line for notices over
/// whichever screen is showing (a save problem, a damaged file, a screenshot saved). A notice
/// that only informs floats over the game pane's bar and leaves the board as it is; a problem,
/// which stays, takes a strip of its own under the board.
@MainActor
public final class RootSplitViewController: SplitViewController {
  /// The notice; a click or Esc dismisses it.
  public let noticeButton = Button()

  /// How long a notice that only informs stays before it fades.
  public static let informationSeconds = 4.0
  /// How long it takes to fade.
  public static let fadeSeconds = 0.4

  private var fadeTimer: Window.TimerToken?
  /// Whether the notice shown only informs and fades: it then floats rather than takes a strip.
  public private(set) var noticeFloats = false
  /// "Match deleted · Undo", while a deletion can be undone.
  let undoBar = UndoBar()
  /// The height the game's pane gives up, while they show, to a problem and the undo bar at
  /// its foot: a board chooses its arrangement as if it had it (they come and go).
  public private(set) var footStripHeight = 0.0

  /// The size a board in the game's pane chooses its arrangement for, in a holder of `size`:
  /// with the foot strip's height given back. A holder left no room at all is taken as it is
  /// (the board is not seen, and the strip may come and go without it changing size).
  public func shapingSize(for size: Size) -> Size {
    guard size.width > 0, size.height > 0 else { return size }
    return Size(width: size.width, height: size.height + footStripHeight)
  }
  private var undoOffer: (undo: () -> Void, commit: () -> Void, timer: Window.TimerToken?)?

  public override init(master: ViewController, detail: ViewController) {
    super.init(master: master, detail: detail)
    // The game wants 560 points beside the history's column: at 480 a phone-sized window 844
    // wide kept the column and squeezed the game into a strip whose score read at 9 points.
    minimumDetailWidth = 560
    noticeButton.identifier = "notice"
    noticeButton.isHidden = true
    noticeButton.font = RootSplitViewController.noticeFont
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
    view.setNeedsLayout()
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
    if isViewLoaded { view.setNeedsLayout() }
    offer.commit()
  }

  /// Pieces of news that came together, each shown in turn for its few seconds once the one
  /// before has faded: "Achievements earned: … · Today's quest at Hard met: …" in one notice
  /// shrank to two lines of small type in the bar.
  private var queuedNotices: [String] = []

  /// Shows `texts`, pieces of information that came together, one after the other, each fading
  /// after a few seconds.
  public func showNotices(_ texts: [String]) {
    guard let first = texts.first else { return }
    showNotice(first, fades: true)
    queuedNotices = Array(texts.dropFirst())
  }

  /// Shows a sentence until the next one replaces it. A problem (`fades` false) stays until the
  /// player dismisses it; information ("saved", "sound off") fades after a few seconds.
  public func showNotice(_ text: String, fades: Bool = false) {
    queuedNotices = []
    cancelFade()
    noticeButton.title = text
    noticeButton.isHidden = false
    noticeFloats = fades
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
        if let next = self.queuedNotices.first {
          let rest = self.queuedNotices.dropFirst()
          self.showNotice(next, fades: true)
          self.queuedNotices = Array(rest)
          return
        }
        self.noticeButton.isHidden = true
        self.view.setNeedsLayout()
      }
    }
  }

  /// Takes the notice away at once.
  public func dismissNotice() {
    queuedNotices = []
    cancelFade()
    noticeButton.isHidden = true
    if isViewLoaded { view.setNeedsLayout() }
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
  /// The notice's type, in a strip of its own or over the whole bar.
  static let noticeFont = Font.bold(15)

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // Under the game's pane, not the history column beside it.
    let holdsDetail = !isMasterHidden && detailViewController.isViewLoaded
    // The pane runs the window's full height (the split view's own layout gave it that; a strip
    // taken last time is not counted twice).
    let area =
      holdsDetail
      ? Rect(
        x: detailViewController.view.frame.minX, y: view.bounds.minY,
        width: detailViewController.view.frame.width,
        height: view.bounds.height) : view.bounds
    let wide = max(0, min(area.width - 24, 720))
    let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
    // As tall as its wrapped text; in a window too low for all of it, it takes what room there
    // is (and the text shrinks, then ends with an ellipsis).
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
    // A problem and the undo bar take a strip of their own at the foot of the game's pane, and
    // the pane gives it up while they show: laid over the board they hid its words (the score,
    // the result line, a recap's heading), whatever place was picked. They stay a while.
    // Margins shrink with a window too low for them, so the strip stays inside it.
    let gap = min(8, area.height / 40)
    noticeButton.font = RootSplitViewController.noticeFont
    let floats = noticeFloats && !noticeButton.isHidden
    let noticeHeight =
      noticeButton.isHidden || floats ? 0 : min(height(forWidth: wide), area.height * 0.4)
    let undoWidth = max(0, min(area.width - 24, max(320, undoBar.naturalWidth(measurer: measurer))))
    let undoHeight = undoBar.isHidden ? 0 : min(52.0, area.height * 0.2)
    let parts = [noticeHeight, undoHeight].filter { $0 > 0 }
    let strip = parts.isEmpty ? 0 : parts.reduce(0, +) + gap * Double(parts.count + 1)
    footStripHeight = strip
    if detailViewController.isViewLoaded, detailViewController.view.superview === view {
      detailViewController.view.frame = Rect(
        x: area.minX, y: area.minY, width: area.width, height: max(0, area.height - strip))
    }
    var y = area.maxY - strip + gap
    noticeButton.frame = Rect(
      x: area.midX - wide / 2, y: y, width: wide, height: noticeHeight)
    if noticeHeight > 0 { y += noticeHeight + gap }
    let coversTitle = floats && floatNotice(in: area, measurer: measurer)
    // The title gives way to a notice over its place: a notice hugging its words left the
    // title's ends peeking out on either side.
    (detailViewController as? NavigationController)?.navigationBar.titleYields = coversTitle
    undoBar.frame = Rect(x: area.midX - undoWidth / 2, y: y, width: undoWidth, height: undoHeight)
    // Panes added by a rotation go on top; the notice and the undo bar stay in front of them.
    view.bringSubviewToFront(noticeButton)
    view.bringSubviewToFront(undoBar)
  }

  /// A notice that informs ("Achievement earned", "Sound off") comes and goes in a few seconds:
  /// taking a strip from the pane made the whole board re-lay out smaller and back, its words
  /// shrinking under the notice. It floats over the pane's bar instead: over the title, between
  /// the bar's buttons, when it fits there in two lines (players reached for the buttons during
  /// the four seconds it covered them); otherwise over the whole bar, in smaller type if need be.
  /// Returns whether it floats over the bar's title, between the buttons.
  private func floatNotice(in area: Rect, measurer: any TextMeasurer) -> Bool {
    func lines(atWidth width: Double) -> Int {
      noticeButton.frame = Rect(x: 0, y: 0, width: width, height: NavigationBar.height)
      return TextLayout.wrap(
        noticeButton.title, font: noticeButton.font, width: max(1, noticeButton.titleWidth),
        measurer: measurer
      ).count
    }
    // As wide as the bar when it covers it: a button's edge left peeking out on either side
    // looked broken.
    var span = (minX: area.minX + 8, width: max(0, area.width - 16))
    var betweenButtons = false
    if let space = titleSpace(in: area) {
      // Clear of the buttons on either side, as the title keeps clear of them: run up to their
      // edges, it crowded the bar and read as one more button.
      // (The bar's title space keeps half of that from them already.) A size or two smaller
      // first, then up to the buttons' edges, rather than over the buttons, where that is what
      // it takes.
      let clear = space.insetBy(dx: RootSplitViewController.noticeClearance / 2, dy: 0)
      let sizes = [0.0, 2, 3].map { RootSplitViewController.noticeFont.size - $0 }
      search: for room in [clear, space] where room.width >= RootSplitViewController.leastTitleSpace {
        for size in sizes {
          noticeButton.font = RootSplitViewController.noticeFont.withSize(size)
          if lines(atWidth: room.width) <= 2 {
            span = (room.minX, room.width)
            betweenButtons = true
            break search
          }
          noticeButton.font = RootSplitViewController.noticeFont
        }
      }
    }
    let lineCount = min(2, lines(atWidth: span.width))
    if betweenButtons, lineCount == 1 {
      // One line hugs its words, centred where the title was, rather than stretch from button
      // to button across a wide bar.
      noticeButton.frame = Rect(x: 0, y: 0, width: span.width, height: NavigationBar.height)
      let padding = span.width - noticeButton.titleWidth
      let words = measurer.size(of: noticeButton.title, font: noticeButton.font).width
      let width = min(span.width, max(RootSplitViewController.leastTitleSpace, words + padding + 24))
      span = (span.minX + (span.width - width) / 2, width)
    }
    let lineHeight = measurer.size(of: "Ag", font: noticeButton.font).height
    // At least as high as the bar's buttons, whose edges showed above and below a thinner one;
    // within the bar, whose edges a taller one ran over: two lines get a slimmer margin.
    let margin = lineCount > 1 ? 8.0 : 16.0
    let height = min(
      max(Double(max(1, lineCount)) * lineHeight + margin, NavigationBar.height - 12),
      NavigationBar.height - 4,
      area.height)
    // Centred on the bar, but never below the foot of a window lower than the bar.
    let top = area.minY + max(0, min((NavigationBar.height - height) / 2, area.height - height))
    noticeButton.frame = Rect(x: span.minX, y: top, width: span.width, height: height)
    return betweenButtons
  }

  /// A notice squeezed narrower than this between the bar's buttons would read as a button.
  public static let leastTitleSpace = 180.0
  /// The room a notice over the bar's title keeps from the buttons on either side, where the
  /// title's place allows.
  public static let noticeClearance = 16.0

  /// The free stretch of the game pane's bar between its buttons, in this view's coordinates;
  /// nil when the pane has no bar.
  private func titleSpace(in area: Rect) -> Rect? {
    guard let navigation = detailViewController as? NavigationController, navigation.isViewLoaded,
      navigation.view.superview === view
    else { return nil }
    // The bar's buttons take their places for this size first, so the space is this layout's.
    navigation.view.layoutIfNeeded()
    let bar = navigation.navigationBar
    // All of it: the bar keeps a margin from its buttons already, and the title, which may run
    // the whole stretch, must not peek out at either end.
    let space = bar.convert(bar.titleSpace, to: view)
    return space.width > 0 ? space : nil
  }

  public override func handleKey(_ event: KeyEvent) -> Bool {
    if event.key == .escape, !noticeButton.isHidden {
      dismissNotice()
      return true
    }
    return false
  }
}
