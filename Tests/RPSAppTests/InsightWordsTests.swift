import GameCore
import RPSApp
import Testing
import ViewKit

@MainActor
@Suite("The insight speaks to a player")
struct InsightWordsTests {
  /// Every strategy the medium and hard levels name over long games against varied bots.
  private static func strategiesSeen() -> Set<String> {
    var seen: Set<String> = []
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

  @Test("Every strategy the computer uses is told without the engine's words")
  func noEngineWords() {
    let strategies = Self.strategiesSeen()
    #expect(strategies.count > 10, "the games reach many strategies: \(strategies.count)")
    let jargon = [
      "predict", "rotation", "second-guessed", "frequent", "within the last", "safety net", "over ",
    ]
    for strategy in strategies {
      let sentence = InsightWords.sentence(for: strategy)
      #expect(sentence.hasPrefix("It ") || sentence.hasPrefix("You "), "\(strategy) → \(sentence)")
      #expect(sentence.hasSuffix("."))
      for word in jargon { #expect(!sentence.contains(word), "\(strategy) → \(sentence)") }
    }
  }

  @Test("The usual sequel of the last few rounds is told as what followed the same run of throws")
  func longRunSequel() {
    #expect(
      InsightWords.sentence(for: "beat your usual move after the same run of the last few rounds")
        == "It threw what beats what you threw after the same run of throws before.")
    #expect(
      InsightWords.sentence(
        for: "beat the computer's usual move after the same run of the last few rounds, second-guessed once")
        == "It expected you to play against what it threw after the same run of throws before, and guessed you would see its answer coming."
    )
  }

  @Test("Counts by the round's place in a cycle are told as the cycle the throws follow, not a round number")
  func roundPhase() {
    #expect(
      InsightWords.sentence(for: "beat your usual move after the round number")
        == "It threw what beats the cycle your throws follow from round to round.")
    #expect(
      InsightWords.sentence(for: "beat the computer's usual move after the round number")
        == "It expected you to play against the cycle its own throws follow from round to round, and threw what beats your answer."
    )
  }

  @Test("A model of how the player reads the computer is told as how they answer its usual throws")
  func agentModels() {
    #expect(
      InsightWords.sentence(
        for: "beat your move if you answer the computer's usual throws as Memory Patterns does")
        == "It threw what beats how you answer its usual throws.")
    #expect(
      InsightWords.sentence(
        for: "beat your move if you answer the computer's usual throws as Decision Tree Classifier does")
        == "It threw what beats how you answer its usual throws.")
    #expect(
      InsightWords.sentence(
        for:
          "beat your move if you answer the computer's usual throws as RPS Geometry does, second-guessed once"
      )
        == "It looked at how you answer its usual throws, and guessed you would see its answer coming.")
  }

  @Test("Steering a player who learns how to answer the computer is told as leading their answers")
  func steeringAnswers() {
    #expect(
      InsightWords.sentence(for: "lead how you answer the computer's usual throws as RPS Geometry does")
        == "It slowly steered your answers to its usual throws, and won where they led.")
  }

  @Test("Answering a player who chooses as UCB7 does is told as the throws winning for them")
  func ucb7Answer() {
    #expect(
      InsightWords.sentence(
        for:
          "beat your move if you choose what has been winning for you after the same recent rounds, as UCB7 does"
      )
        == "It threw what beats the throws that have been winning for you lately.")
  }

  @Test("Answering a player who answers the computer as zai_mix_markov1_bayes does is told as their answers")
  func zaiMixMarkov1BayesAnswer() {
    #expect(
      InsightWords.sentence(
        for: "beat your move if you answer the computer's usual throws as zai_mix_markov1_bayes does")
        == "It threw what beats how you answer its usual throws.")
  }

  @Test(
    "Answering and steering a player who chooses as RPS_FixXxer or RPS_Meta_Fix does are told in their words")
  func rpsFixXxerAnswerAndSteering() {
    for bot in ["RPS_FixXxer", "RPS_Meta_Fix"] {
      let answer =
        "beat your move if you choose what has been winning for you after the same runs, as \(bot) does"
      #expect(
        InsightWords.sentence(for: answer)
          == "It threw what beats the throws that have been winning for you lately.")
    }
    for bot in ["RPS_FixXxer does", "Centrifugal Bumblepuppy 4 and 5 do"] {
      #expect(
        InsightWords.sentence(
          for: "let your hunch win while you throw at random, so you trust it again, as \(bot)")
          == "You were throwing at random, so it let your hunches win until you trusted them again.")
    }
  }

  @Test(
    "Answering a player who chooses as licatj's bots, Greenberg, Iocaine Powder or Centrifugal Bumblepuppy do is told as the throws winning for them"
  )
  func licatjAnswers() {
    for bot in ["scattershot", "McMetamanFixed", "Greenberg", "Iocaine Powder"] {
      #expect(
        InsightWords.sentence(
          for: "beat your move if you choose what has been winning for you, chance and all, as \(bot) does")
          == "It threw what beats the throws that have been winning for you lately.")
    }
    #expect(
      InsightWords.sentence(
        for:
          "beat your move if you choose what has been winning for you, as Centrifugal Bumblepuppy 4 and 5 do")
        == "It threw what beats the throws that have been winning for you lately.")
  }

  @Test(
    "Answering a player who follows their winning habits as a multi-armed bandit does is told as beating the throws winning for them lately"
  )
  func multiArmedBanditAnswer() {
    #expect(
      InsightWords.sentence(
        for:
          "beat your move if you follow what has been winning for you lately, chance and all, as a multi-armed bandit does"
      )
        == "It threw what beats the throws that have been winning for you lately.")
  }

  @Test(
    "Answering a player who follows their winning guesses as IO2 or Are You A Lucker? do is told as beating the throws winning for them lately"
  )
  func sdfsdfAnswers() {
    for strategy in [
      "beat your move if you follow what has been winning for you lately, chance and all, as IO2 does",
      "beat your move if you follow what has been winning for you lately, as Are You A Lucker? does",
    ] {
      #expect(
        InsightWords.sentence(for: strategy)
          == "It threw what beats the throws that have been winning for you lately.")
    }
  }

  @Test(
    "Answering a player who answers the computer as cts-meta, RunDMC or CTW does is told as their answers",
    arguments: ["cts-meta", "RunDMC", "CTW"])
  func samplingBotAnswer(bot: String) {
    #expect(
      InsightWords.sentence(
        for: "beat your move if you answer the computer's usual throws, chance and all, as \(bot) does")
        == "It threw what beats how you answer its usual throws.")
  }

  @Test(
    "Answering a player who chooses as testinonmo, Testing Please Ignore, zai_mix_history, zai_counts_combo, DNA or RNA Polymerase does is told as what followed the same run",
    arguments: [
      "beat your move if you repeat what followed the same run, as testinonmo does",
      "beat your move if you repeat what followed the same run, as Testing Please Ignore does",
      "beat your move if you repeat what followed the same run, chance and all, as zai_mix_history does",
      "beat your move if you repeat what followed the same run, chance and all, as zai_counts_combo does",
      "beat your move if you repeat what followed the same run, chance and all, as DNA Polymerase does",
      "beat your move if you repeat what followed the same run, chance and all, as RNA Polymerase does",
    ])
  func sameRunAnswer(strategy: String) {
    #expect(
      InsightWords.sentence(for: strategy)
        == "It threw what beats what you threw after the same run of throws before.")
  }

  @Test("Answering a player who throws by the computer's last throw as zailast does is told as that habit")
  func latestThrowAnswer() {
    #expect(
      InsightWords.sentence(
        for: "beat your move after the computer's last move, chance and all, as zailast does")
        == "It threw what beats what you usually throw after its last throw.")
  }

  @Test("Luring a player who waits for a pattern is told as showing them one")
  func luringAnswers() {
    #expect(
      InsightWords.sentence(for: "lure you to answer a pattern of the computer's as HPS Dojo version 12 does")
        == "It let you spot a pattern in its throws, ready to catch your answer.")
  }

  @Test(
    "The model of a player who chooses as Centrifugal Bumblepuppy 13 does is told as the throws winning for them"
  )
  func chanceAndAllModel() {
    #expect(
      InsightWords.sentence(
        for:
          "beat your move if you choose among what has been winning for you as Centrifugal Bumblepuppy 13 does, chance and all"
      ) == "It threw what beats the throws that have been winning for you lately.")
  }

  @Test("A habit read while the forecast leans nowhere is told as a guess, not as the habit")
  func evenForecastIsAGuess() {
    // Arrange
    let round = Round(player: .rock, computer: .paper, rules: .classic)
    let even: [Move: Double] = [.rock: 1.0 / 3, .paper: 1.0 / 3, .scissors: 1.0 / 3]
    let leaning: [Move: Double] = [.rock: 0.5, .paper: 0.3, .scissors: 0.2]
    // Drawn as 34%, 33% and 33%: flat bars, a point apart; 36%, 32% and 32% lean.
    let barelyLeaning: [Move: Double] = [.rock: 0.336, .paper: 0.332, .scissors: 0.332]
    let leaningALittle: [Move: Double] = [.rock: 0.36, .paper: 0.32, .scissors: 0.32]
    let fiveMoves = Rules.rockPaperScissorsSpockLizard.moves
    let fiveEven = Dictionary(uniqueKeysWithValues: fiveMoves.map { ($0, 0.2) })
    func words(_ predicted: [Move: Double], _ strategy: String) -> String {
      InsightWords.sentence(for: EngineInsight(round: round, predicted: predicted, strategy: strategy))
    }
    let hard = "beat your move if you answer the computer's usual throws as Memory Patterns does"
    let medium = "your most frequent move"
    let ownHabit = "beat the computer's most frequent move over all rounds, second-guessed once"
    let guess = "It saw nothing to go on, so it had to guess."

    // Act, assert
    #expect(words(even, hard) == guess)
    #expect(words(even, medium) == guess)
    #expect(words(even, ownHabit) == guess)
    #expect(words(fiveEven, hard) == guess)
    #expect(words(leaning, hard) == "It threw what beats how you answer its usual throws.")
    #expect(words(barelyLeaning, medium) == guess)
    #expect(words(leaningALittle, medium) == "It threw what beats the throw you make most.")
    // An engine whose forecasts have been coming true no more than chance shows its slight lean
    // as even bars, so that is a guess too; a certain read still leans them (47/27/27) and is
    // told as the habit.
    let unproven = { (predicted: [Move: Double]) in
      InsightWords.sentence(
        for: EngineInsight(round: round, predicted: predicted, strategy: medium, confidence: 0))
    }
    #expect(unproven(barelyLeaning) == guess)
    #expect(unproven([.rock: 1, .paper: 0, .scissors: 0]) == "It threw what beats the throw you make most.")
    #expect(
      words(even, "random: nothing has worked yet") == "It had nothing to go on yet, so it threw at random.")
    #expect(
      words(even, "let your hunch win while you throw at random, so you trust it again, as RPS_FixXxer does")
        == "You were throwing at random, so it let your hunches win until you trusted them again.")
    #expect(
      words(even, "lead how you answer the computer's usual throws as RPS Geometry does")
        == "It slowly steered your answers to its usual throws, and won where they led.")
  }
}
