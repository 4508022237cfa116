/// What a rival at the table says about the round just played: its moment (it won the round,
/// lost it, drew, or sees that the player has read its habit) and which of that moment's lines,
/// chosen from the round itself so the same play always draws the same words.
///
/// ```swift
/// RivalReaction(rival: .cyclist, match: match)?.moment  // .caughtOn, once the cycle is read
/// ```
public struct RivalReaction: Hashable, Sendable {
  public enum Moment: Hashable, Sendable {
    /// The rival took the round.
    case wonRound
    /// The player took the round.
    case lostRound
    case drawnRound
    /// The player beat the habit's call this round, and has been doing so since they caught
    /// on (as the recap would say), and the rival did not take the round by breaking its habit:
    /// the rival admits it is read.
    case caughtOn
    /// The player has beaten the habit's call two rounds running and the rival will counter
    /// next round (``HabitPlan/countersReads``): it warns them, in words a player can learn to
    /// hear, so that the counter is a second thing to read rather than a trap.
    case seesYourReads
  }

  /// What the rival's next throw does with the one it just threw, when the rival has already
  /// chosen it: a line may speak of the next round only when it says what will happen.
  public enum NextThrow: Hashable, Sendable {
    case keepsItsThrow
    case changesItsThrow
  }

  public let moment: Moment
  /// The moment of the round's outcome alone (won, lost or drawn), even when the rival admits
  /// it is read: a rival that admitted it last round reacts to the round itself this one.
  public let outcomeMoment: Moment
  /// Whether the rival keeps or changes its throw next round; nil when that is not known (or
  /// the match is over), and then no line speaks of the next round.
  public let next: NextThrow?
  /// A number from the round (its index and both throws): the words pick their line with it,
  /// so the line varies from round to round yet never by chance.
  public let variant: Int

  /// The reaction to the last round of `match` against `rival` playing `plan` (its own habit
  /// unless a day's twist says otherwise), which will throw `nextThrow` in the next round if it
  /// is known; nil before its first round.
  public init?(rival: Rival, match: Match, plan: HabitPlan? = nil, nextThrow: Move? = nil) {
    let plan = plan ?? HabitPlan(rival)
    guard let last = match.rounds.last else { return nil }
    next = match.isOver ? nil : nextThrow.map { $0 == last.computer ? .keepsItsThrow : .changesItsThrow }
    let count = match.rounds.count
    variant = count * 7 + last.player.rawValue * 3 + last.computer.rawValue
    outcomeMoment =
      switch last.outcome {
      case .loss: .wonRound
      case .win: .lostRound
      case .draw: .drawnRound
      }
    if !match.isOver, plan.isCounter(after: match.rounds, rules: match.rules) {
      moment = .seesYourReads
    } else {
      // A round it took by breaking its habit is its own: admitting it is read would not fit.
      moment =
        last.outcome != .loss && RivalReaction.playerHasRead(plan, in: match) ? .caughtOn : outcomeMoment
    }
  }

  /// The reads in a row that let a rival admit it is read: one or two beaten calls are as
  /// likely a lucky guess, and praise for them would give the puzzle away.
  static let readsInARow = 3

  /// Whether the last ``readsInARow`` rounds each beat the habit's call and the recap of the
  /// match so far finds the moment the player caught on.
  private static func playerHasRead(_ plan: HabitPlan, in match: Match) -> Bool {
    let count = match.rounds.count
    guard count >= readsInARow else { return false }
    let recap = RivalRecap(rival: plan.rival, match: match, plan: plan)
    let lastRounds = (count - readsInARow + 1)...count
    return lastRounds.allSatisfy(recap.readRounds.contains) && recap.caughtOnRound != nil
  }
}
