import Foundation
import GameCore
import ViewKit

/// Seeded window sizes in whole points from 1 to 16384 a side (the most `--size` allows): the
/// extremes, squares and near-squares (where portrait and landscape meet), and sizes spread
/// evenly on a logarithmic scale, so tiny, ordinary and huge windows all come up.
public struct WindowSizeSampler {
  public static let largestSide = 16384.0

  /// Sizes that must always be tried: the corners of the range, squares and their neighbours.
  public static let extremes: [Size] = [
    Size(width: 1, height: 1), Size(width: 1, height: 16384), Size(width: 16384, height: 1),
    Size(width: 16384, height: 16384), Size(width: 2, height: 1), Size(width: 1, height: 2),
    Size(width: 600, height: 600), Size(width: 601, height: 600), Size(width: 600, height: 601),
    Size(width: 16384, height: 16383), Size(width: 16383, height: 16384), Size(width: 320, height: 16384),
    Size(width: 16384, height: 240), Size(width: 50, height: 50),
  ]

  private var generator: SeededGenerator

  public init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  /// The next size: one in twenty an extreme, then squares, near-squares, and the rest spread
  /// over the whole range.
  public mutating func next() -> Size {
    let kind = generator.nextUnit()
    if kind < 0.05 {
      return generator.pick(from: WindowSizeSampler.extremes)
    }
    if kind < 0.15 {
      let side = side()
      return Size(width: side, height: side)
    }
    if kind < 0.25 {
      let side = side()
      let other = min(WindowSizeSampler.largestSide, max(1, side + (generator.nextUnit() < 0.5 ? -1 : 1)))
      return Size(width: side, height: other)
    }
    return Size(width: side(), height: side())
  }

  /// An ordinary window: 200 to 2600 points a side.
  public mutating func nextOrdinary() -> Size {
    Size(
      width: 200 + (generator.nextUnit() * 2400).rounded(),
      height: 200 + (generator.nextUnit() * 2400).rounded())
  }

  /// A whole number of points from 1 to 16384, uniform on a logarithmic scale.
  private mutating func side() -> Double {
    (exp(generator.nextUnit() * log(WindowSizeSampler.largestSide))).rounded().clamped(
      to: 1...WindowSizeSampler.largestSide)
  }
}

extension Double {
  fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
    Swift.min(range.upperBound, Swift.max(range.lowerBound, self))
  }
}
