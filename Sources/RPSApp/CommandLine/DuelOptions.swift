import GameCore

/// What `rps duel` was asked for: one match over the network without a window.
public struct DuelOptions: Equatable, Sendable {
  /// Which end of the connection this side is.
  public enum Connection: Equatable, Sendable {
    /// Listen on this port (0: any free port, printed at the start).
    case host(port: UInt16)
    case join(host: String, port: UInt16)
    /// List the games that answer on the LAN within a second, and play none.
    case find
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
    }
  }
}
