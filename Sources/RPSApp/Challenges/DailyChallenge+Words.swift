import GameCore
import Localization

extension DailyChallenge {
  /// The twist in a few words, for a line that names the day in passing ("Tomorrow: Cyclist ·
  /// Spock and lizard"); ``DailyController/twistWords(_:revealed:)`` says it whole.
  var shortTwistWords: String {
    switch twist {
    // TRANSLATORS: a daily challenge's twist in a few words, after the rival's name and a "·".
    case .firstToFive: tr("first to five")
    // TRANSLATORS: a daily challenge's twist in a few words: the two extra moves join in.
    case .spockAndLizard: tr("Spock and lizard")
    // TRANSLATORS: a daily challenge's twist in a few words: the rival is shown unnamed.
    case .hiddenHabit: tr("name and face hidden")
    // TRANSLATORS: a daily challenge's twist in a few words: the rival mixes two habits.
    case .twoHabits: tr("two habits, first to five")
    // TRANSLATORS: a daily challenge's twist in a few words: the rival changes habit mid-match.
    case .changesHabit: tr("changes habit, first to five")
    // TRANSLATORS: a daily challenge's twist in a few words: the rival plays a habit made for the day.
    case .newHabit where newHabit != nil && !givesClue:
      // TRANSLATORS: a daily challenge's twist in a few words: a habit made for the day, given without a clue (Fridays to Sundays).
      secondHabit == nil
        ? tr("a new habit, no clue, first to five") : tr("two new habits, no clue, first to five")
    // TRANSLATORS: a daily challenge's twist in a few words: a habit made for the day, then a second mid-match.
    case .newHabit where secondHabit != nil: tr("two new habits, first to five")
    case .newHabit: tr("a new habit, first to five")
    }
  }

  /// The day's habits made for it told whole, once its try is over: the first, then the second
  /// it changed to, if any; nil on a day without one.
  var habitsTold: String? {
    newHabit.map { DailyChallenge.told($0, then: secondHabit) }
  }

  /// `first` told whole, then `second`, the habit taken up after the player's third win, if any.
  static func told(_ first: DayHabit, then second: DayHabit?) -> String {
    first.sentences
      + (second.map {
        " "
          + trn(
            "Once you had won %1$@ round, it changed to a second habit made for the day.",
            "Once you had won %1$@ rounds, it changed to a second habit made for the day.",
            HabitPlan.winsBeforeTheDaysChange) + " " + $0.sentencesAfterItsOpening
      } ?? "")
  }

  /// The rival as a passing line names it: unnamed on a day that hides it.
  var rivalInPassing: String { hidesRival ? tr("a mystery rival") : rival.word }
}

extension DailyInvitation {
  /// What the game screen's line says of the day, longest first: the line shows the longest
  /// that fits, and gives way when none does.
  var words: [String] {
    let rival = challenge.rivalInPassing
    let twist = challenge.shortTwistWords
    var longest: String
    if let goal, goal.daysToGo == 1, streak > 0 {
      // TRANSLATORS: the game screen's line about the daily challenge: rival, twist, the days won in a row, and the
      // achievement a win today earns, already in quotation marks (e.g. "Daily: Professor · Spock and lizard ·
      // streak 2: a win earns “Three days running”").
      longest = tr(
        "Daily: %1$@ · %2$@ · streak %3$@: a win earns %4$@", rival, twist, streak,
        goal.achievement.titleInSentence)
    } else if streak > 0 {
      // TRANSLATORS: the game screen's line about the daily challenge: rival, twist, the days won in a row.
      longest = tr("Daily: %1$@ · %2$@ · streak %3$@: win to keep it", rival, twist, streak)
    } else {
      // TRANSLATORS: the game screen's line about the daily challenge, before any streak: rival, twist.
      longest = tr("Daily: %1$@ · %2$@ · one try today", rival, twist)
    }
    // Where the whole line does not fit, the achievement a win earns today says more than the
    // twist, which the daily screen tells.
    var shorter: [String] = []
    if let goal, goal.daysToGo == 1 {
      // TRANSLATORS: the game screen's line about the daily challenge, shortened: the rival and the achievement a
      // win today earns, already in quotation marks.
      shorter.append(tr("Daily: %1$@ · a win earns %2$@", rival, goal.achievement.titleInSentence))
    }
    return [longest] + shorter + [
      // TRANSLATORS: the game screen's line about the daily challenge, shortened: rival and twist.
      tr("Daily: %1$@ · %2$@", rival, twist),
      // TRANSLATORS: the game screen's line about the daily challenge, shortest: the rival alone.
      tr("Daily: %1$@", rival),
    ]
  }
}

extension LadderInvitation {
  /// What the game screen's line says of the ladder, longest first, as the day's line does.
  var words: [String] {
    if let needed = starsToOpenMasters {
      let rung = rival.word
      return [
        // TRANSLATORS: the game screen's line once the first tier is beaten with the Masters still shut: the rung to
        // replay, and the stars still needed to open the Masters.
        trn(
          "Ladder: replay %2$@ · %1$@ more star opens the Masters",
          "Ladder: replay %2$@ · %1$@ more stars open the Masters", needed, rung),
        // TRANSLATORS: the game screen's line about the ladder, shortened: the rung to replay for stars.
        tr("Ladder: replay %1$@", rung),
      ]
    }
    // A Masters rung is named by its tier, where the line names the ladder: "Ladder: Fox ·
    // Masters is next" read as if the Masters were a rival.
    guard tier == .first else {
      let rival = rival.word
      return [
        // TRANSLATORS: the game screen's line once the first tier is cleared: the Masters' (the ladder's second tier's) next rival, and the stars of both tiers earned.
        tr("Masters: %1$@ is next · ★ %2$@ of %3$@", rival, stars, LadderStanding.mostStars),
        // TRANSLATORS: the game screen's line about the Masters (the ladder's second tier), shortened: the next rival alone.
        tr("Masters: %1$@ is next", rival),
        tr("Masters: %1$@", rival),
      ]
    }
    let rung = rival.word
    return [
      // TRANSLATORS: the game screen's line once the day's challenge is played: the ladder's next rung, and the stars of both tiers earned.
      tr("Ladder: %1$@ is next · ★ %2$@ of %3$@", rung, stars, LadderStanding.mostStars),
      // TRANSLATORS: the game screen's line about the ladder, shortened: the next rung alone.
      tr("Ladder: %1$@ is next", rung),
      tr("Ladder: %1$@", rung),
    ]
  }
}
