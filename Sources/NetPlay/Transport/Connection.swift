/// One TCP connection on the network thread: its socket, the bytes not yet a whole frame, and
/// the protocol machine that answers them.
struct Connection {
  let descriptor: Int32
  let address: String
  var decoder = FrameDecoder()
  var machine: ProtocolMachine
  /// Set once the machine closed: the socket is drained until the peer closes or this time.
  var lingerUntil: Double?
  /// A send failed: the peer is gone.
  var isBroken = false

  init(descriptor: Int32, address: String, machine: ProtocolMachine) {
    self.descriptor = descriptor
    self.address = address
    self.machine = machine
  }

  /// The earliest time something is due on this connection.
  var deadline: Double? { lingerUntil ?? machine.nextDeadline }
}
