import GameCore
import Localization

extension AchievementGoal {
  /// The goal as the ladder's closing line can say it: what is left, and for stars the rivals
  /// that can still give some ("3 stars from All the stars: Boulder, Fox, Mule"); nil for a
  /// goal that is not the ladder's.
  func ladderLine(progress: PlayerProgress) -> String? {
    switch achievement {
    case .starCollector, .allTheStars:
      let rivals = progress.rivalsShortOfStars
      let named = rivals.prefix(3).map(\.word).joined(separator: tr(", ")) + (rivals.count > 3 ? "…" : "")
      return trn("%1$@ star from %2$@: %3$@", "%1$@ stars from %2$@: %3$@", toGo, achievement.title, named)
    case .halfway, .topOfTheLadder, .mastersCleared:
      return trn("%1$@ rival from %2$@", "%1$@ rivals from %2$@", toGo, achievement.title)
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
