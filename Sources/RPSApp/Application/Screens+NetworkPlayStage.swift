import GameCore
import ViewKit

extension Screens: NetworkPlayStage {
  var localPlayerName: String { twoPlayer.headToHead.players.left }

  var targetWinsInPlay: Int { localMatch.targetWins }

  var levelInPlay: Level { play.level }

  var lastJoinAddress: String? {
    get { settings.settings.lastJoinAddress }
    set { settings.update { $0.lastJoinAddress = newValue } }
  }

  var networkName: String? {
    get { settings.settings.networkName }
    set { settings.update { $0.networkName = newValue } }
  }

  var lastXMPPAddress: String? {
    get { settings.settings.lastXMPPAddress }
    set { settings.update { $0.lastXMPPAddress = newValue } }
  }

  func isShowing(_ screen: ViewController) -> Bool { detail.topViewController === screen }

  func showNetworkBoard(_ board: TwoPlayerController) {
    // The local board is set aside once, its count or celebration ended; a second network
    // board (Play again) takes the first one's place.
    if networkBoard == nil { finishLocalBoardsMoment() }
    networkBoard = board
    board.quickThrows = twoPlayer.quickThrows
    board.sounds = twoPlayer.sounds
    detail.popToRootViewController(animated: true)
    game.host(board)
    game.banner = Banner(for: board.match)
  }

  func showLocalBoard() {
    guard networkBoard != nil else { return }
    networkBoard = nil
    hostLocalBoard()
  }

  func recordFinished(_ record: MatchRecord) { keeper.addFinished(record) }

  func showNotice(_ text: String) { split.showNotice(text, fades: true) }

  func present(_ alert: AlertController) -> Bool { game.present(alert) }
}
