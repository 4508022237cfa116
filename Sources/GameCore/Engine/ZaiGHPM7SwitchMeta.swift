/// The rpscontest bot zai_ghpm7_all_switch_meta (zdg; the rpscontest archive of t-vaudry/RPS),
/// from its side of the table, but for chance.
///
/// Its eighteen strategies look back on runs of up to 7 rounds (``ZaiSwitchStrategies``); the
/// best of each of their two scorings gives a reply, and the replies make the six
/// meta-strategies (``MetaStrategyBranches``), scored, fading by 0.94, by what they would have won
/// or lost, whose best the bot throws. Its only chance is in ties, which the branches follow.
struct ZaiGHPM7SwitchMeta: Sendable {
  private var strategies = ZaiSwitchStrategies(order: 7)
  private(set) var metas = MetaStrategyBranches(decay: ZaiSwitchStrategies.decay)
  private var rounds = 0

  /// The chances of the bot's next throw.
  var distribution: [Double] { metas.distribution }

  /// Learns a round: the bot's throw and the other player's. The first throw is at random; the
  /// meta-strategies start with the second.
  mutating func record(own: Int, other: Int) {
    metas.keep(throwing: own)
    if rounds > 0 { metas.score(other: other) }
    rounds += 1
    let (replies, reverseReplies) = strategies.record(own: own, other: other)
    metas.branch(replies: replies, reverseReplies: reverseReplies)
  }

  /// Keeps one way the ties may have gone, as the bot itself has: for playing as the bot.
  mutating func keepBranch(at index: Int) {
    metas.keepBranch(at: index)
  }
}
