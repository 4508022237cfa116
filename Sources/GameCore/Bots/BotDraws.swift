/// Where a copied bot's draws come from: its own seeded generator, or, to check the copy against
/// the real bot, the draws that bot made, in order.
enum BotDraws: Sendable {
  case generated(SeededGenerator)
  case recorded([UInt8], next: Int)

  /// One of `options`, each as likely as it is frequent there.
  mutating func draw(from options: [UInt8]) -> UInt8 {
    switch self {
    case .generated(var generator):
      let draw = options[Int(generator.next() % UInt64(options.count))]
      self = .generated(generator)
      return draw
    case .recorded(let draws, let next):
      precondition(next < draws.count && options.contains(draws[next]), "the recorded draw fits the options")
      self = .recorded(draws, next: next + 1)
      return draws[next]
    }
  }
}
