import Dispatch
import Foundation
import Glibc

/// A TCP proxy on 127.0.0.1 that forwards every chunk half of `roundTrip` after it arrived, in
/// each direction: a connection through it has that much more round trip (this kernel has no
/// netem). One thread reads each direction; writes wait on a serial queue, in order.
final class DelayProxy: Sendable {
  let port: UInt16
  private let listener: Int32

  /// Listens on a free port of 127.0.0.1 and forwards to `targetPort` there; nil if it cannot.
  init?(targetPort: UInt16, roundTrip: Duration) {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return nil }
    var address = DelayProxy.loopback(port: 0)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(descriptor, 8) == 0 else {
      close(descriptor)
      return nil
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    listener = descriptor
    port = UInt16(bigEndian: address.sin_port)
    let halfDelay = Double(roundTrip.components.attoseconds) / 2e18 + Double(roundTrip.components.seconds) / 2
    let thread = Thread {
      while true {
        let client = accept(descriptor, nil, nil)
        guard client >= 0 else { return }
        guard let upstream = DelayProxy.connect(port: targetPort) else {
          close(client)
          continue
        }
        DelayProxy.pump(from: client, to: upstream, delay: halfDelay)
        DelayProxy.pump(from: upstream, to: client, delay: halfDelay)
      }
    }
    thread.start()
  }

  /// Stops accepting (connections already made run until their ends close).
  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  static func loopback(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = INADDR_LOOPBACK.bigEndian
    return address
  }

  static func connect(port: UInt16) -> Int32? {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = loopback(port: port)
    let status = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard descriptor >= 0, status == 0 else {
      close(descriptor)
      return nil
    }
    var one: Int32 = 1
    setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    return descriptor
  }

  private static func pump(from source: Int32, to target: Int32, delay: Double) {
    let queue = DispatchQueue(label: "rps-bench proxy")
    let thread = Thread {
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let count = recv(source, &buffer, buffer.count, 0)
        guard count > 0 else {
          queue.asyncAfter(deadline: .now() + delay) { shutdown(target, Int32(SHUT_WR)) }
          return
        }
        let chunk = Array(buffer.prefix(count))
        queue.asyncAfter(deadline: .now() + delay) {
          _ = chunk.withUnsafeBytes { send(target, $0.baseAddress, chunk.count, Int32(MSG_NOSIGNAL)) }
        }
      }
    }
    thread.start()
  }
}
