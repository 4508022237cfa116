extension Round {
  /// The same round seen from the other side: the throws swap and the outcome is worked out again.
  public func mirrored(under rules: Rules) -> Round {
    Round(player: computer, computer: player, rules: rules)
  }
}
