import ViewKit

/// A controller whose view ``GameController`` can put in either of its holders: it is told the
/// holder's size before its view goes in, and arranges itself for that shape.
@MainActor
public protocol HoldableController: ViewController {
  /// Sizes the view to `size` and lays its parts out for that shape (a tall and a wide holder
  /// get visibly different arrangements).
  func setup(size: Size)
}

extension HoldableController {
  /// Gives the view the holder's size at once, so it is never drawn stretched to the old one,
  /// and lays it out: the common end of a `setup(size:)`.
  public func fitView(to size: Size) {
    View.performWithoutAnimation { view.frame = Rect(origin: view.frame.origin, size: size) }
    view.setNeedsLayout()
    view.layoutIfNeeded()
  }
}
