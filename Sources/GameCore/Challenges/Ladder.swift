/// The ladder of rivals: beat one (first to three) to unlock the next.
///
/// ```swift
/// Ladder.isUnlocked(.echo, in: progress)  // true once Cyclist is beaten
/// ```
public enum Ladder {
  /// The wins that end a ladder match.
  public static let targetWins = 3

  /// Whether `rival` may be played: the first rung always, each other once the one below it is
  /// beaten.
  public static func isUnlocked(_ rival: Rival, in progress: PlayerProgress) -> Bool {
    guard let index = Rival.allCases.firstIndex(of: rival), index > 0 else { return true }
    return progress.hasBeaten(Rival.allCases[index - 1])
  }

  /// The lowest rung not yet beaten (the one to play next), or nil once the top is beaten.
  public static func nextRival(in progress: PlayerProgress) -> Rival? {
    Rival.allCases.first { !progress.hasBeaten($0) }
  }

  /// The rung above `rival`, if any.
  public static func rival(above rival: Rival) -> Rival? {
    guard let index = Rival.allCases.firstIndex(of: rival), index + 1 < Rival.allCases.count else {
      return nil
    }
    return Rival.allCases[index + 1]
  }
}
