import GameCore
import Localization

extension CountingHabit {
  /// The habit in plain sentences, once it may be told: "It opened with rock. It threw each move
  /// twice in a row, then the move that beats it."
  var sentences: String {
    tr("It opened with %1$@.", opening.wordInSentence) + " " + countSentence
  }

  /// What the habit counted, in one sentence of its own (every one translated: a test reads them).
  var countSentence: String {
    switch self {
    // TRANSLATORS: after "It opened with rock.": a rival's habit made for the day, of runs of its own throws.
    case .runs(_, 2, .beating): tr("It threw each move twice in a row, then the move that beats it.")
    case .runs(_, 2, _): tr("It threw each move twice in a row, then the move it beats.")
    case .runs(_, _, .beating): tr("It threw each move three times in a row, then the move that beats it.")
    case .runs: tr("It threw each move three times in a row, then the move it beats.")
    // TRANSLATORS: after "It opened with rock.": a rival's habit made for the day, read from the player's most thrown move.
    case .favourite(_, .beating):
      tr("Then it threw what beats the move you had thrown most so far (on a tie, the one you threw first).")
    case .favourite(_, .same):
      tr("Then it copied the move you had thrown most so far (on a tie, the one you threw first).")
    case .favourite:
      tr("Then it threw what the move you had thrown most so far beats (on a tie, the one you threw first).")
    }
  }
}
