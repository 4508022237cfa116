import GameCore
import ViewKit

/// The landscape arrangement of the game screen: a rail down the left side with the icon and
/// the names of the moves in play in their colours, and the holder for the game to its right.
public final class LandscapeContainerView: View {
  public let holder: View = HolderView()
  private let rail = View()
  private let icon = ImageView(image: Image(named: "icon"))
  private var words: [Label] = []

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    identifier = "landscape-container"
    holder.identifier = "landscape-holder"
    Theme.makePanel(rail, fill: Theme.table, cornerRadius: 16)
    rail.addSubview(icon)
    show(.classic)
    addSubview(rail)
    addSubview(holder)
  }

  /// Names the moves of `rules` down the rail.
  public func show(_ rules: Rules) {
    for word in words { word.removeFromSuperview() }
    words = rules.moves.map { move in
      Label(
        text: move.name.uppercased(), font: .bold(16),
        color: Theme.tint(for: move).mixed(with: .white, amount: 0.45))
    }
    for word in words { rail.addSubview(word) }
    setNeedsLayout()
  }

  public override func draw(in canvas: any Canvas, rect: Rect) {
    canvas.fillGradient(rect, top: Theme.backgroundTop, bottom: Theme.backgroundBottom, cornerRadius: 0)
  }

  public override func layoutSubviews() {
    let margin = max(6, min(24, bounds.height * 0.03))
    let railWidth = max(80, min(180, bounds.width * 0.11))
    let area = bounds.insetBy(dx: margin, dy: margin)
    let parts = area.divided(atDistance: railWidth, from: .left)
    rail.frame = parts.slice
    holder.frame = parts.remainder.inset(by: EdgeInsets(left: margin * 0.75))
    let inner = rail.bounds.insetBy(dx: 8, dy: 12)
    let iconSide = min(inner.width, inner.height)
    icon.frame = Rect(x: inner.minX, y: inner.minY, width: iconSide, height: iconSide)
    let wordHeight = min(40, max(18, inner.width * 0.3))
    // One size for every name, the largest at which the longest fits the rail.
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    let size = TextLayout.largestSize(
      fitting: words.map { ($0.text, inner.width) },
      font: .bold(Theme.fontSize(0.55, of: wordHeight, minimum: 10, maximum: 22)), measurer: measurer)
    // On a rail too narrow for the names whole, the icon alone is decoration enough.
    let namesFit = words.allSatisfy { measurer.size(of: $0.text, font: .bold(size)).width <= inner.width }
    var top = icon.frame.maxY + 16
    for word in words {
      word.font = .bold(size)
      word.frame = Rect(x: inner.minX, y: top, width: inner.width, height: wordHeight)
      word.isHidden = !namesFit || word.frame.maxY > inner.maxY
      top += wordHeight + 4
    }
  }
}
