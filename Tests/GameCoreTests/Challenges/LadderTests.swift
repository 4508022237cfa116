import Foundation
import GameCore
import Testing

@Suite("The ladder of rivals")
struct LadderTests {
  private let day = Date(timeIntervalSince1970: 1_780_000_000)

  @Test("At first only the lowest rung is open; beating a rival opens the one above, and no other")
  func beatingOneUnlocksTheNext() {
    var progress = PlayerProgress()
    #expect(Rival.allCases.filter { Ladder.isUnlocked($0, in: progress) } == [.boulder])
    #expect(Ladder.nextRival(in: progress) == .boulder)

    progress.beat(.boulder, at: day)

    #expect(Rival.allCases.filter { Ladder.isUnlocked($0, in: progress) } == [.boulder, .cyclist])
    #expect(Ladder.nextRival(in: progress) == .cyclist)
  }

  @Test("Beating the top rung leaves no rival to play next; beating one again keeps the first date")
  func topOfTheLadder() {
    var progress = PlayerProgress()
    for rival in Rival.allCases { progress.beat(rival, at: day) }
    progress.beat(.boulder, at: day.addingTimeInterval(60))

    #expect(Ladder.nextRival(in: progress) == nil)
    #expect(progress.firstBeaten(.boulder) == day)
    #expect(Ladder.rival(above: .grandmaster) == nil)
    #expect(Ladder.rival(above: .boulder) == .cyclist)
  }

  @Test("The ladder has 8 to 10 rungs: the first ones keep habits, the last ones learn, the top is Hard")
  func rungs() {
    #expect((8...10).contains(Rival.allCases.count))
    #expect(Rival.allCases.prefix(7).allSatisfy { $0.hasHabit })
    #expect(Rival.allCases.suffix(3).allSatisfy { !$0.hasHabit })
    #expect(Rival.grandmaster.style == .learning(level: .hard, randomShare: 0))
    #expect(Rival.allCases.map(\.rung) == Array(1...Rival.allCases.count))
  }

  @Test("Each habit names the throw it calls for after a round")
  func habits() {
    let rules = Rules.classic
    // The player threw paper and beat the rival's rock.
    let won = [Round(player: .paper, computer: .rock, rules: rules)]
    // The player threw paper and lost to the rival's scissors.
    let lost = [Round(player: .paper, computer: .scissors, rules: rules)]

    #expect(Rival.boulder.habitThrow(after: won, rules: rules) == .rock)
    #expect(Rival.cyclist.habitThrow(after: won, rules: rules) == .paper)
    #expect(Rival.cyclist.habitThrow(after: lost, rules: rules) == .rock)
    #expect(Rival.echo.habitThrow(after: won, rules: rules) == .paper)
    #expect(Rival.fox.habitThrow(after: won, rules: rules) == .scissors)
    #expect(Rival.mule.habitThrow(after: lost, rules: rules) == .scissors)
    #expect(Rival.mule.habitThrow(after: won, rules: rules) == .paper)
    #expect(Rival.magpie.habitThrow(after: won, rules: rules) == .paper)
    #expect(Rival.magpie.habitThrow(after: lost, rules: rules) == .scissors)
    #expect(
      Rival.magpie.habitThrow(after: [Round(player: .paper, computer: .paper, rules: rules)], rules: rules)
        == .rock)
    #expect(Rival.jester.habitThrow(after: lost, rules: rules) == .rock)
    #expect(Rival.jester.habitThrow(after: won, rules: rules) == .scissors)
    #expect(
      Rival.jester.habitThrow(after: [Round(player: .paper, computer: .paper, rules: rules)], rules: rules)
        == .paper)
    #expect(Rival.professor.habitThrow(after: won, rules: rules) == nil)
  }

  @Test("With Spock and lizard the cycle goes round all five moves")
  func fiveMoveCycle() {
    let rules = Rules.rockPaperScissorsSpockLizard
    let afterLizard = [Round(player: .rock, computer: .lizard, rules: rules)]
    let afterScissors = [Round(player: .rock, computer: .scissors, rules: rules)]

    #expect(Rival.cyclist.habitThrow(after: afterLizard, rules: rules) == .rock)
    #expect(Rival.cyclist.habitThrow(after: afterScissors, rules: rules) == .spock)
    #expect(
      rules.outcome(of: Rival.fox.habitThrow(after: afterLizard, rules: rules) ?? .rock, against: .rock)
        == .win)
  }

  @Test(
    "The first four rungs are first to three; from the Mule up, where habits turn on the last round, first to five"
  )
  func longerMatchesFromTheMuleUp() {
    let lengths = Rival.allCases.map { Ladder.targetWins(against: $0) }

    #expect(lengths == [3, 3, 3, 3, 5, 5, 5, 5, 5, 5])
  }
}
