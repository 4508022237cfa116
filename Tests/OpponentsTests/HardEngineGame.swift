import GameCore

@testable import Opponents

/// Plays the hard engine against `player`, who sees every round from their own side, for
/// `rounds` rounds of classic rules in one long match; `eachRound` sees the game after each.
/// Returns the engine's net score: its wins minus its losses.
func hardEngineNet(
  seed: UInt64, against player: inout some Opponent, rounds: Int = 1000, eachRound: (Game) -> Void = { _ in }
) -> Int {
  var game = Game(opponent: HardEngine(seed: seed), match: Match(targetWins: 10_000))
  for _ in 0..<rounds {
    game.play(
      player.nextThrow(after: game.match.rounds.map { $0.mirrored(under: .classic) }, rules: .classic))
    eachRound(game)
  }
  let played = game.match.rounds
  return played.filter { $0.outcome == .loss }.count - played.filter { $0.outcome == .win }.count
}
