import CSDL2
import ViewKit

/// The view kit's canvas drawn with an SDL renderer. Takes points, draws pixels: every
/// coordinate is multiplied by ``scale`` (output pixels per window point).
@MainActor
final class SDLCanvas: Canvas {
  let renderer: OpaquePointer
  let text: TextTextureCache
  let images: ImageTextureCache
  let corners: CornerTextureCache
  var scale: Double
  var opacity: Double = 1
  private var clips: [Rect] = []
  /// The window point drawn at the current target's top left: a layer's own, so that a
  /// turned view's upright drawing lands inside its texture even where it overhangs the window.
  private var origin = Point(x: 0, y: 0)
  /// The layers of transformed views being drawn, innermost last.
  private var layers: [Layer] = []
  /// Render-target textures kept for the layers, one per depth, reused while the size holds.
  private var layerTextures: [(texture: OpaquePointer, width: Int32, height: Int32)] = []

  private struct Layer {
    /// Where drawing went before, and goes again once the layer is shown (nil: the window).
    var previousTarget: OpaquePointer?
    /// Nil when no texture could be made: the layer is then drawn upright, in place.
    var texture: OpaquePointer?
    var transform: AffineTransform
    var rect: Rect
    /// The clips outside the layer: they apply where the layer lands, turned, not to its
    /// upright drawing, which may overhang them.
    var outerClips: [Rect]
    /// The origin outside the layer.
    var outerOrigin: Point
  }

  /// Whether the renderer is SDL's software one.
  let isSoftware: Bool

  init(renderer: OpaquePointer, isSoftware: Bool, fonts: FontLibrary, assetsDirectory: String, scale: Double)
  {
    self.renderer = renderer
    self.isSoftware = isSoftware
    self.scale = scale
    self.text = TextTextureCache(renderer: renderer, fonts: fonts)
    self.images = ImageTextureCache(renderer: renderer, assetsDirectory: assetsDirectory)
    self.corners = CornerTextureCache(renderer: renderer)
  }

  // MARK: Text

  func size(of string: String, font: Font) -> Size {
    let key = textKey(string, font)
    let pixels = text.measure(key)
    return Size(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
  }

  private func textKey(_ string: String, _ font: Font) -> TextTextureCache.Key {
    TextTextureCache.Key(text: string, weight: font.weight, pixelSize: Int((font.size * scale).rounded()))
  }

  func drawText(_ string: String, font: Font, color: Color, in rect: Rect, alignment: TextAlignment) {
    guard let entry = text.texture(for: textKey(string, font)) else { return }
    let box = pixelRect(rect)
    let width = Double(entry.width)
    let height = Double(entry.height)
    let x: Double
    switch alignment {
    case .left: x = box.x
    case .center: x = box.x + (box.w - width) / 2
    case .right: x = box.x + box.w - width
    }
    var destination = SDL_Rect(
      x: Int32(x.rounded()), y: Int32((box.y + (box.h - height) / 2).rounded()), w: Int32(entry.width),
      h: Int32(entry.height))
    SDL_SetTextureColorMod(entry.texture, channel(color.red), channel(color.green), channel(color.blue))
    SDL_SetTextureAlphaMod(entry.texture, channel(color.alpha * opacity))
    SDL_RenderCopy(renderer, entry.texture, nil, &destination)
  }

  // MARK: Pictures

  func drawImage(_ image: Image, in rect: Rect) {
    let box = pixelRect(rect)
    guard let natural = images.pixelSize(of: image) else { return }
    let fitted = Rect(x: box.x, y: box.y, width: box.w, height: box.h)
      .aspectFit(Size(width: Double(natural.width), height: Double(natural.height)))
    // On whole pixels, so that the picture is copied pixel for pixel.
    guard let pixels = PixelBox((fitted.minX, fitted.minY, fitted.width, fitted.height)),
      let texture = images.texture(for: image, width: pixels.width, height: pixels.height)
    else { return }
    var destination = pixels.sdlRect
    SDL_SetTextureAlphaMod(texture, channel(opacity))
    SDL_RenderCopy(renderer, texture, nil, &destination)
  }

  // MARK: Shapes

  // Rounded rectangles are drawn on whole pixels as nine pieces: the four corners copied from a
  // small antialiased texture (a disc or a ring, tinted), and the straight parts between them as
  // plain rectangles (runs of rows of one colour for a gradient), opaque ones without blending.
  // The software renderer fills a rectangle at the speed of memory, where each triangle of a fan
  // cost it a temporary surface the size of the triangle's bounding box, cleared and blended whole.

  func fill(_ rect: Rect, color: Color, cornerRadius: Double) {
    fillGradient(rect, top: color, bottom: color, cornerRadius: cornerRadius)
  }

  func fillGradient(_ rect: Rect, top: Color, bottom: Color, cornerRadius: Double) {
    guard let box = PixelBox(pixelRect(rect)) else { return }
    let radius = box.radius(cornerRadius * scale)
    if radius > 0, let tile = corners.texture(.init(side: radius, radius: radius, lineWidthQuarters: 0)) {
      // A corner takes the gradient's colour at its middle row.
      let share = Double(radius) / 2 / Double(box.height)
      copyCorners(
        tile, side: radius, of: box, top: top.mixed(with: bottom, amount: share),
        bottom: top.mixed(with: bottom, amount: 1 - share))
    }
    let parts = [
      PixelBox(x: box.x + radius, y: box.y, width: box.width - 2 * radius, height: box.height),
      PixelBox(x: box.x, y: box.y + radius, width: radius, height: box.height - 2 * radius),
      PixelBox(x: box.maxX - radius, y: box.y + radius, width: radius, height: box.height - 2 * radius),
    ]
    .filter { $0.width > 0 && $0.height > 0 }
    guard top != bottom else {
      for part in parts { fillPixels(part, color: top) }
      return
    }
    // A vertical gradient is rows of colour: each run of rows whose colour rounds to the same
    // bytes is one band (a few dozen for the window's background), found once for the box and
    // filled across each part it crosses.
    var runStart = box.y
    var runColor = gradientColor(top, bottom, row: box.y, of: box)
    for row in (box.y + 1)...box.maxY {
      let color = row < box.maxY ? gradientColor(top, bottom, row: row, of: box) : nil
      guard color != runColor else { continue }
      for part in parts {
        let from = max(runStart, part.y)
        let to = min(row, part.maxY)
        if to > from {
          fillPixels(PixelBox(x: part.x, y: from, width: part.width, height: to - from), color: runColor)
        }
      }
      runStart = row
      if let color { runColor = color }
    }
  }

  /// The gradient's colour at the centre of a row of `box`, rounded to the bytes it is drawn with.
  private func gradientColor(_ top: Color, _ bottom: Color, row: Int, of box: PixelBox) -> Color {
    let mixed = top.mixed(with: bottom, amount: (Double(row - box.y) + 0.5) / Double(box.height))
    func byte(_ value: Double) -> Double { (min(1, max(0, value)) * 255).rounded() / 255 }
    return Color(
      red: byte(mixed.red), green: byte(mixed.green), blue: byte(mixed.blue), alpha: byte(mixed.alpha))
  }

  func stroke(_ rect: Rect, color: Color, lineWidth: Double, cornerRadius: Double) {
    guard let box = PixelBox(pixelRect(rect)), lineWidth > 0 else { return }
    let quarters = max(4, Int((lineWidth * scale * 4).rounded()))
    let width = Double(quarters) / 4
    let radius = box.radius(cornerRadius * scale)
    let side = max(radius, Int(width.rounded(.up)))
    guard 2 * side <= box.width, 2 * side <= box.height,
      let tile = corners.texture(.init(side: side, radius: radius, lineWidthQuarters: quarters))
    else {
      // Smaller than its own corners: triangles, which cost little at this size.
      let shape = RoundedRectangle(
        x: Double(box.x), y: Double(box.y), width: Double(box.width), height: Double(box.height),
        radius: cornerRadius * scale)
      render(shape.strokeVertices(width: width, color: vertexColor(color)))
      return
    }
    copyCorners(tile, side: side, of: box, top: color, bottom: color)
    // The sides: whole pixels of the line, then one pixel as covered as the fraction left.
    let whole = Int(width)
    let fraction = width - Double(whole)
    let long = (horizontal: box.width - 2 * side, vertical: box.height - 2 * side)
    for (thickness, share) in [(whole, 1.0), (1, fraction)] where share > 0.01 {
      let offset = share < 1 ? whole : 0
      let lineColor = color.withAlpha(color.alpha * share)
      let sides = [
        PixelBox(x: box.x + side, y: box.y + offset, width: long.horizontal, height: thickness),
        PixelBox(
          x: box.x + side, y: box.maxY - offset - thickness, width: long.horizontal, height: thickness),
        PixelBox(x: box.x + offset, y: box.y + side, width: thickness, height: long.vertical),
        PixelBox(x: box.maxX - offset - thickness, y: box.y + side, width: thickness, height: long.vertical),
      ]
      for part in sides where part.width > 0 && part.height > 0 { fillPixels(part, color: lineColor) }
    }
  }

  /// Copies the four quarters of a corner texture `2 * side` pixels square into the corners of
  /// `box`, the top ones tinted `top` and the bottom ones `bottom`.
  private func copyCorners(_ texture: OpaquePointer, side: Int, of box: PixelBox, top: Color, bottom: Color) {
    for (color, row, y) in [(top, 0, box.y), (bottom, side, box.maxY - side)] {
      SDL_SetTextureColorMod(texture, channel(color.red), channel(color.green), channel(color.blue))
      SDL_SetTextureAlphaMod(texture, channel(color.alpha * opacity))
      for (column, x) in [(0, box.x), (side, box.maxX - side)] {
        var source = SDL_Rect(x: Int32(column), y: Int32(row), w: Int32(side), h: Int32(side))
        var destination = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(side), h: Int32(side))
        SDL_RenderCopy(renderer, texture, &source, &destination)
      }
    }
  }

  /// A rectangle of whole pixels in one colour; without blending when it is opaque.
  private func fillPixels(_ box: PixelBox, color: Color) {
    let alpha = color.alpha * opacity
    guard alpha > 0 else { return }
    // The software renderer fills an unblended rectangle with a memset; an accelerated one
    // blends for free, and one state fewer is one shader fewer to compile (llvmpipe compiles
    // each on first use).
    let unblended = isSoftware && alpha >= 1
    if unblended { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE) }
    setDrawColor(color)
    var rect = box.sdlRect
    SDL_RenderFillRect(renderer, &rect)
    if unblended { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) }
  }

  func fillPolygon(_ points: [Point], color: Color) {
    guard points.count >= 3 else { return }
    let sdlColor = vertexColor(color)
    let pixels = points.map {
      SDL_FPoint(x: Float(($0.x - origin.x) * scale), y: Float(($0.y - origin.y) * scale))
    }
    var vertices: [SDL_Vertex] = []
    for index in 1..<(pixels.count - 1) {
      for point in [pixels[0], pixels[index], pixels[index + 1]] {
        vertices.append(SDL_Vertex(position: point, color: sdlColor, tex_coord: SDL_FPoint(x: 0, y: 0)))
      }
    }
    render(vertices)
  }

  // MARK: Clipping

  func pushClip(_ rect: Rect) {
    let clipped = clips.last.map { rect.intersection($0) } ?? rect
    clips.append(clipped)
    applyClip()
  }

  func popClip() {
    _ = clips.popLast()
    applyClip()
  }

  private func applyClip() {
    guard let clip = clips.last else {
      SDL_RenderSetClipRect(renderer, nil)
      return
    }
    let box = pixelRect(clip)
    var sdlRect = SDL_Rect(
      x: Int32(box.x.rounded(.down)), y: Int32(box.y.rounded(.down)), w: Int32(max(0, box.w.rounded(.up))),
      h: Int32(max(0, box.h.rounded(.up))))
    SDL_RenderSetClipRect(renderer, &sdlRect)
  }

  // MARK: Transforms

  // A transformed view is drawn upright into a transparent texture the size of the current
  // target, at the same coordinates, then copied turned (SDL_RenderCopyEx) into the target it
  // replaces: exact for quarter turns, one copy per frame of the view's rectangle only.

  func pushTransform(_ transform: AffineTransform, of rect: Rect) {
    let previous = SDL_GetRenderTarget(renderer)
    var width: Int32 = 0
    var height: Int32 = 0
    if let previous {
      SDL_QueryTexture(previous, nil, nil, &width, &height)
    } else {
      SDL_GetRendererOutputSize(renderer, &width, &height)
    }
    let texture = layerTexture(depth: layers.count, width: width, height: height)
    layers.append(
      Layer(
        previousTarget: previous, texture: texture, transform: transform, rect: rect, outerClips: clips,
        outerOrigin: origin))
    guard let texture, SDL_SetRenderTarget(renderer, texture) == 0 else {
      layers[layers.count - 1].texture = nil
      return
    }
    clips = []
    // On whole pixels, so that the layer is copied back pixel for pixel.
    origin = Point(
      x: (rect.minX * scale).rounded(.down) / scale, y: (rect.minY * scale).rounded(.down) / scale)
    applyClip()
    if let box = PixelBox(pixelRect(rect)) {
      // Two pixels round the view too: the layer is reused, and a turned copy that samples just
      // past its edge must find nothing there, not the last turned view's pixels.
      var region = PixelBox(x: box.x - 2, y: box.y - 2, width: box.width + 4, height: box.height + 4).sdlRect
      SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
      SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
      SDL_RenderFillRect(renderer, &region)
      SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }
  }

  func popTransform() {
    guard let layer = layers.popLast(), let texture = layer.texture else { return }
    let drawn = PixelBox(pixelRect(layer.rect))
    SDL_SetRenderTarget(renderer, layer.previousTarget)
    clips = layer.outerClips
    origin = layer.outerOrigin
    applyClip()
    guard let drawn, let box = PixelBox(pixelRect(layer.rect)) else { return }
    let factor = layer.transform.scale
    if let exact = quarterTurnCopy(of: drawn, to: box, turned: layer.transform) {
      var source = exact.source
      var destination = exact.destination
      var pivot = exact.pivot
      SDL_SetTextureAlphaMod(texture, 255)
      SDL_RenderCopyExF(renderer, texture, &source, &destination, exact.degrees, &pivot, SDL_FLIP_NONE)
      return
    }
    let center = (x: (layer.rect.midX - origin.x) * scale, y: (layer.rect.midY - origin.y) * scale)
    let shift = (x: layer.transform.tx * scale, y: layer.transform.ty * scale)
    var source = drawn.sdlRect
    var destination = SDL_FRect(
      x: Float(center.x + (Double(box.x) - center.x) * factor + shift.x),
      y: Float(center.y + (Double(box.y) - center.y) * factor + shift.y),
      w: Float(Double(box.width) * factor), h: Float(Double(box.height) * factor))
    var pivot = SDL_FPoint(
      x: Float(center.x + shift.x) - destination.x, y: Float(center.y + shift.y) - destination.y)
    let degrees = layer.transform.rotationAngle * 180 / Double.pi
    SDL_SetTextureAlphaMod(texture, 255)
    SDL_RenderCopyExF(renderer, texture, &source, &destination, degrees, &pivot, SDL_FLIP_NONE)
  }

  /// A quarter turn, unscaled, of the layer's pixels `drawn` onto `box` in the target, placed on
  /// whole pixels: both are widened by a (cleared) pixel where their sides differ in parity, so
  /// that the turned box's corners fall on pixel corners and every pixel is copied whole,
  /// whatever the renderer. Nil for any other transform.
  private func quarterTurnCopy(
    of drawn: PixelBox, to box: PixelBox, turned transform: AffineTransform
  )
    -> (source: SDL_Rect, destination: SDL_FRect, pivot: SDL_FPoint, degrees: Double)?
  {
    let quarters = transform.rotationAngle / (Double.pi / 2)
    guard abs(transform.scale - 1) < 1e-9, abs(quarters - quarters.rounded()) < 1e-9 else { return nil }
    let width = drawn.width + abs(drawn.width - drawn.height) % 2
    let shift = (x: (transform.tx * scale).rounded(), y: (transform.ty * scale).rounded())
    let source = SDL_Rect(x: Int32(drawn.x), y: Int32(drawn.y), w: Int32(width), h: Int32(drawn.height))
    let destination = SDL_FRect(
      x: Float(Double(box.x) + shift.x), y: Float(Double(box.y) + shift.y), w: Float(width),
      h: Float(drawn.height))
    let pivot = SDL_FPoint(x: Float(width) / 2, y: Float(drawn.height) / 2)
    return (source, destination, pivot, quarters.rounded() * 90)
  }

  private func layerTexture(depth: Int, width: Int32, height: Int32) -> OpaquePointer? {
    guard width > 0, height > 0 else { return nil }
    if depth < layerTextures.count {
      let kept = layerTextures[depth]
      if kept.width == width && kept.height == height { return kept.texture }
      // The window changed size: this depth and the deeper ones are made again as reached.
      for stale in layerTextures[depth...] { SDL_DestroyTexture(stale.texture) }
      layerTextures.removeSubrange(depth...)
    }
    // Depths are reached in order, so a missing one is the next.
    guard depth == layerTextures.count,
      let made = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height)
    else { return nil }
    SDL_SetTextureBlendMode(made, SDL_BLENDMODE_BLEND)
    // A layer is copied back turned by quarter turns, pixel for pixel: sampled linearly, the
    // transparent edge beyond a turned word bled faint pixels into its neighbour's.
    SDL_SetTextureScaleMode(made, SDL_ScaleModeNearest)
    layerTextures.append((made, width, height))
    return made
  }

  // MARK: Helpers

  private func pixelRect(_ rect: Rect) -> (x: Double, y: Double, w: Double, h: Double) {
    ((rect.minX - origin.x) * scale, (rect.minY - origin.y) * scale, rect.width * scale, rect.height * scale)
  }

  private func channel(_ value: Double) -> UInt8 {
    UInt8(min(255, max(0, (value * 255).rounded())))
  }

  private func vertexColor(_ color: Color) -> SDL_Color {
    SDL_Color(
      r: channel(color.red), g: channel(color.green), b: channel(color.blue),
      a: channel(color.alpha * opacity))
  }

  private func setDrawColor(_ color: Color) {
    SDL_SetRenderDrawColor(
      renderer, channel(color.red), channel(color.green), channel(color.blue), channel(color.alpha * opacity))
  }

  private func render(_ vertices: [SDL_Vertex]) {
    guard !vertices.isEmpty else { return }
    vertices.withUnsafeBufferPointer { buffer in
      _ = SDL_RenderGeometry(renderer, nil, buffer.baseAddress, Int32(buffer.count), nil, 0)
    }
  }

  /// Called once a frame has been drawn.
  func endFrame() {
    text.endFrame()
    corners.endFrame()
    images.endFrame()
    clips.removeAll()
    while !layers.isEmpty { popTransform() }
    SDL_RenderSetClipRect(renderer, nil)
  }
}

/// A rectangle on whole pixels: a shape's edges rounded to the nearest pixel boundary.
struct PixelBox {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Nil when nothing is left once rounded.
  init?(_ rect: (x: Double, y: Double, w: Double, h: Double)) {
    guard rect.w.isFinite, rect.h.isFinite, rect.x.isFinite, rect.y.isFinite else { return nil }
    let left = Int(rect.x.rounded())
    let top = Int(rect.y.rounded())
    let right = Int((rect.x + rect.w).rounded())
    let bottom = Int((rect.y + rect.h).rounded())
    guard right > left, bottom > top else { return nil }
    self.init(x: left, y: top, width: right - left, height: bottom - top)
  }

  var maxX: Int { x + width }
  var maxY: Int { y + height }

  /// A corner radius in whole pixels that fits the box.
  func radius(_ pixels: Double) -> Int {
    guard pixels.isFinite, pixels > 0 else { return 0 }
    return max(0, min(Int(pixels.rounded()), width / 2, height / 2))
  }

  var sdlRect: SDL_Rect {
    SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(width), h: Int32(height))
  }
}
