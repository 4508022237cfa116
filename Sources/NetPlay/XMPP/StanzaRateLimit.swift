/// At most `limit` stanzas in any window of `seconds` (counted in fixed windows): a peer that
/// floods the match is out of the rules, and strangers' stanzas beyond it are dropped unread.
struct StanzaRateLimit: Sendable {
  let limit: Int
  let seconds: Double
  private var windowStart = -Double.infinity
  private var count = 0

  init(limit: Int, seconds: Double) {
    self.limit = limit
    self.seconds = seconds
  }

  /// Counts one stanza at `now`; false once the window holds more than `limit`.
  mutating func admit(now: Double) -> Bool {
    if now >= windowStart + seconds {
      windowStart = now
      count = 0
    }
    count += 1
    return count <= limit
  }
}
