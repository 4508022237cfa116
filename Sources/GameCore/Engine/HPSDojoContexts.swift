/// The contexts the Kaggle agent High-Performance RPS Dojo (elvenmonk, Rock Paper Scissors
/// 2020–21) reads the other player by, from its side of the table, in any of its versions; the
/// models of its versions (``HPSDojoModel``, ``HPSDojoV12Model``) score and choose among them as
/// each version does.
///
/// The agent keeps a few histories of the rounds (the other player's moves, its own, and in later
/// versions the results) and, for each pair of them and each depth, fading counts of what the other
/// player threw after the latest runs of that depth. A context whose counts lean far enough to one
/// move predicts it. Its counts fade lazily here, one multiplication a round as NumPy's do, so
/// every comparison comes out as the agent's.
struct HPSDojoContexts: Sendable {
  struct Settings: Sendable {
    /// The context of depth index `d` follows the last `d + 1` rounds; its counts start only after
    /// round `d + minimumDepth` (the agent's `Dmin`).
    let minimumDepth: Int
    let depths: Int
    let histories: Int
    /// Every count is multiplied by this each round.
    let fading: Double
  }

  /// One fading count of the other player's moves after a context, as far as its fading has been
  /// applied.
  private struct Count {
    var moves = SIMD3<Double>()
    var fadedThrough = 0
  }

  let settings: Settings
  /// Contexts: one per ordered pair of histories and depth, `(first × histories + second) ×
  /// depths + depth`, as the agent lays them out.
  let cells: Int
  /// `3^depths`: the runs of the second history of a pair are counted below it.
  private let runBase: Int
  private var counts: [Int: Count] = [:]
  /// Per history and depth: the latest runs as base-3 numbers, the newest value the highest digit.
  private var hashes: [Int]
  /// Per context, the move it predicts, or 3 for none.
  private(set) var predicts: [Int]
  /// Per context, how many rounds it has predicted.
  private(set) var attempts: [Int]

  init(settings: Settings) {
    self.settings = settings
    cells = settings.histories * settings.histories * settings.depths
    var base = 1
    for _ in 0..<settings.depths { base *= 3 }
    runBase = base
    hashes = Array(repeating: 0, count: settings.histories * settings.depths)
    predicts = Array(repeating: 3, count: cells)
    attempts = Array(repeating: 0, count: cells)
  }

  /// Learns the round the agent reads at `step` (its round number): the other player's move
  /// (`values[0]`, which is also what the counts count) and the other histories' values. Returns
  /// the predictions made before it, which that move scores.
  mutating func learn(values: [Int], step: Int) -> [Int] {
    let move = values[0]
    for cell in 0..<cells {
      let key = contextKey(cell: cell)
      var count = faded(counts[key], to: step)
      if step > cell % settings.depths + settings.minimumDepth { count.moves[move] += 1 }
      counts[key] = count
    }
    var power = 1
    for depth in 0..<settings.depths {
      for history in 0..<settings.histories {
        let index = history * settings.depths + depth
        hashes[index] = hashes[index] / 3 + values[history] * power
      }
      power *= 3
    }
    let previous = predicts
    for cell in 0..<cells where previous[cell] < 3 { attempts[cell] += 1 }
    for cell in 0..<cells {
      let key = contextKey(cell: cell)
      guard let stored = counts[key] else {
        predicts[cell] = 3
        continue
      }
      let count = faded(stored, to: step)
      counts[key] = count
      let moves = count.moves
      let sum = moves[0] + moves[1] + moves[2]
      var prediction = 3
      // Its threshold as it computes it: R = 0.4, RG = (1 − R) × 2.
      for move in 0..<3 where sum >= 2 && moves[move] >= sum * 0.4 + (1 - 0.4) * 2 { prediction = move }
      predicts[cell] = prediction
    }
    return previous
  }

  /// The counts after a context's latest run, as of the last ``learn(values:step:)``.
  func currentCounts(cell: Int) -> SIMD3<Double> {
    counts[contextKey(cell: cell)]?.moves ?? SIMD3()
  }

  /// The count's key for a context: its cell and the run it follows, the agent's history pair
  /// `first`, `second` read as `hash(second) + 3^depths × hash(first)`.
  private func contextKey(cell: Int) -> Int {
    let depth = cell % settings.depths
    let second = cell / settings.depths % settings.histories
    let first = cell / (settings.depths * settings.histories)
    let run = hashes[second * settings.depths + depth] + runBase * hashes[first * settings.depths + depth]
    return run * cells + cell
  }

  /// The count faded once for every round up to `step`, as the agent fades all its counts every
  /// round.
  private func faded(_ count: Count?, to step: Int) -> Count {
    guard var count else { return Count(fadedThrough: step) }
    while count.fadedThrough < step {
      count.moves *= settings.fading
      count.fadedThrough += 1
    }
    return count
  }
}
