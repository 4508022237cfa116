import Glibc

/// Finds games on the local network: broadcasts a query with a fresh random token on every
/// interface that can broadcast (and to this computer), and lists the hosts whose answers echo
/// the token. Blocking: call it from a thread of its own (``LANBrowser`` does).
///
/// ```swift
/// for game in LANDiscovery.search(port: LANDiscovery.defaultPort, seconds: 1) {
///   print(game.name, game.joinAddress)
/// }
/// ```
public enum LANDiscovery {
  /// The UDP port hosts answer on: the same number as the game's TCP port.
  public static let defaultPort: UInt16 = 47474

  /// The games that answered within `seconds`, in the order they answered, each once.
  public static func search(port: UInt16 = defaultPort, seconds: Double = 1) -> [FoundGame] {
    let descriptor = socket(AF_INET, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { return [] }
    defer { close(descriptor) }
    Socket.setOption(descriptor, SOL_SOCKET, SO_BROADCAST, 1)
    let token = Sodium.randomBytes(DiscoveryMessage.tokenLength)
    let query = DiscoveryMessage.query(token: token)
    for target in broadcastAddresses() + [INADDR_LOOPBACK.bigEndian, INADDR_BROADCAST] {
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = port.bigEndian
      address.sin_addr.s_addr = target
      _ = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          sendto(descriptor, query, query.count, 0, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
    }
    var found: [FoundGame] = []
    let deadline = MonotonicClock.now() + seconds
    while true {
      let left = deadline - MonotonicClock.now()
      guard left > 0 else { break }
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, Int32(left * 1000) + 1) > 0 else { continue }
      guard var datagram = Socket.receiveDatagram(descriptor),
        let answer = DiscoveryMessage.parseAnswer(datagram.bytes, token: token)
      else {
        continue
      }
      let game = FoundGame(
        name: answer.name, address: Socket.describe(&datagram.sender), port: answer.port, isBusy: answer.busy)
      found.append(game)
    }
    return FoundGame.onePerHost(found)
  }

  /// The broadcast address of every interface that is up and can broadcast (network order).
  static func broadcastAddresses() -> [in_addr_t] {
    var list: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&list) == 0 else { return [] }
    defer { freeifaddrs(list) }
    var addresses: [in_addr_t] = []
    var entry = list
    while let current = entry {
      entry = current.pointee.ifa_next
      let flags = Int32(current.pointee.ifa_flags)
      guard flags & Int32(IFF_UP) != 0, flags & Int32(IFF_BROADCAST) != 0,
        let broadcast = current.pointee.ifa_ifu.ifu_broadaddr, Int32(broadcast.pointee.sa_family) == AF_INET
      else { continue }
      let address = broadcast.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
        $0.pointee.sin_addr.s_addr
      }
      if !addresses.contains(address) { addresses.append(address) }
    }
    return addresses
  }
}
