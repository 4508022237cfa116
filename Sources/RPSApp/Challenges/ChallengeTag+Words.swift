import GameCore
import Localization

extension LadderTier {
  /// The tier's name in the player's language.
  var word: String {
    switch self {
    // TRANSLATORS: the ladder's first tier, on the switch between the ladder's two tiers.
    case .first: tr("Ladder")
    // TRANSLATORS: the ladder's second tier, open once the Jester is beaten with enough stars: the rivals come back
    // harder. Translate as a short title for masters of the game.
    case .masters: tr("Masters")
    }
  }
}

extension ChallengeTag {
  /// Who was played, as the recap and the history name it: the rival, and the tier when it is the
  /// Masters ("Echo · Masters").
  var word: String {
    ladderTier == .first ? rival.word : tr("%1$@ · %2$@", rival.word, LadderTier.masters.word)
  }
}
