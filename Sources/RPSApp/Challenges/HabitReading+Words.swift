import GameCore
import Localization

extension HabitReading {
  /// The reading as the day's result says it to a friend: "Read in round 4", "Habit not read".
  var words: String {
    switch self {
    case .inRound(let round): tr("Read in round %1$@", round)
    case .notRead: tr("Habit not read")
    }
  }
}
