import CSDL2
import ViewKit

/// The game's typeface at every pixel size asked for, opened once each, and the fonts that
/// stand in for it where it has no glyph: SDL_ttf 2.20 has no fallback chain, so the library
/// tells which font covers each character (``face(for:weight:)``), fontconfig finding the
/// others (``FallbackFontFinder``: a Chinese font first, then one for any script met).
@MainActor
final class FontLibrary {
  private struct Key: Hashable {
    let face: Int
    let weight: Font.Weight
    let pixelSize: Int
  }

  /// The face that draws a character: the game's own, or the n-th fallback found.
  enum Face: Hashable {
    case primary
    case fallback(Int)

    fileprivate var number: Int {
      switch self {
      case .primary: -1
      case .fallback(let index): index
      }
    }
  }

  /// The game's two font files, read in place by every size opened.
  private let regular: MappedFile
  private let bold: MappedFile
  private var fonts: [Key: OpaquePointer] = [:]
  private let finder = FallbackFontFinder()
  private var fallbacks: [FallbackFontFinder.Face] = []
  private var askedForChinese = false
  /// The face for each character met so far, by weight (DejaVu's bold has a few glyphs fewer).
  private var faces: [Font.Weight: [UInt32: Face]] = [:]
  /// At most this many fallback fonts are opened, whatever scripts a long session meets.
  static let maximumFallbacks = 8

  /// Fails with the missing file's name when a font cannot be opened.
  init(directory: String) throws(HostError) {
    let regularPath = directory + "/fonts/DejaVuSans.ttf"
    let boldPath = directory + "/fonts/DejaVuSans-Bold.ttf"
    regular = try MappedFile(path: regularPath)
    bold = try MappedFile(path: boldPath)
    for (path, file) in [(regularPath, regular), (boldPath, bold)] {
      guard let probe = TTF_OpenFontRW(file.stream(), 1, 12) else {
        throw .asset(path: path, reason: sdlErrorMessage())
      }
      TTF_CloseFont(probe)
    }
  }

  /// The game's font for a weight at a pixel size (clamped to 1...1000).
  func font(_ weight: Font.Weight, pixelSize: Int) -> OpaquePointer? {
    font(.primary, weight, pixelSize: pixelSize)
  }

  /// A face's font for a weight at a pixel size. A fallback font has one weight: its bold is
  /// SDL_ttf's emboldened regular.
  func font(_ face: Face, _ weight: Font.Weight, pixelSize: Int) -> OpaquePointer? {
    let key = Key(face: face.number, weight: weight, pixelSize: min(1000, max(1, pixelSize)))
    if let font = fonts[key] { return font }
    let font: OpaquePointer?
    switch face {
    case .primary:
      font = TTF_OpenFontRW((weight == .bold ? bold : regular).stream(), 1, Int32(key.pixelSize))
    case .fallback(let index):
      guard fallbacks.indices.contains(index) else { return nil }
      font = TTF_OpenFontIndex(fallbacks[index].path, Int32(key.pixelSize), fallbacks[index].index)
      if let font, weight == .bold { TTF_SetFontStyle(font, TTF_STYLE_BOLD) }
    }
    if let font {
      TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
      fonts[key] = font
    }
    return font
  }

  /// The face that draws `scalar` in `weight`: the game's own when it has the glyph (or no
  /// font has it, when it draws its box), else the first fallback that has it.
  func face(for scalar: UInt32, weight: Font.Weight) -> Face {
    if scalar < 0x20 { return .primary }
    if let known = faces[weight]?[scalar] { return known }
    let face = findFace(for: scalar, weight: weight)
    faces[weight, default: [:]][scalar] = face
    return face
  }

  private func findFace(for scalar: UInt32, weight: Font.Weight) -> Face {
    if provides(.primary, weight, scalar) { return .primary }
    if !askedForChinese {
      askedForChinese = true
      if let chinese = finder.chineseFace() { fallbacks.append(chinese) }
    }
    for index in fallbacks.indices where provides(.fallback(index), weight, scalar) {
      return .fallback(index)
    }
    guard fallbacks.count < FontLibrary.maximumFallbacks, let found = finder.face(covering: scalar) else {
      return .primary
    }
    if let known = fallbacks.firstIndex(of: found) {
      return provides(.fallback(known), weight, scalar) ? .fallback(known) : .primary
    }
    fallbacks.append(found)
    return provides(.fallback(fallbacks.count - 1), weight, scalar)
      ? .fallback(fallbacks.count - 1) : .primary
  }

  private func provides(_ face: Face, _ weight: Font.Weight, _ scalar: UInt32) -> Bool {
    guard let probe = font(face, weight, pixelSize: 12) else { return false }
    return TTF_GlyphIsProvided32(probe, scalar) != 0
  }

  func closeAll() {
    for font in fonts.values { TTF_CloseFont(font) }
    fonts.removeAll()
  }
}
