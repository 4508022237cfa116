import Foundation

/// One reading of the history and the progress for the achievements: which criteria hold, when
/// each first held, and the counts the locked ones climb by (``AchievementGoal``).
struct AchievementTally {
  /// The achievements whose criterion holds.
  private(set) var held = Set<Achievement>()
  /// When each held criterion first held, where the history or the progress says.
  private(set) var dates: [Achievement: Date] = [:]
  /// Matches played to the end.
  private(set) var matches = 0
  /// Rounds played, in matches finished or given up.
  private(set) var rounds = 0
  /// Rounds of the longest match.
  private(set) var longestMatch = 0
  /// Matches won in a row against the levels, up to the latest.
  private(set) var currentRun = 0
  /// The levels beaten at least once.
  private(set) var levelsWon = Set<Level>()

  init(history: History, progress: PlayerProgress) {
    var stars: [Rival: Int] = [:]
    var starsReached: [Achievement: Date] = [:]
    // The habits told by the matches walked so far: what each match's player knew going in.
    var knownHabits: Set<Rival> = []
    // Oldest first, so each criterion keeps the date of the match that first met it.
    for record in history.finished.reversed() where record.isFinished {
      defer { HabitReading.learn(from: record, into: &knownHabits) }
      let match = record.match
      let date = record.endedAt ?? record.startedAt
      func meet(_ achievement: Achievement) { note(achievement, at: date) }
      // "Finish" means played to the end: a match given up has an end time but no winner.
      if match.isOver { matches += 1 }
      rounds += match.rounds.count
      longestMatch = max(longestMatch, match.rounds.count)
      if matches >= 10 { meet(.tenMatches) }
      if matches >= 50 { meet(.fiftyMatches) }
      if rounds >= 100 { meet(.hundredRounds) }
      if match.rounds.count >= 15 { meet(.marathon) }
      if record.players != nil {
        meet(.company)
        continue
      }
      let won = match.winner == .player
      if record.isAgainstALevel {
        currentRun = won ? currentRun + 1 : 0
        if currentRun >= 3 { meet(.threeInARow) }
        if currentRun >= 5 { meet(.fiveInARow) }
      }
      if let tag = record.challenge, tag.day == nil, tag.ladderTier == .first {
        let earned = RivalStars.earned(
          by: match, against: tag.rival, on: .first, startedAt: record.startedAt, known: knownHabits)
        stars[tag.rival] = max(stars[tag.rival] ?? 0, earned)
        let total = stars.values.reduce(0, +)
        // The progress says whether the stars are earned; the history only when.
        if total >= 15, starsReached[.starCollector] == nil { starsReached[.starCollector] = date }
        if total >= RivalStars.total, starsReached[.allTheStars] == nil { starsReached[.allTheStars] = date }
      }
      guard won else { continue }
      meet(.firstWin)
      if record.isAgainstALevel {
        levelsWon.insert(record.level)
        if record.level == .hard { meet(.hardWin) }
        if levelsWon.count == Level.allCases.count { meet(.everyLevel) }
      }
      // The Grandmaster plays as the hard level does: beating it is a win at Hard.
      if record.challenge?.rival == .grandmaster { meet(.hardWin) }
      if match.targetWins >= 3, match.score.computer == 0 {
        meet(.flawless)
        if record.challenge?.rival.hasHabit == true { meet(.mindReader) }
      }
      if AchievementTally.cameBack(in: match) { meet(.comeback) }
      if match.rules == .rockPaperScissorsSpockLizard { meet(.spockAndLizard) }
      if match.targetWins >= 7 { meet(.longHaul) }
    }
    // The rating's own reading of the history says when it first reached Poker face.
    if let reached = HardRating(history: history).firstReached[.pokerFace] { note(.pokerFace, at: reached) }
    countLadder(progress, starsReached: starsReached)
    countDailies(progress, history: history)
  }

  /// The rungs beaten are dated by the progress; the stars by the history where it holds them.
  private mutating func countLadder(_ progress: PlayerProgress, starsReached: [Achievement: Date]) {
    let beaten = Rival.allCases.compactMap { progress.firstBeaten($0) }.sorted()
    if let first = progress.firstBeaten(.boulder) { note(.firstRung, at: first) }
    if beaten.count >= 5 { note(.halfway, at: beaten[4]) }
    if let top = progress.firstBeaten(.grandmaster) { note(.topOfTheLadder, at: top) }
    let masters = LadderTier.masters.rivals.compactMap { progress.firstBeaten($0, on: .masters) }
    if LadderStanding(progress: progress).isChampion {
      // Cleared when the last of the Masters fell.
      if let last = masters.max() { note(.mastersCleared, at: last) }
    }
    for (achievement, stars) in [(Achievement.starCollector, 15), (.allTheStars, RivalStars.total)]
    where progress.totalStars(on: .first) >= stars {
      held.insert(achievement)
      if let date = starsReached[achievement] { note(achievement, at: date) }
    }
  }

  /// The days won in a row are dated by the day's match, else by the day's noon in UTC.
  private mutating func countDailies(_ progress: PlayerProgress, history: History) {
    var dayEnds: [DayStamp: Date] = [:]
    for record in history.finished {
      if let tag = record.challenge, let day = tag.day, !tag.isLaterTry, record.match.winner == .player,
        let ended = record.endedAt
      {
        dayEnds[day] = ended
      }
    }
    let won = progress.dailyResults.compactMap { $0.value == .won ? DayStamp($0.key) : nil }.sorted()
    var run = 0
    var previous: DayStamp?
    for day in won {
      run = previous?.next == day ? run + 1 : 1
      previous = day
      let date = dayEnds[day] ?? day.start.addingTimeInterval(12 * 3_600)
      note(.firstDaily, at: date)
      for achievement in Achievement.allCases {
        if let days = achievement.dailyStreakDays, run >= days { note(achievement, at: date) }
      }
    }
  }

  /// Notes `achievement` held, first at `date` unless an earlier date is known.
  private mutating func note(_ achievement: Achievement, at date: Date) {
    held.insert(achievement)
    if dates[achievement].map({ date < $0 }) ?? true { dates[achievement] = date }
  }

  /// Whether the player won `match` after trailing by two wins at some point.
  private static func cameBack(in match: Match) -> Bool {
    var score = Score()
    for round in match.rounds {
      score.add(round.outcome)
      if score.computer - score.player >= 2 { return match.winner == .player }
    }
    return false
  }
}
