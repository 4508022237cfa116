import GameCore
import Localization

extension WinningRead {
  /// How many of the computer's `total` wins this read brought: "3 of its 4 wins came from
  /// reading what you usually throw after your last throw.", the habit in the insight panel's
  /// words; or, for luck, that it was luck, each kind in its own words.
  func told(wins: Int, of total: Int) -> String {
    switch self {
    case .opening:
      return trn(
        "%2$@ of its %1$@ win came before it had anything to go on: that was luck.",
        "%2$@ of its %1$@ wins came before it had anything to go on: that was luck.", total, wins)
    case .safetyNet:
      return trn(
        "%2$@ of its %1$@ win came while it threw at random because you were reading it: that was luck.",
        "%2$@ of its %1$@ wins came while it threw at random because you were reading it: that was luck.",
        total, wins)
    case .guess:
      return trn(
        "%2$@ of its %1$@ win came from guesses, when it saw no habit it could trust: that was luck.",
        "%2$@ of its %1$@ wins came from guesses, when it saw no habit it could trust: that was luck.",
        total, wins)
    case .readYourHabit(let habit):
      return trn(
        "%2$@ of its %1$@ win came from reading %3$@.", "%2$@ of its %1$@ wins came from reading %3$@.",
        total,
        wins, InsightWords.habit(habit, aboutYou: true))
    case .sawYourAnswerComing(let habit):
      return trn(
        "%2$@ of its %1$@ win came from looking at %3$@ and guessing you would see its answer coming.",
        "%2$@ of its %1$@ wins came from looking at %3$@ and guessing you would see its answer coming.",
        total, wins, InsightWords.habit(habit, aboutYou: true))
    case .expectedYouToPlayAgainst(let habit):
      return trn(
        "%2$@ of its %1$@ win came from expecting you to play against %3$@.",
        "%2$@ of its %1$@ wins came from expecting you to play against %3$@.", total, wins,
        InsightWords.habit(habit, aboutYou: false))
    }
  }

  /// Where in `match` this read won (`rounds`, from 1): "It took rounds 4 and 6 that way.", and
  /// where every one of them followed the same throws of the player's, those: "Each time, you
  /// threw rock after paper." (or "after paper then scissors", for a read of the last two).
  func `where`(_ rounds: [Int], in match: Match) -> String {
    guard !rounds.isEmpty else { return "" }
    let took = trn(
      "It took round %2$@ that way.", "It took rounds %2$@ that way.", rounds.count,
      Translations.listed(rounds.map(String.init)))
    guard let run = readRun(in: rounds, of: match) else { return took }
    let then = run.then.wordInSentence
    return took + " "
      + (run.before.count == 1
        ? tr("Each time, you threw %1$@ after %2$@.", then, run.before[0].wordInSentence)
        // TRANSLATORS: where Hard read the player's last two throws: "Each time, you threw rock after paper then scissors."
        : tr(
          "Each time, you threw %1$@ after %2$@ then %3$@.", then, run.before[0].wordInSentence,
          run.before[1].wordInSentence))
  }

  /// The one run of the player's throws that every round of `rounds` (from 1) this read won
  /// followed, where it read what the player throws after their last throw (or last two) and took
  /// more than one round that way; nil otherwise.
  private func readRun(in rounds: [Int], of match: Match) -> PlayerRun? {
    let length: Int
    switch self {
    case .readYourHabit(.afterLastThrow): length = 1
    case .readYourHabit(.afterLastTwoThrows): length = 2
    default: return nil
    }
    guard rounds.count > 1, rounds.allSatisfy({ $0 > length }) else { return nil }
    let runs = Set(
      rounds.map { round in
        PlayerRun(
          before: (round - 1 - length..<round - 1).map { match.rounds[$0].player },
          then: match.rounds[round - 1].player)
      })
    return runs.count == 1 ? runs.first : nil
  }

  /// Throws of the player's in a row: those before, then the one the read foretold.
  private struct PlayerRun: Hashable {
    let before: [Move]
    let then: Move
  }

  /// One thing to try next match against this read: breaking the habit of the player's it read,
  /// not outguessing it, not playing against its own habits; after luck, to go on as before.
  /// A favourite is answered with the throw the player made least in `match`, if one was. Where
  /// every round it took that way (`rounds`, from 1) followed one run of throws (a pair, or three
  /// for a read of the last two), with three moves, the advice turns its read against it: after
  /// the first throws of the run, it will throw what beats the last, so the throw that beats its
  /// answer wins. Players who lost to
  /// the same read match after match were told the same words each time; a move to try next
  /// match makes the next one a puzzle of its own.
  func advice(after match: Match, rounds: [Int] = []) -> String {
    let rules = match.rules
    if let run = readRun(in: rounds, of: match), rules.moves.count == 3,
      let answer = rules.moves(beating: run.then).first, let counter = rules.moves(beating: answer).first
    {
      let (counter, then, answer) = (counter.wordInSentence, run.then.wordInSentence, answer.wordInSentence)
      guard run.before.count == 2 else {
        // TRANSLATORS: the lesson's advice after Hard read a pair of the player's throws: "Next time, after paper, throw scissors: it will expect rock and throw paper."
        return tr(
          "Next time, after %1$@, throw %2$@: it will expect %3$@ and throw %4$@.",
          run.before[0].wordInSentence,
          counter, then, answer)
      }
      // TRANSLATORS: the lesson's advice after Hard read the player's last two throws: "Next time, after paper then rock, throw scissors: it will expect rock and throw paper."
      return tr(
        "Next time, after %1$@ then %2$@, throw %3$@: it will expect %4$@ and throw %5$@.",
        run.before[0].wordInSentence, run.before[1].wordInSentence, counter, then, answer)
    }
    switch self {
    case .opening: return tr("Nothing to change for those: they could have gone either way.")
    case .safetyNet: return tr("Next time, keep reading it the way you did: you were ahead of it.")
    case .guess: return tr("Next time, keep your throws as hard to read as they were.")
    case .sawYourAnswerComing:
      return tr("Next time, stop trying to outguess it: it looks a step further than you.")
    case .expectedYouToPlayAgainst:
      return tr("Next time, ignore its habits: it counted on you playing against them.")
    case .readYourHabit(let habit): return Self.breaking(habit, in: match)
    }
  }

  /// How to break a habit of the player's the computer read.
  private static func breaking(_ habit: Strategy.Habit, in match: Match) -> String {
    switch habit {
    case .favourite:
      guard let least = leastThrown(in: match) else {
        return tr("Next time, mix in the throws you make least.")
      }
      return tr("Next time, mix in %1$@, the throw you made least.", least.wordInSentence)
    case .afterLastThrow: return tr("Next time, change what you throw after each throw.")
    case .afterLastTwoThrows: return tr("Next time, change what you throw after each pair of throws.")
    case .afterOthersLastThrow: return tr("Next time, stop letting its last throw choose your next one.")
    case .afterLastRound: return tr("Next time, stop letting the last round choose your next throw.")
    case .afterLastTwoRounds: return tr("Next time, stop letting the last two rounds choose your next throw.")
    case .afterWin: return tr("Next time, after a win, don't change your throw the way you usually do.")
    case .afterLoss: return tr("Next time, after a loss, don't change your throw the way you usually do.")
    case .afterDraw: return tr("Next time, after a draw, don't change your throw the way you usually do.")
    case .sameRunBefore: return tr("Next time, when your throws repeat an earlier run, end it differently.")
    case .allHabits: return tr("Next time, let none of your throws follow from the ones before.")
    case .winningLately: return tr("Next time, stop switching to the throws that have been winning lately.")
    case .cycle: return tr("Next time, break your cycle: don't go round the throws in turn.")
    }
  }

  /// The one throw of the rules the player made fewest times in `match`; nil when several tie.
  private static func leastThrown(in match: Match) -> Move? {
    let counts = match.rules.moves.map { move in (move, match.rounds.count { $0.player == move }) }
    guard let fewest = counts.map(\.1).min() else { return nil }
    let least = counts.filter { $0.1 == fewest }
    return least.count == 1 ? least[0].0 : nil
  }
}
