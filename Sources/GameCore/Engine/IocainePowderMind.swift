/// The part of Iocaine Powder's mind that its draws touch: how each of its fifty predictors
/// (``IocainePowderPredictors``) would have fared, trusted or second- or triple-guessed, over the
/// game, and the move drawn for its latest throw.
///
/// Each predictor keeps three totals: after every round, the way of reading its guess that would
/// have won gains a point and the one that would have lost gives one up. The bot throws by the
/// predictor whose best total is the highest (the first of equals), read its best way. The port
/// means to weigh six horizons of those totals with a meta level over them, but each total shares
/// one list with its own past (Python appends the same list every round): a horizon reads the whole
/// game's totals while the game is shorter than it and 0 after. The meta level reads its own
/// totals over as many rounds as have been played, so always 0, and passes on its first choice,
/// the 1,000-round horizon's; past the 1,000th throw that reads 0 too, and the bot throws the first
/// predictor's guess. The draw is the one part of this that does not follow from the rounds.
struct IocainePowderMind: Sendable {
  /// The horizon the port's totals are read over: beyond it, they read 0.
  static let wholeGame = 1000

  /// Per predictor, the totals of trusting its guess, and of guessing one and two places on.
  private var totals = [SIMD4<Int32>](repeating: .zero, count: IocainePowderPredictors.count)
  /// The move drawn for the latest throw.
  private(set) var draw: UInt8 = 0

  /// What a guess names with `draw` drawn.
  private static func move(_ guess: IocainePowderPredictors.Guess, draw: UInt8) -> UInt8 {
    if case .move(let move) = guess { return move }
    return draw
  }

  /// Scores the predictors' guesses before the bot's latest throw against the other player's move
  /// that followed it.
  mutating func score(_ guesses: [IocainePowderPredictors.Guess], other: UInt8) {
    totals.withUnsafeMutableBufferPointer { totals in
      for predictor in totals.indices {
        totals[predictor] &+= Self.changes[Int((3 + other - Self.move(guesses[predictor], draw: draw)) % 3)]
      }
    }
  }

  /// How a predictor's totals change when the other player's move is its guess turned `read`
  /// places: the reading one place further would have won, the one two places further lost.
  private static let changes: [SIMD4<Int32>] = (0..<3).map { read in
    var change = SIMD4<Int32>.zero
    change[(read + 1) % 3] = 1
    change[(read + 2) % 3] = -1
    return change
  }

  /// The predictor the bot throws by and how far on it reads that predictor's guess, given how
  /// many throws it has made.
  func leader(throwCount: Int) -> (predictor: Int, turn: UInt8) {
    guard throwCount < Self.wholeGame else { return (0, 0) }
    var best = 0
    var bestTotal = Int32.min
    var turn = 0
    for predictor in totals.indices {
      let row = totals[predictor]
      let most = max(row[0], row[1], row[2])
      if most > bestTotal {
        best = predictor
        bestTotal = most
        turn = row[0] == most ? 0 : row[1] == most ? 1 : 2
      }
    }
    return (best, UInt8(turn))
  }

  /// The bot's throw with `draw` drawn, and this mind after.
  func playing(
    draw: UInt8, leader: (predictor: Int, turn: UInt8), guesses: [IocainePowderPredictors.Guess]
  )
    -> (move: UInt8, mind: IocainePowderMind)
  {
    var next = self
    next.draw = draw
    return ((Self.move(guesses[leader.predictor], draw: draw) + leader.turn) % 3, next)
  }
}
