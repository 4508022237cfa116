import Foundation
import Localization
import NetPlay
import ViewKit

/// Play through an XMPP server, in the window: sign in, see friends and the lobby, challenge
/// and answer challenges. The match itself is the same as over TCP: the same events put it on
/// the board.
extension NetworkPlay {
  var isOnline: Bool {
    switch phase {
    case .signingIn, .online: true
    default: false
    }
  }

  /// The session signed in to the server, while there is one.
  var onlineSession: (any OnlineMatchSession)? { session as? any OnlineMatchSession }

  /// Signs in as `addressText` with `password`. An empty password takes the one kept in the
  /// Secret Service, when one runs; a password that signs in is kept there. It is never written
  /// to the settings (only the address is), and the field is emptied once signed in; with no
  /// Secret Service the player types it each time.
  public func signIn(address addressText: String, password: String) {
    let text = addressText.trimmingCharacters(in: .whitespacesAndNewlines)
    let address: XMPPAddress
    do {
      address = try XMPPAddress(text)
    } catch {
      controller.showStatus(tr("“%1$@” is not an address like name@example.org.", text), isError: true)
      return
    }
    let kept = password.isEmpty ? services.passwords?.password(for: address.bare) : nil
    guard let password = kept ?? (password.isEmpty ? nil : password) else {
      controller.showStatus(tr("Type the password of %1$@.", address.bare), isError: true)
      return
    }
    guard let makeOnlineSession = services.makeOnlineSession else {
      controller.showStatus(tr("Play through a server is not available here."), isError: true)
      return
    }
    stopSession()
    stage.lastXMPPAddress = address.bare
    let account = XMPPAccount(
      address: address, password: password, server: services.xmppServer,
      certificateAuthorityFile: services.xmppCertificateAuthority)
    let player = NetworkSession.Player(
      name: localName, rules: stage.rulesInPlay, targetWins: stage.targetWinsInPlay,
      timeouts: .fromEnvironment())
    lastMode = nil
    passwordBeingTried = kept == nil ? (address.bare, password) : nil
    phase = .signingIn(address.bare)
    controller.showSigningIn(address.bare)
    let session = makeOnlineSession(account, player, services.xmppLobby, wake)
    self.session = session
    session.start()
  }

  /// Signs out (the Sign out button), back to the sign-in fields.
  public func signOut() {
    passwordBeingTried = nil
    stopSession()
    controller.showSignedOut()
  }

  /// Challenges the game at `address` (a friend's game, a lobby player's).
  public func challenge(_ address: String, name: String) {
    guard case .online = phase, let onlineSession else { return }
    onlineSession.challenge(address)
    controller.showStatus(tr("Challenging %1$@…", name), isError: false)
  }

  func signedIn(as address: String) {
    if let (bare, password) = passwordBeingTried { services.passwords?.keep(password, for: bare) }
    passwordBeingTried = nil
    phase = .online(address)
    controller.showOnline(address)
  }

  /// A challenge came: the player accepts or declines it in a notice with both buttons.
  func challenged(by address: String) {
    let name = address.split(separator: "/").first.map(String.init) ?? address
    let alert = AlertController.confirmation(
      title: tr("%1$@ challenges you", name),
      message: tr("Play a match against %1$@ now? The match is first to %2$@.", name, stage.targetWinsInPlay),
      confirmTitle: tr("Accept"), cancelTitle: tr("Decline"), destructive: false,
      onCancel: { [weak self] in self?.onlineSession?.answerChallenge(accept: false) },
      onConfirm: { [weak self] in self?.onlineSession?.answerChallenge(accept: true) })
    // Signed in only while the Play a friend screen is open: the notice goes over it.
    if !controller.present(alert) && !stage.present(alert) { onlineSession?.answerChallenge(accept: false) }
  }

  func challengeDeclined(by address: String) {
    let name = address.split(separator: "/").first.map(String.init) ?? address
    controller.showStatus(tr("%1$@ declined the challenge, or did not answer.", name), isError: false)
  }
}
