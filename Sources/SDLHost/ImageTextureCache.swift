import CSDL2
import ViewKit

/// Pictures loaded once, each with a chain of halved copies, so a 512-pixel picture drawn at
/// 60 pixels is taken from a copy near that size and stays smooth instead of aliased.
@MainActor
final class ImageTextureCache {
  private struct Level {
    let texture: OpaquePointer
    let width: Int
    let height: Int
  }

  private let renderer: OpaquePointer
  private let assetsDirectory: String
  private var levels: [Image: [Level]] = [:]
  private var failures: Set<Image> = []

  /// The first picture that could not be loaded, for the error message.
  private(set) var lastFailure: String?

  /// Told once for each of the game's own pictures (not match cards) that cannot be loaded,
  /// with its path and why.
  var onAssetFailure: ((_ path: String, _ reason: String) -> Void)?

  init(renderer: OpaquePointer, assetsDirectory: String) {
    self.renderer = renderer
    self.assetsDirectory = assetsDirectory
  }

  func path(of image: Image) -> String {
    switch image.source {
    case .asset(let name): assetsDirectory + "/" + name + ".png"
    case .file(let path): path
    }
  }

  /// The natural size of a picture in pixels, or nil when it cannot be loaded.
  func pixelSize(of image: Image) -> (width: Int, height: Int)? {
    guard let first = load(image)?.first else { return nil }
    return (first.width, first.height)
  }

  /// The best texture to draw `image` at `targetWidth` pixels, with its size.
  func texture(for image: Image, targetWidth: Double) -> (texture: OpaquePointer, width: Int, height: Int)? {
    guard let chain = load(image) else { return nil }
    var chosen = chain[0]
    for level in chain where Double(level.width) >= targetWidth { chosen = level }
    return (chosen.texture, chosen.width, chosen.height)
  }

  /// Loads a picture and its halved copies; fails once per picture, then stays quiet.
  private func load(_ image: Image) -> [Level]? {
    if let chain = levels[image] { return chain }
    guard !failures.contains(image) else { return nil }
    let path = path(of: image)
    guard let loaded = IMG_Load(path) else {
      fail(image, path: path, reason: sdlErrorMessage())
      return nil
    }
    guard let rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
      SDL_FreeSurface(loaded)
      fail(image, path: path, reason: sdlErrorMessage())
      return nil
    }
    SDL_FreeSurface(loaded)
    var chain: [Level] = []
    var surface = rgba
    while true {
      if let texture = SDL_CreateTextureFromSurface(renderer, surface) {
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        chain.append(Level(texture: texture, width: Int(surface.pointee.w), height: Int(surface.pointee.h)))
      }
      let width = Int(surface.pointee.w) / 2
      let height = Int(surface.pointee.h) / 2
      guard width >= 16, height >= 16,
        let half = SDL_CreateRGBSurfaceWithFormat(
          0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
      else { break }
      SDL_SoftStretchLinear(surface, nil, half, nil)
      SDL_FreeSurface(surface)
      surface = half
    }
    SDL_FreeSurface(surface)
    guard !chain.isEmpty else {
      failures.insert(image)
      return nil
    }
    levels[image] = chain
    return chain
  }

  private func fail(_ image: Image, path: String, reason: String) {
    failures.insert(image)
    lastFailure = "\(path): \(reason)"
    if case .asset = image.source { onAssetFailure?(path, reason) }
  }

  /// Forgets a picture, so a file that changed on disk is read again.
  func forget(_ image: Image) {
    for level in levels[image] ?? [] { SDL_DestroyTexture(level.texture) }
    levels[image] = nil
    failures.remove(image)
  }

  func removeAll() {
    for chain in levels.values { for level in chain { SDL_DestroyTexture(level.texture) } }
    levels.removeAll()
  }
}
