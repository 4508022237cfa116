import RPSApp
import Testing

/// What `rps` says when it refuses `arguments`, or nil when it accepts them.
func refusal(of arguments: [String]) -> String? {
  do {
    _ = try CommandLineParser.parse(arguments)
    return nil
  } catch {
    return String(describing: error)
  }
}

/// Expects `rps` to refuse `arguments` the way every refusal reads: one line, holding `expected`,
/// ending with a pointer to the help.
func expectOneLineRefusal(
  of arguments: [String], saying expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let message = refusal(of: arguments)

  #expect(message?.contains(expected) == true, "\(message ?? "accepted")", sourceLocation: sourceLocation)
  #expect(
    message?.hasSuffix("(see rps --help)") == true, "every refusal points to the help",
    sourceLocation: sourceLocation)
  #expect(message?.contains("\n") == false, "a refusal is one line", sourceLocation: sourceLocation)
}
