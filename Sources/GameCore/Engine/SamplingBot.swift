/// A public bot that draws its throw with chances that follow from the rounds, in one or more
/// variants (``SamplingBotModel`` tells them apart).
protocol SamplingBot: Sendable {
  associatedtype Variant: Sendable
  static var variants: [Variant] { get }
  init(variant: Variant)
  /// The chance of each of the bot's next throws.
  var chances: SIMD3<Double> { get }
  /// Learns a round: the bot's throw and the other player's.
  mutating func record(own: Int, other: Int)
}
