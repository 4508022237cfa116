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

  /// The height of the row the tools take under the title when a translation's words leave
  /// no room for both in one strip.
  static let toolRowHeight = 44.0

  override func layoutSubviews() {
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    let tools = [hideAbandonedButton, clearButton]
    let gap = 8.0
    let stripWidth = max(0, bounds.width - 20)
    func toolWidths(_ font: Font) -> [Double] {
      tools.map { measurer.size(of: $0.title, font: font).width + 20 }
    }
    func toolsWidth(_ font: Font) -> Double { toolWidths(font).reduce(0, +) + gap }
    let titleNeeds = showsTitle ? measurer.size(of: titleLabel.text, font: .bold(14)).width + gap : 0
    // The tools keep their words whole, from 15 points down to 13, beside the title; where no
    // such size leaves the title its room (German, French and Spanish say more), the tools take
    // a row of their own under it rather than push the heading out or shrink to a whisper
    // beside the bar's other buttons.
    let sizes = Array(stride(from: 15.0, through: 11, by: -1))
    let besideTitle = sizes.first { $0 >= 13 && toolsWidth(.bold($0)) + titleNeeds <= stripWidth }
    let ownRow = showsTitle && besideTitle == nil
    let toolSize = besideTitle ?? sizes.first { toolsWidth(.bold($0)) <= stripWidth } ?? 11
    let headerHeight = min(NavigationBar.height + (ownRow ? Self.toolRowHeight : 0), bounds.height)
    let parts = bounds.divided(atDistance: headerHeight, from: .top)
    header.frame = parts.slice
    list.frame = parts.remainder
    let titleStrip = Rect(x: 12, y: 0, width: stripWidth, height: min(NavigationBar.height, headerHeight))
    let toolStrip =
      ownRow
      ? Rect(
        x: 12, y: titleStrip.maxY - 6, width: stripWidth, height: max(0, headerHeight - titleStrip.maxY + 6))
      : titleStrip
    let font = Font.bold(toolSize)
    let widths = toolWidths(font)
    let shownToolsWidth = min(toolStrip.width, widths.reduce(0, +) + gap)
    let titleRoom = ownRow ? titleStrip.width : titleStrip.width - shownToolsWidth - gap
    let titleSize = TextLayout.largestSize(
      fitting: [(titleLabel.text, max(0, titleRoom))], font: .bold(19), measurer: measurer)
    titleLabel.font = .bold(max(14, titleSize))
    titleLabel.isHidden =
      !showsTitle || titleRoom < measurer.size(of: titleLabel.text, font: titleLabel.font).width
    titleLabel.frame = Rect(
      x: titleStrip.minX, y: titleStrip.minY, width: max(0, titleRoom), height: titleStrip.height)
    let height = max(0, min(36, toolStrip.height - 12))
    var x = toolStrip.maxX - shownToolsWidth
    for (button, width) in zip(tools, widths) {
      button.font = font
      let shown = max(0, min(width, toolStrip.maxX - x))
      button.frame = Rect(
        x: x, y: toolStrip.minY + (toolStrip.height - height) / 2, width: shown, height: height)
      x += shown + gap
    }
  }
}
