/// A game that answered a LAN query.
public struct FoundGame: Equatable, Hashable, Sendable {
  /// The host player's name.
  public var name: String
  /// The address the answer came from, as text ("192.0.2.7").
  public var address: String
  public var port: UInt16
  /// True when the host is already in a match.
  public var isBusy: Bool

  public init(name: String, address: String, port: UInt16, isBusy: Bool) {
    self.name = name
    self.address = address
    self.port = port
    self.isBusy = isBusy
  }

  /// "192.0.2.7:47474", "[2001:db8::1]:47474": what `--join` takes.
  public var joinAddress: String {
    address.contains(":") ? "[\(address)]:\(port)" : "\(address):\(port)"
  }
}
