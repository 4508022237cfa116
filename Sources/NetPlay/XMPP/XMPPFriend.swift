/// A friend on the roster: a bare address, the name the player gave it, and, while its game is
/// online, the full address of that game (from its presence's capabilities).
public struct XMPPFriend: Equatable, Sendable {
  /// The most friends kept from a roster.
  public static let maximumCount = 500

  public var address: String
  public var name: String?
  /// Where the friend's game is online; nil when it is not.
  public var gameAddress: String?

  public init(address: String, name: String? = nil, gameAddress: String? = nil) {
    self.address = address
    self.name = name
    self.gameAddress = gameAddress
  }

  public var isInGame: Bool { gameAddress != nil }
}

/// The three messages of a challenge, each a `<KIND xmlns='urn:x-rps:game:1' match='ID'/>`
/// element in a message: the challenger offers a match, the friend accepts or declines it.
public enum ChallengeSignal: String, CaseIterable, Sendable {
  case challenge
  case accept
  case decline
}
