import GameCore
import Localization

extension HardRating.Rank {
  /// The rank's name.
  var title: String {
    switch self {
    // TRANSLATORS: a rank of the rating against Hard, below 1300: Hard reads the player like an open book.
    case .openBook: tr("Open book")
    // TRANSLATORS: a rank of the rating against Hard, from 1300: the player is hard for it to read.
    case .hardToRead: tr("Hard to read")
    // TRANSLATORS: a rank of the rating against Hard, from 1400: the player's face gives nothing away (also an achievement's name).
    case .pokerFace: tr("Poker face")
    // TRANSLATORS: a rank of the rating against Hard, from 1500, Hard's own rating: the player is its equal.
    case .hardsEqual: tr("Hard's equal")
    // TRANSLATORS: the highest rank of the rating against Hard, from 1600.
    case .hardsMaster: tr("Hard's master")
    }
  }
}

extension HardRating {
  /// The rating as the board's line at Hard says it, longest first: its rank, then, once the
  /// match on the board is over (`boardMatchIsOver`), what it did to the rating, and before that
  /// what the match to `targetWins` puts at stake; then the next rank ("Rating 1372 · Hard to
  /// read · +22 this match · 28 points to Poker face").
  func lines(boardMatchIsOver: Bool, targetWins: Int) -> [String] {
    let value = String(rating)
    let change = boardMatchIsOver && matches > 0 ? HardRating.signed(changeInLatestMatch) : nil
    let stakes = stakes(targetWins: targetWins)
    // The points still to go, not the rating that reaches the rank: a player read "at 1400" as a
    // number to work out against their own.
    let next = rank.next.map {
      // TRANSLATORS: the next rank of the rating against Hard, and the points still to go to it: "12 points to Poker face".
      trn("%1$@ point to %2$@", "%1$@ points to %2$@", max(1, $0.lowest - rating), $0.title)
    }
    // TRANSLATORS: the rating against Hard on the board's line, and its rank: "Rating 1372 · Hard to read".
    let rated = tr("Rating %1$@ · %2$@", value, rank.title)
    let news =
      change.map {
        // TRANSLATORS: what the match on the board did to the rating against Hard: "+22 this match".
        tr("%1$@ this match", $0)
      }
      // TRANSLATORS: before and during a match at Hard: what a win would gain and a loss cost: "a win +22, a loss −10".
      ?? tr("a win %1$@, a loss %2$@", HardRating.signed(stakes.win), HardRating.signed(-stakes.loss))
    // TRANSLATORS: the rating against Hard and its change in the match on the board, shortest: "Rating 1372 (+22)".
    let short = change.map { tr("Rating %1$@ (%2$@)", value, $0) } ?? tr("Rating %1$@", value)
    let longest = [rated, news, next].compactMap { $0 }.joined(separator: " · ")
    // The stakes before the rank: what the match does is what a player reads the line for.
    let middle = [tr("Rating %1$@", value), news].joined(separator: " · ")
    return [longest, middle, short].reduce(into: []) { lines, line in
      if !lines.contains(line) { lines.append(line) }
    }
  }

  /// The name on the line of Hard's own rating in the records' chart.
  // TRANSLATORS: the label of Hard's own rating (1500) on the records' chart of the rating; as short as can be.
  static var hardsOwnWords: String { tr("Hard") }

  /// Points with their sign: "+14", "−6" (a minus sign, not a hyphen), "±0".
  static func signed(_ points: Int) -> String {
    let number = String(abs(points))
    return points > 0 ? "+" + number : points < 0 ? "−" + number : "±" + number
  }
}
