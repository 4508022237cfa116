/// What `rps --help` prints.
enum HelpText {
  static let version = "0.1.0"

  /// The keys, from the same table as the help overlay and the key handling.
  static var keys: String {
    columns(
      HelpController.entries(for: .rockPaperScissorsSpockLizard).map { ($0.keys, $0.summary) }, width: 28)
  }

  /// The options with what each does, as `--help` lists them.
  static var options: [(option: String, summary: String)] {
    [
      ("--size WxH", tr("window size in points (pad 1024x768, phone 390x844; taller than wide is portrait)")),
      (
        "--device pad|phone", tr("a pad shows history and game side by side in landscape; a phone never does")
      ),
      ("--data-dir DIR", tr("where the history is kept (default $XDG_DATA_HOME/rps or ~/.local/share/rps)")),
      ("--level LEVEL", tr("the computer: easy, medium or hard (default hard)")),
      ("--rules RULES", tr("classic, or rpsls (rock, paper, scissors, Spock, lizard)")),
      ("--first-to N", tr("a match is won by the first to N wins: 1, 2, 3 (default), 5 or 7")),
      ("--players 1|2", tr("1 plays the computer, 2 two people at this screen")),
      ("--names A,B", tr("the two players' names (default Player 1,Player 2)")),
      ("--insight", tr("start with the engine's insight shown (key I)")),
      ("--mute", tr("start with the sound off (key M turns it on)")),
      ("--open SCREEN", tr("start on: game, history, help, stats, or match:N (the N-th newest match)")),
      ("--scale S", tr("pixels per point on top of the display's own (0.5 to 8; default 1, 2 on 4K)")),
      ("--seed N", tr("make the computer's throws repeatable")),
      (
        "--play MOVES",
        tr(
          "play these throws first, letters r, p, s (for example rpsr); with --players 2, pairs left then right (rp,ss)"
        )
      ),
      ("--screenshot FILE", tr("draw one frame without a display, write it as a PNG, and exit")),
      ("--version", tr("print the version and exit")),
      ("--help", tr("print this help and exit")),
    ]
  }

  /// A two-column list: each name padded to `width`, then its text.
  private static func columns(_ rows: [(String, String)], width: Int) -> String {
    rows.map { name, text in
      let padded = name.count < width ? name + String(repeating: " ", count: width - name.count) : name + "  "
      return "  " + padded + text
    }.joined(separator: "\n")
  }

  static var usage: String {
    let synopsis = """
      Usage: rps [options]
             rps tournament [--rounds N] [--seeds N] [--level L|all] [--rules R] [--format table|json]
             rps engine [--level L] [--seed N] [--rules R]
             rps duel --host PORT | --join HOST[:PORT] [--level L | --moves rpsxq] [--name N] [--first-to N]
                      [--rules R] [--seed N] [--data-dir DIR]
             rps duel --find
      """
    let paragraphs = [
      tr(
        "rps %1$@: rock, paper, scissors in a window that lays itself out for portrait and landscape.",
        version),
      synopsis.replacingOccurrences(of: "Usage:", with: tr("Usage:")),
      tr("Options:") + "\n" + columns(options, width: 20),
      tr("Keys:") + "\n" + keys,
      tr("Resizing the window is rotating the device: taller than wide is portrait."),
      tr(
        """
        rps tournament plays the computer's levels against benchmark bots and prints, for each pair,
        the mean net wins per 1000 rounds, its spread across seeds, the most any player could take
        from the bot, and the share of it reached (default: 1000 rounds, 20 seeds, every level).
        """),
      tr(
        """
        rps engine speaks a line protocol (default: level hard): each round it prints its move, one of
        R P S (rpsls adds K for Spock and L for lizard), then reads yours as a line. It exits 0 at the
        end of input and 2 on a line that is not a move.
        """),
      tr(
        """
        rps duel plays one match over the network without a window: --host PORT waits for a guest
        (0: any free port; the game's port is 47474), --join connects to a host. The computer plays
        at --level, or --moves plays those throws in turn (x resigns, q leaves). It prints one JSON
        line per round and a last one, and exits 0 when the match finished, 1 when the network
        failed or the peer left, 2 for a bad command line and 3 when the peer broke the rules.
        rps duel --find lists the games that answer on the local network.
        """),
      tr("L is easy, medium or hard; R, the rules, is classic (the default) or rpsls."),
    ]
    return paragraphs.joined(separator: "\n\n")
  }
}
