import CSDL2
import ViewKit

/// Rasterised lines of text, kept as white textures and tinted when drawn, so a line is
/// rasterised once while it stays on screen, whatever its colour or opacity.
@MainActor
final class TextTextureCache {
  struct Key: Hashable {
    let text: String
    let weight: Font.Weight
    let pixelSize: Int
  }

  struct Entry {
    let texture: OpaquePointer
    let width: Int
    let height: Int
    var lastUsedFrame: Int

    var bytes: Int { width * height * 4 }
  }

  private let renderer: OpaquePointer
  private let fonts: FontLibrary
  /// Lines not drawn in the latest frame are kept up to this many bytes of texture, the least
  /// recently drawn forgotten first: they come back quickly, and a long session meets an
  /// endless variety of them (scores, dates, match cards at twice the size).
  static let idleBudget = 2 * 1024 * 1024

  private var entries: [Key: Entry] = [:]
  /// The bytes of all the entries' textures, and of those drawn in the frame under way.
  private var bytes = 0
  private var drawnBytes = 0
  private var measurements: [Key: (width: Int, height: Int)] = [:]
  private var frame = 0

  /// How many lines have been rasterised in all; tests use it to see that nothing is redone.
  private(set) var rasterizedCount = 0

  init(renderer: OpaquePointer, fonts: FontLibrary) {
    self.renderer = renderer
    self.fonts = fonts
  }

  /// The pixel size of a line, measured with the real font.
  func measure(_ key: Key) -> (width: Int, height: Int) {
    if let known = measurements[key] { return known }
    var width: Int32 = 0
    var height: Int32 = 0
    if let font = fonts.font(key.weight, pixelSize: key.pixelSize) {
      TTF_SizeUTF8(font, key.text, &width, &height)
      if height == 0 { height = TTF_FontHeight(font) }
    }
    let size = (width: Int(width), height: Int(height))
    if measurements.count > 4096 { measurements.removeAll(keepingCapacity: true) }
    measurements[key] = size
    return size
  }

  /// The texture for a line, rasterising it only the first time.
  func texture(for key: Key) -> Entry? {
    if var entry = entries[key] {
      if entry.lastUsedFrame < frame { drawnBytes += entry.bytes }
      entry.lastUsedFrame = frame
      entries[key] = entry
      return entry
    }
    guard !key.text.isEmpty, let font = fonts.font(key.weight, pixelSize: key.pixelSize),
      let surface = TTF_RenderUTF8_Blended(font, key.text, SDL_Color(r: 255, g: 255, b: 255, a: 255))
    else { return nil }
    defer { SDL_FreeSurface(surface) }
    guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    rasterizedCount += 1
    let entry = Entry(
      texture: texture, width: Int(surface.pointee.w), height: Int(surface.pointee.h), lastUsedFrame: frame)
    entries[key] = entry
    bytes += entry.bytes
    drawnBytes += entry.bytes
    return entry
  }

  /// Called after each frame: forgets the least recently drawn lines while those not drawn in
  /// this frame take more than ``idleBudget``.
  func endFrame() {
    defer {
      frame += 1
      drawnBytes = 0
    }
    // Sorted only when the lines not drawn now are over budget, not whenever a big window's
    // visible lines alone are.
    var idleBytes = bytes - drawnBytes
    guard idleBytes > TextTextureCache.idleBudget else { return }
    let idle = entries.filter { $0.value.lastUsedFrame < frame }.sorted {
      $0.value.lastUsedFrame < $1.value.lastUsedFrame
    }
    for (key, entry) in idle where idleBytes > TextTextureCache.idleBudget {
      SDL_DestroyTexture(entry.texture)
      entries[key] = nil
      bytes -= entry.bytes
      idleBytes -= entry.bytes
    }
  }

  func removeAll() {
    for entry in entries.values { SDL_DestroyTexture(entry.texture) }
    entries.removeAll()
    bytes = 0
    drawnBytes = 0
  }
}
