import CSDL2
import Foundation
import GameCore
import RPSApp
import TestSupport
import Testing
import ViewKit

@testable import SDLHost

/// SDL may only be initialised once at a time in a process, so every test that opens a host is
/// in this one serialized suite, on the offscreen driver.
@MainActor
@Suite("SDL host (offscreen)", .serialized)
struct SDLHostTests {
  static let assets: String = {
    var folder = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { folder.deleteLastPathComponent() }
    return folder.appendingPathComponent("assets").path
  }()

  private func makeHost(
    size: Size, scale: Double = 1, moves: [Character] = []
  ) throws -> (SDLHost, GameController) {
    var options = CommandLineOptions()
    options.seed = 3
    let screens = RockPaperScissorsApp.makeScreens(options: options)
    screens.playThrows(moves.compactMap { Move(letter: $0) })
    let configuration = HostConfiguration(
      title: "test", size: size, scale: scale, assetsDirectory: Self.assets, offscreen: true,
      appearance: Theme.appearance)
    let host = try SDLHost(configuration: configuration, rootViewController: screens.split)
    return (host, screens.game)
  }

  private func temporaryPNG() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("rps-\(UUID().uuidString).png").path
  }

  @Test("The keypad's 1 to 5 are the digits that throw rock to lizard")
  func keypadDigits() {
    let keypad = [SDLK_KP_1, SDLK_KP_2, SDLK_KP_3, SDLK_KP_4, SDLK_KP_5]
    let keys = keypad.map { SDLHost.key(for: Int32($0.rawValue)) }
    #expect(
      keys.map { $0.flatMap { Command.matching(KeyEvent($0)) } } == Move.allCases.map(Command.throwMove))
  }

  @Test("An offscreen window shows the game at the asked size in points and pixels")
  func opensWindow() throws {
    let (host, game) = try makeHost(size: Size(width: 960, height: 600))
    defer { host.close() }
    #expect(host.pointSize == Size(width: 960, height: 600))
    #expect(host.pixelScale == 1)
    #expect(game.landscapeView.window === host.window)
  }

  @Test("A size change from SDL becomes a rotation: the portrait container is on screen after it")
  func resizeEvent() throws {
    let (host, game) = try makeHost(size: Size(width: 960, height: 600))
    defer { host.close() }

    host.setSize(Size(width: 600, height: 960))
    host.processPendingEvents()

    #expect(host.window.orientation == .portrait)
    #expect(game.portraitView.window === host.window)
    #expect(game.landscapeView.window == nil)
    #expect(game.hostedController.view.superview === game.portraitHolderView)
  }

  @Test("A resize or a rotation draws one frame, and a burst of size changes draws one too")
  func oneFramePerResize() throws {
    let (host, _) = try makeHost(size: Size(width: 960, height: 600))
    defer { host.close() }
    host.processPendingEvents()
    var frames = 0
    host.onFramePresented = { frames += 1 }

    host.setSize(Size(width: 900, height: 560))
    host.processPendingEvents()
    #expect(frames == 1)

    host.setSize(Size(width: 600, height: 960))
    host.processPendingEvents()
    #expect(frames == 2, "the rotation's first frame, once")

    host.window.animator.finishAll()
    host.processPendingEvents()
    for width in stride(from: 640.0, through: 720, by: 20) {
      host.setSize(Size(width: width, height: 960))
    }
    host.processPendingEvents()
    #expect(frames == 4, "one frame at the end of the rotation, one for five size changes")
    #expect(host.pointSize == Size(width: 720, height: 960))
  }

  @Test("A screenshot has the window's pixel size, twice as many pixels a side at scale 2, and is not blank")
  func screenshotSize() throws {
    for scale in [1.0, 2.0] {
      let (host, _) = try makeHost(size: Size(width: 480, height: 360), scale: scale, moves: ["r", "p"])
      defer { host.close() }
      let path = temporaryPNG()
      defer { try? FileManager.default.removeItem(atPath: path) }

      try host.saveScreenshot(to: path)

      let header = try PNGHeader(path: path)
      #expect(header.width == Int(480 * scale))
      #expect(header.height == Int(360 * scale))
      let bytes = try Data(contentsOf: URL(fileURLWithPath: path)).count
      #expect(bytes > 20_000, "a picture of the game, not an empty frame (\(bytes) bytes)")
    }
  }

  @Test("Text is rasterised once: drawing the same screen again rasterises nothing new")
  func textCache() throws {
    let (host, _) = try makeHost(size: Size(width: 960, height: 600))
    defer { host.close() }
    host.presentFrame()
    let afterFirst = host.rasterizedTextCount
    host.presentFrame()
    host.presentFrame()
    #expect(afterFirst > 5)
    #expect(host.rasterizedTextCount == afterFirst)
  }

  @Test("Sounds load and play on SDL's dummy audio driver; a missing sound is reported, not fatal")
  func sounds() throws {
    let (host, _) = try makeHost(size: Size(width: 320, height: 320))
    defer { host.close() }
    setenv("SDL_AUDIODRIVER", "dummy", 1)
    defer { unsetenv("SDL_AUDIODRIVER") }
    let player = SoundPlayer(
      directory: Self.assets + "/sounds", names: ["throw", "win", "loss", "draw", "missing"], muted: false)
    defer { player.close() }

    #expect(player.isAvailable)
    #expect(player.failures.count == 1)
    #expect(player.failures.first?.contains("missing.wav") == true)
    player.play("win")
    player.play("missing")
  }

  @Test("A missing picture is named in the screenshot's error")
  func missingAsset() throws {
    let broken = try TemporaryFolder("rps-broken")
    let folder = broken.url
    try FileManager.default.copyItem(
      atPath: Self.assets + "/fonts", toPath: folder.appendingPathComponent("fonts").path)
    let configuration = HostConfiguration(
      title: "test", size: Size(width: 400, height: 300), assetsDirectory: folder.path, offscreen: true,
      appearance: Theme.appearance)
    let screens = RockPaperScissorsApp.makeScreens(options: CommandLineOptions())
    let host = try SDLHost(configuration: configuration, rootViewController: screens.split)
    defer { host.close() }

    #expect {
      try host.saveScreenshot(to: temporaryPNG())
    } throws: { error in
      "\(error)".contains(folder.path) && "\(error)".contains("RPS_ASSETS")
    }
  }

  /// A copy of the assets folder changed by `damage`, removed when released.
  private func brokenAssets(_ damage: (URL) throws -> Void) throws -> TemporaryFolder {
    let folder = try TemporaryFolder("rps-broken")
    for name in try FileManager.default.contentsOfDirectory(atPath: Self.assets) {
      try FileManager.default.copyItem(atPath: Self.assets + "/" + name, toPath: folder.appending(name).path)
    }
    try damage(folder.url)
    return folder
  }

  /// A PNG that starts right (its signature and the start of a header) and then is garbage.
  private static let corruptPNG =
    Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    + Data("IHDR but then nothing sane".utf8)

  private func host(assets: URL) throws -> SDLHost {
    let configuration = HostConfiguration(
      title: "test", size: Size(width: 400, height: 300), assetsDirectory: assets.path, offscreen: true,
      appearance: Theme.appearance)
    return try SDLHost(
      configuration: configuration,
      rootViewController: RockPaperScissorsApp.makeScreens(options: CommandLineOptions()).split)
  }

  @Test("A corrupt picture is named in the screenshot's error, with the fix")
  func corruptPictureScreenshot() throws {
    let broken = try brokenAssets { try Self.corruptPNG.write(to: $0.appendingPathComponent("rock.png")) }
    let folder = broken.url
    let host = try host(assets: folder)
    defer { host.close() }

    #expect {
      try host.saveScreenshot(to: temporaryPNG())
    } throws: { error in
      "\(error)".contains(folder.appendingPathComponent("rock.png").path) && "\(error)".contains("RPS_ASSETS")
    }
  }

  @Test("A corrupt or missing picture in the window is reported once each, naming the file and the fix")
  func pictureFailuresInWindow() throws {
    let broken = try brokenAssets { folder in
      try Self.corruptPNG.write(to: folder.appendingPathComponent("icon.png"))
      try FileManager.default.removeItem(at: folder.appendingPathComponent("rock.png"))
    }
    let folder = broken.url
    let host = try host(assets: folder)
    defer { host.close() }
    var reports: [String] = []
    host.onAssetFailure = { reports.append("\($0)") }

    host.presentFrame()
    host.window.needsDisplay = true
    host.presentFrame()

    #expect(reports.count == 2, "\(reports)")
    for name in ["icon.png", "rock.png"] {
      #expect(reports.filter { $0.contains(folder.appendingPathComponent(name).path) }.count == 1)
    }
    #expect(reports.allSatisfy { $0.contains("reinstall the game or set RPS_ASSETS") })
  }

  @Test(
    "A missing or corrupt font stops the host with an error naming the file and the fix",
    arguments: ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"], [false, true])
  func brokenFont(name: String, corrupt: Bool) throws {
    let broken = try brokenAssets { folder in
      let font = folder.appendingPathComponent("fonts/" + name)
      if corrupt {
        try Data("not a TrueType font at all".utf8).write(to: font)
      } else {
        try FileManager.default.removeItem(at: font)
      }
    }
    let folder = broken.url

    #expect {
      let host = try host(assets: folder)
      host.close()
    } throws: { error in
      guard let error = error as? HostError, case .asset(let path, _) = error else { return false }
      return path == folder.appendingPathComponent("fonts/" + name).path
        && error.description.contains("reinstall the game or set RPS_ASSETS")
    }
  }

  /// The navigation bar's title in output pixels, and the history column's width.
  private func chrome(of host: SDLHost, game: GameController) throws -> (title: Double, column: Double) {
    host.presentFrame()
    let bar = try #require(game.navigationController?.navigationBar)
    let split = try #require(host.window.rootViewController as? SplitViewController)
    #expect(!split.isMasterHidden)
    return (
      bar.titleLabel.font.size * host.pixelScale,
      split.masterViewController.view.frame.width * host.pixelScale
    )
  }

  @Test(
    "At 2560x1440 the bar's title and the history column are larger than at 1280x800, in proportion with the window"
  )
  func largeWindowChromeGrows() throws {
    let (small, smallGame) = try makeHost(size: Size(width: 1280, height: 800))
    let smallChrome = try chrome(of: small, game: smallGame)
    small.close()
    let (large, largeGame) = try makeHost(size: Size(width: 2560, height: 1440))
    defer { large.close() }
    let largeChrome = try chrome(of: large, game: largeGame)

    #expect(largeChrome.title > smallChrome.title * 1.4)
    #expect(largeChrome.column > smallChrome.column * 1.4)
    // The column keeps its share of the window: an eighth to a third of it.
    let share = largeChrome.column / 2560
    #expect(share > 0.125 && share < 0.34, "the history column takes \(share) of the width")
    #expect(large.pointSize == Size(width: 1600, height: 900), "laid out as the largest layout, drawn larger")
  }

  @Test("Windows up to 1600x900 points draw a point as a point; larger ones grow, at most twice")
  func contentScale() {
    #expect(HostConfiguration.contentScale(for: Size(width: 1280, height: 800)) == 1)
    #expect(HostConfiguration.contentScale(for: Size(width: 1600, height: 900)) == 1)
    #expect(HostConfiguration.contentScale(for: Size(width: 2560, height: 1440)) == 1.6)
    #expect(HostConfiguration.contentScale(for: Size(width: 1440, height: 2560)) == 1.6)
    #expect(HostConfiguration.contentScale(for: Size(width: 2560, height: 700)) == 1, "a wide, low window")
    #expect(HostConfiguration.contentScale(for: Size(width: 16384, height: 16384)) == 2)
  }
}

/// The width and height from a PNG's IHDR chunk.
struct PNGHeader {
  let width: Int
  let height: Int

  init(path: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard data.count > 24, data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
      throw CocoaError(.fileReadCorruptFile)
    }
    func bigEndian(_ offset: Int) -> Int {
      data[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
    width = bigEndian(16)
    height = bigEndian(20)
  }
}
