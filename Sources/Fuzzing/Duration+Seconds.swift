extension Duration {
  /// The duration in seconds, as a number.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
