import GameCore

// A match's counts in words, as the scoreboard, the history and a match's detail say them.

extension Score {
  /// "no draws", "1 draw", "4 draws".
  var drawsInWords: String {
    switch draws {
    case 0: "no draws"
    case 1: "1 draw"
    default: "\(draws) draws"
    }
  }
}

extension Match {
  /// "1 round", "7 rounds".
  var roundsInWords: String { rounds.count == 1 ? "1 round" : "\(rounds.count) rounds" }
}

extension Match {
  /// "First to three wins", "First to one win", "First to 12 wins".
  var lengthInWords: String {
    let numbers = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
    let count = numbers.indices.contains(targetWins - 1) ? numbers[targetWins - 1] : "\(targetWins)"
    return "First to \(count) \(targetWins == 1 ? "win" : "wins")"
  }
}
