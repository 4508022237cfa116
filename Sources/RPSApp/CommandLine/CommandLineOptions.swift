import BenchmarkBots
import GameCore
import NetPlay
import ViewKit

/// What the command line asked for.
public struct CommandLineOptions: Equatable, Sendable {
  public enum Action: Equatable, Sendable {
    /// Open the window and play.
    case play
    /// Render one frame offscreen into a PNG and exit.
    case screenshot(path: String)
    case help
    case version
    /// Play engine levels against the benchmark bots and print the results.
    case tournament(TournamentOptions)
    /// Speak the engine line protocol on standard input and output.
    case engine(EngineOptions)
    /// Play one match over the network without a window.
    case duel(DuelOptions)
    /// Print the manual page rps(6), for packaging.
    case manualPage
    /// Print docs/reference.md, the keys and the options in Markdown.
    case reference
    /// Print a shell's completion script, for packaging.
    case completion(Shell)
  }

  /// What to show first, for screenshots of each state.
  public enum Screen: Equatable, Sendable {
    case game
    /// The history: its pane, or its popover where it has no pane.
    case history
    /// The detail of the N-th newest match (1 is the newest).
    case match(Int)
    /// The help, on how to play, over the game.
    case help
    /// The help on its About page: version, licence and credits.
    case about
    /// The statistics, over the game.
    case statistics
    /// "Play a friend" over the network, on its Join side.
    case playFriend
    /// "Play a friend" on its Online side: signing in to an XMPP server.
    case playFriendOnline
    /// The ladder of rivals, over the game.
    case ladder
    /// The ladder on its second tier, the Masters, over the game.
    case masters
    /// The day's challenge, over the game.
    case daily
    /// The past days whose challenge can be played again, over the game.
    case earlierDays
    /// A past day's challenge, to play again, over the game.
    case earlierDay(DayStamp)
    /// Records and achievements, over the game.
    case records
  }

  public static let padSize = Size(width: 1024, height: 768)
  public static let phoneSize = Size(width: 390, height: 844)
  public static let maximumSide = 16384.0
  /// The smallest window, in points: the host gives it to the window manager, so a window cannot
  /// be dragged smaller, and a smaller `--size` is refused rather than quietly grown. Measured:
  /// every screen, on a phone and a pad, in both shapes, is whole and legible at it and above;
  /// a phone turned to landscape (844x390) is above it.
  public static let minimumSize = Size(width: 320, height: 360)
  /// The least and the most `--scale`: below half a pixel per point nothing can be read.
  public static let scaleRange = 0.5...8.0

  public var action: Action = .play
  /// The size asked for with --size; otherwise the device's own.
  public var requestedSize: Size?
  public var size: Size {
    requestedSize ?? (device == .phone ? CommandLineOptions.phoneSize : CommandLineOptions.padSize)
  }
  public var device: UserInterfaceIdiom = .pad
  /// Where the history is kept; nil for the default folder.
  public var dataDirectory: String?
  public var screen: Screen = .game
  public var scale = 1.0
  /// False until `--scale` is given: the game may then double the scale on a 4K display.
  public var scaleWasGiven = false
  public var seed: UInt64?
  /// Throws played before the first frame.
  public var moves: [Move] = []
  /// The answer (1 to 3) to the question on the day's habit that ends the day's counted try.
  public var habitAnswer: Int?
  // The choices below override the saved settings for this run only; nil (or false) leaves
  // the settings' value.
  /// The computer's level for the window.
  public var level: Level?
  /// The rules a new match starts with (an unfinished match with other rules is kept as abandoned).
  public var rules: Rules?
  /// Wins that end a new match.
  public var targetWins: Int?
  /// Start with the computer's forecast shown (key I).
  public var showsInsight = false
  /// Start with the sound off (key M turns it on).
  public var isMuted = false
  /// 1 plays the computer, 2 two people at this screen.
  public var players: Int?
  /// The two players' names.
  public var names: MatchPlayers?
  /// Pairs of throws to play first in a two-player match (`--players 2 --play rp,ss`).
  public var movePairs: [ThrowPair] = []
  /// Play a friend over the network from the start: host (`--host [PORT]`) or join
  /// (`--join HOST[:PORT]`).
  public var network: NetworkSession.Mode?
  /// The lobby room joined once signed in on Play a friend's Online side (`--lobby ROOM`).
  public var lobby: XMPPAddress?

  /// One round of two players' throws, left then right.
  public struct ThrowPair: Hashable, Sendable {
    public var left: Move
    public var right: Move

    public init(left: Move, right: Move) {
      self.left = left
      self.right = right
    }
  }

  public init() {}

  /// The settings of this run: `settings` with what the command line gave instead.
  public func applied(to settings: Settings) -> Settings {
    var run = settings
    run.level = level ?? settings.level
    run.rules = rules ?? settings.rules
    run.targetWins = targetWins ?? settings.targetWins
    run.showsInsight = showsInsight || settings.showsInsight
    run.isSoundOn = !isMuted && settings.isSoundOn
    run.players = players ?? settings.players
    run.names = names ?? settings.names
    return run
  }
}

extension CommandLineOptions.Screen {
  /// The past day whose challenge the screen is, for `--open daily:YYYY-MM-DD`.
  public var earlierDay: DayStamp? {
    if case .earlierDay(let day) = self { return day }
    return nil
  }
}
