import Foundation
import GameCore
import TestSupport
import Testing

@Suite("Saved history")
struct HistoryStoreTests {
  private func finishedRecord(playerWins: Bool) -> MatchRecord {
    let round = Round(player: .paper, computer: playerWins ? .rock : .scissors, rules: .classic)
    return MatchRecord(
      match: Match(rounds: [round, round, round]), level: .hard,
      startedAt: Date(timeIntervalSince1970: 1_700_000_000),
      endedAt: Date(timeIntervalSince1970: 1_700_000_100), cardFileName: "card.png")
  }

  @Test("A saved history loads back the same, finished matches newest first and the unfinished one apart")
  func roundTrip() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.url
    let store = HistoryStore(folder: folder)
    let unfinished = MatchRecord(
      match: Match(rounds: [Round(player: .rock, computer: .scissors, rules: .classic)]), level: .easy,
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
      match: Match(rounds: [Round(player: .rock, computer: .scissors, rules: .classic)]), level: .easy,
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
    let unfinished = MatchRecord(match: Match(), level: .easy, startedAt: Date(timeIntervalSince1970: 0))
    let finished = [finishedRecord(playerWins: true), finishedRecord(playerWins: false)]
    for history in [History(), History(finished: finished), History(finished: finished, current: unfinished)]
    {
      #expect(Array(history.newestFirst) == history.allNewestFirst)
      #expect(history.newestFirst.count == history.allNewestFirst.count)
    }
  }

  @Test(
    "A history written by version 1 (levels by their names, rules as lists of moves) loads, and saves with identifiers"
  )
  func versionOneLoads() throws {
    let temporary = try TemporaryFolder()
    let store = HistoryStore(folder: temporary.url)
    try Self.history(version: "1").write(to: store.fileURL)

    let (history, outcome) = store.load()
    try store.save(history)

    #expect(outcome == .loaded)
    let record = try #require(history.finished.first)
    #expect(record.level == .hard)
    #expect(record.match.rules == .classic)
    #expect(record.match.score.player == 1)
    let saved = try #require(
      JSONSerialization.jsonObject(with: Data(contentsOf: store.fileURL)) as? [String: Any])
    let savedRecord = try #require((saved["finished"] as? [[String: Any]])?.first)
    #expect(saved["version"] as? Int == History.currentVersion)
    #expect(savedRecord["level"] as? String == "hard")
    #expect((savedRecord["match"] as? [String: Any])?["rules"] as? String == "classic")
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

  /// A history with one record; the placeholders VERSION, STARTED, TARGET and PLAYER take the
  /// values given (by default it loads).
  static func history(
    version: String = "1", started: String = #""2024-01-01T00:00:00Z""#, target: String = "3",
    player: String = "0"
  ) -> Data {
    let text = """
      {"version":\(version),"finished":[{"id":"8C1B7C38-5D2E-4C4E-9A66-0F61D5D5F1A1","level":"Hard",\
      "startedAt":\(started),"endedAt":"2024-01-01T00:05:00Z","match":{"rules":{"moves":[0,1,2]},\
      "targetWins":\(target),"rounds":[{"player":\(player),"computer":2,"outcome":"win"}]}}]}
      """
    return Data(text.utf8)
  }

  /// Loads `contents` from a fresh folder and checks it was moved aside whole and a fresh
  /// history started, which saves without touching the kept bytes.
  private func expectMovedAside(_ contents: Data, _ comment: Comment? = nil) throws {
    let temporary = try TemporaryFolder()
    let store = HistoryStore(folder: temporary.url)
    try contents.write(to: store.fileURL)

    let (history, outcome) = store.load()

    guard case .damaged(_, let movedTo) = outcome else {
      Issue.record("expected a damaged outcome, got \(outcome) \(comment?.rawValue ?? "")")
      return
    }
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: movedTo)) == contents,
      "the bytes are kept, \(comment?.rawValue ?? "")")
    #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
    #expect(history.allNewestFirst.isEmpty)
    try store.save(history)
    #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == contents)
  }

  @Test("The template the bad-number tests change loads as it is")
  func templateLoads() throws {
    let temporary = try TemporaryFolder()
    let store = HistoryStore(folder: temporary.url)
    try Self.history().write(to: store.fileURL)
    #expect(store.load().1 == .loaded)
  }

  @Test(
    "Huge or impossible numbers in the version, a date, the target or a round make the file damaged, never a game",
    arguments: [
      history(target: "1e308"), history(target: "99999999999999999999"),
      history(target: "9223372036854775807"),
      history(target: "-9223372036854775808"), history(target: "1000000"), history(target: "3.5"),
      history(player: "1e308"), history(player: "99999999999999999999"), history(player: "-1"),
      history(player: "9223372036854775807"),
      history(started: "1e308"), history(started: #""2024-13-45T99:99:99Z""#),
    ])
  func hugeNumbers(contents: Data) throws {
    try expectMovedAside(contents)
  }

  @Test(
    "An impossible version keeps the file aside, and its valid match comes back",
    arguments: [history(version: "99999999999999999999"), history(version: "1e308")])
  func impossibleVersion(contents: Data) throws {
    let temporary = try TemporaryFolder()
    let store = HistoryStore(folder: temporary.url)
    try contents.write(to: store.fileURL)

    let (history, outcome) = store.load()

    guard case .recovered(1, 1, let movedTo) = outcome else {
      Issue.record("expected the match recovered, got \(outcome)")
      return
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == contents)
    #expect(history.finished.map(\.id.uuidString) == ["8C1B7C38-5D2E-4C4E-9A66-0F61D5D5F1A1"])
  }

  @Test(
    "A saved history cut short anywhere is kept aside whole, and only matches whose record is whole come back"
  )
  func truncated() throws {
    let temporary = try TemporaryFolder()
    let store = HistoryStore(folder: temporary.url)
    let unfinished = MatchRecord(
      match: Match(rounds: [Round(player: .rock, computer: .scissors, rules: .classic)]), level: .easy,
      startedAt: Date(timeIntervalSince1970: 1_700_000_200))
    let saved = History(
      finished: [finishedRecord(playerWins: true), finishedRecord(playerWins: false)], current: unfinished)
    try store.save(saved)
    let whole = try Data(contentsOf: store.fileURL)
    // The file's order: the match in progress, then the finished ones.
    let inFileOrder = saved.allNewestFirst

    var previouslyRecovered = 0
    for cut in [
      0, 1, 2, whole.count / 5, whole.count / 2, whole.count * 4 / 5, whole.count - 2, whole.count - 1,
    ] {
      let folder = try TemporaryFolder()
      let damagedStore = HistoryStore(folder: folder.url)
      try whole.prefix(cut).write(to: damagedStore.fileURL)

      let (history, outcome) = damagedStore.load()

      let movedTo: String
      switch outcome {
      case .damaged(_, let target): movedTo = target
      case .recovered(_, _, let target): movedTo = target
      default:
        Issue.record("cut at \(cut): expected the file kept aside, got \(outcome)")
        continue
      }
      #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == whole.prefix(cut), "cut at \(cut)")
      let recovered = history.allNewestFirst
      #expect(
        recovered == Array(inFileOrder.prefix(recovered.count)),
        "cut at \(cut): the whole records before the cut, unchanged, in order")
      #expect(recovered.count >= previouslyRecovered, "a longer file never gives back fewer matches")
      previouslyRecovered = recovered.count
    }
    #expect(previouslyRecovered == inFileOrder.count, "a file missing only its end gives back every match")
  }

  @Test(
    "Random bytes of any length, alone or after a valid beginning, are moved aside",
    arguments: [1, 7, 100, 4096, 65_536, 1_000_000])
  func randomBytes(length: Int) throws {
    var generator = SeededGenerator(seed: UInt64(length))
    let noise = Data((0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
    try expectMovedAside(noise, "\(length) random bytes")
    try expectMovedAside(Data(#"{"version":1,"finished":["#.utf8) + noise, "after a valid beginning")
  }

  @Test(
    "Deeply nested JSON, in an array, in an object or under a key the game does not know, is moved aside",
    arguments: [
      Data(
        (String(repeating: "{\"a\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000)).utf8),
      Data(
        (#"{"version":1,"finished":[],"extra":"# + String(repeating: "[", count: 100_000)
          + String(repeating: "]", count: 100_000) + "}").utf8),
      Data(
        (#"{"version":1,"finished":"# + String(repeating: "[", count: 50_000)
          + String(repeating: "]", count: 50_000) + "}").utf8),
    ])
  func deeplyNested(contents: Data) throws {
    try expectMovedAside(contents)
  }

  @Test(
    "A history holding a Masters match is saved as version 3 or later: a version-2 build refuses it rather than count the match as a rung of the first ladder"
  )
  func mastersMatchesNeedVersionThree() throws {
    let temporary = try TemporaryFolder()
    let store = HistoryStore(folder: temporary.url)
    var match = Match(targetWins: 5)
    match.record(Round(player: .paper, computer: .rock, rules: .classic))
    let record = MatchRecord(
      match: match, level: .hard, startedAt: Date(), challenge: ChallengeTag(rival: .fox, tier: .masters))

    try store.save(History(finished: [record]))

    let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: store.fileURL)) as? [String: Any]
    #expect((saved?["version"] as? Int).map { $0 >= 3 } == true)
    #expect(store.load().0.finished.first?.challenge?.ladderTier == .masters)
  }

  @Test(
    "A file from any newer version, up to the largest, is refused and left byte for byte",
    arguments: [String(History.currentVersion + 1), "9223372036854775807"])
  func newerVersions(version: String) throws {
    let temporary = try TemporaryFolder()
    let store = HistoryStore(folder: temporary.url)
    let newer = Self.history(version: version)
    try newer.write(to: store.fileURL)

    let (_, outcome) = store.load()

    #expect(outcome == .newerVersion(Int(version) ?? 0))
    #expect(throws: HistoryStore.StoreError.self) { try store.save(History()) }
    #expect(try Data(contentsOf: store.fileURL) == newer)
  }

  @Test("A real 100 MB file is moved aside without being read: at once, reading next to nothing")
  func hundredMegabytes() throws {
    let temporary = try TemporaryFolder()
    let store = HistoryStore(folder: temporary.url)
    // Written for real (not sparse), a megabyte at a time: the start of a history, then spaces.
    let megabyte = 1 << 20
    let beginning = Data(#"{"version":1,"finished":["#.utf8)
    let padding = Data(repeating: UInt8(ascii: " "), count: megabyte)
    #expect(FileManager.default.createFile(atPath: store.fileURL.path, contents: nil))
    let handle = try FileHandle(forWritingTo: store.fileURL)
    try handle.write(contentsOf: beginning + padding.dropFirst(beginning.count))
    for _ in 1..<100 { try handle.write(contentsOf: padding) }
    try handle.close()
    let readBefore = ProcessStatistics.bytesRead()
    let clock = ContinuousClock()
    let start = clock.now

    let (history, outcome) = store.load()

    let elapsed = clock.now - start
    guard case .damaged(let reason, let movedTo) = outcome else {
      Issue.record("expected damaged, got \(outcome)")
      return
    }
    #expect(reason.contains("100 MB"))
    let moved = try FileManager.default.attributesOfItem(atPath: movedTo)[.size] as? Int
    #expect(moved == 100 * megabyte, "kept whole")
    #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
    #expect(elapsed < .seconds(2), "moved, not read: \(elapsed)")
    if let before = readBefore, let after = ProcessStatistics.bytesRead() {
      // Other tests read too, in parallel; reading the file would add a hundred megabytes.
      #expect(after - before < 40 * megabyte, "read \(after - before) bytes")
    }
    try store.save(history)
    #expect(store.load().1 == .loaded, "the fresh history saves and loads")
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
      let (process, output) = try HistoryWriterProgram.start(in: folder)
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

  /// Starts a writer saving into `folder`; its standard output (a line for each save) is the pipe.
  static func start(in folder: URL) throws -> (process: Process, output: Pipe) {
    let process = Process()
    process.executableURL = url
    process.arguments = [folder.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    return (process, output)
  }
}
