import Testing

@testable import GameCore

@Suite("A habit made for the day that counts: runs of its own throws, or the player's most thrown move")
struct CountingHabitTests {
  /// The rounds of a match in which the rival throws every call of `habit` and the player
  /// throws `player`, one a round.
  private func played(_ habit: CountingHabit, against player: [Move]) -> [Round] {
    player.reduce(into: [Round]()) { rounds, move in
      rounds.append(
        Round(player: move, computer: habit.call(after: rounds, rules: .classic), rules: .classic))
    }
  }

  @Test(
    "Runs of two stepping to what beats: rock, rock, paper, paper, scissors, scissors, rock, whatever the player throws"
  )
  func runsOfTwo() {
    let habit = CountingHabit.runs(opening: .rock, length: 2, step: .beating)

    let rounds = played(habit, against: [.paper, .scissors, .rock, .rock, .paper, .scissors, .paper])

    #expect(rounds.map(\.computer) == [.rock, .rock, .paper, .paper, .scissors, .scissors, .rock])
  }

  @Test(
    "Runs of three stepping to what the throw beats: paper three times, then rock three times, then scissors")
  func runsOfThreeStepBack() {
    let habit = CountingHabit.runs(opening: .paper, length: 3, step: .beaten)

    let rounds = played(habit, against: Array(repeating: .rock, count: 7))

    #expect(rounds.map(\.computer) == [.paper, .paper, .paper, .rock, .rock, .rock, .scissors])
  }

  @Test("A throw off the habit starts a run of its own: the rival reads its runs from what it threw")
  func runsReadFromItsThrows() {
    let habit = CountingHabit.runs(opening: .rock, length: 2, step: .beating)
    let rounds = [
      Round(player: .rock, computer: .rock, rules: .classic),
      Round(player: .rock, computer: .scissors, rules: .classic),
    ]

    #expect(habit.call(after: rounds, rules: .classic) == .scissors, "one scissors so far: a second")
  }

  @Test(
    "Favourite: what beats the player's most thrown move, and of moves thrown equally often the one thrown first"
  )
  func favouriteBeatsTheMostThrown() {
    let habit = CountingHabit.favourite(opening: .scissors, step: .beating)

    let rounds = played(habit, against: [.paper, .rock, .rock, .scissors, .paper, .paper, .scissors])

    // Paper; paper and rock once each (paper first); rock twice; rock; rock and paper twice
    // (paper first); paper three times.
    #expect(
      rounds.map(\.computer) == [.scissors, .scissors, .scissors, .paper, .paper, .scissors, .scissors])
  }

  @Test("Favourite copying: the player's most thrown move itself")
  func favouriteCopied() {
    let habit = CountingHabit.favourite(opening: .rock, step: .same)

    let rounds = played(habit, against: [.scissors, .paper, .paper, .scissors, .scissors])

    // Scissors; scissors and paper once each (scissors first); paper twice; two each again.
    #expect(rounds.map(\.computer) == [.rock, .scissors, .scissors, .paper, .scissors])
  }

  @Test("Both kinds come in the pool a day draws from, each with more than one habit")
  func poolHoldsBothKinds() {
    let pool = CountingHabit.freshHabits

    #expect(pool.filter { $0.kind == .runs }.count >= 4, "\(pool)")
    #expect(pool.filter { $0.kind == .favourite }.count >= 2, "\(pool)")
  }
}
