import GameCore

/// What the line over the game offers before the first throw: the day's challenge while its
/// counted try waits, else the ladder's next rung.
public enum BoardInvitation: Hashable, Sendable {
  case daily(DailyInvitation)
  case ladder(LadderInvitation)

  /// The invitation of `progress` on `today`: the day's while it waits, else the ladder's;
  /// nil once both are spent.
  public init?(progress: PlayerProgress, today: DayStamp) {
    if let daily = DailyInvitation(progress: progress, today: today) {
      self = .daily(daily)
    } else if let ladder = LadderInvitation(progress: progress) {
      self = .ladder(ladder)
    } else {
      return nil
    }
  }

  /// The line's words, longest first.
  var words: [String] {
    switch self {
    case .daily(let daily): daily.words
    case .ladder(let ladder): ladder.words
    }
  }

  /// The day's invitation, when it is one.
  public var daily: DailyInvitation? {
    if case .daily(let daily) = self { return daily }
    return nil
  }
}
