import Testing

@testable import GameCore

@Suite("zdg's meta-strategy bots modelled")
struct ZaiMetaTests {
  /// The four bots, each with a recorded game of the public bot (scripts/engine-field's copy)
  /// against random throws: Python's random seeded with 13 for zai_all_mix_meta
  /// (rpsbots/bot13.py), 19 for tweak_the_best (rpsbots/bot1.py), 17 for
  /// zai_ghpm7_all_switch_meta (zaighpm7allswitchmeta.py), 23 for zai_all_switch_meta_corrector
  /// (zaiallswitchmetacorrector.py; the random throws from `random.Random(123)`).
  enum ZaiBot: String, CaseIterable, Sendable {
    case allMix = "zai_all_mix_meta"
    case tweak = "tweak_the_best"
    case ghpm7 = "zai_ghpm7_all_switch_meta"
    case corrector = "zai_all_switch_meta_corrector"

    var recordedGame: (own: [Character], other: [Character]) {
      switch self {
      case .allMix:
        (
          Array(
            "PPPPRSRPSSSRPPPRPPSRPSRPSPRSPSPSRSSSSPSSSRPSPRSSSRPRPRPPRRPRRRRSPPPRPSRRRSRSPPPRRSPRSRRSRPRRRPSSPRPRRRPRSPPPSPPPRPRSSPPP"
          ),
          Array(
            "RSSSSRPSPPSRSPPPSPPRPRPPPPSSSRRSSSPRRSRRSPRRPRPPSPSRSSRSSSSPRRSPSSRPPSRPPSPRRRPPRRRSPRSSSRPPSRSPPPPPPPSRPPPRPSPRSRPSPSPR"
          )
        )
      case .tweak:
        (
          Array(
            "SRSPPRPPPRSSRRSSRRPRPSPPPSSPPPPSSPPRRPPRSPRRRSRPSPRPRSRSRRSRSRSSRPRRSRSPRSRSPRSSRPSPSRPRSSRSRPRSPSSPRSRPRRRPRSRPSRPRSRSP"
          ),
          Array(
            "SSRPSSRPSRRPPRRRPPSPPRRPSSPPPRSSPPRRSRRRRRRPSPPSPRSRRPSRRSRRRSSPPRSSPSSPRSPSPRRPSRSRSPPRRSRSRPRRRRPRSPSSPPSSRSRRPSPRRSSR"
          )
        )
      case .ghpm7:
        (
          Array(
            "SSPSRPRPPPRSRPSPSSPRSPPRPPPPSRSRSPSRSRSPRSPRRRRRRRRPSRSRRPSRSRPSPSSRRRRRRRPSSSSRPSSRRPRRRPSPSRPPSSRSSSPSRPPPRPRSPPRRPSSR"
          ),
          Array(
            "RRSPPRRPSPRPPPPRPSRPSSRRRRRSPSSRSPRSPPRPPRSPSPSSSPPSSPSRPPSSRPSSRRRSSPRPSPSRSRSPSPSSPRPRPRPRRSRSPRSPSSSSRRSRPPPRPPRPSPSS"
          )
        )
      case .corrector:
        (
          Array(
            "PSSPSPPRRPSSSPRSRPSSPPRPSRRRRPSRPSRSPRSPPSSRRPSSRPSRRSRPRRPRSSRSPRPRPRRSRPSPPRSSSRPRPSRPPRSPRSPSPSPRPSSPRRPRPPRPRSRRSPRS"
          ),
          Array(
            "RPRPPRRPSSPPRRRPSPSRRRPRSPRRPSPRRRSRRRPPSPPPRPPSPRSSSSPRPSSPSSSSSPSSPPSRSRSRPSPRPPSPRSPPSPRRSRSPRPRPSSSRSPPSSRSPRRSPPPRR"
          )
        )
      }
    }

    /// In how many rounds of the 120 the copy names the bot's throw alone: fewer for the corrector,
    /// whose tied scores leave it more picks among the meta-strategies.
    var minimumSureRounds: Int { self == .corrector ? 80 : 100 }

    /// For each round of the recorded game: the chances the copy gave the bot's throw beforehand,
    /// and whether it was sure of it.
    func replay() -> [(chance: Double, sure: Bool)] {
      switch self {
      case .allMix: Self.replay(ZaiAllMixMeta(), game: recordedGame)
      case .tweak: Self.replay(TweakTheBest(), game: recordedGame)
      case .ghpm7: Self.replay(ZaiGHPM7SwitchMeta(), game: recordedGame)
      case .corrector: Self.replay(ZaiAllSwitchMetaCorrector(), game: recordedGame)
      }
    }

    /// The net score of the hard engine in games of 1000 rounds against the bot, one per seed.
    func hardEngineNets(seeds: [UInt64]) -> [Int] {
      seeds.map { seed in
        switch self {
        case .allMix:
          var agent = ZaiMetaAgent<ZaiAllMixMeta>(seed: seed + 200)
          return hardEngineNet(seed: seed, against: &agent, rounds: 1000)
        case .tweak:
          var agent = ZaiMetaAgent<TweakTheBest>(seed: seed + 200)
          return hardEngineNet(seed: seed, against: &agent, rounds: 1000)
        case .ghpm7:
          var agent = ZaiMetaAgent<ZaiGHPM7SwitchMeta>(seed: seed + 200)
          return hardEngineNet(seed: seed, against: &agent, rounds: 1000)
        case .corrector:
          var agent = ZaiMetaAgent<ZaiAllSwitchMetaCorrector>(seed: seed + 200)
          return hardEngineNet(seed: seed, against: &agent, rounds: 1000)
        }
      }
    }

    /// The rounds the model took to identify the bot playing against random throws, or −1.
    func roundsToIdentify(seed: UInt64) -> Int {
      switch self {
      case .allMix:
        Self.roundsToIdentify(ZaiMetaModel<ZaiAllMixMeta>(), ZaiMetaAgent<ZaiAllMixMeta>(seed: seed), seed)
      case .tweak:
        Self.roundsToIdentify(ZaiMetaModel<TweakTheBest>(), ZaiMetaAgent<TweakTheBest>(seed: seed), seed)
      case .ghpm7:
        Self.roundsToIdentify(
          ZaiMetaModel<ZaiGHPM7SwitchMeta>(), ZaiMetaAgent<ZaiGHPM7SwitchMeta>(seed: seed), seed)
      case .corrector:
        Self.roundsToIdentify(
          ZaiMetaModel<ZaiAllSwitchMetaCorrector>(), ZaiMetaAgent<ZaiAllSwitchMetaCorrector>(seed: seed), seed
        )
      }
    }

    static func replay(
      _ copy: some ZaiMetaCopy, game: (own: [Character], other: [Character])
    ) -> [(
      chance: Double, sure: Bool
    )] {
      var copy = copy
      var rounds: [(chance: Double, sure: Bool)] = []
      for round in game.own.indices {
        let move = index(of: game.own[round])
        rounds.append((copy.distribution[move], copy.distribution.max() == 1))
        copy.record(own: move, other: index(of: game.other[round]))
      }
      return rounds
    }

    private static func roundsToIdentify<Copy>(
      _ model: ZaiMetaModel<Copy>, _ agent: ZaiMetaAgent<Copy>, _ seed: UInt64
    ) -> Int {
      var model = model
      var agent = agent
      let rounds = playAgainstRandomThrows(&agent, seed: seed + 50) { theirs, mine in
        model.update(theirMoves: theirs, myMoves: mine)
        return model.identifiesPlayer || model.isStopped
      }
      return model.identifiesPlayer ? rounds : -1
    }

    private static func index(of letter: Character) -> Int {
      ["R": 0, "P": 1, "S": 2][letter] ?? -1
    }
  }

  @Test(
    "allows the real bot's throw in every round of a recorded game, and names it alone in most",
    arguments: ZaiBot.allCases)
  func followsTheRealBot(bot: ZaiBot) {
    // Act
    let rounds = bot.replay()

    // Assert: the first throw is at random; ties come while the scores are whole numbers.
    let missed = rounds.indices.dropFirst().filter { rounds[$0].chance == 0 }
    #expect(missed.isEmpty, "missed in rounds \(missed)")
    #expect(
      rounds.filter(\.sure).count >= bot.minimumSureRounds,
      "sure in \(rounds.filter(\.sure).count) rounds of 120")
  }

  @Test("tells tweak_the_best from zai_all_mix_meta, though they differ only in how fast scores fade")
  func tellsTheTuningApart() {
    // Act: tweak_the_best's recorded game, replayed through a copy of zai_all_mix_meta.
    let rounds = ZaiBot.replay(ZaiAllMixMeta(), game: ZaiBot.tweak.recordedGame)

    // Assert: the first throw is at random.
    let missed = rounds.indices.dropFirst().filter { rounds[$0].chance == 0 }
    #expect(!missed.isEmpty, "zai_all_mix_meta's copy allowed every throw of tweak_the_best")
  }

  @Test("identifies the bot within a few dozen rounds", arguments: ZaiBot.allCases)
  func identifiesTheBot(bot: ZaiBot) {
    // Act: six games against a player who throws at random.
    let identified = (UInt64(1)...6).map { bot.roundsToIdentify(seed: $0) }

    // Assert
    #expect(identified.allSatisfy { (9...40).contains($0) }, "identified after \(identified) rounds")
  }

  @Test(
    "rules out players who are not the bots within a few dozen rounds, and stops",
    arguments: [Bot.random, .constant, .cycle, .beatLast, .beatMostFrequent, .deBruijn])
  func rulesOutOthers(bot: Bot) {
    // Arrange
    var player = bot.makeOpponent(seed: 4)
    var allMix = ZaiMetaModel<ZaiAllMixMeta>()
    var tweak = ZaiMetaModel<TweakTheBest>()
    var ghpm7 = ZaiMetaModel<ZaiGHPM7SwitchMeta>()
    var corrector = ZaiMetaModel<ZaiAllSwitchMetaCorrector>()
    var everIdentified = false

    // Act
    let rounds = playAgainstRandomThrows(&player, seed: 9) { theirs, mine in
      allMix.update(theirMoves: theirs, myMoves: mine)
      tweak.update(theirMoves: theirs, myMoves: mine)
      ghpm7.update(theirMoves: theirs, myMoves: mine)
      corrector.update(theirMoves: theirs, myMoves: mine)
      everIdentified =
        everIdentified || allMix.identifiesPlayer || tweak.identifiesPlayer || ghpm7.identifiesPlayer
        || corrector.identifiesPlayer
      return allMix.isStopped && tweak.isStopped && ghpm7.isStopped && corrector.isStopped
    }

    // Assert
    #expect(allMix.isStopped && tweak.isStopped && ghpm7.isStopped && corrector.isStopped)
    #expect(!everIdentified)
    #expect(rounds <= 40, "stopped after \(rounds) rounds")
  }

  @Test(
    "lets the hard engine answer the bot's throws and beat it nearly every round", arguments: ZaiBot.allCases)
  func hardEngineBeatsTheBot(bot: ZaiBot) {
    // Arrange: before the models, the engine won 8.7 a 1000 rounds against the real
    // zai_all_mix_meta, 8.2 against tweak_the_best and 18.9 against zai_ghpm7_all_switch_meta,
    // over 100 games each (docs/engine-field.md).
    let seeds: [UInt64] = [1, 2, 3, 4]

    // Act
    let nets = bot.hardEngineNets(seeds: seeds)

    // Assert
    #expect(nets.allSatisfy { $0 >= 900 }, "the engine's net score in each game of 1000 rounds: \(nets)")
  }
}
