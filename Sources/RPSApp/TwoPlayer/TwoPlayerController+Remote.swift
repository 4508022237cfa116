import GameCore
import Localization

/// A board with one side played from another computer (``TwoPlayerController/remoteSide``): the
/// peer's commitment shows as "ready", and the round comes whole once both reveals are checked.
extension TwoPlayerController {
  /// Whether `side` has thrown this round: in secret here, or committed on the other computer.
  func isReady(_ side: PlayerSide) -> Bool {
    headToHead.hasThrown(side) || (side == remoteSide && remoteIsReady)
  }

  /// The remote player committed to a throw: their half shows "ready", never the throw. Ignored
  /// for a side played here and once the match is over.
  public func markReady(_ side: PlayerSide) {
    guard side == remoteSide, !match.isOver, !remoteIsReady else { return }
    remoteIsReady = true
    sounds?.play(.throwMade)
    // During the count the board shows the beats; the reveal's refresh shows the "ready".
    if !isCounting { refresh() }
  }

  /// Both throws of a round, revealed and checked (by the network session): the count runs and
  /// the round is revealed as on a board for two people at one screen. `round.player` is the
  /// left side's throw. A count still running shows its round first. Ignored without a remote
  /// side and after the end.
  public func playRevealed(_ round: Round) {
    guard remoteSide != nil else { return }
    finishCount()
    guard headToHead.record(round) else { return }
    remoteIsReady = false
    if quickThrows || !isViewLoaded || view.window == nil {
      reveal(round)
    } else {
      count(to: round)
    }
  }

  /// What the remote player's half says: in the third person, since they are not here to read it.
  func remoteStatus(_ mark: PlayerPanelView.Mark) -> String {
    switch mark {
    case .ready: tr("Ready")
    case .waiting: match.isOver || ending != nil ? "" : tr("Choosing a throw…")
    case .beat: tr("Get ready…")
    case .revealed(let move, _): Self.threw(move)
    }
  }

  /// "Threw rock.": a sentence for each move, as each language has its own article and case.
  static func threw(_ move: Move) -> String {
    move.pick(
      rock: tr("Threw rock."), paper: tr("Threw paper."), scissors: tr("Threw scissors."),
      spock: tr("Threw Spock."), lizard: tr("Threw lizard."))
  }
}
