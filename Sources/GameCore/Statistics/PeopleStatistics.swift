import Foundation

/// What the history says about matches between people, apart from those against the computer:
/// for each pair of names, how many matches each has won, how many were given up, and when they
/// last played. A pair is the same whichever side each sat on.
public struct PeopleStatistics: Equatable, Sendable {
  /// Two people who played each other, and how it went between them.
  public struct Pairing: Equatable, Sendable {
    /// The two names, in the order they first sat down (the older match's left player first).
    public let names: [String]
    /// Matches won by each name, in the order of `names`.
    public private(set) var wins: [Int]
    public private(set) var abandoned = 0
    public private(set) var rounds = 0
    public private(set) var lastPlayed: Date

    public var matches: Int { wins.reduce(0, +) + abandoned }

    /// The name ahead, if one is.
    public var leader: String? {
      guard wins[0] != wins[1] else { return nil }
      return wins[0] > wins[1] ? names[0] : names[1]
    }

    init(record: MatchRecord, players: MatchPlayers) {
      names = [players.left, players.right]
      wins = [0, 0]
      lastPlayed = record.endedAt ?? record.startedAt
      add(record, players: players)
    }

    func matches(_ players: MatchPlayers) -> Bool {
      Set(names) == Set([players.left, players.right]) && names.count == 2
    }

    mutating func add(_ record: MatchRecord, players: MatchPlayers) {
      rounds += record.match.rounds.count
      lastPlayed = max(lastPlayed, record.endedAt ?? record.startedAt)
      switch record.winner {
      case .player: wins[names.firstIndex(of: players.left) ?? 0] += 1
      case .computer: wins[names.firstIndex(of: players.right) ?? 1] += 1
      case nil: abandoned += 1
      }
    }
  }

  /// Every pair that finished (or gave up) a match, the most recently played first.
  public let pairings: [Pairing]

  /// Finished matches between people.
  public var totalMatches: Int { pairings.reduce(0) { $0 + $1.matches } }

  public init(history: History) {
    var pairings: [Pairing] = []
    for record in history.finished.reversed() where record.isFinished {
      guard let players = record.players else { continue }
      if let index = pairings.firstIndex(where: { $0.matches(players) }) {
        pairings[index].add(record, players: players)
      } else {
        pairings.append(Pairing(record: record, players: players))
      }
    }
    self.pairings = pairings.sorted { $0.lastPlayed > $1.lastPlayed }
  }
}
