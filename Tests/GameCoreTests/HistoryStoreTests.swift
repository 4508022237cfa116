import Foundation
import GameCore
import TestSupport
import Testing

@Suite("Saved history")
struct HistoryStoreTests {
  private func finishedRecord(playerWins: Bool) -> MatchRecord {
    let round = Round(player: .paper, computer: playerWins ? .rock : .scissors, rules: .classic)
    return MatchRecord(
      match: Match(rounds: [round, round, round]), level: "Hard",
      startedAt: Date(timeIntervalSince1970: 1_700_000_000),
      endedAt: Date(timeIntervalSince1970: 1_700_000_100), cardFileName: "card.png")
  }

  @Test("A saved history loads back the same, finished matches newest first and the unfinished one apart")
  func roundTrip() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.url
    let store = HistoryStore(folder: folder)
    let unfinished = MatchRecord(
      match: Match(rounds: [Round(player: .rock, computer: .scissors, rules: .classic)]), level: "Easy",
      startedAt: Date(timeIntervalSince1970: 1_700_000_200))
    let history = History(
      finished: [finishedRecord(playerWins: true), finishedRecord(playerWins: false)], current: unfinished)

    try store.save(history)
    let (loaded, outcome) = HistoryStore(folder: folder).load()

    #expect(outcome == .loaded)
    #expect(loaded == history)
    #expect(loaded.allNewestFirst.first?.id == unfinished.id)
  }

  @Test(
    "The file is what JSONEncoder writes for the history, also after matches were kept, changed or dropped")
  func sameBytesAsTheEncoder() throws {
    let temporary = try TemporaryFolder()
    let store = HistoryStore(folder: temporary.url)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    let unfinished = MatchRecord(
      match: Match(rounds: [Round(player: .rock, computer: .scissors, rules: .classic)]), level: "Easy",
      startedAt: Date(timeIntervalSince1970: 1_700_000_200))
    var history = History()
    func expectSameBytes(_ comment: Comment) throws {
      try store.save(history)
      #expect(try Data(contentsOf: store.fileURL) == encoder.encode(history), comment)
      #expect(store.load().0 == history, comment)
    }
    try expectSameBytes("empty")
    history.current = unfinished
    try expectSameBytes("only a match in progress")
    history.finished = [finishedRecord(playerWins: true), finishedRecord(playerWins: false)]
    try expectSameBytes("finished matches and one in progress")
    history.current = nil
    history.finished.insert(finishedRecord(playerWins: true), at: 0)
    try expectSameBytes("a match added in front of those already written")
    history.finished[1].cardFileName = "another.png"
    try expectSameBytes("a match already written, changed")
    history.finished.removeLast()
    try expectSameBytes("a match dropped")
  }

  @Test("The list's order read in place is the order of allNewestFirst, with or without a match in progress")
  func newestFirstInPlace() {
    let unfinished = MatchRecord(match: Match(), level: "Easy", startedAt: Date(timeIntervalSince1970: 0))
    let finished = [finishedRecord(playerWins: true), finishedRecord(playerWins: false)]
    for history in [History(), History(finished: finished), History(finished: finished, current: unfinished)]
    {
      #expect(Array(history.newestFirst) == history.allNewestFirst)
      #expect(history.newestFirst.count == history.allNewestFirst.count)
    }
  }

  @Test("No file is a fresh history, not an error")
  func fresh() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.url
    let (history, outcome) = HistoryStore(folder: folder).load()
    #expect(outcome == .fresh)
    #expect(history.allNewestFirst.isEmpty)
  }

  @Test(
    "A damaged file is moved aside with .damaged- and a timestamp, and a fresh history starts",
    arguments: [
      Data([0x00, 0xFF, 0x13, 0x37, 0x42]), Data(#"{"version":1,"finished":[{"id":"#.utf8),
      Data(String(repeating: "[", count: 100_000).utf8),
      Data(#"{"version":1,"finished":[],"current":7}"#.utf8),
      Data(#"{"version":1e999,"finished":[]}"#.utf8),
    ])
  func damaged(contents: Data) throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.url
    let store = HistoryStore(folder: folder)
    try contents.write(to: store.fileURL)

    let (history, outcome) = store.load(now: Date(timeIntervalSince1970: 1_800_000_000))

    guard case .damaged(_, let movedTo) = outcome else {
      Issue.record("expected a damaged outcome, got \(outcome)")
      return
    }
    #expect(movedTo.hasPrefix(store.fileURL.path + ".damaged-2027"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == contents, "the damaged bytes are kept")
    #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
    #expect(history.allNewestFirst.isEmpty)
    try store.save(history)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: movedTo)) == contents, "saving does not touch the kept file")
  }

  @Test("A file from a newer version is refused and never rewritten")
  func newerVersion() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.url
    let store = HistoryStore(folder: folder)
    let newer = Data(#"{"version":99,"matches":"in a shape we do not know"}"#.utf8)
    try newer.write(to: store.fileURL)

    let (_, outcome) = store.load()

    #expect(outcome == .newerVersion(99))
    #expect(throws: HistoryStore.StoreError.self) { try store.save(History()) }
    #expect(try Data(contentsOf: store.fileURL) == newer)
  }

  @Test("A file larger than any history is treated as damaged without being read whole")
  func hugeFile() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.url
    let store = HistoryStore(folder: folder)
    try Data().write(to: store.fileURL)
    let handle = try FileHandle(forWritingTo: store.fileURL)
    try handle.truncate(atOffset: UInt64(HistoryStore.maximumFileSize + 1))
    try handle.close()

    let (_, outcome) = store.load()

    guard case .damaged = outcome else {
      Issue.record("expected damaged, got \(outcome)")
      return
    }
  }

  @Test(
    "A writer killed at random moments always leaves a file that loads with every match it reported saved")
  func killedWriter() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.url
    var generator = SeededGenerator(seed: 99)
    var reported = 0
    for _ in 0..<12 {
      let process = Process()
      process.executableURL = HistoryWriterProgram.url
      process.arguments = [folder.path]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let wanted = Int(generator.next() % 40) + 1
      var buffer = Data()
      var lines: [Substring] = []
      while lines.count < wanted {
        let chunk = output.fileHandleForReading.readChunk()
        if chunk.isEmpty { break }
        buffer.append(chunk)
        lines = String(decoding: buffer, as: UTF8.self).split(separator: "\n")
      }
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      // Anything printed before the kill was saved before it.
      let rest = output.fileHandleForReading.readAllRetrying()
      buffer.append(rest)
      let saved = String(decoding: buffer, as: UTF8.self).split(separator: "\n").compactMap {
        Int($0.split(separator: " ").last ?? "")
      }
      reported = max(reported, saved.max() ?? reported)

      let (history, outcome) = HistoryStore(folder: folder).load()
      #expect(outcome == .loaded)
      #expect(history.finished.count >= reported)
    }
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.contains(".damaged-") || $0.contains(".tmp-") }
    #expect(leftovers.isEmpty, "no damaged files, and half-written temporary files are swept at load")
  }
}

/// The `history-writer` helper built beside the test bundle.
enum HistoryWriterProgram {
  static let url: URL = {
    var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    while folder.pathComponents.count > 1 && !folder.lastPathComponent.hasSuffix(".xctest") {
      folder.deleteLastPathComponent()
    }
    return folder.deletingLastPathComponent().appendingPathComponent("history-writer")
  }()
}
