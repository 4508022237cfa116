import GameCore
import ViewKit

/// The celebration over the board: a burst of confetti for a win, a gentle dimming for a loss.
/// A click anywhere on it skips it.
final class ConfettiView: Control {
  private var pieces: [View] = []
  private let shade = View()

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    identifier = "celebration"
    shade.backgroundColor = Theme.backgroundBottom
    shade.alpha = 0
    addSubview(shade)
  }

  /// It is skipped with any key; Tab never stops on it.
  override var canBecomeFocused: Bool { false }

  /// Throws pieces in `colours` up and out from `origin`, to fall and fade over `duration`;
  /// with `reducesMotion` they appear where they would land and only fade.
  func burst(
    from origin: Point, colours: [Color], reducesMotion: Bool, duration: Double,
    completion: @escaping () -> Void
  ) {
    clear()
    // The same pattern every time: a celebration is decoration, and tests can count on it.
    var generator = SeededGenerator(seed: 2024)
    func random(_ range: ClosedRange<Double>) -> Double {
      range.lowerBound + Double(generator.next() % 10_000) / 10_000 * (range.upperBound - range.lowerBound)
    }
    let side = max(6, min(bounds.width, bounds.height) * 0.018)
    pieces = (0..<48).map { index in
      let piece = View(frame: Rect(x: origin.x, y: origin.y, width: side, height: side * 1.5))
      piece.backgroundColor = colours.isEmpty ? Theme.win : colours[index % colours.count]
      piece.cornerRadius = side * 0.2
      addSubview(piece)
      return piece
    }
    let landings = pieces.map { _ in
      Point(x: random(bounds.minX...bounds.maxX), y: random(bounds.minY + bounds.height * 0.2...bounds.maxY))
    }
    View.performWithoutAnimation {
      for (piece, landing) in zip(pieces, landings) where reducesMotion {
        piece.frame = Rect(origin: landing, size: piece.frame.size)
      }
    }
    View.animate(withDuration: duration, curve: .linear) {
      for (piece, landing) in zip(pieces, landings) {
        if !reducesMotion { piece.frame = Rect(origin: landing, size: piece.frame.size) }
        piece.alpha = 0
      }
    } completion: { _ in
      completion()
    }
  }

  /// Dims what is under it a little, then lets it be.
  func dim(duration: Double, completion: @escaping () -> Void) {
    clear()
    View.animate(withDuration: duration * 0.4) {
      shade.alpha = 0.35
    } completion: { _ in
      View.animate(withDuration: duration * 0.6, animations: { self.shade.alpha = 0 }) { _ in completion() }
    }
  }

  /// Removes the pieces and the shade at once.
  func clear() {
    for piece in pieces { piece.removeFromSuperview() }
    pieces = []
    View.performWithoutAnimation { shade.alpha = 0 }
  }

  override func layoutSubviews() {
    shade.frame = bounds
  }
}
