/// The game itself or one of its subcommands (`rps tournament`, `rps engine`): its options and
/// what it is, for the parser, `--help`, the man page and the completions.
public struct CommandLineCommand: Sendable {
  /// The word after `rps` (`tournament`); nil for the game itself.
  public let name: String?
  /// What it is, in a few words (the completions show it beside the subcommand's name).
  public let summary: String
  /// What it does, in a paragraph of `--help` and of the man page (nil: nothing more to say).
  public let description: String?
  public let options: [CommandLineOption]
  /// Turns what was read into the options of the run, once every option is in (values that
  /// depend on one another are checked here).
  let finish: @Sendable (inout ParsedArguments) throws(CommandLineError) -> Void

  /// The options shown in the help, the man page and the completions.
  public var visibleOptions: [CommandLineOption] { options.filter { !$0.isHidden } }

  /// The option spelled `spelling`, if this command has one.
  public func option(spelled spelling: String) -> CommandLineOption? {
    options.first { $0.spellings.contains(spelling) }
  }

  /// `rps tournament [--rounds N] [--seeds N] …`, or `rps [options]` for the game.
  public var usage: String {
    guard let name else { return "rps [options]" }
    let options = visibleOptions.filter { $0.name != "--help" }.map { "[\($0.synopsis)]" }
    return (["rps", name] + options).joined(separator: " ")
  }
}
