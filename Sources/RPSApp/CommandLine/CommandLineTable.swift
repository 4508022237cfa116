import BenchmarkBots
import GameCore
import Localization
import NetPlay
import ViewKit

/// Every option of `rps` and of its subcommands, in one place. The parser reads command lines
/// with it; `rps --help`, the man page (`rps --print-man`) and the bash, zsh and fish
/// completions (`rps --print-completion SHELL`) are written from it. To add an option, add it
/// here: nothing else needs to change for it to be read, documented and completed.
public enum CommandLineTable {
  /// The game in a window (or a screenshot of it), and its options.
  public static let game = CommandLineCommand(
    name: nil,
    summary: tr("rock, paper, scissors in a window that lays itself out for portrait and landscape"),
    description: tr(
      """
      Resizing the window is rotating the device: taller than wide is portrait. The history of \
      matches is kept between runs, and an unfinished match resumes.
      """),
    options: [
      CommandLineOption(
        "--size", "WxH", takes: .text(examples: ["1024x768", "768x1024", "390x844", "844x390", "960x600"]),
        tr("window size in points (pad 1024x768, phone 390x844; taller than wide is portrait)")
      ) { parsed, text throws(CommandLineError) in
        parsed.options.requestedSize = try CommandLineParser.parseSize(text)
      },
      CommandLineOption(
        "--device", list(devices, separator: "|"), takes: .oneOf(devices),
        tr("a pad shows history and game side by side in landscape; a phone never does")
      ) { parsed, text throws(CommandLineError) in
        guard let device = UserInterfaceIdiom(rawValue: text) else {
          throw CommandLineError(
            tr("--device wants %1$@, not '%2$@'", list(devices.reversed(), last: tr("or")), text))
        }
        parsed.options.device = device
      },
      dataDirectoryOption(tr("where the history is kept (default $XDG_DATA_HOME/rps or ~/.local/share/rps)"))
      {
        $0.options.dataDirectory = $1
      },
      levelOption(
        tr("the computer: %1$@ (default %2$@)", list(levels, last: tr("or")), Settings().level.rawValue),
        placeholder: "LEVEL"
      ) { $0.options.level = $1 },
      rulesOption(tr("classic, or rpsls (rock, paper, scissors, Spock, lizard)"), placeholder: "RULES") {
        $0.options.rules = $1
      },
      firstToOption(tr("a match is won by the first to N wins: %1$@", matchLengths)) {
        $0.options.targetWins = $1
      },
      CommandLineOption(
        "--players", "1|2", takes: .oneOf(["1", "2"]), tr("1 plays the computer, 2 two people at this screen")
      ) { parsed, text throws(CommandLineError) in
        guard let count = Int(text), count == 1 || count == 2 else {
          throw CommandLineError(
            tr("--players wants 1 (against the computer) or 2 (two players), not '%1$@'", text))
        }
        parsed.options.players = count
      },
      CommandLineOption(
        "--names", "A,B", takes: .text(examples: []),
        tr("the two players' names, at most 32 bytes each (default Player 1,Player 2)")
      ) { parsed, text throws(CommandLineError) in
        parsed.options.names = try CommandLineParser.parseNames(text)
      },
      CommandLineOption(
        "--host", optionalNumber: "PORT", examples: [String(NetworkSession.defaultPort)],
        tr("play a friend over the network: wait for them (default port %1$@)", NetworkSession.defaultPort)
      ) { parsed, text throws(CommandLineError) in
        guard parsed.options.network == nil else {
          throw CommandLineError(tr("give one of --host and --join, once"))
        }
        let port = try text.map { text throws(CommandLineError) in
          try CommandLineParser.parsePort(text, option: "--host")
        }
        parsed.options.network = .host(port: port ?? NetworkSession.defaultPort)
      },
      CommandLineOption(
        "--join", "HOST[:PORT]", takes: .text(examples: []),
        tr("play a friend over the network: join their game")
      ) { parsed, text throws(CommandLineError) in
        guard parsed.options.network == nil else {
          throw CommandLineError(tr("give one of --host and --join, once"))
        }
        guard case .join(let host, let port) = try CommandLineParser.parseJoin(text) else { return }
        parsed.options.network = .join(host: host, port: port)
      },
      addressOption(
        "--lobby", placeholder: "ROOM",
        tr(
          "the lobby room to join once signed in on Play a friend's Online side (room@conference.example.org)"
        )
      ) { $0.options.lobby = $1 },
      CommandLineOption("--insight", tr("start with the computer's forecast shown (key I)")) { parsed in
        parsed.options.showsInsight = true
      },
      CommandLineOption("--mute", tr("start with the sound off (key M turns it on)")) { parsed in
        parsed.options.isMuted = true
      },
      CommandLineOption(
        "--open", "SCREEN", takes: .text(examples: screens + ["match:1", "daily:2026-12-08"]),
        tr(
          "start on: %1$@, match:N (the N-th newest match) or daily:YYYY-MM-DD (an earlier day's challenge, to play again)",
          list(screens))
      ) { parsed, text throws(CommandLineError) in
        parsed.options.screen = try CommandLineParser.parseScreen(text)
      },
      CommandLineOption(
        "--scale", "S", takes: .text(examples: ["1", "1.5", "2"]),
        tr("pixels per point on top of the display's own (0.5 to 8; default 1, 2 on 4K)")
      ) { parsed, text throws(CommandLineError) in
        parsed.options.scale = try CommandLineParser.parseScale(text)
        parsed.options.scaleWasGiven = true
      },
      seedOption(tr("make the computer's throws repeatable")) { $0.options.seed = $1 },
      CommandLineOption(
        "--play", "MOVES", takes: .text(examples: []),
        tr(
          "play these throws first, letters r, p, s (for example rpsr); with --players 2, pairs left then right (rp,ss); with --open ladder, masters, daily or daily:YYYY-MM-DD, against its rival"
        )
      ) { parsed, text in
        // Read once every option is in: which letters are throws depends on --rules.
        parsed.playText = text
      },
      CommandLineOption(
        "--answer", "N", takes: .oneOf(["1", "2", "3"]),
        tr(
          "once the day's challenge is played: name its habit with the recap's answer N (1 to 3); likewise the second habit of the Masters rung just played, until another match"
        )
      ) { parsed, text throws(CommandLineError) in
        guard let answer = Int(text), (1...3).contains(answer) else {
          throw CommandLineError(tr("--answer wants 1, 2 or 3, not '%1$@'", text))
        }
        parsed.options.habitAnswer = answer
      },
      CommandLineOption(
        "--screenshot", "FILE", takes: .file(extension: "png"),
        tr("draw one frame without a display, write it as a PNG, and exit")
      ) { parsed, text throws(CommandLineError) in
        parsed.screenshotPath = try CommandLineParser.parseScreenshotPath(text)
      },
      version,
      help,
      CommandLineOption("--print-man", tr("print the manual page rps(6) in roff and exit"), hidden: true) {
        parsed in
        parsed.options.action = .manualPage
      },
      // Hidden, so never shown: its summary is not translated.
      CommandLineOption(
        "--print-reference", "print docs/reference.md, the keys and options in Markdown, and exit",
        hidden: true
      ) { parsed in
        parsed.options.action = .reference
      },
      CommandLineOption(
        "--print-completion", "SHELL", takes: .oneOf(shells),
        tr("print the completion script for %1$@ and exit", list(shells, last: tr("or"))), hidden: true,
        endsCommandLine: true
      ) { parsed, text throws(CommandLineError) in
        guard let shell = Shell(rawValue: text) else {
          throw CommandLineError(
            tr("--print-completion wants %1$@, not '%2$@'", list(shells, last: tr("or")), text))
        }
        parsed.options.action = .completion(shell)
      },
    ],
    finish: { parsed throws(CommandLineError) in
      if let playText = parsed.playText {
        // --play acts on the screen opened, and a rival's board is one player's.
        let rivalScreen: String? =
          switch parsed.options.screen {
          case .ladder: "ladder"
          case .masters: "masters"
          case .daily: "daily"
          case .earlierDay: "daily:YYYY-MM-DD"
          default: nil
          }
        if parsed.options.players == 2, let screen = rivalScreen {
          throw CommandLineError(
            tr(
              "--play with --open %1$@ throws at its rival, one player's throws: leave out --players 2",
              screen))
        }
        if parsed.options.players == 2 {
          parsed.options.movePairs = try CommandLineParser.parseMovePairs(
            playText, rules: parsed.options.rules ?? .classic)
        } else {
          // The day's rules decide the daily's throws, and a Masters rung's rules its throws,
          // known only once the game runs: every letter is read here and the rival's rules
          // refuse those they do not allow.
          let rivalRules =
            (parsed.options.screen == .daily || parsed.options.screen == .masters
              || parsed.options.screen.earlierDay != nil)
            && parsed.options.rules == nil
          parsed.options.moves = try CommandLineParser.parseMoves(
            playText, rules: rivalRules ? .rockPaperScissorsSpockLizard : parsed.options.rules ?? .classic)
        }
      }
      if let path = parsed.screenshotPath {
        parsed.options.action = .screenshot(path: path)
        let pixels = max(parsed.options.size.width, parsed.options.size.height) * parsed.options.scale
        guard pixels <= CommandLineOptions.maximumSide else {
          throw CommandLineError(tr("--size times --scale gives %1$@ pixels; the most is 16384", Int(pixels)))
        }
      }
    })

  /// `rps tournament`: the levels against the benchmark bots.
  public static let tournament = CommandLineCommand(
    name: "tournament",
    summary: tr("play the computer's levels against benchmark bots and print the results"),
    description: tr(
      """
      rps tournament plays the computer's levels against benchmark bots and prints, for each pair, \
      the mean net wins per 1000 rounds, its spread across seeds, the most any player could take \
      from the bot, and the share of it reached.
      """),
    options: [
      CommandLineOption(
        "--rounds", "N", takes: .text(examples: ["1000"]),
        tr("rounds in each game (1 to 1000000; default 1000)")
      ) { parsed, text throws(CommandLineError) in
        parsed.tournament.rounds = try CommandLineParser.parseCount(text, option: "--rounds", most: 1_000_000)
      },
      CommandLineOption(
        "--seeds", "N", takes: .text(examples: ["20"]),
        tr("games with each bot, each with its own seed (1 to 10000; default 20)")
      ) { parsed, text throws(CommandLineError) in
        parsed.tournament.seeds = try CommandLineParser.parseCount(text, option: "--seeds", most: 10_000)
      },
      CommandLineOption(
        "--level", "L|all", takes: .oneOf(levels + ["all"]),
        tr("the level to play: %1$@ or all (default all)", list(levels))
      ) { parsed, text throws(CommandLineError) in
        parsed.tournament.levels =
          text == "all" ? Level.allCases : [try CommandLineParser.parseLevel(text, allowingAll: true)]
      },
      rulesOption(tr("classic (the default) or rpsls")) { $0.tournament.rules = $1 },
      CommandLineOption(
        "--format", list(formats, separator: "|"), takes: .oneOf(formats),
        tr("a table for people (the default) or JSON for programs")
      ) { parsed, text throws(CommandLineError) in
        guard let format = TournamentOptions.Format(rawValue: text) else {
          throw CommandLineError(tr("--format wants %1$@, not '%2$@'", list(formats, last: tr("or")), text))
        }
        parsed.tournament.format = format
      },
      help,
    ],
    finish: { parsed in parsed.options.action = .tournament(parsed.tournament) })

  /// `rps engine`: the computer on standard input and output.
  public static let engine = CommandLineCommand(
    name: "engine",
    summary: tr("play the computer over a line protocol on standard input and output"),
    description: tr(
      """
      rps engine speaks a line protocol: each round it prints its move, one of R P S (rpsls adds K \
      for Spock and L for lizard), then reads yours as a line. It exits 0 at the end of input and \
      2 on a line that is not a move.
      """),
    options: [
      levelOption(tr("the computer: %1$@ (default hard)", list(levels, last: tr("or")))) {
        $0.engine.level = $1
      },
      seedOption(tr("make its throws repeatable (default: a seed from the system)")) { $0.engine.seed = $1 },
      rulesOption(tr("classic (the default) or rpsls")) { $0.engine.rules = $1 },
      help,
    ],
    finish: { parsed in parsed.options.action = .engine(parsed.engine) })

  /// `rps duel`: one match over the network, without a window.
  public static let duel = CommandLineCommand(
    name: "duel",
    summary: tr("play one match over the network without a window"),
    description: tr(
      """
      rps duel plays one match over the network without a window: --host PORT waits for a guest \
      (0: any free port; the game's port is 47474), --join connects to a host, --find lists the \
      games that answer on the local network, and --xmpp signs in to an XMPP server to --invite \
      or --challenge a friend or --wait for one. The computer plays at --level, or --moves plays \
      those throws in turn (x resigns, q leaves). It prints one JSON line per round and a last \
      one, and exits 0 when the match finished, 1 when the network failed or the peer left, 2 for \
      a bad command line and 3 when the peer broke the rules.
      """),
    options: [
      CommandLineOption(
        "--host", "PORT", takes: .text(examples: ["47474"]),
        tr("wait for a guest on this port (0: any free port)")
      ) { parsed, text throws(CommandLineError) in
        parsed.duel.connection = .host(port: try CommandLineParser.parsePort(text, option: "--host"))
        parsed.duel.connectionGiven += 1
      },
      CommandLineOption(
        "--join", "HOST[:PORT]", takes: .text(examples: []), tr("connect to a host (IPv6 as [ADDRESS]:PORT)")
      ) { parsed, text throws(CommandLineError) in
        parsed.duel.connection = try CommandLineParser.parseJoin(text)
        parsed.duel.connectionGiven += 1
      },
      CommandLineOption("--find", tr("list the games that answer on the local network")) { parsed in
        parsed.duel.connection = .find
        parsed.duel.connectionGiven += 1
      },
      addressOption("--xmpp", tr("sign in to an XMPP server as this address to play a friend through it")) {
        $0.duel.xmppAddress = $1
        $0.duel.connectionGiven += 1
      },
      pathOption(
        "--password-file", "FILE", takes: .text(examples: []),
        tr("with --xmpp: the file whose first line is the password"),
        refusal: tr("--password-file needs a file")
      ) { $0.duel.passwordFile = $1 },
      CommandLineOption(
        "--xmpp-server", "HOST[:PORT]", takes: .text(examples: []),
        tr("with --xmpp: connect to this server (default: found through DNS from the address)")
      ) { parsed, text throws(CommandLineError) in
        parsed.duel.xmppServer = try CommandLineParser.parseXMPPServer(text)
      },
      pathOption(
        "--xmpp-ca", "FILE", takes: .file(extension: "pem"),
        tr("with --xmpp: also trust the certificates in this PEM file (a test server's own)"),
        refusal: tr("--xmpp-ca needs a file")
      ) { $0.duel.xmppCertificateAuthority = $1 },
      addressOption("--invite", tr("with --xmpp: invite this address to a match")) { $0.duel.invite = $1 },
      addressOption(
        "--challenge",
        tr("with --xmpp: challenge this friend once its game is online (a friend on the roster)")
      ) { $0.duel.challenge = $1 },
      addressOption(
        "--lobby", placeholder: "ROOM",
        tr(
          "with --xmpp: join this lobby room (room@conference.example.org), where players see each other and challenge"
        )
      ) { $0.duel.lobby = $1 },
      CommandLineOption(
        "--wait",
        tr("with --xmpp: wait for an invitation or a friend's challenge and play the first that agrees")
      ) {
        parsed in
        parsed.duel.wait = true
      },
      levelOption(tr("the computer plays: %1$@ (default hard)", list(levels, last: tr("or")))) {
        $0.duel.level = $1
      },
      CommandLineOption(
        "--moves", "MOVES", takes: .text(examples: []),
        tr("play these throws in turn instead: r p s (k l with rpsls), x resigns, q leaves")
      ) { parsed, text throws(CommandLineError) in
        parsed.duel.steps = try CommandLineParser.parseSteps(text)
      },
      CommandLineOption(
        "--name", "NAME", takes: .text(examples: []), tr("the name the other player sees (1 to 32 bytes)")
      ) { parsed, text throws(CommandLineError) in
        parsed.duel.name = try CommandLineParser.parseDuelName(text)
      },
      firstToOption(tr("a host's match is won by the first to N wins: %1$@", matchLengths)) {
        $0.duel.targetWins = $1
      },
      rulesOption(tr("a host's rules: classic (the default) or rpsls")) { $0.duel.rules = $1 },
      dataDirectoryOption(tr("the history the match is recorded in")) { $0.duel.dataDirectory = $1 },
      seedOption(tr("make the computer's throws repeatable")) { $0.duel.seed = $1 },
      help,
    ],
    finish: { parsed throws(CommandLineError) in
      parsed.options.action = .duel(try CommandLineParser.finishDuel(parsed.duel))
    })

  /// The subcommands, each the first word after `rps`.
  public static let subcommands = [tournament, engine, duel]

  /// The words that name the subcommands, as the command line's first word.
  static var subcommandNames: [String] { subcommands.compactMap(\.name) }

  /// The game and every subcommand.
  public static var commands: [CommandLineCommand] { [game] + subcommands }

  // MARK: - The options every command has

  private static let help = CommandLineOption(
    "--help", aliases: ["-h"], tr("print this help and exit"), endsCommandLine: true
  ) { parsed in
    parsed.options.action = .help
  }

  private static let version = CommandLineOption(
    "--version", tr("print the version and exit"), endsCommandLine: true
  ) {
    parsed in
    parsed.options.action = .version
  }

  // MARK: - Options several commands share, each read one way

  /// What an option does with the value it read.
  private typealias Store<Value> = @Sendable (inout ParsedArguments, Value) -> Void

  private static func levelOption(
    _ summary: String, placeholder: String = "L", store: @escaping Store<Level>
  ) -> CommandLineOption {
    CommandLineOption("--level", placeholder, takes: .oneOf(levels), summary) {
      parsed, text throws(CommandLineError) in
      store(&parsed, try CommandLineParser.parseLevel(text))
    }
  }

  private static func rulesOption(
    _ summary: String, placeholder: String = "R", store: @escaping Store<Rules>
  ) -> CommandLineOption {
    CommandLineOption("--rules", placeholder, takes: .oneOf(rules), summary) {
      parsed, text throws(CommandLineError) in
      store(&parsed, try CommandLineParser.parseRules(text))
    }
  }

  private static func seedOption(_ summary: String, store: @escaping Store<UInt64>) -> CommandLineOption {
    CommandLineOption("--seed", "N", takes: .text(examples: []), summary) {
      parsed, text throws(CommandLineError) in
      store(&parsed, try CommandLineParser.parseSeed(text))
    }
  }

  private static func firstToOption(_ summary: String, store: @escaping Store<Int>) -> CommandLineOption {
    CommandLineOption("--first-to", "N", takes: .oneOf(Settings.matchLengths.map(String.init)), summary) {
      parsed, text throws(CommandLineError) in
      store(&parsed, try parseFirstTo(text))
    }
  }

  private static func dataDirectoryOption(
    _ summary: String, store: @escaping Store<String>
  ) -> CommandLineOption {
    pathOption(
      "--data-dir", "DIR", takes: .folder, summary, refusal: tr("--data-dir needs a folder"), store: store)
  }

  /// An option that names a file or a folder: an empty name is refused with `refusal`.
  private static func pathOption(
    _ name: String, _ placeholder: String, takes argument: CommandLineOption.Argument, _ summary: String,
    refusal: String, store: @escaping Store<String>
  ) -> CommandLineOption {
    CommandLineOption(name, placeholder, takes: argument, summary) { parsed, text throws(CommandLineError) in
      guard !text.isEmpty else { throw CommandLineError(refusal) }
      store(&parsed, text)
    }
  }

  /// An XMPP address (`name@domain`), of an account, a friend or a lobby room.
  private static func addressOption(
    _ name: String, placeholder: String = "JID", _ summary: String, store: @escaping Store<XMPPAddress>
  ) -> CommandLineOption {
    CommandLineOption(name, placeholder, takes: .text(examples: []), summary) {
      parsed, text throws(CommandLineError) in
      store(&parsed, try CommandLineParser.parseXMPPAddress(text, option: name))
    }
  }

  // MARK: - The choices, from the types that define them

  static let devices = UserInterfaceIdiom.allCases.map(\.rawValue)
  static let levels = Level.allCases.map(\.rawValue)
  static let rules = [Rules.classic, Rules.rockPaperScissorsSpockLizard].map(\.name)
  static let screens = [
    "game", "history", "help", "about", "stats", "friend", "online", "ladder", "masters", "daily", "earlier",
    "records",
  ]
  static let formats = TournamentOptions.Format.allCases.map(\.rawValue)
  static let shells = Shell.allCases.map(\.rawValue)

  /// A match length, one of ``Settings/matchLengths``.
  private static func parseFirstTo(_ text: String) throws(CommandLineError) -> Int {
    guard let wins = Int(text), Settings.matchLengths.contains(wins) else {
      throw CommandLineError(
        tr(
          "--first-to wants %1$@, not '%2$@'", list(Settings.matchLengths.map(String.init), last: tr("or")),
          text))
    }
    return wins
  }

  private static var matchLengths: String {
    let standard = Settings().targetWins
    return list(
      Settings.matchLengths.map { $0 == standard ? tr("%1$@ (default)", $0) : "\($0)" }, last: tr("or"))
  }

  /// "a, b or c" (with `last`), "a, b, c" (without), or "a|b|c" (with a separator); the comma is
  /// the player's language's ("、" in Chinese).
  static func list(_ words: [String], separator: String? = nil, last: String? = nil) -> String {
    let separator = separator ?? tr(", ")
    guard let last, words.count > 1 else { return words.joined(separator: separator) }
    return words.dropLast().joined(separator: separator) + " \(last) " + (words.last ?? "")
  }
}
