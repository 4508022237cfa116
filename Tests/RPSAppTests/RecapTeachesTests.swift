import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("The recap teaches: the match's rounds, and the player's own pattern")
struct RecapTeachesTests {
  private func match(_ pairs: [(Move, Move)], to targetWins: Int = 3) -> Match {
    Match(
      rules: .classic, targetWins: targetWins,
      rounds: pairs.map { Round(player: $0.0, computer: $0.1, rules: .classic) })
  }

  private func words(
    against rival: Rival, _ played: Match, insights: [EngineInsight?] = [],
    mostRoundsInEarlierLosses: Int? = nil
  ) -> RecapWords {
    RecapWords(
      recap: RivalRecap(rival: rival, match: played), daily: nil, unlocked: nil, rivalsBeaten: [],
      dailyStreak: 0, achievements: [], insights: insights,
      mostRoundsInEarlierLosses: mostRoundsInEarlierLosses)
  }

  @Test(
    "After a match against Boulder, the strip shows every round, rival above, and marks each paper as a read")
  func stripShowsTheRoundsAndTheReads() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: Size(width: 390, height: 844), seed: 3, folder: folder)
    // Boulder loves rock: scissors twice, then paper, which reads it.
    let throwsMade: [Move] = [.scissors, .scissors] + Array(repeating: .paper, count: 12)

    screens.playRivalThrows(throwsMade)
    settle(window)

    let recap = try #require(shown(screens, as: RecapController.self))
    let played = try #require(screens.keeper.history.finished.last?.match)
    let strip = try #require(window.rootView.descendant(identifiedBy: "recap-rounds") as? RoundStripView)
    #expect(strip === recap.rounds)
    #expect(strip.tiles.map(\.number) == Array(1...played.rounds.count))
    #expect(strip.tiles.map(\.rival) == played.rounds.map(\.computer))
    #expect(strip.tiles.map(\.player) == played.rounds.map(\.player))
    #expect(strip.tiles.map(\.outcome) == played.rounds.map(\.outcome))
    let papers = played.rounds.enumerated().filter { $0.element.player == .paper }.map { $0.offset + 1 }
    #expect(strip.markedRounds == papers)
    #expect(!strip.markedRounds.contains(1) && !strip.markedRounds.contains(2))
    let caughtOn = try #require(recap.rounds.caughtOnRound)
    let number = try #require(
      window.rootView.descendant(identifiedBy: "recap-round-number-\(caughtOn)") as? Label)
    #expect(number.textColor == Theme.draw, "the round caught on in stands out")
    let mark = try #require(window.rootView.descendant(identifiedBy: "recap-read-3"))
    #expect(mark.isVisibleInTree)
    let caption = try #require(window.rootView.descendant(identifiedBy: "recap-rounds-caption") as? Label)
    #expect(
      caption.text == "Round by round: Boulder above, you below; ✓ where you threw what beats its habit.")
  }

  @Test(
    "A first-to-five match of fifteen rounds shows every round; a longer one its last twenty, numbered as played"
  )
  func longMatchShowsItsLastRounds() {
    let draws = { (count: Int) in
      Match(
        rules: .classic, targetWins: 10,
        rounds: (0..<count).map { _ in Round(player: .rock, computer: .rock, rules: .classic) })
    }

    let fifteen = RoundStripView(recap: RivalRecap(rival: .boulder, match: draws(15)), caughtOnRound: nil)
    let twentyFour = RoundStripView(recap: RivalRecap(rival: .boulder, match: draws(24)), caughtOnRound: nil)

    #expect(fifteen.tiles.map(\.number) == Array(1...15))
    #expect(twentyFour.tiles.map(\.number) == Array(5...24))
  }

  @Test("A rival that learns and leaned on one move is said to have, as something to use")
  func learningRivalsLeanIsTold() {
    let played = Match(
      rules: .classic, targetWins: 5,
      rounds: [
        (Move.rock, Move.scissors), (.paper, .scissors), (.scissors, .scissors), (.paper, .scissors),
        (.rock, .paper), (.scissors, .scissors), (.paper, .scissors), (.paper, .scissors),
      ].map { Round(player: $0.0, computer: $0.1, rules: .classic) })

    let told = words(against: .professor, played)
    let varied = words(
      against: .professor, match([(.rock, .paper), (.paper, .scissors), (.scissors, .rock)]))

    #expect(
      told.howTheyPlayed.hasSuffix("This match it threw scissors 7 times out of 8: a lean you could use."))
    #expect(!varied.howTheyPlayed.contains("a lean you could use"))
  }

  @Test(
    "A loss to the Professor without a clear pattern names the read that won it most rounds and how to meet it, not only to spread throws"
  )
  func lossToALearningRivalNamesItsWinningRead() {
    // The Professor won rounds 1, 2, 5, 6 and 7; no one habit of the player's stands out.
    let lost = match(
      [
        (.rock, .paper), (.scissors, .rock), (.scissors, .paper), (.paper, .paper), (.rock, .paper),
        (.paper, .scissors), (.scissors, .rock),
      ], to: 5)
    let afterLastThrow = Strategy.answer(.afterLastThrow, of: .player, secondGuesses: 0)
    let insights: [EngineInsight?] = lost.rounds.enumerated().map { index, round in
      EngineInsight(
        round: round, predicted: [.rock: 0.7, .paper: 0.2, .scissors: 0.1],
        strategy: [1, 4, 6].contains(index) ? afterLastThrow : .opening)
    }

    let told = words(against: .professor, lost, insights: insights)
    let untold = words(against: .professor, lost)

    #expect(
      told.howYouRead.contains(
        "3 of its 5 wins came from reading what you usually throw after your last throw"),
      "\(told.howYouRead)")
    #expect(told.whatsNext == "Next time, change what you throw after each throw.")
    #expect(untold.whatsNext == "Next time, spread your throws more evenly, whatever the round before.")
  }

  @Test(
    "A loss to a rival never beaten that took more rounds than every earlier loss to it says it was the closest yet; one no closer says nothing"
  )
  func closestYetAgainstARival() {
    let lost = match(
      [
        (.rock, .paper), (.rock, .scissors), (.paper, .scissors), (.paper, .rock), (.scissors, .rock),
        (.scissors, .paper), (.rock, .paper), (.scissors, .paper), (.paper, .scissors),
      ], to: 5)
    func stars(after earlier: Int?) -> String {
      words(against: .professor, lost, mostRoundsInEarlierLosses: earlier).stars
    }

    #expect(lost.score.player == 4 && lost.winner == .computer)
    #expect(stars(after: 1) == "Your closest yet against Professor: 4 rounds won.")
    #expect(stars(after: 4) == "")
    #expect(stars(after: nil) == "", "a first loss has nothing to be closer than")
  }

  @Test("The Scholar and the Professor, who both learn as Medium does, are told apart by what they remember")
  func scholarAndProfessorToldApart() {
    let played = match([(.rock, .paper), (.paper, .scissors), (.scissors, .rock)])

    let scholar = words(against: .scholar, played).howTheyPlayed
    let professor = words(against: .professor, played).howTheyPlayed

    #expect(scholar.contains("in this match alone"), "\(scholar)")
    #expect(professor.contains("every one you played against the computer"), "\(professor)")
    #expect(Rival.scholar.habitLine(rules: .classic) != Rival.professor.habitLine(rules: .classic))
  }

  @Test("In a card with no width for it, the strip shows nothing and takes no height")
  func stripWithNoWidth() {
    let played = match([(.paper, .rock), (.scissors, .rock), (.paper, .rock), (.paper, .rock)])
    let strip = RoundStripView(recap: RivalRecap(rival: .boulder, match: played), caughtOnRound: nil)

    let height = strip.arrange(width: 0, unit: 17, alignment: .center, measurer: ApproximateTextMeasurer())

    #expect(height == 0)
    #expect(strip.subviews.allSatisfy { $0.isHidden })
  }

  @Test("In a card narrower than one tile, every part of the strip stays inside it")
  func narrowStripKeepsItsTilesInside() {
    let played = match([(.paper, .rock), (.scissors, .rock), (.paper, .rock), (.paper, .rock)])
    let strip = RoundStripView(recap: RivalRecap(rival: .boulder, match: played), caughtOnRound: nil)

    let height = strip.arrange(width: 20, unit: 17, alignment: .center, measurer: ApproximateTextMeasurer())
    strip.frame = Rect(x: 0, y: 0, width: 20, height: height)

    for part in strip.subviews {
      #expect(part.frame.minX >= 0 && part.frame.maxX <= 20.001, "\(part.identifier ?? "") at \(part.frame)")
    }
  }

  @Test("Against a rival that learns, nothing is marked: it has no habit to read")
  func noReadsAgainstALearningRival() {
    let played = match([(.paper, .rock), (.paper, .rock), (.paper, .rock)])

    let strip = RoundStripView(recap: RivalRecap(rival: .professor, match: played), caughtOnRound: nil)

    #expect(strip.tiles.count == 3)
    #expect(strip.markedRounds.isEmpty)
  }

  @Test("A player who stayed with rock all match is told the Professor won with it, and to mix in the others")
  func rockAllMatchIsNamed() {
    let played = match([(.rock, .paper), (.rock, .rock), (.rock, .paper), (.rock, .rock), (.rock, .paper)])

    let told = words(against: .professor, played)

    #expect(
      told.howYouRead
        == "It read you in 3 rounds of 5. You threw rock 5 times out of 5: it won 3 of those rounds.")
    #expect(told.whatsNext == "Next time, mix in paper and scissors.")
  }

  @Test("After a loss to the Grandmaster, stepping up after each lost round is named, with what it won by it")
  func steppingUpAfterALossIsNamed() {
    // To five: after each loss the player threw what beats their last throw.
    let played = Match(
      rules: .classic, targetWins: 5,
      rounds: [
        (Move.rock, Move.paper), (.paper, .rock), (.paper, .scissors), (.scissors, .rock), (.rock, .rock),
        (.scissors, .paper), (.scissors, .rock), (.rock, .paper),
      ].map { Round(player: $0.0, computer: $0.1, rules: .classic) })

    let told = words(against: .grandmaster, played)

    #expect(
      told.howYouRead
        == "It read you in 5 rounds of 8. After a loss, you threw what beats your last throw 4 times out of 4: "
        + "it won 2 of those rounds.")
    #expect(told.whatsNext == "Next time, after a loss, throw the same again instead.")
  }

  @Test(
    "After a loss, the advice steps away from the pattern named",
    arguments: [
      // Rock four times, then scissors four times: the rival meets a stay with paper, or rock.
      (
        [
          (Move.rock, Move.rock), (.rock, .paper), (.rock, .scissors), (.rock, .rock), (.scissors, .scissors),
          (.scissors, .paper), (.scissors, .rock), (.scissors, .rock),
        ],
        "Next time, throw what your last throw beats instead."
      ),
      // Rock, paper, scissors…: each throw beats the last.
      (
        [
          (Move.rock, Move.rock), (.paper, .paper), (.scissors, .scissors), (.rock, .paper),
          (.paper, .scissors),
          (.scissors, .rock),
        ], "Next time, throw the same again instead."
      ),
      // Rock, scissors, paper…: each throw is what the last beats.
      (
        [
          (Move.rock, Move.paper), (.scissors, .paper), (.paper, .paper), (.rock, .paper),
          (.scissors, .scissors),
          (.paper, .scissors),
        ], "Next time, throw what beats your last throw instead."
      ),
    ])
  func adviceFollowsThePattern(throwsMade: [(Move, Move)], advice: String) {
    let told = words(against: .scholar, match(throwsMade))

    #expect(told.headline.hasPrefix("Scholar won"))
    #expect(told.whatsNext == advice)
  }

  @Test("After a win, the pattern is told without what it cost, and the next line is unchanged")
  func winKeepsItsWords() {
    let played = match([
      (.rock, .scissors), (.rock, .paper), (.rock, .scissors), (.rock, .paper), (.rock, .scissors),
    ])

    let told = words(against: .professor, played)

    #expect(
      told.howYouRead
        == "It read you in 2 rounds of 5. You threw rock 5 times out of 5: that is what it could read.")
    #expect(told.whatsNext == "Beaten again.")
  }

  @Test(
    "Varied throws in a loss are told they gave the rival no clear pattern, and not to change habits they lack"
  )
  func variedThrowsNameNoPattern() {
    let played = match([
      (.rock, .paper), (.scissors, .rock), (.scissors, .paper), (.paper, .paper), (.rock, .scissors),
      (.paper, .scissors),
    ])

    let told = words(against: .scholar, played)

    #expect(
      told.howYouRead
        == "It read you in 3 rounds of 6. No one habit of yours stood out: it added up small ones, or had luck."
    )
    #expect(!told.howYouRead.contains("could read"))
    #expect(told.whatsNext == "Next time, spread your throws more evenly, whatever the round before.")
    #expect(!told.whatsNext.contains("habit") && !told.whatsNext.contains("pattern"))
  }

  @Test("A match too short to show a pattern is not said to have none")
  func shortMatchSaysNothingOfAPattern() {
    let played = match([(.rock, .paper), (.rock, .paper), (.rock, .paper)])

    let told = words(against: .grandmaster, played)

    #expect(told.howYouRead == "It read you in 3 rounds of 3.")
  }

  @Test("A rival of habit is not given the learning rivals' pattern sentence")
  func habitRivalsKeepTheirReading() {
    let played = match([(.rock, .paper), (.rock, .paper), (.rock, .rock), (.rock, .paper), (.rock, .paper)])

    let told = words(against: .boulder, played)

    #expect(!told.howYouRead.contains("pattern") && !told.howYouRead.contains("could read"))
  }

  @Test(
    "The strip fits the card beside the words at every size, its tiles inside it and clear of the texts",
    arguments: [
      Size(width: 320, height: 360), Size(width: 568, height: 360), Size(width: 320, height: 568),
      Size(width: 390, height: 844), Size(width: 844, height: 390), Size(width: 960, height: 600),
      Size(width: 1280, height: 800), Size(width: 1920, height: 1080),
    ])
  func stripFits(size: Size) throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: size, seed: 3, folder: folder)
    screens.playRivalThrows([.scissors, .rock, .scissors] + Array(repeating: .paper, count: 12))
    settle(window)

    let recap = try #require(shown(screens, as: RecapController.self))
    let strip = recap.rounds
    let scroller = recap.scroller
    let stripFrame = strip.convert(strip.bounds, to: scroller.contentView)
    #expect(stripFrame.minX >= -0.5 && stripFrame.maxX <= scroller.bounds.width + 0.5, "\(stripFrame)")
    for part in strip.subviews where !part.isHidden {
      #expect(
        strip.bounds.insetBy(dx: -0.5, dy: -0.5).contains(part.frame), "\(part.frame) in \(strip.bounds)")
    }
    let tile = try #require(window.rootView.descendant(identifiedBy: "recap-round-1"))
    #expect(tile.frame.width >= RoundStripView.smallestPicture)
    for label in scroller.contentView.subviews.compactMap({ $0 as? Label }) where !label.isHidden {
      #expect(label.frame.intersection(strip.frame).isEmpty, "\(label.text) overlaps the strip")
    }
  }
}
