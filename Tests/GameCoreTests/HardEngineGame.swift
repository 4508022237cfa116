import GameCore

/// Plays the hard engine against `player`, who sees every round from their own side, for
/// `rounds` rounds of classic rules in one long match; `eachRound` sees the game after each.
/// Returns the engine's net score: its wins minus its losses.
func hardEngineNet(
  seed: UInt64, against player: inout some Opponent, rounds: Int = 1000, eachRound: (Game) -> Void = { _ in }
) -> Int {
  var game = Game(opponent: HardEngine(seed: seed), match: Match(targetWins: 10_000))
  for _ in 0..<rounds {
    game.play(
      player.nextThrow(after: game.match.rounds.map { $0.mirrored(under: .classic) }, rules: .classic))
    eachRound(game)
  }
  let played = game.match.rounds
  return played.filter { $0.outcome == .loss }.count - played.filter { $0.outcome == .win }.count
}

/// Plays `player` against the hard engine (seeded `seed`) and counts the rounds in which the
/// engine says it played the strategy `answer`: the engine's net over the game, how many rounds it
/// answered so, and its net in them.
func answeredGame(
  _ player: some Opponent, seed: UInt64, answer: String, rounds: Int = 1000
)
  -> (net: Int, answered: Int, answeredNet: Int)
{
  var player = player
  var answered = 0
  var answeredNet = 0
  let net = hardEngineNet(seed: seed, against: &player, rounds: rounds) { game in
    guard game.lastInsight?.strategy == answer, let round = game.match.rounds.last else { return }
    answered += 1
    answeredNet += round.outcome == .loss ? 1 : round.outcome == .win ? -1 : 0
  }
  return (net, answered, answeredNet)
}

/// The rounds of a recorded game in which `agent`, a copy of a bot, threw otherwise than the bot
/// did (`own`), against the other player's recorded throws (`other`), with classic rules.
func missedRounds(of agent: some Opponent, own: [UInt8], other: [UInt8]) -> [Int] {
  var agent = agent
  var rounds: [Round] = []
  var missed: [Int] = []
  for round in own.indices {
    let move = agent.nextThrow(after: rounds, rules: .classic)
    if move.rawValue != Int(own[round]) { missed.append(round) }
    rounds.append(Round(player: Rules.classic.moves[Int(other[round])], computer: move, rules: .classic))
  }
  return missed
}

/// Where the run that ends `symbols` last ended before, taking the longest such run of at most
/// `cap` symbols that came before (not counting the run just played), or nil: how the test
/// players in the style of the public engines match.
func latestEarlierRunEnd(in symbols: [Int], cap: Int) -> Int? {
  earlierRunEnds(in: symbols, cap: cap)?.latest
}

/// The longest run (of at most `cap` symbols) ending `symbols` that came before, and where its
/// latest earlier occurrence, the latest one ending before that one starts, and the first end.
func earlierRunEnds(in symbols: [Int], cap: Int) -> (latest: Int, beforeLatest: Int?, first: Int)? {
  let count = symbols.count
  guard count >= 2 else { return nil }
  // How many symbols before each earlier place agree with the end of the sequence.
  let agreement = (0...count - 2).map { end in
    (0..<min(cap, end + 1)).prefix { symbols[end - $0] == symbols[count - 1 - $0] }.count
  }
  guard let length = agreement.max(), length > 0 else { return nil }
  let ends = agreement.indices.filter { agreement[$0] >= length }
  guard let latest = ends.last, let first = ends.first else { return nil }
  return (latest, ends.last { $0 <= latest - length }, first)
}

/// The moves of a recorded game written as digits (0 rock, 1 paper, 2 scissors); any other
/// character, such as the line breaks of a multi-line literal, is skipped.
func recordedMoves(_ digits: String) -> [UInt8] {
  digits.compactMap { $0.wholeNumberValue.map(UInt8.init) }
}

/// Plays `player` against throws drawn at random from `seed`, with classic rules, and shows each
/// round to `isDone` as the engine's models see a game: the player's moves ("theirs") and the
/// other side's ("mine"), oldest first. Play stops once `isDone` says so, or after `limit` rounds;
/// returns the number of rounds played.
@discardableResult
func playAgainstRandomThrows(
  _ player: inout some Opponent, seed: UInt64, limit: Int = 1000,
  isDone: (_ theirs: [UInt8], _ mine: [UInt8]) -> Bool
) -> Int {
  var generator = SeededGenerator(seed: seed)
  // From the player's side: its throws are the rounds' `computer`.
  var rounds: [Round] = []
  var theirs: [UInt8] = []
  var mine: [UInt8] = []
  while rounds.count < limit {
    let own = player.nextThrow(after: rounds, rules: .classic)
    let other = Rules.classic.moves[Int(generator.next() % 3)]
    rounds.append(Round(player: other, computer: own, rules: .classic))
    theirs.append(UInt8(own.rawValue))
    mine.append(UInt8(other.rawValue))
    if isDone(theirs, mine) { break }
  }
  return rounds.count
}

/// Plays the suite's `bot` against random throws and shows each round to `update`, which feeds a
/// model and says whether it identifies the player and whether it has stopped. Returns whether the
/// model stopped within `limit` rounds and whether it ever identified the bot.
func trialAgainstSuiteBot(
  _ bot: Bot, limit: Int = 1000,
  update: (_ theirs: [UInt8], _ mine: [UInt8]) -> (identifies: Bool, stopped: Bool)
) -> (stopped: Bool, everIdentified: Bool) {
  var player = bot.makeOpponent(seed: 4)
  var everIdentified = false
  var stopped = false
  playAgainstRandomThrows(&player, seed: 9, limit: limit) { theirs, mine in
    let state = update(theirs, mine)
    everIdentified = everIdentified || state.identifies
    stopped = state.stopped
    return stopped
  }
  return (stopped, everIdentified)
}
