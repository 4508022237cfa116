import GameCore
import Localization
import ViewKit

/// The locked achievements nearest to done, each with its counter and a bar of the share done:
/// what to chase next, at the top of the records.
@MainActor
final class NextGoalsView: View {
  private let titleLabel = Label(text: tr("Next goals"), font: .bold(15), color: Theme.secondaryText)
  private var names: [Label] = []
  private var counts: [Label] = []
  private var bars: [(track: View, fill: View)] = []
  private(set) var goals: [AchievementGoal] = []
  /// The type size of every name and counter.
  var textSize = 14.0 {
    didSet { if textSize != oldValue { setNeedsLayout() } }
  }
  var measurer: any TextMeasurer = ApproximateTextMeasurer()

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    identifier = "next-goals"
    Theme.makePanel(self, fill: Theme.card, cornerRadius: 16)
    titleLabel.alignment = .left
    addSubview(titleLabel)
  }

  /// Each goal as read: "Hat trick 1/3".
  var lines: [String] { goals.map { "\($0.achievement.title) \(counter($0))" } }

  func show(_ goals: [AchievementGoal]) {
    self.goals = goals
    while names.count < goals.count {
      let name = Label(text: "", font: .bold(14), color: Theme.text)
      let count = Label(text: "", font: .system(14), color: Theme.draw)
      name.alignment = .left
      count.alignment = .right
      for label in [name, count] {
        label.numberOfLines = 0
        label.minimumScaleFactor = 1
        addSubview(label)
      }
      let track = View()
      let fill = View()
      track.backgroundColor = Theme.cardEdge
      track.cornerRadius = 2
      fill.backgroundColor = Theme.draw
      fill.cornerRadius = 2
      track.addSubview(fill)
      addSubview(track)
      names.append(name)
      counts.append(count)
      bars.append((track, fill))
    }
    for (index, name) in names.enumerated() {
      let shown = index < goals.count
      name.isHidden = !shown
      counts[index].isHidden = !shown
      bars[index].track.isHidden = !shown
      guard shown else { continue }
      name.text = goals[index].achievement.title
      counts[index].text = counter(goals[index])
      name.identifier = "goal-\(goals[index].achievement.rawValue)"
    }
    setNeedsLayout()
  }

  private func counter(_ goal: AchievementGoal) -> String { tr("%1$@/%2$@", goal.count, goal.target) }

  private var padding: Double { 14 }
  private var lineHeight: Double { measurer.size(of: "Ag", font: .system(textSize)).height }

  /// The height the goals take at `width`: each name whole, wrapping beside its counter.
  func height(forWidth width: Double) -> Double {
    let rows = rowHeights(width: width)
    return 8 + 24 + rows.reduce(0, +) + 8
  }

  private func rowHeights(width: Double) -> [Double] {
    let inner = max(0, width - 2 * padding)
    return goals.indices.map { index in
      let countWidth = measurer.size(of: counter(goals[index]), font: .system(textSize)).width + 10
      let lines = TextLayout.wrap(
        goals[index].achievement.title, font: .bold(textSize), width: max(1, inner - countWidth),
        measurer: measurer)
      return Double(max(1, lines.count)) * lineHeight + 12
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let inner = bounds.insetBy(dx: padding, dy: 8)
    titleLabel.frame = Rect(x: inner.minX, y: inner.minY, width: inner.width, height: 24)
    var top = inner.minY + 24
    for (index, height) in rowHeights(width: bounds.width).enumerated() {
      let countWidth = measurer.size(of: counter(goals[index]), font: .system(textSize)).width + 10
      let text = Rect(x: inner.minX, y: top, width: inner.width, height: height - 8)
      let parts = text.divided(atDistance: countWidth, from: .right)
      names[index].frame = parts.remainder
      names[index].font = .bold(textSize)
      counts[index].frame = parts.slice
      counts[index].font = .system(textSize)
      let track = Rect(x: inner.minX, y: text.maxY, width: inner.width, height: 4)
      bars[index].track.frame = track
      bars[index].fill.frame = Rect(x: 0, y: 0, width: track.width * goals[index].share, height: 4)
      top += height
    }
  }
}
