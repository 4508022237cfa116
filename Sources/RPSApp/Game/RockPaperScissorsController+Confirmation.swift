import GameCore
import Localization
import ViewKit

/// No match is lost by accident: starting another match, or changing the level, the rules or
/// the length, while rounds have been played in this one asks first. Enter confirms, Esc
/// cancels. A match with no round played, or one that is over, is replaced without asking.
extension RockPaperScissorsController {
  /// Starts a new match, after asking if that gives up the one in progress.
  public func requestNewMatch() {
    // During the count the round is shown first, then the new match is asked for: a key
    // pressed while the hands shake is kept, not dropped.
    guard phase != .counting else {
      newMatchAfterCount = true
      return
    }
    confirmGivingUp(action: tr("New match")) { [weak self] in self?.startNewMatch() }
  }

  /// Changes the level, the rules or the length, after asking if that gives up the match in
  /// progress.
  public func requestChange(level: Level? = nil, rules: Rules? = nil, targetWins: Int? = nil) {
    let wanted = Choices(
      level: level ?? self.level, rules: rules ?? game.match.rules,
      targetWins: targetWins ?? game.match.targetWins)
    guard wanted != choices, phase != .counting else { return }
    confirmGivingUp(action: tr("Change and start over")) { [weak self] in
      self?.change(level: level, rules: rules, targetWins: targetWins)
    }
  }

  /// Whether going on now would give up rounds already played.
  var wouldGiveUpRounds: Bool { !game.match.isOver && !game.match.rounds.isEmpty }

  /// Runs `change`, asking first when it gives up rounds played. The score asked about is the
  /// one the board shows: a round still being counted is not given away.
  private func confirmGivingUp(action: String, then change: @escaping @MainActor () -> Void) {
    confirmGivingUp(shownMatch, if: wouldGiveUpRounds, action: action, then: change)
  }
}
