import Foundation
import GameCore

/// Keeps the history up to date as matches are played, and saves it after every round.
///
/// When saving fails, play goes on: the history stays in memory, the player is told once, and
/// what was saved before is left untouched on disk.
@MainActor
public final class HistoryKeeper {
  public private(set) var history: History
  public let store: HistoryStore?
  public var cardRenderer: MatchCardRendering?
  /// The level recorded with new matches.
  public var level: Level
  /// Runs after every change, for the history list.
  public var onChange: (() -> Void)?
  /// Runs with a sentence for the player: a save problem, a damaged file, a card saved.
  public var onNotice: ((String) -> Void)?
  private var lastSaveFailed = false
  private let now: () -> Date

  public init(history: History, store: HistoryStore?, level: Level, now: @escaping () -> Date = Date.init) {
    self.history = history
    self.store = store
    self.level = level
    self.now = now
  }

  /// Records the state of the current match after a round.
  public func roundPlayed(_ match: Match) {
    var record = history.current ?? MatchRecord(match: match, level: level, startedAt: now())
    record.match = match
    if match.isOver {
      record.endedAt = now()
      record.cardFileName = renderCard(for: record)
    }
    history.current = record
    history.archiveCurrentIfFinished()
    save()
  }

  /// The player started a new match: an unfinished one with rounds is kept as abandoned.
  public func matchAbandoned() {
    guard var record = history.current else { return }
    if record.match.rounds.isEmpty {
      history.current = nil
    } else {
      record.endedAt = now()
      history.current = record
      history.archiveCurrentIfFinished()
    }
    save()
  }

  /// The path of a record's card, if it has one.
  public func cardPath(for record: MatchRecord) -> String? {
    guard let name = record.cardFileName, let store else { return nil }
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
      onNotice?("The match card could not be made: \(error)")
      return nil
    }
  }

  private func save() {
    defer { onChange?() }
    guard let store else { return }
    do {
      try store.save(history)
      if lastSaveFailed { onNotice?("Saving works again; your history is up to date.") }
      lastSaveFailed = false
    } catch {
      // A newer version's file, or a damaged one left in place, was explained when the game
      // started: not again.
      if error.isRefusalExplainedAtLoad {
        lastSaveFailed = true
        return
      }
      if !lastSaveFailed {
        onNotice?("Cannot save the history (\(error)). Play goes on; nothing saved before is lost.")
      }
      lastSaveFailed = true
    }
  }
}
