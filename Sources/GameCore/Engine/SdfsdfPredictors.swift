/// What the nine first predictors of sdfsdf's rpscontest bots IO2_fightinguuu and Are You A
/// Lucker? (Iocaine Powder heirs; hav4ik's opponents/iocaine_powder.py and
/// kumoko/strategies/are_you_a_lucker.py) say of the other player's next throw, from the rounds
/// so far, seen from the bot's side of the table.
///
/// - Predictors 0 to 5 find the longest run (at most ``longestRun`` rounds) that ends the history
///   of both players' moves, of the other player's and of the bot's own, and has been played
///   before; from its latest earlier occurrence they name the other player's next move and what
///   beats the bot's own next move.
/// - Predictors 6 to 8 look back 10, 20 and 60 rounds for the latest round's moves, count what
///   came next, and name a throw drawn from the moves that each led the count as it went round
///   paper, rock, scissors. Are You A Lucker? looks for the bot's move and the other player's;
///   IO2 looks for them the other way round (its slip, kept), and counts as if the other player's
///   move of each round were its own.
///
/// Where a predictor finds nothing it names a throw drawn at random. The bots' other eighteen
/// predictors turn these round the circle (``SdfsdfMind``). Moves are 0, 1, 2 for rock, paper,
/// scissors; a round costs a scan of the game's rounds (the models stop after 5,000).
struct SdfsdfPredictors: Sendable {
  static let longestRun = 20
  static let countingWindows = [10, 20, 60]
  /// Every move, for a predictor that found nothing: the bot draws from "RPS".
  static let everyMove: [UInt8] = [0, 1, 2]

  /// Whether the counting predictors read each round with the other player's move first, as IO2
  /// does, or with the bot's own, as Are You A Lucker? does.
  let countsOtherMoveFirst: Bool
  /// The bot's own moves and the other player's, and both as one code a round.
  private(set) var own: [UInt8] = []
  private(set) var other: [UInt8] = []
  private var pairs: [UInt8] = []
  /// The rounds as the counting predictors read them.
  private var countedPairs: [UInt8] = []
  /// For each of the nine predictors, the throws it may name next: one where the rounds decide it,
  /// else the moves the bot draws from evenly, in the order it lists them.
  private(set) var choices: [[UInt8]] = Array(repeating: everyMove, count: 9)

  init(countsOtherMoveFirst: Bool) {
    self.countsOtherMoveFirst = countsOtherMoveFirst
  }

  /// What beats `move`.
  static func beat(_ move: UInt8) -> UInt8 { (move + 1) % 3 }

  /// The code of a round's two moves.
  private static func pair(first: UInt8, second: UInt8) -> UInt8 { 3 * first + second }

  /// Adds a round and works out the predictors' next throws.
  mutating func append(own ownMove: UInt8, other otherMove: UInt8) {
    own.append(ownMove)
    other.append(otherMove)
    pairs.append(Self.pair(first: otherMove, second: ownMove))
    countedPairs.append(
      countsOtherMoveFirst
        ? Self.pair(first: otherMove, second: ownMove) : Self.pair(first: ownMove, second: otherMove))
    for (slot, history) in [pairs, other, own].enumerated() {
      if let next = history.latestRun(cap: Self.longestRun)?.next {
        choices[2 * slot] = [other[next]]
        choices[2 * slot + 1] = [Self.beat(own[next])]
      } else {
        choices[2 * slot] = Self.everyMove
        choices[2 * slot + 1] = Self.everyMove
      }
    }
    // Both bots look for the bot's latest move first.
    let search = Self.pair(first: ownMove, second: otherMove)
    let count = countedPairs.count
    for (index, window) in Self.countingWindows.enumerated() {
      var counts = [0, 0, 0]
      var found = false
      for start in stride(from: 2, to: min(window, count), by: 1) where countedPairs[count - start] == search
      {
        found = true
        let next = countedPairs[count - start + 1]
        let (first, second) = (next / 3, next % 3)
        if first == second {
          counts[Int(second)] += 1
        } else if Self.beat(first) == second {
          counts[Int(second)] += 3
        } else {
          counts[Int(Self.beat(first))] += 1
        }
      }
      guard found else {
        choices[6 + index] = Self.everyMove
        continue
      }
      // Paper, rock, scissors, as the bot's dictionary lists them: each move that leads the count
      // so far joins the moves it draws from.
      var leaders: [UInt8] = []
      var most = -1
      for move: UInt8 in [1, 0, 2] where counts[Int(move)] > most {
        most = counts[Int(move)]
        leaders.append(move)
      }
      choices[6 + index] = leaders
    }
  }
}
