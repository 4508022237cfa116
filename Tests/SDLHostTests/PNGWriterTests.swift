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

  /// Writes a patterned surface of that size into `folder`, reads the file back with
  /// SDL_image, and returns the pixels written and the pixels read.
  private func roundTrip(
    width: Int32, height: Int32, in folder: URL
  ) throws -> (written: [UInt32], read: [UInt32]) {
    let surface = try patterned(width: width, height: height)
    defer { SDL_FreeSurface(surface) }
    let path = folder.appendingPathComponent("picture.png").path
    try PNGWriter.write(surface, to: path)
    let loaded = try #require(IMG_Load(path))
    defer { SDL_FreeSurface(loaded) }
    let converted = try #require(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0))
    defer { SDL_FreeSurface(converted) }
    #expect(converted.pointee.w == width && converted.pointee.h == height)
    return (pixels(of: surface), pixels(of: converted))
  }

  /// A small picture, and one larger than the writer's 64 KB deflate buffer.
  @Test(
    "A written PNG reads back with every pixel and its alpha as they were, and nothing is left beside it",
    arguments: [(Int32(37), Int32(5)), (1200, 700)])
  func roundTrip(width: Int32, height: Int32) throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }

    let pictures = try roundTrip(width: width, height: height, in: folder)

    #expect(pictures.read == pictures.written)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["picture.png"])
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
