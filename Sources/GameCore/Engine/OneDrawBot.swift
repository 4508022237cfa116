/// What a bot that draws one of three moves every round (Greenberg, Iocaine Powder) makes of the
/// rounds, for ``OneDrawModel``: everything about its throw but the draw follows from the rounds,
/// and the rest of its mind from its earlier draws.
protocol OneDrawBot: Sendable {
  /// The part of the bot's mind that its draws touch.
  associatedtype Mind: Sendable

  init()

  /// How many copies of the mind ``OneDrawModel`` keeps.
  static var particleCount: Int { get }

  /// The mind before the bot's first throw.
  var firstMind: Mind { get }

  /// Adds a round: the bot's throw and the other player's.
  mutating func append(own: Int, other: Int)

  /// The bot's next throw and its mind after, if it draws `draw` with `mind` in mind: `other` is
  /// the other player's latest throw (nil before the first round).
  func playing(_ mind: Mind, draw: Int, other: Int?) -> (move: Int, mind: Mind)

  /// The bot's next throw and its mind after for each of the three draws, in order, added to
  /// `outcomes`.
  func playingEachDraw(_ mind: Mind, other: Int?, into outcomes: inout [(move: Int, mind: Mind)])
}

extension OneDrawBot {
  func playingEachDraw(_ mind: Mind, other: Int?, into outcomes: inout [(move: Int, mind: Mind)]) {
    for draw in 0..<3 { outcomes.append(playing(mind, draw: draw, other: other)) }
  }
}

extension GreenbergPredictors: OneDrawBot {
  static let particleCount = 100

  var firstMind: GreenbergMind { GreenbergMind() }

  func playing(_ mind: GreenbergMind, draw: Int, other: Int?) -> (move: Int, mind: GreenbergMind) {
    mind.playing(draw: draw, other: other, best: best)
  }
}

extension IocainePowderPredictors: OneDrawBot {
  /// Its matchers of short horizons draw their guess whenever they find nothing, so the draws touch
  /// many totals: with 100 copies the filter lost the bot within 100 rounds of the hard level.
  static let particleCount = 300

  var firstMind: IocainePowderMind { IocainePowderMind() }

  mutating func append(own: Int, other: Int) {
    append(own: UInt8(own), other: UInt8(other))
  }

  func playing(_ mind: IocainePowderMind, draw: Int, other: Int?) -> (move: Int, mind: IocainePowderMind) {
    var outcomes: [(move: Int, mind: IocainePowderMind)] = []
    playingEachDraw(mind, other: other, into: &outcomes)
    return outcomes[draw]
  }

  /// Scores the predictors once: only the guesses that are drawn differ between the draws.
  func playingEachDraw(
    _ mind: IocainePowderMind, other: Int?, into outcomes: inout [(move: Int, mind: IocainePowderMind)]
  ) {
    var next = mind
    if let other { next.score(previousGuesses, other: UInt8(other)) }
    let leader = next.leader(throwCount: throwCount)
    for draw in UInt8(0)..<3 {
      let (move, after) = next.playing(draw: draw, leader: leader, guesses: guesses)
      outcomes.append((Int(move), after))
    }
  }
}
