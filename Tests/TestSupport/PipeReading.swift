import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension FileHandle {
  /// The next bytes available (empty at end of file), retrying reads that a signal interrupted.
  /// Foundation's `availableData` stops the process on EINTR, which child processes' signals
  /// cause in tests that start and kill programs.
  public func readChunk(maximum: Int = 65_536) -> Data {
    var buffer = [UInt8](repeating: 0, count: maximum)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, maximum) }
      if count >= 0 { return Data(buffer.prefix(count)) }
      if errno != EINTR { return Data() }
    }
  }

  /// Everything up to the end of file, retrying interrupted reads.
  public func readAllRetrying() -> Data {
    var data = Data()
    while true {
      let chunk = readChunk()
      if chunk.isEmpty { return data }
      data.append(chunk)
    }
  }
}
