/// The hard engine's model: many predictors, the strategies built on them, their scores, and the
/// safety net. It learns one round at a time, in time that does not grow with the history.
///
/// Predictors, each forecasting the other player's next move ("yours") and the engine's own:
/// - frequencies over all rounds and over the last 50 and 10;
/// - Markov counts (fading slowly) of what came after the other player's last move or last two,
///   after the engine's last move, after the last round or two, and at the same round number
///   modulo the number of moves (which finds bots that follow a cycle by the clock, even noisily);
/// - counts (never fading) of what came after the last 6, 5, 4 or 3 rounds, from the longest of
///   those runs that came before: the usual sequel of a longer run;
/// - history matching (the longest earlier occurrence of the latest moves, up to 20 long) on the
///   other player's moves, on the engine's own, and on both, looking back over the last 1000
///   rounds (all it remembers for matching, which keeps its tables small), 100 and 20;
/// - the other player's side played through (``OpponentPlaythrough``), twice: the history-matching
///   strategies above, and history matching over the whole memory capped at runs of 20, 10 and 4
///   (the latest earlier occurrence of at most that many moves, as the Centrifugal Bumblepuppy
///   engines match), each scored by what it would have won the other player (fading at several
///   rates, or since its last loss); the move of the strategy leading under each is what a player
///   who keeps to what has been winning plays next;
/// - the other player modelled as the strongest public engines choose (``MetaStrategistModel``):
///   Centrifugal Bumblepuppy at two settings of its run caps, and RPS_Meta_Fix; their next move
///   if they choose that way;
/// - the other player modelled as Centrifugal Bumblepuppy 13 chooses, chance and all
///   (``CentrifugalBumblepuppy13Model``, a particle filter): their chances for each move. When its
///   likeliest move comes far more often than chance, and lately more often than each
///   meta-strategist model's forecast, the engine answers it directly;
/// - the other player modelled as two public Kaggle agents choose (``RPSGeometryModel``,
///   ``MemoryPatternsModel``): their chances for each move if they are that agent, which
///   throws at random from a distribution it works out from the history. When the other
///   player's moves follow the Memory Patterns model far better than chance, the engine answers
///   that model's forecast directly (``MemoryPatternsModel/identifiesPlayer``). When a game the
///   engine is not winning has followed the RPS Geometry model better than chance, the engine
///   steers that agent's offset round instead, for as long as steering pays
///   (``GeometrySteering``).
/// - the other player modelled as the Kaggle agent Decision Tree Classifier chooses
///   (``DecisionTreeClassifierModel``): past its random start that agent is deterministic, and the
///   model grows the same scikit-learn tree to foretell its move; once the forecasts come true the
///   engine answers them directly;
/// - the other player modelled as the Kaggle agent HPS Dojo chooses (``HPSDojoModel``): random
///   play but for the throws of its best-scoring strategy whenever a secret countdown runs out;
///   the model follows the countdowns and, once its forecasts have come true far more often than
///   chance, the engine answers the throws it expects by a strategy. In a game the engine is not
///   winning, it lures that agent as it lures version 12 (below), so that a strategy scores often
///   enough to be thrown by;
/// - the other player modelled as version 12 of HPS Dojo chooses (``HPSDojoV12Model``): the same
///   but for a stricter threshold, which the engine never meets by itself. When a game the engine is
///   not winning goes on, the engine lures that agent instead (``HPSDojoLure``): it throws what
///   feeds the agent's best strategy, and answers the throws that strategy then makes, for as long
///   as the model's forecasts come true and luring does not lose.
///   Besides the scoring rules over every strategy, a few rules score only these nine models'
///   strategies, so an edge they find is not lost among hundreds of strategies scoring by chance.
/// - the other player modelled as the rpscontest bot UCB7 chooses (``UCB7Model``): the best move
///   over a context tree, scored with Gamma draws; the model works out its chances by drawing
///   them. It is not among the predictors: the engine answers it only once the other player's
///   moves follow it far better than chance, and otherwise plays exactly as it would without it.
/// - the other player modelled as the rpscontest bot zai_mix_markov1_bayes chooses
///   (``ZaiMixMarkov1BayesModel``): but for its seed and ties, that bot's throw follows from the
///   rounds, so once nine or more rounds have gone as the model says, the engine answers it directly.
///   It is not among the predictors either. The same for zai_all_mix_meta, its tuning
///   tweak_the_best, zai_ghpm7_all_switch_meta and zai_all_switch_meta_corrector (``ZaiMetaModel``),
///   whose ties the models follow every way they may have gone.
/// - the other player modelled as dllu's rpscontest bots dllu1, dllu1_defensive and
///   dllu1_randomer choose (``DLLU1Model``): but for chance, which takes some of their throws,
///   their throw follows from the rounds; once the player's moves follow the model far better
///   than chance, the engine answers it directly. Not among the predictors either.
/// - the other player modelled as the rpscontest bot RPS_FixXxer chooses (``RPSFixXxerModel``):
///   its throw follows from the rounds unless its meta score is negative, when it throws at
///   random; once identified, the engine answers its throws and, while it throws at random, lets
///   its leading strategy's would-be throw win, which brings the meta score back. The same for
///   dllu's Centrifugal Bumblepuppy 4 and 5 (``CentrifugalBumblepuppyCopies``), whose leading
///   meta-predictor's guess the engine lets win while all their meta-predictors score below 0.
/// - the other player modelled as the rpscontest bot RPS_Meta_Fix chooses (``RPSMetaFixModel``):
///   but for its first throw, its throw follows from the rounds, and once identified every one is
///   answered.
/// - the other player modelled as licatj's rpscontest bots scattershot and McMetamanFixed choose
///   (``LicatjModel``, a particle filter over their random guesses and ties): once identified,
///   the engine answers the chances it gives. The same for DNA Polymerase V and its Ausf. B, C
///   and D (``DNAPolymeraseModel``, a particle filter over the guesses they draw), for cts-meta (``CTSMetaModel``), whose
///   context tree gives the chance of each of its sampled throws exactly, and for the field's
///   testinonmo (``TestinonmoModel``), whose throw follows from the rounds while it is not losing,
///   and its forebear Testing Please Ignore (``TestingPleaseIgnoreModel``), whose throw does in
///   every round but the first, for Greenberg and Iocaine Powder (``OneDrawModel``, a particle
///   filter over the move each draws every round), whose throw follows from the rounds while that
///   draw's score trails their guesses', for sdfsdf's IO2_fightinguuu and Are You A Lucker?
///   (``SdfsdfModel``, a particle filter over the throws their predictors draw), whose guess
///   follows from the rounds and those draws,
///   and for the RunDMC family, three context tree weighting bots, zai_mix_history v1 to v3, the
///   zailast bots, zai_counts_combo_2, ilialar's Kaggle multi-armed bandit and RNA Polymerase V
///   (``SamplingBotModel``), whose tables give the chance of each throw.
///
/// The state depends on the rounds alone; chance enters only in ``decide(using:)``.
struct Ensemble: Sendable {
  static let frequencyWindows: [Int?] = [nil, 50, 10]
  static let contextDecay = 0.99
  /// The run lengths whose sequels ``LongContextCounts`` counts, and how many runs it keeps.
  static let longRunLengths = [6, 5, 4, 3]
  static let longRunCapacity = 10_000
  static let matchLengths = 20
  static let matchMemory = 1000
  static let matchHorizons = [matchMemory, 100, 20]
  /// The longest runs the second play-through of the other side matches: two models of how they
  /// match, kept apart, did better against the field than either alone or both in one
  /// (docs/engine-field.md).
  static let opponentMatchCaps = [20, 10, 4]
  static let scoreDecays = [0.7, 0.9, 0.97, 0.995]
  /// Scores that fade at each of ``scoreDecays``, and one that counts a strategy's wins since its
  /// last loss (as Centrifugal Bumblepuppy does), which drops a strategy as soon as it is countered.
  static let scorings =
    scoreDecays.map { StrategyScoreboard.Scoring(decay: $0, resetOnLoss: false) } + [
      StrategyScoreboard.Scoring(decay: 1, resetOnLoss: true)
    ]
  static let metaDecay = 0.99
  /// How the other player's side is scored: fading at these rates, and since the last loss.
  /// Against the engine field these six did better than two or four (docs/engine-field.md).
  static let opponentScorings =
    [0.3, 0.5, 0.8, 0.9, 0.97].map { StrategyScoreboard.Scoring(decay: $0, resetOnLoss: false) } + [
      StrategyScoreboard.Scoring(decay: 1, resetOnLoss: true)
    ]
  /// The public engines the other player is modelled as (``MetaStrategistModel``): Centrifugal
  /// Bumblepuppy with the run caps of its versions 13 and 16 and of its version 1000, and
  /// RPS_Meta_Fix.
  static let metaStrategistStyles: [MetaStrategistModel.Style] = [
    .centrifugalBumblepuppy(caps: [50, 20, 10]), .centrifugalBumblepuppy(caps: [20, 10, 4]), .rpsMetaFix,
  ]
  /// The engine's recent net a round beyond which, after ``clearWinRounds``, the Centrifugal
  /// Bumblepuppy 13 model stops: that engine throws one move in ten at random, and its model
  /// foretells about half the rest, so a player beaten this clearly is someone else.
  static let clearWinRate = 0.5
  static let clearWinRounds = 100
  /// The Kaggle agents the other player is modelled as, in the order of their predictors.
  static let kaggleAgentNames = [
    "RPS Geometry", "Memory Patterns", "Decision Tree Classifier", "HPS Dojo", "HPS Dojo version 12",
  ]
  /// The strategy of answering the other player as the rpscontest bot UCB7 (``UCB7Model``), told
  /// in the insight panel as the throws that have been winning for them.
  static let ucb7AnswerName =
    "beat your move if you choose what has been winning for you after the same recent rounds, as UCB7 does"

  /// The strategy of answering the other player as the rpscontest bot zai_mix_markov1_bayes
  /// (``ZaiMixMarkov1BayesModel``), told in the insight panel as the Kaggle agents' are: that bot
  /// too foretells the computer's throws and answers them.
  static let zaiMixMarkov1BayesAnswerName =
    "beat your move if you answer the computer's usual throws as zai_mix_markov1_bayes does"

  /// The strategies of answering the other player as the rpscontest bots zai_all_mix_meta,
  /// tweak_the_best, zai_ghpm7_all_switch_meta and zai_all_switch_meta_corrector (``ZaiMetaModel``).
  static let zaiAllMixMetaAnswerName =
    "beat your move if you answer the computer's usual throws as zai_all_mix_meta does"
  static let tweakTheBestAnswerName =
    "beat your move if you answer the computer's usual throws as tweak_the_best does"
  static let zaiGHPM7SwitchMetaAnswerName =
    "beat your move if you answer the computer's usual throws as zai_ghpm7_all_switch_meta does"
  static let zaiAllSwitchMetaCorrectorAnswerName =
    "beat your move if you answer the computer's usual throws as zai_all_switch_meta_corrector does"

  /// The strategy of answering the other player as dllu's bots (``DLLU1Model``): they throw what
  /// beats their best guess of the computer's throw.
  static let dllu1AnswerName = "beat your move if you answer the computer's usual throws as dllu1 does"

  /// The strategy of answering the other player as the rpscontest bot RPS_FixXxer
  /// (``RPSFixXxerModel``), which throws by what has been winning for it, and of steering it while
  /// it throws at random: letting its leading strategy win, which wins back its trust.
  static let rpsFixXxerAnswerName =
    "beat your move if you choose what has been winning for you after the same runs, as RPS_FixXxer does"
  static let rpsFixXxerSteeringName =
    "let your hunch win while you throw at random, so you trust it again, as RPS_FixXxer does"
  /// The strategy of answering the other player as the rpscontest bot RPS_Meta_Fix
  /// (``RPSMetaFixModel``), RPS_FixXxer's forebear, which throws by whichever of its scorings of
  /// its guesses has been winning lately.
  static let rpsMetaFixAnswerName =
    "beat your move if you choose what has been winning for you after the same runs, as RPS_Meta_Fix does"
  /// The strategies of answering the other player as licatj's rpscontest bots scattershot and
  /// McMetamanFixed (``LicatjModel``), which throw by the guesses that have been winning for them.
  static let scattershotAnswerName =
    "beat your move if you choose what has been winning for you, chance and all, as scattershot does"
  static let mcMetamanFixedAnswerName =
    "beat your move if you choose what has been winning for you, chance and all, as McMetamanFixed does"
  /// The strategy of answering the other player as the rpscontest bots DNA Polymerase V and its
  /// Ausf. B, C and D (``DNAPolymeraseModel``), which answer what followed the latest matches of
  /// the rounds.
  static let dnaPolymeraseAnswerName =
    "beat your move if you repeat what followed the same run, chance and all, as DNA Polymerase does"
  /// The strategy of answering the other player as the rpscontest bot cts-meta
  /// (``CTSMetaModel``), which foretells the computer's throws with a context tree.
  static let ctsMetaAnswerName =
    "beat your move if you answer the computer's usual throws, chance and all, as cts-meta does"
  /// The strategy of answering the other player as the rpscontest bot testinonmo
  /// (``TestinonmoModel``), which throws by what followed the latest matches of the rounds.
  static let testinonmoAnswerName =
    "beat your move if you repeat what followed the same run, as testinonmo does"
  /// The strategy of answering the other player as the rpscontest bot Testing Please Ignore
  /// (``TestingPleaseIgnore``), testinonmo's forebear, which throws by the same readings.
  static let testingPleaseIgnoreAnswerName =
    "beat your move if you repeat what followed the same run, as Testing Please Ignore does"
  /// The strategy of answering the other player as Greenberg, the winner of the second RoShamBo
  /// contest (``OneDrawModel``), which follows the guesses that have been winning for it lately.
  static let greenbergAnswerName =
    "beat your move if you choose what has been winning for you, chance and all, as Greenberg does"
  /// The strategy of answering the other player as Iocaine Powder, the winner of the first
  /// RoShamBo contest (``OneDrawModel``), which throws by whichever of its guesses, trusted or
  /// second-guessed, has fared best over the game.
  static let iocainePowderAnswerName =
    "beat your move if you choose what has been winning for you, chance and all, as Iocaine Powder does"
  /// The strategy of answering the other player as dllu's rpscontest bots Centrifugal
  /// Bumblepuppy 4 and 5 (``CentrifugalBumblepuppyCopies``), which throw by whichever of their
  /// meta-predictors has scored best lately.
  static let centrifugalBumblepuppyAnswerName =
    "beat your move if you choose what has been winning for you, as Centrifugal Bumblepuppy 4 and 5 do"
  /// The strategy of letting Centrifugal Bumblepuppy 4 or 5 win its leading guess while it throws at
  /// random, so that it throws by its guesses again.
  static let centrifugalBumblepuppySteeringName =
    "let your hunch win while you throw at random, so you trust it again, as Centrifugal Bumblepuppy 4 and 5 do"
  /// The strategy of answering the other player as the rpscontest bot IO2_fightinguuu
  /// (``SdfsdfModel``), which follows whichever of its guesses came true most in the latest rounds.
  static let io2AnswerName =
    "beat your move if you follow what has been winning for you lately, chance and all, as IO2 does"
  /// The strategy of answering the other player as the rpscontest bot Are You A Lucker?
  /// (``SdfsdfModel``), IO2's sibling, which follows whichever of its guesses has the longest run.
  static let luckerAnswerName =
    "beat your move if you follow what has been winning for you lately, as Are You A Lucker? does"
  /// The strategy of answering the other player as the rpscontest bots of the RunDMC family
  /// (``DynamicMarkovSampler``), which draw a guess of the computer's throw from their counts.
  static let dynamicMarkovAnswerName =
    "beat your move if you answer the computer's usual throws, chance and all, as RunDMC does"
  /// The strategy of answering the other player as the rpscontest bots CTW KT, Laplace and Hutter
  /// (``ContextTreeWeightingBot``), which foretell the computer's throws with a context tree.
  static let contextTreeWeightingAnswerName =
    "beat your move if you answer the computer's usual throws, chance and all, as CTW does"
  /// The strategy of answering the other player as zdg's rpscontest bots zai_mix_history v1 to v3
  /// (``ZaiMixHistory``), which throw by what followed the latest match of the rounds.
  static let zaiMixHistoryAnswerName =
    "beat your move if you repeat what followed the same run, chance and all, as zai_mix_history does"
  /// The strategy of answering the other player as zdg's rpscontest bots zailast, v2, v3, v3.1 and
  /// v4 (``ZaiLastMixer``), which throw by both players' latest throws.
  static let zaiLastMixerAnswerName =
    "beat your move after the computer's last move, chance and all, as zailast does"
  /// The strategy of answering the other player as zdg's rpscontest bot zai_counts_combo_2
  /// (``ZaiCountsCombo``), which counts what won and lost after the same runs of throws.
  static let zaiCountsComboAnswerName =
    "beat your move if you repeat what followed the same run, chance and all, as zai_counts_combo does"
  /// The strategy of answering the other player as ilialar's Kaggle multi-armed bandit
  /// (``MultiArmedBandit``), which throws as the simple agents that have been winning lately do.
  static let multiArmedBanditAnswerName =
    "beat your move if you follow what has been winning for you lately, chance and all, as a multi-armed bandit does"
  /// The strategy of answering the other player as the rpscontest bots RNA Polymerase V L20,
  /// L24R5, L4R3, L6R7 and L8 (``RNAPolymerase``), which answer what followed the latest match of
  /// the rounds.
  static let rnaPolymeraseAnswerName =
    "beat your move if you repeat what followed the same run, chance and all, as RNA Polymerase does"

  /// The least chance the HPS Dojo model must give its likeliest move for the engine to answer it
  /// directly: that agent throws at random most rounds, and only its strategies' throws are worth
  /// answering.
  static let hpsDojoAnswerChance = 0.4
  /// The rules that score only the models' strategies (the meta-strategists', the Centrifugal
  /// Bumblepuppy 13 filter's and the Kaggle agents'). Without them the engine followed its
  /// meta-strategist model of Centrifugal Bumblepuppy 13 too rarely to gain from it
  /// (docs/engine-field.md).
  static let metaStrategistScorings =
    [0.9, 0.97, 0.995].map { StrategyScoreboard.Scoring(decay: $0, resetOnLoss: false) } + [
      StrategyScoreboard.Scoring(decay: 1, resetOnLoss: true)
    ]
  /// The strategy of steering the other player as RPS Geometry (``GeometrySteering``).
  static let geometrySteeringName = "lead how you answer the computer's usual throws as RPS Geometry does"
  /// The strategy of luring the other player as HPS Dojo version 12 (``HPSDojoLure``).
  static let hpsDojoLureName = "lure you to answer a pattern of the computer's as HPS Dojo version 12 does"
  /// The strategy of luring the other player as HPS Dojo's first version (``HPSDojoModel/lure``).
  static let hpsDojoFirstLureName = "lure you to answer a pattern of the computer's as HPS Dojo does"
  /// The context kinds, made once (`allCases` builds a new array at every use).
  static let contextKinds = ContextKind.allCases
  /// How far chance jitters the scores when the engine picks its strategy within the leading
  /// scoring rule (Thompson sampling); 1 jitters each by its own spread under chance. It is
  /// scaled down as the engine wins clearly (``SafetyNet/disguise``).
  static let samplingTemperature = 1.0

  /// What the engine plays next and why.
  struct Decision: Sendable {
    let move: Int
    /// The distribution the leading strategy expects for the other player's move (uniform when
    /// playing at random).
    let expected: [Double]
    let strategy: String
    /// Whether chance chose the move: the names of random play, and only they, begin "random".
    var atRandom: Bool { strategy.hasPrefix("random") }
  }

  let circle: MoveCircle
  private(set) var roundCount = 0
  private var theirMoves: [UInt8] = []
  private var myMoves: [UInt8] = []
  private var theirFrequencies: [WindowedFrequency]
  private var myFrequencies: [WindowedFrequency]
  private var theirNextAfter: [ContextCounts]
  private var myNextAfter: [ContextCounts]
  /// The context of each kind for the coming round, or −1 while there are too few rounds.
  private var contexts: [Int]
  /// What followed runs of the last few rounds, counted every time.
  private var longRuns: LongContextCounts
  /// Over the other player's moves, the engine's, and both as pairs.
  private var matchers: [HistoryMatcher]
  private var predictions: PredictionTable
  private var scoreboard: StrategyScoreboard
  /// The history-matching predictors' strategies, scored by the other player's results.
  private var matchedPlaythrough: OpponentPlaythrough
  /// The predictors ``matchedPlaythrough`` takes its anchors from: the history matchers. With the
  /// frequencies and Markov counts scored too, the engine did worse against the field.
  private let matchedPredictors: Range<Int>
  /// Strategies from history matching capped at ``opponentMatchCaps``, scored the same way.
  private var cappedPlaythrough: OpponentPlaythrough
  private(set) var safetyNet = SafetyNet()
  private var metaStrategists: [MetaStrategistModel]
  /// Nil unless there are three moves: the agents play rock, paper, scissors only.
  private var geometry: RPSGeometryModel?
  private var geometrySteering = GeometrySteering()
  private var memoryPatterns: MemoryPatternsModel?
  private var decisionTree: DecisionTreeClassifierModel?
  private var hpsDojo: HPSDojoModel?
  private var hpsDojoV12: HPSDojoV12Model?
  private var hpsDojoLure = HPSDojoLure()
  /// The same for HPS Dojo's first version, which throws by a strategy whenever one wins it more
  /// than 0.2 a try (``HPSDojoModel``).
  private var hpsDojoFirstLure = HPSDojoLure()
  private var ucb7: UCB7Model?
  private var zaiMixMarkov1Bayes: ZaiMixMarkov1BayesModel?
  private var dllu1: DLLU1Model?
  private var zaiAllMixMeta: ZaiMetaModel<ZaiAllMixMeta>?
  private var tweakTheBest: ZaiMetaModel<TweakTheBest>?
  private var zaiGHPM7SwitchMeta: ZaiMetaModel<ZaiGHPM7SwitchMeta>?
  private var zaiAllSwitchMetaCorrector: ZaiMetaModel<ZaiAllSwitchMetaCorrector>?
  private var rpsFixXxer: RPSFixXxerModel?
  private var rpsMetaFix: RPSMetaFixModel?
  private var scattershot: LicatjModel<Scattershot>?
  private var mcMetamanFixed: LicatjModel<McMetamanFixed>?
  /// DNA Polymerase V Ausf. D and B, V and Ausf. C; empty unless there are three moves.
  private var dnaPolymerases: [DNAPolymeraseModel] = []
  private var ctsMeta: CTSMetaModel?
  private var testinonmo: TestinonmoModel?
  private var testingPleaseIgnore: TestingPleaseIgnoreModel?
  private var greenberg: GreenbergModel?
  private var iocainePowder: IocainePowderModel?
  private var centrifugalBumblepuppy4: CentrifugalBumblepuppy4Model?
  private var centrifugalBumblepuppy5: CentrifugalBumblepuppy5Model?
  private var io2: IO2Model?
  private var lucker: LuckerModel?
  /// The copied families of sampling bots, in the order their answers come; empty unless there
  /// are three moves.
  private var samplingFamilies: [CopiedSamplingFamily] = []
  /// Nil unless there are three moves, as for the Kaggle agents.
  private var centrifugalBumblepuppy13: CentrifugalBumblepuppy13Model?
  /// How often each meta-strategist model's forecast came true lately, fading by
  /// ``SafetyNet/recentDecay``.
  private var metaStrategistHitRates: [Double]
  /// The same for the Centrifugal Bumblepuppy 13 model's likeliest move.
  private var centrifugalBumblepuppy13HitRate = 0.0
  private let predictorNames: [String]
  /// Each strategy's name, by predictor × moveCount + rotation, made once.
  private let strategyNames: [String]

  init(moveCount: Int) {
    let circle = MoveCircle(count: moveCount)
    self.circle = circle
    theirFrequencies = Self.frequencyWindows.map { WindowedFrequency(moveCount: moveCount, window: $0) }
    myFrequencies = theirFrequencies
    theirNextAfter = ContextKind.allCases.map {
      ContextCounts(
        contextCount: $0.contextCount(moveCount: moveCount), moveCount: moveCount, decay: Self.contextDecay)
    }
    myNextAfter = theirNextAfter
    contexts = Array(repeating: -1, count: ContextKind.allCases.count)
    longRuns = LongContextCounts(
      moveCount: moveCount, lengths: Self.longRunLengths, capacity: Self.longRunCapacity)
    matchers = [moveCount, moveCount, moveCount * moveCount].map {
      HistoryMatcher(alphabetSize: $0, maximumLength: Self.matchLengths, memory: Self.matchMemory)
    }
    predictorNames = Self.makePredictorNames()
    let matcherPredictors = 2 * Self.matchHorizons.count * matchers.count
    let firstMetaStrategist =
      predictorNames.count - Self.metaStrategistStyles.count - 1 - Self.kaggleAgentNames.count
    let firstOpponentForecast = firstMetaStrategist - 2 * Self.opponentScorings.count
    matchedPredictors = (firstOpponentForecast - matcherPredictors)..<firstOpponentForecast
    matchedPlaythrough = OpponentPlaythrough(
      predictorCount: matchedPredictors.count, moveCount: moveCount, scorings: Self.opponentScorings,
      metaDecay: Self.metaDecay)
    cappedPlaythrough = OpponentPlaythrough(
      predictorCount: 2 * matchers.count * Self.opponentMatchCaps.count, moveCount: moveCount,
      scorings: Self.opponentScorings, metaDecay: Self.metaDecay)
    strategyNames = predictorNames.flatMap { name in
      (0..<moveCount).map { Self.strategyName(name, rotation: $0) }
    }
    metaStrategists = Self.metaStrategistStyles.map { MetaStrategistModel(style: $0, circle: circle) }
    metaStrategistHitRates = Array(repeating: 0, count: metaStrategists.count)
    geometry = moveCount == 3 ? RPSGeometryModel() : nil
    memoryPatterns = moveCount == 3 ? MemoryPatternsModel() : nil
    decisionTree = moveCount == 3 ? DecisionTreeClassifierModel() : nil
    hpsDojo = moveCount == 3 ? HPSDojoModel() : nil
    hpsDojoV12 = moveCount == 3 ? HPSDojoV12Model() : nil
    ucb7 = moveCount == 3 ? UCB7Model() : nil
    zaiMixMarkov1Bayes = moveCount == 3 ? ZaiMixMarkov1BayesModel() : nil
    dllu1 = moveCount == 3 ? DLLU1Model() : nil
    zaiAllMixMeta = moveCount == 3 ? ZaiMetaModel() : nil
    tweakTheBest = moveCount == 3 ? ZaiMetaModel() : nil
    zaiGHPM7SwitchMeta = moveCount == 3 ? ZaiMetaModel() : nil
    zaiAllSwitchMetaCorrector = moveCount == 3 ? ZaiMetaModel() : nil
    rpsFixXxer = moveCount == 3 ? RPSFixXxerModel() : nil
    rpsMetaFix = moveCount == 3 ? RPSMetaFixModel() : nil
    scattershot = moveCount == 3 ? LicatjModel() : nil
    mcMetamanFixed = moveCount == 3 ? LicatjModel() : nil
    dnaPolymerases = moveCount == 3 ? [.ausfD, .ausfB, .v, .ausfC].map(DNAPolymeraseModel.init) : []
    ctsMeta = moveCount == 3 ? CTSMetaModel() : nil
    testinonmo = moveCount == 3 ? TestinonmoModel() : nil
    testingPleaseIgnore = moveCount == 3 ? TestingPleaseIgnoreModel() : nil
    greenberg = moveCount == 3 ? GreenbergModel() : nil
    iocainePowder = moveCount == 3 ? IocainePowderModel() : nil
    centrifugalBumblepuppy4 = moveCount == 3 ? CentrifugalBumblepuppy4Model() : nil
    centrifugalBumblepuppy5 = moveCount == 3 ? CentrifugalBumblepuppy5Model() : nil
    io2 = moveCount == 3 ? IO2Model() : nil
    lucker = moveCount == 3 ? LuckerModel() : nil
    samplingFamilies =
      moveCount == 3
      ? [
        CopiedSamplingFamily(
          SamplingBotModel<DynamicMarkovSampler>(), answerName: Self.dynamicMarkovAnswerName),
        CopiedSamplingFamily(
          SamplingBotModel<ContextTreeWeightingBot>(), answerName: Self.contextTreeWeightingAnswerName),
        CopiedSamplingFamily(SamplingBotModel<ZaiMixHistory>(), answerName: Self.zaiMixHistoryAnswerName),
        CopiedSamplingFamily(SamplingBotModel<ZaiLastMixer>(), answerName: Self.zaiLastMixerAnswerName),
        CopiedSamplingFamily(SamplingBotModel<ZaiCountsCombo>(), answerName: Self.zaiCountsComboAnswerName),
        CopiedSamplingFamily(
          SamplingBotModel<MultiArmedBandit>(), answerName: Self.multiArmedBanditAnswerName),
        CopiedSamplingFamily(SamplingBotModel<RNAPolymerase>(), answerName: Self.rnaPolymeraseAnswerName),
      ] : []
    centrifugalBumblepuppy13 = moveCount == 3 ? CentrifugalBumblepuppy13Model() : nil
    predictions = PredictionTable(predictorCount: predictorNames.count, moveCount: moveCount)
    let models = firstMetaStrategist..<predictorNames.count
    let focused = Self.metaStrategistScorings.map {
      StrategyScoreboard.Scoring(decay: $0.decay, resetOnLoss: $0.resetOnLoss, predictors: models)
    }
    scoreboard = StrategyScoreboard(
      predictorCount: predictorNames.count, moveCount: moveCount, scorings: Self.scorings + focused,
      metaDecay: Self.metaDecay, metaTurns: moveCount)
  }

  /// For each of ``opponentScorings``, under each play-through of the other side, the move the
  /// other player makes next if they keep to the strategy that has been winning for them, or −1.
  var opponentForecasts: [Int] { matchedPlaythrough.forecasts + cappedPlaythrough.forecasts }

  /// Learns from one round: the other player's move and the engine's own, and whether the engine
  /// threw it at random.
  mutating func observe(theirs: Int, mine: Int, playedAtRandom: Bool = false) {
    // The lure comes first, and without chance: if it had this move, the engine played it.
    let lured = lureDecision()?.move == mine
    let luredVersion12 = lured && isLuringVersion12
    let luredFirstVersion = lured && isLuringFirstVersion
    // The answer to the UCB7 model, thrown while it identifies the player, is judged by its results.
    if ucb7Answer()?.move == mine {
      ucb7?.recordAnswer(enginePayoff: circle.payoff(of: mine, against: theirs))
    }
    // The copied bot whose answer the engine threw, if any, is judged by the round: not a round
    // thrown at random or lured, nor one where its answer merely matched.
    let copiedAnswer =
      playedAtRandom || lured ? nil : copiedBotAnswer().flatMap { $0.1.move == mine ? $0 : nil }
    // A round steering RPS_FixXxer or Centrifugal Bumblepuppy, which throw at random then, is a fair
    // game like a lured one.
    let steered = [Self.rpsFixXxerSteeringName, Self.centrifugalBumblepuppySteeringName].contains(
      copiedAnswer?.1.strategy)
    if let (bot, _) = copiedAnswer {
      let payoff = circle.payoff(of: mine, against: theirs)
      switch bot {
      case .zaiMixMarkov1Bayes: zaiMixMarkov1Bayes?.recordAnswer(enginePayoff: payoff)
      case .zaiAllMixMeta: zaiAllMixMeta?.recordAnswer(enginePayoff: payoff)
      case .tweakTheBest: tweakTheBest?.recordAnswer(enginePayoff: payoff)
      case .zaiGHPM7SwitchMeta: zaiGHPM7SwitchMeta?.recordAnswer(enginePayoff: payoff)
      case .zaiAllSwitchMetaCorrector: zaiAllSwitchMetaCorrector?.recordAnswer(enginePayoff: payoff)
      case .dllu1: dllu1?.recordAnswer(enginePayoff: payoff)
      case .rpsFixXxer: rpsFixXxer?.recordAnswer(enginePayoff: payoff)
      case .rpsMetaFix: rpsMetaFix?.recordAnswer(enginePayoff: payoff)
      case .scattershot: scattershot?.recordAnswer(enginePayoff: payoff)
      case .mcMetamanFixed: mcMetamanFixed?.recordAnswer(enginePayoff: payoff)
      case .dnaPolymerase(let variant): dnaPolymerases[variant].recordAnswer(enginePayoff: payoff)
      case .ctsMeta: ctsMeta?.recordAnswer(enginePayoff: payoff)
      case .testinonmo: testinonmo?.recordAnswer(enginePayoff: payoff)
      case .testingPleaseIgnore: testingPleaseIgnore?.recordAnswer(enginePayoff: payoff)
      case .greenberg: greenberg?.recordAnswer(enginePayoff: payoff)
      case .iocainePowder: iocainePowder?.recordAnswer(enginePayoff: payoff)
      case .centrifugalBumblepuppy4: centrifugalBumblepuppy4?.recordAnswer(enginePayoff: payoff)
      case .centrifugalBumblepuppy5: centrifugalBumblepuppy5?.recordAnswer(enginePayoff: payoff)
      case .io2: io2?.recordAnswer(enginePayoff: payoff)
      case .lucker: lucker?.recordAnswer(enginePayoff: payoff)
      case .samplingFamily(let family): samplingFamilies[family].recordAnswer(enginePayoff: payoff)
      }
    }
    scoreboard.record(theirMove: theirs, anchors: predictions.anchors, circle: circle)
    // The other player could have played these strategies too: what each would have won them is
    // its payoff against the engine's move.
    matchedPlaythrough.record(engineMove: mine, circle: circle)
    cappedPlaythrough.record(engineMove: mine, circle: circle)
    for model in metaStrategists.indices {
      metaStrategists[model].record(engineMove: mine, theirMove: theirs)
    }
    let fading = 1 - SafetyNet.recentDecay
    for model in metaStrategists.indices {
      let hit = metaStrategists[model].forecast == theirs ? 1.0 : 0
      metaStrategistHitRates[model] += fading * (hit - metaStrategistHitRates[model])
    }
    if let likeliest = centrifugalBumblepuppy13?.likeliest {
      let hit = likeliest == theirs ? 1.0 : 0
      centrifugalBumblepuppy13HitRate += fading * (hit - centrifugalBumblepuppy13HitRate)
    }
    centrifugalBumblepuppy13?.update(engineMove: mine, theirMove: theirs)
    geometrySteering.record(
      oddsFactor: geometry?.oddsFactor(theirs: theirs), enginePayoff: circle.payoff(of: mine, against: theirs)
    )
    if roundCount >= Self.clearWinRounds, safetyNet.recentRate > Self.clearWinRate,
      centrifugalBumblepuppy13?.isFollowing == true
    {
      // Its filter is by far the costliest model, and it cannot add much to a clear win.
      centrifugalBumblepuppy13?.stop()
    }
    // A lured round, like one thrown at random, says nothing of whether the other player reads
    // the strategies; the lure has a stop-loss of its own.
    safetyNet.record(
      enginePayoff: circle.payoff(of: mine, against: theirs),
      playedAtRandom: playedAtRandom || lured || steered)
    for kind in Self.contextKinds where contexts[kind.rawValue] >= 0 {
      theirNextAfter[kind.rawValue].record(theirs, after: contexts[kind.rawValue])
      myNextAfter[kind.rawValue].record(mine, after: contexts[kind.rawValue])
    }
    theirMoves.append(UInt8(theirs))
    myMoves.append(UInt8(mine))
    roundCount += 1
    for index in theirFrequencies.indices {
      theirFrequencies[index].add(theirs)
      myFrequencies[index].add(mine)
    }
    matchers[0].append(theirs)
    matchers[1].append(mine)
    matchers[2].append(theirs * circle.count + mine)
    longRuns.append(theirs: theirs, mine: mine)
    for kind in Self.contextKinds {
      contexts[kind.rawValue] = kind.context(theirs: theirMoves, mine: myMoves, moveCount: circle.count) ?? -1
    }
    predict()
    hpsDojoLure.record(
      lured: luredVersion12, enginePayoff: circle.payoff(of: mine, against: theirs),
      modelOdds: hpsDojoV12.flatMap { $0.isStopped ? nil : $0.odds })
    hpsDojoFirstLure.record(
      lured: luredFirstVersion, enginePayoff: circle.payoff(of: mine, against: theirs),
      modelOdds: hpsDojo.flatMap { $0.isStopped ? nil : $0.odds })
    scoreboard.select(anchors: predictions.anchors)
  }

  /// Chooses the engine's next move: the leading strategy's, unless no strategy has earned its
  /// place yet or the safety net calls for chance.
  func decide(using generator: inout SeededGenerator) -> Decision {
    let uniform = Array(repeating: 1 / Double(circle.count), count: circle.count)
    let coin = Double(generator.next() >> 11) * 0x1p-53
    let randomMove = Int(generator.next() % UInt64(circle.count))
    // The lure has its own stop-loss, and a player it cannot read gains nothing from it.
    if let lure = lureDecision() {
      return lure
    }
    if coin >= safetyNet.randomShare {
      // When the other player throws as one of the models says, that model's forecast is
      // answered directly: the scores would take hundreds of rounds to single it out among the
      // strategies. The copies of bots, which foretell all but exactly, come first.
      if let (_, answer) = copiedBotAnswer() {
        return answer
      }
      if decisionTree?.identifiesPlayer == true, let answer = plainAnswer(of: decisionTreePredictor) {
        return answer
      }
      if memoryPatterns?.identifiesPlayer == true, let answer = plainAnswer(of: memoryPatternsPredictor) {
        return answer
      }
      if let hpsDojo, hpsDojo.identifiesPlayer,
        (hpsDojo.leaningDistribution?.max() ?? 0) >= Self.hpsDojoAnswerChance,
        let answer = plainAnswer(of: hpsDojoPredictor)
      {
        return answer
      }
      if let answer = ucb7Answer() {
        return answer
      }
      if centrifugalBumblepuppy13?.identifiesPlayer == true,
        centrifugalBumblepuppy13HitRate > (metaStrategistHitRates.max() ?? 0),
        let answer = plainAnswer(of: centrifugalBumblepuppy13Predictor)
      {
        return answer
      }
      if geometrySteering.isSteering, let move = geometry?.steeringMove(radius: GeometrySteering.radius) {
        return Decision(
          move: move, expected: predictions.distribution(of: geometryPredictor, rotatedBy: 0),
          strategy: Self.geometrySteeringName)
      }
    }
    guard let leader = scoreboard.leader, leader.score > 0 else {
      return Decision(move: randomMove, expected: uniform, strategy: "random: nothing has worked yet")
    }
    guard coin >= safetyNet.randomShare else {
      return Decision(move: randomMove, expected: uniform, strategy: "random: safety net")
    }
    // The leading rule's choice, but strategies that score about as well take turns with it.
    // Without jitter the sampled choice is the rule's selection itself: no draws are needed.
    let temperature = Self.samplingTemperature * safetyNet.disguise
    let strategy =
      temperature > 0
      ? scoreboard.sample(
        rule: leader.rule, anchors: predictions.anchors, temperature: temperature, using: &generator)
      : leader.strategy
    let predictor = strategy / circle.count
    let rotation = (strategy + leader.turn) % circle.count
    return Decision(
      move: circle.rotate(predictions.anchors[predictor], by: rotation),
      expected: predictions.distribution(of: predictor, rotatedBy: rotation),
      strategy: strategyNames[predictor * circle.count + rotation])
  }

  /// Whether the engine lures the other player as HPS Dojo version 12 this round (``HPSDojoLure``).
  private var isLuringVersion12: Bool { hpsDojoLure.isLuring && hpsDojoV12?.isStopped == false }

  /// Whether it lures them as HPS Dojo's first version: only while version 12's lure does not.
  private var isLuringFirstVersion: Bool {
    !isLuringVersion12 && hpsDojoFirstLure.isLuring && hpsDojo?.isStopped == false
  }

  /// While the engine lures the other player as a version of HPS Dojo: the answer to the throw the
  /// model expects by a strategy, else the lure; nil otherwise.
  private func lureDecision() -> Decision? {
    let lure: (move: Int?, expectsStrategy: Bool, chances: [Double]?, predictor: Int, name: String)
    if isLuringVersion12, let model = hpsDojoV12 {
      lure = (
        model.lure, model.expectsStrategy, model.distribution, hpsDojoV12Predictor, Self.hpsDojoLureName
      )
    } else if isLuringFirstVersion, let model = hpsDojo {
      lure = (
        model.lure, model.expectsStrategy, model.distribution, hpsDojoPredictor, Self.hpsDojoFirstLureName
      )
    } else {
      return nil
    }
    if lure.expectsStrategy, let answer = plainAnswer(of: lure.predictor) {
      return answer
    }
    guard let move = lure.move ?? myMoves.last.map(Int.init) else { return nil }
    return Decision(move: move, expected: lure.chances ?? [1.0 / 3, 1.0 / 3, 1.0 / 3], strategy: lure.name)
  }

  /// While the UCB7 model identifies the other player: the best reply to the chances it gives.
  private func ucb7Answer() -> Decision? {
    guard let ucb7, ucb7.identifiesPlayer, let chances = ucb7.distribution,
      let move = circle.bestReply(to: chances, from: 0)
    else { return nil }
    return Decision(move: move, expected: chances, strategy: Self.ucb7AnswerName)
  }

  /// The public bots the engine copies (``ZaiMixMarkov1BayesModel``, ``ZaiMetaModel``,
  /// ``DLLU1Model``, ``RPSFixXxerModel``, ``RPSMetaFixModel``, ``LicatjModel``,
  /// ``DNAPolymeraseModel``, ``CTSMetaModel``, ``TestinonmoModel``, ``TestingPleaseIgnoreModel``,
  /// ``OneDrawModel``, ``SdfsdfModel``, ``CentrifugalBumblepuppyCopies``, and ``SamplingBotModel``
  /// over the RunDMC family, context tree weighting, zai_mix_history, zailast, zai_counts_combo_2,
  /// the multi-armed bandit and RNA Polymerase), in the order their answers come.
  private enum CopiedBot {
    case zaiMixMarkov1Bayes, zaiAllMixMeta, tweakTheBest, zaiGHPM7SwitchMeta, zaiAllSwitchMetaCorrector
    case dllu1, rpsFixXxer, rpsMetaFix, scattershot, mcMetamanFixed, ctsMeta
    case testinonmo, testingPleaseIgnore, greenberg, iocainePowder, io2, lucker
    case centrifugalBumblepuppy4, centrifugalBumblepuppy5
    /// One of ``dnaPolymerases``, by its place there.
    case dnaPolymerase(Int)
    /// One of ``samplingFamilies``, by its place there.
    case samplingFamily(Int)
  }

  /// The copied bot the engine answers, if one identifies the other player, and the best reply to
  /// its forecast. zai_mix_markov1_bayes comes first; then, of zdg's meta-strategy bots, the one
  /// the player's moves have followed best over the game (tweak_the_best is zai_all_mix_meta
  /// retuned, so both may identify it); then dllu's bots; then RPS_FixXxer (answered, or steered
  /// while it throws at random), RPS_Meta_Fix, licatj's bots, DNA Polymerase, cts-meta, testinonmo, Testing
  /// Please Ignore, Greenberg, Iocaine Powder, Centrifugal Bumblepuppy 4 and 5 (answered, or
  /// steered while they throw at random), IO2 and Are You A Lucker?; last the sampling bots'
  /// families, unless a Kaggle agent's model identifies the player.
  private func copiedBotAnswer() -> (CopiedBot, Decision)? {
    if let answer = answer(zaiMixMarkov1Bayes?.distribution, strategy: Self.zaiMixMarkov1BayesAnswerName) {
      return (.zaiMixMarkov1Bayes, answer)
    }
    var metaModels: [(bot: CopiedBot, logOdds: Double, chances: [Double], strategy: String)] = []
    if let model = zaiAllMixMeta, let chances = model.distribution {
      metaModels.append((.zaiAllMixMeta, model.logOdds, chances, Self.zaiAllMixMetaAnswerName))
    }
    if let model = tweakTheBest, let chances = model.distribution {
      metaModels.append((.tweakTheBest, model.logOdds, chances, Self.tweakTheBestAnswerName))
    }
    if let model = zaiGHPM7SwitchMeta, let chances = model.distribution {
      metaModels.append((.zaiGHPM7SwitchMeta, model.logOdds, chances, Self.zaiGHPM7SwitchMetaAnswerName))
    }
    if let model = zaiAllSwitchMetaCorrector, let chances = model.distribution {
      metaModels.append(
        (.zaiAllSwitchMetaCorrector, model.logOdds, chances, Self.zaiAllSwitchMetaCorrectorAnswerName))
    }
    if let best = metaModels.max(by: { $0.logOdds < $1.logOdds }),
      let answer = answer(best.chances, strategy: best.strategy)
    {
      return (best.bot, answer)
    }
    if let answer = answer(dllu1?.distribution, strategy: Self.dllu1AnswerName) {
      return (.dllu1, answer)
    }
    if let answer = answer(rpsFixXxer?.distribution, strategy: Self.rpsFixXxerAnswerName) {
      return (.rpsFixXxer, answer)
    }
    if let move = rpsFixXxer?.steeringMove {
      let uniform = Array(repeating: 1 / Double(circle.count), count: circle.count)
      return (.rpsFixXxer, Decision(move: move, expected: uniform, strategy: Self.rpsFixXxerSteeringName))
    }
    if let answer = answer(rpsMetaFix?.distribution, strategy: Self.rpsMetaFixAnswerName) {
      return (.rpsMetaFix, answer)
    }
    if let answer = answer(scattershot?.distribution, strategy: Self.scattershotAnswerName) {
      return (.scattershot, answer)
    }
    if let answer = answer(mcMetamanFixed?.distribution, strategy: Self.mcMetamanFixedAnswerName) {
      return (.mcMetamanFixed, answer)
    }
    // The versions are alike, and more than one may identify the player: the likeliest answers.
    if let (index, model) = dnaPolymerases.enumerated().filter({ $0.element.identifiesPlayer })
      .max(by: { $0.element.logOdds < $1.element.logOdds }),
      let answer = answer(model.distribution, strategy: Self.dnaPolymeraseAnswerName)
    {
      return (.dnaPolymerase(index), answer)
    }
    if let answer = answer(ctsMeta?.distribution, strategy: Self.ctsMetaAnswerName) {
      return (.ctsMeta, answer)
    }
    // testinonmo grew from Testing Please Ignore, and each model may identify the other bot for a
    // few rounds: the likelier answers.
    let forebearIsLikelier =
      testingPleaseIgnore?.identifiesPlayer == true
      && (testingPleaseIgnore?.logOdds ?? 0) > (testinonmo?.logOdds ?? -.infinity)
    if !forebearIsLikelier, let answer = answer(testinonmo?.distribution, strategy: Self.testinonmoAnswerName)
    {
      return (.testinonmo, answer)
    }
    if let answer = answer(testingPleaseIgnore?.distribution, strategy: Self.testingPleaseIgnoreAnswerName) {
      return (.testingPleaseIgnore, answer)
    }
    if let answer = answer(greenberg?.distribution, strategy: Self.greenbergAnswerName) {
      return (.greenberg, answer)
    }
    if let answer = answer(iocainePowder?.distribution, strategy: Self.iocainePowderAnswerName) {
      return (.iocainePowder, answer)
    }
    // The two versions are alike, and both may identify the player for a while: the likelier
    // answers, or steers while the bot throws at random.
    let fifthIsLikelier =
      centrifugalBumblepuppy5?.identifiesPlayer == true
      && (centrifugalBumblepuppy5?.logOdds ?? 0) > (centrifugalBumblepuppy4?.logOdds ?? -.infinity)
    let fourth = centrifugalBumblepuppyDecision(centrifugalBumblepuppy4).map {
      (CopiedBot.centrifugalBumblepuppy4, $0)
    }
    let fifth = centrifugalBumblepuppyDecision(centrifugalBumblepuppy5).map {
      (CopiedBot.centrifugalBumblepuppy5, $0)
    }
    if let decision = fifthIsLikelier ? fifth ?? fourth : fourth ?? fifth {
      return decision
    }
    if let answer = answer(io2?.distribution, strategy: Self.io2AnswerName) {
      return (.io2, answer)
    }
    if let answer = answer(lucker?.distribution, strategy: Self.luckerAnswerName) {
      return (.lucker, answer)
    }
    // The sampling bots' copies come last and give way to the models of the Kaggle agents once
    // those identify the player: Memory Patterns samples too, and was taken for a RunDMC bot in
    // some games before.
    let aKaggleAgentIdentified =
      decisionTree?.identifiesPlayer == true || memoryPatterns?.identifiesPlayer == true
    guard !aKaggleAgentIdentified else { return nil }
    for (index, family) in samplingFamilies.enumerated() {
      if let answer = answer(family.distribution, strategy: family.answerName) {
        return (.samplingFamily(index), answer)
      }
    }
    return nil
  }

  /// The best reply to a model's chances, when it gives some.
  /// A Centrifugal Bumblepuppy model's answer, or while the bot throws at random its steering
  /// move, or nil while it does neither.
  private func centrifugalBumblepuppyDecision<Version>(
    _ model: DeterministicBotModel<CentrifugalBumblepuppyCopies<Version>>?
  ) -> Decision? {
    if let answer = answer(model?.distribution, strategy: Self.centrifugalBumblepuppyAnswerName) {
      return answer
    }
    guard let move = model?.steeringMove else { return nil }
    let uniform = Array(repeating: 1 / Double(circle.count), count: circle.count)
    return Decision(move: move, expected: uniform, strategy: Self.centrifugalBumblepuppySteeringName)
  }

  private func answer(_ chances: [Double]?, strategy: String) -> Decision? {
    guard let chances, let move = circle.bestReply(to: chances, from: 0) else { return nil }
    return Decision(move: move, expected: chances, strategy: strategy)
  }

  /// The plain answer to one predictor's forecast, or nil while it has none.
  private func plainAnswer(of predictor: Int) -> Decision? {
    let anchor = predictions.anchors[predictor]
    guard anchor >= 0 else { return nil }
    return Decision(
      move: anchor, expected: predictions.distribution(of: predictor, rotatedBy: 0),
      strategy: strategyNames[predictor * circle.count])
  }

  private var geometryPredictor: Int { predictorNames.count - Self.kaggleAgentNames.count }
  private var memoryPatternsPredictor: Int { geometryPredictor + 1 }
  private var decisionTreePredictor: Int { geometryPredictor + 2 }
  private var hpsDojoPredictor: Int { geometryPredictor + 3 }
  private var hpsDojoV12Predictor: Int { geometryPredictor + 4 }

  private var centrifugalBumblepuppy13Predictor: Int {
    predictorNames.count - Self.kaggleAgentNames.count - 1
  }

  /// Fills the prediction table for the coming round, in the order of ``makePredictorNames()``.
  private mutating func predict() {
    var index = 0
    for window in theirFrequencies.indices {
      predictions.set(index, from: theirFrequencies[window].counts, at: 0, circle: circle)
      predictions.set(index + 1, from: myFrequencies[window].counts, at: 0, circle: circle)
      index += 2
    }
    for kind in Self.contextKinds {
      let context = contexts[kind.rawValue]
      if context >= 0 {
        let row = theirNextAfter[kind.rawValue].row(of: context)
        predictions.set(index, from: theirNextAfter[kind.rawValue].weights, at: row, circle: circle)
        predictions.set(index + 1, from: myNextAfter[kind.rawValue].weights, at: row, circle: circle)
      } else {
        predictions.clear(index)
        predictions.clear(index + 1)
      }
      index += 2
    }
    let longestRun = longRuns.longestRow
    if longestRun >= 0 {
      predictions.set(index, from: longRuns.weights, at: longestRun, circle: circle)
      predictions.set(index + 1, from: longRuns.weights, at: longestRun + circle.count, circle: circle)
    } else {
      predictions.clear(index)
      predictions.clear(index + 1)
    }
    index += 2
    for matcher in matchers.indices {
      for horizon in Self.matchHorizons {
        if let match = matchers[matcher].longestMatch(within: horizon) {
          predictions.set(index, certain: Int(theirMoves[match.end + 1]), circle: circle)
          predictions.set(index + 1, certain: Int(myMoves[match.end + 1]), circle: circle)
        } else {
          predictions.clear(index)
          predictions.clear(index + 1)
        }
        index += 2
      }
    }
    for (slot, predictor) in matchedPredictors.enumerated() {
      matchedPlaythrough.anchors[slot] = predictions.anchors[predictor]
    }
    var slot = 0
    for matcher in matchers.indices {
      for cap in Self.opponentMatchCaps {
        // Anchors as the prediction table makes them: the best reply to a certain move.
        if let match = matchers[matcher].longestMatch(within: Self.matchMemory, upTo: cap) {
          cappedPlaythrough.anchors[slot] = circle.rotate(Int(theirMoves[match.end + 1]), by: 1)
          cappedPlaythrough.anchors[slot + 1] = circle.rotate(Int(myMoves[match.end + 1]), by: 1)
        } else {
          cappedPlaythrough.anchors[slot] = -1
          cappedPlaythrough.anchors[slot + 1] = -1
        }
        slot += 2
      }
    }
    Self.forecast(&matchedPlaythrough, into: &predictions, from: &index, circle: circle)
    Self.forecast(&cappedPlaythrough, into: &predictions, from: &index, circle: circle)
    for model in metaStrategists.indices {
      metaStrategists[model].update(matchers: matchers, theirMoves: theirMoves, myMoves: myMoves)
      let move = metaStrategists[model].forecast
      if move >= 0 {
        predictions.set(index, certain: move, circle: circle)
      } else {
        predictions.clear(index)
      }
      index += 1
    }
    assert(index == centrifugalBumblepuppy13Predictor)
    if let distribution = centrifugalBumblepuppy13?.distribution {
      predictions.set(index, from: distribution, at: 0, circle: circle)
    } else {
      predictions.clear(index)
    }
    index += 1
    geometry?.update(pairs: matchers[2], myMoves: myMoves)
    memoryPatterns?.update(theirMoves: theirMoves, myMoves: myMoves)
    decisionTree?.update(theirMoves: theirMoves, myMoves: myMoves)
    hpsDojo?.update(theirMoves: theirMoves, myMoves: myMoves)
    hpsDojoV12?.update(theirMoves: theirMoves, myMoves: myMoves)
    ucb7?.update(theirMoves: theirMoves, myMoves: myMoves)
    zaiMixMarkov1Bayes?.update(theirMoves: theirMoves, myMoves: myMoves)
    dllu1?.update(matchers: matchers, theirMoves: theirMoves, myMoves: myMoves)
    zaiAllMixMeta?.update(theirMoves: theirMoves, myMoves: myMoves)
    tweakTheBest?.update(theirMoves: theirMoves, myMoves: myMoves)
    zaiGHPM7SwitchMeta?.update(theirMoves: theirMoves, myMoves: myMoves)
    zaiAllSwitchMetaCorrector?.update(theirMoves: theirMoves, myMoves: myMoves)
    rpsFixXxer?.update(theirMoves: theirMoves, myMoves: myMoves)
    rpsMetaFix?.update(theirMoves: theirMoves, myMoves: myMoves)
    scattershot?.update(theirMoves: theirMoves, myMoves: myMoves)
    mcMetamanFixed?.update(theirMoves: theirMoves, myMoves: myMoves)
    for variant in dnaPolymerases.indices {
      dnaPolymerases[variant].update(theirMoves: theirMoves, myMoves: myMoves)
    }
    ctsMeta?.update(theirMoves: theirMoves, myMoves: myMoves)
    testinonmo?.update(theirMoves: theirMoves, myMoves: myMoves)
    testingPleaseIgnore?.update(theirMoves: theirMoves, myMoves: myMoves)
    greenberg?.update(theirMoves: theirMoves, myMoves: myMoves)
    iocainePowder?.update(theirMoves: theirMoves, myMoves: myMoves)
    centrifugalBumblepuppy4?.update(theirMoves: theirMoves, myMoves: myMoves)
    centrifugalBumblepuppy5?.update(theirMoves: theirMoves, myMoves: myMoves)
    io2?.update(theirMoves: theirMoves, myMoves: myMoves)
    lucker?.update(theirMoves: theirMoves, myMoves: myMoves)
    for family in samplingFamilies.indices {
      samplingFamilies[family].update(theirMoves: theirMoves, myMoves: myMoves)
    }
    if let distribution = geometry?.distribution {
      predictions.set(index, from: distribution, at: 0, circle: circle)
    } else {
      predictions.clear(index)
    }
    if let distribution = memoryPatterns?.distribution {
      predictions.set(index + 1, from: distribution, at: 0, circle: circle)
    } else {
      predictions.clear(index + 1)
    }
    if let distribution = decisionTree?.distribution {
      predictions.set(index + 2, from: distribution, at: 0, circle: circle)
    } else {
      predictions.clear(index + 2)
    }
    // Published in the even rounds too, where its answer is a constant move: that makes the
    // engine easier for the agent to read, so it throws by its strategies more often, and those
    // are foretold (+34 over 60 seeds, against +15 when published only while it leans; the biased
    // bot of the suite loses 1.6 points of its share, docs/engine-field.md).
    if let distribution = hpsDojo?.distribution {
      predictions.set(index + 3, from: distribution, at: 0, circle: circle)
    } else {
      predictions.clear(index + 3)
    }
    // Only while luring (as of the round before: the lure learns this round after the model), and
    // while a strategy would choose its throw: otherwise it throws at random, and unlured it
    // hardly ever throws by a strategy.
    if hpsDojoLure.isLuring, let model = hpsDojoV12, model.expectsStrategy,
      let distribution = model.distribution
    {
      predictions.set(index + 4, from: distribution, at: 0, circle: circle)
    } else {
      predictions.clear(index + 4)
    }
  }

  /// Sets one predictor from `index` on for each of the play-through's forecasts.
  private static func forecast(
    _ playthrough: inout OpponentPlaythrough, into predictions: inout PredictionTable, from index: inout Int,
    circle: MoveCircle
  ) {
    playthrough.forecast(circle: circle)
    for move in playthrough.forecasts {
      if move >= 0 {
        predictions.set(index, certain: move, circle: circle)
      } else {
        predictions.clear(index)
      }
      index += 1
    }
  }

  private static func makePredictorNames() -> [String] {
    var names: [String] = []
    for window in frequencyWindows {
      let span = window.map { "the last \($0) rounds" } ?? "all rounds"
      names.append("your most frequent move over \(span)")
      names.append("the computer's most frequent move over \(span)")
    }
    for kind in ContextKind.allCases {
      names.append("your usual move after \(kind.description)")
      names.append("the computer's usual move after \(kind.description)")
    }
    names.append("your usual move after the same run of the last few rounds")
    names.append("the computer's usual move after the same run of the last few rounds")
    for sequence in ["your moves", "the computer's moves", "both players' moves"] {
      for horizon in matchHorizons {
        let span = horizon == matchMemory ? "" : " within the last \(horizon) rounds"
        names.append("your move after the same run of \(sequence)\(span)")
        names.append("the computer's move after the same run of \(sequence)\(span)")
      }
    }
    for scoring in opponentScorings {
      // A score fading by d a round remembers about 1 / (1 − d) rounds.
      let rounds = scoring.resetOnLoss ? 0 : Int((1 / (1 - scoring.decay)).rounded())
      let span =
        scoring.resetOnLoss
        ? "since it last lost" : rounds == 1 ? "in the last round" : "over about \(rounds) rounds"
      names.append("your move if you keep to what has been winning for you \(span)")
    }
    for name in names.suffix(opponentScorings.count) {
      names.append("\(name), matching only your last few rounds")
    }
    for style in metaStrategistStyles {
      names.append("your move if you choose among what has been winning for you as \(style.name) does")
    }
    names.append(
      "your move if you choose among what has been winning for you as Centrifugal Bumblepuppy 13 does, chance and all"
    )
    for agent in kaggleAgentNames {
      names.append("your move if you answer the computer's usual throws as \(agent) does")
    }
    return names
  }

  private static func strategyName(_ predictor: String, rotation: Int) -> String {
    // A rotation plays the move that beats the one beating the prediction, and so on: it
    // second-guesses a player who saw the plain counter coming.
    switch rotation {
    case 0: "beat \(predictor)"
    case 1: "beat \(predictor), second-guessed once"
    case 2: "beat \(predictor), second-guessed twice"
    default: "beat \(predictor), second-guessed \(rotation) times"
    }
  }
}
