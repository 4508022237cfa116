import GameCore
import NetPlay

/// What `rps duel` was asked for: one match over the network without a window.
public struct DuelOptions: Equatable, Sendable {
  /// Which end of the connection this side is.
  public enum Connection: Equatable, Sendable {
    /// Listen on this port (0: any free port, printed at the start).
    case host(port: UInt16)
    case join(host: String, port: UInt16)
    /// List the games that answer on the LAN within a second, and play none.
    case find
    /// Sign in to an XMPP server and invite a friend, or wait for an invitation.
    case xmpp(XMPPDuel)
  }

  /// `--xmpp JID --password-file FILE [--xmpp-server HOST[:PORT]] [--xmpp-ca FILE]
  /// (--invite JID | --challenge JID | --wait)`.
  public struct XMPPDuel: Equatable, Sendable {
    public var address: XMPPAddress
    public var passwordFile: String
    public var serverHost: String?
    public var serverPort: UInt16 = 5222
    public var certificateAuthorityFile: String?
    /// Whom to invite; nil waits for an invitation (or challenges).
    public var invite: XMPPAddress?
    /// The friend to challenge once its game is online.
    public var challenge: XMPPAddress?
    /// The lobby room to join, where players see each other and challenge.
    public var lobby: XMPPAddress?
  }

  /// One letter of `--moves`.
  public enum Step: Equatable, Sendable {
    case play(Move)
    /// x: give up the match.
    case resign
    /// q: leave, saying bye.
    case leave
  }

  public var connection: Connection
  /// The computer plays for this side at this level, unless `steps` are given.
  public var level: Level = .hard
  /// Scripted throws, repeated from the start when they run out.
  public var steps: [Step] = []
  public var name: String?
  public var targetWins = 3
  public var rules = Rules.classic
  public var dataDirectory: String?
  public var seed: UInt64?

  public init(connection: Connection) {
    self.connection = connection
  }

  /// The name sent in the hello: the one given, or the side's role (in English, as the wire and
  /// the JSON lines have it).
  public var playerName: String {
    if let name { return name }
    switch connection {
    case .host: return "Host"
    case .join, .find: return "Guest"
    case .xmpp(let xmpp):
      // The address's name, cut to a name's 32 bytes at a character's end.
      var name = ""
      for character in xmpp.address.local where name.utf8.count + character.utf8.count <= 32 {
        name.append(character)
      }
      return (try? Hello.validName(Array(name.utf8))) ?? "Player"
    }
  }
}
