import GameCore
import Localization

extension MastersGate {
  /// Where the player stands toward the Masters once the Jester is beaten and they are still
  /// shut, the same words on the ladder and in the recap: the stars held of those that open them,
  /// and the rung a replay best serves ("Masters: ★ 12 of 15 on the rivals of habit · replay Fox
  /// for ★★★"). Empty before the Jester falls, and once the Masters are open.
  var line: String {
    guard keyIsBeaten, !isOpen else { return "" }
    // TRANSLATORS: the ladder's line while the Masters are shut: %1$@ the stars held on the seven rivals of habit
    // (Boulder to the Jester), %2$@ the stars that open the Masters.
    return withReplay(tr("Masters: ★ %1$@ of %2$@ on the rivals of habit", stars, MastersGate.threshold))
  }

  /// ``line`` without naming the rivals of habit, for a window too narrow for it on one line
  /// ("Masters: ★ 12 of 15 · replay Fox for ★★★").
  var shortLine: String {
    guard keyIsBeaten, !isOpen else { return "" }
    // TRANSLATORS: the ladder's line while the Masters are shut, shortened: %1$@ the stars held on the rivals of
    // habit, %2$@ the stars that open the Masters.
    return withReplay(tr("Masters: ★ %1$@ of %2$@", stars, MastersGate.threshold))
  }

  /// `held`, the stars toward the Masters, and the rung to replay for them, if any.
  private func withReplay(_ held: String) -> String {
    let held = RivalStars.keptWithTheirCount(held)
    guard let replay else { return held }
    // TRANSLATORS: after the Masters' stars on the ladder's line: the rung to replay, and three stars (★★★).
    let hint = tr("replay %1$@ for %2$@", replay.word, RivalStars.shown(RivalStars.most))
    // The hint stays breakable at its own dot: on a phone the ladder's line breaks there.
    return tr("%1$@ · %2$@", held, hint)
  }

  /// What opens the Masters, in a sentence: where the player asked for them while shut.
  var explanation: String {
    keyIsBeaten
      // TRANSLATORS: the ladder's line when the player asks for the Masters with the Jester beaten: %1$@ the stars
      // still needed, %2$@ the stars that open them, %3$@ all the stars the seven rivals of habit give.
      ? trn(
        "The Masters open with %2$@ of the %3$@ stars of the rivals of habit, Boulder to the Jester: %1$@ more star to win.",
        "The Masters open with %2$@ of the %3$@ stars of the rivals of habit, Boulder to the Jester: %1$@ more stars to win.",
        starsNeeded, MastersGate.threshold, MastersGate.mostStars)
      // TRANSLATORS: the ladder's line when the player asks for the Masters before the Jester is beaten: %1$@ the
      // stars that open them, %2$@ all the stars the seven rivals of habit give.
      : tr(
        "The Masters open once you beat the Jester and hold %1$@ of the %2$@ stars of the rivals of habit: the same rivals, first to five, each with a twist.",
        MastersGate.threshold, MastersGate.mostStars)
  }

  /// What the Masters' locked button says, longest first: the switch shows the longest that fits.
  var lockedTitles: [String] {
    [
      keyIsBeaten
        // TRANSLATORS: the ladder's locked button for its second tier, once the Jester is beaten: the stars held of
        // those that open it.
        ? tr("Masters: ★ %1$@ of %2$@ to open", stars, MastersGate.threshold)
        // TRANSLATORS: the ladder's locked button for its second tier, before the Jester is beaten.
        : tr("Masters: the Jester and %1$@ stars open them", MastersGate.threshold),
      // TRANSLATORS: the ladder's locked button for its second tier, when the longer line does not fit.
      tr("Masters: locked"),
    ]
  }
}
