import Foundation
import GameCore

/// The match a run opens with: the unfinished one of the history, resumed, or a fresh one of the
/// kind, level, rules and length the command line and the settings ask for.
///
/// A resumed match keeps the level, rules and length it was started with, and who plays it,
/// unless the command line asks for another match: a level, rules or length of its own. The
/// resumed one is then kept as abandoned, and the run plays what was asked for. Asking for the
/// other kind (`--players`) gives nothing up: the unfinished match waits, set aside, and the
/// other kind's match set aside earlier resumes.
struct MatchOpening {
  /// The history the run starts with: an unfinished match asked away is archived as abandoned.
  var history: History
  /// Whether two people play at this screen (else one plays the computer).
  var twoPlayers: Bool
  /// The computer's level.
  var level: Level
  /// The match on the board against the computer.
  var computerMatch: Match
  /// When the match against the computer resumed was started; nil for a fresh one.
  var computerMatchStarted: Date?
  /// What the opponent made of the resumed match's rounds, as kept with it.
  var computerInsights: [EngineInsight?] = []
  /// The match on the board for two people.
  var peopleMatch: Match
  /// The two people's names.
  var names: MatchPlayers
  /// The unfinished match the command line asked away: kept in the history as abandoned, or,
  /// of draws alone, let go (nothing in it was at stake), and the player told either way; nil
  /// when none was.
  var abandoned: MatchRecord?
  /// Whether the start asked the unfinished match away (kept as abandoned, or, of draws alone,
  /// let go): the history then differs from the file and is saved at once.
  var askedAway = false

  init(loaded: History, options: CommandLineOptions, run: Settings) {
    if let players = options.players {
      twoPlayers = players == 2
    } else if !options.moves.isEmpty {
      // Throws to play one by one (--play without --players 2) are thrown against the computer.
      twoPlayers = false
    } else {
      twoPlayers = loaded.current.map { $0.players != nil } ?? (run.players == 2)
    }
    history = loaded
    history.settleUnfinishedChallenges(today: DayStamp(Date()), at: Date())
    if let current = history.current, (current.players != nil) != twoPlayers {
      history.setCurrentAside()
    }
    history.resumeSetAside(betweenPeople: twoPlayers)
    if let current = history.current,
      RockPaperScissorsApp.asksForAnotherMatch(than: current, options, twoPlayers: twoPlayers)
    {
      var abandoned = current
      abandoned.endedAt = current.hasDecisiveRound ? Date() : nil
      history.current = abandoned.endedAt == nil ? nil : abandoned
      history.archiveCurrentIfFinished()
      self.abandoned = abandoned
      askedAway = true
    }
    let resumed = history.current
    let waiting = history.setAside(betweenPeople: !twoPlayers)
    let computerRecord = twoPlayers ? waiting : resumed
    let peopleRecord = twoPlayers ? resumed : waiting
    let fresh = Match(rules: run.rules, targetWins: run.targetWins)
    level = computerRecord?.level ?? run.level
    computerMatch = computerRecord?.match ?? fresh
    computerMatchStarted = computerRecord?.startedAt
    computerInsights = computerRecord?.insights ?? []
    peopleMatch = peopleRecord?.match ?? fresh
    // Another match between people, asked for by its rules or length, keeps their names.
    names = options.names ?? peopleRecord?.players ?? loaded.current?.players ?? run.names
  }
}
