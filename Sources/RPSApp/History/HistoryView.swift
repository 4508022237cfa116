import Localization
import ViewKit

/// The master pane: a title strip with the history's tools (hide abandoned matches, clear the
/// history) over the list. On a phone the sheet's bar already says "History": the strip keeps
/// only the tools.
@MainActor
final class HistoryView: View {
  let header = View()
  let titleLabel = Label(text: tr("History"), font: .bold(19), color: Theme.text)
  let hideAbandonedButton = Button(title: tr("Hide abandoned"))
  let clearButton = Button(title: tr("Clear"))
  let list: ListView
  var showsTitle = true {
    didSet { setNeedsLayout() }
  }

  init(list: ListView) {
    self.list = list
    super.init()
    backgroundColor = Theme.sidebar
    header.backgroundColor = Theme.bar
    titleLabel.alignment = .left
    hideAbandonedButton.identifier = "history-hide-abandoned"
    clearButton.identifier = "history-clear"
    for button in [hideAbandonedButton, clearButton] {
      button.cornerRadius = 9
      button.tintColor = Theme.control
      header.addSubview(button)
    }
    header.addSubview(titleLabel)
    // The strip comes first in the tree, as it comes first to the eye: Tab reaches its tools
    // before the list.
    addSubview(header)
    addSubview(list)
  }

  override func layoutSubviews() {
    let parts = bounds.divided(atDistance: min(NavigationBar.height, bounds.height), from: .top)
    header.frame = parts.slice
    list.frame = parts.remainder
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    let strip = header.bounds.inset(by: EdgeInsets(left: 12, right: 8))
    let height = max(0, min(36, strip.height - 12))
    let gap = 8.0
    // The tools keep their words whole; the title takes what is left, or steps aside.
    var font = Font.bold(15)
    var widths: [Double] = []
    for size in stride(from: 15.0, through: 11, by: -1) {
      font = .bold(size)
      widths = [hideAbandonedButton, clearButton].map { measurer.size(of: $0.title, font: font).width + 20 }
      if widths.reduce(0, +) + gap <= strip.width { break }
    }
    let toolsWidth = min(strip.width, widths.reduce(0, +) + gap)
    let titleRoom = strip.width - toolsWidth - gap
    titleLabel.isHidden = !showsTitle || titleRoom < measurer.size(of: tr("History"), font: .bold(14)).width
    titleLabel.frame = Rect(x: strip.minX, y: strip.minY, width: max(0, titleRoom), height: strip.height)
    var x = strip.maxX - toolsWidth
    for (button, width) in zip([hideAbandonedButton, clearButton], widths) {
      button.font = font
      let shown = max(0, min(width, strip.maxX - x))
      button.frame = Rect(x: x, y: strip.minY + (strip.height - height) / 2, width: shown, height: height)
      x += shown + gap
    }
  }
}
