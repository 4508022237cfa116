extension PlayerProgress {
  /// Days of daily challenges won in a row up to `today`: the run ending today when today's is
  /// won, else the run ending yesterday (today's may still be played). A day missed, lost or
  /// left unfinished ends a run.
  public func dailyStreak(today: DayStamp) -> Int {
    var day = dailyResult(on: today) == .won ? today : today.previous
    if dailyResult(on: today) == .lost || dailyResult(on: today) == .started { return 0 }
    var streak = 0
    while dailyResult(on: day) == .won {
      streak += 1
      day = day.previous
    }
    return streak
  }

  /// The most days of daily challenges won in a row, ever.
  public var bestDailyStreak: Int {
    let won = dailyResults.compactMap { $0.value == .won ? DayStamp($0.key) : nil }.sorted()
    var best = 0
    var run = 0
    var previous: DayStamp?
    for day in won {
      run = previous?.next == day ? run + 1 : 1
      best = max(best, run)
      previous = day
    }
    return best
  }

  /// Daily challenges won, ever.
  public var dailyWins: Int { dailyResults.values.filter { $0 == .won }.count }
}
