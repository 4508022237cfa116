import BenchmarkBots
import CMalloc
import Foundation
import GameCore
import Opponents

/// The hard engine's cost and its strength against people.
///
/// Cost: its decisions early and late in long games against uniform random play (it learns
/// incrementally, so a late decision may cost at most 1.5 times an early one, and one at move
/// 1,000 at most 20 µs); the tournament's speed at the hard level, at least 100,000 rounds a second
/// and at most five times slower than the medium level; its heap after 10,000 rounds at most 1.1
/// times its heap after 100.
///
/// Strength: people's recorded games (Tests/Data/HumanGames), each level committing its throw
/// before it reads the person's; in every study the hard level wins at least the share of rounds
/// that the medium level and a first-order Markov counter win, and loses no larger share than medium.
struct EngineBenchmarks {
  let runs: Int
  let rounds: Int
  /// Recorded games beside the committed corpus (`--people FILE`).
  var peopleFiles: [URL] = []

  func run() -> [Figure] {
    let timing = DecisionTiming(rounds: rounds, window: 1000)
    let samples = (0..<runs).map { timing.measure(seed: UInt64($0)) }
    let thousand = DecisionTiming(rounds: 1000, window: 100)
    let thousandSamples = (0..<runs).map { thousand.measure(seed: UInt64($0)) }
    let hard = tournamentRoundsPerSecond(.hard)
    let medium = tournamentRoundsPerSecond(.medium)
    let (early, late) = heapGrowth(after: 100, and: 10_000)
    return [
      Figure(
        group: "engine", name: "hard decision, last 1000 of \(rounds) moves", unit: "µs",
        value: median(samples.map(\.last)) / 1000, floorName: "first 1000 moves",
        floor: median(samples.map(\.first)) / 1000, limit: 1.5,
        pairedRatio: pairedRatio(samples.map(\.last), samples.map(\.first))),
      Figure(
        group: "engine", name: "hard decision, moves 901–1000", unit: "µs",
        value: median(thousandSamples.map(\.last)) / 1000, floorName: "moves 1–100",
        floor: median(thousandSamples.map(\.first)) / 1000, limitOf: .value, limit: 20),
      Figure(
        group: "engine", name: "tournament, hard level", unit: "rounds/s", value: hard,
        floorName: "medium level", floor: medium, limitOf: .value, comparison: .atLeast,
        limit: 100_000),
      Figure(
        group: "engine", name: "tournament, hard level beside medium", unit: "rounds/s", value: hard,
        floorName: "medium level", floor: medium, comparison: .atLeast, limit: 1 / 5),
      Figure(
        group: "engine", name: "hard engine's heap after 10,000 rounds", unit: "KiB", value: late / 1024,
        floorName: "after 100 rounds", floor: early / 1024, limit: 1.1),
    ] + ([Self.committedCorpus] + peopleFiles).flatMap(peopleFigures(corpus:))
      + ([Self.committedCorpus] + peopleFiles).flatMap(HabitWatchBenchmark().figures(corpus:))
  }

  /// Rounds per second of `rps tournament --level L --rounds 1000 --seeds 4` (both sides' moves).
  private func tournamentRoundsPerSecond(_ level: Level) -> Double {
    let tournament = Tournament(rounds: 1000, seeds: 4)
    let played = Double(tournament.rounds * tournament.seeds * Bot.allCases.count)
    let seconds = (0..<runs).map { _ in
      timed { _ = tournament.play(levels: [level]) }.nanoseconds / 1e9
    }
    return played / median(seconds)
  }

  /// The heap the hard engine holds after `early` and after `late` rounds against random play,
  /// in bytes beyond what the process held before the engine was made. The rounds' own array is
  /// reserved in full first, so that only the engine's growth shows.
  private func heapGrowth(after early: Int, and late: Int) -> (Double, Double) {
    var history: [Round] = []
    history.reserveCapacity(late)
    var generator = SeededGenerator(seed: 5)
    let before = Double(mallinfo2().uordblks)
    var engine = HardEngine(seed: 5)
    var atEarly = 0.0
    for index in 0..<late {
      let computer = engine.nextThrow(after: history, rules: .classic)
      history.append(
        Round(player: Move.allCases[Int(generator.next() % 3)], computer: computer, rules: .classic))
      if index + 1 == early { atEarly = Double(mallinfo2().uordblks) - before }
    }
    _ = engine.nextThrow(after: history, rules: .classic)
    let atLate = Double(mallinfo2().uordblks) - before
    withExtendedLifetime(engine) {}
    return (atEarly, atLate)
  }

  static let committedCorpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/Data/HumanGames/brockbank-vul-2024.tsv")

  /// Each study of a corpus of people's recorded games: the hard level's share of rounds won
  /// beside the medium level's and the first-order counter's, and its share lost beside medium's.
  private func peopleFigures(corpus url: URL) -> [Figure] {
    let games: [RecordedHumanGame]
    do {
      games = try RecordedHumanGame.corpus(String(contentsOf: url, encoding: .utf8))
    } catch {
      return [
        Figure(
          group: "engine", name: "people's recorded games", unit: "%", value: nil, floorName: "", floor: nil,
          limit: 1, note: "\(url.path): \(error)")
      ]
    }
    let replay = HumanGameReplay(games: games)
    return replay.studies.flatMap { study in
      let hard = replay.tally(study: study) { Level.hard.makeOpponent(seed: UInt64($0)) }
      let medium = replay.tally(study: study) { Level.medium.makeOpponent(seed: UInt64($0)) }
      let counter = replay.tally(study: study) { _ in FirstOrderCounter() }
      return [
        Figure(
          group: "engine", name: "people (\(study)): rounds won by hard", unit: "%",
          value: hard.winShare * 100,
          floorName: "medium", floor: medium.winShare * 100, comparison: .atLeast, limit: 1),
        Figure(
          group: "engine", name: "people (\(study)): rounds won by hard, beside a first-order counter",
          unit: "%",
          value: hard.winShare * 100, floorName: "first-order counter", floor: counter.winShare * 100,
          comparison: .atLeast, limit: 1),
        Figure(
          group: "engine", name: "people (\(study)): rounds lost by hard", unit: "%",
          value: hard.lossShare * 100,
          floorName: "medium", floor: medium.lossShare * 100, limit: 1),
      ]
    }
  }
}
