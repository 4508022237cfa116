import GameCore

/// How the computer chose its throw in rounds it won, as a lost match's lesson tells it: the
/// habit it read and whose, or that the win was luck. Told where the player's throws showed no
/// one clear pattern (``ThrowingPattern``), it says which of the engine's ways won it most rounds,
/// so that the advice can aim at that one.
enum WinningRead: Hashable {
  /// Nothing to go on yet: the opening's random throws.
  case opening
  /// The engine was being read, and threw at random to stay safe.
  case safetyNet
  /// It read a habit whose forecast leaned nowhere: a guess (see ``InsightWords/isGuess(_:)``).
  case guess
  /// It beat the throw a habit of the player's foretold.
  case readYourHabit(Strategy.Habit)
  /// It read a habit of the player's and guessed the player would see its answer coming.
  case sawYourAnswerComing(Strategy.Habit)
  /// It expected the player to play against a habit of its own, and beat that answer.
  case expectedYouToPlayAgainst(Strategy.Habit)

  /// The read of `insight`'s strategy.
  init(_ insight: EngineInsight) {
    switch insight.strategy {
    case .opening: self = .opening
    case .safetyNet: self = .safetyNet
    case .answer(let habit, let side, let guesses):
      if InsightWords.isGuess(insight) {
        self = .guess
      } else if side == .computer {
        self = .expectedYouToPlayAgainst(habit)
      } else {
        self = guesses == 0 ? .readYourHabit(habit) : .sawYourAnswerComing(habit)
      }
    }
  }

  /// Whether the rounds it won this way were luck rather than a reading of the player.
  var isLuck: Bool {
    switch self {
    case .opening, .safetyNet, .guess: true
    case .readYourHabit, .sawYourAnswerComing, .expectedYouToPlayAgainst: false
    }
  }

  /// The read that won the computer most rounds of `match`, and which rounds (numbered from 1),
  /// from `insights`, the engine's insight into each round in order (nil where it gave none, as
  /// for the rounds of a resumed match played before the game began); nil when no round it won
  /// has one. Of reads that won as many rounds, a reading of the player is told before luck,
  /// since it is what the player can act on, then the one that won latest.
  static func mostWinning(in match: Match, insights: [EngineInsight?]) -> (read: WinningRead, rounds: [Int])?
  {
    var wins: [WinningRead: [Int]] = [:]
    for (index, (round, insight)) in zip(match.rounds, insights).enumerated() {
      // An insight is only trusted for the round it describes.
      guard round.outcome == .loss, let insight, insight.round == round else { continue }
      wins[WinningRead(insight), default: []].append(index + 1)
    }
    let rank = { (read: WinningRead, rounds: [Int]) in (rounds.count, read.isLuck ? 0 : 1, rounds.last ?? 0) }
    return wins.max { rank($0.key, $0.value) < rank($1.key, $1.value) }.map { ($0.key, $0.value) }
  }
}
