/// Shows a picture scaled to fit its bounds, keeping its aspect ratio.
@MainActor
open class ImageView: View {
  public var image: Image? {
    didSet { if image != oldValue { setNeedsDisplay() } }
  }

  public init(image: Image? = nil, frame: Rect = .zero) {
    self.image = image
    super.init(frame: frame)
  }

  open override func draw(in canvas: any Canvas, rect: Rect) {
    super.draw(in: canvas, rect: rect)
    if let image { canvas.drawImage(image, in: rect) }
  }
}
