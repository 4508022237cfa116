import CSDL2
import Foundation
import Testing

@testable import SDLHost

@Suite("PNG writer")
struct PNGWriterTests {
  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("rps-png-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A surface of `width` by `height` ARGB pixels, each different, with alpha from clear to opaque.
  private func patterned(width: Int32, height: Int32) throws -> UnsafeMutablePointer<SDL_Surface> {
    let surface = try #require(
      SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
    for y in 0..<Int(height) {
      let row = (surface.pointee.pixels + y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
      for x in 0..<Int(width) {
        let alpha = UInt32(x * 255 / max(1, Int(width) - 1))
        row[x] =
          alpha << 24 | UInt32(x * 37 % 256) << 16 | UInt32(y * 91 % 256) << 8 | UInt32((x + y) * 13 % 256)
      }
    }
    return surface
  }

  private func pixels(of surface: UnsafeMutablePointer<SDL_Surface>) -> [UInt32] {
    (0..<Int(surface.pointee.h)).flatMap { y in
      let row = (surface.pointee.pixels + y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
      return (0..<Int(surface.pointee.w)).map { row[$0] }
    }
  }

  /// What a patterned picture written as a PNG and loaded again came back as.
  private struct RoundTrip {
    let written: [UInt32]
    let read: [UInt32]
    let readWidth: Int32
    let readHeight: Int32
    /// The names in the picture's folder after the write.
    let folderHolds: [String]
  }

  /// Writes a patterned picture of `width` by `height` as `name` in a fresh folder and loads it back
  /// through SDL_image, as ARGB pixels.
  private func writeAndLoad(width: Int32, height: Int32, as name: String) throws -> RoundTrip {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let surface = try patterned(width: width, height: height)
    defer { SDL_FreeSurface(surface) }
    let path = folder.appendingPathComponent(name).path

    try PNGWriter.write(surface, to: path)

    let loaded = try #require(IMG_Load(path))
    defer { SDL_FreeSurface(loaded) }
    let converted = try #require(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0))
    defer { SDL_FreeSurface(converted) }
    return RoundTrip(
      written: pixels(of: surface), read: pixels(of: converted), readWidth: converted.pointee.w,
      readHeight: converted.pointee.h,
      folderHolds: try FileManager.default.contentsOfDirectory(atPath: folder.path))
  }

  @Test("A written PNG reads back with every pixel and its alpha as they were, and nothing is left beside it")
  func roundTrip() throws {
    let picture = try writeAndLoad(width: 37, height: 5, as: "picture.png")

    #expect(picture.readWidth == 37 && picture.readHeight == 5)
    #expect(picture.read == picture.written)
    #expect(picture.folderHolds == ["picture.png"])
  }

  @Test("A picture too large for one deflate buffer is written whole")
  func largePicture() throws {
    let picture = try writeAndLoad(width: 1200, height: 700, as: "large.png")

    #expect(picture.read == picture.written)
  }

  @Test("A folder that does not exist is refused with the system's reason, and no file is made")
  func missingFolder() throws {
    let surface = try patterned(width: 4, height: 4)
    defer { SDL_FreeSurface(surface) }
    let path = "/nonexistent-\(UUID().uuidString)/picture.png"

    #expect(throws: PNGWriter.Failure.self) { try PNGWriter.write(surface, to: path) }
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}
