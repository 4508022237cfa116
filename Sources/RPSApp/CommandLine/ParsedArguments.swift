import BenchmarkBots
import GameCore
import NetPlay

/// What the parser has read so far, for the game or a subcommand. Values that depend on
/// another option (the throws of `--play` on `--rules`) wait here until every option is in.
struct ParsedArguments {
  var options = CommandLineOptions()
  var tournament = TournamentOptions()
  var engine = EngineOptions()
  var duel = DuelDraft()
  var playText: String?
  var screenshotPath: String?
}

/// `rps duel`'s options as read, checked together once all are in (--host, --join or --find
/// once; --level or --moves, not both).
struct DuelDraft {
  var connection: DuelOptions.Connection?
  var connectionGiven = 0
  var level: Level?
  var steps: [DuelOptions.Step]?
  var name: String?
  var targetWins: Int?
  var rules: Rules?
  var dataDirectory: String?
  var seed: UInt64?
  var xmppAddress: XMPPAddress?
  var passwordFile: String?
  var xmppServer: (host: String, port: UInt16)?
  var xmppCertificateAuthority: String?
  var invite: XMPPAddress?
  var challenge: XMPPAddress?
  var lobby: XMPPAddress?
  var wait = false
}
