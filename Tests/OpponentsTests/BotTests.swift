import BenchmarkBots
import GameCore
import Testing

@testable import Opponents

/// Plays `bot` against the given moves of the other side and returns the bot's throws. The bot
/// sees each round from its own side: `.computer` is itself, `.player` the other side.
private func throwsOf(_ bot: any Opponent, against others: [Move], rules: Rules = .classic) -> [Move] {
  var bot = bot
  var history: [Round] = []
  for other in others {
    let own = bot.nextThrow(after: history, rules: rules)
    history.append(Round(player: other, computer: own, rules: rules))
  }
  return history.map(\.computer)
}

/// A repeatable stream of moves for the other side.
private func scrambled(_ count: Int, rules: Rules = .classic, seed: UInt64 = 99) -> [Move] {
  var generator = SeededGenerator(seed: seed)
  return (0..<count).map { _ in rules.moves[Int(generator.next() % UInt64(rules.moves.count))] }
}

private func share(of move: Move, in moves: [Move]) -> Double {
  Double(moves.filter { $0 == move }.count) / Double(moves.count)
}

@Suite("Bots")
struct BotTests {
  @Test("Every bot has its command-line name and a best-response limit", arguments: Bot.allCases)
  func catalogue(bot: Bot) {
    #expect(bot.makeOpponent(seed: 1).name == bot.rawValue)
    #expect(bot.bestResponseLimit(rules: .classic) >= 0)
  }

  @Test("The constant bot always throws the same move")
  func constant() {
    #expect(Set(throwsOf(ConstantBot(), against: scrambled(300))) == [.rock])
    #expect(
      Set(throwsOf(ConstantBot(move: .lizard), against: scrambled(50), rules: .rockPaperScissorsSpockLizard))
        == [.lizard])
  }

  @Test("The cycle bot goes round the circle of the rules")
  func cycle() {
    #expect(
      throwsOf(CycleBot(), against: scrambled(7)) == [
        .rock, .paper, .scissors, .rock, .paper, .scissors, .rock,
      ])
    let five = throwsOf(CycleBot(), against: scrambled(6), rules: .rockPaperScissorsSpockLizard)
    #expect(five == [.rock, .paper, .scissors, .spock, .lizard, .rock])
  }

  @Test("The mirror bot copies the other side's last move")
  func mirror() {
    let others = scrambled(200)
    let own = throwsOf(MirrorBot(), against: others)
    #expect(own.first == .rock)
    #expect(Array(own.dropFirst()) == Array(others.dropLast()))
  }

  @Test("The beat-last bot beats the other side's last move, under both rule sets")
  func beatLast() {
    for rules in [Rules.classic, .rockPaperScissorsSpockLizard] {
      let others = scrambled(200, rules: rules)
      let own = throwsOf(BeatLastBot(), against: others, rules: rules)
      for index in 1..<own.count {
        #expect(rules.outcome(of: own[index], against: others[index - 1]) == .win)
      }
    }
  }

  @Test("The beat-most-frequent bot beats the other side's most frequent move so far, ties to the earliest")
  func beatMostFrequent() {
    let others: [Move] = [.paper, .scissors, .scissors, .paper, .paper, .rock]
    let own = throwsOf(BeatMostFrequentBot(), against: others)
    // Most frequent before each round: -, paper, paper (tie, earliest), scissors, paper (tie), paper.
    #expect(own == [.rock, .scissors, .scissors, .rock, .scissors, .scissors])
  }

  @Test("The never-repeat bot never throws the same move twice in a row and uses the others evenly")
  func neverRepeat() {
    for rules in [Rules.classic, .rockPaperScissorsSpockLizard] {
      let own = throwsOf(
        UniformRandomBot(seed: 4, avoidsRepeats: true), against: scrambled(3000, rules: rules), rules: rules)
      #expect(zip(own, own.dropFirst()).allSatisfy { $0 != $1 })
      for move in rules.moves {
        #expect(abs(share(of: move, in: own) - 1 / Double(rules.moves.count)) < 0.03)
      }
    }
  }

  @Test("The biased bot throws rock, paper and scissors about 20/20/60 of the time")
  func biased() {
    let own = throwsOf(BiasedBot(seed: 8), against: scrambled(6000))
    #expect(abs(share(of: .rock, in: own) - 0.2) < 0.02)
    #expect(abs(share(of: .paper, in: own) - 0.2) < 0.02)
    #expect(abs(share(of: .scissors, in: own) - 0.6) < 0.02)
  }

  @Test("The switch-a-lot bot repeats its last move about 12% of the time")
  func switchALot() {
    let own = throwsOf(SwitchALotBot(seed: 5), against: scrambled(6000))
    let repeats = zip(own, own.dropFirst()).filter { $0 == $1 }.count
    #expect(abs(Double(repeats) / Double(own.count - 1) - 0.12) < 0.015)
  }

  @Test("The noisy cycle follows the cycle about 80% of the time: 70% plus a third of the noise")
  func noisyCycle() {
    let own = throwsOf(NoisyCycleBot(seed: 6), against: scrambled(6000))
    let onCycle = own.enumerated().filter { $0.element == Rules.classic.moves[$0.offset % 3] }.count
    #expect(abs(Double(onCycle) / Double(own.count) - 0.8) < 0.02)
  }

  @Test("A de Bruijn sequence holds every run of its order exactly once, going round")
  func deBruijnSequence() {
    for (moveCount, order) in [(3, 2), (3, 3), (5, 2)] {
      let sequence = DeBruijnBot.sequence(moveCount: moveCount, order: order)
      var length = 1
      for _ in 0..<order { length *= moveCount }
      #expect(sequence.count == length)
      let runs = (0..<length).map { start in (0..<order).map { sequence[(start + $0) % length] } }
      #expect(Set(runs).count == length)
    }
  }

  @Test("The de Bruijn bot plays its sequence, so every pair of consecutive moves comes up")
  func deBruijnBot() {
    let own = throwsOf(DeBruijnBot(), against: scrambled(60))
    #expect(own.prefix(27).map(\.rawValue) == DeBruijnBot.sequence(moveCount: 3, order: 3))
    let pairs = Set(zip(own, own.dropFirst()).map { [$0, $1] })
    #expect(pairs.count == 9)
  }

  @Test("The uniform random bot throws each move about a third of the time")
  func uniformRandom() {
    let own = throwsOf(UniformRandomBot(seed: 2), against: scrambled(6000))
    for move in Rules.classic.moves { #expect(abs(share(of: move, in: own) - 1.0 / 3) < 0.02) }
  }

  @Test(
    "An oracle that knows a random bot's strategy nets about its best-response limit",
    arguments: [Bot.biased, .neverRepeat, .switchALot, .noisyCycle],
    [Rules.classic, .rockPaperScissorsSpockLizard])
  func bestResponseLimits(bot: Bot, rules: Rules) {
    var opponent = bot.makeOpponent(seed: 17)
    var history: [Round] = []
    var net = 0
    let rounds = 20_000
    for index in 0..<rounds {
      let own = opponent.nextThrow(after: history, rules: rules)
      let count = rules.moves.count
      let oracle: Int
      switch bot {
      case .biased: oracle = Move.scissors.rawValue + 1
      case .noisyCycle: oracle = index % count + 1
      // A move that the bot's previous move beats: never (or seldom) thrown, beaten by it.
      default: oracle = (history.last?.computer.rawValue ?? 0) + count - 1
      }
      let round = Round(player: rules.moves[oracle % count], computer: own, rules: rules)
      history.append(round)
      net += round.outcome == .win ? 1 : (round.outcome == .loss ? -1 : 0)
    }
    let perThousand = Double(net) * 1000 / Double(rounds)
    // The spread of the mean over 20,000 rounds is at most about 7 per 1000.
    #expect(abs(perThousand - bot.bestResponseLimit(rules: rules)) < 25, "\(bot): \(perThousand)")
  }
}
