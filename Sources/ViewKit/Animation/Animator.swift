/// Runs a window's animations against its clock: each frame, ``update()`` moves every running
/// animation's presentation value and finishes those whose time is up.
@MainActor
public final class Animator {
  private struct Running {
    let view: View
    let property: AnimatedProperty
    let start: Double
    let transaction: AnimationTransaction
  }

  public let clock: any AnimationClock
  private var running: [Running] = []

  public init(clock: any AnimationClock) {
    self.clock = clock
  }

  /// True while at least one animation runs: the host then draws at display rate.
  public var isAnimating: Bool { !running.isEmpty }

  func start(_ property: AnimatedProperty, on view: View, in transaction: AnimationTransaction) {
    cancel(property.key, on: view)
    transaction.began()
    running.append(Running(view: view, property: property, start: clock.now, transaction: transaction))
    view.applyValue(of: property, progress: 0)
  }

  /// Stops a running animation of one property, leaving the presentation at the model value.
  func cancel(_ key: AnimatedProperty.Key, on view: View) {
    guard let index = running.firstIndex(where: { $0.view === view && $0.property.key == key }) else {
      return
    }
    let stopped = running.remove(at: index)
    view.applyFinalValue(of: stopped.property)
    stopped.transaction.ended(finished: false)
  }

  /// Stops every running animation of one view, leaving it at its model values.
  func cancelAll(on view: View) {
    let stopped = running.filter { $0.view === view }
    guard !stopped.isEmpty else {
      view.cancelAnimations()
      return
    }
    running.removeAll { $0.view === view }
    view.cancelAnimations()
    for animation in stopped { animation.transaction.ended(finished: false) }
  }

  /// Moves every animation to the clock's time, finishing those that are done. Completions run
  /// after all values are updated, so they see a consistent tree.
  public func update() {
    guard !running.isEmpty else { return }
    let now = clock.now
    var finished: [Running] = []
    running.removeAll { animation in
      let duration = animation.transaction.duration
      let elapsed = (now - animation.start) / duration
      if elapsed >= 1 {
        animation.view.applyFinalValue(of: animation.property)
        finished.append(animation)
        return true
      }
      animation.view.applyValue(
        of: animation.property, progress: animation.transaction.curve.progress(elapsed))
      return false
    }
    for animation in finished { animation.transaction.ended(finished: true) }
  }

  /// Ends every running animation at its final value and runs the completions. Animations that
  /// the completions start (the next step of a sequence) are finished too, up to a bound, so
  /// that afterwards nothing moves and an endless sequence cannot hang the caller.
  public func finishAll() {
    for _ in 0..<64 where !running.isEmpty {
      let finishing = running
      running.removeAll()
      for animation in finishing { animation.view.applyFinalValue(of: animation.property) }
      for animation in finishing { animation.transaction.ended(finished: true) }
    }
  }
}
