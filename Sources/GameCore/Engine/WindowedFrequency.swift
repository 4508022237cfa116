/// How often each move came in the last `window` moves of a sequence (or in all of it), kept up to
/// date one move at a time.
struct WindowedFrequency: Sendable {
  /// Nil counts every move ever added.
  let window: Int?
  private(set) var counts: [Double]
  /// The moves inside the window, oldest first from `oldest`; only used with a window.
  private var recent: [Int] = []
  private var oldest = 0

  init(moveCount: Int, window: Int?) {
    precondition(window.map { $0 > 0 } ?? true, "a window holds at least one move")
    self.window = window
    counts = Array(repeating: 0, count: moveCount)
  }

  mutating func add(_ move: Int) {
    counts[move] += 1
    guard let window else { return }
    if recent.count < window {
      recent.append(move)
    } else {
      counts[recent[oldest]] -= 1
      recent[oldest] = move
      oldest = (oldest + 1) % window
    }
  }
}
