import GameCore

/// Two opponents playing each other, each seeing the rounds from its own side.
///
/// ``Opponent`` is written for the computer's side of a ``Game``: in `history`, `.computer` is the
/// opponent itself and `.player` the other side. Here both sides are opponents, so the duel keeps
/// two views of the same rounds: the engine's (the bot as player) and the bot's (mirrored, the
/// engine as player). Both throws are committed before either is revealed.
public struct Duel: Sendable {
  public let rules: Rules
  private var engine: any Opponent
  private var bot: any Opponent
  /// The rounds as the engine sees them: `.player` is the bot, `.computer` the engine.
  public private(set) var rounds: [Round] = []
  /// The same rounds as the bot sees them.
  private var botView: [Round] = []

  public init(engine: any Opponent, bot: any Opponent, rules: Rules) {
    self.engine = engine
    self.bot = bot
    self.rules = rules
  }

  /// Plays one round and returns it from the engine's side.
  @discardableResult
  public mutating func playRound() -> Round {
    let engineMove = engine.nextThrow(after: rounds, rules: rules)
    let botMove = bot.nextThrow(after: botView, rules: rules)
    let round = Round(player: botMove, computer: engineMove, rules: rules)
    rounds.append(round)
    botView.append(round.mirrored(under: rules))
    return round
  }

  /// The engine's wins minus its losses so far.
  public var engineNet: Int {
    let score = Score(rounds: rounds)
    return score.computer - score.player
  }
}
