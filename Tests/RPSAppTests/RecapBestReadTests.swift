import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@Suite("A replay of a rung has a read to beat")
struct RecapBestReadTests {
  /// The Cyclist throws rock, paper, scissors in turn; the player answers from round 3.
  private let caughtOnInRoundThree = Match(
    rules: .classic, targetWins: 3,
    rounds: [
      (Move.scissors, Move.rock), (.paper, .paper), (.rock, .scissors), (.paper, .rock), (.scissors, .paper),
    ].map { Round(player: $0.0, computer: $0.1, rules: .classic) })

  private func words(bestRead: Int?, daily: DailyChallenge? = nil) -> RecapWords {
    RecapWords(
      recap: RivalRecap(rival: .cyclist, match: caughtOnInRoundThree), daily: daily, unlocked: nil,
      rivalsBeaten: [.boulder, .cyclist], knownHabits: [.boulder], stars: 2, bestStars: 2, bestRead: bestRead,
      dailyStreak: 0, achievements: [])
  }

  @Test("Slower than the best before, the recap names the best as the goal")
  func bestIsTheGoal() {
    #expect(words(bestRead: 2).howYouRead == "You caught on in round 3. Best: read in round 2.")
  }

  @Test("Sooner than ever before, the recap says so")
  func earliestYet() {
    #expect(words(bestRead: 4).howYouRead == "You caught on in round 3. Your earliest read yet.")
  }

  @Test("A first read of the rival, or a day's challenge, has no best beside it")
  func noBestToTell() {
    #expect(words(bestRead: nil).howYouRead == "You caught on in round 3.")
    #expect(
      words(bestRead: 2, daily: DailyChallenge(day: DayStamp(year: 2026, month: 12, day: 9))).howYouRead
        == "You caught on in round 3.")
  }
}

@MainActor
@Suite("A replayed rung's recap sets the read beside the best before it")
struct RecapBestReadReplayTests {
  @Test("Beating Boulder twice by reading it, the second recap names the best read of the first or beats it")
  func replayHasABestRead() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: Size(width: 1280, height: 800), seed: 1, folder: folder)
    screens.playRivalThrows(Array(repeating: .paper, count: 8))
    settle(window)
    let first = try #require(shown(screens, as: RecapController.self))
    try #require(first.words.howYouRead.contains("caught on"), "\(first.words.howYouRead)")
    #expect(!first.words.howYouRead.contains("Best"), "a first match has no best before it")
    let best = try #require(HabitReading.bestRounds(in: screens.keeper.history)[.boulder])

    let replay = try recapOfPlaying(.boulder, throwing: .paper, screens, in: window).recap
    let said = replay.words.howYouRead
    #expect(
      said.hasSuffix("Best: read in round \(best).") || said.hasSuffix("Your earliest read yet."), "\(said)")
  }
}
