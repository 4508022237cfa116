import Foundation

/// The rpscontest bots zai_mix_history_v1 and v2 (zdg, in the archive t-vaudry/RPS), from their
/// side of the table: their throw is drawn from a mixture that follows from the rounds
/// (``chances``).
///
/// A history matcher finds the latest earlier occurrence of the longest run (up to seven) of the
/// bot's own moves (v1) or of both players' moves (v2) that ends the history. Nine readings of what
/// followed it (the bot's next move then, turned by how that round went, in nine ways) are each
/// scored by how a throw drawn from it would have fared against the other player, fading by 0.5
/// (v1) or 0.9 (v2); the bot mixes the readings, each turned by its wins, ties and losses and
/// weighed by how far its score stands from even, and draws its throw from the mixture.
struct ZaiMixHistory: SamplingBot {
  enum Variant: Sendable {
    /// The bot's own moves matched, scores fading by 0.5.
    case ownHistory
    /// Both players' moves matched, scores fading by 0.9.
    case bothHistories
  }

  static let variants: [Variant] = [.ownHistory, .bothHistories]
  static let longestRun = 7
  /// Matches further back than this are ignored (the bots' `CUTOFF`).
  static let memory = 1000

  let variant: Variant
  private var own: [Int] = []
  private var other: [Int] = []
  /// How each of the bot's rounds went for it: 0 a tie, 1 a win, 2 a loss.
  private var outcomes: [Int] = []
  /// Where each run last ended: the index of the move that followed it.
  private var followers: [Int: Int] = [:]
  /// The nine readings' turns after a tie, a win and a loss.
  private let turns: [SIMD3<Int>]
  private var readings: [SIMD3<Double>?]
  private var scores: [SIMD3<Double>?]
  private(set) var rounds = 0
  private(set) var chances = SIMD3<Double>(repeating: 1.0 / 3)

  init(variant: Variant) {
    self.variant = variant
    // i and j run over −1, 0, 1 as the bot writes them: 2, 0, 1 here.
    turns = [2, 0, 1].flatMap { i in [2, 0, 1].map { j in SIMD3(0, i, (i + j) % 3) } }
    readings = Array(repeating: nil, count: turns.count)
    scores = readings
  }

  private var decay: Double { variant == .ownHistory ? 0.5 : 0.9 }

  /// Learns a round: the bot's throw and the other player's.
  mutating func record(own ownMove: Int, other otherMove: Int) {
    rounds += 1
    own.append(ownMove)
    other.append(otherMove)
    outcomes.append((ownMove - otherMove + 3) % 3)
    let matched = match()
    // The readings' scores against the other player's latest move.
    for reading in readings.indices {
      guard let hand = readings[reading] else { continue }
      let payoff = SIMD3(hand[otherMove], hand[(otherMove + 1) % 3], hand[(otherMove + 2) % 3])
      if let score = scores[reading] {
        scores[reading] = score * decay + payoff * (1 - decay)
      } else {
        scores[reading] = payoff
      }
    }
    var mixture = SIMD3<Double>(repeating: 0)
    for reading in readings.indices {
      readings[reading] = matched.map { index in
        let outcome = outcomes[index]
        let turn = turns[reading][outcome]
        var hand = SIMD3<Double>(repeating: 0)
        hand[(own[index] + turn) % 3] = 1
        return hand
      }
      guard let hand = readings[reading], let score = scores[reading] else { continue }
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

  /// Records where the runs ending one move back led, and finds the latest earlier occurrence of
  /// the longest run ending the history: the index of the move that followed it.
  private mutating func match() -> Int? {
    let count = own.count
    for order in 0..<min(Self.longestRun, count - 1) {
      followers[key(from: count - order - 2, to: count - 1)] = count - 1
    }
    for order in stride(from: min(Self.longestRun, count) - 1, through: 0, by: -1) {
      if let found = followers[key(from: count - order - 1, to: count)], found > count - Self.memory {
        return found
      }
    }
    return nil
  }

  /// A run of moves (the bot's, or both players') as a number, its length included.
  private func key(from start: Int, to end: Int) -> Int {
    var key = 1
    for index in start..<end {
      key = key * 10 + (variant == .ownHistory ? own[index] : own[index] * 3 + other[index]) + 1
    }
    return key
  }
}
