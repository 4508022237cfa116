/// The rpscontest bot tweak_the_best (first on the leaderboard of the rpscontest archive of
/// JoseJoy249/Rock_paper_scissors_agent), from its side of the table, but for chance: it is
/// zai_all_mix_meta (``ZaiAllMixMeta``) with its strategies' scores fading by 0.981 a round and its
/// meta-strategies' by 0.979, where that bot has 0.98 for both.
struct TweakTheBest: ZaiMetaCopy {
  private var copy = ZaiAllMixMeta(decay: 0.981, metaDecay: 0.979)

  var distribution: [Double] { copy.distribution }
  var metas: MetaStrategyBranches { copy.metas }

  mutating func record(own: Int, other: Int) {
    copy.record(own: own, other: other)
  }

  mutating func keepBranch(at index: Int) {
    copy.keepBranch(at: index)
  }
}
