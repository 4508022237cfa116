import ViewKit

/// The window's root: the split view of history and game, with a line for notices under the
/// bar, over whichever screen is showing (a save problem, a damaged file, a screenshot saved).
@MainActor
public final class RootSplitViewController: SplitViewController {
  /// The notice; a click or Esc dismisses it.
  public let noticeButton = Button()

  public override init(master: ViewController, detail: ViewController) {
    super.init(master: master, detail: detail)
    noticeButton.identifier = "notice"
    noticeButton.isHidden = true
    noticeButton.font = .bold(15)
    noticeButton.numberOfLines = RootSplitViewController.noticeLines
    noticeButton.tintColor = Theme.notice
    noticeButton.action = { [weak noticeButton] in noticeButton?.isHidden = true }
  }

  /// Shows a sentence until it is dismissed or the next one replaces it.
  public func showNotice(_ text: String) {
    noticeButton.title = text
    noticeButton.isHidden = false
    if isViewLoaded {
      view.bringSubviewToFront(noticeButton)
      view.setNeedsLayout()
    }
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(noticeButton)
  }

  /// A notice wraps onto this many lines at most: enough for a path and what happened to it,
  /// even on a phone.
  static let noticeLines = 6

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // As tall as its wrapped text; in a window too narrow or too low for all of it, it takes
    // what room there is (and the text shrinks, then ends with an ellipsis).
    // Over the game's pane, not the history column beside it.
    let area =
      isMasterHidden || !detailViewController.isViewLoaded ? view.bounds : detailViewController.view.frame
    let width = max(0, min(area.width - 24, 720))
    let left = area.midX - width / 2
    let top = min(NavigationBar.height + 8, view.bounds.height)
    let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
    // The width first: the button says how wide its title may be, which sets how many lines.
    noticeButton.frame = Rect(x: left, y: top, width: width, height: 48)
    let textWidth = max(1, noticeButton.titleWidth)
    let lineCount = min(
      RootSplitViewController.noticeLines,
      TextLayout.wrap(noticeButton.title, font: noticeButton.font, width: textWidth, measurer: measurer).count
    )
    let lineHeight = measurer.size(of: "Ag", font: noticeButton.font).height
    noticeButton.frame = Rect(
      x: left, y: top, width: width,
      height: max(0, min(Double(max(1, lineCount)) * lineHeight + 30, view.bounds.height - top)))
    // Panes added by a rotation go on top; the notice stays in front of them.
    view.bringSubviewToFront(noticeButton)
  }

  public override func handleKey(_ event: KeyEvent) -> Bool {
    if event.key == .escape, !noticeButton.isHidden {
      noticeButton.isHidden = true
      return true
    }
    return false
  }
}
