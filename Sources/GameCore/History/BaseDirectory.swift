import Foundation

/// The XDG base directories where a user's files live: the folder its variable names when that
/// is an absolute path (the specification says to ignore a relative one), else the standard
/// folder in the home directory.
public enum BaseDirectory: Sendable {
  /// `$XDG_DATA_HOME`, else `~/.local/share`.
  case data
  /// `$XDG_CONFIG_HOME`, else `~/.config`.
  case configuration

  public func url(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
    let (variable, standard) =
      switch self {
      case .data: ("XDG_DATA_HOME", ".local/share")
      case .configuration: ("XDG_CONFIG_HOME", ".config")
      }
    if let folder = environment[variable], folder.hasPrefix("/") { return URL(fileURLWithPath: folder) }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return URL(fileURLWithPath: home).appendingPathComponent(standard)
  }
}
