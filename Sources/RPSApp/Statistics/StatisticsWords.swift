import Foundation
import GameCore
import Localization

/// The statistics screen's sentences, apart from the views so that tests can read them.
enum StatisticsWords {
  /// A share from 0 to 1 as a whole percentage, as the locale writes it: "40%", "40 %".
  static func percent(_ share: Double) -> String {
    Translations.percent(share)
  }

  /// Shares of one whole, such as the moves' shares of the throws, as percentages adding up to 100%.
  static func percents(_ shares: [Double]) -> [String] {
    Translations.percents(shares)
  }

  /// "Hard · classic" or "Easy · Spock and lizard".
  static func name(of key: Statistics.Key) -> String {
    key.level.word + " · " + rulesName(key.rules)
  }

  static func rulesName(_ rules: Rules) -> String {
    rules == .classic ? tr("Classic") : tr("Spock & lizard")
  }

  /// "You favour rock" when the lean is clear, "Rock and paper are tied", "Paper leads, by too
  /// little to be a clear favourite" when the move thrown most leads by too little to mean
  /// anything, or nothing to say yet.
  static func favourite(_ statistics: GroupStatistics) -> String {
    let favourites = statistics.favouriteMoves
    if favourites.isEmpty { return tr("No throws yet") }
    if let clear = statistics.clearFavourite { return favour(clear) }
    if favourites.count == 1, let leader = favourites.first {
      // "No clear favourite" under "Rock 54%" read as a contradiction: the move that leads is
      // named, and why it is not yet a favourite.
      // TRANSLATORS: on the statistics, when the move thrown most (e.g. Rock) leads the others by too little to be called a favourite.
      return tr("%1$@ leads, by too little to be a clear favourite", leader.word)
    }
    let list = Translations.listed(favourites.map(\.wordInSentence))
    return tr("No favourite: %1$@ are tied", list)
  }

  /// "You favour rock": a whole sentence for each move.
  static func favour(_ move: Move) -> String {
    move.pick(
      rock: tr("You favour rock"), paper: tr("You favour paper"), scissors: tr("You favour scissors"),
      spock: tr("You favour Spock"), lizard: tr("You favour lizard"))
  }

  /// How often the computer threw what beats the player's throw, beside what chance gives.
  static func prediction(_ statistics: GroupStatistics) -> String {
    guard let rate = statistics.predictionRate else { return "" }
    return tr(
      "The computer read you in %1$@ of rounds (chance: %2$@)", percent(rate),
      percent(statistics.chanceOfBeingRead))
  }

  /// "First to 3: 10 matches · first to 5: 2".
  static func lengths(_ statistics: GroupStatistics) -> String {
    let lengths = statistics.matchesByLength.sorted { $0.key < $1.key }
    return lengths.enumerated().map { index, entry in
      index == 0
        ? trn("First to %2$@: %1$@ match", "First to %2$@: %1$@ matches", entry.value, entry.key)
        : tr("first to %1$@: %2$@", entry.key, entry.value)
    }.joined(separator: " · ")
  }

  /// Under the numbers: the lengths played, and once a match was abandoned, how the win rate
  /// counts it (a player who left one wonders why "0 lost" is not "100% won"); longest first,
  /// the shorter for a narrow summary.
  static func footnotes(_ statistics: GroupStatistics) -> [String] {
    let lengths = lengths(statistics)
    guard statistics.abandoned > 0 else { return [lengths] }
    return [
      lengths + "\n" + tr("An abandoned match counts as not won"),
      // TRANSLATORS: the shortest way to say that an abandoned match counts as not won, under the statistics' numbers.
      lengths + "\n" + tr("Abandoned: not won"),
    ]
  }

  /// The chart's title: "Win rate by day", or by week, and how many of the periods it shows.
  static func chartTitle(_ timeline: WinRateTimeline, shown: Int) -> String {
    let byDay = timeline.period == .day
    let title = byDay ? tr("Win rate by day") : tr("Win rate by week")
    guard shown < timeline.points.count else { return title }
    let last =
      byDay
      ? trn("the last %1$@ day", "the last %1$@ days", shown)
      : trn("the last %1$@ week", "the last %1$@ weeks", shown)
    return title + " · " + last
  }
}
