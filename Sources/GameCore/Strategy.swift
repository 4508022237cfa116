/// How an engine chose its throw in a round: the habit it read, whose habit, and how far it
/// second-guessed the answer. The insight panel tells the player this in words, switching over
/// every case, so a new strategy cannot reach the screen unexplained.
///
/// ```swift
/// let strategy = Strategy.answer(.afterLoss, of: .player, secondGuesses: 0)
/// // "It threw what beats what you usually throw after your loss."
/// ```
public enum Strategy: Hashable, Codable, Sendable {
  /// Nothing to go on yet: the first throws of a game, thrown at random.
  case opening
  /// The engine was losing by more than chance explains, a sign that the player reads it, so it
  /// threw uniformly at random.
  case safetyNet
  /// A habit read from the rounds and answered. `whose` is the side whose next throw the habit
  /// foretold: the player's (the engine beats it) or the computer's own (the engine expects the
  /// player to beat it, and beats that answer). Each second guess assumes the player saw the
  /// previous answer coming.
  case answer(Habit, of: Side, secondGuesses: Int)

  /// Whether the strategy is one an engine could have used: a second guess is one of the few
  /// the engines make, not a number read from a damaged file.
  public var isSound: Bool {
    if case .answer(_, _, let guesses) = self { return (0...3).contains(guesses) }
    return true
  }

  /// Whose throws a habit describes.
  public enum Side: String, Hashable, Codable, Sendable, CaseIterable {
    case player
    case computer
  }

  /// What came before a throw that the engine found to foretell it.
  public enum Habit: String, Hashable, Codable, Sendable, CaseIterable {
    /// The throw made most often.
    case favourite
    /// The throw that usually follows the same side's last throw.
    case afterLastThrow
    /// The throw that usually follows the same side's last two throws.
    case afterLastTwoThrows
    /// The throw that usually follows the other side's last throw.
    case afterOthersLastThrow
    /// The throw that usually follows the last round (both throws).
    case afterLastRound
    /// The throw that usually follows the last two rounds.
    case afterLastTwoRounds
    /// The usual change of throw after the side won the last round, lost it or drew: the step
    /// round the circle from the side's own last throw, or from the other side's. The engine
    /// counts all three; the insight names the one the last round was.
    case afterWin
    case afterLoss
    case afterDraw
    /// What followed the longest earlier occurrence of the latest run of throws.
    case sameRunBefore
    /// Every habit above at once, each weighed by how well it has foretold the throws lately.
    case allHabits
    /// The throw that would have won most lately, by the engine's own ways of reading turned
    /// round: what a player who keeps to what has been winning throws next.
    case winningLately
    /// The throw at the same place in a cycle of rounds as long as the circle of moves.
    case cycle
  }
}
