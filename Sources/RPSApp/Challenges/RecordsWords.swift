import Foundation
import GameCore
import Localization

/// The records as lines of words: a caption and a value each ("Fastest win", "3 rounds · Hard ·
/// 5 Dec").
struct RecordsWords: Equatable {
  struct Line: Equatable {
    var caption: String
    var value: String
  }

  var lines: [Line]

  init(records: Records, progress: PlayerProgress, hard: HardProgress, dates: DateFormatter) {
    func perLevel(_ value: (Level) -> String?, none: String? = nil) -> String {
      // A row of dashes reads as something missing; before any, the line says so in words.
      guard Level.allCases.contains(where: { value($0) != nil }) else {
        // TRANSLATORS: a record not set at any level yet (no win, no run of wins).
        return none ?? tr("not yet, at any level")
      }
      return Level.allCases.map { RecordsWords.whole("\($0.word) \(value($0) ?? "–")") }.joined(
        separator: " · ")
    }
    func match(_ record: MatchRecord?) -> String {
      guard let record else { return "–" }
      let rounds = trn("%1$@ round", "%1$@ rounds", record.match.rounds.count)
      return [rounds, record.opponentWords, dates.string(from: record.endedAt ?? record.startedAt)]
        .joined(separator: " · ")
    }
    let beaten = Rival.allCases.filter(progress.hasBeaten)
    lines = [
      // Runs are of matches against the computer's levels: "not yet, at any level" after three
      // rivals beaten in a row read as a record that had forgotten them.
      Line(
        caption: tr("Best run of wins"),
        value: perLevel(
          { records.bestStreak[$0].map(Translations.number) },
          // TRANSLATORS: the records' best run of wins, before any match won against the computer's levels (rivals' matches are not counted in it).
          none: tr("none yet against the computer (rivals not counted)"))),
      Line(
        caption: tr("First win"),
        value: RecordsWords.firstWin(records, dates: dates, perLevel: { perLevel($0) })),
      Line(caption: tr("Against Hard"), value: RecordsWords.hardTrend(hard)),
      Line(caption: tr("Fastest win"), value: match(records.fastestWin)),
      Line(caption: tr("Longest match"), value: match(records.longestMatch)),
      Line(
        caption: tr("Ladder"),
        value: tr("%1$@ of %2$@ rivals beaten", beaten.count, Rival.allCases.count)
          + (beaten.last.map { " · " + tr("highest: %1$@", $0.word) } ?? "")),
      // Both tiers' stars: the Masters' count toward the ladder's long goal as much as the first's.
      Line(
        caption: tr("Stars"),
        value: tr("%1$@/%2$@", LadderStanding(progress: progress).stars, LadderStanding.mostStars)
          + RecordsWords.mastersHabitsNamed(progress)),
      Line(
        caption: tr("Daily challenge"),
        value: trn("best streak %1$@ day", "best streak %1$@ days", records.bestDailyStreak)
          + " · " + trn("%1$@ challenge won", "%1$@ challenges won", progress.dailyWins)
          + RecordsWords.habitsNamed(progress)),
    ]
  }

  /// How many of the days' habits the player named right of those they were asked, after the
  /// daily's line; nothing before the first was asked.
  private static func habitsNamed(_ progress: PlayerProgress) -> String {
    guard !progress.habitsNamed.isEmpty else { return "" }
    let right = progress.habitsNamed.values.filter(\.self).count
    // TRANSLATORS: in the records, after the daily challenge's streak and wins.
    return " · "
      + trn("%2$@ of %1$@ habit named", "%2$@ of %1$@ habits named", progress.habitsNamed.count, right)
  }

  /// How many of the Masters' borrowed habits the player named right of those they were asked,
  /// after the stars; nothing before the first was asked.
  private static func mastersHabitsNamed(_ progress: PlayerProgress) -> String {
    guard !progress.mastersHabitsNamed.isEmpty else { return "" }
    let right = progress.mastersHabitsNamed.values.filter(\.self).count
    // TRANSLATORS: in the records, after the ladder's stars: the Masters' second habits named right.
    return " · "
      + trn(
        "%2$@ of %1$@ Masters' second habit named", "%2$@ of %1$@ Masters' second habits named",
        progress.mastersHabitsNamed.count, right)
  }

  /// The first win at each level and over a rival. "Not yet, at any level" beside a rival's
  /// date read as a contradiction to a player who had won only rivals' matches: the rivals'
  /// date comes first then, and the levels say they are the ones still to win at.
  private static func firstWin(
    _ records: Records, dates: DateFormatter, perLevel: ((Level) -> String?) -> String
  ) -> String {
    let rivals = records.firstRivalWin.map(dates.string(from:))
    switch (records.firstWin.isEmpty, rivals) {
    case (true, nil):
      // TRANSLATORS: the records' first-win line before any match won.
      return tr("not yet, against the computer or a rival")
    case (true, let date?):
      let rivalsWin = whole(tr("Rivals %1$@", date))
      // TRANSLATORS: on the records' first-win line, after the date of the first rival's match won: no match won against the computer's levels yet.
      return rivalsWin + " · " + whole(tr("against the computer: not yet"))
    case (false, let date):
      return perLevel { records.firstWin[$0].map(dates.string(from:)) } + " · "
        + whole(tr("Rivals %1$@", date ?? "–"))
    }
  }

  /// `part` kept on one line where its value wraps: it breaks between parts, not inside one.
  private static func whole(_ part: String) -> String { Translations.unbroken(part) }

  /// "rating 1364 (Hard to read) · best 1402 · 38% of rounds this week · 31% the week before"; the rating only
  /// once a round at Hard has moved it.
  private static func hardTrend(_ hard: HardProgress) -> String {
    let rating = hard.rating
    // Each part whole, but free to wrap between them: one unbroken part was cut short in Spanish
    // on a phone held sideways.
    let rated =
      rating.matches == 0
      ? []
      : [
        // TRANSLATORS: in the records, the rating against Hard now and its rank: "rating 1364 (Hard to read)".
        whole(tr("rating %1$@ (%2$@)", String(rating.rating), rating.rank.title)),
        // TRANSLATORS: in the records, the highest rating against Hard yet: "best 1402".
        whole(tr("best %1$@", String(rating.best))),
      ]
    return (rated + [weeksTrend(hard)]).joined(separator: " · ")
  }

  /// "38% of rounds this week · 31% the week before".
  private static func weeksTrend(_ hard: HardProgress) -> String {
    switch (hard.thisWeek.roundShare, hard.weekBefore.roundShare) {
    case (let now?, let before?):
      tr(
        "%1$@ of rounds this week · %2$@ the week before", Translations.percent(now),
        Translations.percent(before))
    case (let now?, nil): tr("%1$@ of rounds this week", Translations.percent(now))
    case (nil, let before?):
      tr("%1$@ of rounds the week before; none this week", Translations.percent(before))
    case (nil, nil): tr("no rounds in the last two weeks")
    }
  }
}
