import ViewKit

/// A controller whose view ``GameController`` can put in either of its holders: it is told the
/// holder's size before its view goes in, and arranges itself for that shape.
@MainActor
public protocol HoldableController: ViewController {
  /// Sizes the view to `size` and lays its parts out for that shape (a tall and a wide holder
  /// get visibly different arrangements).
  func setup(size: Size)
}
