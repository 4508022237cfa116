/// What the fifty predictors of Iocaine Powder (Dan Egnor's winner of the first RoShamBo contest,
/// 1999, in David Bau's Python port as James McGuigan's Kaggle agent has it) guess before each of
/// the bot's throws, from the rounds so far, seen from the bot's side of the table.
///
/// In order: for each of six horizons (1000, 100, 10, 5, 2 and 1 rounds), for the bot's own history
/// and the other player's, the move that followed the longest recent match of the bot's own
/// moves, of the other player's and of both (36); for each horizon and each history, that
/// history's most frequent move (12, alike for every horizon, as the port keeps one count for
/// all); rock; and a move drawn at random every round. A matcher that finds nothing guesses the
/// round's random draw too, so those are ``Guess/drawn``.
struct IocainePowderPredictors: Sendable {
  static let horizons = [1000, 100, 10, 5, 2, 1]
  static let count = 50

  enum Guess: Sendable, Equatable {
    case move(UInt8)
    /// The round's random draw.
    case drawn
  }

  /// The bot's own moves, the other player's, and both as one code a round.
  private var histories: [[UInt8]] = [[], [], []]
  /// How often each player threw each move: the bot's own, then the other player's.
  private var counts = [[0, 0, 0], [0, 0, 0]]
  /// The guesses before the bot's next throw.
  private(set) var guesses = [Guess](repeating: .drawn, count: count)
  /// The guesses before its latest throw, which the other player's move scores.
  private(set) var previousGuesses = [Guess](repeating: .drawn, count: count)
  /// How many throws the bot has made.
  private(set) var throwCount = 0

  init() {
    guesses = Self.guesses(histories: histories, counts: counts)
  }

  /// Adds a round: the bot's throw and the other player's.
  mutating func append(own: UInt8, other: UInt8) {
    throwCount += 1
    histories[0].append(own)
    histories[1].append(other)
    histories[2].append(3 * own + other)
    counts[0][Int(own)] += 1
    counts[1][Int(other)] += 1
    previousGuesses = guesses
    guesses = Self.guesses(histories: histories, counts: counts)
  }

  private static func guesses(histories: [[UInt8]], counts: [[Int]]) -> [Guess] {
    var guesses: [Guess] = []
    guesses.reserveCapacity(count)
    for horizon in horizons {
      let ends = histories.map { recall(horizon: horizon, in: $0) }
      for mimic in 0..<2 {
        for end in ends {
          guesses.append(end == 0 ? .drawn : .move(histories[mimic][end]))
        }
      }
    }
    for _ in horizons {
      for mimic in 0..<2 {
        let most = counts[mimic].max() ?? 0
        guesses.append(.move(UInt8(counts[mimic].firstIndex(of: most) ?? 0)))
      }
    }
    guesses.append(.move(0))
    guesses.append(.drawn)
    return guesses
  }

  /// The port's `recall`: looking back at most `horizon` rounds, the place after the latest of
  /// the longest matches of the history's end, or 0 if none. Kept as the port has it, which
  /// extends a match only from where the previous one left off.
  static func recall(horizon: Int, in history: [UInt8]) -> Int {
    let count = history.count
    var end = 0
    var length = 0
    history.withUnsafeBufferPointer { history in
      var past = 1
      while past < min(horizon + 1, count - 1) {
        if length >= count - past { break }
        var matches = true
        for back in 1...(length + 1) where history[count - back - past] != history[count - back] {
          matches = false
          break
        }
        if matches {
          var extended = length + 1
          while extended < count - past, history[count - past - extended - 1] == history[count - extended - 1]
          {
            extended += 1
          }
          length = extended
          end = count - past
        }
        past += 1
      }
    }
    return end
  }
}
