extension [Int] {
  /// For every place but the last, how many values ending there agree with the values that end
  /// the array (at most `cap`, and shorter than the array), written into `agreement`; returns
  /// the largest, 0 for an array of fewer than two values. The latest run's earlier
  /// occurrences of a length end where the agreement is at least that length: the bots'
  /// `find` and `rfind` over all but the last value (``RPSFixXxer``, ``RPSMetaFix``).
  func runAgreement(cap: Int, into agreement: inout [Int]) -> Int {
    agreement.removeAll(keepingCapacity: true)
    let last = count - 1
    let cap = Swift.min(cap, last)
    guard cap >= 1 else { return 0 }
    var longest = 0
    for end in 0..<last {
      var length = 0
      while length < Swift.min(cap, end + 1) && self[end - length] == self[last - length] {
        length += 1
      }
      agreement.append(length)
      longest = Swift.max(longest, length)
    }
    return longest
  }
}
