import Foundation
import GameCore
import TestSupport
import Testing

@Suite("A damaged history gives back every match it can")
struct DamagedHistoryRecoveryTests {
  /// `count` finished matches, newest first, each a minute after the one before it.
  private func finishedMatches(_ count: Int) -> [MatchRecord] {
    (0..<count).map { index in
      let round = Round(
        player: .paper, computer: index.isMultiple(of: 2) ? .rock : .scissors, rules: .classic)
      let start = Date(timeIntervalSince1970: 1_700_000_000 + Double(count - index) * 60)
      return MatchRecord(
        match: Match(rounds: [round, round, round]), level: .medium, startedAt: start,
        endedAt: start.addingTimeInterval(30))
    }
  }

  private func keptFiles(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".damaged-") }
  }

  /// Saves `matches` in `store` and cuts its file where the record of `matches[index]` begins, as
  /// a write stopped there leaves it; returns what is left of the file.
  private func saveCut(_ matches: [MatchRecord], in store: HistoryStore, atMatch index: Int) throws -> Data {
    try store.save(History(finished: matches))
    let whole = try Data(contentsOf: store.fileURL)
    let cut = whole.prefix(try #require(whole.range(of: Data(matches[index].id.uuidString.utf8))).lowerBound)
    try cut.write(to: store.fileURL)
    return cut
  }

  @Test("A file cut off in the middle of a match keeps every whole match, and the cut file aside")
  func cutMidWrite() throws {
    let temporary = try TemporaryFolder()
    let store = HistoryStore(folder: temporary.url)
    let matches = finishedMatches(43)
    // The disk filled up while the 42nd match was being written.
    let cut = try saveCut(matches, in: store, atMatch: 41)

    let (history, outcome) = HistoryStore(folder: temporary.url).load(
      now: Date(timeIntervalSince1970: 1_800_000_000))

    #expect(history.finished.map(\.id) == matches.prefix(41).map(\.id), "every whole match, in order")
    #expect(history.finished == Array(matches.prefix(41)))
    #expect(history.current == nil)
    let kept = try keptFiles(in: temporary.url)
    #expect(kept.count == 1, "the damaged file is kept aside")
    #expect(try Data(contentsOf: temporary.appending(kept.first ?? "")) == cut, "byte for byte")
    #expect(outcome == .recovered(matches: 41, of: 42, movedTo: temporary.appending(kept.first ?? "").path))
    let (reloaded, reloadOutcome) = HistoryStore(folder: temporary.url).load()
    #expect(reloadOutcome == .loaded, "the recovered history is written at once")
    #expect(reloaded.finished.map(\.id) == history.finished.map(\.id))
  }

  @Test("One invalid match record loses that match only, and the file is kept aside")
  func oneBadRecord() throws {
    let temporary = try TemporaryFolder()
    let store = HistoryStore(folder: temporary.url)
    let matches = finishedMatches(3)
    let unfinished = MatchRecord(
      match: Match(rounds: [Round(player: .rock, computer: .scissors, rules: .classic)]), level: .hard,
      startedAt: Date(timeIntervalSince1970: 1_700_001_000))
    try store.save(History(finished: matches, current: unfinished))
    let damaged = Data(
      String(decoding: try Data(contentsOf: store.fileURL), as: UTF8.self)
        .replacingOccurrences(of: matches[1].id.uuidString, with: "not-an-id").utf8)
    try damaged.write(to: store.fileURL)

    let (history, outcome) = HistoryStore(folder: temporary.url).load()

    #expect(history.finished.map(\.id) == [matches[0].id, matches[2].id])
    #expect(history.current?.id == unfinished.id, "the match in progress still resumes")
    #expect(history.current == unfinished)
    let kept = try keptFiles(in: temporary.url)
    #expect(kept.count == 1)
    #expect(try Data(contentsOf: temporary.appending(kept.first ?? "")) == damaged)
    #expect(outcome == .recovered(matches: 3, of: 4, movedTo: temporary.appending(kept.first ?? "").path))
  }

  @Test("A file with no whole match left is kept aside and a fresh history starts, as before")
  func nothingToRecover() throws {
    let temporary = try TemporaryFolder()
    let store = HistoryStore(folder: temporary.url)
    _ = try saveCut(finishedMatches(2), in: store, atMatch: 0)

    let (history, outcome) = HistoryStore(folder: temporary.url).load()

    guard case .damaged = outcome else {
      Issue.record("expected a damaged outcome, got \(outcome)")
      return
    }
    #expect(history.allNewestFirst.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: store.fileURL.path), "nothing is written in its place")
  }
}
