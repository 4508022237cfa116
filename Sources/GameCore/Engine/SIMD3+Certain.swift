extension SIMD3 where Scalar == Double {
  /// Chances certain of one throw: 1 for `move`, 0 for the others. The copied bots' agents and
  /// guesses that name one throw give their chances this way.
  static func certain(_ move: Int) -> Self {
    var chances = Self(repeating: 0)
    chances[move] = 1
    return chances
  }
}
