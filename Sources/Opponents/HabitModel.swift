import GameCore

/// The hard engine's picture of a game: habit tables for both sides, the predictors that read
/// them, and the strategies built on those. It learns one round at a time, in time and memory
/// that do not grow with the game.
///
/// Each predictor foretells one side's next throw: the player's (the engine beats it) or the
/// engine's own (a player who reads the engine beats that, and the engine beats their answer).
/// Each forecast is answered in three ways, by how many steps the player is assumed to think
/// ahead, so every predictor gives three strategies (with both sides, the six second-guessing
/// answers). ``StrategyScores`` keeps what each would have won and picks one.
///
/// The predictors of each side: the counts of what it threw after its last throw, its last two,
/// the other side's last throw, the last round or two, a win, loss or draw (as a step from its
/// own last throw or the other side's), and at each place of a cycle of rounds; a fast-fading set
/// for people, whose habits drift, and a slow one for steadier players; what followed the longest
/// earlier run like the latest; the blend of them all (``HabitBlend``). For the player, also the
/// throws of the engine's strategies turned round (``PlayersView``).
///
/// The state depends on the rounds alone; chance enters only in ``HardEngine``.
struct HabitModel: Sendable {
  /// How fast the counts read for people fade each time their context comes round again: people
  /// change habits within a few dozen throws (tuned on recorded games, docs/engine.md).
  static let peopleDecay = 0.85
  /// How fast the steady counts fade.
  static let steadyDecay = 0.995
  /// How much the player's usual throw after their last throw weighs beside the one after their
  /// last two, in the strategy trusted foremost to read people (``trustedStrategy``).
  static let backoffWeight = 0.5
  /// The longest runs of one side's throws, and of whole rounds, that are matched; shorter with
  /// five moves, where the tables grow faster.
  static let longestRun = 8
  static let longestRoundRun = 4
  static let largestTable = 20_000

  let circle: MoveCircle
  private var tables: [HabitTable] = []
  /// Which side each table follows.
  private var tableSides: [Strategy.Side] = []
  private(set) var predictors: [HabitPredictor] = []
  /// Each strategy's throw for the round now open, or −1 when its predictor has nothing to say.
  private(set) var moves: [Int] = []
  /// Each predictor's chances for its side's next throw, a row of `circle.count` a predictor,
  /// and whether it has any this round.
  private var chances: [Double] = []
  private var hasChances: [Bool] = []
  private var blend = HabitBlend(predictorCount: 0, moveCount: 3)
  private var playersView = PlayersView(strategyCount: 0)
  /// Each predictor's side, each strategy's whether it answers a forecast of the computer's own
  /// throw, and whether the player's view may follow it (not those that read the player's view).
  private var predictorSides: [Strategy.Side] = []
  private var foretellsComputer: [Bool] = []
  private var eligibleForPlayersView: [Bool] = []
  /// The table each predictor that reads one table's counts reads, or −1; and each side's
  /// predictors that go into its blend.
  private var countedTables: [Int] = []
  private var blendMembers: [Strategy.Side: [Int]] = [:]
  /// The strategies trusted to read people (``StrategyScores`` follows the best of them unless
  /// another has clearly done better), each answering the player's habit directly: foremost their
  /// usual throw after their last two, steadied by the one after their last, fading fast; then
  /// their usual throw after their last, steady and fading fast. People differ: some drift within
  /// a few dozen throws, others keep one habit for hundreds (docs/engine.md).
  private(set) var peopleReaders: [Int] = []

  /// The strategy trusted foremost to read people.
  var trustedStrategy: Int { peopleReaders[0] }

  init(moveCount: Int) {
    circle = MoveCircle(count: moveCount)
    for row in PlayersView.decays.indices {
      predictors.append(HabitPredictor(side: .player, habit: .winningLately, reading: .playersBest(row: row)))
    }
    for side in Strategy.Side.allCases {
      predictors.append(HabitPredictor(side: side, habit: .allHabits, reading: .blend))
      addPredictors(for: side)
    }
    moves = Array(repeating: -1, count: predictors.count * 3)
    chances = Array(repeating: 0, count: predictors.count * moveCount)
    hasChances = Array(repeating: false, count: predictors.count)
    blend = HabitBlend(predictorCount: predictors.count, moveCount: moveCount)
    playersView = PlayersView(strategyCount: predictors.count * 3)
    predictorSides = predictors.map(\.side)
    foretellsComputer = predictors.flatMap { Array(repeating: $0.side == .computer, count: 3) }
    eligibleForPlayersView = predictors.flatMap { predictor in
      if case .playersBest = predictor.reading { return [false, false, false] }
      return [true, true, true]
    }
    countedTables = predictors.map { predictor in
      if case .counts(let table) = predictor.reading { return table }
      return -1
    }
    for side in Strategy.Side.allCases {
      blendMembers[side] = predictors.indices.filter { index in
        guard predictors[index].side == side else { return false }
        switch predictors[index].reading {
        case .counts, .backoff, .longestRun, .playersBest: return true
        case .blend: return false
        }
      }
    }
    prepare()
  }

  /// How many strategies there are: three answers to each predictor.
  var strategyCount: Int { predictors.count * 3 }

  /// The strategy in words for the insight.
  func strategy(at strategy: Int) -> Strategy {
    let predictor = predictors[strategy / 3]
    var habit = predictor.habit
    switch predictor.reading {
    case .counts(let table) where tables[table].context == .result:
      // The row read is the last round's result, for the side: a draw, a win or a loss.
      habit = [.afterDraw, .afterWin, .afterLoss][max(0, tables[table].current)]
    case .backoff(let backoffTables, _) where !tables[backoffTables[0]].hasCounts:
      // A pair of throws not seen before: the forecast came from the last throw alone.
      habit = .afterLastThrow
    default:
      break
    }
    return .answer(habit, of: predictor.side, secondGuesses: strategy % 3)
  }

  /// What the engine expects the player to throw under `strategy`: the chances its predictor
  /// gives when it reads the player's habit and answers it directly, and otherwise the move its
  /// throw beats.
  func expectedPlayerMove(under strategy: Int) -> [Double] {
    let count = circle.count
    let predictor = strategy / 3
    guard strategy % 3 == 0, predictors[predictor].side == .player, hasChances[predictor] else {
      var expected = Array(repeating: 0.0, count: count)
      if moves[strategy] >= 0 { expected[circle.rotate(moves[strategy], by: count - 1)] = 1 }
      return expected
    }
    if case .backoff(let backoffTables, let weights) = predictors[predictor].reading {
      // The backoff names one move to the blend; the player is shown the counts behind it.
      var expected = Array(repeating: 0.0, count: count)
      for (table, weight) in zip(backoffTables, weights) {
        _ = tables[table].addChances(weight: weight, to: &expected, offset: 0)
      }
      let total = expected.reduce(0, +)
      if total > 0 { return expected.map { $0 / total } }
    }
    return HabitBlend.unsmoothed(Array(chances[(predictor * count)..<((predictor + 1) * count)]))
  }

  /// Learns a round and prepares the forecasts for the next.
  mutating func observe(player: Int, computer: Int) {
    playersView.score(computer: computer, circle: circle)
    let sides = predictorSides
    blend.score(chances: chances, hasChances: hasChances) { sides[$0] == .player ? player : computer }
    for index in tables.indices {
      if tableSides[index] == .player {
        tables[index].record(player)
        tables[index].advance(own: player, other: computer, circle: circle)
      } else {
        tables[index].record(computer)
        tables[index].advance(own: computer, other: player, circle: circle)
      }
    }
    prepare()
  }

  /// The throw that answers a forecast of `side`'s next throw, `secondGuesses` steps ahead: the
  /// move one step round the circle beats the one before it, and each second guess assumes the
  /// player saw the last answer coming and beat it.
  private static func answer(
    to forecast: Int, of side: Strategy.Side, secondGuesses: Int, circle: MoveCircle
  ) -> Int {
    let steps = (side == .player ? 1 : 2) + 2 * secondGuesses
    return (forecast + steps) % circle.count
  }

  /// Works out every table's context, every predictor's forecast and every strategy's throw for
  /// the round now open: first the predictors that read tables, then the blends of those, then
  /// the player's view of all of them.
  private mutating func prepare() {
    // The chances are taken out while they are written, so that the tables read beside them
    // need not be copied.
    var chances: [Double] = []
    swap(&chances, &self.chances)
    for index in predictors.indices {
      switch predictors[index].reading {
      case .counts, .backoff, .longestRun:
        setMoves(of: index, forecast: readTables(index: index, chances: &chances))
      case .blend, .playersBest: break
      }
    }
    for index in predictors.indices {
      guard case .blend = predictors[index].reading else { continue }
      setMoves(of: index, forecast: blendedForecast(index: index, chances: &chances))
    }
    swap(&chances, &self.chances)
    // The player's view turns round every strategy but its own, which it never follows (their
    // throws, set below, are still last round's there and their scores are never read).
    playersView.prepare(moves: moves, foretellsComputer: foretellsComputer, circle: circle)
    let bests = playersView.best(eligible: eligibleForPlayersView)
    for index in predictors.indices {
      guard case .playersBest(let row) = predictors[index].reading else { continue }
      setMoves(of: index, forecast: bests[row] >= 0 ? bests[row] : nil)
    }
  }

  private mutating func setMoves(of predictor: Int, forecast: Int?) {
    let first = predictor * 3
    guard let forecast else {
      moves[first] = -1
      moves[first + 1] = -1
      moves[first + 2] = -1
      return
    }
    let side = predictorSides[predictor]
    moves[first] = Self.answer(to: forecast, of: side, secondGuesses: 0, circle: circle)
    moves[first + 1] = Self.answer(to: forecast, of: side, secondGuesses: 1, circle: circle)
    moves[first + 2] = Self.answer(to: forecast, of: side, secondGuesses: 2, circle: circle)
  }

  /// A table-reading predictor's forecast, and its chances (smoothed) for the blend: those of its
  /// table's counts, or all on the forecast for the backoff and the runs, which name one move.
  private mutating func readTables(index: Int, chances: inout [Double]) -> Int? {
    let count = circle.count
    let offset = index * count
    for move in offset..<(offset + count) { chances[move] = 0 }
    var forecast: Int?
    var counted = false
    let countedTable = countedTables[index]
    if countedTable >= 0 {
      forecast = tables[countedTable].likeliest()
      counted = tables[countedTable].addChances(weight: 1, to: &chances, offset: offset)
    } else {
      readCombinedTables(index: index, chances: &chances, forecast: &forecast)
    }
    hasChances[index] = forecast != nil
    if let forecast {
      if !counted { chances[offset + forecast] = 1 }
      blend.smooth(&chances, offset: offset)
    }
    return forecast
  }

  /// The forecast of a predictor that reads several tables: the backoff's, or the longest run's.
  private func readCombinedTables(index: Int, chances: inout [Double], forecast: inout Int?) {
    let count = circle.count
    let offset = index * count
    switch predictors[index].reading {
    case .counts:
      break
    case .backoff(let backoffTables, let weights):
      for (table, weight) in zip(backoffTables, weights)
      where tables[table].addChances(weight: weight, to: &chances, offset: offset) {
        forecast = 0
      }
      if forecast != nil {
        forecast = (1..<count).reduce(0) { chances[offset + $1] > chances[offset + $0] ? $1 : $0 }
        for move in offset..<(offset + count) { chances[move] = 0 }
      }
    case .longestRun(let runTables):
      for table in runTables {
        if let move = tables[table].follower() {
          forecast = move
          break
        }
      }
    case .blend, .playersBest:
      break
    }
  }

  /// The blend of the side's predictors, kept as the blend's own chances; the forecast whose
  /// direct answer has the best expected payoff against them.
  private mutating func blendedForecast(index: Int, chances: inout [Double]) -> Int? {
    let count = circle.count
    let side = predictorSides[index]
    let blended = blend.blend(
      into: index, chances: &chances, members: blendMembers[side] ?? [], present: hasChances)
    self.hasChances[index] = blended
    guard blended else { return nil }
    let offset = index * count
    var bestForecast = 0
    var bestValue = -Double.infinity
    for forecast in 0..<count {
      let answer = Self.answer(to: forecast, of: side, secondGuesses: 0, circle: circle)
      var value = 0.0
      for move in 0..<count {
        // Against the player's throw itself; against the computer's own, the player's answer to it.
        let theirs = side == .player ? move : circle.rotate(move, by: 1)
        value += chances[offset + move] * Double(circle.payoff(of: answer, against: theirs))
      }
      if value > bestValue + 1e-12 {
        bestValue = value
        bestForecast = forecast
      }
    }
    return bestForecast
  }

  private mutating func addPredictors(for side: Strategy.Side) {
    let count = circle.count
    func table(
      _ context: HabitTable.Context, _ counted: HabitTable.Counted, decay: Double, counts: Bool
    ) -> Int {
      tables.append(
        HabitTable(context: context, counted: counted, moveCount: count, decay: decay, keepsCounts: counts))
      tableSides.append(side)
      return tables.count - 1
    }
    @discardableResult
    func counting(
      _ habit: Strategy.Habit, _ context: HabitTable.Context, _ counted: HabitTable.Counted = .move,
      decay: Double = Self.peopleDecay
    ) -> Int {
      let index = table(context, counted, decay: decay, counts: true)
      predictors.append(HabitPredictor(side: side, habit: habit, reading: .counts(table: index)))
      return index
    }
    counting(.favourite, .nothing)
    let afterOne = counting(.afterLastThrow, .ownThrows(1))
    let fastAfterOne = (predictors.count - 1) * 3
    let afterTwo = counting(.afterLastTwoThrows, .ownThrows(2))
    counting(.afterOthersLastThrow, .othersThrows(1))
    counting(.afterLastRound, .rounds(1))
    counting(.afterLastTwoRounds, .rounds(2))
    // Named for the result of the round just played when the insight is made (`strategy(at:)`).
    counting(.afterDraw, .result, .stepFromOwnLast)
    counting(.afterDraw, .result, .stepFromOthersLast)
    if side == .player { peopleReaders.append(predictors.count * 3) }
    predictors.append(
      HabitPredictor(
        side: side, habit: .afterLastTwoThrows,
        reading: .backoff(tables: [afterTwo, afterOne], weights: [1, Self.backoffWeight])))
    counting(.cycle, .cyclePosition, decay: Self.steadyDecay)
    counting(.favourite, .nothing, decay: Self.steadyDecay)
    if side == .player { peopleReaders += [predictors.count * 3, fastAfterOne] }
    counting(.afterLastThrow, .ownThrows(1), decay: Self.steadyDecay)
    counting(.afterOthersLastThrow, .othersThrows(1), decay: Self.steadyDecay)
    counting(.afterLastRound, .rounds(1), decay: Self.steadyDecay)
    let fits = { (context: HabitTable.Context) in
      HabitTable.size(of: context, moveCount: count) <= Self.largestTable
    }
    let runs = (1...Self.longestRun).reversed().map { HabitTable.Context.ownThrows($0) }.filter(fits)
    let roundRuns = (1...Self.longestRoundRun).reversed().map { HabitTable.Context.rounds($0) }.filter(fits)
    for contexts in [runs, roundRuns] {
      let runTables = contexts.map { table($0, .move, decay: 1, counts: false) }
      predictors.append(
        HabitPredictor(side: side, habit: .sameRunBefore, reading: .longestRun(tables: runTables)))
    }
  }
}
