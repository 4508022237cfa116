import GameCore

extension Screens {
  /// The two players took new names (in the options): the board shows them at once, the match
  /// being played is recorded under them, and they are saved for the next two-player game.
  public func renamePlayers(_ players: MatchPlayers) {
    twoPlayer.rename(players)
    keeper.renamePlayers(players)
    settings.update { $0.names = players }
  }
}
