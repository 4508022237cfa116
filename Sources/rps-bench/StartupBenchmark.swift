import Foundation
import RPSApp
import TestSupport

/// Process start to the first frame: `rps --screenshot` on an empty data folder, beside
/// `sdl-floor`, a bare SDL program that opens a window, loads the same font, draws one line and
/// saves a PNG of the same size. Both are started and waited for in turns, and each one's peak
/// resident memory is read as it is reaped (`wait4`'s `ru_maxrss`). When the packaged
/// build is there too (the Swift runtime and Foundation linked statically: scripts/build-static.sh),
/// it takes its turn beside them, and its start and its size are compared with this build's.
struct StartupBenchmark {
  /// The game may take at most this many times the bare program.
  static let limit = 1.4
  /// The game's peak resident memory may be at most this many times the bare program's.
  static let memoryLimit = 1.3
  /// The statically linked game may take at most this many times the dynamic one.
  static let staticLimit = 1.1
  static let size = "960x600"

  let runs: Int
  /// The statically linked `rps`; nil when it is not built.
  let staticGame: URL?

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
      assets = try AssetLocator.locate().get()
      scratch = try TemporaryFolder("rps-bench")
    } catch {
      return [unavailable(name, "\(error)")]
    }
    let picture = scratch.path + "/startup.png"
    var gameTimes: [Double] = []
    var floorTimes: [Double] = []
    var gamePeaks: [Double] = []
    var floorPeaks: [Double] = []
    var staticTimes: [Double] = []
    let staticGame = staticGame.flatMap { FileManager.default.isExecutableFile(atPath: $0.path) ? $0 : nil }
    // One untimed run of each first: the files are then in the page cache for both.
    for run in 0...runs {
      let dataFolder = scratch.path + "/data-\(run)"
      let floorRun = launch(floor, [picture, StartupBenchmark.size, assets + "/fonts/DejaVuSans.ttf"])
      let gameArguments = [
        "--screenshot", picture, "--size", StartupBenchmark.size, "--data-dir", dataFolder,
      ]
      let gameRun = launch(game, gameArguments)
      guard let floorRun, let gameRun else { return [unavailable(name, "a program failed")] }
      var staticRun: Run?
      if let staticGame {
        guard let time = launch(staticGame, gameArguments) else {
          return [unavailable(name, "\(staticGame.path) failed")]
        }
        staticRun = time
      }
      if run > 0 {
        floorTimes.append(floorRun.milliseconds)
        gameTimes.append(gameRun.milliseconds)
        floorPeaks.append(floorRun.peakMegabytes)
        gamePeaks.append(gameRun.peakMegabytes)
        if let staticRun { staticTimes.append(staticRun.milliseconds) }
      }
    }
    return [
      Figure(
        group: "startup", name: name, unit: "ms", value: median(gameTimes), floorName: "sdl-floor",
        floor: median(floorTimes), limit: StartupBenchmark.limit,
        pairedRatio: pairedRatio(gameTimes, floorTimes)),
      Figure(
        group: "startup", name: "\(name), peak memory", unit: "MB", value: median(gamePeaks),
        floorName: "sdl-floor's peak", floor: median(floorPeaks), limit: StartupBenchmark.memoryLimit,
        pairedRatio: pairedRatio(gamePeaks, floorPeaks),
        note: "peak resident memory (ru_maxrss) of the same runs, on the renderer rps chooses"),
    ] + staticFigures(game: game, staticGame: staticGame, staticTimes: staticTimes, gameTimes: gameTimes)
  }

  /// The packaged build beside this one: its start (held to the target) and its size against
  /// this binary and the Swift libraries it loads from the toolchain (for comparison).
  private func staticFigures(
    game: URL, staticGame: URL?, staticTimes: [Double], gameTimes: [Double]
  ) -> [Figure] {
    let startName = "static rps --screenshot --size \(StartupBenchmark.size)"
    let sizeName = "static rps, file size"
    let dynamicName = "rps (dynamic)"
    let dynamicSizeName = "rps (dynamic) and the Swift libraries it loads"
    guard let staticGame, !staticTimes.isEmpty else {
      let reason = "build it first: scripts/build-static.sh, or give --static-rps PATH"
      return [
        .unavailable(
          group: "startup", name: startName, renderer: nil, unit: "ms", floorName: dynamicName,
          limit: StartupBenchmark.staticLimit, reason: reason),
        .unavailable(
          group: "startup", name: sizeName, renderer: nil, unit: "MB", floorName: dynamicSizeName, limit: 1,
          required: false, reason: reason),
      ]
    }
    let staticSize = fileSize(staticGame)
    let runtime = swiftLibraries(of: game)
    let dynamicSize = fileSize(game) + runtime.map(fileSize).reduce(0, +)
    return [
      Figure(
        group: "startup", name: startName, unit: "ms", value: median(staticTimes), floorName: dynamicName,
        floor: median(gameTimes), limit: StartupBenchmark.staticLimit,
        pairedRatio: pairedRatio(staticTimes, gameTimes), note: staticGame.path),
      Figure(
        group: "startup", name: sizeName, unit: "MB", value: staticSize / 1e6, floorName: dynamicSizeName,
        floor: dynamicSize / 1e6, limit: 1, required: false,
        note: "rps alone \(Figure.rounded(fileSize(game) / 1e6)) MB, \(runtime.count) Swift libraries"),
    ]
  }

  /// The size of a file in bytes (0 when it cannot be read).
  private func fileSize(_ file: URL) -> Double {
    let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
    return (attributes?[.size] as? NSNumber)?.doubleValue ?? 0
  }

  /// The Swift runtime and Foundation libraries `program` loads, as `ldd` resolves them.
  private func swiftLibraries(of program: URL) -> [URL] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
    process.arguments = [program.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return [] }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // Lines such as "libswiftCore.so => /opt/swift/usr/lib/swift/linux/libswiftCore.so (0x…)".
    return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
      let parts = line.split(separator: " ")
      guard let arrow = parts.firstIndex(of: "=>"), arrow + 1 < parts.count else { return nil }
      let path = String(parts[arrow + 1])
      return path.contains("/swift/") ? URL(fileURLWithPath: path).resolvingSymlinksInPath() : nil
    }
  }

  /// One run of a program: how long from launch to exit, and its peak resident memory.
  private struct Run {
    let milliseconds: Double
    let peakMegabytes: Double
  }

  /// The run, or nil when it could not start or failed. Spawned and waited for with posix_spawn
  /// and wait4: Foundation's Process notices an exit up to tens of milliseconds late (the
  /// medians came in steps of 50 ms).
  private func launch(_ executable: URL, _ arguments: [String]) -> Run? {
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
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { return nil }
    }
    let elapsed = clock.now - start
    // Exited normally (no signal) with status 0. ru_maxrss is in kilobytes on Linux.
    return status == 0
      ? Run(milliseconds: elapsed.milliseconds, peakMegabytes: Double(usage.ru_maxrss) / 1024) : nil
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

  /// The statically linked `rps` that scripts/build-static.sh builds in `.build/static`, next to
  /// this build's folder (`.build/<triple>/release`).
  static var staticGame: URL {
    folder.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("static/release/rps")
  }

  static var this: URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
  }
}
