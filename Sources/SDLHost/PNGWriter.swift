import CSDL2
import CZlib
import Foundation

/// Writes a surface of 32-bit ARGB pixels (`SDL_PIXELFORMAT_ARGB8888`, as screenshots and match
/// cards are read back) as an 8-bit RGBA PNG, compressed for speed: no row filters and zlib's
/// fastest level. SDL_image's `IMG_SavePNG` lets libpng try every filter on every row and
/// compress at level 6, which took most of a screenshot's start-up (350 M instructions of
/// `rps --screenshot --size 960x600`); this takes about a tenth of that for a file about 15%
/// larger. The file is written beside its path and renamed into place, so that a reader never
/// finds half a picture.
enum PNGWriter {
  /// Why a PNG could not be written, in words.
  struct Failure: Error {
    let reason: String
  }

  static func write(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String) throws(Failure) {
    guard surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue else {
      throw Failure(reason: "not a 32-bit ARGB surface")
    }
    let bytes = try encode(surface.pointee)
    let staging = path + ".partial-\(getpid())"
    guard FileManager.default.createFile(atPath: staging, contents: Data(bytes)) else {
      throw Failure(reason: String(cString: strerror(errno)))
    }
    guard rename(staging, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(staging)
      throw Failure(reason: reason)
    }
  }

  /// The PNG file's bytes.
  static func encode(_ surface: SDL_Surface) throws(Failure) -> [UInt8] {
    let width = Int(surface.w)
    let height = Int(surface.h)
    guard width > 0, height > 0, let pixels = surface.pixels else {
      throw Failure(reason: "an empty picture")
    }
    var header: [UInt8] = []
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    // 8 bits a channel, colour type 6 (RGBA), deflate, adaptive filtering, not interlaced.
    header += [8, 6, 0, 0, 0]
    var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    file.appendChunk("IHDR", header)
    file.appendChunk(
      "IDAT", try compressedRows(pixels: pixels, pitch: Int(surface.pitch), width: width, height: height))
    file.appendChunk("IEND", [])
    return file
  }

  /// Each row as PNG stores it (filter byte 0, then R, G, B, A per pixel), deflated row by row
  /// into one zlib stream.
  private static func compressedRows(
    pixels: UnsafeMutableRawPointer, pitch: Int, width: Int, height: Int
  ) throws(Failure) -> [UInt8] {
    var stream = z_stream()
    guard deflateInit_(&stream, Z_BEST_SPEED, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      throw Failure(reason: "zlib could not start")
    }
    defer { deflateEnd(&stream) }
    var row = [UInt8](repeating: 0, count: 1 + width * 4)
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    for y in 0..<height {
      let source = (pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let argb = source[x]
        row[1 + x * 4] = UInt8(truncatingIfNeeded: argb >> 16)
        row[2 + x * 4] = UInt8(truncatingIfNeeded: argb >> 8)
        row[3 + x * 4] = UInt8(truncatingIfNeeded: argb)
        row[4 + x * 4] = UInt8(truncatingIfNeeded: argb >> 24)
      }
      let last = y == height - 1
      let status = row.withUnsafeMutableBufferPointer { input in
        stream.next_in = input.baseAddress
        stream.avail_in = UInt32(input.count)
        return drain(&stream, into: &output, chunk: &chunk, flush: last ? Z_FINISH : Z_NO_FLUSH)
      }
      guard status == (last ? Z_STREAM_END : Z_OK) else { throw Failure(reason: "zlib failed (\(status))") }
    }
    return output
  }

  /// Runs deflate until it has taken all its input (and, with `Z_FINISH`, ended the stream),
  /// appending what it writes to `output`: deflate stops early only when `chunk` is full.
  private static func drain(
    _ stream: inout z_stream, into output: inout [UInt8], chunk: inout [UInt8], flush: Int32
  ) -> Int32 {
    var status: Int32
    repeat {
      status = chunk.withUnsafeMutableBufferPointer { buffer in
        stream.next_out = buffer.baseAddress
        stream.avail_out = UInt32(buffer.count)
        return deflate(&stream, flush)
      }
      if status == Z_STREAM_ERROR { return status }
      output += chunk[0..<(chunk.count - Int(stream.avail_out))]
    } while stream.avail_out == 0
    // No progress possible is not an error: everything was taken already.
    return status == Z_BUF_ERROR ? Z_OK : status
  }
}

extension [UInt8] {
  fileprivate mutating func appendBigEndian(_ value: UInt32) {
    append(contentsOf: [
      UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
      UInt8(truncatingIfNeeded: value),
    ])
  }

  /// A chunk: its length, its type, its data and the CRC-32 of type and data.
  fileprivate mutating func appendChunk(_ type: String, _ data: [UInt8]) {
    appendBigEndian(UInt32(data.count))
    let typed = Array(type.utf8) + data
    append(contentsOf: typed)
    let checksum = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
    appendBigEndian(UInt32(truncatingIfNeeded: checksum))
  }
}
