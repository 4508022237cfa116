import CSDL2
import Foundation
import Localization

/// A file mapped read-only into memory, unmapped when released. The game's fonts are read from
/// one: opened by path, FreeType reads each size's tables and glyphs through SDL's file stream,
/// a seek and a read at a time (about 11,000 `lseek` calls before the first screenshot), where
/// from memory it reads them in place, and only the pages it touches are loaded.
final class MappedFile {
  let bytes: UnsafeRawBufferPointer

  /// Maps `path`; throws the system's reason when it cannot be read.
  init(path: String) throws(HostError) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .asset(path: path, reason: String(cString: strerror(errno))) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw .asset(path: path, reason: String(cString: strerror(errno)))
    }
    guard info.st_size > 0 else { throw .asset(path: path, reason: tr("the file is empty")) }
    let address = mmap(nil, Int(info.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0)
    guard let address, address != UnsafeMutableRawPointer(bitPattern: -1) else {
      throw .asset(path: path, reason: String(cString: strerror(errno)))
    }
    bytes = UnsafeRawBufferPointer(start: address, count: Int(info.st_size))
  }

  deinit {
    munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
  }

  /// A new SDL stream over the bytes, for one reader (SDL_ttf frees it with the font it opens).
  func stream() -> UnsafeMutablePointer<SDL_RWops>? {
    SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count))
  }
}
