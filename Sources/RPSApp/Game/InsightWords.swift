/// The engine's strategy in a player's words: what it looked at to choose its throw, without
/// predictors, windows or rotations.
public enum InsightWords {
  /// "It threw what beats the throw you make most." for "beat your most frequent move over all
  /// rounds"; "It had nothing to go on yet, so it threw at random." for "random: …".
  public static func sentence(for strategy: String) -> String {
    if strategy.hasPrefix("random") {
      if strategy.contains("safety net") { return "You were reading it, so it threw at random to stay safe." }
      return "It had nothing to go on yet, so it threw at random."
    }
    let (target, guesses) = splitGuesses(strategy)
    let aboutYou = !target.hasPrefix("the computer's")
    let habit: String
    if target.contains("most frequent") {
      habit = aboutYou ? "the throw you make most" : "the throw it makes most"
    } else if target.contains("same run") {
      habit = aboutYou ? "what you threw after the same run of throws before" : "its own earlier runs"
    } else if let after = target.range(of: "after ") {
      let moment = String(target[after.upperBound...])
      habit = aboutYou ? "what you usually throw after \(moment)" : "its own habit after \(moment)"
    } else {
      habit = aboutYou ? "your habits" : "its own habits"
    }
    let start =
      aboutYou ? "It looked at \(habit)" : "It expected you to play against \(habit)"
    switch guesses {
    case 0: return aboutYou ? "It threw what beats \(habit)." : start + ", and answered first."
    case 1: return start + ", and guessed you would see its answer coming."
    default: return start + ", and out-guessed you \(guesses) steps ahead."
    }
  }

  /// "beat X, second-guessed twice" is X and 2.
  private static func splitGuesses(_ strategy: String) -> (String, Int) {
    let parts = strategy.components(separatedBy: ", second-guessed ")
    let target = parts[0].hasPrefix("beat ") ? String(parts[0].dropFirst("beat ".count)) : parts[0]
    guard parts.count > 1 else { return (target, 0) }
    switch parts[1] {
    case "once": return (target, 1)
    case "twice": return (target, 2)
    default: return (target, Int(parts[1].split(separator: " ").first ?? "") ?? 2)
    }
  }
}
