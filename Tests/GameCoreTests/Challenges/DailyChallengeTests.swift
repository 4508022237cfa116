import Foundation
import GameCore
import Testing

@Suite("The daily challenge")
struct DailyChallengeTests {
  @Test("Two players on one UTC date meet the same rival, twist and dice, whatever their clock's hour")
  func sameForEveryone() {
    let morning = DayStamp(Date(timeIntervalSince1970: 1_780_000_000 - 40_000))
    let evening = DayStamp(Date(timeIntervalSince1970: 1_780_000_000 + 10_000))
    #expect(morning == evening)

    #expect(DailyChallenge(day: morning) == DailyChallenge(day: evening))
  }

  @Test("Over two months the challenge changes: several rivals, and every day a habit to find")
  func variesByDay() {
    var day = DailyChallenge.firstDayOfNewHabits
    var challenges: [DailyChallenge] = []
    for _ in 0..<60 {
      challenges.append(DailyChallenge(day: day))
      day = day.next
    }

    #expect(Set(challenges.map(\.rival)).count >= 6)
    #expect(challenges.allSatisfy { $0.twist == .newHabit && $0.newHabit != nil })
    #expect(challenges.allSatisfy { $0.rival.hasHabit && $0.targetWins == 5 })
  }

  @Test(
    "From the first day of new habits the seven rivals of habit take turns: each once a week, never two days running"
  )
  func rivalsTakeTurns() {
    var day = DailyChallenge.firstDayOfNewHabits
    var rivals: [Rival] = []
    for _ in 0..<(7 * 52) {
      rivals.append(DailyChallenge(day: day).rival)
      day = day.next
    }

    for week in stride(from: 0, to: rivals.count, by: 7) {
      #expect(Set(rivals[week..<week + 7]) == Set(Rival.allCases.filter(\.hasHabit)), "week \(week / 7)")
    }
    #expect(zip(rivals, rivals.dropFirst()).allSatisfy { $0 != $1 })
  }

  @Test("The days before the new habits keep every twist they had")
  func earlierDaysKeepTheirTwists() {
    var day = DayStamp(year: 2026, month: 1, day: 1)
    var twists: Set<DailyChallenge.Twist> = []
    while day < DailyChallenge.firstDayOfNewHabits {
      twists.insert(DailyChallenge(day: day).twist)
      day = day.next
    }

    #expect(twists == [.firstToFive, .spockAndLizard, .hiddenHabit, .twoHabits, .changesHabit])
  }

  @Test(
    "Every day of 2026 before the new habits brings the very rival, twist, second rival and dice it brought")
  func earlierDaysUnchanged() {
    // The fingerprint (FNV-1a) of those days' challenges as the code before the counting habits
    // drew them: a player's past days and their streak are read from them.
    var day = DayStamp(year: 2026, month: 1, day: 1)
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    while day < DailyChallenge.firstDayOfNewHabits {
      let challenge = DailyChallenge(day: day)
      let line =
        "\(day) \(challenge.twist.rawValue) \(challenge.rival.rawValue) \(challenge.secondRival?.rawValue ?? "-")"
        + " \(challenge.seed)\n"
      for byte in line.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      #expect(challenge.newHabit == nil, "\(day)")
      day = day.next
    }

    #expect(String(hash, radix: 16) == "43eae189131c5c1e")
  }

  @Test("Each twist sets the match: first to five, Spock and lizard, or a hidden rival first to three")
  func twistsShapeTheMatch() throws {
    var day = DayStamp(year: 2026, month: 1, day: 1)
    var seen: [DailyChallenge.Twist: DailyChallenge] = [:]
    while seen.count < DailyChallenge.Twist.allCases.count {
      let challenge = DailyChallenge(day: day)
      seen[challenge.twist] = challenge
      day = day.next
    }
    let five = try #require(seen[.firstToFive])
    let rpsls = try #require(seen[.spockAndLizard])
    let hidden = try #require(seen[.hiddenHabit])

    #expect(five.match.targetWins == 5 && five.rules == .classic)
    #expect(rpsls.rules == .rockPaperScissorsSpockLizard && rpsls.targetWins == 3)
    #expect(hidden.hidesRival && hidden.targetWins == 3)
  }

  @Test("Days are written as 2026-12-05 and read back; impossible days are refused")
  func dayText() {
    let day = DayStamp(year: 2028, month: 2, day: 29)

    #expect(day.description == "2028-02-29")
    #expect(DayStamp("2028-02-29") == day)
    #expect(DayStamp("2027-02-29") == nil)
    #expect(DayStamp("2027-1-05") == nil)
    #expect(DayStamp("yesterday") == nil)
    #expect(DayStamp(year: 2026, month: 12, day: 31).next == DayStamp(year: 2027, month: 1, day: 1))
    #expect(DayStamp(year: 2027, month: 3, day: 1).previous == DayStamp(year: 2027, month: 2, day: 28))
  }

  @Test("One attempt a day: a begun challenge counts, and a finished result never changes")
  func oneAttempt() {
    var progress = PlayerProgress()
    let day = DayStamp(year: 2026, month: 12, day: 5)

    progress.record(.started, on: day)
    #expect(progress.dailyResult(on: day) == .started)
    progress.record(.lost, on: day)
    progress.record(.won, on: day)
    progress.record(.started, on: day)

    #expect(progress.dailyResult(on: day) == .lost)
  }

  @Test("The streak counts days won in a row up to today or yesterday; a missed or lost day ends it")
  func streakAcrossDays() {
    let first = DayStamp(year: 2026, month: 12, day: 28)
    var progress = PlayerProgress()
    // Won the 28th, 29th, 30th; missed the 31st; won 1 and 2 January.
    for day in [first, first.next, first.next.next] { progress.record(.won, on: day) }
    let newYear = DayStamp(year: 2027, month: 1, day: 1)
    progress.record(.won, on: newYear)
    progress.record(.won, on: newYear.next)

    #expect(progress.dailyStreak(today: newYear.next) == 2, "today's won")
    #expect(progress.dailyStreak(today: newYear.next.next) == 2, "today's not played yet")
    #expect(progress.dailyStreak(today: newYear.next.next.next) == 0, "a day missed")
    #expect(progress.bestDailyStreak == 3)
    #expect(progress.dailyStreak(today: first.next.next.next) == 3, "on the 31st, before playing")

    progress.record(.lost, on: newYear.next.next)
    #expect(progress.dailyStreak(today: newYear.next.next) == 0, "today's lost")
  }

  /// Every history of one and two classic rounds: the situations a habit answers.
  private static let situations: [[Round]] = {
    let moves = Rules.classic.moves
    let rounds = moves.flatMap { player in moves.map { Round(player: player, computer: $0, rules: .classic) }
    }
    return rounds.map { [$0] } + rounds.flatMap { first in rounds.map { [first, $0] } }
  }()

  @Test(
    "On every day of two years with two habits, the habits call different throws in at least half the situations"
  )
  func twoHabitsPullApart() {
    var day = DayStamp(year: 2026, month: 1, day: 1)
    var pairsSeen = 0
    for _ in 0..<730 {
      let challenge = DailyChallenge(day: day)
      day = day.next
      guard let second = challenge.secondRival else { continue }
      pairsSeen += 1
      let differ = Self.situations.filter { rounds in
        guard let first = challenge.rival.habitThrow(after: rounds, rules: .classic),
          let other = second.habitThrow(after: rounds, rules: .classic)
        else { return false }
        return first != other
      }
      #expect(
        differ.count * 2 >= Self.situations.count,
        "\(challenge.day): \(challenge.rival.name) and \(second.name) differ in \(differ.count) of \(Self.situations.count)"
      )
    }
    #expect(pairsSeen > 100)
  }
}
