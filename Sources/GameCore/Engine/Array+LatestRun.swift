extension [UInt8] {
  /// The longest run (at most `cap` long) that ends the history and was played before, ending
  /// before the history's latest move, with the place after its latest earlier occurrence; nil if
  /// even the latest move was never played before. This is the rpscontest bots' search
  /// (`while j >= 1 and not h[n-j:n] in h[0:n-1]: j -= 1`, then `h.rfind(h[n-j:n], 0, n-1) + j`).
  func latestRun(cap: Int) -> (length: Int, next: Int)? {
    let last = count - 1
    var longest = 0
    var place: Int?
    withUnsafeBufferPointer { symbols in
      // From the latest end backwards, so the first of the longest is the latest.
      var end = last - 1
      while end >= 0 {
        var length = 0
        while length < cap, end - length >= 0, symbols[end - length] == symbols[last - length] {
          length += 1
        }
        if length > longest {
          longest = length
          place = end + 1
          if length == cap { break }
        }
        end -= 1
      }
    }
    return place.map { (longest, $0) }
  }
}
