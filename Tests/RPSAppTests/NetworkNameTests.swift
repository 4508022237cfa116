import Foundation
import GameCore
import NetPlay
import RPSApp
import TestSupport
import Testing
import ViewKit

@MainActor
@Suite("The name a friend sees over the network")
struct NetworkNameTests {
  typealias Scene = NetworkScene
  private func makeScene(_ arguments: [String] = []) throws -> Scene {
    try Scene(arguments)
  }

  @Test("the name typed on the Play a friend screen goes in the hello and is kept in the settings")
  func typedNameGoesInTheHello() throws {
    let scene = try makeScene()
    try scene.typeName("Zoë")
    scene.play.join("192.0.2.9:5000")
    scene.expectHelloAndSettingsName("Zoë")
  }

  @Test("with no name typed, the hello does not carry the two-player board's \"Player 1\"")
  func defaultNameIsNotPlayerOne() throws {
    let scene = try makeScene()
    scene.play.join("192.0.2.9:5000")
    let name = try #require(scene.network.last?.player.name)
    #expect(name != MatchPlayers.standard.left)
    #expect(!name.isEmpty && name.utf8.count <= 32)
    #expect(try scene.nameField().text == name)
  }

  @Test("a name of spaces only is not kept: the last good one is sent, and the field shows it again")
  func badNameIsNotKept() throws {
    let scene = try makeScene()
    let field = try scene.typeName("Zoë")
    try scene.typeName("   ")
    #expect(field.text == "Zoë")
    scene.play.join("192.0.2.9:5000")
    scene.expectHelloAndSettingsName("Zoë")
  }

  @Test("the board names the peer from its hello, and this side by its own name")
  func boardShowsBothNames() throws {
    let scene = try makeScene()
    try scene.typeName("Zoë")
    scene.play.join("192.0.2.9:5000")
    let bob = PeerInfo(
      name: "Bob", role: .host, rules: .classic, targetWins: 2, pairingCode: 42_917,
      session: SessionID(bytes: Array(repeating: 7, count: 32)), version: 1)
    scene.network.last?.inbox += [.update(.connected(bob))]
    scene.play.takeEvents()
    scene.window.rootView.layoutIfNeeded()
    let board = try #require(scene.play.board)
    #expect(board.headToHead.players.left == "Zoë")
    #expect(board.headToHead.players.right == "Bob")
  }

  @Test("the name is read back from settings.json, and a bad one there makes the file damaged")
  func settingsRoundTrip() throws {
    var settings = Settings()
    settings.networkName = "Zoë"
    let data = try JSONEncoder().encode(settings)
    #expect(try JSONDecoder().decode(Settings.self, from: data).networkName == "Zoë")
    let bad = Data(#"{"networkName": "a\u0007b"}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Settings.self, from: bad) }
  }
}

@MainActor
extension NetworkScene {
  fileprivate func nameField() throws -> TextField {
    try #require(window.rootView.descendant(identifiedBy: "network-name") as? TextField)
  }

  /// Expects the hello of the last connection to carry `name`, and the settings to keep it.
  fileprivate func expectHelloAndSettingsName(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(network.last?.player.name == name, sourceLocation: sourceLocation)
    #expect(screens.settings.settings.networkName == name, sourceLocation: sourceLocation)
  }

  /// Types `name` in the name field and leaves it, as a player does: the name field.
  @discardableResult
  fileprivate func typeName(_ name: String) throws -> TextField {
    let field = try nameField()
    field.text = name
    field.onEndEditing?(field.text)
    return field
  }
}
