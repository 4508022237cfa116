import Foundation

/// The player's rating against Hard: a number that moves with every match finished at Hard, as a
/// chess rating moves with every game, so that a player coming back sees whether they are
/// learning to read it, and every match has a stake named before it is played ("a win +22, a
/// loss −10"). Hard itself stands at ``hardsOwn``; a new player starts at ``starting``, below it,
/// where recorded people stand against it (they won 16–26% of their rounds and lost 48–67%:
/// docs/engine.md).
///
/// A match won raises the rating, a match lost or given up lowers it; a round drawn or lost
/// inside a match won moves nothing on its own. Rated round by round, a draw below Hard's rating
/// raised it, and so did a match lost 2–3: players read both as a fault. The match moves the
/// rating by its weight (``weight(of:)``: longer matches tell more) times its result less the
/// result the two ratings expect, on the familiar scale where 400 points between two players mean
/// the stronger wins ten times as often. A player who wins as many matches as they lose settles at
/// Hard's own rating; Hard punishes any habit, and its safety net keeps a player who reads it
/// from running far ahead.
///
/// The rating is read from the history, not kept: it is the same on every copy of the game that
/// shares the history, and a match deleted takes its part with it.
///
/// ```swift
/// let rating = HardRating(history: history)
/// rating.rating, rating.changeInLatestMatch, rating.rank  // 1372, +22, .hardToRead
/// rating.stakes(targetWins: 3)  // (win: 22, loss: 10)
/// ```
public struct HardRating: Equatable, Sendable {
  /// Hard's own rating.
  public static let hardsOwn = 1500
  /// A new player's rating.
  public static let starting = 1350
  /// The points between two players of which the stronger is expected to win ten times as often.
  static let scale = 400.0

  /// A name for a span of ratings, so that a player has a next step to reach.
  public enum Rank: Int, CaseIterable, Comparable, Sendable {
    /// Below 1300: Hard reads the player.
    case openBook
    /// 1300: where a new player starts, and most people stand.
    case hardToRead
    /// 1400: the player wins more than a third of their matches against Hard.
    case pokerFace
    /// 1500: the player wins as many matches as Hard: it reads nothing of them, or they read it
    /// as well as it reads them.
    case hardsEqual
    /// 1600: the player wins well over half their matches against Hard.
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

  /// The rating now, after every match finished at Hard.
  public let rating: Int
  /// The rating before rounding: a match's stake is what it moves the shown rating by, so that
  /// "a loss −11" is never followed by "(−12)".
  private let exactRating: Double
  /// The rating before the latest match finished at Hard.
  public let beforeLatestMatch: Int
  /// The highest rating the player has held.
  public let best: Int
  /// The matches finished at Hard that the rating has read.
  public let matches: Int
  /// The rating at the end of each of the latest ``chartedMatches`` matches, oldest first: its
  /// course, for the records' chart.
  public let afterEachMatch: [Int]
  /// The rating before the first match of ``afterEachMatch``: where its course starts.
  public let courseStart: Int
  /// When the rating first reached each rank above the one a new player starts in: the end of
  /// the match that lifted it there.
  public let firstReached: [Rank: Date]
  /// The matches the course keeps.
  public static let chartedMatches = 40

  /// The rating read from every match finished at Hard in `history`, oldest first.
  public init(history: History) {
    var exact = Double(HardRating.starting)
    var before = exact
    var best = HardRating.starting
    var matches = 0
    var course: [(before: Int, after: Int)] = []
    let startingRank = Rank(rating: HardRating.starting)
    var reached: [Rank: Date] = [:]
    for record in history.newestFirst.reversed() where HardRating.rates(record) {
      before = exact
      exact = HardRating.rated(exact, after: record.match)
      best = max(best, Int(exact.rounded()))
      matches += 1
      let ended = record.endedAt ?? record.startedAt
      for rank in Rank.allCases where rank > startingRank && rank <= Rank(rating: Int(exact.rounded())) {
        if reached[rank] == nil { reached[rank] = ended }
      }
      course.append((Int(before.rounded()), Int(exact.rounded())))
    }
    let charted = course.suffix(HardRating.chartedMatches)
    afterEachMatch = charted.map(\.after)
    courseStart = charted.first?.before ?? HardRating.starting
    firstReached = reached
    rating = Int(exact.rounded())
    exactRating = exact
    beforeLatestMatch = Int(before.rounded())
    self.best = best
    self.matches = matches
  }

  /// Whether `record` moves the rating: a match at Hard finished, won, lost or given up, with a
  /// round won or lost (a match of draws alone is not kept).
  static func rates(_ record: MatchRecord) -> Bool {
    record.isAgainstALevel && record.level == .hard && record.isFinished && record.hasDecisiveRound
  }

  /// What the latest match finished at Hard did to the rating, in points.
  public var changeInLatestMatch: Int { rating - beforeLatestMatch }

  /// The rank of the rating now.
  public var rank: Rank { Rank(rating: rating) }

  /// The highest rank the player has reached.
  public var bestRank: Rank { Rank(rating: best) }

  /// What a match to `targetWins` would do to the rating now: the points a win gains and a loss
  /// costs, named on the board before the match is played.
  public func stakes(targetWins: Int) -> (win: Int, loss: Int) {
    let won = HardRating.rated(exactRating, won: true, targetWins: targetWins)
    let lost = HardRating.rated(exactRating, won: false, targetWins: targetWins)
    return (Int(won.rounded()) - rating, rating - Int(lost.rounded()))
  }

  /// How far one match can move the rating: 12 points a win it takes to win it, up to seven, so
  /// that a first to five, which tells more of the player than a first to three, counts more.
  public static func weight(ofTargetWins targetWins: Int) -> Double {
    12 * Double(min(7, max(1, targetWins)))
  }

  /// `rating` after `match`, won by the player or not (given up counts as lost).
  public static func rated(_ rating: Double, after match: Match) -> Double {
    rated(rating, won: match.winner == .player, targetWins: match.targetWins)
  }

  /// `rating` after a match to `targetWins` won or lost.
  static func rated(_ rating: Double, won: Bool, targetWins: Int) -> Double {
    let expected = 1 / (1 + pow(10, (Double(hardsOwn) - rating) / scale))
    return rating + weight(ofTargetWins: targetWins) * ((won ? 1 : 0) - expected)
  }
}
