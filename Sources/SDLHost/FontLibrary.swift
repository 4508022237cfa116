import CSDL2
import ViewKit

/// The game's typeface at every pixel size asked for, opened once each.
@MainActor
final class FontLibrary {
  private struct Key: Hashable {
    let weight: Font.Weight
    let pixelSize: Int
  }

  private let regularPath: String
  private let boldPath: String
  private var fonts: [Key: OpaquePointer] = [:]

  /// Fails with the missing file's name when a font cannot be opened.
  init(directory: String) throws(HostError) {
    regularPath = directory + "/fonts/DejaVuSans.ttf"
    boldPath = directory + "/fonts/DejaVuSans-Bold.ttf"
    for path in [regularPath, boldPath] {
      guard let probe = TTF_OpenFont(path, 12) else {
        throw .asset(path: path, reason: sdlErrorMessage())
      }
      TTF_CloseFont(probe)
    }
  }

  /// The font for a weight at a pixel size (clamped to 1...1000).
  func font(_ weight: Font.Weight, pixelSize: Int) -> OpaquePointer? {
    let key = Key(weight: weight, pixelSize: min(1000, max(1, pixelSize)))
    if let font = fonts[key] { return font }
    let font = TTF_OpenFont(weight == .bold ? boldPath : regularPath, Int32(key.pixelSize))
    if let font {
      TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
      fonts[key] = font
    }
    return font
  }

  func closeAll() {
    for font in fonts.values { TTF_CloseFont(font) }
    fonts.removeAll()
  }
}
