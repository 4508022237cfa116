import GameCore
import Localization

extension AchievementGoal {
  /// The goal as the ladder's closing line can say it: what is left, and for stars the rivals
  /// that can still give some ("3 stars short of “All the stars”: Boulder, Fox, Mule"); nil for a
  /// goal that is not the ladder's.
  func ladderLine(progress: PlayerProgress) -> String? {
    switch achievement {
    case .starCollector, .allTheStars:
      let rivals = progress.rivalsShortOfStars
      let named = Translations.firstNamed(rivals.map(\.word), most: 3)
      // TRANSLATORS: the ladder's closing line: the stars still needed, the achievement they earn (already in
      // quotation marks) and the rivals that can give them ("3 stars short of “All the stars”: Boulder, Fox").
      return trn(
        "%1$@ star short of %2$@: %3$@", "%1$@ stars short of %2$@: %3$@", toGo, achievement.titleInSentence,
        named)
    case .halfway, .topOfTheLadder, .mastersCleared:
      // TRANSLATORS: the ladder's closing line: the rivals still to beat for an achievement (already in quotation
      // marks): "1 rival short of “Top of the ladder”".
      return trn("%1$@ rival short of %2$@", "%1$@ rivals short of %2$@", toGo, achievement.titleInSentence)
    default:
      return nil
    }
  }
}

extension PlayerProgress {
  /// The ladder's achievement nearest to done, for the ladder screen to name under its rungs.
  func nearestLadderGoal(history: History, today: DayStamp) -> AchievementGoal? {
    Achievement.nearestGoals(
      history: history, progress: self, today: today, among: Achievement.ladderGoals, limit: 1
    ).first
  }
}
