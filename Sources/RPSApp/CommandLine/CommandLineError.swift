import Localization

/// A command line that cannot be obeyed. Its description is the one line printed before exit 2.
public struct CommandLineError: Error, Equatable, CustomStringConvertible {
  public let message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { "rps: " + tr("%1$@ (see rps --help)", message) }
}
