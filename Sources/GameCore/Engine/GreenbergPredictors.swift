/// The guesses of Greenberg (Andrzej Nagorko's winner of the second RoShamBo contest, in Travis
/// Erdman's Python port) that follow from the rounds, and their scores.
///
/// The bot keeps 152 guesses of the other player's next throw, each in three turns: what followed
/// the latest, the latest three and all of its own earlier throws like its latest (for its own
/// next throw and the other player's), gears over those, and its own and the other player's
/// counts. Each turn is scored every round, and for each of six lengths (``lengths``) the bot
/// follows the turn that scored best over that many rounds (0: the whole game), unless its
/// random guess has scored at least as much over the whole game (``GreenbergMind``).
///
/// The port hashes runs of throws by the latest throw only, so its longer matches are the same
/// as its shortest; and it counts a match of four throws as none for the other player's runs and
/// both players' runs. Both are copied as the bot plays: only the bot's own latest throw is ever
/// matched, and readings 0–3, 4–7 and 8–23 stay alike within each group all game. Every count is
/// kept as the rounds come, so a round costs the same at move 1,000 as at move 10.
struct GreenbergPredictors: Sendable {
  /// The lengths, in rounds, over which the bot compares its guesses, in its order (0: all).
  static let lengths = [10, 20, 30, 40, 49, 0]
  /// The score lists it keeps: one for each of the latest rounds, by the round's number modulo this.
  static let window = 50
  /// 24 full guesses of four and 24 of two (readings of the rounds), then 2 × 2 of each frequency
  /// kind, of each sort.
  static let guessCount = 24 * 6 + 8
  static let turnedGuessCount = 3 * guessCount

  /// The best turned guess over one of ``lengths``: its score and the throw it names.
  struct Best: Sendable, Equatable {
    var score: Int
    var guess: Int
  }

  /// The rounds played so far (the bot's `T`).
  private(set) var rounds = 0
  /// The best turned guess for each of ``lengths``, after the latest round.
  private(set) var best: [Best]

  /// For each full reading `j` at `6 j`: its four guesses (`p_full`), then its two reverse guesses
  /// (`r_full`); after the 24 readings, for the bot's own and the other player's counts, the
  /// guess by counts and by value (`p_freq`), each followed by its reverse (`r_freq`).
  private var guesses: [UInt8]
  /// The running scores of every turned guess, one row for each of the latest ``window`` rounds.
  private var scoreRows: [Int32]
  private var ownCounts = [0, 0, 0]
  private var otherCounts = [0, 0, 0]
  /// For each throw of the bot's: what the bot and the other player threw next, counted over the
  /// game, and the latest three of those, latest first.
  private var ownFollowers = [[Int]](repeating: [0, 0, 0], count: 3)
  private var otherFollowers = [[Int]](repeating: [0, 0, 0], count: 3)
  private var recentFollowers = [[(own: Int, other: Int)]](repeating: [], count: 3)
  private var latestOwn = 0
  /// For each of the 24 readings: its gear (two throws' difference between the other player's
  /// throw and the reading's third guess) after the latest round, the difference still to be
  /// folded in, and how often each gear followed each.
  private var gears = [Int](repeating: 0, count: 24)
  private var pendingGearSteps = [Int](repeating: 0, count: 24)
  private var gearFollowers = [Int32](repeating: 0, count: 24 * 81)

  /// The bot before its first round, with the guesses it makes then.
  init() {
    guesses = [UInt8](repeating: 0, count: Self.guessCount)
    scoreRows = [Int32](repeating: 0, count: Self.window * Self.turnedGuessCount)
    best = []
    makeGuesses()
  }

  /// Scores the guesses against the other player's throw, then makes the next from the round.
  mutating func append(own: Int, other: Int) {
    rounds += 1
    scoreGuesses(against: other)
    for reading in 0..<24 {
      let step = (3 + other - Int(guesses[6 * reading + 2])) % 3
      if rounds >= 2 {
        let gear = (pendingGearSteps[reading] + 3 * gears[reading]) % 9
        gearFollowers[reading * 81 + gears[reading] * 9 + gear] += 1
        gears[reading] = gear
      } else {
        gears[reading] = pendingGearSteps[reading]
      }
      pendingGearSteps[reading] = step
    }
    ownCounts[own] += 1
    otherCounts[other] += 1
    if rounds >= 2 {
      ownFollowers[latestOwn][own] += 1
      otherFollowers[latestOwn][other] += 1
      recentFollowers[latestOwn].insert((own, other), at: 0)
      if recentFollowers[latestOwn].count > 3 { recentFollowers[latestOwn].removeLast() }
    }
    latestOwn = own
    makeGuesses()
  }

  private mutating func scoreGuesses(against other: Int) {
    let row = (rounds % Self.window) * Self.turnedGuessCount
    let previous = ((rounds - 1) % Self.window) * Self.turnedGuessCount
    for turn in 0..<3 {
      for guess in 0..<Self.guessCount {
        let place = turn * Self.guessCount + guess
        let payoff = Self.payoff((Int(guesses[guess]) + turn) % 3, against: other)
        scoreRows[row + place] = scoreRows[previous + place] + Int32(payoff)
      }
    }
  }

  private mutating func makeGuesses() {
    // Readings 0–3 follow the bot's own next throws after its latest, 4–7 the other player's.
    // Where the bot has no match yet, or fewer than three, it keeps those guesses as they were.
    let matches = recentFollowers[latestOwn]
    if let latest = matches.first {
      for k in 0..<4 {
        guesses[6 * k] = Self.beating(latest.own)
        guesses[6 * (4 + k)] = Self.beating(latest.other)
      }
    }
    if matches.count == 3 {
      var ownThree = [0, 0, 0]
      var otherThree = [0, 0, 0]
      for match in matches {
        ownThree[match.own] += 1
        otherThree[match.other] += 1
      }
      for k in 0..<4 {
        guesses[6 * k + 1] = Self.beating(Self.firstMaximum(ownThree))
        guesses[6 * k + 4] = Self.beatenBy(Self.firstMinimum(ownThree))
        guesses[6 * (4 + k) + 1] = Self.beating(Self.firstMaximum(otherThree))
        guesses[6 * (4 + k) + 4] = Self.beatenBy(Self.firstMinimum(otherThree))
      }
    }
    let ownAll = ownFollowers[latestOwn]
    let otherAll = otherFollowers[latestOwn]
    for reading in 0..<24 {
      let counts = reading < 4 ? ownAll : reading < 8 ? otherAll : [0, 0, 0]
      guesses[6 * reading + 2] = Self.beating(Self.firstMaximum(counts))
      guesses[6 * reading + 5] = Self.beatenBy(Self.firstMinimum(counts))
    }
    for reading in 0..<24 {
      let base = reading * 81 + gears[reading] * 9
      var likeliest = 0
      for gear in 1..<9 where gearFollowers[base + gear] > gearFollowers[base + likeliest] {
        likeliest = gear
      }
      guesses[6 * reading + 3] = UInt8((Int(guesses[6 * reading + 1]) + likeliest) % 3)
    }
    for (side, counts) in [ownCounts, otherCounts].enumerated() {
      let values = [counts[2] - counts[1], counts[0] - counts[2], counts[1] - counts[0]]
      let place = 144 + 4 * side
      guesses[place] = Self.beating(Self.firstMaximum(counts))
      guesses[place + 1] = Self.beatenBy(Self.firstMinimum(counts))
      guesses[place + 2] = Self.beating(Self.firstMaximum(values))
      guesses[place + 3] = Self.beatenBy(Self.firstMinimum(values))
    }
    findBest()
  }

  /// For each length, the first turned guess with the highest score over it, in the bot's order:
  /// turn by turn, and within a turn in the order of ``guesses``.
  private mutating func findBest() {
    let row = (rounds % Self.window) * Self.turnedGuessCount
    best = Self.lengths.map { length in
      let since = length == 0 ? nil : ((rounds + Self.window - length) % Self.window) * Self.turnedGuessCount
      var found = Best(score: Int.min, guess: 0)
      for turn in 0..<3 {
        for guess in 0..<Self.guessCount {
          let place = turn * Self.guessCount + guess
          let score = Int(scoreRows[row + place] - (since.map { scoreRows[$0 + place] } ?? 0))
          if score > found.score { found = Best(score: score, guess: (Int(guesses[guess]) + turn) % 3) }
        }
      }
      return found
    }
  }

  /// The payoff of one throw against another: 1 if it wins, −1 if it loses, 0 for a tie.
  static func payoff(_ move: Int, against other: Int) -> Int {
    switch (move - other + 3) % 3 {
    case 1: 1
    case 2: -1
    default: 0
    }
  }

  private static func beating(_ move: Int) -> UInt8 { UInt8((move + 1) % 3) }
  private static func beatenBy(_ move: Int) -> UInt8 { UInt8((move + 2) % 3) }

  private static func firstMaximum(_ values: [Int]) -> Int {
    var index = 0
    for candidate in 1..<values.count where values[candidate] > values[index] { index = candidate }
    return index
  }

  private static func firstMinimum(_ values: [Int]) -> Int {
    var index = 0
    for candidate in 1..<values.count where values[candidate] < values[index] { index = candidate }
    return index
  }
}
