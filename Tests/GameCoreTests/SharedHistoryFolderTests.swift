import Foundation
import GameCore
import TestSupport
import Testing

/// Two copies of the game on one data folder, each with its own store, as two processes have:
/// whatever order they save in, the file ends with every match either played, and without the
/// matches either deleted.
@Suite("One history folder, two copies of the game")
struct SharedHistoryFolderTests {
  private static let clock = 1_700_000_000.0

  /// A finished match, ended at `minute` past a fixed moment.
  private func finished(_ minute: Double) -> MatchRecord {
    let round = Round(player: .paper, computer: .rock, rules: .classic)
    return MatchRecord(
      match: Match(rounds: [round, round, round]), level: .hard,
      startedAt: Date(timeIntervalSince1970: Self.clock + minute * 60 - 30),
      endedAt: Date(timeIntervalSince1970: Self.clock + minute * 60))
  }

  /// A match in progress with `rounds` rounds.
  private func inProgress(rounds: Int) -> MatchRecord {
    MatchRecord(
      match: Match(
        rounds: Array(repeating: Round(player: .rock, computer: .scissors, rules: .classic), count: rounds)),
      level: .easy, startedAt: Date(timeIntervalSince1970: Self.clock))
  }

  /// One copy of the game: its store and the history it loaded as it started.
  private struct Copy {
    let store: HistoryStore
    var history: History
  }

  /// Two copies of the game started on `folder`, each loading the file before either saves.
  private func startTwoCopies(on folder: TemporaryFolder) -> (Copy, Copy) {
    let first = HistoryStore(folder: folder.url)
    let second = HistoryStore(folder: folder.url)
    return (Copy(store: first, history: first.load().0), Copy(store: second, history: second.load().0))
  }

  @Test("Each copy saves a different finished match: the file holds both, newest first")
  func bothMatchesKept() throws {
    let temporary = try TemporaryFolder()
    var (first, second) = startTwoCopies(on: temporary)
    let early = finished(1)
    let late = finished(2)

    first.history.finished.insert(late, at: 0)
    try first.store.save(first.history)
    second.history.finished.insert(early, at: 0)
    let merged = try second.store.save(second.history)

    let (saved, outcome) = HistoryStore(folder: temporary.url).load()
    #expect(outcome == .loaded)
    #expect(saved.finished.map(\.id) == [late.id, early.id], "both matches, newest first")
    #expect(merged?.finished == saved.finished, "the second copy is told what it took in")
  }

  @Test("Two copies saving in turn, many times, keep every match either played")
  func savesInTurn() throws {
    let temporary = try TemporaryFolder()
    let stores = [HistoryStore(folder: temporary.url), HistoryStore(folder: temporary.url)]
    var histories = stores.map { $0.load().0 }
    var played: [UUID] = []
    for minute in 0..<20 {
      let copy = minute % 3 == 0 ? 0 : 1
      let record = finished(Double(minute))
      played.append(record.id)
      histories[copy].finished.insert(record, at: 0)
      if let merged = try stores[copy].save(histories[copy]) { histories[copy].finished = merged.finished }
    }
    let saved = HistoryStore(folder: temporary.url).load().0
    #expect(saved.finished.map(\.id) == played.reversed(), "every match, newest first")
  }

  @Test("A match deleted in one copy is not brought back by the other copy's save, nor one the other deletes")
  func deletionsStay() throws {
    let temporary = try TemporaryFolder()
    let old = [finished(1), finished(2), finished(3)]
    try HistoryStore(folder: temporary.url).save(History(finished: old.reversed()))
    var (first, second) = startTwoCopies(on: temporary)

    first.history.finished.removeAll { $0.id == old[0].id }
    try first.store.save(first.history)
    let played = finished(4)
    second.history.finished.removeAll { $0.id == old[2].id }
    second.history.finished.insert(played, at: 0)
    let merged = try #require(try second.store.save(second.history))

    let expected = [played.id, old[1].id]
    #expect(HistoryStore(folder: temporary.url).load().0.finished.map(\.id) == expected)
    #expect(merged.finished.map(\.id) == expected, "the second copy drops what the first deleted")
    // The first copy saves again before it has heard of the second's changes.
    let mergedAgain = try #require(try first.store.save(first.history))
    #expect(mergedAgain.finished.map(\.id) == expected, "the first copy drops what the second deleted")
    #expect(HistoryStore(folder: temporary.url).load().0.finished.map(\.id) == expected)
  }

  @Test("Each copy's match in progress is kept: the file has room for one, the other's waits as abandoned")
  func matchesInProgress() throws {
    let temporary = try TemporaryFolder()
    let (first, second) = startTwoCopies(on: temporary)
    var mine = inProgress(rounds: 1)
    let theirs = inProgress(rounds: 1)

    try first.store.save(History(current: mine))
    try second.store.save(History(current: theirs))
    var saved = HistoryStore(folder: temporary.url).load().0
    #expect(saved.current?.id == theirs.id)
    #expect(saved.finished.map(\.id) == [mine.id], "the first copy's match is kept as abandoned")
    #expect(saved.finished.first?.match.rounds.count == 1)

    mine.match = Match(rounds: mine.match.rounds + mine.match.rounds)
    try first.store.save(History(current: mine))
    saved = HistoryStore(folder: temporary.url).load().0
    #expect(saved.current?.id == mine.id, "the copy playing it takes it back, with its new rounds")
    #expect(saved.current?.match.rounds.count == 2)
    #expect(saved.finished.map(\.id) == [theirs.id], "and the other's waits as abandoned in its turn")
  }

  @Test("A copy with no match in progress keeps the other copy's in the file, to resume")
  func otherMatchInProgressKept() throws {
    let temporary = try TemporaryFolder()
    let (first, second) = startTwoCopies(on: temporary)
    let theirs = inProgress(rounds: 1)
    let mine = finished(1)

    try second.store.save(History(current: theirs))
    try first.store.save(History(finished: [mine]))
    try first.store.save(History(finished: [mine]))

    let saved = HistoryStore(folder: temporary.url).load().0
    #expect(saved.current?.id == theirs.id)
    #expect(saved.finished.map(\.id) == [mine.id])
  }

  @Test("A damaged file found at a save is moved aside, not written over, and the copy's history saved")
  func damagedAtSave() throws {
    let temporary = try TemporaryFolder()
    let store = HistoryStore(folder: temporary.url)
    _ = store.load()
    let damaged = Data("{ not a history".utf8)
    try damaged.write(to: store.fileURL)
    let record = finished(1)

    #expect(try store.save(History(finished: [record])) == nil)

    let kept = try FileManager.default.contentsOfDirectory(atPath: temporary.url.path)
      .filter { $0.hasPrefix("history.json.damaged-") }
    #expect(kept.count == 1)
    let keptURL = temporary.url.appendingPathComponent(kept.first ?? "")
    #expect(try Data(contentsOf: keptURL) == damaged, "the damaged bytes are kept")
    #expect(HistoryStore(folder: temporary.url).load().0.finished.map(\.id) == [record.id])
  }

  @Test(
    "Two writer processes saving at once on one folder, killed: every match either reported saved is in the file"
  )
  func twoProcesses() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.url
    let writers = try (0..<2).map { _ in try HistoryWriterProgram.start(in: folder) }
    var outputs = [Data(), Data()]
    func lines(_ data: Data) -> [Substring] { String(decoding: data, as: UTF8.self).split(separator: "\n") }
    while outputs.contains(where: { lines($0).count < 30 }) {
      for (index, writer) in writers.enumerated() where lines(outputs[index]).count < 30 {
        let chunk = writer.1.fileHandleForReading.readChunk()
        if chunk.isEmpty { break }
        outputs[index].append(chunk)
      }
    }
    for (index, writer) in writers.enumerated() {
      kill(writer.0.processIdentifier, SIGKILL)
      writer.0.waitUntilExit()
      outputs[index].append(writer.1.fileHandleForReading.readAllRetrying())
    }
    let reported = outputs.flatMap(lines).compactMap { line -> UUID? in
      let words = line.split(separator: " ")
      return words.count == 3 ? UUID(uuidString: String(words[1])) : nil
    }
    #expect(reported.count >= 60)

    let (history, outcome) = HistoryStore(folder: folder).load()
    #expect(outcome == .loaded)
    let saved = Set(history.finished.map(\.id))
    let lost = reported.filter { !saved.contains($0) }
    #expect(lost.isEmpty, "\(lost.count) of \(reported.count) matches reported saved are gone")
    #expect(history.finished.count == Set(history.finished.map(\.id)).count, "no match twice")
  }
}
