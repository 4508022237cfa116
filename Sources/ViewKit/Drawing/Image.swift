/// A reference to a picture that the host loads: one of the app's named assets, or a PNG file.
public struct Image: Hashable, Sendable {
  public enum Source: Hashable, Sendable {
    /// An asset of the app, by name without extension ("rock" for `assets/rock.png`).
    case asset(String)
    /// A PNG file anywhere on disk.
    case file(String)
  }

  public let source: Source

  public init(named name: String) {
    source = .asset(name)
  }

  public init(fileAtPath path: String) {
    source = .file(path)
  }
}
