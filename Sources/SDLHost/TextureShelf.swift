import CSDL2

/// Textures made on demand and kept by key, each stamped with the last frame that used it, so
/// that those unused for a while can be destroyed once there are many: the corners of rounded
/// rectangles, pictures at the sizes they are drawn.
@MainActor
struct TextureShelf<Key: Hashable> {
  private struct Entry {
    let texture: OpaquePointer
    var lastUsedFrame: Int
  }

  /// Above this many textures, those unused for more than `maximumAge` frames are destroyed.
  let capacity: Int
  let maximumAge: Int
  private var entries: [Key: Entry] = [:]
  private var frame = 0

  init(capacity: Int, maximumAge: Int) {
    self.capacity = capacity
    self.maximumAge = maximumAge
  }

  /// The texture kept for `key`, marked as used in this frame; else the one `make` returns, kept.
  mutating func texture(for key: Key, make: () -> OpaquePointer?) -> OpaquePointer? {
    if let entry = entries[key] {
      entries[key]?.lastUsedFrame = frame
      return entry.texture
    }
    guard let texture = make() else { return nil }
    entries[key] = Entry(texture: texture, lastUsedFrame: frame)
    return texture
  }

  /// Called after each frame: destroys the textures unused for too long once there are too many.
  mutating func endFrame() {
    frame += 1
    guard entries.count > capacity else { return }
    for (key, entry) in entries where frame - entry.lastUsedFrame > maximumAge {
      SDL_DestroyTexture(entry.texture)
      entries[key] = nil
    }
  }

  /// Destroys the textures whose keys match.
  mutating func removeAll(where matches: (Key) -> Bool) {
    for (key, entry) in entries where matches(key) {
      SDL_DestroyTexture(entry.texture)
      entries[key] = nil
    }
  }

  mutating func removeAll() { removeAll { _ in true } }
}
