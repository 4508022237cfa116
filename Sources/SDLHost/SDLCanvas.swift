import CSDL2
import ViewKit

/// The view kit's canvas drawn with an SDL renderer. Takes points, draws pixels: every
/// coordinate is multiplied by ``scale`` (output pixels per window point).
@MainActor
final class SDLCanvas: Canvas {
  let renderer: OpaquePointer
  let text: TextTextureCache
  let images: ImageTextureCache
  var scale: Double
  var opacity: Double = 1
  private var clips: [Rect] = []

  init(renderer: OpaquePointer, fonts: FontLibrary, assetsDirectory: String, scale: Double) {
    self.renderer = renderer
    self.scale = scale
    self.text = TextTextureCache(renderer: renderer, fonts: fonts)
    self.images = ImageTextureCache(renderer: renderer, assetsDirectory: assetsDirectory)
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
    guard let level = images.texture(for: image, targetWidth: fitted.width) else { return }
    var destination = SDL_FRect(
      x: Float(fitted.minX), y: Float(fitted.minY), w: Float(fitted.width), h: Float(fitted.height))
    SDL_SetTextureAlphaMod(level.texture, channel(opacity))
    SDL_RenderCopyF(renderer, level.texture, nil, &destination)
  }

  // MARK: Shapes

  func fill(_ rect: Rect, color: Color, cornerRadius: Double) {
    fillGradient(rect, top: color, bottom: color, cornerRadius: cornerRadius)
  }

  func fillGradient(_ rect: Rect, top: Color, bottom: Color, cornerRadius: Double) {
    let box = pixelRect(rect)
    guard box.w > 0, box.h > 0 else { return }
    if cornerRadius <= 0 && top == bottom {
      setDrawColor(top)
      var sdlRect = SDL_FRect(x: Float(box.x), y: Float(box.y), w: Float(box.w), h: Float(box.h))
      SDL_RenderFillRectF(renderer, &sdlRect)
      return
    }
    let shape = RoundedRectangle(
      x: box.x, y: box.y, width: box.w, height: box.h, radius: cornerRadius * scale)
    let vertices = shape.fillVertices { y in
      let amount = box.h > 0 ? (y - box.y) / box.h : 0
      return self.vertexColor(top.mixed(with: bottom, amount: min(1, max(0, amount))))
    }
    render(vertices)
  }

  func stroke(_ rect: Rect, color: Color, lineWidth: Double, cornerRadius: Double) {
    let box = pixelRect(rect)
    guard box.w > 0, box.h > 0, lineWidth > 0 else { return }
    let shape = RoundedRectangle(
      x: box.x, y: box.y, width: box.w, height: box.h, radius: cornerRadius * scale)
    render(shape.strokeVertices(width: max(1, lineWidth * scale), color: vertexColor(color)))
  }

  func fillPolygon(_ points: [Point], color: Color) {
    guard points.count >= 3 else { return }
    let sdlColor = vertexColor(color)
    let pixels = points.map { SDL_FPoint(x: Float($0.x * scale), y: Float($0.y * scale)) }
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

  // MARK: Helpers

  private func pixelRect(_ rect: Rect) -> (x: Double, y: Double, w: Double, h: Double) {
    (rect.minX * scale, rect.minY * scale, rect.width * scale, rect.height * scale)
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
    clips.removeAll()
    SDL_RenderSetClipRect(renderer, nil)
  }
}
