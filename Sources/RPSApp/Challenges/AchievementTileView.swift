import GameCore
import ViewKit

/// One achievement: its name over its date (earned) or its counter (locked, "2/7"), and what
/// earns it when there is room, lit once earned. Pressing it says what earns it.
@MainActor
final class AchievementTileView: Control {
  let achievement: Achievement
  /// The type size of the name, the same for every tile (``RecordsController`` sets it).
  var titleSize = 14.0 {
    didSet { if titleSize != oldValue { setNeedsLayout() } }
  }
  /// A tile this high says what earns its achievement itself.
  static let roomyHeight = 96.0
  private let titleLabel = Label(text: "", font: .bold(14), color: Theme.text)
  private let detailLabel = Label(text: "", font: .system(12), color: Theme.secondaryText)
  private let criterionLabel = Label(text: "", font: .system(12), color: Theme.secondaryText)
  private(set) var isEarned = false
  var isChosen = false {
    didSet { if isChosen != oldValue { show(earned: isEarned, detail: detailText) } }
  }

  init(achievement: Achievement) {
    self.achievement = achievement
    super.init()
    identifier = "achievement-\(achievement.rawValue)"
    Theme.makePanel(self, fill: Theme.card, cornerRadius: 10)
    titleLabel.alignment = .left
    detailLabel.alignment = .left
    criterionLabel.alignment = .left
    criterionLabel.numberOfLines = 3
    criterionLabel.minimumScaleFactor = 1
    criterionLabel.text = achievement.criterion
    for label in [titleLabel, detailLabel, criterionLabel] {
      label.isUserInteractionEnabled = false
      addSubview(label)
    }
  }

  /// Lights the tile when `earned`; `detail` is the day it was earned or the counter toward it.
  func show(earned: Bool, detail: String) {
    isEarned = earned
    titleLabel.text = earned ? "★ " + achievement.title : achievement.title
    titleLabel.textColor = earned ? Theme.draw : Theme.secondaryText
    detailLabel.text = detail
    detailLabel.textColor = earned ? Theme.text : Theme.secondaryText
    criterionLabel.textColor = earned ? Theme.text : Theme.lockedWords
    backgroundColor = earned ? Theme.earnedTile : Theme.lockedTile
    borderColor = isChosen ? Theme.selectionEdge : earned ? Theme.draw.withAlpha(0.6) : Theme.cardEdge
    borderWidth = isChosen ? 2 : 1
    setNeedsLayout()
  }

  override func draw(in canvas: any Canvas, rect: Rect) {
    super.draw(in: canvas, rect: rect)
    if isHovered || isHighlighted {
      canvas.stroke(rect, color: Theme.selectionEdge.withAlpha(0.7), lineWidth: 2, cornerRadius: cornerRadius)
    }
  }

  /// The name as drawn, its star included.
  var titleText: String { titleLabel.text }

  /// The date earned or the counter, "" for a locked achievement that counts nothing.
  var detailText: String { detailLabel.text }

  /// The width the name has.
  var titleWidth: Double { max(0, bounds.width - 16) }

  /// The size the name would take in a tile of this height, before all share one.
  var preferredTitleSize: Double {
    max(TextLayout.smallestLegibleSize, min(15, (innerHeight / (showsCriterion ? 4.6 : 2.6)).rounded(.down)))
  }

  /// How many lines of the name at `size` the tile holds over its detail: two where they fit.
  func titleLines(at size: Double) -> Int {
    showsCriterion || innerHeight - detailHeight(at: size) < size * 2.5 ? 1 : 2
  }

  private func detailHeight(at size: Double) -> Double { max(11, size * 0.85) * 1.3 }

  private var innerHeight: Double { max(0, bounds.height - 2 * min(5, bounds.height * 0.1)) }

  /// A criterion cut to its first words says nothing: it shows only in a tile with room for
  /// it; the line under the achievements says it for the others.
  static func showsCriterion(in size: Size) -> Bool { size.height >= roomyHeight - 0.5 && size.width >= 150 }

  private var showsCriterion: Bool { AchievementTileView.showsCriterion(in: bounds.size) }

  override func layoutSubviews() {
    let inner = bounds.insetBy(dx: 8, dy: min(5, bounds.height * 0.1))
    criterionLabel.isHidden = !showsCriterion
    let allowed = titleLines(at: titleSize)
    titleLabel.numberOfLines = allowed
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    let lines = min(
      allowed,
      max(1, TextLayout.wrap(titleText, font: .bold(titleSize), width: inner.width, measurer: measurer).count)
    )
    titleLabel.font = .bold(titleSize)
    titleLabel.minimumScaleFactor = 1
    let detailSize = max(11, titleSize * 0.85)
    detailLabel.font = .system(detailSize)
    detailLabel.minimumScaleFactor = 1
    let titleHeight = Double(lines) * titleSize * 1.3
    let detailHeight = detailLabel.text.isEmpty ? 0 : detailHeight(at: titleSize)
    // The name and its detail as one block: at the top over the criterion, else in the middle.
    let blockTop = showsCriterion ? inner.minY : inner.midY - (titleHeight + detailHeight) / 2
    titleLabel.frame = Rect(x: inner.minX, y: blockTop, width: inner.width, height: titleHeight)
    detailLabel.frame = Rect(
      x: inner.minX, y: titleLabel.frame.maxY, width: inner.width, height: detailHeight)
    criterionLabel.frame = Rect(
      x: inner.minX, y: detailLabel.frame.maxY + 2, width: inner.width,
      height: max(0, inner.maxY - detailLabel.frame.maxY - 2))
    criterionLabel.font = .system(max(11, titleSize * 0.85))
  }
}
