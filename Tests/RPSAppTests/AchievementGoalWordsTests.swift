import Foundation
import GameCore
import Testing

@testable import RPSApp

@Suite("The ladder's nearest goal in words")
struct AchievementGoalWordsTests {
  private let start = Date(timeIntervalSince1970: 1_780_000_000)
  private let today = DayStamp(year: 2027, month: 4, day: 10)

  @Test("Three stars short of all the stars names the rivals that can still give them")
  func starsNameTheRivals() throws {
    var progress = PlayerProgress()
    // Boulder and Fox won 3–1: two stars each; every other rival swept.
    for rival in Rival.allCases {
      progress.beat(rival, at: start)
      progress.keep(stars: rival == .boulder || rival == .fox ? 2 : 3, for: rival)
    }

    let goal = try #require(progress.nearestLadderGoal(history: History(), today: today))

    #expect(goal.achievement == .allTheStars)
    #expect(goal.ladderLine(progress: progress) == "2 stars short of “All the stars”: Boulder, Fox")
  }

  @Test("One rival short of the top says so in the singular")
  func oneRivalToGo() throws {
    var progress = PlayerProgress()
    for rival in Rival.allCases.dropLast() {
      progress.beat(rival, at: start)
      progress.keep(stars: 3, for: rival)
    }

    let goal = try #require(progress.nearestLadderGoal(history: History(), today: today))

    #expect(goal.ladderLine(progress: progress) == "1 rival short of “Top of the ladder”")
  }
}
