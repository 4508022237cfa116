import GameCore
import Localization
import ViewKit

/// One player or two: which board is in the game's place, and the moves between boards.
extension Screens {
  /// The boards of the local game.
  public enum Board: Equatable, Sendable {
    /// One person plays the computer (``Screens/play``).
    case computer
    /// Two people play at this screen (``Screens/twoPlayer``).
    case people
  }

  /// 2 while the two-player board is the local board (in the game's place, or kept aside for a
  /// network match), else 1.
  public var players: Int { localBoard == .people ? 2 : 1 }

  /// The local board's match.
  var localMatch: Match { localBoard == .people ? twoPlayer.match : play.game.match }

  /// The rules of the local board.
  public var rulesInPlay: Rules { localMatch.rules }

  /// Puts the computer's game (1) or the two-player board (2) in the game's place. Nothing is
  /// given up, so nothing is asked: the match left unfinished waits for the player's return.
  public func choosePlayers(_ count: Int) {
    guard count != players, count == 1 || count == 2 else { return }
    switchPlayers(to: count)
  }

  /// Swaps the boards: the match left behind, if unfinished, is set aside in the history, and
  /// the board coming in resumes its own unfinished match (one that was over gives way to a
  /// fresh one).
  func switchPlayers(to count: Int) {
    guard count != players else { return }
    // A network match's board goes first: the local board comes back, then is swapped.
    network.returnToLocalGame()
    finishLocalBoardsMoment()
    keeper.switchKind(toPeople: count == 2)
    keeper.players = count == 2 ? twoPlayer.headToHead.players : nil
    keeper.level = play.level
    if count == 2 {
      if twoPlayer.match.isOver { twoPlayer.startNewMatch() }
    } else {
      if play.game.match.isOver { play.startNewMatch() }
    }
    localBoard = count == 2 ? .people : .computer
    hostLocalBoard()
    settings.update { $0.players = count }
  }

  /// Ends the count or the celebration on the local board at once.
  func finishLocalBoardsMoment() {
    if localBoard == .people { twoPlayer.finishCount() } else { play.finishCeremony() }
  }

  /// Puts the local board in the game's place, with its banner.
  func hostLocalBoard() {
    game.host(localBoard == .people ? twoPlayer : play)
    game.banner = Banner(for: localMatch)
    showBarItems()
  }

  /// The game's own bar buttons: the day's challenge is one player's, so two at one screen are
  /// not offered it (and a phone's bar keeps room for their options).
  func showBarItems() {
    game.extraRightBarButtonItems =
      localBoard == .people ? [statisticsItem, ladderItem] : [statisticsItem, ladderItem, dailyItem]
  }

  /// Plays pairs of throws as two players would, starting a new match whenever one ends.
  public func playThrowPairs(_ pairs: [CommandLineOptions.ThrowPair]) {
    // Only on the board in play: the hidden one's rounds would be saved over the match shown.
    guard players == 2 || pairs.isEmpty else { return }
    let quick = twoPlayer.quickThrows
    twoPlayer.quickThrows = true
    defer { twoPlayer.quickThrows = quick }
    for pair in pairs {
      if twoPlayer.match.isOver { twoPlayer.startNewMatch() }
      twoPlayer.throwMove(pair.left, by: .left)
      twoPlayer.throwMove(pair.right, by: .right)
    }
  }

  /// Plays throws as the player would, starting a new match whenever one ends.
  public func playThrows(_ moves: [Move]) {
    // Only against the computer: the command line plays single throws in a one-player run.
    guard players == 1 || moves.isEmpty else { return }
    for move in moves {
      if play.game.match.isOver { play.startNewMatch() }
      play.playerThrew(move)
      // Scripted throws are shown at once, without the count or a celebration.
      play.finishCeremony()
    }
  }
}
