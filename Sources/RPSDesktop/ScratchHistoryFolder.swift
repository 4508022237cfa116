import Foundation
import GameCore

/// Where a screenshot without `--data-dir` keeps its history: a copy of the player's, in a
/// temporary folder removed when it is taken. The picture shows the player's matches, and the
/// throws of `--play` never reach their real history.
struct ScratchHistoryFolder {
  let url: URL

  /// Copies the player's history file (if any) from `source` into a new temporary folder; with
  /// none to be had, the folder simply starts empty.
  init(copying source: URL = HistoryStore.defaultFolder()) {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "rps-screenshot-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let history = HistoryStore(folder: source).fileURL
    try? FileManager.default.copyItem(at: history, to: HistoryStore(folder: url).fileURL)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
