import CSDL2
import Foundation

/// The small textures that the corners of rounded rectangles are copied from: a white disc or ring
/// with antialiased edges, whose four quarters are the four corners. Tinted when drawn, made once
/// per size.
@MainActor
final class CornerTextureCache {
  /// A disc of `radius` pixels in a square of `2 * side`, or the ring `lineWidth` pixels wide
  /// inside its edge; `side` exceeds the radius when a stroke is wider than its corners.
  struct CornerKey: Hashable {
    let side: Int
    let radius: Int
    /// Quarter pixels; 0 for a filled disc.
    let lineWidthQuarters: Int
  }

  private let renderer: OpaquePointer
  /// Many sizes come and go while a window is resized; a few hundred frames keep them.
  private var shelf = TextureShelf<CornerKey>(capacity: 96, maximumAge: 300)

  init(renderer: OpaquePointer) {
    self.renderer = renderer
  }

  /// The corner texture for `key`: `2 * side` pixels square, white, its alpha the coverage.
  func texture(_ key: CornerKey) -> OpaquePointer? {
    shelf.texture(for: key) { makeCorner(key) }
  }

  private func makeCorner(_ key: CornerKey) -> OpaquePointer? {
    let size = key.side * 2
    let lineWidth = key.lineWidthQuarters > 0 ? Double(key.lineWidthQuarters) / 4 : nil
    var pixels = [UInt32](repeating: 0, count: size * size)
    for row in 0..<size {
      for column in 0..<size {
        let alpha = CornerTextureCache.coverage(
          column: column, row: row, side: key.side, radius: Double(key.radius), lineWidth: lineWidth)
        pixels[row * size + column] = UInt32((alpha * 255).rounded()) << 24 | 0x00FF_FFFF
      }
    }
    return makeTexture(width: size, height: size, pixels: pixels)
  }

  /// How much of the pixel at (`column`, `row`) a rounded square of `2 * side` pixels with
  /// corners of `radius` covers: all of it inside, a one-pixel ramp across the edge, the pixel's
  /// distance to the edge measured from its centre. With a `lineWidth`, only the band that wide
  /// inside the edge (a stroke).
  static func coverage(column: Int, row: Int, side: Int, radius: Double, lineWidth: Double?) -> Double {
    // Each quarter is a corner: fold the square onto the top-left one.
    let x = column < side ? Double(column) + 0.5 : Double(2 * side - column) - 0.5
    let y = row < side ? Double(row) + 0.5 : Double(2 * side - row) - 0.5
    // The distance inside the edge: to the arc in the corner, else to the nearer straight side.
    let inside: Double
    if x < radius && y < radius {
      inside = radius - ((radius - x) * (radius - x) + (radius - y) * (radius - y)).squareRoot()
    } else {
      inside = min(x, y)
    }
    let outer = min(1, max(0, inside + 0.5))
    guard let lineWidth else { return outer }
    return outer - min(1, max(0, inside + 0.5 - lineWidth))
  }

  private func makeTexture(width: Int, height: Int, pixels: [UInt32]) -> OpaquePointer? {
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(width),
        Int32(height))
    else { return nil }
    pixels.withUnsafeBytes { buffer in
      _ = SDL_UpdateTexture(texture, nil, buffer.baseAddress, Int32(width * 4))
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    // Drawn pixel for pixel, so filtering changes nothing; left linear like the text's textures,
    // so that an accelerated renderer draws both with one shader.
    return texture
  }

  /// Called after each frame: drops textures unused for a while once there are many.
  func endFrame() { shelf.endFrame() }

  func removeAll() { shelf.removeAll() }
}
