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
}
