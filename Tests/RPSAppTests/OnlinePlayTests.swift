import Foundation
import GameCore
import NetPlay
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("Playing through an XMPP server in the window: sign in, friends, challenges")
struct OnlinePlayTests {
  typealias Scene = NetworkScene
  private func makeScene(_ arguments: [String] = []) throws -> Scene {
    try Scene(["--names", "Ana,Ben"] + arguments)
  }

  @Test(
    "signing in starts a session with the address and password typed; the password stays out of the settings")
  func signIn() throws {
    let scene = try makeScene()
    scene.signIn()
    let session = try #require(scene.session)
    #expect(session.isStarted)
    #expect(session.account.address.bare == "ana@example.org")
    #expect(session.account.password == "hunter2")
    #expect(scene.play.phase == .signingIn("ana@example.org"))
    scene.deliver(.signedIn(address: "ana@example.org/rps"))
    #expect(scene.play.phase == .online("ana@example.org/rps"))
    #expect(scene.controller.passwordField.text.isEmpty)
    #expect(scene.screens.settings.settings.lastXMPPAddress == "ana@example.org")
    let saved = try Data(JSONEncoder().encode(scene.screens.settings.settings))
    #expect(!String(decoding: saved, as: UTF8.self).contains("hunter2"))
    withExtendedLifetime(scene.folder) {}
  }

  @Test(
    "--lobby names the room joined once signed in; its players are listed and challenged at their room address"
  )
  func lobby() throws {
    let scene = try makeScene(["--lobby", "players@lobby.example.org"])
    scene.signIn()
    #expect(scene.session?.lobby?.bare == "players@lobby.example.org")
    scene.deliver(.signedIn(address: "ana@example.org/rps"), .lobby(["Zed"]))
    #expect(scene.controller.onlineRows.map(\.title) == ["Zed"])
    scene.controller.playersList.onOpen?(0)
    #expect(scene.session?.challenges == ["players@lobby.example.org/Zed"])
    withExtendedLifetime(scene.folder) {}
  }

  @Test("a mistyped address or no password is one line, and no session")
  func badInput() throws {
    let scene = try makeScene()
    scene.controller.choose(.online, starting: true)
    scene.controller.accountField.text = "ana-at-example"
    scene.controller.passwordField.text = "x"
    scene.controller.signInButton.sendActions()
    #expect(scene.controller.statusLabel.text == "“ana-at-example” is not an address like name@example.org.")
    scene.controller.accountField.text = "ana@example.org"
    scene.controller.passwordField.text = ""
    scene.controller.signInButton.sendActions()
    #expect(scene.controller.statusLabel.text == "Type the password of ana@example.org.")
    #expect(scene.network.onlineSessions.isEmpty)
    withExtendedLifetime(scene.folder) {}
  }

  @Test(
    "friends whose game is online come first, then the lobby, then friends offline; choosing one challenges it"
  )
  func friendsAndChallenge() throws {
    let scene = try makeScene()
    scene.signIn()
    scene.deliver(
      .signedIn(address: "ana@example.org/rps"),
      .friends([
        XMPPFriend(address: "cy@example.org", name: "Cy"),
        XMPPFriend(address: "bob@example.org", name: "Bob", gameAddress: "bob@example.org/rps-1"),
      ]))
    #expect(scene.controller.onlineRows.map(\.title) == ["Bob", "Cy"])
    #expect(scene.controller.onlineRows.map(\.gameAddress) == ["bob@example.org/rps-1", nil])
    scene.controller.playersList.onOpen?(1)
    #expect(scene.session?.challenges.isEmpty == true)
    scene.controller.playersList.onOpen?(0)
    #expect(scene.session?.challenges == ["bob@example.org/rps-1"])
    #expect(scene.controller.statusLabel.text == "Challenging Bob…")
    scene.deliver(.challengeDeclined(by: "bob@example.org/rps-1"))
    #expect(scene.controller.statusLabel.text == "bob@example.org declined the challenge, or did not answer.")
    withExtendedLifetime(scene.folder) {}
  }

  @Test("a challenge asks with Accept and Decline; accepting answers yes, and the match comes to the board")
  func challengedAndAccept() throws {
    let scene = try makeScene()
    let alert = try scene.signInAndBeChallengedByBob()
    #expect(alert.title == "bob@example.org challenges you")
    #expect(alert.actions.map(\.title) == ["Decline", "Accept"])
    alert.choose(try #require(alert.defaultAction))
    #expect(scene.session?.answers == [true])
    let bob = PeerInfo(
      name: "Bob", role: .guest, rules: .classic, targetWins: 3, pairingCode: 0,
      session: SessionID(bytes: Array(repeating: 7, count: 32)), version: 1)
    scene.deliver(.update(.connected(bob)))
    #expect(scene.play.phase == .playing)
    #expect(scene.play.board?.headToHead.players.right == "Bob")
    withExtendedLifetime(scene.folder) {}
  }

  @Test("declining a challenge answers no")
  func challengedAndDecline() throws {
    let scene = try makeScene()
    let alert = try scene.signInAndBeChallengedByBob()
    let decline = try #require(alert.actions.first { $0.title == "Decline" })
    alert.choose(decline)
    #expect(scene.session?.answers == [false])
    withExtendedLifetime(scene.folder) {}
  }

  @Test(
    "with a keyring, a password that signs in is kept there, and an empty field signs in with it next time")
  func keyring() throws {
    let scene = try makeScene()
    let keyring = MemoryKeyring()
    scene.play.services.passwords = keyring
    scene.signIn()
    #expect(keyring.kept.isEmpty, "not kept before it signed in")
    scene.deliver(.signedIn(address: "ana@example.org/rps"))
    #expect(keyring.kept == ["ana@example.org": "hunter2"])
    scene.play.signOut()
    scene.controller.passwordField.text = ""
    scene.controller.signInButton.sendActions()
    #expect(scene.session?.account.password == "hunter2")
    withExtendedLifetime(scene.folder) {}
  }
}

/// A keyring in memory, standing in for the Secret Service.
@MainActor
private final class MemoryKeyring: PasswordKeeping {
  var kept: [String: String] = [:]
  func password(for address: String) -> String? { kept[address] }
  func keep(_ password: String, for address: String) -> Bool {
    kept[address] = password
    return true
  }
}

@MainActor
extension NetworkScene {
  fileprivate var controller: NetworkPlayController { play.controller }
  fileprivate var alert: AlertController? { window.overlays.last as? AlertController }
  fileprivate var session: FakeOnlineSession? { network.onlineSessions.last }

  fileprivate func deliver(_ events: NetworkEvent...) {
    session?.inbox += events
    play.takeEvents()
    window.rootView.layoutIfNeeded()
  }

  fileprivate func signIn() {
    controller.choose(.online, starting: true)
    controller.accountField.text = "ana@example.org"
    controller.passwordField.text = "hunter2"
    controller.signInButton.sendActions()
  }

  /// Signs in and hears Bob's challenge: the question it puts up.
  fileprivate func signInAndBeChallengedByBob() throws -> AlertController {
    signIn()
    deliver(.signedIn(address: "ana@example.org/rps"), .challenged(from: "bob@example.org/rps-1"))
    return try #require(alert)
  }
}
