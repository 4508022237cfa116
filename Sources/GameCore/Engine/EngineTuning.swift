import Foundation

/// Experimental settings of the hard engine, read from RPS_TUNING while it is being measured.
struct EngineTuning: Sendable {
  /// The longest context of the variable-order predictors over the other player's moves and over
  /// both players' (0: none).
  var ppmTheirs = 0
  var ppmBoth = 0
  /// How often (decayed) a context must have come before for its order to be used.
  var ppmMinimum = 1.5
  /// Hedge sampling's learning rate in the leading rule instead of Thompson sampling (0: off).
  var hedge = 0.0
  var metaDecays: [Double]? = nil
  var topDecay = 0.99

  static let current: EngineTuning = {
    var tuning = EngineTuning()
    guard let text = ProcessInfo.processInfo.environment["RPS_TUNING"] else { return tuning }
    for item in text.split(separator: ",") {
      let parts = item.split(separator: "=").map(String.init)
      guard parts.count == 2 else { continue }
      switch parts[0] {
      case "ppmtheirs": tuning.ppmTheirs = Int(parts[1]) ?? 0
      case "ppmboth": tuning.ppmBoth = Int(parts[1]) ?? 0
      case "ppmmin": tuning.ppmMinimum = Double(parts[1]) ?? tuning.ppmMinimum
      case "metadecays": tuning.metaDecays = parts[1].split(separator: "/").compactMap { Double($0) }
      case "top": tuning.topDecay = Double(parts[1]) ?? tuning.topDecay
      case "hedge": tuning.hedge = Double(parts[1]) ?? 0
      default: break
      }
    }
    return tuning
  }()
}
