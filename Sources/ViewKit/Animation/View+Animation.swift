/// One property change that can be animated: its value before and after.
enum AnimatedProperty {
  case frame(from: Rect, to: Rect)
  case alpha(from: Double, to: Double)
  case backgroundColor(from: Color, to: Color)

  enum Key: Hashable {
    case frame, alpha, backgroundColor
  }

  var key: Key {
    switch self {
    case .frame: .frame
    case .alpha: .alpha
    case .backgroundColor: .backgroundColor
    }
  }

  var isChange: Bool {
    switch self {
    case .frame(let from, let to): from != to
    case .alpha(let from, let to): from != to
    case .backgroundColor(let from, let to): from != to
    }
  }
}

/// The animations started by one call of `View.animate`, and the completion they share.
@MainActor
final class AnimationTransaction {
  let duration: Double
  let curve: AnimationCurve
  /// False: frames take their new values at once, and only the other properties animate.
  let movesFrames: Bool
  private var completion: ((Bool) -> Void)?
  private var pending = 0
  private var isClosed = false
  private var allFinished = true

  init(duration: Double, curve: AnimationCurve, movesFrames: Bool, completion: ((Bool) -> Void)?) {
    self.duration = duration
    self.curve = curve
    self.movesFrames = movesFrames
    self.completion = completion
  }

  func began() { pending += 1 }

  func ended(finished: Bool) {
    pending -= 1
    allFinished = allFinished && finished
    completeIfDone()
  }

  /// The animations block has returned: nothing more can join.
  func close() {
    isClosed = true
    completeIfDone()
  }

  private func completeIfDone() {
    guard isClosed, pending == 0, let completion else { return }
    // Cleared first so that the completion runs exactly once, even if it animates again.
    self.completion = nil
    completion(allFinished)
  }
}

extension View {
  /// The transaction whose animations block is running now, if any.
  static var currentTransaction: AnimationTransaction?

  /// Runs `animations`; every animatable property it sets on a view in a window takes its new
  /// value at once and is drawn moving to it over `duration`. `completion` runs once, when the
  /// last of them has finished (at once when nothing was animated), with `false` if one was
  /// interrupted. With `movesFrames` false, frames jump to their new values and only fades and
  /// colours animate: what a player who asked for reduced motion sees.
  public static func animate(
    withDuration duration: Double, curve: AnimationCurve = .easeInOut, movesFrames: Bool = true,
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let transaction = AnimationTransaction(
      duration: duration, curve: curve, movesFrames: movesFrames, completion: completion)
    let outer = currentTransaction
    currentTransaction = transaction
    animations()
    currentTransaction = outer
    transaction.close()
  }

  /// Runs `changes` with no animation, even inside an animations block.
  public static func performWithoutAnimation(_ changes: () -> Void) {
    let outer = currentTransaction
    currentTransaction = nil
    changes()
    currentTransaction = outer
  }

  func animateOrSet(_ property: AnimatedProperty) {
    let window = self.window
    if let transaction = View.currentTransaction, transaction.duration > 0, let window, property.isChange,
      transaction.movesFrames || property.key != .frame
    {
      window.animator.start(property, on: self, in: transaction)
    } else {
      window?.animator.cancel(property.key, on: self)
      applyFinalValue(of: property)
    }
    setNeedsDisplay()
  }

  func applyFinalValue(of property: AnimatedProperty) {
    switch property {
    case .frame(_, let to): presentationFrame = to
    case .alpha(_, let to): presentationAlpha = to
    case .backgroundColor(_, let to): presentationBackgroundColor = to
    }
  }

  func applyValue(of property: AnimatedProperty, progress: Double) {
    switch property {
    case .frame(let from, let to):
      presentationFrame = Rect(
        x: from.minX + (to.minX - from.minX) * progress, y: from.minY + (to.minY - from.minY) * progress,
        width: from.width + (to.width - from.width) * progress,
        height: from.height + (to.height - from.height) * progress)
    case .alpha(let from, let to):
      presentationAlpha = from + (to - from) * progress
    case .backgroundColor(let from, let to):
      presentationBackgroundColor = from.mixed(with: to, amount: progress)
    }
  }

  /// Ends this view's animations where their model values are, as when it leaves the window.
  func cancelAnimations() {
    presentationFrame = frame
    presentationAlpha = alpha
    presentationBackgroundColor = backgroundColor
  }
}
