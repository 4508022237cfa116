import Foundation

/// The rpscontest bots zai_mix_history v1, v2 and v3 (zdg, in the archive t-vaudry/RPS), from their
/// side of the table: their throw is drawn from a mixture that follows from the rounds
/// (``chances``).
///
/// Each bot reads the rounds in several ways (``ZaiHistoryMatch`` for v1 and v2,
/// ``ZaiOpponentsShoes`` for v3), and scores each reading by how a throw drawn from it would have
/// fared against the other player, fading by 0.5 (v1) or 0.9 (v2, v3). It mixes the readings, each
/// turned by its wins, ties and losses and weighed by how far its score stands from even, and draws
/// its throw from the mixture.
struct ZaiMixHistory: SamplingBot {
  enum Variant: Sendable {
    /// v1: the bot's own moves matched, scores fading by 0.5.
    case ownHistory
    /// v2: both players' moves matched, scores fading by 0.9.
    case bothHistories
    /// v3: guesses made in the other player's shoes, scores fading by 0.9 from even.
    case opponentsShoes
  }

  /// How a variant reads the rounds.
  private enum Reader: Sendable {
    case historyMatch(ZaiHistoryMatch)
    case opponentsShoes(ZaiOpponentsShoes)

    mutating func readings(own: Int, other: Int) -> [SIMD3<Double>?] {
      switch self {
      case .historyMatch(var reader):
        defer { self = .historyMatch(reader) }
        return reader.readings(own: own, other: other)
      case .opponentsShoes(var reader):
        defer { self = .opponentsShoes(reader) }
        return reader.readings(own: own, other: other)
      }
    }
  }

  static let variants: [Variant] = [.ownHistory, .bothHistories, .opponentsShoes]

  let variant: Variant
  private var reader: Reader
  private var readings: [SIMD3<Double>?] = []
  private var scores: [SIMD3<Double>?] = []
  private(set) var chances = SIMD3<Double>(repeating: 1.0 / 3)

  init(variant: Variant) {
    self.variant = variant
    switch variant {
    case .ownHistory: reader = .historyMatch(ZaiHistoryMatch(matchesBothPlayers: false))
    case .bothHistories: reader = .historyMatch(ZaiHistoryMatch(matchesBothPlayers: true))
    case .opponentsShoes: reader = .opponentsShoes(ZaiOpponentsShoes())
    }
  }

  private var decay: Double { variant == .ownHistory ? 0.5 : 0.9 }

  /// Learns a round: the bot's throw and the other player's.
  mutating func record(own ownMove: Int, other otherMove: Int) {
    // The readings' scores against the other player's latest move.
    for reading in readings.indices {
      guard let hand = readings[reading] else { continue }
      let payoff = SIMD3(hand[otherMove], hand[(otherMove + 1) % 3], hand[(otherMove + 2) % 3])
      switch (scores[reading], variant) {
      case (let score?, _): scores[reading] = score * decay + payoff * (1 - decay)
      // v3 starts a score from even; v1 and v2 from the first payoff.
      case (nil, .opponentsShoes): scores[reading] = SIMD3(repeating: 1.0 / 3) * decay + payoff * (1 - decay)
      case (nil, _): scores[reading] = payoff
      }
    }
    readings = reader.readings(own: ownMove, other: otherMove)
    if scores.count < readings.count { scores += Array(repeating: nil, count: readings.count - scores.count) }
    var mixture = SIMD3<Double>(repeating: 0)
    for (reading, score) in zip(readings, scores) {
      guard let hand = reading, let score else { continue }
      let spread = score - 1.0 / 3
      let nonrandomness = sqrt((spread * spread).sum())
      for outcome in 0..<3 {
        let weight = score[outcome] * nonrandomness
        let offset = (outcome + 2) % 3
        for move in 0..<3 { mixture[move] += hand[(offset + move) % 3] * weight }
      }
    }
    chances = mixture.sum() <= 0.1 ? SIMD3(repeating: 1.0 / 3) : mixture / mixture.sum()
  }
}
