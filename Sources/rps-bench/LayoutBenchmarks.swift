import Foundation
import RPSApp
import SDLHost
import ViewKit

/// One layout pass of the whole tree, and one full frame, with 100, 1,000 and 10,000 matches in
/// the history: the list lays out and draws only the rows on screen, so neither may grow with
/// the history. The three games take turns in one window, sample by sample.
@MainActor
struct LayoutBenchmarks {
  static let counts = [100, 1000, 10_000]
  /// 10,000 matches may cost at most this many times 100.
  static let limit = 1.1
  static let size = Size(width: 1920, height: 1080)

  let sampling: Sampling

  func run() -> [Figure] {
    let counts = LayoutBenchmarks.counts
    let session: GameSession
    var screens: [Screens] = []
    do {
      session = try GameSession(
        device: .pad, size: LayoutBenchmarks.size, renderer: .software, matches: counts[0])
      screens.append(session.screens)
      for count in counts.dropFirst() {
        screens.append(try session.makeScreens(device: .pad, matches: count))
      }
    } catch {
      return counts.dropFirst().flatMap { count in
        ["layout pass", "frame"].map { kind in
          Figure.unavailable(
            group: "layout", name: "\(kind), \(count) matches", renderer: nil, unit: "ms", floorName: "",
            limit: LayoutBenchmarks.limit, reason: "\(error)")
        }
      }
    }
    defer { session.close() }
    let host = session.host
    let root = host.window.rootView

    func layoutPass() -> Duration {
      LayoutBenchmarks.markForLayout(root)
      return timed { root.layoutIfNeeded() }
    }
    func frame() -> Duration {
      timed {
        host.presentFrame()
        host.finishRendering()
      }
    }
    // Each sample: every game in turn, the same number of passes and frames for each.
    var layouts = Array(repeating: [Double](), count: counts.count)
    var frames = Array(repeating: [Double](), count: counts.count)
    // A pass takes tens of microseconds. A sample is the fastest of 7 batches of 400 passes
    // (after 40 untimed ones: the game just put back in the window starts with cold caches), and
    // the fastest of 3 frames: on this shared 2-core machine a batch now and then runs at half
    // speed, for a second or more, whatever the history. The pass's figure is then the fastest
    // sample of the run for each game: the passes do the same work (callgrind counts the same
    // instructions with 100 and 10,000 matches), and what varies between samples, even paired
    // ones, is the machine.
    let batches = 7
    let passes = 400
    let frameCount = 3
    for _ in 0..<(sampling.runs + 1) {
      for (index, game) in screens.enumerated() {
        host.window.rootViewController = game.split
        session.settle()
        for _ in 0..<40 { _ = layoutPass() }
        let batchMeans = (0..<batches).map { _ in
          (0..<passes).reduce(Duration.zero) { total, _ in total + layoutPass() }.milliseconds
            / Double(passes)
        }
        layouts[index].append(batchMeans.min() ?? 0)
        frames[index].append((0..<frameCount).map { _ in frame().milliseconds }.min() ?? 0)
      }
    }
    // The first round warms caches up; it is left out.
    let layoutSamples = layouts.map { Array($0.dropFirst()) }
    let frameSamples = frames.map { Array($0.dropFirst()) }
    let layoutFastest = layoutSamples.map { $0.min() ?? 0 }
    let frameMedians = frameSamples.map(median)
    host.window.rootViewController = session.screens.split
    var figures: [Figure] = []
    for index in counts.indices.dropFirst() {
      figures.append(
        Figure(
          group: "layout", name: "layout pass, \(counts[index]) matches", unit: "ms",
          value: layoutFastest[index],
          floorName: "the same with \(counts[0]) matches", floor: layoutFastest[0],
          limit: LayoutBenchmarks.limit,
          note:
            "the fastest of \(layoutSamples[index].count) samples, each the fastest batch of \(passes) passes"
        ))
    }
    for index in counts.indices.dropFirst() {
      figures.append(
        Figure(
          group: "layout",
          name: "frame \(FrameBenchmarks.text(LayoutBenchmarks.size)), \(counts[index]) matches",
          renderer: host.rendererName, unit: "ms", value: frameMedians[index],
          floorName: "the same with \(counts[0]) matches", floor: frameMedians[0],
          limit: LayoutBenchmarks.limit, pairedRatio: pairedRatio(frameSamples[index], frameSamples[0])))
    }
    return figures
  }

  /// 200 layout passes, then 20 frames, with `matches` in the history, for a profiler.
  func profile(matches: Int) -> Int32 {
    guard
      let session = try? GameSession(
        device: .pad, size: LayoutBenchmarks.size, renderer: .software, matches: matches)
    else { return 1 }
    defer { session.close() }
    let root = session.host.window.rootView
    for _ in 0..<200 {
      LayoutBenchmarks.markForLayout(root)
      root.layoutIfNeeded()
    }
    for _ in 0..<20 { session.host.presentFrame() }
    return 0
  }

  /// Marks `view` and everything under it for layout, as if every size had changed.
  static func markForLayout(_ view: View) {
    view.setNeedsLayout()
    for subview in view.subviews { markForLayout(subview) }
  }
}
