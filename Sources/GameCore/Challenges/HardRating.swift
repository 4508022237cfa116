import Foundation

/// The player's rating against Hard: a number that moves with every round played at Hard, as a
/// chess rating moves with every game, so that a match lost 2–3 still shows whether the player is
/// learning to read it. Hard itself stands at ``hardsOwn``; a new player starts at ``starting``,
/// below it, where recorded people stand against it (they won 16–26% of their rounds and lost
/// 48–67%: docs/engine.md), so that a match lost 1–3 moves the rating little and one lost 0–3
/// takes it down: a player who started lower rose while losing, which puzzled them.
///
/// Each round moves the rating by ``roundWeight`` times the round's result (1 won, ½ drawn, 0
/// lost) less the result the two ratings expect, on the familiar scale where 400 points between
/// two players mean the stronger scores ten times as much. A player who wins as many rounds as
/// they lose settles at Hard's own rating; throwing at random does that, in the long run, but
/// Hard punishes any habit, and its safety net keeps a player who reads it from running far ahead
/// of it. With a weight of 16 the rating remembers about the last forty rounds.
///
/// The rating is read from the history, not kept: it is the same on every copy of the game that
/// shares the history, and a match deleted takes its rounds with it.
///
/// ```swift
/// let rating = HardRating(history: history)
/// rating.rating, rating.changeInLatestMatch, rating.rank  // 1364, +14, .hardToRead
/// ```
public struct HardRating: Equatable, Sendable {
  /// Hard's own rating.
  public static let hardsOwn = 1500
  /// A new player's rating.
  public static let starting = 1350
  /// How far one round can move the rating.
  static let roundWeight = 16.0
  /// The points between two players of which the stronger is expected to score ten times as much.
  static let scale = 400.0

  /// A name for a span of ratings, so that a player has a next step to reach.
  public enum Rank: Int, CaseIterable, Comparable, Sendable {
    /// Below 1300: Hard reads the player.
    case openBook
    /// 1300: Hard scores less than four times as much as the player (a quarter of the rounds
    /// scored); most people stand here or just above.
    case hardToRead
    /// 1400: Hard scores less than twice as much as the player, as recorded people did at their
    /// best.
    case pokerFace
    /// 1500: the player scores as well as Hard over the rounds: it reads nothing of them, or they
    /// read it as well as it reads them.
    case hardsEqual
    /// 1600: the player scores well above Hard.
    case hardsMaster

    /// The lowest rating of the rank.
    public var lowest: Int {
      switch self {
      case .openBook: 0
      case .hardToRead: 1300
      case .pokerFace: 1400
      case .hardsEqual: 1500
      case .hardsMaster: 1600
      }
    }

    /// The rank of `rating`.
    public init(rating: Int) {
      self = Rank.allCases.last { rating >= $0.lowest } ?? .openBook
    }

    /// The rank above, if any.
    public var next: Rank? { Rank(rawValue: rawValue + 1) }

    public static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The rating now, after every round played at Hard (the match in progress among them).
  public let rating: Int
  /// The rating before the latest match at Hard: the one on the board, or just ended.
  public let beforeLatestMatch: Int
  /// The highest rating the player has held.
  public let best: Int
  /// The rounds played at Hard that the rating has read.
  public let rounds: Int
  /// The rating at the end of each of the latest ``chartedMatches`` matches at Hard with a round,
  /// oldest first: its course, for the records' chart.
  public let afterEachMatch: [Int]
  /// The rating before the first match of ``afterEachMatch``: where its course starts.
  public let courseStart: Int
  /// When the rating first reached each rank above the one a new player starts in: the end of
  /// the match (or the start of the one under way) whose round lifted it there.
  public let firstReached: [Rank: Date]
  /// The matches the course keeps.
  public static let chartedMatches = 40

  /// The rating read from every match at Hard in `history`, oldest first.
  public init(history: History) {
    var exact = Double(HardRating.starting)
    var before = exact
    var best = HardRating.starting
    var rounds = 0
    var course: [(before: Int, after: Int)] = []
    let startingRank = Rank(rating: HardRating.starting)
    var reached: [Rank: Date] = [:]
    for record in history.newestFirst.reversed() where record.isAgainstALevel && record.level == .hard {
      before = exact
      for round in record.match.rounds {
        exact = HardRating.rated(exact, after: round.outcome)
        best = max(best, Int(exact.rounded()))
        rounds += 1
        for rank in Rank.allCases where rank > startingRank && rank <= Rank(rating: Int(exact.rounded())) {
          if reached[rank] == nil { reached[rank] = record.endedAt ?? record.startedAt }
        }
      }
      if !record.match.rounds.isEmpty { course.append((Int(before.rounded()), Int(exact.rounded()))) }
    }
    let charted = course.suffix(HardRating.chartedMatches)
    afterEachMatch = charted.map(\.after)
    courseStart = charted.first?.before ?? HardRating.starting
    firstReached = reached
    rating = Int(exact.rounded())
    beforeLatestMatch = Int(before.rounded())
    self.best = best
    self.rounds = rounds
  }

  /// What the latest match at Hard did to the rating, in points: the match on the board once it
  /// has a round (a new match joins the history with its first).
  public var changeInLatestMatch: Int { rating - beforeLatestMatch }

  /// The rank of the rating now.
  public var rank: Rank { Rank(rating: rating) }

  /// The highest rank the player has reached.
  public var bestRank: Rank { Rank(rating: best) }

  /// `rating` after a round of `outcome` against Hard.
  public static func rated(_ rating: Double, after outcome: Outcome) -> Double {
    let expected = 1 / (1 + pow(10, (Double(hardsOwn) - rating) / scale))
    let scored =
      switch outcome {
      case .win: 1.0
      case .draw: 0.5
      case .loss: 0.0
      }
    return rating + roundWeight * (scored - expected)
  }
}
