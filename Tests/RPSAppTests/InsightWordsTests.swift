import BenchmarkBots
import GameCore
import Opponents
import RPSApp
import Testing
import ViewKit

@MainActor
@Suite("The insight speaks to a player")
struct InsightWordsTests {
  /// Every strategy the medium and hard levels use over long games against varied bots.
  private static func strategiesSeen() -> Set<Strategy> {
    var seen: Set<Strategy> = []
    for level in [Level.medium, .hard] {
      for (index, bot) in Bot.allCases.enumerated() {
        var game = Game(opponent: level.makeOpponent(seed: UInt64(index)), match: Match(targetWins: 1_000))
        var player = bot.makeOpponent(seed: UInt64(index))
        for _ in 0..<400 where !game.match.isOver {
          game.play(
            player.nextThrow(
              after: game.match.rounds.map { $0.mirrored(under: game.match.rules) }, rules: game.match.rules))
          if let insight = game.lastInsight { seen.insert(insight.strategy) }
        }
      }
    }
    return seen
  }

  /// Every strategy an engine can name: each habit of each side, answered up to two steps ahead,
  /// and the two kinds of random throw.
  nonisolated private static let everyStrategy: [Strategy] =
    [.opening, .safetyNet]
    + Strategy.Habit.allCases.flatMap { habit in
      Strategy.Side.allCases.flatMap { side in
        (0...2).map { Strategy.answer(habit, of: side, secondGuesses: $0) }
      }
    }

  @Test("The engines use many strategies against varied bots, the hard level far more than medium")
  func strategiesInUse() {
    let strategies = Self.strategiesSeen()
    #expect(strategies.count > 20, "the games reach \(strategies.count) strategies")
    #expect(strategies.contains { if case .answer(_, of: .computer, _) = $0 { true } else { false } })
  }

  @Test("Every strategy is told in a player's words, without the engine's", arguments: everyStrategy)
  func noEngineWords(strategy: Strategy) {
    let jargon = ["predict", "rotation", "second-guess", "frequent", "safety net", "context", "decay"]
    let sentence = InsightWords.sentence(for: strategy)
    #expect(sentence.hasPrefix("It ") || sentence.hasPrefix("You "), "\(strategy) → \(sentence)")
    #expect(sentence.hasSuffix("."))
    for word in jargon { #expect(!sentence.contains(word), "\(strategy) → \(sentence)") }
  }

  @Test("Each strategy of the player's has its own sentence, and so does each of the computer's own")
  func strategiesAreTold() {
    let answers = Self.everyStrategy.filter { if case .answer = $0 { true } else { false } }
    let sentences = Set(answers.map { InsightWords.sentence(for: $0) })
    #expect(sentences.count == answers.count, "\(sentences.count) sentences for \(answers.count)")
  }

  @Test("A habit is told as whose it is and how far ahead the computer thought")
  func habitSentences() {
    #expect(
      InsightWords.sentence(for: .answer(.afterLastTwoThrows, of: .player, secondGuesses: 0))
        == "It threw what beats what you usually throw after your last two throws.")
    #expect(
      InsightWords.sentence(for: .answer(.afterLoss, of: .player, secondGuesses: 1))
        == "It looked at what you usually throw after your loss, and guessed you would see its answer coming."
    )
    #expect(
      InsightWords.sentence(for: .answer(.sameRunBefore, of: .computer, secondGuesses: 0))
        == "It expected you to play against what it threw after the same run of throws before, and threw what beats your answer."
    )
    #expect(
      InsightWords.sentence(for: .answer(.cycle, of: .player, secondGuesses: 2))
        == "It looked at the cycle your throws follow from round to round, and thought 2 steps ahead of you.")
    #expect(
      InsightWords.sentence(for: .answer(.winningLately, of: .player, secondGuesses: 0))
        == "It threw what beats the throws that have been winning for you lately.")
    #expect(
      InsightWords.sentence(for: .answer(.allHabits, of: .player, secondGuesses: 0))
        == "It threw what beats the throw all your habits together point to.")
    #expect(
      InsightWords.sentence(for: .answer(.allHabits, of: .computer, secondGuesses: 0))
        == "It expected you to play against the throw all its own habits together point to, and threw what beats your answer."
    )
    #expect(InsightWords.sentence(for: .opening) == "It had nothing to go on yet, so it threw at random.")
    #expect(
      InsightWords.sentence(for: .safetyNet)
        == "You were winning more than chance explains, so it threw at random to stay safe.")
  }

  @Test("A habit read while the forecast leans nowhere is told as a guess, not as the habit")
  func evenForecastIsAGuess() {
    // Arrange
    let round = Round(player: .rock, computer: .paper, rules: .classic)
    let even: [Move: Double] = [.rock: 1.0 / 3, .paper: 1.0 / 3, .scissors: 1.0 / 3]
    // Drawn as 34%, 33% and 33%: flat bars, a point apart; 36%, 32% and 32% lean.
    let barelyLeaning: [Move: Double] = [.rock: 0.336, .paper: 0.332, .scissors: 0.332]
    let leaningALittle: [Move: Double] = [.rock: 0.36, .paper: 0.32, .scissors: 0.32]
    let fiveEven = Dictionary(
      uniqueKeysWithValues: Rules.rockPaperScissorsSpockLizard.moves.map { ($0, 0.2) })
    let favourite = Strategy.answer(.favourite, of: .player, secondGuesses: 0)
    let ownHabit = Strategy.answer(.favourite, of: .computer, secondGuesses: 1)
    func words(_ predicted: [Move: Double], _ strategy: Strategy, confidence: Double = 1) -> String {
      InsightWords.sentence(
        for: EngineInsight(round: round, predicted: predicted, strategy: strategy, confidence: confidence))
    }
    let guess = "It saw no habit it could trust, so it had to guess."

    // Act, assert
    #expect(words(even, favourite) == guess)
    #expect(words(even, ownHabit) == guess)
    #expect(words(fiveEven, favourite) == guess)
    #expect(words(barelyLeaning, favourite) == guess)
    #expect(words(leaningALittle, favourite) == "It threw what beats the throw you make most.")
    // An engine whose forecasts have come true no more than chance shows a slight lean as even
    // bars, so that is a guess too; a certain read still leans them and is told as the habit.
    #expect(words(barelyLeaning, favourite, confidence: 0) == guess)
    #expect(
      words([.rock: 1, .paper: 0, .scissors: 0], favourite, confidence: 0)
        == "It threw what beats the throw you make most.")
    // Random throws are told as such, whatever the bars.
    #expect(words(even, .opening) == "It had nothing to go on yet, so it threw at random.")
    #expect(
      words(even, .safetyNet)
        == "You were winning more than chance explains, so it threw at random to stay safe.")
  }
}
