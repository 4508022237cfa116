import Foundation
import GameCore

// Saves a growing history into the folder given as the first argument, forever, and prints
// "saved ID N" after each save has returned (ID the match it added, N the matches in the file).
// The crash-safety test kills it at random moments; the shared-folder test runs two at once.
guard CommandLine.arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: history-writer FOLDER\n".utf8))
  exit(2)
}
let store = HistoryStore(folder: URL(fileURLWithPath: CommandLine.arguments[1]))
var (history, _) = store.load()
var rounds: [Round] = []
for index in 0..<3 {
  rounds.append(Round(player: .paper, computer: index == 1 ? .paper : .rock, rules: .classic))
}
rounds.append(Round(player: .paper, computer: .rock, rules: .classic))
let finished = Match(rounds: rounds)
while true {
  let record = MatchRecord(match: finished, level: .hard, startedAt: Date(), endedAt: Date())
  history.finished.insert(record, at: 0)
  do {
    // Another copy's matches join this one's, as the game's keeper takes them.
    if let merged = try store.save(history) { history.finished = merged.finished }
  } catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
  }
  // Written straight to the descriptor: nothing waits in a buffer when the kill comes.
  FileHandle.standardOutput.write(Data("saved \(record.id) \(history.finished.count)\n".utf8))
}
