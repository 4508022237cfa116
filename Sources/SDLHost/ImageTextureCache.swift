import CSDL2
import ViewKit

/// Pictures loaded once, each with a chain of halved copies, and drawn from textures of exactly
/// the size they are shown at: a 512-pixel picture shown at 60 pixels is scaled once, smoothly,
/// from the copy nearest that size, then copied pixel for pixel on every frame. (Scaling while
/// drawing cost the software renderer a smooth stretch into a temporary surface every frame.)
@MainActor
final class ImageTextureCache {
  private struct Level {
    let surface: UnsafeMutablePointer<SDL_Surface>
    var width: Int { Int(surface.pointee.w) }
    var height: Int { Int(surface.pointee.h) }
  }

  private struct SizedKey: Hashable {
    let image: Image
    let width: Int
    let height: Int
  }

  private let renderer: OpaquePointer
  private let assetsDirectory: String
  private var levels: [Image: [Level]] = [:]
  /// A window being resized shows its pictures at a new size every frame: a few dozen sizes,
  /// for a few dozen frames, are kept.
  private var sized = TextureShelf<SizedKey>(capacity: 32, maximumAge: 30)
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
    ImageTextureCache.path(of: image, in: assetsDirectory)
  }

  nonisolated static func path(of image: Image, in assetsDirectory: String) -> String {
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

  /// A texture of `image` scaled to `width` by `height` pixels, made from the smallest copy at
  /// least that wide.
  func texture(for image: Image, width: Int, height: Int) -> OpaquePointer? {
    guard width > 0, height > 0 else { return nil }
    return sized.texture(for: SizedKey(image: image, width: width, height: height)) {
      makeTexture(of: image, width: width, height: height)
    }
  }

  private func makeTexture(of image: Image, width: Int, height: Int) -> OpaquePointer? {
    guard let chain = load(image) else { return nil }
    var chosen = chain[0]
    for level in chain where level.width >= width { chosen = level }
    guard
      let scaled = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    defer { SDL_FreeSurface(scaled) }
    if chosen.width == width && chosen.height == height {
      SDL_SetSurfaceBlendMode(chosen.surface, SDL_BLENDMODE_NONE)
      SDL_UpperBlit(chosen.surface, nil, scaled, nil)
    } else {
      SDL_SoftStretchLinear(chosen.surface, nil, scaled, nil)
    }
    guard let texture = SDL_CreateTextureFromSurface(renderer, scaled) else { return nil }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    return texture
  }

  /// Loads a picture and its halved copies (from the preloader when it decoded them); fails once
  /// per picture, then stays quiet.
  private func load(_ image: Image) -> [Level]? {
    if let chain = levels[image] { return chain }
    guard !failures.contains(image) else { return nil }
    let path = path(of: image)
    guard let surfaces = preloader?.take(path) ?? ImageTextureCache.decode(path) else {
      fail(image, path: path, reason: sdlErrorMessage())
      return nil
    }
    let chain = surfaces.map(Level.init(surface:))
    levels[image] = chain
    return chain
  }

  private func fail(_ image: Image, path: String, reason: String) {
    failures.insert(image)
    lastFailure = "\(path): \(reason)"
    if case .asset = image.source { onAssetFailure?(path, reason) }
  }

  /// Pictures decoded ahead of time on another thread, taken from as they are first drawn.
  var preloader: ImagePreloader?

  /// The picture at `path` as ARGB surfaces: the picture itself, then copies halved down to 16
  /// pixels. Nil when it cannot be read (SDL's error says why, on this thread). Touches nothing
  /// but memory and the file, so it runs on any thread.
  nonisolated static func decode(_ path: String) -> [UnsafeMutablePointer<SDL_Surface>]? {
    guard let loaded = IMG_Load(path) else { return nil }
    defer { SDL_FreeSurface(loaded) }
    guard let rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
      return nil
    }
    var chain = [rgba]
    while let last = chain.last {
      let width = last.pointee.w / 2
      let height = last.pointee.h / 2
      guard width >= 16, height >= 16,
        let half = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
      else { break }
      SDL_SoftStretchLinear(last, nil, half, nil)
      chain.append(half)
    }
    return chain
  }

  /// The surface of a picture as loaded (for the window's icon).
  func surface(of image: Image) -> UnsafeMutablePointer<SDL_Surface>? {
    load(image)?.first?.surface
  }

  /// Called after each frame: drops scaled copies unused for a while once there are many (a
  /// window being resized shows its pictures at a new size every frame).
  func endFrame() { sized.endFrame() }

  /// Forgets a picture, so a file that changed on disk is read again.
  func forget(_ image: Image) {
    for level in levels[image] ?? [] { SDL_FreeSurface(level.surface) }
    levels[image] = nil
    sized.removeAll { $0.image == image }
    failures.remove(image)
  }

  func removeAll() {
    preloader?.discard()
    preloader = nil
    for chain in levels.values { for level in chain { SDL_FreeSurface(level.surface) } }
    levels.removeAll()
    sized.removeAll()
  }
}
