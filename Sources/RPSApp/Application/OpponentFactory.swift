import GameCore
import Opponents

/// Makes the computer's opponents. With a seed, the first opponent uses it and each later one
/// the next seed, so a whole session replays; without one, each is seeded from the system.
@MainActor
final class OpponentFactory {
  private var nextSeed: UInt64?

  init(seed: UInt64?) {
    nextSeed = seed
  }

  func make(_ level: Level) -> any Opponent {
    guard let seed = nextSeed else { return level.makeOpponent(generator: .unseeded()) }
    nextSeed = seed &+ 1
    return level.makeOpponent(seed: seed)
  }
}
