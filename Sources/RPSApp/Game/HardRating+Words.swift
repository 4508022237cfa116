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
  /// The rating as the board's line at Hard says it, longest first: its rank, what the match on
  /// the board did to it (`boardHasRounds`: a match before its first round has done nothing, and
  /// the latest in the history is an earlier one), and the next rank ("Rating 1364 · Hard to read
  /// · +14 this match · next: Poker face at 1400").
  func lines(boardHasRounds: Bool) -> [String] {
    // A rating is written without a thousands separator, as chess ratings are: "1.342" read as
    // a decimal in German.
    let value = String(rating)
    let change = boardHasRounds && rounds > 0 ? HardRating.signed(changeInLatestMatch) : nil
    let next = rank.next.map {
      // TRANSLATORS: the next rank of the rating against Hard, and the rating that reaches it.
      tr("next: %1$@ at %2$@", $0.title, String($0.lowest))
    }
    // TRANSLATORS: the rating against Hard on the board's line, and its rank: "Rating 1342 · Hard to read".
    let rated = tr("Rating %1$@ · %2$@", value, rank.title)
    // TRANSLATORS: what the match on the board did to the rating against Hard: "+14 this match".
    let thisMatch = change.map { tr("%1$@ this match", $0) }
    // TRANSLATORS: the rating against Hard and its change in the match on the board, shortest: "Rating 1342 (+14)".
    let short = change.map { tr("Rating %1$@ (%2$@)", value, $0) } ?? tr("Rating %1$@", value)
    let longest = [rated, thisMatch, next].compactMap { $0 }.joined(separator: " · ")
    let middle = [rated, thisMatch].compactMap { $0 }.joined(separator: " · ")
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
