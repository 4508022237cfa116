import GameCore
import Localization

// The game core's values as the player reads them, in the player's language. (The core keeps
// its English names for files, the engine protocol and the tournament's JSON.)

extension Move {
  /// "Rock", "Stein", "Pierre", "石头": on buttons, cards and bars.
  var word: String {
    pick(
      rock: tr("Rock"), paper: tr("Paper"), scissors: tr("Scissors"), spock: tr("Spock"), lizard: tr("Lizard")
    )
  }

  /// "rock", "Stein", "pierre", "石头": inside a sentence, as "rock and paper are tied".
  var wordInSentence: String {
    pick(
      rock: trc("in a sentence", "rock"), paper: trc("in a sentence", "paper"),
      scissors: trc("in a sentence", "scissors"), spock: trc("in a sentence", "Spock"),
      lizard: trc("in a sentence", "lizard"))
  }

  /// The one of five words or sentences written for this move (only that one is worked out): a
  /// phrase with a move in it is written whole for each move, as each language has its own
  /// articles and cases.
  func pick<Value>(
    rock: @autoclosure () -> Value, paper: @autoclosure () -> Value, scissors: @autoclosure () -> Value,
    spock: @autoclosure () -> Value, lizard: @autoclosure () -> Value
  ) -> Value {
    switch self {
    case .rock: rock()
    case .paper: paper()
    case .scissors: scissors()
    case .spock: spock()
    case .lizard: lizard()
    }
  }
}

extension Level {
  /// "Easy", "Medium", "Hard".
  var word: String {
    switch self {
    case .easy: tr("Easy")
    case .medium: tr("Medium")
    case .hard: tr("Hard")
    }
  }
}

extension Rules {
  /// One sentence saying why the winner won, for example "Paper covers rock": a whole sentence
  /// for each pair, as each language has its own verbs and articles.
  func sentence(winner: Move, loser: Move) -> String {
    switch (winner, loser) {
    case (.rock, .scissors): tr("Rock crushes scissors")
    case (.rock, .lizard): tr("Rock crushes lizard")
    case (.paper, .rock): tr("Paper covers rock")
    case (.paper, .spock): tr("Paper disproves Spock")
    case (.scissors, .paper): tr("Scissors cut paper")
    case (.scissors, .lizard): tr("Scissors decapitate lizard")
    case (.spock, .scissors): tr("Spock smashes scissors")
    case (.spock, .rock): tr("Spock vaporizes rock")
    case (.lizard, .spock): tr("Lizard poisons Spock")
    case (.lizard, .paper): tr("Lizard eats paper")
    default: tr("%1$@ beats %2$@", winner.word, loser.wordInSentence)
    }
  }
}

extension MatchPlayers {
  /// A name as shown: "Player 1" and "Player 2", the names a match gets when nobody typed
  /// any, in the player's language; any other name as it was typed.
  static func shown(_ name: String) -> String {
    switch name {
    case standard.left: tr("Player 1")
    case standard.right: tr("Player 2")
    default: name
    }
  }

  /// The left player's name as shown.
  var shownLeft: String { MatchPlayers.shown(left) }
  /// The right player's name as shown.
  var shownRight: String { MatchPlayers.shown(right) }
}

extension MatchRecord {
  /// Who was played: the computer's level ("Hard"), the two people ("Ana vs Ben"), a rival
  /// ("Echo"), or the day's ("Daily · Magpie"; one that hides itself stays a mystery until the
  /// match ends, in the history too).
  var opponentWords: String {
    if let tag = challenge, tag.isLaterTry {
      return tr("Earlier day · %1$@", tag.rival.word)
    }
    if let day = challenge?.day {
      // The day's challenge is marked as such, apart from a rung of the ladder.
      let rival =
        endedAt == nil && DailyChallenge(day: day).hidesRival ? tr("Mystery rival") : challenge?.word ?? ""
      return tr("Daily · %1$@", rival)
    }
    return players.map { tr("%1$@ vs %2$@", $0.shownLeft, $0.shownRight) } ?? challenge?.word
      ?? level.word
  }

  /// Why an unfinished match is not on the board as the game starts: the command line asked for
  /// another level, rules or length, so it was kept in the history as abandoned, or, of draws
  /// alone, let go.
  var askedAwayWords: String {
    guard hasDecisiveRound else {
      // TRANSLATORS: said as the game starts with a --level, --rules or --first-to other than those of the unfinished
      // match, which held draws alone and so is not kept: the opponent (e.g. "Hard").
      return tr(
        "Your unfinished match against %1$@ had only draws, so it is not kept in the history: this start asked for another.",
        opponentWords)
    }
    // TRANSLATORS: said as the game starts with a --level, --rules or --first-to other than those of the unfinished
    // match: score, opponent (e.g. "2–1 against Hard").
    return tr(
      "Your unfinished match (%1$@–%2$@ against %3$@) is kept in the history as abandoned: this start asked for another.",
      match.score.player, match.score.computer, opponentWords)
  }

  /// One line on the outcome: "Won 3–1", "Lost 1–3", "Abandoned 1–2", "In progress 2–1"; for a
  /// match between people, "Ana won 3–1".
  var resultWords: String {
    let (left, right) = (match.score.player, match.score.computer)
    if match.winner == nil, let players, let ending = networkEnding, let winner = ending.winner {
      let (winnerName, loserName) =
        winner == .player ? (players.shownLeft, players.shownRight) : (players.shownRight, players.shownLeft)
      let (won, lost) = winner == .player ? (left, right) : (right, left)
      switch ending.kind {
      case .forfeited: return tr("%1$@ won %2$@–%3$@: %4$@ forfeited", winnerName, won, lost, loserName)
      case .resigned: return tr("%1$@ won %2$@–%3$@: %4$@ resigned", winnerName, won, lost, loserName)
      default: return tr("%1$@ won %2$@–%3$@: %4$@ broke the rules", winnerName, won, lost, loserName)
      }
    }
    if let players {
      switch match.winner {
      case .player: return tr("%1$@ won %2$@–%3$@", players.shownLeft, left, right)
      case .computer: return tr("%1$@ won %2$@–%3$@", players.shownRight, right, left)
      case nil: break
      }
    } else {
      switch match.winner {
      case .player: return tr("Won %1$@–%2$@", left, right)
      case .computer: return tr("Lost %1$@–%2$@", left, right)
      case nil: break
      }
    }
    return endedAt == nil ? tr("In progress %1$@–%2$@", left, right) : tr("Abandoned %1$@–%2$@", left, right)
  }
}
