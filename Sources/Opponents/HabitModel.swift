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
/// throws of the engine's run-matching and blended strategies turned round (``PlayersView``).
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
  /// The tables, and the stores of their counts and followers, which they share so that a round
  /// reads and writes them in one pass.
  private var tables: [HabitTable] = []
  private var counts: [Double] = []
  private var followers: [Int8] = []
  /// For each table, an earlier one of the same side and context, whose place in the rounds it
  /// copies rather than works out, or −1 for the first of its kind.
  private var twins: [Int] = []
  private(set) var predictors: [HabitPredictor] = []
  /// Each strategy's throw for the round now open, or −1 when its predictor has nothing to say.
  private(set) var moves: [Int] = []
  /// Each strategy's throw turned round: the player's, had they thrown by it (``PlayersView``).
  /// A strategy's throw beats a forecast of the player's throw, or the player's answer to a
  /// forecast of the engine's own; turned round, the same forecast gives the player's throw one
  /// step the other way.
  private var playerMoves: [Int] = []
  /// Each predictor's chances for its side's next throw, a row of `circle.count` a predictor,
  /// and whether it has any this round.
  private var chances: [Double] = []
  private var hasChances: [Bool] = []
  private var blend = HabitBlend(members: [], moveCount: 3)
  private var playersView = PlayersView(strategies: [])
  /// The engine's throw in the round just played, which the player's view scores when it next
  /// turns the strategies round; nil before the first.
  private var lastComputer: Int?
  /// Each predictor's side, and the steps round the circle from its forecast to its first answer.
  private var predictorSides: [Strategy.Side] = []
  private var answerSteps: [Int] = []
  /// Every forecast's three answers and those turned round, worked out once for each side; each
  /// predictor's first row of them. Looked up, they cost a fraction of turning the moves round
  /// each time, dozens of times a round.
  private var answers: [Int] = []
  private var answerStarts: [Int] = []
  /// The predictors that read tables, the blends, and the player's view's, each in order.
  private var tableReaders: [Int] = []
  /// The predictors that read one table's counts, with their tables, and those that combine
  /// tables.
  private var countReaders: [(predictor: Int, table: Int)] = []
  private var combinedReaders: [Int] = []
  private var blends: [Int] = []
  private var playersBests: [Int] = []
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
      if side == .player { predictors.append(HabitPredictor(side: side, habit: .allHabits, reading: .blend)) }
      addPredictors(for: side)
    }
    moves = Array(repeating: -1, count: predictors.count * 3)
    playerMoves = moves
    chances = Array(repeating: 0, count: predictors.count * moveCount)
    hasChances = Array(repeating: false, count: predictors.count)
    predictorSides = predictors.map(\.side)
    answerSteps = predictorSides.map { $0 == .player ? 1 : 2 }
    for side in Strategy.Side.allCases {
      let (steps, turn) = side == .player ? (1, 1) : (2, moveCount - 1)
      for forecast in 0..<moveCount {
        // Each second guess is two steps on (the circle has at least three moves).
        let answer = circle.rotate(forecast, by: steps)
        let second = circle.rotate(answer, by: 2)
        let third = circle.rotate(second, by: 2)
        answers += [answer, second, third] + [answer, second, third].map { circle.rotate($0, by: turn) }
      }
    }
    answerStarts = predictorSides.map { $0 == .player ? 0 : moveCount * 6 }
    for (index, predictor) in predictors.enumerated() {
      switch predictor.reading {
      case .counts(let table):
        tableReaders.append(index)
        countReaders.append((index, table))
      case .backoff, .longestRun:
        tableReaders.append(index)
        combinedReaders.append(index)
      case .blend: blends.append(index)
      case .playersBest: playersBests.append(index)
      }
    }
    // The player's view follows the strategies of the runs and the blend (``PlayersView``), both
    // sides', never its own, which come first.
    precondition(playersBests == Array(0..<playersBests.count), "the player's view's predictors come first")
    playersView = PlayersView(
      strategies: ((playersBests.count * 3)..<strategyCount).filter { strategy in
        switch predictors[strategy / 3].reading {
        case .longestRun, .blend: return true
        case .counts, .backoff, .playersBest: return false
        }
      })
    // A blend takes in the predictors that read tables; the player's view's never have chances.
    blend = HabitBlend(members: tableReaders.filter { predictors[$0].side == .player }, moveCount: moveCount)
    twins = tables.indices.map { index in
      tables[..<index].firstIndex { $0.side == tables[index].side && $0.context == tables[index].context }
        ?? -1
    }
    // The stores grew table by table; copied, they hold no spare room.
    counts = counts.withUnsafeBufferPointer { Array($0) }
    followers = followers.withUnsafeBufferPointer { Array($0) }
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
    case .backoff(let long, _, _)
    where !counts.withUnsafeBufferPointer({ tables[long].hasCounts(counts: $0) }):
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
    if case .backoff(let long, let short, let shortWeight) = predictors[predictor].reading {
      // The backoff names one move to the blend; the player is shown the counts behind it.
      var expected = Array(repeating: 0.0, count: count)
      counts.withUnsafeBufferPointer { counts in
        expected.withUnsafeMutableBufferPointer { expected in
          _ = tables[long].addChances(weight: 1, counts: counts, to: expected)
          _ = tables[short].addChances(
            weight: shortWeight, counts: counts, to: expected)
        }
      }
      let total = expected.reduce(0, +)
      if total > 0 {
        for move in expected.indices { expected[move] /= total }
        return expected
      }
    }
    return chances.withUnsafeBufferPointer {
      HabitBlend.unsmoothed(
        UnsafeBufferPointer(rebasing: $0[(predictor * count)..<((predictor + 1) * count)]))
    }
  }

  /// Learns a round and prepares the forecasts for the next.
  mutating func observe(player: Int, computer: Int) {
    let circle = circle
    lastComputer = computer
    chances.withUnsafeBufferPointer { chances in
      hasChances.withUnsafeBufferPointer { blend.score(chances: chances, hasChances: $0, made: player) }
    }
    counts.withUnsafeMutableBufferPointer { counts in
      followers.withUnsafeMutableBufferPointer { followers in
        tables.withUnsafeMutableBufferPointer { tables in
          twins.withUnsafeBufferPointer { twins in
            for index in tables.indices {
              let (own, other) = tables[index].side == .player ? (player, computer) : (computer, player)
              tables[index].record(own, counts: counts, followers: followers)
              let twin = twins[index]
              if twin >= 0 {
                tables[index].follow(tables[twin])
              } else {
                tables[index].advance(own: own, other: other, circle: circle)
              }
            }
          }
        }
      }
    }
    prepare()
  }

  /// Works out every predictor's forecast and every strategy's throw for the round now open:
  /// first the predictors that read tables, then the blends of those, then the player's view of
  /// all of them. The arrays written are taken out of the model meanwhile, so that the stores
  /// are read in place beside them.
  private mutating func prepare() {
    var chances: [Double] = []
    var hasChances: [Bool] = []
    var moves: [Int] = []
    var playerMoves: [Int] = []
    swap(&chances, &self.chances)
    swap(&hasChances, &self.hasChances)
    swap(&moves, &self.moves)
    swap(&playerMoves, &self.playerMoves)
    chances.withUnsafeMutableBufferPointer { chances in
      hasChances.withUnsafeMutableBufferPointer { hasChances in
        Self.withMoves(&moves, &playerMoves, answers: answers, starts: answerStarts) { moves in
          readTables(chances: chances, hasChances: hasChances, moves: moves)
          for index in blends {
            let forecast = blendedForecast(
              index: index, chances: chances, hasChances: hasChances)
            setMoves(of: index, forecast: forecast ?? -1, in: moves)
          }
          playersView.update(
            computer: lastComputer, playerMoves: UnsafeBufferPointer(moves.player), circle: circle)
          for index in playersBests {
            guard case .playersBest(let row) = predictors[index].reading else { continue }
            setMoves(of: index, forecast: playersView.bests[row], in: moves)
          }
        }
      }
    }
    swap(&chances, &self.chances)
    swap(&hasChances, &self.hasChances)
    swap(&moves, &self.moves)
    swap(&playerMoves, &self.playerMoves)
  }

  /// The strategies' throws for the engine and, turned round, for the player, written together
  /// from the answers looked up (`answers`, each predictor's first row at `starts`).
  private typealias Moves = (
    engine: UnsafeMutableBufferPointer<Int>, player: UnsafeMutableBufferPointer<Int>,
    answers: UnsafeBufferPointer<Int>, starts: UnsafeBufferPointer<Int>
  )

  private static func withMoves(
    _ engine: inout [Int], _ player: inout [Int], answers: [Int], starts: [Int], _ body: (Moves) -> Void
  ) {
    engine.withUnsafeMutableBufferPointer { engine in
      player.withUnsafeMutableBufferPointer { player in
        answers.withUnsafeBufferPointer { answers in
          starts.withUnsafeBufferPointer { starts in body((engine, player, answers, starts)) }
        }
      }
    }
  }

  /// Sets the predictor's three answers to `forecast` (none without one), and the player's
  /// throws they turn round into: the move one step round the circle beats the one before it, and
  /// each second guess assumes the player saw the last answer coming and beat it.
  @inline(__always)
  private func setMoves(of predictor: Int, forecast: Int, in moves: Moves) {
    let first = predictor &* 3
    guard forecast >= 0 else {
      for strategy in first..<(first &+ 3) {
        moves.engine[strategy] = -1
        moves.player[strategy] = -1
      }
      return
    }
    let row = moves.starts[predictor] &+ forecast &* 6
    let answers = moves.answers
    moves.engine[first] = answers[row]
    moves.engine[first &+ 1] = answers[row &+ 1]
    moves.engine[first &+ 2] = answers[row &+ 2]
    moves.player[first] = answers[row &+ 3]
    moves.player[first &+ 1] = answers[row &+ 4]
    moves.player[first &+ 2] = answers[row &+ 5]
  }

  /// The forecasts of the predictors that read tables, and their chances (smoothed) for the
  /// blend: those of a table's counts, or all on the forecast for the backoff and the runs, which
  /// name one move.
  private mutating func readTables(
    chances: UnsafeMutableBufferPointer<Double>, hasChances: UnsafeMutableBufferPointer<Bool>,
    moves: Moves
  ) {
    let count = circle.count
    counts.withUnsafeBufferPointer { counts in
      followers.withUnsafeBufferPointer { followers in
        tables.withUnsafeBufferPointer { tables in
          // Those that read one table's counts, the most, in a pass of their own.
          let kept = 1 - HabitBlend.smoothing
          let even = HabitBlend.smoothing / Double(count)
          countReaders.withUnsafeBufferPointer { countReaders in
            for (index, table) in countReaders {
              let forecast = tables[table].read(
                counts: counts, into: chances, offset: index &* count, kept: kept, even: even)
              hasChances[index] = forecast >= 0
              setMoves(of: index, forecast: forecast, in: moves)
            }
          }
          for index in combinedReaders {
            let row = UnsafeMutableBufferPointer(rebasing: chances[(index * count)..<((index + 1) * count)])
            var forecast = -1
            switch predictors[index].reading {
            case .backoff(let long, let short, let shortWeight):
              for move in 0..<count { row[move] = 0 }
              let seen = tables[long].addChances(weight: 1, counts: counts, to: row)
              if tables[short].addChances(weight: shortWeight, counts: counts, to: row) || seen {
                forecast = 0
                for move in 1..<count where row[move] > row[forecast] { forecast = move }
              }
            case .longestRun(let runTables):
              for table in runTables {
                if let move = tables[table].follower(followers: followers) {
                  forecast = move
                  break
                }
              }
            case .counts, .blend, .playersBest:
              break
            }
            // These name one move to the blend, smoothed as the counts are.
            if forecast >= 0 {
              for move in 0..<count { row[move] = even }
              row[forecast] = kept + even
            }
            hasChances[index] = forecast >= 0
            setMoves(of: index, forecast: forecast, in: moves)
          }
        }
      }
    }
  }

  /// The blend of the side's predictors, kept as the blend's own chances; the forecast whose
  /// direct answer has the best expected payoff against them.
  private mutating func blendedForecast(
    index: Int, chances: UnsafeMutableBufferPointer<Double>, hasChances: UnsafeMutableBufferPointer<Bool>
  ) -> Int? {
    let count = circle.count
    let side = predictorSides[index]
    let row = UnsafeMutableBufferPointer(rebasing: chances[(index * count)..<((index + 1) * count)])
    let blended = blend.blend(
      into: row, chances: chances, present: hasChances)
    hasChances[index] = blended
    guard blended else { return nil }
    var bestForecast = 0
    var bestValue = -Double.infinity
    for forecast in 0..<count {
      let answer = circle.rotate(forecast, by: answerSteps[index])
      var value = 0.0
      for move in 0..<count {
        // Against the player's throw itself; against the computer's own, the player's answer to it.
        let theirs = side == .player ? move : circle.rotate(move, by: 1)
        value += row[move] * Double(circle.payoff(of: answer, against: theirs))
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
      let contextCount = HabitTable.size(of: context, moveCount: count)
      tables.append(
        HabitTable(
          context: context, counted: counted, side: side, moveCount: count, decay: decay,
          countsStart: counts ? self.counts.count : nil, followersStart: followers.count))
      if counts { self.counts += Array(repeating: 0, count: contextCount * count) }
      followers += Array(repeating: -1, count: contextCount)
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
    // With three moves a result fixes the step between the two last throws, so counting from the
    // other side's throw would repeat the count from the side's own: only with five.
    if count > 3 { counting(.afterDraw, .result, .stepFromOthersLast) }
    if side == .player { peopleReaders.append(predictors.count * 3) }
    predictors.append(
      HabitPredictor(
        side: side, habit: .afterLastTwoThrows,
        reading: .backoff(long: afterTwo, short: afterOne, shortWeight: Self.backoffWeight)))
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
      // Side by side, longest first, so that a range names them.
      let runTables = contexts.map { table($0, .move, decay: 1, counts: false) }
      predictors.append(
        HabitPredictor(
          side: side, habit: .sameRunBefore,
          reading: .longestRun(tables: runTables[0]..<(runTables[runTables.count - 1] + 1))))
    }
  }
}
