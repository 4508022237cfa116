/// A small, fast, seedable random number generator (SplitMix64), so that a seed replays a game.
public struct SeededGenerator: RandomNumberGenerator, Sendable, Hashable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  /// A generator seeded from the system's random source.
  public static func unseeded() -> SeededGenerator {
    var system = SystemRandomNumberGenerator()
    return SeededGenerator(seed: system.next())
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

extension SeededGenerator {
  /// A number in 0..<1 with 53 random bits.
  public mutating func nextUnit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// One of `choices`, which must not be empty, each as likely as the others. (The remainder of
  /// one output, not the standard library's `randomElement(using:)`, so that a seed replays the
  /// same choices whatever the Swift version.)
  public mutating func pick<Element>(from choices: [Element]) -> Element {
    choices[Int(next() % UInt64(choices.count))]
  }
}
