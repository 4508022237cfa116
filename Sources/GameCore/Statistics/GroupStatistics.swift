import Foundation

/// The statistics of the finished matches played at one level with one set of rules.
public struct GroupStatistics: Equatable, Sendable {
  /// The rules these matches were played by: they say which moves could be thrown.
  public let rules: Rules
  /// Matches the player won.
  public private(set) var won = 0
  /// Matches the computer won.
  public private(set) var lost = 0
  /// Matches given up before either side won (a new match, or a change of level or rules,
  /// while one was in progress).
  public private(set) var abandoned = 0
  /// Consecutive won matches up to the newest one; a lost or abandoned match ends a streak.
  public private(set) var currentStreak = 0
  /// The most consecutive won matches ever.
  public private(set) var longestStreak = 0
  /// Rounds played in these matches, draws included.
  public private(set) var roundsPlayed = 0
  /// Rounds the player won and lost (draws are neither).
  public private(set) var roundsWon = 0
  public private(set) var roundsLost = 0
  /// How many times the player threw each move, indexed by the move's raw value.
  private var throwCounts: [Int]
  /// How many matches were played to each length (the number of wins that ends them).
  public private(set) var matchesByLength: [Int: Int] = [:]
  /// The win rate day by day, or week by week when the matches span more than a month.
  public private(set) var timeline = WinRateTimeline()

  /// The statistics of no match at all, with `rules`.
  public init(rules: Rules) {
    self.rules = rules
    self.throwCounts = Array(repeating: 0, count: rules.moves.count)
  }

  /// Finished matches: won, lost and abandoned.
  public var matches: Int { won + lost + abandoned }

  /// Won matches as a share of all finished ones, from 0 to 1. An abandoned match counts as
  /// not won: giving up a match that was going badly must not raise the rate. Nil before the
  /// first match.
  public var winRate: Double? {
    matches == 0 ? nil : Double(won) / Double(matches)
  }

  /// How many times the player threw `move` (0 for a move outside the rules).
  public func throwCount(of move: Move) -> Int {
    throwCounts.indices.contains(move.rawValue) ? throwCounts[move.rawValue] : 0
  }

  /// The share of the player's throws that were `move`, from 0 to 1; nil before the first round.
  public func throwShare(of move: Move) -> Double? {
    roundsPlayed == 0 ? nil : Double(throwCount(of: move)) / Double(roundsPlayed)
  }

  /// The moves the player threw most, in the rules' order: one move, or several when they are
  /// tied, or none before the first round.
  public var favouriteMoves: [Move] {
    guard let most = throwCounts.max(), most > 0 else { return [] }
    return rules.moves.filter { throwCount(of: $0) == most }
  }

  /// The one move the player throws most, or nil when none stands out (a tie, or no rounds).
  public var favouriteMove: Move? {
    let favourites = favouriteMoves
    return favourites.count == 1 ? favourites.first : nil
  }

  /// The move the player leans on clearly enough to be named, or nil: the move thrown most
  /// must be thrown in at least six fifths of its fair share of rounds (40% of the throws with
  /// three moves, 24% with five), and more often than a player throwing at random would throw
  /// any one move once in twenty times. The share keeps a slight lean over thousands of throws
  /// (35% against 32% and 33%) from being named; the chance keeps a few throws from it (two
  /// papers of three is luck).
  public var clearFavourite: Move? {
    guard let move = favouriteMove else { return nil }
    let count = throwCount(of: move)
    let moveCount = rules.moves.count
    guard count * moveCount * 5 >= roundsPlayed * 6 else { return nil }
    // Any of the moves could have been the one thrown most: the chance is counted for each.
    let luck =
      Double(moveCount)
      * BinomialTail.chanceOfAtLeast(count, in: roundsPlayed, share: 1 / Double(moveCount))
    return luck <= 0.05 ? move : nil
  }

  /// How often the computer read the player: the share of all rounds played in which it threw
  /// a move that beats the player's (that is, the rounds it won), from 0 to 1; nil before the
  /// first round. Of all rounds rather than of decided ones, so that it compares with
  /// ``chanceOfBeingRead``, what a computer guessing at random would score.
  public var predictionRate: Double? {
    roundsPlayed == 0 ? nil : Double(roundsLost) / Double(roundsPlayed)
  }

  /// The share of rounds a computer throwing at random wins: 1/3 in the classic game (one move
  /// of three beats yours), 2/5 with Spock and lizard.
  public var chanceOfBeingRead: Double {
    Double(rules.moves(beating: rules.moves[0]).count) / Double(rules.moves.count)
  }

  /// Gathers a group's matches in time order, oldest first.
  struct Accumulator {
    private var statistics: GroupStatistics
    private var days = WinRateTimeline.DayTally()

    init(rules: Rules) {
      statistics = GroupStatistics(rules: rules)
    }

    mutating func add(_ match: Match, day: Date) {
      switch match.winner {
      case .player:
        statistics.won += 1
        statistics.currentStreak += 1
        statistics.longestStreak = max(statistics.longestStreak, statistics.currentStreak)
      case .computer:
        statistics.lost += 1
        statistics.currentStreak = 0
      case nil:
        statistics.abandoned += 1
        statistics.currentStreak = 0
      }
      statistics.matchesByLength[match.targetWins, default: 0] += 1
      for round in match.rounds {
        statistics.roundsPlayed += 1
        if statistics.throwCounts.indices.contains(round.player.rawValue) {
          statistics.throwCounts[round.player.rawValue] += 1
        }
        switch round.outcome {
        case .win: statistics.roundsWon += 1
        case .loss: statistics.roundsLost += 1
        case .draw: break
        }
      }
      days.add(day: day, won: match.winner == .player)
    }

    func finished(calendar: Calendar) -> GroupStatistics {
      var result = statistics
      result.timeline = WinRateTimeline(days: days, calendar: calendar)
      return result
    }
  }
}
