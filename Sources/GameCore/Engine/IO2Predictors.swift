/// What the nine first predictors of sdfsdf's rpscontest bot IO2_fightinguuu (an Iocaine Powder
/// heir, in the Kaggle port hav4ik's opponents/iocaine_powder.py has) say of the other player's
/// next throw, from the rounds so far, seen from the bot's side of the table.
///
/// - Predictors 0 to 5 find the longest run (at most ``longestRun`` rounds) that ends the history
///   of both players' moves, of the other player's and of the bot's own, and has been played
///   before; from its latest earlier occurrence they name the other player's next move and what
///   beats the bot's own next move.
/// - Predictors 6 to 8 look back 10, 20 and 60 rounds for the bot's and the other player's latest
///   moves the other way round (the bot's slip, kept), count what came next, and name a throw
///   drawn from the moves that each led the count as it went round paper, rock, scissors.
///
/// Where a predictor finds nothing it names a throw drawn at random. The bot's other eighteen
/// predictors turn these round the circle (``IO2Mind``). Moves are 0, 1, 2 for rock, paper,
/// scissors; a round costs a scan of the game's rounds, a few hundred microseconds at most.
struct IO2Predictors: Sendable {
  static let longestRun = 20
  static let countingWindows = [10, 20, 60]
  /// Every move, for a predictor that found nothing: the bot draws from "RPS".
  static let everyMove: [UInt8] = [0, 1, 2]

  /// The bot's own moves and the other player's, and both as one code a round.
  private(set) var own: [UInt8] = []
  private(set) var other: [UInt8] = []
  private var pairs: [UInt8] = []
  /// For each of the nine predictors, the throws it may name next: one where the rounds decide it,
  /// else the moves the bot draws from evenly, in the order it lists them.
  private(set) var choices: [[UInt8]] = Array(repeating: everyMove, count: 9)

  /// What beats `move`.
  static func beat(_ move: UInt8) -> UInt8 { (move + 1) % 3 }

  /// The code of a round in the history of both players' moves: the other player's move first.
  private static func pair(other: UInt8, own: UInt8) -> UInt8 { 3 * other + own }

  /// Adds a round and works out the predictors' next throws.
  mutating func append(own ownMove: UInt8, other otherMove: UInt8) {
    own.append(ownMove)
    other.append(otherMove)
    pairs.append(Self.pair(other: otherMove, own: ownMove))
    for (slot, history) in [pairs, other, own].enumerated() {
      if let next = Self.afterLatestLongestRun(in: history) {
        choices[2 * slot] = [other[next]]
        choices[2 * slot + 1] = [Self.beat(own[next])]
      } else {
        choices[2 * slot] = Self.everyMove
        choices[2 * slot + 1] = Self.everyMove
      }
    }
    // The bot looks for its own latest move paired as the other player's, and the other way round.
    let search = Self.pair(other: ownMove, own: otherMove)
    let count = pairs.count
    for (index, window) in Self.countingWindows.enumerated() {
      var counts = [0, 0, 0]
      var found = false
      for start in stride(from: 2, to: min(window, count), by: 1) where pairs[count - start] == search {
        found = true
        let next = pairs[count - start + 1]
        let (nextOther, nextOwn) = (next / 3, next % 3)
        if nextOther == nextOwn {
          counts[Int(nextOwn)] += 1
        } else if Self.beat(nextOther) == nextOwn {
          counts[Int(nextOwn)] += 3
        } else {
          counts[Int(Self.beat(nextOther))] += 1
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

  /// The place after the latest earlier occurrence of the longest run that ends `history` (at
  /// most ``longestRun`` long, and ending before the history's latest round), or nil if even its
  /// latest symbol was never seen before.
  private static func afterLatestLongestRun(in history: [UInt8]) -> Int? {
    let last = history.count - 1
    var longest = 0
    var place: Int?
    history.withUnsafeBufferPointer { symbols in
      // From the latest end backwards, so the first of the longest is the latest.
      var end = last - 1
      while end >= 0 {
        var length = 0
        while length < longestRun, end - length >= 0, symbols[end - length] == symbols[last - length] {
          length += 1
        }
        if length > longest {
          longest = length
          place = end + 1
          if length == longestRun { break }
        }
        end -= 1
      }
    }
    return place
  }
}
