import Localization
import NetPlay
import ViewKit

/// One row of the Online side's list: a friend from the roster, or a player in the lobby.
public struct OnlinePlayerRow: Equatable, Sendable {
  public var title: String
  public var subtitle: String
  /// Where its game is online, to challenge it; nil when it is not.
  public var gameAddress: String?
  public var isInLobby: Bool
}

/// The Online side of the Play a friend screen: signing in to an XMPP server, the friends and
/// the lobby's players with whether their game is online, and challenging one.
extension NetworkPlayController {
  func loadOnlineViews() {
    accountField.identifier = "network-xmpp-address"
    accountField.maximumUTF8Length = 3071
    // TRANSLATORS: the example address alone, for a narrow field: the name part in your language.
    accountField.compactPlaceholder = tr("name@example.org")
    accountField.text = network.stage.lastXMPPAddress ?? ""
    passwordField.identifier = "network-xmpp-password"
    passwordField.isSecureTextEntry = true
    if network.services.passwords != nil {
      passwordField.placeholder = tr("Password (left empty: the one in your keyring)")
      passwordField.compactPlaceholder = tr("Password")
    }
    passwordField.maximumUTF8Length = 1024
    passwordField.action = { [unowned self] in signInOrOut() }
    signInButton.identifier = "network-sign-in"
    signInButton.tintColor = Theme.newMatch
    signInButton.action = { [unowned self] in signInOrOut() }
    playersTitle.alignment = .left
    setUpPlayerList(
      playersList, identifier: "network-players",
      emptyMessage: tr("Sign in to see your friends and the players in the lobby"),
      items: { [unowned self] in onlineRows },
      row: { row in
        let detail =
          row.gameAddress == nil ? tr("offline") : row.isInLobby ? tr("in the lobby") : tr("in the game")
        return ListRow(
          title: row.title, subtitle: row.subtitle, detail: detail,
          accent: row.gameAddress == nil ? Theme.secondaryText : Theme.win)
      },
      open: { [unowned self] row in
        guard let address = row.gameAddress else { return }
        network.challenge(address, name: row.title)
      })
  }

  private func signInOrOut() {
    switch network.phase {
    case .online, .signingIn: network.signOut()
    default: network.signIn(address: accountField.text, password: passwordField.text)
    }
  }

  func showSigningIn(_ address: String) {
    tab = .online
    signInButton.title = tr("Cancel")
    showStatus(tr("Signing in as %1$@…", address), isError: false)
    refreshTab()
  }

  func showOnline(_ address: String) {
    signInButton.title = tr("Sign out")
    // The password has done its work: it is not kept on screen.
    passwordField.text = ""
    playersList.emptyMessage = tr("No friends on your roster, and nobody in the lobby")
    showStatus(
      tr("Signed in as %1$@. Choose a friend whose game is online to challenge them.", address),
      isError: false)
  }

  func showSignedOut() {
    signInButton.title = tr("Sign in")
    friends = []
    lobbyPlayers = []
    rebuildOnlineRows()
    showStatus("", isError: false)
  }

  func showFriends(_ list: [XMPPFriend]) {
    friends = list
    rebuildOnlineRows()
  }

  func showLobby(_ players: [String]) {
    lobbyPlayers = players
    rebuildOnlineRows()
  }

  /// Friends in the game first, then the lobby's players, then friends offline.
  private func rebuildOnlineRows() {
    let friendRows = friends.map { friend in
      OnlinePlayerRow(
        title: friend.name ?? friend.address, subtitle: friend.address, gameAddress: friend.gameAddress,
        isInLobby: false)
    }
    let room = network.services.xmppLobby?.bare
    let lobbyRows = lobbyPlayers.map { nick in
      OnlinePlayerRow(
        title: nick, subtitle: tr("in the lobby"), gameAddress: room.map { "\($0)/\(nick)" }, isInLobby: true)
    }
    onlineRows =
      friendRows.filter { $0.gameAddress != nil } + lobbyRows + friendRows.filter { $0.gameAddress == nil }
    playersList.reloadData()
  }
}
