import Foundation
import GameCore
import NetPlay
import Testing
import ViewKit

@testable import RPSApp

/// Stands in for the screens around network play: what it was asked to show and record.
@MainActor
private final class FakeStage: NetworkPlayStage {
  var localPlayerName = "Ana"
  var rulesInPlay = Rules.classic
  var targetWinsInPlay = 3
  var levelInPlay = Level.medium
  var lastJoinAddress: String?
  var networkName: String?
  var lastXMPPAddress: String?
  private(set) var screenOnShow: ViewController?
  private(set) var boardOnShow: TwoPlayerController?
  private(set) var records: [MatchRecord] = []
  private(set) var notices: [String] = []

  func showOverGame(_ screen: ViewController) { screenOnShow = screen }
  func isShowing(_ screen: ViewController) -> Bool { screenOnShow === screen }
  func showNetworkBoard(_ board: TwoPlayerController) { boardOnShow = board }
  func showLocalBoard() { boardOnShow = nil }
  func recordFinished(_ record: MatchRecord) { records.append(record) }
  func showNotice(_ text: String) { notices.append(text) }
  func present(_ alert: AlertController) -> Bool { false }
}

@MainActor
@Suite("One assembly of the game")
struct AssemblyTests {
  @Test("The assembled game's window answers keys and gamepads with the game's commands")
  func assemblyWiresTheWindow() {
    let app = RockPaperScissorsApp.assembleForTest(size: Size(width: 1024, height: 768))
    app.window.send(Command.help.shortcuts[0])
    #expect(app.commands.help != nil, "F1 reached the window-wide commands")
    app.window.send(KeyEvent(.escape))
    app.window.send(
      GamepadEvent(pad: 0, .connected(Gamepad(index: 0, name: "Pad", style: .xbox, canRumble: false))))
    #expect(app.screens.play.gamepadStyle == .xbox, "the gamepads' commands saw the pad")
    app.screens.play.quickThrows = true
    app.window.send(KeyEvent(.character("r")))
    #expect(app.screens.play.game.match.rounds.count == 1, "a throw key reached the game")
  }

  @Test("Which board is in the game's place is kept, not worked out from the controllers")
  func boardOnShowIsStored() {
    let app = RockPaperScissorsApp.assembleForTest(size: Size(width: 1024, height: 768))
    let screens = app.screens
    #expect(screens.localBoard == .computer && screens.players == 1)
    screens.choosePlayers(2)
    #expect(screens.localBoard == .people && screens.players == 2)
    #expect(screens.game.hostedController === screens.twoPlayer)
    let board = TwoPlayerController(
      headToHead: HeadToHead(players: MatchPlayers(left: "Ana", right: "Bob"), match: Match()))
    screens.showNetworkBoard(board)
    #expect(screens.networkBoard === board && screens.game.hostedController === board)
    #expect(screens.players == 2, "the local board, kept aside, is still the people's")
    screens.showLocalBoard()
    #expect(screens.networkBoard == nil && screens.game.hostedController === screens.twoPlayer)
  }

  @Test("Network play needs only its stage: a match shown, recorded and left without the screens")
  func networkPlayTalksToItsStage() throws {
    let stage = FakeStage()
    let network = FakeNetwork()
    let play = NetworkPlay(stage: stage, services: network.services)
    play.show()
    #expect(stage.screenOnShow === play.screen)
    play.join("192.0.2.9:5000")
    let bob = PeerInfo(
      name: "Bob", role: .host, rules: .classic, targetWins: 3, pairingCode: 42_917,
      session: SessionID(bytes: Array(repeating: 7, count: 32)), version: 1)
    network.last?.inbox += [.update(.connected(bob))]
    play.takeEvents()
    #expect(stage.boardOnShow === play.board)
    #expect(stage.lastJoinAddress == "192.0.2.9:5000")
    network.last?.inbox += [.update(.ended(.failed(reason: "the peer closed the connection")))]
    play.takeEvents()
    #expect(stage.records.count == 1)
    #expect(stage.records.first?.level == .medium)
    play.returnToLocalGame()
    #expect(stage.boardOnShow == nil)
  }
}
