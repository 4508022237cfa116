import Foundation
import GameCore
import Localization

/// Keeps the history up to date as matches are played, and saves it after every round.
///
/// When saving fails, play goes on: the history stays in memory, the player is told once, and
/// what was saved before is left untouched on disk.
@MainActor
public final class HistoryKeeper {
  public private(set) var history: History {
    didSet { revision &+= 1 }
  }
  /// Counts the changes to ``history``: a list that orders the matches its own way works the
  /// order out again only when this has moved.
  public private(set) var revision = 0
  public let store: HistoryStore?
  public var cardRenderer: MatchCardRendering?
  /// The level recorded with new matches.
  public var level: Level
  /// The two people recorded with new matches; nil for matches against the computer.
  public var players: MatchPlayers?
  /// Runs after every change, for the history list.
  public var onChange: (() -> Void)?
  /// Runs with a sentence for the player: a save problem, a damaged file, a card saved.
  public var onNotice: ((String) -> Void)?
  /// Runs after matches were deleted, with their ids (after ``onChange``): a screen showing one
  /// of them closes.
  public var onRemove: ((Set<UUID>) -> Void)?
  private var lastSaveFailed = false
  private let now: () -> Date
  /// The matches deleted last, with their places in the list, while they can still be brought
  /// back: their cards stay on disk until ``commitRemoval()``.
  public private(set) var removable: [(index: Int, record: MatchRecord)] = []

  public init(history: History, store: HistoryStore?, level: Level, now: @escaping () -> Date = Date.init) {
    self.history = history
    self.store = store
    self.level = level
    self.now = now
  }

  /// The player's latest matches against the computer under `rules`, oldest first: what a fresh
  /// opponent recalls (``RockPaperScissorsApp/roundsRecalled`` rounds of them).
  func matchesRecalled(rules: Rules) -> [Match] {
    history.latestMatchesAgainstTheComputer(rules: rules, rounds: RockPaperScissorsApp.roundsRecalled)
  }

  /// Records the state of the current match after a round, with what the opponent made of each
  /// round (`insights`; none between people).
  public func roundPlayed(_ match: Match, insights: [EngineInsight?] = []) {
    var record =
      history.current ?? MatchRecord(match: match, level: level, startedAt: now(), players: players)
    record.match = match
    record.insights = insights.contains { $0 != nil } ? insights : nil
    if match.isOver {
      record.endedAt = now()
      record.cardFileName = renderCard(for: record)
    }
    history.current = record
    history.archiveCurrentIfFinished()
    save()
  }

  /// Saves the history as the start left it, when the start changed it (an unfinished match
  /// asked away, kept as abandoned): so it stays, even if no round is played before quitting.
  public func saveOpening() {
    save()
  }

  /// The two people were renamed: new matches are recorded under the new names, and so is the
  /// two-player match being played (its rounds are theirs, whatever they are called now).
  /// Finished matches keep the names they were played under.
  public func renamePlayers(_ renamed: MatchPlayers) {
    guard players != nil else { return }
    players = renamed
    guard var record = history.current, let old = record.players, old != renamed else { return }
    record.players = renamed
    history.current = record
    save()
  }

  /// Adds a match played apart from the board's (a network match, whole once it ended) to the
  /// finished ones, with its card, and saves. The match in progress is left as it is: it
  /// resumes when its board comes back, and never takes the network match's rounds.
  public func addFinished(_ record: MatchRecord) {
    var record = record
    record.endedAt = record.endedAt ?? now()
    if record.match.isOver { record.cardFileName = renderCard(for: record) }
    history.finished.insert(record, at: 0)
    save()
  }

  /// Keeps a match against a rival among the finished ones from its first round, in progress
  /// (`endedAt` nil) until it ends, and saves: the board's match in progress keeps its own place,
  /// and a rival's match left or quit halfway is never lost, not even one of draws alone: it
  /// resumes when the player plays that rival again (``History/unfinishedChallenge(_:)``), and a
  /// day's one try cannot be started again after a draw has shown the rival's opening. The same
  /// record is updated in its place.
  public func challengeRoundPlayed(_ record: MatchRecord) {
    var record = record
    if record.isFinished, record.match.isOver { record.cardFileName = renderCard(for: record) }
    if let index = history.finished.firstIndex(where: { $0.id == record.id }) {
      history.finished[index] = record
    } else {
      history.finished.insert(record, at: 0)
    }
    save()
  }

  /// The player switched between playing the computer and two players: the match in progress
  /// waits, set aside, and the other kind's match set aside earlier, if any, is in progress
  /// again. Saved at once. Returns the match resumed.
  @discardableResult
  public func switchKind(toPeople: Bool) -> MatchRecord? {
    history.setCurrentAside()
    let resumed = history.resumeSetAside(betweenPeople: toPeople)
    save()
    return resumed
  }

  /// The player started a new match: an unfinished one with a round won or lost is kept as
  /// abandoned; one of draws alone goes.
  public func matchAbandoned() {
    guard var record = history.current else { return }
    if !record.hasDecisiveRound {
      history.current = nil
    } else {
      record.endedAt = now()
      history.current = record
      history.archiveCurrentIfFinished()
    }
    save()
  }

  /// Deletes a finished match and saves at once, so a crash never brings it back; its card stays
  /// until the deletion is committed (``commitRemoval()``), so ``undoRemoval()`` can bring the
  /// match back whole. A deletion still open is committed first. The match in progress is not
  /// in the finished ones: it cannot be deleted. Returns whether the match was there.
  @discardableResult
  public func deleteMatch(id: UUID) -> Bool {
    guard let index = history.finished.firstIndex(where: { $0.id == id }) else { return false }
    commitRemoval()
    let record = history.finished.remove(at: index)
    removable = [(index, record)]
    save()
    onRemove?([id])
    return true
  }

  /// Deletes every finished match, and saves, as ``deleteMatch(id:)`` does: the cards go when
  /// the deletion is committed. The match in progress stays, and so do the unfinished ones
  /// waiting among the finished: one set aside by a switch between one player and two, and a
  /// rival's match waiting to resume.
  public func clearFinished() {
    let removed = history.finished.filter(\.isFinished)
    guard !removed.isEmpty else { return }
    commitRemoval()
    removable = history.finished.enumerated().filter { $0.element.isFinished }.map {
      ($0.offset, $0.element)
    }
    history.finished.removeAll(where: \.isFinished)
    save()
    onRemove?(Set(removed.map(\.id)))
  }

  /// Brings back the matches deleted last, in their places, and saves. Returns how many came
  /// back (none once the deletion was committed).
  @discardableResult
  public func undoRemoval() -> Int {
    let restored = removable
    guard !restored.isEmpty else { return 0 }
    removable = []
    for (index, record) in restored where !history.finished.contains(where: { $0.id == record.id }) {
      history.finished.insert(record, at: min(index, history.finished.count))
    }
    save()
    return restored.count
  }

  /// Makes the last deletion final: its cards are removed and it can no longer be undone.
  public func commitRemoval() {
    let removed = removable.map(\.record)
    removable = []
    removeCards(of: removed)
  }

  /// Removes the card files of deleted matches. The history is saved first: a crash in between
  /// leaves a card no match points to, never a match whose card is gone. A card already gone is
  /// no problem; one that cannot be removed is told once.
  private func removeCards(of records: [MatchRecord]) {
    var failure: String?
    for record in records {
      guard let path = cardPath(for: record), FileManager.default.fileExists(atPath: path) else { continue }
      do {
        try FileManager.default.removeItem(atPath: path)
      } catch {
        failure =
          failure ?? tr("The match card %1$@ could not be deleted: %2$@", path, error.localizedDescription)
      }
    }
    if let failure { onNotice?(failure) }
  }

  /// The path of a record's card, if it has one.
  public func cardPath(for record: MatchRecord) -> String? {
    // The name comes from the history file: only a plain name inside the card folder is used,
    // so a damaged or hostile file cannot point a delete elsewhere.
    guard let name = record.cardFileName, let store, !name.isEmpty, !name.hasPrefix("."),
      !name.contains("/"), !name.contains("\0")
    else { return nil }
    return store.cardsFolder.appendingPathComponent(name).path
  }

  private func renderCard(for record: MatchRecord) -> String? {
    guard let store, let cardRenderer else { return nil }
    let name = record.id.uuidString.lowercased() + ".png"
    do {
      try FileManager.default.createDirectory(at: store.cardsFolder, withIntermediateDirectories: true)
      try cardRenderer.renderCard(for: record, to: store.cardsFolder.appendingPathComponent(name).path)
      return name
    } catch {
      onNotice?(tr("The match card could not be made: %1$@", "\(error)"))
      return nil
    }
  }

  /// Takes the finished matches of a save merged with another copy's (another window on the same
  /// data folder): that copy's matches join the list, and those it deleted leave it. The match in
  /// progress stays this copy's own: the board plays it.
  /// Returns the ids of the matches it removed.
  private func takeFinished(from merged: History) -> Set<UUID> {
    let removed = Set(history.finished.map(\.id)).subtracting(merged.finished.map(\.id))
    history.finished = merged.finished
    return removed
  }

  private func save() {
    var removedElsewhere: Set<UUID> = []
    defer {
      onChange?()
      if !removedElsewhere.isEmpty { onRemove?(removedElsewhere) }
    }
    guard let store else { return }
    do {
      if let merged = try store.save(history) { removedElsewhere = takeFinished(from: merged) }
      if lastSaveFailed { onNotice?(tr("Saving works again; your history is up to date.")) }
      lastSaveFailed = false
    } catch {
      // A newer version's file, or a damaged one left in place, was explained when the game
      // started: not again.
      if error.isRefusalExplainedAtLoad {
        lastSaveFailed = true
        return
      }
      if !lastSaveFailed {
        onNotice?(
          tr("Cannot save the history (%1$@). Play goes on; nothing saved before is lost.", "\(error)"))
      }
      lastSaveFailed = true
    }
  }
}
