import Foundation

/// The other player modelled as the rpscontest bot UCB7 chooses, from their side of the table
/// (``UCB7Tree``).
///
/// The tree's shape and the moves' wins and losses follow from the rounds, but which node chose
/// each throw is the bot's secret, and only that node learns its visit. The model keeps a tree in
/// which every node of the path learns a share of the round: its chance of having chosen the move
/// the other player threw, estimated with the chances for each move by drawing the bot's scores
/// ``samples`` times (from the model's own generator, so that its state depends on the rounds
/// alone). A probe of this against the real bot (docs/engine-field.md) found that answering those
/// chances every round is worth about +100 per 1000 rounds; answered only once identified, the
/// engine nets +24 against it over 100 games, where it finished level before.
///
/// The model keeps the odds of the other player's moves against chance's, under its chances taken
/// halfway to even (drawn, they come out surer than the bot is, and the odds under them fall even
/// against the bot itself): as a CUSUM test keeps them, to say when the other player is this bot
/// (``identifiesPlayer``, after about 350 rounds against it, if at all), and over the whole game, to
/// rule it out. It stops, for good, once those fall below 1 in ``rulingOutOdds``, or when the
/// first have not once reached ``identifyingOdds`` in ``quietRounds`` rounds. It is defined for
/// three moves only, as the bot is.
struct UCB7Model: Sendable {
  static let samples = 48
  /// Ten times the other models' 300: at 300 the history-matching engines of the field (cb4,
  /// testinonmo, HPS Dojo 12) were taken for the bot in a few games each and answered at a loss;
  /// at 3000 they read as before, and the engine still nets about +20 a game against the bot.
  static let identifyingOdds = 3000.0
  static let rulingOutOdds = 150.0
  static let quietRounds = 700
  /// The model stops once the rounds in which the engine answered it have lost this many more
  /// than they won: a guard against a player taken for the bot. Against the field it was not
  /// enough by itself (at odds of 300 the engines taken for the bot still cost a few points); the
  /// higher ``identifyingOdds`` is what keeps the field's games as they were.
  static let answerStopLoss = -10
  /// The model stops after this many rounds, so that its tree (a node a round) stays bounded.
  static let maximumRounds = 5000

  private var tree = UCB7Tree()
  private var generator = SeededGenerator(seed: 0x5543_4237)
  private var path: [Int] = [0]
  /// Per move and place on the path: the draws in which that node chose that move.
  private var choosers: [Double] = [0, 0, 0]
  private(set) var distribution: [Double]? = [1.0 / 3, 1.0 / 3, 1.0 / 3]
  private(set) var odds = 1.0
  private var logOdds = 0.0
  private var bestOdds = 1.0
  private var answeredNet = 0
  private(set) var isStopped = false

  var identifiesPlayer: Bool { !isStopped && odds >= Self.identifyingOdds }

  init() {
    estimate()
  }

  /// Counts a round in which the engine threw the answer to the model's chances.
  mutating func recordAnswer(enginePayoff: Int) {
    answeredNet += enginePayoff
  }

  /// Learns from the latest round and works out the chances for the next, from both players'
  /// moves so far (as ``Ensemble`` keeps them).
  mutating func update(theirMoves: [UInt8], myMoves: [UInt8]) {
    guard !isStopped, let theirs = theirMoves.last.map(Int.init), let mine = myMoves.last.map(Int.init),
      let chances = distribution
    else { return }
    let chance = (chances[theirs] + 1.0 / 3) / 2
    odds = max(1, odds * 3 * chance)
    bestOdds = max(bestOdds, odds)
    logOdds += log(3 * chance)
    if logOdds < -log(Self.rulingOutOdds)
      || (theirMoves.count >= Self.quietRounds && bestOdds < Self.identifyingOdds)
      || theirMoves.count > Self.maximumRounds || answeredNet <= Self.answerStopLoss
    {
      isStopped = true
      distribution = nil
      tree = UCB7Tree()
      return
    }
    let places = path.count
    var total = 0.0
    for place in 0..<places { total += choosers[theirs * places + place] }
    for place in 0..<places {
      // A move the draws never gave it leaves every node of the path as likely a chooser.
      let share = total > 0 ? choosers[theirs * places + place] / total : 1 / Double(places)
      if share > 0 { tree.credit(path[place], share: share, ownMove: theirs, otherMove: mine) }
    }
    tree.walk(ownMoves: theirMoves, otherMoves: myMoves, into: &path)
    estimate()
  }

  /// Draws the bot's choice ``samples`` times over the current path.
  private mutating func estimate() {
    let places = path.count
    choosers = Array(repeating: 0, count: 3 * places)
    var counts = [0.0, 0.0, 0.0]
    let exploration = tree.exploration(over: path)
    for _ in 0..<Self.samples {
      let choice = tree.draw(over: path, exploration: exploration, using: &generator)
      choosers[choice.move * places + choice.place] += 1
      counts[choice.move] += 1
    }
    // One draw more for each move: a move no draw gave is not ruled out.
    distribution = counts.map { ($0 + 1) / Double(Self.samples + 3) }
  }
}
