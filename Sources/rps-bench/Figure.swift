import Foundation
import RPSApp

/// One measured figure: a median, the floor it is compared with (measured in the same run), and
/// the target it must meet. Every key is written to JSON, null when it has no value, so that
/// every figure has the same shape.
struct Figure: Encodable {
  enum Status: String, Codable {
    case pass, fail
    /// Not measured: the thing measured does not exist here (no accelerated renderer, say).
    case unavailable
  }

  /// What the limit applies to: the ratio value / floor, or the value itself.
  enum LimitOf: String, Codable {
    case ratio, value
  }

  enum Comparison: String, Codable {
    case atMost, atLeast
  }

  /// The benchmark group: frame, resize, layout, stats, startup, memory or engine.
  let group: String
  /// What was measured, such as "pad landscape, history 1920x1080".
  let name: String
  /// The renderer's name for frame and resize figures ("software", "opengl"), else nil.
  @WrittenAsNull private(set) var renderer: String?
  /// The unit of `value` and `floor`: "ms", "µs", "MB" or "rounds/s".
  let unit: String
  /// The median measured, or nil when unavailable.
  @WrittenAsNull private(set) var value: Double?
  /// What the floor is, in a few words.
  let floorName: String
  /// The floor's median, in `unit`, or nil when unavailable.
  @WrittenAsNull private(set) var floor: Double?
  /// The median of the ratios of paired samples (each sample beside the floor's taken next to
  /// it: steadier on a shared machine than the ratio of the two medians), else value / floor;
  /// nil when either is missing or the target is on the value itself.
  @WrittenAsNull private(set) var ratio: Double?
  /// The target: `limitOf` (ratio or value) `comparison` (atMost, atLeast) `limit`.
  let limitOf: LimitOf
  let comparison: Comparison
  let limit: Double
  let status: Status
  /// Whether the target is one the benchmark is held to: a missed one fails the run. The others
  /// (other sizes, the accelerated renderer) use the same target, for comparison.
  let required: Bool
  /// Why a figure is unavailable, or anything else worth knowing about it.
  @WrittenAsNull private(set) var note: String?

  init(
    group: String, name: String, renderer: String? = nil, unit: String, value: Double?, floorName: String,
    floor: Double?, limitOf: LimitOf = .ratio, comparison: Comparison = .atMost, limit: Double,
    required: Bool = true, pairedRatio: Double? = nil, note: String? = nil
  ) {
    self.required = required
    self.group = group
    self.name = name
    self.renderer = renderer
    self.unit = unit
    self.value = value.map { Figure.rounded($0) }
    self.floorName = floorName
    self.floor = floor.map { Figure.rounded($0) }
    self.limitOf = limitOf
    self.comparison = comparison
    self.limit = limit
    self.note = note
    let ratio: Double? =
      if limitOf == .ratio, let value, let floor, floor > 0 { pairedRatio ?? value / floor } else { nil }
    self.ratio = ratio.map { Figure.rounded($0) }
    let checked = limitOf == .ratio ? ratio : value
    if let checked {
      let passes = comparison == .atMost ? checked <= limit : checked >= limit
      status = passes ? .pass : .fail
    } else {
      status = .unavailable
    }
  }

  /// An unavailable figure, with the reason.
  static func unavailable(
    group: String, name: String, renderer: String?, unit: String, floorName: String, limit: Double,
    required: Bool = true, reason: String
  ) -> Figure {
    Figure(
      group: group, name: name, renderer: renderer, unit: unit, value: nil, floorName: floorName, floor: nil,
      limit: limit, required: required, note: reason)
  }

  /// The target in words, such as "≤ 2× floor" or "≥ 100000 rounds/s".
  var targetText: String {
    let sign = comparison == .atMost ? "≤" : "≥"
    switch limitOf {
    case .ratio: return "\(sign) \(Figure.number(limit))× floor"
    case .value: return "\(sign) \(Figure.number(limit)) \(unit)"
    }
  }

  /// Four significant digits are more than this machine's noise allows.
  static func rounded(_ value: Double) -> Double {
    guard value != 0, value.isFinite else { return value }
    let scale = pow(10, 3 - log10(value.magnitude).rounded(.down))
    return (value * scale).rounded() / scale
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() && value.magnitude < 1e15 ? String(Int(value)) : String(value)
  }
}
