import Foundation
import GameCore
import TestSupport
import Testing

@Suite("Saving the player's progress")
struct ProgressStoreTests {
  private let now = Date(timeIntervalSince1970: 1_800_000_000)

  @Test("Progress saved is progress loaded: rivals beaten, days tried and achievements earned")
  func roundTrip() throws {
    let folder = try TemporaryFolder()
    var progress = PlayerProgress()
    progress.beat(.boulder, at: now)
    progress.record(.won, on: DayStamp(year: 2027, month: 1, day: 15))
    progress.achievementsEarned["firstWin"] = now

    try ProgressStore(folder: folder.url).save(progress)
    let (loaded, outcome) = ProgressStore(folder: folder.url).load()

    #expect(outcome == .loaded)
    #expect(loaded == progress)
  }

  @Test("A save leaves no temporary file beside the progress, and no file before the first save")
  func atomicWrite() throws {
    let folder = try TemporaryFolder()
    let store = ProgressStore(folder: folder.url)
    #expect(store.load().1 == .fresh)

    try store.save(PlayerProgress())

    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["progress.json", "progress.json.lock"])
  }

  /// A store on `folder` whose file already holds `contents`, as an earlier run or another program left it.
  private func makeStore(on folder: TemporaryFolder, holding contents: Data) throws -> ProgressStore {
    let store = ProgressStore(folder: folder.url)
    try contents.write(to: store.fileURL)
    return store
  }

  @Test("A damaged file is kept aside, byte for byte, and fresh progress starts")
  func damagedFileKeptAside() throws {
    let folder = try TemporaryFolder()
    let damaged = Data("{\"version\": 1, \"rivalsBeaten\": [".utf8)
    let store = try makeStore(on: folder, holding: damaged)

    let (progress, outcome) = store.load(now: now)

    guard case .damaged(_, let movedTo) = outcome else {
      Issue.record("expected a damaged outcome, got \(outcome)")
      return
    }
    #expect(movedTo.hasPrefix(store.fileURL.path + ".damaged-"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == damaged)
    #expect(progress == PlayerProgress())
  }

  @Test("A file damaged after loading is kept aside at the next save, not written over")
  func damagedAtSave() throws {
    let folder = try TemporaryFolder()
    let store = ProgressStore(folder: folder.url)
    _ = store.load()
    try Data("not json".utf8).write(to: store.fileURL)

    try store.save(PlayerProgress())

    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names.contains { $0.hasPrefix("progress.json.damaged-") })
  }

  @Test("A newer version's file is left alone and saving is refused")
  func newerVersionRefused() throws {
    let folder = try TemporaryFolder()
    let newer = Data("{\"version\": 9}".utf8)
    let store = try makeStore(on: folder, holding: newer)

    #expect(store.load().1 == .newerVersion(9))
    #expect(throws: HistoryStore.StoreError.self) { try store.save(PlayerProgress()) }
    #expect(try Data(contentsOf: store.fileURL) == newer)
  }

  @Test("Two copies of the game on one folder keep each other's progress: nothing is lost")
  func twoCopiesMerge() throws {
    let folder = try TemporaryFolder()
    let first = ProgressStore(folder: folder.url)
    let second = ProgressStore(folder: folder.url)
    var mine = first.load().0
    var theirs = second.load().0
    mine.beat(.boulder, at: now)
    theirs.achievementsEarned["firstWin"] = now
    theirs.record(.started, on: DayStamp(year: 2027, month: 1, day: 2))

    try first.save(mine)
    try second.save(theirs)
    mine.record(.won, on: DayStamp(year: 2027, month: 1, day: 2))
    try first.save(mine)
    let loaded = ProgressStore(folder: folder.url).load().0

    #expect(loaded.hasBeaten(.boulder))
    #expect(loaded.achievements == [.firstWin])
    #expect(loaded.dailyResult(on: DayStamp(year: 2027, month: 1, day: 2)) == .won)
  }
}
