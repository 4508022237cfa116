import GameCore

extension Score {
  /// The draws in words, for the scoreboard and a match's detail: "no draws", "1 draw", "4 draws".
  var drawsInWords: String {
    switch draws {
    case 0: "no draws"
    case 1: "1 draw"
    default: "\(draws) draws"
    }
  }
}
