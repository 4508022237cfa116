import Foundation
import GameCore
import RPSApp
import SDLHost
import Testing
import ViewKit

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
    screens.play(moves.compactMap { Move(letter: $0) })
    let configuration = HostConfiguration(
      title: "test", size: size, scale: scale, assetsDirectory: Self.assets, offscreen: true)
    let host = try SDLHost(configuration: configuration, rootViewController: screens.split)
    return (host, screens.game)
  }

  private func temporaryPNG() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("rps-\(UUID().uuidString).png").path
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
    #expect(game.rockPaperScissorsController.view.superview === game.portraitHolderView)
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
      let (host, _) = try makeHost(size: Size(width: 480, height: 320), scale: scale, moves: ["r", "p"])
      defer { host.close() }
      let path = temporaryPNG()
      defer { try? FileManager.default.removeItem(atPath: path) }

      try host.saveScreenshot(to: path)

      let header = try PNGHeader(path: path)
      #expect(header.width == Int(480 * scale))
      #expect(header.height == Int(320 * scale))
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
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "rps-broken-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      atPath: Self.assets + "/fonts", toPath: folder.appendingPathComponent("fonts").path)
    let configuration = HostConfiguration(
      title: "test", size: Size(width: 400, height: 300), assetsDirectory: folder.path, offscreen: true)
    let screens = RockPaperScissorsApp.makeScreens(options: CommandLineOptions())
    let host = try SDLHost(configuration: configuration, rootViewController: screens.split)
    defer { host.close() }

    #expect {
      try host.saveScreenshot(to: temporaryPNG())
    } throws: { error in
      "\(error)".contains(folder.path) && "\(error)".contains("RPS_ASSETS")
    }
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
