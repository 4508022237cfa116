import GameCore
import Localization

extension MastersRung {
  /// The rung's twist, for its card: what is new about a rival the player has read already.
  var twistLine: String {
    switch (twist, secondRival) {
    // TRANSLATORS: a Masters rung's twist on its ladder card; %1$@ is the rival whose habit it borrows.
    case (.twoHabits, let second?): tr("First to five. Every other round, it plays as %1$@.", second.word)
    case (.changesHabit, let second?):
      tr("First to five. After your second win, it plays as %1$@.", second.word)
    case (.spockAndLizard, _): tr("First to five, with Spock and lizard.")
    default: tr("First to five.")
    }
  }
}
