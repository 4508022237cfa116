import GameCore
import Localization

/// The line on the board while the player plays Hard: their share of rounds won against it this
/// week beside last week's, so that a player who finds Hard a wall sees whether they are learning
/// to read it. Rounds, not matches: a match at Hard is seldom won, but a few more rounds taken
/// show progress. It keeps the week's goals beside the share, ticked once met: more than a fifth
/// of the rounds, then a quarter, then a third (what throwing at random wins, so winning more is
/// reading the computer), then a match won; a goal reached and never said so left players unsure
/// they had reached it, and a third alone was out of reach for one who won one round in eight.
enum HardGoalWords {
  /// The week's goals of rounds won, in turn, up to the third that random throws win.
  static let roundGoals = [0.2, 0.25, 1.0 / 3]

  /// The line for `progress`, longest first: the board shows the first that fits its width. The
  /// rating leads (``HardRating``), then the day's quest and the week.
  /// `board`, the match on the board, tells whether the quest can still be met in it.
  static func lines(
    _ progress: HardProgress, boardMatchIsOver: Bool, targetWins: Int, board: Match? = nil
  ) -> [String] {
    // The rating leads, with what the match puts at stake, then what it did: every match at Hard
    // counts for something, and a phone keeps it when nothing else fits. The quest
    // follows it, the day's reason to play Hard, and the week's share last, the first to go.
    let possible = board.map(progress.quest.isStillPossible(in:)) ?? true
    // A quest that counts shows how far the match on the board has come: "(2 of 3)".
    // Not once the match can no longer meet it: the words then speak of the next match, which
    // starts from nothing ("Next match's quest … (1 of 3)" told the last match's count).
    let counted =
      progress.questDone || !possible
      ? nil
      : board.flatMap { progress.quest.progress(in: $0) }.flatMap {
        $0.done > 0 ? $0 : nil
      }
    // TRANSLATORS: after the day's quest at Hard, how far the match on the board has come: "(2 of 3)".
    let soFar = counted.map { " " + tr("(%1$@ of %2$@)", $0.done, $0.of) } ?? ""
    let quest = progress.quest.line(done: progress.questDone, possible: possible) + soFar
    let week = weekLines(progress)
    let rating = progress.rating.lines(boardMatchIsOver: boardMatchIsOver, targetWins: targetWins)
    let shortQuest = progress.quest.shortLine(done: progress.questDone, possible: possible) + soFar
    var lines: [String] = []
    for (index, rated) in rating.enumerated() {
      let withQuest: String = rated + " · " + quest
      lines += week.map { (tail: String) -> String in withQuest + " · " + tail }
      lines.append(withQuest)
      // Where they do not fit one line, the stake over the quest keeps both (German's longer
      // words lost the quest and the rank at 1280 points wide).
      lines.append(rated + "\n" + quest)
      lines.append(rated + " · " + shortQuest)
      lines.append(rated + "\n" + shortQuest)
      // A quest the match can no longer meet gives way to what the match puts at stake: a player
      // saw "Rating 1305 · Today's quest at Hard, next match: …" and no stake.
      if index == 0, !possible { lines.append(rated) }
    }
    return lines + rating + [quest, shortQuest]
  }

  /// The week's share of rounds won and its goals, longest first.
  static func weekLines(_ progress: HardProgress) -> [String] {
    let shares = sharesLines(progress)
    guard let share = progress.thisWeek.roundShare else { return shares }
    let (long, short): (String, String)
    // A goal once reached this week stays ticked; the share shown is the week's as it is.
    let reached = max(share, progress.bestRoundShareThisWeek ?? 0)
    let met = HardGoalWords.roundGoals.last { reached > $0 }
    let next = HardGoalWords.roundGoals.first { reached <= $0 }
    switch (met, next, progress.thisWeek.matchesWon > 0) {
    case (nil, let goal?, _):
      let goal = Translations.percent(goal)
      // TRANSLATORS: the week's first goal at Hard, after the share of rounds won: more than 20% of them.
      (long, short) = (tr("goal: more than %1$@", goal), tr("goal: over %1$@", goal))
    case (let met?, let goal?, _):
      // TRANSLATORS: a goal of rounds won at Hard met this week (over 20%), and the next (more than 25%).
      (long, short) = (
        tr("✓ over %1$@ · next: more than %2$@", Translations.percent(met), Translations.percent(goal)),
        tr("next: over %1$@", Translations.percent(goal))
      )
    case (_, nil, false):
      // TRANSLATORS: the week's first goal at Hard met (more than a third of the rounds won); the next is a match won.
      (long, short) = (tr("✓ over a third · next: win a match"), tr("next: win a match"))
    case (_, nil, true):
      // TRANSLATORS: both of the week's goals at Hard met: more than a third of the rounds, and a match won.
      (long, short) = (tr("✓ this week's goals met"), tr("✓ goals met"))
    }
    let withGoal =
      shares.prefix(2).map { $0 + " · " + long } + shares.dropFirst().map { $0 + " · " + short }
    return withGoal + shares
  }

  /// The week's share of rounds won beside last week's, without the goals, longest first.
  private static func sharesLines(_ progress: HardProgress) -> [String] {
    switch (progress.thisWeek.roundShare, progress.weekBefore.roundShare) {
    case (let now?, let before?):
      let now = Translations.percent(now)
      let before = Translations.percent(before)
      return [
        // TRANSLATORS: a line on the board at Hard: the share of rounds the player won against Hard in the last seven days, then in the seven before.
        tr("This week against Hard: you won %1$@ of rounds · last week %2$@", now, before),
        // TRANSLATORS: a shorter "This week against Hard: you won 38% of rounds · last week 31%", for a narrow board.
        tr("Rounds won vs Hard: %1$@ this week · %2$@ last week", now, before),
        // TRANSLATORS: the shortest line of the rounds won against Hard this week and last week, for a phone.
        tr("Vs Hard: %1$@ this week · %2$@ last", now, before),
      ]
    case (let now?, nil):
      let now = Translations.percent(now)
      return [
        // TRANSLATORS: a line on the board at Hard, after no rounds against Hard the week before.
        tr("This week against Hard: you won %1$@ of rounds", now),
        // TRANSLATORS: a shorter "This week against Hard: you won 38% of rounds", for a narrow board.
        tr("Rounds won vs Hard this week: %1$@", now),
        tr("Vs Hard this week: %1$@", now),
      ]
    case (nil, let before?):
      let before = Translations.percent(before)
      return [
        // TRANSLATORS: a line on the board at Hard, with no round against Hard yet this week.
        tr("Last week you won %1$@ of rounds against Hard · none yet this week", before),
        tr("Rounds won vs Hard last week: %1$@", before),
        tr("Vs Hard last week: %1$@", before),
      ]
    case (nil, nil):
      return [
        // TRANSLATORS: the first goal on the board at Hard before any round against it in two weeks: more than 20% of the rounds.
        tr(
          "Goal this week: win more than %1$@ of your rounds against Hard",
          Translations.percent(roundGoals[0])),
        tr("Goal: win over %1$@ of rounds vs Hard", Translations.percent(roundGoals[0])),
      ]
    }
  }
}
