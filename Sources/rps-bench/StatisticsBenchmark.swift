import Foundation
import GameCore
import RPSApp
import ViewKit

/// The statistics screen opened on a history of 10,000 matches, beside the game's own frame in
/// the same window: reading the history, pushing the screen, laying it out and drawing its
/// first frame must take no more than a few game frames. Reading the history alone is reported
/// too, against one frame.
@MainActor
struct StatisticsBenchmark {
  static let matches = 10_000
  /// Opening may take at most this many game frames.
  static let openLimit = 3.0
  /// Reading the history may take at most this many game frames.
  static let readLimit = 1.0

  struct Scene {
    let name: String
    let device: UserInterfaceIdiom
    let size: Size
    /// Whether a missed target fails the run (the other scenes are for comparison).
    let required: Bool
  }

  static let scenes = [
    Scene(name: "pad landscape", device: .pad, size: Size(width: 1920, height: 1080), required: true),
    Scene(name: "phone portrait", device: .phone, size: Size(width: 390, height: 844), required: false),
  ]

  let sampling: Sampling

  func run() -> [Figure] {
    StatisticsBenchmark.scenes.flatMap(figures(for:))
  }

  private func figures(for scene: Scene) -> [Figure] {
    let size = FrameBenchmarks.text(scene.size)
    let openName = "statistics opened, \(StatisticsBenchmark.matches) matches, \(scene.name) \(size)"
    let readName = "statistics read from \(StatisticsBenchmark.matches) matches"
    let floorName = "a game frame, same window"
    let session: GameSession
    do {
      session = try GameSession(
        device: scene.device, size: scene.size, renderer: .software, matches: StatisticsBenchmark.matches)
    } catch {
      return [
        Figure.unavailable(
          group: "stats", name: openName, renderer: nil, unit: "ms", floorName: floorName,
          limit: StatisticsBenchmark.openLimit, required: scene.required, reason: "\(error)")
      ]
    }
    defer { session.close() }
    let host = session.host
    let screens = session.screens
    /// Back to the game, at rest, outside the timing.
    func showGame() {
      if screens.isShowingStatistics { screens.detail.popToRootViewController(animated: false) }
      session.settle()
    }
    func gameFrame() -> Duration {
      showGame()
      return timed {
        host.presentFrame()
        host.finishRendering()
      }
    }
    let open = sampling.medians(
      floor: gameFrame,
      subject: {
        showGame()
        return timed {
          screens.showStatistics()
          host.window.animator.finishAll()
          host.presentFrame()
          host.finishRendering()
        }
      })
    var figures = [
      Figure(
        group: "stats", name: openName, renderer: host.rendererName, unit: "ms", value: open.subject,
        floorName: floorName, floor: open.floor, limit: StatisticsBenchmark.openLimit,
        required: scene.required,
        pairedRatio: open.ratio,
        note: "from the key press to the first frame of the finished screen: reading the history, "
          + "pushing the screen, its layout and its drawing")
    ]
    guard scene.required else { return figures }
    let history = screens.keeper.history
    let read = sampling.medians(
      floor: gameFrame,
      subject: {
        var statistics: Statistics?
        let duration = timed { statistics = Statistics(history: history) }
        // Kept alive past the timing, so the reading is not optimised away.
        withExtendedLifetime(statistics) {}
        return duration
      })
    figures.append(
      Figure(
        group: "stats", name: readName, unit: "ms", value: read.subject, floorName: floorName,
        floor: read.floor, limit: StatisticsBenchmark.readLimit, required: scene.required,
        pairedRatio: read.ratio))
    return figures
  }
}
