import Foundation
import GameCore

/// The statistics screen's sentences, apart from the views so that tests can read them.
enum StatisticsWords {
  /// A share from 0 to 1 as a whole percentage: "40%".
  static func percent(_ share: Double) -> String {
    "\(Int((share * 100).rounded()))%"
  }

  /// "Hard · classic" or "Easy · Spock and lizard".
  static func name(of key: Statistics.Key) -> String {
    key.level.name + " · " + rulesName(key.rules)
  }

  static func rulesName(_ rules: Rules) -> String {
    rules == .classic ? "Classic" : "Spock & lizard"
  }

  /// "You favour rock", "Rock and paper are tied", or nothing to say yet.
  static func favourite(_ statistics: GroupStatistics) -> String {
    let favourites = statistics.favouriteMoves
    switch favourites.count {
    case 0: return "No throws yet"
    case 1: return "You favour \(favourites[0].nameInSentence)"
    default:
      let names = favourites.map(\.nameInSentence)
      let list = names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
      return "No favourite: " + list + " are tied"
    }
  }

  /// How often the computer threw what beats the player's throw, beside what chance gives.
  static func prediction(_ statistics: GroupStatistics) -> String {
    guard let rate = statistics.predictionRate else { return "" }
    return "The computer read you in \(percent(rate)) of rounds (chance: "
      + "\(percent(statistics.chanceOfBeingRead)))"
  }

  /// "First to 3: 10 matches · first to 5: 2".
  static func lengths(_ statistics: GroupStatistics) -> String {
    let lengths = statistics.matchesByLength.sorted { $0.key < $1.key }
    return lengths.enumerated().map { index, entry in
      let count = index == 0 ? "\(entry.value) \(entry.value == 1 ? "match" : "matches")" : "\(entry.value)"
      return (index == 0 ? "First to " : "first to ") + "\(entry.key): " + count
    }.joined(separator: " · ")
  }

  /// The chart's title: "Win rate by day", or by week, and how many of the periods it shows.
  static func chartTitle(_ timeline: WinRateTimeline, shown: Int) -> String {
    let period = timeline.period == .day ? "day" : "week"
    let title = "Win rate by " + period
    guard shown < timeline.points.count else { return title }
    return title + " · the last \(shown) \(period)s"
  }
}
