import Foundation

/// Experimental settings of the hard engine, read from RPS_TUNING while it is being measured.
struct EngineTuning: Sendable {
  var scorings: [StrategyScoreboard.Scoring] = [0.7, 0.9, 0.97, 0.995].map { .init(decay: $0, resetOnLoss: false) }
  var metaDecay = 0.99
  var metaTurns = 1
  var thompson = 0.0
  var metaThompson = 0.0
  var matches: [(horizon: Int, longest: Int)] = [(1000, 20), (100, 20), (20, 20)]

  static let current: EngineTuning = {
    var tuning = EngineTuning()
    guard let text = ProcessInfo.processInfo.environment["RPS_TUNING"] else { return tuning }
    for item in text.split(separator: ",") {
      let parts = item.split(separator: "=").map(String.init)
      guard parts.count == 2 else { continue }
      let value = parts[1]
      switch parts[0] {
      case "decays":
        tuning.scorings = value.split(separator: "/").compactMap { Double($0) }.map {
          .init(decay: $0, resetOnLoss: false)
        }
      case "streaks":
        tuning.scorings += value.split(separator: "/").compactMap { Double($0) }.map {
          .init(decay: $0, resetOnLoss: true)
        }
      case "short":
        tuning.matches += value.split(separator: "/").compactMap { Int($0) }.map { (1000, $0) }
      case "metathompson": tuning.metaThompson = Double(value) ?? tuning.metaThompson
      case "meta": tuning.metaDecay = Double(value) ?? tuning.metaDecay
      case "turns": tuning.metaTurns = Int(value) ?? tuning.metaTurns
      case "thompson": tuning.thompson = Double(value) ?? tuning.thompson
      default: break
      }
    }
    return tuning
  }()
}
