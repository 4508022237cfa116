/// A shell whose completion script `rps --print-completion` writes from ``CommandLineTable``.
public enum Shell: String, CaseIterable, Sendable {
  case bash
  case zsh
  case fish

  /// The script, to be installed where the shell looks for completions.
  public var completionScript: String {
    switch self {
    case .bash: BashCompletion.script
    case .zsh: ZshCompletion.script
    case .fish: FishCompletion.script
    }
  }

  /// The script's first comment: which shell it is for and where it comes from.
  var scriptHeading: String {
    "# \(rawValue) completion for rps(6), written by rps --print-completion \(rawValue) from its table of options."
  }
}
