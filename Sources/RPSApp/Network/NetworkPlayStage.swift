import GameCore
import ViewKit

/// What network play needs from the window's screens: the local game's name, rules and length
/// to offer a friend, a place to show its screen and its board, and the history and the
/// notices to report to. ``Screens`` is the one in the game.
@MainActor
protocol NetworkPlayStage: AnyObject {
  /// The local player's name: the left name of the two-player board.
  var localPlayerName: String { get }
  /// The rules and the length of the local board's match, offered to a friend.
  var rulesInPlay: Rules { get }
  var targetWinsInPlay: Int { get }
  /// The computer's level, recorded with a network match.
  var levelInPlay: Level { get }
  /// The address last joined, remembered in the settings.
  var lastJoinAddress: String? { get set }
  /// The name typed for friends to see, remembered in the settings; nil until one is typed.
  var networkName: String? { get set }
  /// The address last signed in with to an XMPP server, remembered in the settings.
  var lastXMPPAddress: String? { get set }
  /// Shows `screen` over the game, unless it is the one on show.
  func showOverGame(_ screen: ViewController)
  /// Whether `screen` is the one on show over the game.
  func isShowing(_ screen: ViewController) -> Bool
  /// Puts a network match's board in the game's place, the local board kept aside as it is.
  func showNetworkBoard(_ board: TwoPlayerController)
  /// Puts the local board back in the network board's place.
  func showLocalBoard()
  /// Adds a network match, finished, to the history.
  func recordFinished(_ record: MatchRecord)
  /// Says `text` in a notice that fades.
  func showNotice(_ text: String)
  /// Asks a question over the game; false when there is no window to ask in.
  func present(_ alert: AlertController) -> Bool
}
