import GameCore
import Localization

/// The values of the options that more than one command takes, read strictly.
extension CommandLineParser {
  static func parseSeed(_ text: String) throws(CommandLineError) -> UInt64 {
    guard let seed = UInt64(text) else {
      throw CommandLineError(tr("--seed wants a whole number from 0 to %1$@, not '%2$@'", UInt64.max, text))
    }
    return seed
  }

  static func parseLevel(_ text: String, allowingAll: Bool = false) throws(CommandLineError) -> Level {
    guard let level = Level(rawValue: text) else {
      let choices = Level.allCases.map(\.rawValue) + (allowingAll ? ["all"] : [])
      let list = choices.dropLast().joined(separator: tr(", ")) + tr(" or ") + (choices.last ?? "")
      throw CommandLineError(tr("--level wants %1$@, not '%2$@'", list, text))
    }
    return level
  }

  static func parseRules(_ text: String) throws(CommandLineError) -> Rules {
    guard let rules = Rules(name: text) else {
      throw CommandLineError(tr("--rules wants classic or rpsls, not '%1$@'", text))
    }
    return rules
  }

  static func parseCount(_ text: String, option: String, most: Int) throws(CommandLineError) -> Int {
    guard let count = Int(text), count >= 1, count <= most else {
      throw CommandLineError(tr("%1$@ wants a whole number from 1 to %2$@, not '%3$@'", option, most, text))
    }
    return count
  }
}
