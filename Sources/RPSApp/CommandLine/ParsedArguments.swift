/// What the parser has read so far, for the game or a subcommand. Values that depend on
/// another option (the throws of `--play` on `--rules`) wait here until every option is in.
struct ParsedArguments {
  var options = CommandLineOptions()
  var tournament = TournamentOptions()
  var engine = EngineOptions()
  var playText: String?
  var screenshotPath: String?
}
