import GameCore

extension SeededGenerator {
  /// A move of `rules` other than `excluded` (any move when it is nil), each as likely.
  mutating func pickMove(of rules: Rules, except excluded: Move?) -> Move {
    pick(from: rules.moves.filter { $0 != excluded })
  }
}
