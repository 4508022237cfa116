import Foundation
import SDLHost
import ViewKit

/// Frames and resizes of the whole game on the offscreen driver, on the software renderer and on
/// the accelerated one where SDL has one, each beside a bare window of the same size and renderer.
@MainActor
struct FrameBenchmarks {
  /// A full game frame, and a resize, may take at most twice the floor.
  static let limit = 2.0
  /// The size and renderer the target is held to; the others are for comparison.
  static let requiredSize = Size(width: 1920, height: 1080)

  struct Scene {
    let name: String
    let device: UserInterfaceIdiom
    let portrait: Bool
  }

  static let scenes = [
    Scene(name: "pad landscape, history", device: .pad, portrait: false),
    Scene(name: "pad portrait", device: .pad, portrait: true),
    Scene(name: "phone portrait", device: .phone, portrait: true),
  ]

  /// Landscape sizes; portrait scenes take them turned.
  static let sizes = [
    Size(width: 960, height: 600), Size(width: 1920, height: 1080), Size(width: 3840, height: 2160),
  ]

  /// Finished matches in the history of every scene (a full list in the history pane).
  static let matches = 50

  let sampling: Sampling
  let renderers: [RendererChoice]
  let sizes: [Size]

  // MARK: Frames

  func frames() -> [Figure] {
    var figures: [Figure] = []
    for renderer in renderers {
      for size in sizes {
        for scene in FrameBenchmarks.scenes {
          let windowSize = scene.portrait ? size.rotated : size
          figures.append(frame(scene, size: windowSize, renderer: renderer))
        }
      }
    }
    return figures
  }

  private func frame(_ scene: Scene, size: Size, renderer: RendererChoice) -> Figure {
    let name = "\(scene.name) \(FrameBenchmarks.text(size))"
    return withWindows("frame", name, device: scene.device, size: size, renderer: renderer) { session, bare in
      let host = session.host
      let result = sampling.medians(
        floor: { timed { bare.clearAndPresent() } },
        subject: {
          timed {
            host.presentFrame()
            host.finishRendering()
          }
        })
      return Figure(
        group: "frame", name: name, renderer: host.rendererName, unit: "ms", value: result.subject,
        floorName: "bare clear and present", floor: result.floor, limit: FrameBenchmarks.limit,
        required: FrameBenchmarks.isRequired(size, renderer), pairedRatio: result.ratio)
    }
  }

  /// Draws `count` frames of the first scene at the first size on the first renderer, for a
  /// profiler: `valgrind --tool=callgrind rps-bench --profile-frames 20 --size 1920x1080`.
  func profile(frames count: Int) -> Int32 {
    guard let scene = FrameBenchmarks.scenes.first, let size = sizes.first, let renderer = renderers.first,
      let session = try? GameSession(
        device: scene.device, size: size, renderer: renderer, matches: FrameBenchmarks.matches)
    else { return 1 }
    defer { session.close() }
    for _ in 0..<count {
      session.host.presentFrame()
      session.host.finishRendering()
    }
    return 0
  }

  /// Resizes the pad with history `count` times between the first size and 5% less (or its
  /// portrait turn), for a profiler.
  func profile(resizes count: Int, rotating: Bool) -> Int32 {
    guard let size = sizes.first, let renderer = renderers.first,
      let session = try? GameSession(
        device: .pad, size: size, renderer: renderer, matches: FrameBenchmarks.matches)
    else { return 1 }
    defer { session.close() }
    let other = rotating ? size.rotated : FrameBenchmarks.dragged(size)
    for index in 0..<count {
      session.host.setSize(index % 2 == 0 ? other : size)
      session.host.processPendingEvents()
      session.host.finishRendering()
      session.settle()
    }
    return 0
  }

  // MARK: Resizes

  func resizes() -> [Figure] {
    var figures: [Figure] = []
    for renderer in renderers {
      for size in sizes {
        figures.append(
          resize(between: size, and: FrameBenchmarks.dragged(size), flip: false, renderer: renderer))
        // A rotation: the pad turns to portrait (history pane to popover, container swap), and back.
        figures.append(resize(between: size, and: size.rotated, flip: true, renderer: renderer))
      }
    }
    return figures
  }

  private func resize(between first: Size, and second: Size, flip: Bool, renderer: RendererChoice) -> Figure {
    let name =
      flip
      ? "pad rotation \(FrameBenchmarks.text(first)) <-> \(FrameBenchmarks.text(second))"
      : "pad resize \(FrameBenchmarks.text(first)) <-> \(FrameBenchmarks.text(second))"
    // Opened at a square that holds both sizes: an accelerated renderer on the offscreen driver
    // draws into a surface of the window's first size.
    let side = max(first.width, first.height, second.width, second.height)
    let square = Size(width: side, height: side)
    return withWindows("resize", name, device: .pad, size: square, renderer: renderer) { session, bare in
      let host = session.host
      host.setSize(first)
      session.settle()
      bare.resize(toPixels: first)

      let clock = ContinuousClock()
      var hostAtFirst = true
      var bareAtFirst = true
      let result = sampling.medians(
        floor: {
          bareAtFirst.toggle()
          let target = bareAtFirst ? first : second
          return timed { bare.resize(toPixels: target) }
        },
        subject: {
          hostAtFirst.toggle()
          let target = hostAtFirst ? first : second
          var presented: ContinuousClock.Instant?
          host.onFramePresented = { [unowned host] in
            guard presented == nil else { return }
            host.finishRendering()
            presented = clock.now
          }
          let start = clock.now
          host.setSize(target)
          host.processPendingEvents()
          host.onFramePresented = nil
          let elapsed = (presented ?? clock.now) - start
          // A rotation animates from there; the next sample starts from rest.
          session.settle()
          return elapsed
        })
      return Figure(
        group: "resize", name: name, renderer: host.rendererName, unit: "ms", value: result.subject,
        floorName: "bare resize, clear and present", floor: result.floor, limit: FrameBenchmarks.limit,
        required: FrameBenchmarks.isRequired(first, renderer), pairedRatio: result.ratio)
    }
  }

  // MARK: Helpers

  /// A drag of the window's corner: 5% smaller each way.
  static func dragged(_ size: Size) -> Size {
    Size(width: (size.width * 0.95).rounded(), height: (size.height * 0.95).rounded())
  }

  /// Opens the game and a bare window of the same size on `renderer`, measures with `body`, and
  /// closes both; a figure marked unavailable when either cannot be opened.
  private func withWindows(
    _ group: String, _ name: String, device: UserInterfaceIdiom, size: Size, renderer: RendererChoice,
    body: (GameSession, BareWindow) -> Figure
  ) -> Figure {
    let session: GameSession
    do {
      session = try GameSession(
        device: device, size: size, renderer: renderer, matches: FrameBenchmarks.matches)
    } catch {
      return unavailable(group, name, renderer, "\(error)")
    }
    defer { session.close() }
    guard let bare = BareWindow(pixelSize: size, renderer: renderer) else {
      return unavailable(group, name, renderer, "no bare window with this renderer")
    }
    defer { bare.close() }
    return body(session, bare)
  }

  private func unavailable(
    _ group: String, _ name: String, _ renderer: RendererChoice, _ reason: String
  ) -> Figure {
    .unavailable(
      group: group, name: name, renderer: renderer.rawValue, unit: "ms", floorName: "",
      limit: FrameBenchmarks.limit, required: false, reason: reason)
  }

  /// Whether a figure at `size` (either way round) on `renderer` is held to its target.
  static func isRequired(_ size: Size, _ renderer: RendererChoice) -> Bool {
    renderer == .software && (size == requiredSize || size == requiredSize.rotated)
  }

  static func text(_ size: Size) -> String {
    "\(Int(size.width))x\(Int(size.height))"
  }
}
