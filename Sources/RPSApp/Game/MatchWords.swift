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
  /// "first to 3", or "Spock & lizard · first to 3": what kind of match it was.
  var kindInWords: String {
    (rules == .classic ? "" : "Spock & lizard · ") + "first to \(targetWins)"
  }

  /// The same in a list's narrow row: "first to 3", "RPSLS · first to 3" (as the options
  /// button names the rules).
  var shortKindInWords: String {
    (rules == .classic ? "" : "RPSLS · ") + "first to \(targetWins)"
  }

  /// "First to three wins", "First to one win", "First to 12 wins".
  var lengthInWords: String {
    let numbers = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
    let count = numbers.indices.contains(targetWins - 1) ? numbers[targetWins - 1] : "\(targetWins)"
    return "First to \(count) \(targetWins == 1 ? "win" : "wins")"
  }
}

/// The sentences the game's board says, derived from the match and the round it shows.
enum MatchWords {
  /// The big line over the throw buttons.
  static func headline(_ match: Match, round: Round?) -> String {
    switch match.winner {
    case .player: return "You won the match!"
    case .computer: return "The computer won the match"
    case nil: break
    }
    switch round?.outcome {
    case .win: return "You win the round!"
    case .loss: return "The computer wins the round"
    case .draw: return "Draw: throw again"
    case nil: return "Make your throw"
    }
  }

  /// The line under it: why the round went as it did, the final score, or what to do.
  static func detail(_ match: Match, round: Round?) -> String {
    let reason = round.map { round -> String in
      round.outcome == .draw
        ? "Both threw \(round.player.nameInSentence)"
        : round.outcome == .win
          ? match.rules.explanation(winner: round.player, loser: round.computer)
          : match.rules.explanation(winner: round.computer, loser: round.player)
    }
    if match.isOver {
      return "\(reason ?? "") · Final score \(match.score.player)–\(match.score.computer)"
    }
    let keys = match.rules.moves.map { String($0.letter) }.joined(separator: ", ")
    return reason ?? "Click a throw or press \(keys)"
  }

  /// The words of the count before a reveal, one a beat.
  static let countBeats = ["Rock…", "Paper…", "Scissors…", "Shoot!"]
}
