import CSDL2
import Foundation
import Testing
import ViewKit

@testable import SDLHost

/// Text in scripts DejaVu lacks (the Chinese translation, a player's name) is drawn with a font
/// fontconfig finds, run by run, and measured as it is drawn.
extension SDLHostTests {
  /// Every translation of a catalogue in po/, read simply: the text of each msgstr line.
  private static func translations(of language: String) throws -> [String] {
    var folder = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { folder.deleteLastPathComponent() }
    let text = try String(
      contentsOf: folder.appendingPathComponent("po/\(language).po"), encoding: .utf8)
    return text.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("msgstr"), let start = line.firstIndex(of: "\"") else { return nil }
      return String(line[line.index(after: start)...].dropLast())
    }
  }

  /// A text cache drawing into a small software surface, beside the host that opened SDL_ttf.
  private func withTextCache(_ body: (TextTextureCache, FontLibrary) throws -> Void) throws {
    let configuration = HostConfiguration(
      title: "test", size: Size(width: 400, height: 300), assetsDirectory: Self.assets, offscreen: true)
    let host = try SDLHost(configuration: configuration, rootViewController: ViewController())
    defer { host.close() }
    let surface = try #require(
      SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
    defer { SDL_FreeSurface(surface) }
    let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
    defer { SDL_DestroyRenderer(renderer) }
    let fonts = try FontLibrary(directory: Self.assets)
    defer { fonts.closeAll() }
    let cache = TextTextureCache(renderer: renderer, fonts: fonts)
    defer { cache.removeAll() }
    try body(cache, fonts)
  }

  @Test("Every character of the Chinese translation has a font that draws it: no missing-glyph boxes")
  func chineseHasGlyphs() throws {
    let characters = Set(try Self.translations(of: "zh_CN").joined().unicodeScalars.map(\.value))
    try withTextCache { _, fonts in
      var missing: [String] = []
      for scalar in characters.sorted() where scalar >= 0x20 {
        for weight in [Font.Weight.regular, .bold] {
          let face = fonts.face(for: scalar, weight: weight)
          let font = try #require(fonts.font(face, weight, pixelSize: 16))
          if TTF_GlyphIsProvided32(font, scalar) == 0 {
            missing.append(String(UnicodeScalar(scalar).map(Character.init) ?? "?") + " \(weight)")
          }
        }
      }
      #expect(
        missing.isEmpty,
        "no installed font draws \(missing); install a Chinese font (scripts/install-dependencies.sh)")
    }
  }

  @Test("A line mixing Latin and Chinese is drawn by two fonts and measured as wide and high as it is drawn")
  func mixedLineMeasuredAsDrawn() throws {
    try withTextCache { cache, fonts in
      #expect(fonts.face(for: 0x56DE, weight: .regular) != .primary, "回 comes from a fallback font")
      #expect(fonts.face(for: 0x52, weight: .regular) == .primary, "R stays DejaVu's")
      for text in ["第 3 回合 · 先赢 3 回合", "Round 3 · 第 3 回合", "R 或 1", "Ana 对 Ben"] {
        for weight in [Font.Weight.regular, .bold] {
          let key = TextTextureCache.Key(text: text, weight: weight, pixelSize: 20)
          let measured = cache.measure(key)
          let drawn = try #require(cache.texture(for: key))
          #expect(measured.width == drawn.width, "\(text): measured \(measured.width), drawn \(drawn.width)")
          #expect(measured.height == drawn.height, "\(text)")
        }
      }
    }
  }

  @Test("A line DejaVu covers is drawn whole by it, as before: one run, the font's height")
  func latinLineUnchanged() throws {
    try withTextCache { cache, fonts in
      let key = TextTextureCache.Key(
        text: "Schere schneidet Papier · Égalité", weight: .regular, pixelSize: 20)
      let font = try #require(fonts.font(.regular, pixelSize: 20))
      #expect(cache.measure(key).height == Int(TTF_FontHeight(font)))
    }
  }
}
