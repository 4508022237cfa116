import GameCore
import Localization

extension MastersRung {
  /// The rung's twist, for its card and its board: what is new about a rival the player has read
  /// already. Until the rung is beaten (`told` false) it names the kind of twist but not the
  /// rival whose habit comes in, nor when: finding that out is the rung's puzzle, and a player
  /// told both up front swept it without reading a round. The recap names it after any match.
  func twistLine(told: Bool) -> String {
    switch (twist, secondRival, told) {
    // TRANSLATORS: a Masters rung's twist on its ladder card; %1$@ is the rival whose habit it borrows.
    case (.twoHabits, let second?, true):
      tr("First to five. Every other round, it plays as %1$@.", second.word)
    case (.changesHabit, let second?, true):
      tr("First to five. After your second win, it plays as %1$@.", second.word)
    // TRANSLATORS: a Masters rung's twist before it is beaten: which rival, and in which rounds, is for the player to find.
    case (.twoHabits, _?, false): tr("First to five. Now and then, it plays as another rival. Which?")
    // TRANSLATORS: a Masters rung's twist before it is beaten: which rival, and from when, is for the player to find.
    case (.changesHabit, _?, false): tr("First to five. Partway through, it turns into another rival. Which?")
    case (.spockAndLizard, _, _): tr("First to five, with Spock and lizard.")
    default: tr("First to five.")
    }
  }
}
