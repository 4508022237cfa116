/// How a match against a rival went, read from its rounds: how often the rival kept to its
/// habit, and when the player caught on to it (or, against a rival that learns, how often it
/// read the player). The recap after a ladder match or a daily challenge says it in words.
///
/// ```swift
/// let recap = RivalRecap(rival: .cyclist, match: match)
/// recap.caughtOnRound  // 4: from round 4 on, the player mostly threw what beats the cycle
/// ```
public struct RivalRecap: Equatable, Sendable {
  public let rival: Rival
  public let match: Match
  /// Which habit the rival followed each round: its own, unless a twist gave it a second.
  public let plan: HabitPlan
  /// Rounds in which the rival's habit called for a throw (its counters, which break the habit
  /// on purpose, left out).
  public let habitRounds: Int
  /// Of those, the rounds in which the rival threw what its habit called for.
  public let habitKept: Int
  /// The rounds of ``habitRounds`` in which the player threw what beats the habit's call.
  public var habitReads: Int { readRounds.subtracting(counterRounds).count }
  /// The round in which the player caught on to the habit (the first, of a rival that changed
  /// habits partway): the first round from which they threw what beats the habit's call, in
  /// that round and in at least three in four of the habit's rounds to the end, or to the
  /// change (two of them at least, unless the player won the match or the change came: then a
  /// win answering the habit's last call counts, as the player saw it). Nil when they never
  /// did, and against a rival that learns.
  public let caughtOnRound: Int?
  /// The rounds (from 1) in which the player threw what beats the habit's call: each a read.
  /// Empty against a rival that learns.
  public let readRounds: Set<Int>
  /// The first round in which the habit called a throw: before it, the player had seen none of
  /// it. Nil against a rival that learns.
  public private(set) var firstHabitRound: Int?
  /// When the player caught on to the second habit of a rival that changed habits partway
  /// (``HabitPlan/habitTurn(after:)``), counting its calls after its first (a guess, as the
  /// habit is new to everyone); nil when it did not change, or they never did.
  public let caughtOnSecondHabitRound: Int?
  /// When the player caught on, counting only the habit's calls after its first: the first
  /// call is answered blind by anyone who has not met the rival before. Nil when they never did.
  public let caughtOnRoundAfterFirstCall: Int?
  /// The rounds (from 1) in which the rival strayed from its habit: the habit called a throw
  /// and the rival threw another. Empty against a rival that learns.
  public let strayedRounds: Set<Int>
  /// The rounds (from 1) in which the rival's plan called its counter to the player's reads
  /// (``HabitPlan/countersReads``), warned of at the table the round before.
  public let counterRounds: Set<Int>
  /// What the rival threw in the counter of round `round` (one of ``counterRounds``): plain, a
  /// bluff or double (``CounterStyle/kind(ofCounter:)``), by the plan's style and the counter's
  /// place in the match.
  public func counterKind(inRound round: Int) -> CounterStyle {
    plan.counterStyle.kind(ofCounter: counterRounds.sorted().firstIndex(of: round) ?? 0)
  }
  /// The counters the player saw coming, oldest first: rounds in which they beat the counter.
  public var countersAnswered: [Int] { counterRounds.intersection(readRounds).sorted() }
  /// The counters that caught the player, oldest first: rounds in which they did not beat it.
  public var countersMissed: [Int] { counterRounds.subtracting(readRounds).sorted() }
  /// The reads the rival's strays foiled, oldest first: rounds in which the player threw what
  /// beats the habit's call, yet did not win, because the rival threw something else. A player
  /// who lost such a round read the habit right, and should be told so.
  public var readsFoiledByStrays: [Int] {
    readRounds.intersection(strayedRounds).filter { match.rounds[$0 - 1].outcome != .win }.sorted()
  }
  /// Rounds the rival won: against one that learns, the rounds in which it read the player.
  public var roundsRivalWon: Int { match.score.computer }

  /// The recap of `match` against `rival`, whose habit was `plan` (its own, unless a day's
  /// twist gave it a second).
  public init(rival: Rival, match: Match, plan: HabitPlan? = nil) {
    self.rival = rival
    self.match = match
    let plan = plan ?? HabitPlan(rival)
    self.plan = plan
    // For each round the habit called, whether the player threw what beats the call.
    // The reads that tell when the player caught on: a counter they did not see coming is no
    // miss of the habit, which they may have read all along.
    var reads: [(round: Int, read: Bool)] = []
    var readRounds: Set<Int> = []
    var habitRounds = 0
    var habitKept = 0
    var strayedRounds: Set<Int> = []
    var counterRounds: Set<Int> = []
    let calls = plan.calls(over: match.rounds, rules: match.rules)
    // A habit made for the day opens with a throw of its own, which no round before foretold:
    // neither a read nor a habit kept. Counted as one, a guess in round 2 read as caught on,
    // where the ladder's rivals called it the good guess it was.
    let opensUnread = if case .newHabit = plan.pattern { true } else { false }
    for (index, round) in match.rounds.enumerated() where index > 0 || !opensUnread {
      guard let call = calls[index].move else { continue }
      let read = match.rules.outcome(of: round.player, against: call) == .win
      if read { readRounds.insert(index + 1) }
      if read || !calls[index].isCounter { reads.append((index + 1, read)) }
      if calls[index].isCounter {
        counterRounds.insert(index + 1)
      } else {
        habitRounds += 1
        if round.computer == call { habitKept += 1 } else { strayedRounds.insert(index + 1) }
      }
      if firstHabitRound == nil { firstHabitRound = index + 1 }
    }
    self.habitRounds = habitRounds
    self.readRounds = readRounds
    self.counterRounds = counterRounds
    self.habitKept = habitKept
    self.strayedRounds = strayedRounds
    // A rival that changed habits partway is read twice: when the player caught on is told of
    // its first habit, read over the rounds before the change (which the player's win ended),
    // and the second apart. Read over the whole match, the rounds spent finding the second put
    // the first read at round 9 or 10 when the ✓ showed it read by round 3.
    let change = match.rounds.indices.first { plan.habitTurn(after: Array(match.rounds[...$0])) != 0 }
      .map { $0 + 2 }
    let won = match.winner == .player
    if let change {
      let first = reads.filter { $0.round < change }
      caughtOnRound = RivalRecap.caughtOn(first, matchWon: true)
      caughtOnRoundAfterFirstCall = RivalRecap.caughtOn(Array(first.dropFirst()), matchWon: true)
      // The second habit is made for the day: its first call is answered blind, a guess.
      caughtOnSecondHabitRound = RivalRecap.caughtOn(
        Array(reads.filter { $0.round >= change }.dropFirst()), matchWon: won)
    } else {
      caughtOnRound = RivalRecap.caughtOn(reads, matchWon: won)
      caughtOnRoundAfterFirstCall = RivalRecap.caughtOn(Array(reads.dropFirst()), matchWon: won)
      caughtOnSecondHabitRound = nil
    }
  }

  /// Whether the player knew the habit behind its first call before the match began: a habit
  /// of one of the `known` rivals (those beaten on the ladder, whose habits are told), never one
  /// made for the day.
  public func knewFirstHabit(among known: Set<Rival>) -> Bool {
    if case .newHabit = plan.pattern { return false }
    guard let firstHabitRound else { return false }
    return known.contains(plan.rivalCalling(after: Array(match.rounds.prefix(firstHabitRound - 1))))
  }

  /// The round the recap names as the one the player caught on in: ``caughtOnRound``, unless
  /// that was the habit's first call and the player did not know the habit (`knewTheHabit`):
  /// a call answered before the habit could show is a guess, so then the round they caught on
  /// in after it. Nil when they never did, and against a rival that learns.
  public func roundCaughtOn(knewTheHabit: Bool) -> Int? {
    guard let caughtOnRound, caughtOnRound == firstHabitRound, !knewTheHabit else { return caughtOnRound }
    return caughtOnRoundAfterFirstCall
  }

  private static func caughtOn(_ reads: [(round: Int, read: Bool)], matchWon: Bool) -> Int? {
    // A lone read at the end of a lost match may be luck; at the end of a won one, it won it.
    let fewestRounds = matchWon ? 1 : 2
    var readsToTheEnd = 0
    var found: Int?
    // Read backwards, so that each start knows the reads after it; the earliest that holds wins.
    for (offset, entry) in reads.enumerated().reversed() {
      if entry.read { readsToTheEnd += 1 }
      let rounds = reads.count - offset
      if entry.read, rounds >= fewestRounds, readsToTheEnd * 4 >= rounds * 3 { found = entry.round }
    }
    return found
  }
}
