import Foundation
import GameCore
import RPSApp
import TestSupport
import Testing
import ViewKit

#if canImport(Glibc)
import Glibc
#endif

/// A data folder the game cannot write (read-only, full) or a history it must not trust: the game
/// keeps playing, says so, and loses nothing already saved.
@MainActor
@Suite("Bad data folders")
struct DataFolderFailureTests {
  private func makeGame(folder: URL) -> (Window, Screens) {
    var options = CommandLineOptions()
    options.seed = 5
    let screens = RockPaperScissorsApp.makeScreens(options: options, store: HistoryStore(folder: folder))
    let window = Window(
      size: Size(width: 1024, height: 768), clock: ManualClock(), appearance: Theme.appearance)
    // Rounds are shown at once here; the count and the celebration have their own tests.
    screens.play.quickThrows = true
    window.rootViewController = screens.split
    return (window, screens)
  }

  /// Throws with the R key until a match ends, then starts the next and throws once more.
  private func playMatchAndRound(_ window: Window, _ screens: Screens) {
    let play = screens.play
    let finished = screens.keeper.history.finished.count
    while screens.keeper.history.finished.count == finished {
      if play.game.match.isOver { play.startNewMatch() }
      #expect(window.send(KeyEvent(.character("r"))), "the game takes the throw")
    }
    play.startNewMatch()
    #expect(window.send(KeyEvent(.character("p"))))
  }

  private func temporaryFiles(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      $0.contains(".tmp-")
    }
  }

  /// Saves a match, breaks saving, plays another, mends saving and plays a round: while broken
  /// the game plays on and says it cannot save, and the saved file stays byte for byte; once
  /// mended, everything played is saved.
  private func playThroughUnsavableFolder(
    _ folder: URL, breakSaving: () throws -> Void, mendSaving: () throws -> Void
  ) throws {
    let (window, screens) = makeGame(folder: folder)
    let fileURL = HistoryStore(folder: folder).fileURL
    playMatchAndRound(window, screens)
    let saved = try Data(contentsOf: fileURL)
    #expect(screens.split.noticeButton.isHidden)

    try breakSaving()
    playMatchAndRound(window, screens)

    #expect(!screens.split.noticeButton.isHidden)
    #expect(screens.split.noticeButton.title.contains("Cannot save the history"))
    #expect(screens.split.noticeButton.title.contains("nothing saved before is lost"))
    #expect(screens.keeper.history.finished.count == 2, "the match played while saving failed counts")
    #expect(try Data(contentsOf: fileURL) == saved, "the saved file is untouched, byte for byte")
    #expect(temporaryFiles(in: folder).isEmpty, "no half-written file is left")

    try mendSaving()
    #expect(window.send(KeyEvent(.character("s"))))

    #expect(screens.split.noticeButton.title.contains("Saving works again"))
    let reloaded = HistoryStore(folder: folder).load().0
    #expect(reloaded.allNewestFirst.map(\.id) == screens.keeper.history.allNewestFirst.map(\.id))
    #expect(reloaded.finished.count == 2, "nothing played while saving failed is lost")
  }

  @Test(
    "A read-only data folder: play goes on, the game says it cannot save, the saved file stays byte for byte")
  func readOnlyFolder() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.appending("data")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    if geteuid() != 0 {
      try playThroughUnsavableFolder(
        folder,
        breakSaving: {
          try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        },
        mendSaving: {
          try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        })
    } else if let mount = ScratchMount(at: folder, kilobytes: 1024) {
      // Root ignores permissions, so 0555 would not stop it; a read-only file system does.
      try playThroughUnsavableFolder(
        folder, breakSaving: { #expect(mount.setReadOnly(true)) },
        mendSaving: { #expect(mount.setReadOnly(false)) })
    } else {
      // Root that may not mount: the immutable attribute stops root too.
      try playThroughUnsavableFolder(
        folder, breakSaving: { try Self.chattr("+i", folder) }, mendSaving: { try Self.chattr("-i", folder) })
    }
  }

  @Test(
    "A history cut off mid-write: the game shows every whole match and says in one line what it recovered")
  func historyCutOffMidWrite() throws {
    let temporary = try TemporaryFolder()
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    let matches = (0..<3).map { index in
      var match = Match(rules: .classic, targetWins: 3)
      for _ in 0..<3 { match.record(Round(player: .paper, computer: .rock, rules: .classic)) }
      let started = start.addingTimeInterval(Double(3 - index) * 600)
      return MatchRecord(
        match: match, level: .easy, startedAt: started, endedAt: started.addingTimeInterval(60))
    }
    let store = HistoryStore(folder: temporary.url)
    try store.save(History(finished: matches))
    let whole = try Data(contentsOf: store.fileURL)
    let cutAt = try #require(whole.range(of: Data(matches[2].id.uuidString.utf8))).lowerBound
    try whole.prefix(cutAt).write(to: store.fileURL)

    let (_, screens) = makeGame(folder: temporary.url)

    let names = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
    let aside = try #require(names.first { $0.hasPrefix("history.json.damaged-") })
    #expect(screens.keeper.history.finished.map(\.id) == [matches[0].id, matches[1].id])
    #expect(
      screens.split.noticeButton.title
        == "History was damaged: 2 of 3 matches recovered; the damaged file is kept as \(temporary.appending(aside).path)."
    )
  }

  @Test(
    "A damaged history in a folder that cannot be written: the game says it is left in place and the session not saved, once"
  )
  func damagedFileThatCannotBeMovedAside() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.appending("data")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let damaged = Data("{ not a history".utf8)
    let file = folder.appendingPathComponent("history.json")
    var mount: ScratchMount?
    if geteuid() != 0 {
      try damaged.write(to: file)
      try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
    } else if let scratch = ScratchMount(at: folder, kilobytes: 1024) {
      // Root ignores permissions, so 0555 would not stop it; a read-only file system does.
      try damaged.write(to: file)
      #expect(scratch.setReadOnly(true))
      mount = scratch
    } else {
      try damaged.write(to: file)
      try Self.chattr("+i", folder)
    }
    defer {
      if geteuid() != 0 {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
      } else if let mount {
        _ = mount.setReadOnly(false)
      } else {
        try? Self.chattr("-i", folder)
      }
    }
    let (window, screens) = makeGame(folder: folder)
    let told = screens.split.noticeButton.title
    var later: [String] = []
    screens.keeper.onNotice = { later.append($0) }

    playMatchAndRound(window, screens)

    #expect(told.contains("could not be moved aside"), "\(told)")
    #expect(told.contains("this session is not saved"))
    #expect(later.isEmpty, "told once, at the start: \(later)")
    #expect(try Data(contentsOf: file) == damaged, "the damaged file is left byte for byte")
  }

  private static func chattr(_ change: String, _ folder: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
    process.arguments = [change, folder.path]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "chattr \(change) \(folder.path)")
  }

  @Test(
    "A full disk: play goes on, the game says it cannot save, the saved file stays byte for byte",
    .enabled(if: ScratchMount.isAvailable, "filling a disk needs a tiny tmpfs, and mounting one needs root"))
  func fullDisk() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.appending("data")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let mount = try #require(ScratchMount(at: folder, kilobytes: 64))
    let filler = folder.appendingPathComponent("filler")

    // The mount and its folder must outlive the filling: were the tiny disk gone, the filler
    // would fill the real one.
    try withExtendedLifetime((temporary, mount)) {
      try playThroughUnsavableFolder(
        folder,
        breakSaving: {
          var disk = statvfs()
          #expect(statvfs(folder.path, &disk) == 0)
          try #require(
            UInt64(disk.f_blocks) * UInt64(disk.f_frsize) <= 1 << 20, "the folder is on the tiny scratch disk"
          )
          // Fills every block left: big writes, then single bytes, until the disk refuses (never
          // more than the scratch disk could hold).
          let descriptor = open(filler.path, O_WRONLY | O_CREAT, 0o644)
          #expect(descriptor >= 0)
          defer { close(descriptor) }
          var written = 0
          for size in [4096, 1] {
            let bytes = [UInt8](repeating: 0x2A, count: size)
            while written < 1 << 20 && write(descriptor, bytes, size) == size { written += size }
          }
          #expect(errno == ENOSPC, "the disk is full")
        },
        mendSaving: { try FileManager.default.removeItem(at: filler) })
    }
  }

  @Test("A data folder path that is a file: the game plays and says it cannot save")
  func folderIsAFile() throws {
    let temporary = try TemporaryFolder()
    let path = temporary.appending("data")
    try Data("not a folder".utf8).write(to: path)
    let (window, screens) = makeGame(folder: path)

    playMatchAndRound(window, screens)

    let notice = screens.split.noticeButton.title
    #expect(notice.contains("Cannot save the history (cannot make the folder \(path.path): "), "\(notice)")
    #expect(!notice.contains("..") && !notice.contains("The operation could not be completed"), "\(notice)")
    #expect(try Data(contentsOf: path) == Data("not a folder".utf8))
  }

  @Test(
    "A history asking for 2^63 wins to end a match is kept aside and the game starts (it crashed drawing the pips)"
  )
  func absurdTargetWins() throws {
    let temporary = try TemporaryFolder()
    let store = HistoryStore(folder: temporary.url)
    let contents = Data(
      #"""
      {"version":1,"finished":[],"current":{"id":"8C1B7C38-5D2E-4C4E-9A66-0F61D5D5F1A1","level":"Hard",\
      "startedAt":"2024-01-01T00:00:00Z","match":{"rules":{"moves":[0,1,2]},"targetWins":9223372036854775807,\
      "rounds":[{"player":0,"computer":2,"outcome":"win"}]}}}
      """#.utf8)
    try contents.write(to: store.fileURL)

    let (window, screens) = makeGame(folder: temporary.url)
    window.render(on: RecordingCanvas())

    #expect(screens.split.noticeButton.title.contains("damaged"))
    #expect(screens.play.game.match.targetWins == Match.defaultTargetWins)
    let kept = try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter {
      $0.contains(".damaged-")
    }
    #expect(kept.count == 1)
  }
}
