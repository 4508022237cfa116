import Glibc

/// The host's side of LAN discovery: a UDP socket on the discovery port that answers well-formed
/// queries, polled by the network thread. A port already taken (another host on this computer)
/// just means this host is not found; it is not an error.
struct DiscoveryResponder {
  let descriptor: Int32
  private let gamePort: UInt16
  private let name: String

  init?(port: UInt16, gamePort: UInt16, name: String) {
    let descriptor = socket(AF_INET, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { return nil }
    Socket.setOption(descriptor, SOL_SOCKET, SO_REUSEADDR, 1)
    Socket.setOption(descriptor, SOL_SOCKET, SO_BROADCAST, 1)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = INADDR_ANY
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      Glibc.close(descriptor)
      return nil
    }
    self.descriptor = descriptor
    self.gamePort = gamePort
    self.name = name
  }

  /// Answers the datagram waiting, if it is a query; anything else is dropped.
  func answer(busy: Bool) {
    var buffer = [UInt8](repeating: 0, count: 512)
    var sender = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let count = withUnsafeMutablePointer(to: &sender) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        recvfrom(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT), $0, &length)
      }
    }
    guard count > 0, let token = DiscoveryMessage.token(ofQuery: Array(buffer.prefix(count))) else { return }
    let reply = DiscoveryMessage.answer(token: token, port: gamePort, busy: busy, name: name)
    _ = withUnsafePointer(to: &sender) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        sendto(descriptor, reply, reply.count, Int32(MSG_DONTWAIT), $0, length)
      }
    }
  }

  func close() {
    Glibc.close(descriptor)
  }
}
