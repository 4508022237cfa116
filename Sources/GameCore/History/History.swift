import Foundation

/// Every match played: the finished ones, newest first, and the one being played now.
public struct History: Hashable, Codable, Sendable {
  /// The version written by this build. Files with a higher version are refused, not rewritten.
  /// Version 3 adds the tier of a rival's match (the Masters): a build of version 2 would take a
  /// Masters match for a rung of the first ladder and give its stars there, so it must refuse
  /// the file. Version 2 names the level and the rules by their identifiers ("hard",
  /// "classic"); version 1 used the level's name on screen ("Hard") and the rules' list of
  /// moves. All three load.
  public static let currentVersion = 3

  public var version: Int
  /// Finished matches, newest first.
  public var finished: [MatchRecord]
  /// The match in progress, if any; it resumes at the next start.
  public var current: MatchRecord?

  public init(finished: [MatchRecord] = [], current: MatchRecord? = nil) {
    self.version = History.currentVersion
    self.finished = finished
    self.current = current
  }

  /// The unfinished match first, then the finished ones, newest first: the order of the list.
  public var allNewestFirst: [MatchRecord] {
    (current.map { [$0] } ?? []) + finished
  }

  /// The same order as ``allNewestFirst``, as a collection read from the history in place: a
  /// list that asks for its count and a few rows costs the same however long the history is.
  public var newestFirst: NewestFirst { NewestFirst(history: self) }

  /// The matches in the order of the list, without copying them.
  public struct NewestFirst: RandomAccessCollection, Sendable {
    private let history: History

    init(history: History) {
      self.history = history
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { history.finished.count + (history.current == nil ? 0 : 1) }

    public subscript(position: Int) -> MatchRecord {
      guard let current = history.current else { return history.finished[position] }
      return position == 0 ? current : history.finished[position - 1]
    }
  }

  /// The player's latest finished matches against the computer by `rules`, at any level, oldest
  /// first: the fewest that hold at least `rounds` rounds (or all there are). What the computer
  /// recalls of a returning player, so it meets them as it left them.
  public func latestMatchesAgainstTheComputer(rules: Rules, rounds: Int) -> [Match] {
    var matches: [Match] = []
    var count = 0
    for record in finished where count < rounds && record.isAgainstALevel && record.match.rules == rules {
      matches.append(record.match)
      count += record.match.rounds.count
    }
    return matches.reversed()
  }

  /// Settles, at the start of a run, the matches against rivals that were still being played
  /// (kept from their first round, left or quit during it). A rung's match waits, unfinished, to
  /// resume when its rival is played again: one per rival, the newest (an older one is kept as
  /// abandoned). A daily challenge's match waits while its day is `today`; a past day's can no
  /// longer be played and is kept as abandoned, unless it was a later try of the day, which
  /// waits as a rung's does. A match of draws alone waits like any other, but
  /// one that would be kept as abandoned goes instead: "Abandoned 0–0" says nothing.
  /// Returns how many were kept as abandoned.
  @discardableResult
  public mutating func settleUnfinishedChallenges(today: DayStamp, at date: Date) -> Int {
    var waiting: Set<ChallengeTag> = []
    var undecided: Set<Int> = []
    var count = 0
    for index in finished.indices where !finished[index].isFinished {
      guard let tag = finished[index].challenge else { continue }
      let isPastDay = tag.day.map { $0 != today && !tag.isLaterTry } ?? false
      if isPastDay || waiting.contains(tag) {
        if finished[index].hasDecisiveRound {
          finished[index].endedAt = date
          count += 1
        } else {
          undecided.insert(index)
        }
      } else {
        waiting.insert(tag)
      }
    }
    finished = finished.indices.filter { !undecided.contains($0) }.map { finished[$0] }
    return count
  }

  /// The most rounds the player won in a finished match lost to the rival of `tag` (its rung),
  /// other than the match `excluded`; nil when there was no such loss, so a first loss has
  /// nothing to be closer than.
  public func mostRoundsWon(inLossesTo tag: ChallengeTag, excluding excluded: UUID) -> Int? {
    finished.filter {
      $0.id != excluded && $0.challenge == tag && $0.isFinished && $0.match.winner == .computer
    }.map(\.match.score.player).max()
  }

  /// The unfinished match against a rival kept for `tag` (its rung, or its day's challenge),
  /// waiting to resume, if there is one.
  public func unfinishedChallenge(_ tag: ChallengeTag) -> MatchRecord? {
    finished.first { $0.challenge == tag && !$0.isFinished }
  }

  /// Puts the match in progress aside, unfinished, at the top of the finished ones, when the
  /// player switches between playing the computer and two players: it waits there (shown in
  /// progress) until ``resumeSetAside(betweenPeople:)`` takes it back. A match without rounds
  /// has nothing to keep and goes.
  public mutating func setCurrentAside() {
    guard let record = current else { return }
    current = nil
    if !record.match.rounds.isEmpty { finished.insert(record, at: 0) }
  }

  /// The unfinished match set aside of one kind (between people, or against the computer), if
  /// there is one.
  public func setAside(betweenPeople: Bool) -> MatchRecord? {
    finished.first { $0.isSetAside && ($0.players != nil) == betweenPeople }
  }

  /// Makes the match of that kind set aside the match in progress again, when there is no
  /// match in progress; returns it.
  @discardableResult
  public mutating func resumeSetAside(betweenPeople: Bool) -> MatchRecord? {
    guard current == nil,
      let index = finished.firstIndex(where: { $0.isSetAside && ($0.players != nil) == betweenPeople })
    else { return nil }
    current = finished.remove(at: index)
    return current
  }

  /// Moves a finished current match to the top of the finished ones.
  public mutating func archiveCurrentIfFinished() {
    guard let record = current, record.isFinished else { return }
    finished.insert(record, at: 0)
    current = nil
  }
}
