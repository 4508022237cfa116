import GameCore
import Opponents
import Testing

@Suite("On days of a habit made for the day, the rival strays rarely: a read that was right mostly pays")
struct NewHabitStrayTests {
  /// The strays of the day's rival over the day's counted match, first to five, on each of
  /// `days` days of new habits from the first, against a player who reads the habit in
  /// `readingShare` of the rounds it calls and throws at random otherwise.
  private struct DayStrays {
    /// Rounds in which the day's habit called a throw.
    var called = 0
    /// Of those, the rounds in which the rival threw another.
    var strayed = 0
    /// Rounds the player read right (threw what beats the call).
    var read = 0
    /// Of those, the rounds in which the rival strayed: a right read foiled.
    var readButStrayed = 0

    var share: Double { Double(strayed) / Double(max(called, 1)) }
    var foiledShare: Double { Double(readButStrayed) / Double(max(read, 1)) }
    /// The most rounds strayed on one day.
    var most = 0

    init(days: Int, readingShare: Double) {
      var day = DailyChallenge.firstDayOfNewHabits
      var counted = 0
      while counted < days {
        defer { day = day.next }
        let challenge = DailyChallenge(day: day)
        guard challenge.twist == .newHabit else { continue }
        counted += 1
        let rules = challenge.rules
        let plan = challenge.habitPlan
        var opponent = RivalOpponent(challenge.rival, plan: plan, seed: challenge.seed)
        var player = SeededGenerator(seed: challenge.seed &+ 4000)
        var match = challenge.match
        let before = strayed
        defer { most = max(most, strayed - before) }
        while !match.isOver {
          let call = plan.call(after: match.rounds, rules: rules)
          let thrown = opponent.nextThrow(after: match.rounds, rules: rules)
          var move = rules.moves[Int(player.next() % UInt64(rules.moves.count))]
          if let call, player.nextUnit() < readingShare { move = rules.moves(beating: call)[0] }
          if let call {
            called += 1
            let strayed = thrown != call
            let readRight = rules.outcome(of: move, against: call) == .win
            if strayed { self.strayed += 1 }
            if readRight { read += 1 }
            if strayed && readRight { readButStrayed += 1 }
          }
          match.record(Round(player: move, computer: thrown, rules: rules))
        }
      }
    }
  }

  @Test(
    "Against a player who reads every round, the rival strays in at most one round in ten over 200 days, and on no day twice"
  )
  func perfectReaderMeetsFewStrays() {
    let strays = DayStrays(days: 200, readingShare: 1)

    #expect(strays.share <= 0.1, "strayed in \(strays.share) of rounds")
    #expect(strays.most <= 1, "a day foiled \(strays.most) of a perfect reader's reads")
    #expect(strays.strayed > 0, "a habit never broken would be mechanical")
  }

  @Test(
    "Against a player who reads seven rounds in ten, at most one right read in ten is foiled by a stray over 200 days"
  )
  func slippingReaderMeetsFewStrays() {
    let strays = DayStrays(days: 200, readingShare: 0.7)

    #expect(strays.foiledShare <= 0.1, "foiled \(strays.foiledShare) of right reads")
    #expect(strays.strayed > 0, "a habit never broken would be mechanical")
  }
}
