import Foundation
import TestSupport
import Testing

@Suite("rps end to end")
struct CommandLineEndToEndTests {
  @Test("--help and --version print to standard output and exit 0")
  func helpAndVersion() async throws {
    let help = try await ProgramRun(["--help"])
    #expect(help.status == 0)
    #expect(help.standardOutput.contains("--screenshot FILE"))
    #expect(help.standardError.isEmpty)
    let version = try await ProgramRun(["--version"])
    #expect(version.status == 0)
    #expect(version.standardOutput.hasPrefix("rps "))
  }

  @Test(
    "Bad input exits 2 with one line on standard error that mentions --help",
    arguments: [
      ["--bogus"], ["--size"], ["--size", "12"], ["--size", "0x5"], ["--size", "16385x100"],
      ["--play", "rpz"],
      ["--screenshot", "/definitely/not/here/x.png"], ["--seed", "x"], ["--scale", "-1"],
    ])
  func badInput(arguments: [String]) async throws {
    let run = try await ProgramRun(arguments)
    #expect(run.status == 2)
    let lines = run.standardError.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(run.standardError.contains("--help"))
    #expect(run.standardOutput.isEmpty)
  }

  @Test("Without a display and without --screenshot, one line says how to run it, and the exit is 1")
  func noDisplay() async throws {
    var environment = ProcessInfo.processInfo.environment
    for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }
    let run = try await ProgramRun(
      ["--data-dir", FileManager.default.temporaryDirectory.path + "/rps-e2e-nodisplay"],
      environment: environment)
    #expect(run.status == 1)
    #expect(run.standardError.split(separator: "\n").count == 1)
    #expect(run.standardError.contains("xvfb-run"))
    #expect(run.standardError.contains("--screenshot"))
  }

  @Test(
    "A broken assets folder exits 1 with one line naming the file and the fix",
    arguments: [
      ("fonts/DejaVuSans-Bold.ttf", false, "reinstall the game or set RPS_ASSETS"),
      ("fonts/DejaVuSans-Bold.ttf", true, "reinstall the game or set RPS_ASSETS"),
      ("fonts/DejaVuSans.ttf", true, "reinstall the game or set RPS_ASSETS"),
      ("fonts/DejaVuSans.ttf", false, "point it at the game's assets folder"),
      ("rock.png", true, "reinstall the game or set RPS_ASSETS"),
    ])
  func brokenAssets(file: String, corrupt: Bool, fix: String) async throws {
    var checkout = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { checkout.deleteLastPathComponent() }
    let folder = try TemporaryFolder("rps-e2e")
    let assets = folder.appending("assets")
    try FileManager.default.copyItem(at: checkout.appendingPathComponent("assets"), to: assets)
    let broken = assets.appendingPathComponent(file)
    if corrupt {
      try Data("\u{89}PNG but not really, nor a font".utf8).write(to: broken)
    } else {
      try FileManager.default.removeItem(at: broken)
    }
    var environment = ProcessInfo.processInfo.environment
    environment["RPS_ASSETS"] = assets.path

    let run = try await ProgramRun(
      [
        "--seed", "1", "--play", "r", "--data-dir", folder.appending("data").path,
        "--screenshot",
        folder.appending("shot.png").path,
      ], environment: environment)

    #expect(run.status == 1)
    #expect(run.standardError.split(separator: "\n").count == 1, "\(run.standardError)")
    #expect(run.standardError.contains(file), "names the file: \(run.standardError)")
    #expect(run.standardError.contains(fix), "says what to do: \(run.standardError)")
  }

  @Test(
    "--screenshot writes a PNG of exactly the asked size, portrait and landscape differ, --scale 2 doubles it"
  )
  func screenshots() async throws {
    let temporary = try TemporaryFolder("rps-e2e")
    let folder = temporary.url
    var sizes: [String: [Int]] = [:]
    var contents: [String: Data] = [:]
    for (name, arguments) in [
      ("landscape", ["--size", "960x600"]), ("portrait", ["--size", "600x960"]),
      ("double", ["--size", "960x600", "--scale", "2"]),
    ] {
      let path = folder.appendingPathComponent(name + ".png").path
      let dataFolder = folder.appendingPathComponent("data-" + name).path
      let run = try await ProgramRun(
        arguments + ["--seed", "5", "--play", "rps", "--data-dir", dataFolder, "--screenshot", path])
      #expect(run.status == 0, "\(run.standardError)")
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      func bigEndian(_ offset: Int) -> Int { data[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
      sizes[name] = [bigEndian(16), bigEndian(20)]
      contents[name] = data
    }
    #expect(sizes["landscape"] == [960, 600])
    #expect(sizes["portrait"] == [600, 960])
    #expect(sizes["double"] == [1920, 1200])
    #expect(contents["landscape"] != contents["portrait"])
  }

  @Test("A screenshot of a match beyond the history exits 2 with one line and writes no picture")
  func screenshotOfAMissingMatch() async throws {
    let temporary = try TemporaryFolder("rps-e2e")
    let folder = temporary.url
    let path = folder.appendingPathComponent("match.png").path

    let run = try await ProgramRun([
      "--data-dir", folder.appendingPathComponent("data").path, "--open", "match:3", "--screenshot", path,
    ])

    #expect(run.status == 2)
    #expect(run.standardError.split(separator: "\n").count == 1, "\(run.standardError)")
    #expect(run.standardError.contains("no match number 3"), "\(run.standardError)")
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}

@Suite("The ladder from the command line")
struct LadderEndToEndTests {
  @Test(
    "--open ladder, daily and records each draw a picture of their own; --play beats the first rung and says the throws left over were not played"
  )
  func ladderScreens() async throws {
    let temporary = try TemporaryFolder("rps-e2e")
    let data = temporary.url.appendingPathComponent("data").path
    var pictures: [String: Data] = [:]
    for screen in ["ladder", "daily", "records"] {
      let path = temporary.url.appendingPathComponent("\(screen).png").path
      let run = try await ProgramRun(["--data-dir", data, "--open", screen, "--screenshot", path])
      #expect(run.status == 0, "\(run.standardError)")
      pictures[screen] = try Data(contentsOf: URL(fileURLWithPath: path))
    }
    #expect(Set(pictures.values).count == 3)

    // Boulder loves rock: paper, again and again, beats it within a dozen throws.
    let recap = temporary.url.appendingPathComponent("recap.png").path
    let run = try await ProgramRun([
      "--data-dir", data, "--seed", "3", "--open", "ladder", "--play", "pppppppppppp", "--screenshot", recap,
    ])

    #expect(run.status == 0, "\(run.standardError)")
    let progress = try String(contentsOfFile: data + "/progress.json", encoding: .utf8)
    #expect(progress.contains("\"boulder\""))
    // The throws after the match's end are not played, and the player is told so, and how to go on.
    #expect(run.standardError.contains("the match against Boulder is over"), "\(run.standardError)")
    #expect(run.standardError.contains("--play again plays the next match"))
  }
}

@Suite("--play on the screen --open opened")
struct PlayOnOpenedScreenEndToEndTests {
  /// The match records of the history in `folder`: the one in progress and the finished ones.
  private func records(in folder: String) throws -> [[String: Any]] {
    let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/history.json"))
    let history = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let finished = history["finished"] as? [[String: Any]] ?? []
    return (history["current"] as? [String: Any]).map { [$0] + finished } ?? finished
  }

  @Test("--open daily --play throws at the day's rival, not at the computer's board hidden behind it")
  func dailyPlay() async throws {
    let temporary = try TemporaryFolder("rps-e2e")
    let data = temporary.url.appendingPathComponent("data").path
    let shot = temporary.url.appendingPathComponent("daily.png").path

    let run = try await ProgramRun([
      "--data-dir", data, "--seed", "3", "--open", "daily", "--play", "rps", "--screenshot", shot,
    ])

    #expect(run.status == 0, "\(run.standardError)")
    let played = try records(in: data)
    #expect(played.count == 1, "one match: the day's challenge")
    let challenge = played.first?["challenge"] as? [String: Any]
    #expect(challenge?["day"] != nil, "the match is the daily challenge: \(played)")
    let rounds = (played.first?["match"] as? [String: Any])?["rounds"] as? [Any]
    #expect(rounds?.count == 3, "every throw played against the rival")
  }

  @Test(
    "--play with --players 2 and --open ladder, masters or daily is refused: those boards are one player's")
  func twoPlayersOnARivalsBoard() async throws {
    for screen in ["ladder", "masters", "daily"] {
      let run = try await ProgramRun(["--players", "2", "--open", screen, "--play", "rp,ss"])
      #expect(run.status == 2, "\(screen): \(run.standardError)")
      #expect(run.standardError.contains("--open \(screen)"), "\(run.standardError)")
    }
  }

  @Test("--open masters --play before the Masters open is refused in one line, and nothing is played")
  func mastersStillLocked() async throws {
    let temporary = try TemporaryFolder("rps-e2e")
    let data = temporary.url.appendingPathComponent("data").path
    let shot = temporary.url.appendingPathComponent("masters.png").path

    let run = try await ProgramRun([
      "--data-dir", data, "--open", "masters", "--play", "rps", "--screenshot", shot,
    ])

    #expect(run.status == 2, "\(run.standardError)")
    #expect(run.standardError.contains("beat the Jester"), "\(run.standardError)")
    #expect(run.standardError.split(separator: "\n").count == 1)
    let history = data + "/history.json"
    #expect(try !FileManager.default.fileExists(atPath: history) || records(in: data).isEmpty)
  }
}

@Suite("rps --screenshot and the player's history")
struct ScreenshotHistoryEndToEndTests {
  @Test(
    "A screenshot that plays throws leaves the player's history alone; with --data-dir it keeps them there")
  func screenshotLeavesHistoryAlone() async throws {
    let data = try TemporaryFolder("rps-e2e-data-home")
    let picture = try TemporaryFolder("rps-e2e-shot")
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_DATA_HOME"] = data.path
    environment["HOME"] = data.path

    let run = try await ProgramRun(
      ["--screenshot", picture.path + "/shot.png", "--play", "rps"], environment: environment)

    #expect(run.status == 0, "\(run.standardError)")
    #expect(FileManager.default.fileExists(atPath: picture.path + "/shot.png"))
    #expect(
      !FileManager.default.fileExists(atPath: data.path + "/rps/history.json"),
      "the player's real history was written by a screenshot")
    let chosen = data.path + "/chosen"
    let kept = try await ProgramRun(
      ["--screenshot", picture.path + "/kept.png", "--play", "rps", "--data-dir", chosen],
      environment: environment)
    #expect(kept.status == 0)
    #expect(FileManager.default.fileExists(atPath: chosen + "/history.json"), "--data-dir asked for it")
  }
}
