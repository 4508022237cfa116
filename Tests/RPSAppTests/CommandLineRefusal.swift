import RPSApp

/// What `rps` says when it refuses `arguments`, or nil when it accepts them.
func refusal(of arguments: [String]) -> String? {
  do {
    _ = try CommandLineParser.parse(arguments)
    return nil
  } catch {
    return String(describing: error)
  }
}
