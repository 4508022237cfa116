import CFontconfig

/// Asks fontconfig for installed fonts that have the glyphs the game's own typeface (DejaVu)
/// lacks: Chinese first (the game ships a Simplified Chinese translation; fonts-wqy-microhei or
/// fonts-noto-cjk on Debian), then whatever font covers a character no font found so far has
/// (a player's name in another script).
final class FallbackFontFinder {
  /// A font file, and the face in it for a collection (.ttc).
  struct Face: Equatable {
    let path: String
    let index: Int
  }

  private var config: OpaquePointer?
  private var started = false

  deinit {
    if let config { FcConfigDestroy(config) }
  }

  /// The font fontconfig prefers for Simplified Chinese, if one has Chinese glyphs.
  func chineseFace() -> Face? {
    match(pattern: ":lang=zh-cn", mustHave: 0x4E2D)
  }

  /// A font that has `scalar`, if any installed one does.
  func face(covering scalar: UInt32) -> Face? {
    guard let config = loadedConfig(), let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    guard let characters = FcCharSetCreate() else { return nil }
    defer { FcCharSetDestroy(characters) }
    FcCharSetAddChar(characters, scalar)
    FcPatternAddCharSet(pattern, "charset", characters)
    FcPatternAddBool(pattern, "scalable", 1)
    return best(for: pattern, config: config, mustHave: scalar)
  }

  private func match(pattern text: String, mustHave scalar: UInt32) -> Face? {
    guard let config = loadedConfig() else { return nil }
    let parsed = text.withCString { name in
      name.withMemoryRebound(to: FcChar8.self, capacity: text.utf8.count + 1) { FcNameParse($0) }
    }
    guard let pattern = parsed else { return nil }
    defer { FcPatternDestroy(pattern) }
    FcPatternAddBool(pattern, "scalable", 1)
    return best(for: pattern, config: config, mustHave: scalar)
  }

  /// fontconfig's best match for `pattern`, if it really has `scalar` (fontconfig always
  /// answers with some font, DejaVu when nothing fits).
  private func best(for pattern: OpaquePointer, config: OpaquePointer, mustHave scalar: UInt32) -> Face? {
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let font = FcFontMatch(config, pattern, &result) else { return nil }
    defer { FcPatternDestroy(font) }
    var file: UnsafeMutablePointer<FcChar8>?
    var index: Int32 = 0
    var characters: OpaquePointer?
    guard FcPatternGetString(font, "file", 0, &file) == FcResultMatch, let file,
      FcPatternGetCharSet(font, "charset", 0, &characters) == FcResultMatch, let characters,
      FcCharSetHasChar(characters, scalar) != 0
    else { return nil }
    if FcPatternGetInteger(font, "index", 0, &index) != FcResultMatch { index = 0 }
    let path = String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
    return Face(path: path, index: Int(index))
  }

  /// fontconfig's configuration, loaded the first time a fallback is needed (it reads its
  /// cache of every installed font: not worth it for text DejaVu draws).
  private func loadedConfig() -> OpaquePointer? {
    if !started {
      started = true
      config = FcInitLoadConfigAndFonts()
    }
    return config
  }
}
