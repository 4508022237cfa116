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
    guard Socket.bindAnyIPv4(descriptor, port: port) else {
      Glibc.close(descriptor)
      return nil
    }
    self.descriptor = descriptor
    self.gamePort = gamePort
    self.name = name
  }

  /// Answers the datagram waiting, if it is a query; anything else is dropped.
  func answer(busy: Bool) {
    guard var datagram = Socket.receiveDatagram(descriptor),
      let token = DiscoveryMessage.token(ofQuery: datagram.bytes)
    else { return }
    let reply = DiscoveryMessage.answer(token: token, port: gamePort, busy: busy, name: name)
    let length = datagram.length
    _ = withUnsafePointer(to: &datagram.sender) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        sendto(descriptor, reply, reply.count, Int32(MSG_DONTWAIT), $0, length)
      }
    }
  }

  func close() {
    Glibc.close(descriptor)
  }
}
