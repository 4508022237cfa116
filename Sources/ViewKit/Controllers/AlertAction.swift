/// One button of an ``AlertController``, as UIKit's `UIAlertAction`: a title, a style, and what
/// to do when it is chosen. The alert is dismissed before the handler runs, so a handler may
/// present another alert.
///
/// ```swift
/// let alert = AlertController(title: "Delete this match?", message: "It cannot be undone.")
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in keeper.delete(id) })
/// ```
@MainActor
public final class AlertAction {
  /// What the action means to the player, which decides its look and its key.
  public enum Style: Hashable, Sendable {
    /// An ordinary choice; Enter runs it when it is the alert's default.
    case `default`
    /// Leaves things as they were; Esc runs it. An alert has at most one.
    case cancel
    /// Throws something away: drawn in a warning tint.
    case destructive
  }

  public let title: String
  public let style: Style
  /// A disabled action's button is dimmed, and neither a click nor a key runs it.
  public var isEnabled = true {
    didSet { onChange?() }
  }

  let handler: (@MainActor (AlertAction) -> Void)?
  /// The alert showing this action listens here.
  var onChange: (() -> Void)?

  public init(title: String, style: Style = .default, handler: (@MainActor (AlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
