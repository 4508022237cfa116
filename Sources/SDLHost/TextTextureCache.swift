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

  /// The pixel size of a line, measured with the real fonts, run by run as it is drawn.
  func measure(_ key: Key) -> (width: Int, height: Int) {
    if let known = measurements[key] { return known }
    let size: (width: Int, height: Int)
    if let runs = runs(of: key) {
      let metrics = lineMetrics(runs)
      size = (width: runs.reduce(0) { $0 + width(of: $1) }, height: metrics.ascent + metrics.descent)
    } else {
      var width: Int32 = 0
      var height: Int32 = 0
      if let font = fonts.font(key.weight, pixelSize: key.pixelSize) {
        TTF_SizeUTF8(font, key.text, &width, &height)
        if height == 0 { height = TTF_FontHeight(font) }
      }
      size = (width: Int(width), height: Int(height))
    }
    if measurements.count > 4096 { measurements.removeAll(keepingCapacity: true) }
    measurements[key] = size
    return size
  }

  /// A piece of a line drawn with one font.
  private struct Run {
    let text: String
    let font: OpaquePointer
  }

  /// The line cut into runs of one font each, where the game's font lacks some of its
  /// characters; nil when it has them all (nearly every line: drawn whole, as before).
  private func runs(of key: Key) -> [Run]? {
    guard !key.text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    var pieces: [(face: FontLibrary.Face, text: String)] = []
    for character in key.text {
      let scalar = character.unicodeScalars.first?.value ?? 0
      let face = fonts.face(for: scalar, weight: key.weight)
      if let last = pieces.last, last.face == face {
        pieces[pieces.count - 1].text.append(character)
      } else {
        pieces.append((face, String(character)))
      }
    }
    guard pieces.contains(where: { $0.face != .primary }) else { return nil }
    var runs: [Run] = []
    for piece in pieces {
      guard let font = fonts.font(piece.face, key.weight, pixelSize: key.pixelSize) else { return nil }
      runs.append(Run(text: piece.text, font: font))
    }
    return runs
  }

  private func width(of run: Run) -> Int {
    var width: Int32 = 0
    var height: Int32 = 0
    TTF_SizeUTF8(run.font, run.text, &width, &height)
    return Int(width)
  }

  /// The tallest ascent and descent of the fonts of a line: its runs share one baseline.
  private func lineMetrics(_ runs: [Run]) -> (ascent: Int, descent: Int) {
    var ascent = 0
    var descent = 0
    for run in runs {
      let runAscent = Int(TTF_FontAscent(run.font))
      ascent = max(ascent, runAscent)
      descent = max(descent, Int(TTF_FontHeight(run.font)) - runAscent)
    }
    return (ascent, descent)
  }

  /// The line rasterised white: whole with the game's font, or run by run on one baseline.
  private func rasterize(_ key: Key) -> UnsafeMutablePointer<SDL_Surface>? {
    let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
    guard let runs = runs(of: key) else {
      guard let font = fonts.font(key.weight, pixelSize: key.pixelSize) else { return nil }
      return TTF_RenderUTF8_Blended(font, key.text, white)
    }
    let metrics = lineMetrics(runs)
    let rendered = runs.compactMap { run in
      TTF_RenderUTF8_Blended(run.font, run.text, white).map { (run, $0) }
    }
    defer { for (_, surface) in rendered { SDL_FreeSurface(surface) } }
    let width = rendered.reduce(0) { $0 + Int($1.1.pointee.w) }
    guard width > 0,
      let line = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(width), Int32(metrics.ascent + metrics.descent), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    var x: Int32 = 0
    for (run, surface) in rendered {
      // Copied, not blended: the runs do not overlap, and the line starts transparent.
      SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_NONE)
      var place = SDL_Rect(
        x: x, y: Int32(metrics.ascent) - TTF_FontAscent(run.font), w: surface.pointee.w, h: surface.pointee.h)
      SDL_UpperBlit(surface, nil, line, &place)
      x += surface.pointee.w
    }
    return line
  }

  /// The texture for a line, rasterising it only the first time.
  func texture(for key: Key) -> Entry? {
    if var entry = entries[key] {
      if entry.lastUsedFrame < frame { drawnBytes += entry.bytes }
      entry.lastUsedFrame = frame
      entries[key] = entry
      return entry
    }
    guard !key.text.isEmpty, let surface = rasterize(key) else { return nil }
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
