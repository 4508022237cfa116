import GameCore
import Localization
import ViewKit

/// One rung of the ladder: the rival's portrait, name and a line of personality that hints at
/// its habit (the habit itself, in words, once the rival is beaten), and where the player stands
/// with it (beaten, next, locked). Pressing an open rung plays its rival.
@MainActor
final class RungCardView: Control {
  /// How a card arranges its parts: the portrait over the words in a tall card, beside them in
  /// a wide one.
  enum Arrangement {
    case tile
    case row
  }

  let rival: Rival
  let portrait: ImageView
  let nameLabel = Label(text: "", font: .bold(17), color: Theme.text)
  let personalityLabel = Label(text: "", font: .system(13), color: Theme.secondaryText)
  let statusLabel = Label(text: "", font: .bold(12), color: Theme.secondaryText)
  /// The stars kept for the rival, once beaten: at the end of the name's line.
  let starsLabel = Label(text: "", font: .bold(17), color: Theme.draw)
  var arrangement = Arrangement.tile {
    didSet { setNeedsLayout() }
  }

  init(rival: Rival) {
    self.rival = rival
    portrait = ImageView(image: rival.portrait)
    super.init()
    identifier = "rung-\(rival.rawValue)"
    Theme.makePanel(self, fill: Theme.card, cornerRadius: 14)
    personalityLabel.numberOfLines = 3
    starsLabel.identifier = "rung-stars-\(rival.rawValue)"
    for part in [portrait, nameLabel, personalityLabel, statusLabel, starsLabel] as [View] {
      part.isUserInteractionEnabled = false
      addSubview(part)
    }
    nameLabel.text = tr("%1$@. %2$@", rival.rung, rival.word)
    personalityLabel.text = rival.personality
  }

  /// Shows where the player stands with the rival: beaten (when, and the stars kept), the next
  /// to beat, or locked until the rung below is beaten.
  func show(beatenOn date: String?, stars: Int = 0, isNext: Bool, isUnlocked: Bool) {
    isEnabled = isUnlocked
    portrait.alpha = isUnlocked ? 1 : 0.35
    if date != nil, stars < RivalStars.most {
      // A star short of a clean sweep is a reason to come back: the rung says so.
      statusLabel.text = tr("Replay for %1$@", RivalStars.shown(RivalStars.most))
      statusLabel.textColor = Theme.draw
    } else if let date {
      statusLabel.text = tr("✓ Beaten %1$@", date)
      statusLabel.textColor = Theme.win
    } else if isNext {
      statusLabel.text = tr("Next to beat")
      statusLabel.textColor = Theme.draw
    } else {
      statusLabel.text = isUnlocked ? tr("Open") : tr("Locked")
      statusLabel.textColor = Theme.secondaryText
    }
    // Beaten, the rival has been read: the card tells the habit the hint alluded to.
    personalityLabel.text = date == nil ? rival.personality : rival.habitLine(rules: .classic)
    starsLabel.text = date == nil ? "" : RivalStars.shown(stars)
    starsLabel.isHidden = date == nil
    borderColor = isNext ? rival.color : Theme.cardEdge
    borderWidth = isNext ? 3 : 1
    setNeedsLayout()
  }

  /// Gives the end of the name's line to the stars, when shown.
  private func placeStars() {
    guard !starsLabel.isHidden else { return }
    let name = nameLabel.frame
    let width = min(name.width * 0.45, name.height * 3.2)
    let parts = name.divided(atDistance: width, from: .right)
    starsLabel.frame = parts.slice
    starsLabel.font = .bold(nameLabel.font.size)
    starsLabel.alignment = .right
    nameLabel.frame = parts.remainder
  }

  override func draw(in canvas: any Canvas, rect: Rect) {
    super.draw(in: canvas, rect: rect)
    if isHovered || isHighlighted, isEnabled {
      canvas.stroke(rect, color: rival.color, lineWidth: 3, cornerRadius: cornerRadius)
    }
  }

  override func layoutSubviews() {
    let pad = min(10, bounds.width * 0.06, bounds.height * 0.08)
    let inner = bounds.insetBy(dx: pad, dy: pad)
    switch arrangement {
    case .tile:
      let side = max(0, min(inner.width, inner.height * 0.46))
      portrait.frame = Rect(x: inner.midX - side / 2, y: inner.minY, width: side, height: side)
      let unit = max(11, min(17, inner.width / 10))
      var rest = Rect(
        x: inner.minX, y: inner.minY + side + 4, width: inner.width, height: inner.height - side - 4)
      var parts = rest.divided(atDistance: unit * 1.4, from: .top)
      nameLabel.frame = parts.slice
      nameLabel.font = .bold(unit)
      rest = parts.remainder
      parts = rest.divided(atDistance: unit * 1.3, from: .bottom)
      statusLabel.frame = parts.slice
      statusLabel.font = .bold(max(11, unit * 0.8))
      personalityLabel.frame = parts.remainder
      personalityLabel.font = .system(max(11, unit * 0.78))
      for label in [nameLabel, personalityLabel, statusLabel] { label.alignment = .center }
      if !starsLabel.isHidden {
        // Centred names keep their line; the stars go on the standing's line, before it.
        let status = statusLabel.frame
        let parts = status.divided(atDistance: min(status.width * 0.4, status.height * 3.4), from: .left)
        starsLabel.frame = parts.slice
        starsLabel.font = .bold(statusLabel.font.size * 1.15)
        starsLabel.alignment = .right
        statusLabel.frame = parts.remainder.inset(by: EdgeInsets(left: 4))
        statusLabel.alignment = .left
      }
    case .row:
      let side = max(0, min(inner.height, inner.width * 0.3))
      portrait.frame = Rect(x: inner.minX, y: inner.midY - side / 2, width: side, height: side)
      let text = Rect(
        x: inner.minX + side + pad, y: inner.minY, width: max(0, inner.width - side - pad),
        height: inner.height)
      let unit = max(11, min(17, text.height / 4.2, text.width / 12))
      guard text.height >= unit * 3.9 else {
        // Too low for the name, a line of personality and the standing one under the other:
        // the name and the standing share a line, and the personality waits for a taller row.
        let lineHeight = min(unit * 1.4, text.height)
        let line = Rect(x: text.minX, y: text.midY - lineHeight / 2, width: text.width, height: lineHeight)
        // The standing takes what it needs (up to 55%), the name the rest.
        let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
        let standing = measurer.size(of: statusLabel.text, font: .bold(max(11, unit * 0.8))).width + 8
        let halves = line.divided(
          atDistance: line.width - min(line.width * 0.55, max(line.width * 0.4, standing)), from: .left)
        nameLabel.frame = halves.slice
        nameLabel.font = .bold(unit)
        nameLabel.alignment = .left
        statusLabel.frame = halves.remainder.inset(
          by: EdgeInsets(right: min(6, halves.remainder.width * 0.1)))
        statusLabel.font = .bold(max(11, unit * 0.8))
        statusLabel.alignment = .right
        personalityLabel.frame = Rect(x: text.minX, y: text.midY, width: 0, height: 0)
        placeStars()
        return
      }
      var parts = text.divided(atDistance: unit * 1.4, from: .top)
      nameLabel.frame = parts.slice
      nameLabel.font = .bold(unit)
      parts = parts.remainder.divided(atDistance: unit * 1.3, from: .bottom)
      statusLabel.frame = parts.slice
      statusLabel.font = .bold(max(11, unit * 0.8))
      personalityLabel.frame = parts.remainder
      personalityLabel.font = .system(max(11, unit * 0.85))
      for label in [nameLabel, personalityLabel, statusLabel] { label.alignment = .left }
      placeStars()
    }
  }
}
