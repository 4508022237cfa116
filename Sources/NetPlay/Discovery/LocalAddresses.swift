import Glibc

/// This computer's addresses, to give a friend who joins by address: every interface that is up,
/// IPv4 first, then IPv6. Loopback and link-local IPv6 addresses (which need an interface name
/// to be reached) are left out unless there is nothing else: then the loopback addresses are
/// listed, so a game on this computer can still be joined.
///
/// ```swift
/// LocalAddresses.list()  // ["192.168.1.20", "2001:db8::20"]
/// ```
public enum LocalAddresses {
  public static func list() -> [String] {
    var head: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&head) == 0 else { return [] }
    defer { freeifaddrs(head) }
    var fourth: [String] = []
    var sixth: [String] = []
    var loopback: [String] = []
    var entry = head
    while let current = entry {
      entry = current.pointee.ifa_next
      let flags = Int32(current.pointee.ifa_flags)
      guard flags & Int32(IFF_UP) != 0, let address = current.pointee.ifa_addr else { continue }
      let family = Int32(address.pointee.sa_family)
      guard family == AF_INET || family == AF_INET6 else { continue }
      var storage = sockaddr_storage()
      let size = family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size
      withUnsafeMutableBytes(of: &storage) { target in
        target.copyMemory(from: UnsafeRawBufferPointer(start: address, count: size))
      }
      let text = Socket.describe(&storage)
      if flags & Int32(IFF_LOOPBACK) != 0 {
        if !loopback.contains(text) { loopback.append(text) }
      } else if family == AF_INET {
        if !fourth.contains(text) { fourth.append(text) }
      } else if !text.lowercased().hasPrefix("fe80:"), !sixth.contains(text) {
        sixth.append(text)
      }
    }
    let found = fourth + sixth
    return found.isEmpty ? loopback : found
  }
}
