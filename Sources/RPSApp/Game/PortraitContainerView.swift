import GameCore
import ViewKit

/// The portrait arrangement of the game screen: a marquee with the moves in play across the top,
/// and the holder for the game below it.
public final class PortraitContainerView: View {
  public let holder: View = HolderView()
  private let marquee = View()
  private let icon = ImageView(image: Image(named: "icon"))
  private let wordmark = Label(text: "ROCK · PAPER · SCISSORS", font: .bold(22), color: Theme.text)
  private let tagline = Label(text: "First to three wins", font: .system(14), color: Theme.secondaryText)

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    identifier = "portrait-container"
    holder.identifier = "portrait-holder"
    Theme.makePanel(marquee, fill: Theme.table, cornerRadius: 16)
    wordmark.alignment = .left
    tagline.alignment = .left
    for view in [icon, wordmark, tagline] { marquee.addSubview(view) }
    addSubview(marquee)
    addSubview(holder)
  }

  /// Names the moves of `rules` in the marquee.
  public func show(_ rules: Rules) {
    wordmark.text = rules.moves.map { $0.name.uppercased() }.joined(separator: " · ")
  }

  public override func draw(in canvas: any Canvas, rect: Rect) {
    canvas.fillGradient(rect, top: Theme.backgroundTop, bottom: Theme.backgroundBottom, cornerRadius: 0)
  }

  public override func layoutSubviews() {
    let margin = max(6, min(24, bounds.width * 0.03))
    let marqueeHeight = max(44, min(110, bounds.height * 0.09))
    let area = bounds.insetBy(dx: margin, dy: margin)
    let parts = area.divided(atDistance: marqueeHeight, from: .top)
    marquee.frame = parts.slice
    holder.frame = parts.remainder.inset(by: EdgeInsets(top: margin * 0.75))
    let inner = marquee.bounds.insetBy(dx: 10, dy: 6)
    let iconSide = min(inner.height, inner.width)
    icon.frame = Rect(x: inner.minX, y: inner.minY, width: iconSide, height: iconSide)
    let text = Rect(
      x: icon.frame.maxX + 10, y: inner.minY, width: max(0, inner.maxX - icon.frame.maxX - 10),
      height: inner.height)
    let lines = text.divided(atDistance: text.height * 0.6, from: .top)
    wordmark.font = .bold(Theme.fontSize(0.5, of: lines.slice.height, minimum: 12, maximum: 40))
    tagline.font = .system(Theme.fontSize(0.75, of: lines.remainder.height, minimum: 10, maximum: 22))
    wordmark.frame = lines.slice
    tagline.frame = lines.remainder
  }
}
