/// Which end of the connection a side is: the host listened, the guest connected.
public enum Role: UInt8, Sendable, Hashable, CaseIterable {
  case host = 0
  case guest = 1

  /// The other end.
  public var other: Role { self == .host ? .guest : .host }

  /// "host" or "guest", for messages and JSON.
  public var name: String { self == .host ? "host" : "guest" }
}
