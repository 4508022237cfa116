import GameCore
import Localization

// A match's counts in words, as the scoreboard, the history and a match's detail say them.

extension Score {
  /// "no draws", "1 draw", "4 draws".
  var drawsInWords: String {
    draws == 0 ? tr("no draws") : trn("%1$@ draw", "%1$@ draws", draws)
  }
}

extension Match {
  /// "1 round", "7 rounds".
  var roundsInWords: String { trn("%1$@ round", "%1$@ rounds", rounds.count) }
}

extension Match {
  /// "first to 3", or "Spock & lizard · first to 3": what kind of match it was.
  var kindInWords: String {
    // TRANSLATORS: how long a match is: won by the first player to %1$@ round wins.
    let length = trn("first to %1$@", "first to %1$@", targetWins)
    return rules == .classic ? length : tr("Spock & lizard") + " · " + length
  }

  /// The same in a list's narrow row: "first to 3", "RPSLS · first to 3" (as the options
  /// button names the rules).
  var shortKindInWords: String {
    let length = trn("first to %1$@", "first to %1$@", targetWins)
    return rules == .classic ? length : tr("RPSLS") + " · " + length
  }

  /// "First to 3 wins", "First to 1 win".
  var lengthInWords: String { trn("First to %1$@ win", "First to %1$@ wins", targetWins) }
}

/// The sentences the game's board says, derived from the match and the round it shows.
enum MatchWords {
  /// The big line over the throw buttons.
  static func headline(_ match: Match, round: Round?) -> String {
    switch match.winner {
    case .player: return tr("You won the match!")
    case .computer: return tr("The computer won the match")
    case nil: break
    }
    switch round?.outcome {
    case .win: return tr("You win the round!")
    case .loss: return tr("The computer wins the round")
    case .draw: return tr("Draw: throw again")
    case nil: return tr("Make your throw")
    }
  }

  /// The line under it, longest first: the shorter ones are for a board too small for the
  /// longest. Once a match is over, the reason and the final score go on two lines of their own
  /// where one line cannot hold both (rather than wrap mid-score), and the final score alone is
  /// the last resort: the cards above it show why the last round went as it did.
  /// A milestone of the match just finished goes on a line of its own under the reason and the
  /// score, or under the score alone; where neither fits, the details are as without it.
  /// On a phone (`touch`) the hint before a throw is to tap one, not to click or press keys.
  static func details(
    _ match: Match, round: Round?, milestone: String? = nil, touch: Bool = false
  ) -> [String] {
    if touch, round == nil, !match.isOver { return [tr("Tap a throw")] }
    let full = detail(match, round: round)
    // Before a throw, a line too narrow for the hint keeps its keys.
    if round == nil, !match.isOver {
      return [full, match.rules.moves.map { String($0.letter) }.joined(separator: ", ")]
    }
    guard match.isOver, let round else { return [full] }
    let plain = [full, reason(match, round: round) + "\n" + finalScore(match), finalScore(match)]
    guard let milestone else { return plain }
    return [full + "\n" + milestone, finalScore(match) + "\n" + milestone] + plain
  }

  /// "3 wins in a row at Hard: your best yet", "Your first win at Hard", "Your run of 3 wins has
  /// ended". A run counts the matches of one level: said without it, a run of three at Hard read
  /// as the Hat trick, which counts every level's matches in turn.
  static func milestone(_ milestone: Milestone, level: Level, rules: Rules) -> String {
    switch milestone {
    case .firstWin:
      return rules == .classic
        ? tr("Your first win at %1$@", level.word)
        : tr("Your first win at %1$@ with Spock & lizard", level.word)
    case .winningRun(let wins, .newBest):
      // TRANSLATORS: under a won match's final score: the run of wins at this level (e.g. Hard), the longest yet.
      return trn(
        "%1$@ win in a row at %2$@: your best yet", "%1$@ wins in a row at %2$@: your best yet", wins,
        level.word)
    case .winningRun(let wins, .equalsBest):
      return trn(
        "%1$@ win in a row at %2$@: as many as your best", "%1$@ wins in a row at %2$@: as many as your best",
        wins,
        level.word)
    case .winningRun(let wins, .belowBest):
      return trn("%1$@ win in a row at %2$@", "%1$@ wins in a row at %2$@", wins, level.word)
    case .runEnded(let wins):
      return trn("Your run of %1$@ win has ended", "Your run of %1$@ wins has ended", wins)
    case .closestYet(let rounds):
      // TRANSLATORS: under a lost match's final score: the player took more rounds than in any earlier loss at this level.
      return trn(
        "Your closest yet at %2$@: %1$@ round won", "Your closest yet at %2$@: %1$@ rounds won", rounds,
        level.word)
    }
  }

  private static func finalScore(_ match: Match) -> String {
    tr("Final score %1$@–%2$@", match.score.player, match.score.computer)
  }

  /// The line under it: why the round went as it did, the final score, or what to do.
  static func detail(_ match: Match, round: Round?) -> String {
    let why = round.map { reason(match, round: $0) }
    if match.isOver {
      let final = finalScore(match)
      return why.map { $0 + " · " + final } ?? final
    }
    let keys = match.rules.moves.map { String($0.letter) }.joined(separator: ", ")
    return why ?? tr("Click a throw or press %1$@", keys)
  }

  /// Why the round went as it did: "Paper covers rock", or "Both threw rock".
  private static func reason(_ match: Match, round: Round) -> String {
    round.outcome == .draw
      ? bothThrew(round.player)
      : round.outcome == .win
        ? match.rules.sentence(winner: round.player, loser: round.computer)
        : match.rules.sentence(winner: round.computer, loser: round.player)
  }

  /// The words of the count before a reveal, one a beat.
  // TRANSLATORS: the four beats of the count before the throws are shown, as players chant it in your language.
  static var countBeats: [String] { [tr("Rock…"), tr("Paper…"), tr("Scissors…"), tr("Shoot!")] }

  /// "Both threw rock", a whole sentence for each move.
  static func bothThrew(_ move: Move) -> String {
    move.pick(
      rock: tr("Both threw rock"), paper: tr("Both threw paper"), scissors: tr("Both threw scissors"),
      spock: tr("Both threw Spock"), lizard: tr("Both threw lizard"))
  }
}
