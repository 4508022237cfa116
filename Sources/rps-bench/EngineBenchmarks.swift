import GameCore

/// The hard engine's decisions early and late in long games against uniform random play (it
/// learns incrementally, so a late decision may cost at most 1.5 times an early one); its
/// decisions at moves 901–1000 against the opponent costliest to model, the Kaggle agent Decision
/// Tree Classifier (at most 1 ms, as against anyone); and the tournament's speed at the hard level
/// beside the easy level's (the bots and the bookkeeping).
struct EngineBenchmarks {
  static let ratioLimit = 1.5
  /// The hard level's whole table of `rps tournament` (11 bots, 20 seeds, 1000 rounds: 220,000
  /// rounds) in under 15 seconds, so that the test suite's tournaments stay short. It was 100,000
  /// (two seconds) for the first hard engine, which decided in about 10 µs; with its models of
  /// public engines it decides in about 26 µs late in a game, and more in the opening rounds,
  /// where a tournament spends its time (docs/benchmark.md).
  static let tournamentLimit = 15_000.0
  /// The most a decision at move 1000 may take, in microseconds.
  static let decisionLimit = 1000.0

  let runs: Int
  let rounds: Int

  func run() -> [Figure] {
    let timing = DecisionTiming(rounds: rounds, window: 1000)
    let samples = (0..<runs).map { timing.measure(seed: UInt64($0)) }
    let first = median(samples.map(\.first)) / 1000
    let last = median(samples.map(\.last)) / 1000
    let treeTiming = DecisionTiming(rounds: 1000, window: 100) { DecisionTreeClassifierAgent(seed: $0) }
    let treeSamples = (0..<runs).map { treeTiming.measure(seed: UInt64($0)) }
    let hard = tournamentRoundsPerSecond(.hard)
    let easy = tournamentRoundsPerSecond(.easy)
    return [
      Figure(
        group: "engine", name: "hard decision, last 1000 of \(rounds) moves", unit: "µs", value: last,
        floorName: "first 1000 moves", floor: first, limit: EngineBenchmarks.ratioLimit,
        pairedRatio: pairedRatio(samples.map(\.last), samples.map(\.first))),
      Figure(
        group: "engine", name: "hard decision, moves 901–1000 against Decision Tree Classifier", unit: "µs",
        value: median(treeSamples.map(\.last)) / 1000, floorName: "moves 1–100",
        floor: median(treeSamples.map(\.first)) / 1000, limitOf: .value, limit: EngineBenchmarks.decisionLimit
      ),
      Figure(
        group: "engine", name: "tournament, hard level", unit: "rounds/s", value: hard,
        floorName: "easy level", floor: easy, limitOf: .value, comparison: .atLeast,
        limit: EngineBenchmarks.tournamentLimit),
    ]
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
}
