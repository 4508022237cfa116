import Glibc

/// The few socket calls the transport needs, from Glibc, with errors as one line each.
///
/// Sockets stay blocking: reads happen only after `poll` says a socket is readable, and writes
/// carry `MSG_NOSIGNAL` (a peer that vanished gives EPIPE, not a signal that kills the game) and a
/// send timeout (a peer that stops reading cannot stall the thread for long).
enum Socket {
  /// What a read found.
  enum ReadResult {
    case bytes([UInt8])
    /// The peer closed (or reset) the connection.
    case closed
    /// Nothing to read after all (a spurious wake-up).
    case nothing
  }

  /// Listens on `port` (0: any free port) on every address: one IPv6 socket that also takes IPv4
  /// (IPV6_V6ONLY off), or an IPv4 socket where IPv6 is off. Returns the socket and its port.
  static func listen(port: UInt16) -> Result<(Int32, UInt16), SocketError> {
    if let socket = listenIPv6(port: port) { return .success(socket) }
    let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { return .failure(SocketError("cannot make a socket", errno)) }
    setOption(descriptor, SOL_SOCKET, SO_REUSEADDR, 1)
    guard bindAnyIPv4(descriptor, port: port), Glibc.listen(descriptor, SOMAXCONN) == 0 else {
      let error = SocketError("cannot listen on port \(port)", errno)
      close(descriptor)
      return .failure(error)
    }
    _ = fcntl(descriptor, F_SETFL, O_NONBLOCK)
    return .success((descriptor, localPort(descriptor)))
  }

  private static func listenIPv6(port: UInt16) -> (Int32, UInt16)? {
    let descriptor = Glibc.socket(AF_INET6, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { return nil }
    setOption(descriptor, SOL_SOCKET, SO_REUSEADDR, 1)
    setOption(descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, 0)
    var address = sockaddr_in6()
    address.sin6_family = sa_family_t(AF_INET6)
    address.sin6_port = port.bigEndian
    address.sin6_addr = in6addr_any
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
      }
    }
    guard bound == 0, Glibc.listen(descriptor, SOMAXCONN) == 0 else {
      // Port in use is the same answer on IPv4: let the IPv4 attempt report it.
      close(descriptor)
      return nil
    }
    // Non-blocking, so the loop can accept every waiting connection and stop when none is left.
    _ = fcntl(descriptor, F_SETFL, O_NONBLOCK)
    return (descriptor, localPort(descriptor))
  }

  /// Accepts a waiting connection: its socket and the peer's address as text.
  static func accept(_ listener: Int32) -> (Int32, String)? {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let descriptor = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.accept(listener, $0, &length)
      }
    }
    guard descriptor >= 0 else { return nil }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    // A socket accepted from a non-blocking listener is blocking on Linux; reads wait for poll.
    configure(descriptor)
    return (descriptor, describe(&storage))
  }

  /// Connects to `host` on `port`, trying each of its addresses (IPv6 and IPv4) in turn, each
  /// within `timeout` seconds.
  static func connect(host: String, port: UInt16, timeout: Double) -> Result<(Int32, String), SocketError> {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    hints.ai_flags = AI_ADDRCONFIG
    var list: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo(host, String(port), &hints, &list)
    guard status == 0, let first = list else {
      let reason = status == EAI_NONAME ? "no such host" : String(cString: gai_strerror(status))
      return .failure(SocketError(line: "cannot find the host \(host): \(reason)"))
    }
    defer { freeaddrinfo(list) }
    var lastError = SocketError(line: "cannot connect to \(host) port \(port)")
    var entry: UnsafeMutablePointer<addrinfo>? = first
    while let current = entry {
      entry = current.pointee.ai_next
      let info = current.pointee
      let descriptor = Glibc.socket(
        info.ai_family, info.ai_socktype | Int32(SOCK_CLOEXEC.rawValue), info.ai_protocol)
      guard descriptor >= 0 else { continue }
      switch connect(descriptor, info.ai_addr, info.ai_addrlen, timeout: timeout) {
      case 0:
        configure(descriptor)
        var storage = sockaddr_storage()
        withUnsafeMutableBytes(of: &storage) { target in
          target.copyMemory(from: UnsafeRawBufferPointer(start: info.ai_addr, count: Int(info.ai_addrlen)))
        }
        return .success((descriptor, describe(&storage)))
      case let code:
        close(descriptor)
        lastError = connectError(code, host: host, port: port, timeout: timeout)
      }
    }
    return .failure(lastError)
  }

  /// A non-blocking connect waited for with poll: 0, or the errno, or ETIMEDOUT.
  private static func connect(
    _ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t, timeout: Double
  )
    -> Int32
  {
    let flags = fcntl(descriptor, F_GETFL)
    _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
    defer { _ = fcntl(descriptor, F_SETFL, flags) }
    if Glibc.connect(descriptor, address, length) == 0 { return 0 }
    guard errno == EINPROGRESS else { return errno }
    let deadline = MonotonicClock.now() + timeout
    while true {
      var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
      let left = deadline - MonotonicClock.now()
      guard left > 0 else { return ETIMEDOUT }
      let ready = poll(&entry, 1, Int32(left * 1000) + 1)
      if ready < 0 && errno == EINTR { continue }
      if ready <= 0 { return ready == 0 ? ETIMEDOUT : errno }
      var error: Int32 = 0
      var size = socklen_t(MemoryLayout<Int32>.size)
      getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &size)
      return error
    }
  }

  private static func connectError(_ code: Int32, host: String, port: UInt16, timeout: Double) -> SocketError
  {
    switch code {
    case ECONNREFUSED:
      SocketError(line: "the connection to \(host) port \(port) was refused: no game is hosting there")
    case ETIMEDOUT:
      SocketError(line: "no answer from \(host) port \(port) within \(Timeouts.words(timeout))")
    case ENETUNREACH, EHOSTUNREACH:
      SocketError(line: "\(host) is unreachable from this computer")
    default: SocketError("cannot connect to \(host) port \(port)", code)
    }
  }

  /// Sends every byte, or returns false when the connection is gone or stalled.
  static func send(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes.withUnsafeBytes {
        Glibc.send(
          descriptor, $0.baseAddress?.advanced(by: offset), bytes.count - offset, Int32(MSG_NOSIGNAL))
      }
      if sent < 0 && errno == EINTR { continue }
      guard sent > 0 else { return false }
      offset += sent
    }
    return true
  }

  static func read(_ descriptor: Int32, maximum: Int = 4096) -> ReadResult {
    var buffer = [UInt8](repeating: 0, count: maximum)
    let count = buffer.withUnsafeMutableBytes {
      recv(descriptor, $0.baseAddress, maximum, Int32(MSG_DONTWAIT))
    }
    if count > 0 { return .bytes(Array(buffer.prefix(count))) }
    if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) { return .nothing }
    return .closed
  }

  /// No more sends: the peer reads the end of the stream after the last message.
  static func shutdownWriting(_ descriptor: Int32) {
    shutdown(descriptor, Int32(SHUT_WR))
  }

  /// Sends a last message to a connection the host will not serve, without waiting on it.
  static func refuse(_ descriptor: Int32, with bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes {
      Glibc.send(descriptor, $0.baseAddress, bytes.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
    }
    shutdown(descriptor, Int32(SHUT_WR))
  }

  static func localPort(_ descriptor: Int32) -> UInt16 {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    _ = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    return port(of: &storage)
  }

  static func port(of storage: inout sockaddr_storage) -> UInt16 {
    withUnsafePointer(to: &storage) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
          address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
            UInt16(bigEndian: $0.pointee.sin_port)
          }
        case AF_INET6:
          address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
            UInt16(bigEndian: $0.pointee.sin6_port)
          }
        default: 0
        }
      }
    }
  }

  /// "192.0.2.1", "2001:db8::1" (an IPv4 address reached over IPv6 reads as IPv4).
  static func describe(_ storage: inout sockaddr_storage) -> String {
    var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
    withUnsafePointer(to: &storage) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
          address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
            var raw = $0.pointee.sin_addr
            _ = inet_ntop(AF_INET, &raw, &text, socklen_t(text.count))
          }
        case AF_INET6:
          address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
            var raw = $0.pointee.sin6_addr
            _ = inet_ntop(AF_INET6, &raw, &text, socklen_t(text.count))
          }
        default: break
        }
      }
    }
    let result = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return result.hasPrefix("::ffff:") && result.contains(".") ? String(result.dropFirst(7)) : result
  }

  private static func configure(_ descriptor: Int32) {
    setOption(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, 1)
    var timeout = timeval(tv_sec: 2, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  }

  static func setOption(_ descriptor: Int32, _ level: Int32, _ name: Int32, _ value: Int32) {
    var value = value
    setsockopt(descriptor, level, name, &value, socklen_t(MemoryLayout<Int32>.size))
  }

  /// Binds `descriptor` to `port` on every IPv4 address; false when it cannot.
  static func bindAnyIPv4(_ descriptor: Int32, port: UInt16) -> Bool {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = INADDR_ANY
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    } == 0
  }

  /// The datagram waiting on `descriptor` (at most 512 bytes: discovery's are smaller), with who
  /// sent it; nil when none is waiting.
  static func receiveDatagram(
    _ descriptor: Int32
  ) -> (bytes: [UInt8], sender: sockaddr_storage, length: socklen_t)? {
    var buffer = [UInt8](repeating: 0, count: 512)
    var sender = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let count = withUnsafeMutablePointer(to: &sender) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        recvfrom(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT), $0, &length)
      }
    }
    guard count > 0 else { return nil }
    return (Array(buffer.prefix(count)), sender, length)
  }
}

/// A socket call that failed, as one line.
struct SocketError: Error, Sendable {
  let line: String

  init(line: String) {
    self.line = line
  }

  init(_ what: String, _ code: Int32) {
    line = "\(what): \(String(cString: strerror(code)))"
  }
}
