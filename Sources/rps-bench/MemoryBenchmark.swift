import CSDL2
import Foundation
import GameCore
import RPSApp
import RPSDesktop
import SDLHost
import ViewKit

/// Peak resident memory of one window after 100 and after 10,000 rounds, each in its own child
/// process (this program again, with `--memory-child ROUNDS`), so that one's peak is not the
/// other's. Peaks repeat to within a few tenths of a megabyte, so one run of each is the default.
struct MemoryBenchmark {
  static let rounds = [100, 10_000]
  /// The long session may peak at most this many times the short one.
  static let limit = 1.1

  let runs: Int

  func run() -> [Figure] {
    let name = "peak after \(MemoryBenchmark.rounds[1]) rounds"
    var short: [Double] = []
    var long: [Double] = []
    for _ in 0..<runs {
      guard let first = child(rounds: MemoryBenchmark.rounds[0]),
        let second = child(rounds: MemoryBenchmark.rounds[1])
      else {
        return [
          .unavailable(
            group: "memory", name: name, renderer: nil, unit: "MB", floorName: "",
            limit: MemoryBenchmark.limit,
            reason: "the child process failed")
        ]
      }
      short.append(first)
      long.append(second)
    }
    return [
      Figure(
        group: "memory", name: name, unit: "MB", value: median(long),
        floorName: "peak after \(MemoryBenchmark.rounds[0]) rounds", floor: median(short),
        limit: MemoryBenchmark.limit,
        note:
          "one window, software renderer with its window surface in memory, a frame every "
          + "\(MemoryChild.framesEvery) rounds, a match card made for every finished match")
    ]
  }

  /// The child's peak in megabytes.
  private func child(rounds: Int) -> Double? {
    let process = Process()
    process.executableURL = Executables.this
    process.arguments = ["--memory-child", String(rounds)]
    let output = Pipe()
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return Double(text)
  }
}

/// What the child does: the game in an offscreen window with an empty history in a temporary
/// folder and match cards made as in `rps`, `rounds` rounds played through the window's key
/// events (N after each match), a frame drawn every few rounds; then it prints its peak
/// resident memory in megabytes.
///
/// The software renderer's window surface is kept in memory (SDL would otherwise show it through
/// an OpenGL texture, and Mesa's llvmpipe alone takes about 90 MB), so that the peak is the
/// game's own.
enum MemoryChild {
  static let framesEvery = 10
  /// Beats of time between two keys: the count's four, the reveal and a celebration's 1.6 s.
  static let beatsWaited = 12

  @MainActor
  static func run(rounds: Int) -> Int32 {
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    // Every round is played as by a player who waits for the reveal: before the next key, time
    // moves on a beat at a time (the count's beats are timed actions of the window) and the
    // animations and a match's celebration are finished.
    // On real time, a key that came during the count was not a throw, so how many rounds and
    // matches were played, and which, hung on the machine's speed: the peak read 55.7 or
    // 64.9 MB from run to run.
    let clock = ManualClock()
    let session: GameSession
    do {
      // The history is saved after every round: in memory (tmpfs) where there is one, so that
      // 10,000 saves of a growing file do not wear the disk.
      let shared = URL(fileURLWithPath: "/dev/shm")
      let base = FileManager.default.isWritableFile(atPath: shared.path) ? shared : nil
      session = try GameSession(
        device: .pad, size: Size(width: 1024, height: 768), renderer: .software, matches: 0, moves: "",
        dataIn: base, clock: clock)
    } catch {
      FileHandle.standardError.write(Data("rps-bench: \(error)\n".utf8))
      return 1
    }
    defer { session.close() }
    let keeper = session.screens.keeper
    keeper.cardRenderer = MatchCardRenderer(host: session.host)
    let window = session.host.window
    let play = session.screens.play
    var generator = SeededGenerator(seed: 11)
    let keys: [Character] = ["r", "p", "s"]
    for round in 0..<rounds {
      for _ in 0..<MemoryChild.beatsWaited {
        clock.advance(by: RockPaperScissorsController.beatDuration)
        window.fireDueTimers()
        window.animator.finishAll()
      }
      if play.game.match.isOver { window.send(KeyEvent(.character("n"))) }
      window.send(KeyEvent(.character(keys[Int.random(in: 0..<3, using: &generator)])))
      if round % framesEvery == framesEvery - 1 { session.host.processPendingEvents() }
    }
    session.settle()
    // Said on standard error, so that a run that stopped playing shows.
    FileHandle.standardError.write(
      Data("rps-bench: \(keeper.history.finished.count) matches finished\n".utf8))
    print(String(format: "%.2f", peakResidentMegabytes()))
    return 0
  }
}

/// The peak resident memory of this process in megabytes, from /proc (`getrusage` would count the
/// peak of `swift run`, which execs this program), or 0 where there is no /proc.
func peakResidentMegabytes() -> Double {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
    let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
  else { return 0 }
  return kilobytes / 1024
}
