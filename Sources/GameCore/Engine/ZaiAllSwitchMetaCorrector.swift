/// The rpscontest bot zai_all_switch_meta_corrector (zdg; the rpscontest archive of t-vaudry/RPS),
/// from its side of the table, but for chance.
///
/// zai_ghpm7_all_switch_meta (``ZaiGHPM7SwitchMeta``) with runs of up to 6 rounds
/// (``ZaiSwitchStrategies``), whose six meta-strategies are chosen by a corrector that remembers
/// how they did in the round after each of its earlier (payoff, meta-strategy) rounds
/// (``MetaCorrectorBranches``). Its only chance is in ties, which the branches follow.
struct ZaiAllSwitchMetaCorrector: Sendable {
  private var strategies = ZaiSwitchStrategies(order: 6)
  private(set) var metas = MetaCorrectorBranches(decay: 0.94)
  private var rounds = 0

  /// The chances of the bot's next throw.
  var distribution: [Double] { metas.distribution }

  /// Learns a round: the bot's throw and the other player's. The first throw is at random; the
  /// meta-strategies start with the second.
  mutating func record(own: Int, other: Int) {
    metas.keep(throwing: own)
    if rounds > 0 { metas.score(other: other, payoff: (own - other + 3) % 3) }
    rounds += 1
    let (replies, reverseReplies) = strategies.record(own: own, other: other)
    metas.branch(replies: replies, reverseReplies: reverseReplies)
  }

  /// Keeps one way the ties may have gone, as the bot itself has: for playing as the bot.
  mutating func keepBranch(at index: Int) {
    metas.keepBranch(at: index)
  }
}
