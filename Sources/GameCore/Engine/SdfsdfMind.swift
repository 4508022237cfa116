/// The part of one of sdfsdf's bots' minds that their draws touch (``IO2Mind``, ``LuckerMind``):
/// the throws of the 27 predictors this round and how each has fared.
///
/// The nine first predictors come from ``SdfsdfPredictors``; the other eighteen turn them one and
/// two places back round the circle (what the bots' `beat[beat[...]]` does once and twice). Which
/// predictor the bot follows depends on how they fared, which depends on the throws they drew, so
/// ``SdfsdfModel`` follows many copies of a mind. Whatever it follows, the bot guesses one move
/// and throws one of ``throwOptions(guessing:)``.
protocol SdfsdfMind: Sendable {
  init()

  /// The bot's name.
  static var botName: String { get }

  /// Whether the bot's counting predictors read each round with the other player's move first
  /// (``SdfsdfPredictors/countsOtherMoveFirst``).
  static var countsOtherMoveFirst: Bool { get }

  /// How many copies of the mind ``SdfsdfModel`` keeps.
  static var particleCount: Int { get }

  /// Before the bot's second round every predictor names its first throw.
  mutating func setEveryThrow(to move: UInt8)

  /// Sets a first predictor's throw, and the two that turn it.
  mutating func setThrow(_ move: UInt8, of slot: Int)

  /// Each predictor's throw this round, the first nine and the eighteen that turn them.
  var throwsNow: SIMD32<UInt8> { get }

  /// Learns how the predictors fared in a round: the bot's throw and the other player's.
  mutating func score(own: UInt8, other: UInt8)

  /// The first predictor whose throw decides the bot's guess, and how far round the circle the
  /// guess is from it; nil when the bot guesses from the other player's moves so far instead.
  var guessingPredictor: (slot: Int, turn: UInt8)? { get }

  /// The throws the bot draws from evenly once it guesses `guess`.
  static func throwOptions(guessing guess: UInt8) -> [UInt8]
}

extension SdfsdfMind {
  /// The chance the bot throws `move` if it guesses `guess`.
  static func chance(of move: UInt8, guessing guess: UInt8) -> Double {
    let options = throwOptions(guessing: guess)
    return Double(options.filter { $0 == move }.count) / Double(options.count)
  }

  /// Sets a first predictor's throw in `predictorThrows`, and the two that turn it.
  static func setThrow(_ move: UInt8, of slot: Int, in predictorThrows: inout SIMD32<UInt8>) {
    predictorThrows[slot] = move
    predictorThrows[slot + 9] = turned(move, for: slot + 9)
    predictorThrows[slot + 18] = turned(move, for: slot + 18)
  }

  /// What the 27 predictors' turns do to a first predictor's throw: `predictor` names `move` turned
  /// two places a turn.
  static func turned(_ move: UInt8, for predictor: Int) -> UInt8 { (move + 2 * UInt8(predictor / 9)) % 3 }
}
