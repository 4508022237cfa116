/// The rpscontest bot RPS_Meta_Fix (TeleZ; hav4ik's `opponents/rps_meta_fix.py`), from its side of
/// the table.
///
/// Six guesses come from the longest earlier runs of the rounds, of the other player's moves and of
/// its own (up to twenty long): what the other player threw after the latest such run, and what
/// beats the bot's own throw there, each blended with the same after the run's occurrence before
/// that (``blend(_:_:)``); twelve more are those turned once and twice. Six scorings rate the
/// eighteen, each fading (by 0.8, or 0.5 for the last two) and counting the other player's throws
/// or the bot's own, and each names its best guess (or what beats it); a meta score picks among
/// the six, and the bot throws what beats that. Only the guesses its tables start with are drawn
/// at random (its first throw beats the meta guess); after that its throw follows from the rounds. The
/// arithmetic follows the bot's, operation by operation, so that ties come out the same; the
/// starting guesses are given (``RPSMetaFixCopies`` keeps one copy for each).
struct RPSMetaFix: RecordingBot {
  static let guessCount = 18
  static let scoringCount = 6
  /// The longest run the bot matches.
  static let longestRun = 20

  /// The other player's moves, the bot's, and the rounds as pairs (3 × other + own).
  private var otherMoves: [Int] = []
  private var ownMoves: [Int] = []
  private var pairs: [Int] = []
  private var guesses: [Int]
  private var metaGuesses: [Int]
  /// Six rows, one a scoring, of a score per guess.
  private var scores = [[Double]](
    repeating: [Double](repeating: 0, count: guessCount), count: scoringCount)
  private var metaScores = [Double](repeating: 0, count: scoringCount)
  /// Scratch for the run matching: per earlier place, how many values ending there agree with the
  /// latest ones.
  private var agreement: [Int] = []

  /// A copy whose tables start with these guesses (the bot draws each once, for all its entries).
  init(startingGuess: Int, startingMetaGuess: Int) {
    guesses = Array(repeating: startingGuess, count: Self.guessCount)
    metaGuesses = Array(repeating: startingMetaGuess, count: Self.scoringCount)
  }

  var rounds: Int { pairs.count }

  /// The bot's next throw: what beats the guess of its best meta score.
  var nextThrow: Int { Self.beat(metaGuesses[Self.firstBest(metaScores)]) }

  /// Learns a round: the bot's throw and the other player's.
  mutating func record(own: Int, other: Int) {
    for guess in 0..<Self.guessCount {
      let guessed = guesses[guess]
      let beatenByGuess = Self.beat(Self.beat(guessed))
      for row in 0..<Self.scoringCount {
        scores[row][guess] *= row < 4 ? 0.8 : 0.5
        // Even rows count the other player's throws, odd rows the bot's own.
        let move = row % 2 == 0 ? other : own
        if move == beatenByGuess { scores[row][guess] -= 1 }
      }
      for row in 2..<Self.scoringCount where (row % 2 == 0 ? other : own) == guessed {
        scores[row][guess] += 1
      }
      for row in 0..<2 {
        let move = row == 0 ? other : own
        if move == guessed {
          scores[row][guess] += 1.3
        } else if move == Self.beat(guessed) {
          scores[row][guess] += -0.3
        }
      }
    }
    for meta in 0..<Self.scoringCount {
      let hit: Double = other == metaGuesses[meta] ? 1 : 0
      let miss: Double = other == Self.beat(Self.beat(metaGuesses[meta])) ? 1 : 0
      metaScores[meta] = 0.9 * metaScores[meta] + hit - miss
    }
    otherMoves.append(other)
    ownMoves.append(own)
    pairs.append(3 * other + own)
    guessFromRuns()
  }

  /// Works out the eighteen guesses and the six meta guesses for the next round.
  private mutating func guessFromRuns() {
    for (index, sequence) in [otherMoves, ownMoves, pairs].enumerated() {
      let (length, start) = latestEarlierRun(in: sequence)
      // The occurrence before that one. When there is none, `rfind` gives -1 and the bot reads
      // place length - 1, as the copy does. When the run was not found at all, the bot's second
      // search repeats the first over the same span, so it finds nothing either.
      let earlierStart = start >= 0 ? earlierOccurrence(length: length, before: start) : -1
      let sequel = length + start
      let earlierSequel = length + earlierStart
      guesses[2 * index] = Self.blend(otherMoves[sequel], otherMoves[earlierSequel])
      guesses[2 * index + 1] = Self.blend(Self.beat(ownMoves[sequel]), Self.beat(ownMoves[earlierSequel]))
    }
    for guess in 6..<Self.guessCount {
      guesses[guess] = Self.beat(guesses[guess - 6])
    }
    for row in stride(from: 0, to: Self.scoringCount, by: 2) {
      metaGuesses[row] = guesses[Self.firstBest(scores[row])]
      metaGuesses[row + 1] = Self.beat(guesses[Self.firstBest(scores[row + 1])])
    }
  }

  /// As the bot's search: the longest run ending `sequence` (of at most ``longestRun``, and
  /// shorter than the game) found earlier in it, and where its latest earlier occurrence starts,
  /// or (1, −1) when even the latest value never came before. ``agreement`` then holds, per
  /// earlier place, how many values ending there agree with the latest ones.
  private mutating func latestEarlierRun(in sequence: [Int]) -> (length: Int, start: Int) {
    let longest = sequence.runAgreement(cap: Self.longestRun, into: &agreement)
    guard longest > 0, let end = agreement.lastIndex(where: { $0 >= longest }) else { return (1, -1) }
    return (longest, end - longest + 1)
  }

  /// Where the latest occurrence of the run of `length` that ends before place `start` + `length` − 1
  /// starts, or −1 (Python's `rfind` up to there).
  private func earlierOccurrence(length: Int, before start: Int) -> Int {
    let lastEnd = start + length - 2
    guard lastEnd >= 0 else { return -1 }
    var end = min(lastEnd, agreement.count - 1)
    while end >= 0 {
      if agreement[end] >= length { return end - length + 1 }
      end -= 1
    }
    return -1
  }

  /// The bot's `mix` table: a move with itself is that move; two moves blend to the one beaten.
  static func blend(_ first: Int, _ second: Int) -> Int {
    first == second || second == beat(first) ? first : second
  }

  static func beat(_ move: Int) -> Int { (move + 1) % 3 }

  /// The first place of the highest value, as Python's `index(max(...))` finds it.
  private static func firstBest(_ values: [Double]) -> Int {
    var best = 0
    for index in 1..<values.count where values[index] > values[best] { best = index }
    return best
  }
}
