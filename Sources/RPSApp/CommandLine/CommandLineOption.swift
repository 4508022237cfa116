/// One option of `rps` or of one of its subcommands: how it is spelled, what it takes, what it
/// does, and how it is read. ``CommandLineTable`` lists them all, and the parser, `rps --help`,
/// the man page and the shell completions all read that list, so an option added there is
/// parsed, documented and completed with no other step.
///
/// ```swift
/// CommandLineOption("--mute", "start with the sound off") { parsed in parsed.options.isMuted = true }
/// CommandLineOption("--players", "N", takes: .oneOf(["1", "2"]), "players at this screen") {
///   parsed, text throws(CommandLineError) in
///   guard let players = Int(text), (1...2).contains(players) else {
///     throw CommandLineError("--players wants 1 or 2, not '\(text)'")
///   }
///   parsed.options.players = players
/// }
/// ```
public struct CommandLineOption: Sendable {
  /// What follows the option's name.
  public enum Argument: Sendable, Equatable {
    /// Nothing: a switch (`--mute`). `--mute=no` is refused.
    case none
    /// One of these words, which the completions offer.
    case oneOf([String])
    /// A file name; the completions offer files ending in `.extension`, and folders.
    case file(extension: String)
    /// A folder.
    case folder
    /// Free text in the shape of the placeholder; the completions offer these examples.
    case text(examples: [String])

    /// The words a completion offers, when the value is one of a known few.
    public var words: [String] {
      switch self {
      case .oneOf(let words): words
      case .text(let examples): examples
      case .none, .file, .folder: []
      }
    }
  }

  /// How the option's value is read into what the parser gathers.
  enum Reader: Sendable {
    case flag(@Sendable (inout ParsedArguments) -> Void)
    case value(@Sendable (inout ParsedArguments, String) throws(CommandLineError) -> Void)
    /// A number that may follow, or not (`--host [PORT]`).
    case optionalNumber(@Sendable (inout ParsedArguments, String?) throws(CommandLineError) -> Void)
  }

  /// How the option is written, with its two dashes: `--size`.
  public let name: String
  /// Other spellings of it, such as `-h` for `--help`.
  public let aliases: [String]
  /// The value's name in the help, such as `WxH` or `pad|phone`; nil for a switch.
  public let placeholder: String?
  public let argument: Argument
  /// What it does, in one line of `--help` (the man page prints it too).
  public let summary: String
  /// Parsed, but left out of `--help`, the man page and the completions: the options that
  /// print those very texts, for packaging.
  public let isHidden: Bool
  /// Whether the rest of the command line is left unread after it (`--help`, `--version`).
  public let endsCommandLine: Bool
  let reader: Reader

  /// A switch: `set` runs when it is given.
  init(
    _ name: String, aliases: [String] = [], _ summary: String, hidden: Bool = false,
    endsCommandLine: Bool = false,
    set: @escaping @Sendable (inout ParsedArguments) -> Void
  ) {
    self.name = name
    self.aliases = aliases
    self.placeholder = nil
    self.argument = .none
    self.summary = summary
    self.isHidden = hidden
    self.endsCommandLine = endsCommandLine
    self.reader = .flag(set)
  }

  /// An option with a value: `read` takes the value's text, or throws a one-line refusal.
  init(
    _ name: String, _ placeholder: String, takes argument: Argument, _ summary: String, hidden: Bool = false,
    endsCommandLine: Bool = false,
    read: @escaping @Sendable (inout ParsedArguments, String) throws(CommandLineError) -> Void
  ) {
    self.name = name
    self.aliases = []
    self.placeholder = placeholder
    self.argument = argument
    self.summary = summary
    self.isHidden = hidden
    self.endsCommandLine = endsCommandLine
    self.reader = .value(read)
  }

  /// An option whose value, a number, may be left out: `read` gets nil then. The placeholder is
  /// written in brackets (`--host [PORT]`).
  init(
    _ name: String, optionalNumber placeholder: String, examples: [String], _ summary: String,
    read: @escaping @Sendable (inout ParsedArguments, String?) throws(CommandLineError) -> Void
  ) {
    self.name = name
    self.aliases = []
    self.placeholder = "[\(placeholder)]"
    self.argument = .text(examples: examples)
    self.summary = summary
    self.isHidden = false
    self.endsCommandLine = false
    self.reader = .optionalNumber(read)
  }

  /// Whether the option takes a value after it.
  public var takesValue: Bool { placeholder != nil }

  /// Every spelling: the name, then the aliases.
  public var spellings: [String] { [name] + aliases }

  /// `--size WxH` or `--mute`, as the help and the usage line write it.
  public var synopsis: String { placeholder.map { "\(name) \($0)" } ?? name }
}
