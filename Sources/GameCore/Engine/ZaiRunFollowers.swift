/// zdg's history matching, shared by zai_mix_history's readings (``ZaiHistoryMatch``,
/// ``ZaiOpponentsShoes``): for every run of up to ``longestRun`` rounds, where it last ended, as
/// the index of the round that followed it. A round is a code below 10 (the bot's move, or both
/// players' moves as own × 3 + other).
struct ZaiRunFollowers: Sendable {
  let longestRun: Int
  private var codes: [Int] = []
  private var followers: [Int: Int] = [:]

  init(longestRun: Int) {
    self.longestRun = longestRun
  }

  /// Adds a round, and records where the runs ending the round before it led.
  mutating func append(_ code: Int) {
    codes.append(code)
    let count = codes.count
    for order in 0..<min(longestRun, count - 1) {
      followers[key(from: count - order - 2, to: count - 1)] = count - 1
    }
  }

  /// The round that followed the latest earlier occurrence of the run of `length` rounds ending
  /// the history, if there was one.
  func follower(ofRunOfLength length: Int) -> Int? {
    followers[key(from: codes.count - length, to: codes.count)]
  }

  /// A run as a number, its length included.
  private func key(from start: Int, to end: Int) -> Int {
    var key = 1
    for index in start..<end { key = key * 10 + codes[index] + 1 }
    return key
  }
}
