/// How a game online shows itself to its friends: entity capabilities (XEP-0115) in its
/// presence, and the service discovery (XEP-0030) answer they stand for, whose features
/// include the game's namespace. A friend whose presence carries the game's node is in the game.
public enum GameCapabilities {
  /// The caps node: names this software (the same for every copy of the game).
  public static let node = "urn:x-rps:client"
  public static let category = "client"
  public static let type = "game"
  public static let name = "Rock Paper Scissors"
  public static let features = [
    "http://jabber.org/protocol/caps", "http://jabber.org/protocol/disco#info", GameElement.namespace,
  ].sorted()

  /// XEP-0115's verification string S (5.1): the identity, then each feature, each followed by
  /// "<"; its SHA-1 in base64 is the `ver` in the presence.
  public static var verificationString: String {
    "\(category)/\(type)//\(name)<" + features.map { $0 + "<" }.joined()
  }
}
