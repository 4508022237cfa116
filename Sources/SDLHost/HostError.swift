import Localization

/// Why the host could not start or finish a task, in words for a person.
public enum HostError: Error, Equatable, CustomStringConvertible {
  /// No display could be opened: there is nowhere to put a window.
  case noDisplay(String)
  /// SDL or one of its libraries failed.
  case sdl(String)
  /// A file the game ships with is missing or unreadable.
  case asset(path: String, reason: String)
  /// A picture could not be written.
  case screenshot(path: String, reason: String)

  public var description: String {
    switch self {
    case .noDisplay(let detail):
      tr(
        "no display available (%1$@); run it on a desktop, under xvfb-run, or with --screenshot FILE.png",
        detail)
    case .sdl(let detail):
      tr("SDL failed: %1$@", detail)
    case .asset(let path, let reason):
      tr("cannot load %1$@: %2$@; reinstall the game or set RPS_ASSETS to its assets folder", path, reason)
    case .screenshot(let path, let reason):
      tr("cannot write the screenshot %1$@: %2$@", path, reason)
    }
  }
}
