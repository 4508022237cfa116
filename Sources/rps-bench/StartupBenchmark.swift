import Foundation

/// Process start to the first frame: `rps --screenshot` on an empty data folder, beside
/// `sdl-floor`, a bare SDL program that opens a window, loads the same font, draws one line and
/// saves a PNG of the same size. Both are started and waited for in turns.
struct StartupBenchmark {
  /// The game may take at most this many times the bare program.
  static let limit = 1.5
  static let size = "960x600"

  let runs: Int

  func run() -> [Figure] {
    let name = "rps --screenshot --size \(StartupBenchmark.size)"
    let folder = Executables.folder
    let game = folder.appendingPathComponent("rps")
    let floor = folder.appendingPathComponent("sdl-floor")
    let missing = [game, floor].filter { !FileManager.default.isExecutableFile(atPath: $0.path) }
    guard missing.isEmpty else {
      return [
        unavailable(
          name, "build them first: \(missing.map(\.lastPathComponent).joined(separator: ", ")) not found")
      ]
    }
    let assets: String
    let scratch: TemporaryFolder
    do {
      assets = try Assets.folder()
      scratch = try TemporaryFolder()
    } catch {
      return [unavailable(name, "\(error)")]
    }
    let picture = scratch.path + "/startup.png"
    var gameTimes: [Double] = []
    var floorTimes: [Double] = []
    // One untimed run of each first: the files are then in the page cache for both.
    for run in 0...runs {
      let dataFolder = scratch.path + "/data-\(run)"
      let floorTime = launch(floor, [picture, StartupBenchmark.size, assets + "/fonts/DejaVuSans.ttf"])
      let gameTime = launch(
        game, ["--screenshot", picture, "--size", StartupBenchmark.size, "--data-dir", dataFolder])
      guard let floorTime, let gameTime else { return [unavailable(name, "a program failed")] }
      if run > 0 {
        floorTimes.append(floorTime)
        gameTimes.append(gameTime)
      }
    }
    return [
      Figure(
        group: "startup", name: name, unit: "ms", value: median(gameTimes), floorName: "sdl-floor",
        floor: median(floorTimes), limit: StartupBenchmark.limit,
        pairedRatio: pairedRatio(gameTimes, floorTimes))
    ]
  }

  /// Milliseconds from launch to exit, or nil when it could not start or failed. Spawned and
  /// waited for with posix_spawn and waitpid: Foundation's Process notices an exit up to tens of
  /// milliseconds late (the medians came in steps of 50 ms).
  private func launch(_ executable: URL, _ arguments: [String]) -> Double? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let clock = ContinuousClock()
    let start = clock.now
    var pid = pid_t()
    guard posix_spawn(&pid, executable.path, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return nil }
    }
    let elapsed = clock.now - start
    // Exited normally (no signal) with status 0.
    return status == 0 ? elapsed.milliseconds : nil
  }

  private func unavailable(_ name: String, _ reason: String) -> Figure {
    .unavailable(
      group: "startup", name: name, renderer: nil, unit: "ms", floorName: "sdl-floor",
      limit: StartupBenchmark.limit, reason: reason)
  }
}

/// The folder of this program, where SwiftPM also puts `rps` and `sdl-floor`.
enum Executables {
  static var folder: URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
  }

  static var this: URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
  }
}
