import GameCore
import Localization
import NetPlay
import ViewKit

/// The "Play a friend" screen: **Host** listens and shows the addresses to give the friend, the
/// port and a pairing code, and waits; **Join** takes an address in a text field, lists the
/// games found on the local network, and offers the address joined last. Every failure is one
/// line under the choices.
///
/// Hosted by a ``GameController`` like the statistics, so it is told its holder's size in
/// ``setup(size:)``: a wide holder puts the list beside the rest, a tall one under it.
@MainActor
public final class NetworkPlayController: ViewController, HoldableController {
  public enum Tab: Equatable, Sendable {
    case host
    case join
    /// Through an XMPP server: sign in, friends and the lobby, challenges.
    case online
  }

  public internal(set) var tab = Tab.join
  public private(set) var shape = GameArrangement.Shape.wide
  /// Gives the address field the keys as the screen appears on its Join side (opened from the
  /// command line, to type at once); from the options the player clicks it, and the window's
  /// keys keep working until then.
  public var autofocusesAddress = false
  unowned let network: NetworkPlay

  let nameTitle = Label(text: tr("Your name"), font: .bold(15), color: Theme.secondaryText)
  let nameField = TextField(text: "", placeholder: tr("The name your friend sees"))
  let hostTab = Button(title: tr("Host a game"))
  let joinTab = Button(title: tr("Join a game"))
  let onlineTab = Button(title: tr("Online"))

  // Online
  let accountField = TextField(text: "", placeholder: tr("Your address, such as name@example.org"))
  let passwordField = TextField(text: "", placeholder: tr("Password"))
  let signInButton = Button(title: tr("Sign in"))
  let playersTitle = Label(text: tr("Friends and players"), font: .bold(15), color: Theme.secondaryText)
  let playersList = ListView()
  /// The friends (the roster) and the lobby's players, friends first.
  public internal(set) var onlineRows: [OnlinePlayerRow] = []
  var friends: [XMPPFriend] = []
  var lobbyPlayers: [String] = []

  // Host
  let hostTitle = Label(text: "", font: .bold(22), color: Theme.text)
  let codeLabel = Label(text: "", font: .bold(28), color: Theme.keyNames)
  let portLabel = Label(text: "", font: .system(17), color: Theme.secondaryText)
  let addressesTitle = Label(
    text: tr("Give your friend one of these addresses:"), font: .bold(15), color: Theme.secondaryText)
  let addressList = ListView()
  private(set) var addresses: [String] = []
  private var hostPort: UInt16?
  let hostButton = Button(title: tr("Stop hosting"))

  // Join
  let addressField = TextField(text: "", placeholder: tr("Address, such as 192.168.1.20"))
  let joinButton = Button(title: tr("Join"))
  let joinLastButton = Button(title: tr("Join last"))
  private(set) var lastAddress: String?
  let gamesTitle = Label(text: tr("Games on this network"), font: .bold(15), color: Theme.secondaryText)
  let gamesList = ListView()
  public private(set) var games: [FoundGame] = []
  let searchButton = Button(title: tr("Search again"))

  /// The one line of news or error, under the choices.
  let statusLabel = Label(text: "", font: .system(16), color: Theme.secondaryText)

  init(network: NetworkPlay) {
    self.network = network
    super.init()
    title = tr("Play a friend")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.identifier = "network-play"
    hostTab.identifier = "network-host-tab"
    hostTab.action = { [unowned self] in choose(.host, starting: true) }
    joinTab.identifier = "network-join-tab"
    joinTab.action = { [unowned self] in choose(.join, starting: true) }
    // Three tabs side by side on a phone: a long title wraps rather than shrinking.
    // The same for the buttons of a column half a phone wide.
    for button in [hostTab, joinTab, onlineTab, searchButton, joinLastButton] { button.numberOfLines = 2 }
    // A narrow field shows only the example.
    addressField.compactPlaceholder = "192.168.1.20"
    onlineTab.identifier = "network-online-tab"
    onlineTab.action = { [unowned self] in choose(.online, starting: true) }
    loadOnlineViews()
    nameField.identifier = "network-name"
    nameField.maximumUTF8Length = 32
    nameField.text = network.localName
    nameField.onEndEditing = { [unowned self] text in keepName(text) }
    nameField.action = { [unowned self] in
      keepName(nameField.text)
      view.window?.focus(nil)
    }
    for label in [nameTitle, hostTitle, codeLabel, portLabel, addressesTitle, gamesTitle, statusLabel] {
      label.alignment = .left
    }
    hostTitle.identifier = "network-host-title"
    codeLabel.identifier = "network-pairing-code"
    portLabel.identifier = "network-port"
    addressList.identifier = "network-addresses"
    addressList.rowHeight = 48
    addressList.emptyMessage = tr("No network found on this computer")
    addressList.numberOfRows = { [unowned self] in addresses.count }
    addressList.row = { [unowned self] index in
      ListRow(
        title: joinAddress(addresses[index]), subtitle: tr("Enter copies it"), accent: Theme.player)
    }
    addressList.onOpen = { [unowned self] index in copyAddress(at: index) }
    hostButton.identifier = "network-host-button"
    hostButton.action = { [unowned self] in
      if network.phase == .hosting { network.cancel() } else { network.host() }
    }
    addressField.identifier = "network-address"
    // A host name is at most 253 bytes; with brackets and a port, 255 is plenty.
    addressField.maximumUTF8Length = 255
    addressField.action = { [unowned self] in network.join(addressField.text) }
    joinButton.identifier = "network-join"
    joinButton.tintColor = Theme.newMatch
    joinButton.action = { [unowned self] in network.join(addressField.text) }
    joinLastButton.identifier = "network-join-last"
    joinLastButton.action = { [unowned self] in
      guard let lastAddress else { return }
      addressField.text = lastAddress
      network.join(lastAddress)
    }
    setUpPlayerList(
      gamesList, identifier: "network-games", emptyMessage: tr("Searching…"),
      items: { [unowned self] in games },
      row: { game in
        ListRow(
          title: game.name, subtitle: game.joinAddress, detail: game.isBusy ? tr("in a game") : tr("waiting"),
          accent: game.isBusy ? Theme.secondaryText : Theme.win)
      },
      open: { [unowned self] game in
        addressField.text = game.joinAddress
        network.join(game.joinAddress)
      })
    searchButton.identifier = "network-search"
    searchButton.action = { [unowned self] in network.searchLAN() }
    statusLabel.identifier = "network-status"
    statusLabel.numberOfLines = 2
    let parts: [View] = [
      nameTitle, nameField, hostTab, joinTab, onlineTab, accountField, passwordField, signInButton,
      playersTitle,
      playersList, hostTitle, codeLabel, portLabel, addressesTitle, addressList,
      hostButton,
      addressField,
      joinButton, joinLastButton, gamesTitle, gamesList, searchButton, statusLabel,
    ]
    for part in parts { view.addSubview(part) }
    showLastAddress(lastAddress)
    refreshTab()
  }

  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if tab == .join && games.isEmpty { network.searchLAN() }
  }

  public override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // Joining starts with typing the address: the field takes the keys at once.
    if autofocusesAddress, tab == .join, network.phase == .idle, let window = view.window,
      window.focusedView == nil
    {
      window.focus(addressField)
    }
  }

  public override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    // Back from this screen stops hosting or connecting; a match starting hides it too.
    if !network.isShowingScreen { network.screenWillClose() }
  }

  public func setup(size: Size) {
    shape = GameArrangement.Shape(for: size)
    fitView(to: size)
  }

  // MARK: Showing what happens

  /// Shows the host or the join side; `starting` starts hosting (or a LAN search) as a tab
  /// chosen by the player does.
  public func choose(_ tab: Tab, starting: Bool) {
    let changed = tab != self.tab
    self.tab = tab
    if changed || starting { showStatus("", isError: false) }
    if starting {
      switch tab {
      case .host: if network.phase != .hosting { network.host() }
      case .join:
        if network.phase == .hosting { network.cancel() }
        if changed { network.searchLAN() }
      case .online:
        if network.phase == .hosting { network.cancel() }
      }
    }
    refreshTab()
  }

  func showHosting(port: UInt16?, code: String, addresses: [String]) {
    tab = .host
    hostPort = port
    self.addresses = addresses
    hostTitle.text = tr("Waiting for a friend to join…")
    codeLabel.text = tr("Pairing code %1$@", code)
    portLabel.text = port.map { tr("Port %1$@ · IPv4 and IPv6", $0) } ?? tr("Opening a port…")
    hostButton.title = tr("Stop hosting")
    addressList.reloadData()
    showStatus(tr("Your friend chooses Join, and types one of these addresses."), isError: false)
    refreshTab()
  }

  func showJoining(_ address: String) {
    tab = .join
    joinButton.title = tr("Connecting…")
    joinButton.isEnabled = false
    showStatus(tr("Connecting to %1$@…", address), isError: false)
    refreshTab()
  }

  /// Neither hosting nor connecting: the choices are open again.
  func showIdle() {
    hostTitle.text = tr("Not hosting")
    codeLabel.text = ""
    portLabel.text = ""
    hostButton.title = tr("Host")
    joinButton.title = tr("Join")
    joinButton.isEnabled = true
    showStatus("", isError: false)
    refreshTab()
  }

  /// Keeps the name typed, or puts the last good one back and says why.
  /// Sets up a list of other players (games on the network, friends online): rows of 56 points
  /// made by `row` from what `items` gives at the time, `emptyMessage` while there are none, and
  /// `open` for the one the player opens.
  func setUpPlayerList<Item>(
    _ list: ListView, identifier: String, emptyMessage: String, items: @escaping () -> [Item],
    row: @escaping (Item) -> ListRow, open: @escaping (Item) -> Void
  ) {
    list.identifier = identifier
    list.rowHeight = 56
    list.emptyMessage = emptyMessage
    list.numberOfRows = { items().count }
    list.row = { index in row(items()[index]) }
    list.onOpen = { index in
      let shown = items()
      guard shown.indices.contains(index) else { return }
      open(shown[index])
    }
  }

  private func keepName(_ text: String) {
    if network.rename(text) {
      nameField.text = network.localName
    } else {
      nameField.text = network.localName
      showStatus(
        tr("A name has 1 to 32 bytes and no control characters; your friend sees %1$@.", network.localName),
        isError: true)
    }
  }

  func showStatus(_ text: String, isError: Bool) {
    statusLabel.text = text
    statusLabel.textColor = isError ? Theme.loss : Theme.secondaryText
  }

  func showTurnedAway(_ text: String) {
    guard network.phase == .hosting else { return }
    showStatus(text, isError: false)
  }

  func showSearching() {
    gamesList.emptyMessage = tr("Searching…")
    searchButton.isEnabled = false
    gamesList.reloadData()
  }

  func showGames(_ found: [FoundGame]) {
    games = found
    gamesList.emptyMessage = tr("No game found on this network")
    searchButton.isEnabled = true
    gamesList.reloadData()
  }

  func showLastAddress(_ address: String?) {
    lastAddress = address
    // The address is the button's caption, under its title, and the button has a row of its
    // own: beside Join, "Join last: ADDRESS" had half a column and was cut or shrunk unreadable.
    joinLastButton.title = tr("Join last")
    joinLastButton.caption = address
    joinLastButton.isEnabled = address != nil
  }

  private func joinAddress(_ address: String) -> String {
    let port = hostPort ?? NetworkSession.defaultPort
    return address.contains(":") ? "[\(address)]:\(port)" : "\(address):\(port)"
  }

  private func copyAddress(at index: Int) {
    guard addresses.indices.contains(index), let window = view.window else { return }
    let text = joinAddress(addresses[index])
    window.clipboard.text = text
    showStatus(tr("Copied %1$@.", text), isError: false)
  }

  func refreshTab() {
    guard isViewLoaded else { return }
    let hosting = tab == .host
    let online = tab == .online
    for part in [accountField, passwordField, signInButton, playersTitle, playersList] as [View] {
      part.isHidden = !online
    }
    for part in [hostTitle, codeLabel, portLabel, hostButton] as [View] {
      part.isHidden = !hosting
    }
    // The addresses are for a friend to join: only while hosting. Not hosting (stopped, or the
    // port was busy), the status line says why instead.
    for part in [addressesTitle, addressList] as [View] {
      part.isHidden = !hosting || network.phase != .hosting
    }
    for part in [addressField, joinButton, joinLastButton, gamesTitle, gamesList, searchButton] as [View] {
      part.isHidden = tab != .join
    }
    mark(hostTab, chosen: hosting)
    mark(joinTab, chosen: tab == .join)
    mark(onlineTab, chosen: online)
    if hosting, view.window?.focusedView === addressField { view.window?.focus(nil) }
    view.setNeedsLayout()
  }

  private func mark(_ button: Button, chosen: Bool) {
    button.tintColor = chosen ? Theme.accent : Theme.control
  }

  // MARK: Layout

  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let inner = view.bounds.insetBy(dx: 16, dy: 12)
    let rowHeight = min(48, max(36, inner.height * 0.09))
    let gap = 10.0
    let tabWidth = max(0, (inner.width - 2 * gap) / 3)
    for (index, tabButton) in [hostTab, joinTab, onlineTab].enumerated() {
      tabButton.frame = Rect(
        x: inner.minX + Double(index) * (tabWidth + gap), y: inner.minY, width: tabWidth, height: rowHeight)
    }
    for button in [
      hostTab, joinTab, onlineTab, hostButton, joinButton, joinLastButton, searchButton, signInButton,
    ] {
      button.font = .bold(Theme.fontSize(0.36, of: rowHeight, minimum: 13, maximum: 17))
    }
    // The name row, under the tabs: what the friend will see, before hosting or joining.
    let nameY = inner.minY + rowHeight + gap
    let titleWidth = min(max(inner.width * 0.3, 90), 160)
    nameTitle.frame = Rect(x: inner.minX, y: nameY, width: titleWidth, height: rowHeight)
    nameTitle.font = .bold(Theme.fontSize(0.34, of: rowHeight, minimum: 13, maximum: 16))
    nameField.frame = Rect(
      x: inner.minX + titleWidth + gap, y: nameY, width: max(0, inner.width - titleWidth - gap),
      height: rowHeight)
    let contentTop = nameY + rowHeight + gap * 1.5
    let content = Rect(
      x: inner.minX, y: contentTop, width: inner.width, height: max(0, inner.maxY - contentTop))
    // Wide: the list on the right half; tall: under the rest.
    let wide = shape == .wide
    let columnWidth = wide ? max(0, (content.width - 2 * gap) / 2) : content.width
    let left = Rect(x: content.minX, y: content.minY, width: columnWidth, height: content.height)
    var top = left.minY
    func place(_ view: View, height: Double) {
      view.frame = Rect(x: left.minX, y: top, width: left.width, height: height)
      top += height + gap * 0.6
    }
    let statusHeight = rowHeight * 1.1
    if tab == .host {
      place(hostTitle, height: rowHeight * 0.7)
      hostTitle.font = .bold(Theme.fontSize(0.5, of: rowHeight, minimum: 16, maximum: 22))
      place(codeLabel, height: rowHeight * 0.8)
      codeLabel.font = .bold(Theme.fontSize(0.6, of: rowHeight, minimum: 18, maximum: 28))
      place(portLabel, height: rowHeight * 0.5)
      if wide {
        place(statusLabel, height: statusHeight)
        place(hostButton, height: rowHeight)
      } else {
        // Stacked, the addresses come right under the code, the button last.
        hostButton.frame = Rect(x: left.minX, y: left.maxY - rowHeight, width: left.width, height: rowHeight)
        statusLabel.frame = Rect(
          x: left.minX, y: hostButton.frame.minY - gap * 0.6 - statusHeight, width: left.width,
          height: statusHeight)
      }
      var list = listArea(in: content, left: left, below: top, wide: wide, gap: gap)
      if !wide { list.size.height = max(0, statusLabel.frame.minY - gap - list.minY) }
      let titled = placeTitle(addressesTitle, over: list)
      addressList.frame = Rect(
        x: list.minX, y: titled, width: list.width, height: max(0, list.maxY - titled))
    } else if tab == .online {
      place(accountField, height: rowHeight)
      place(passwordField, height: rowHeight)
      place(signInButton, height: rowHeight)
      place(statusLabel, height: statusHeight)
      let list = listArea(in: content, left: left, below: top, wide: wide, gap: gap)
      let titled = placeTitle(playersTitle, over: list)
      playersList.frame = Rect(x: list.minX, y: titled, width: list.width, height: max(0, list.maxY - titled))
    } else {
      place(addressField, height: rowHeight)
      place(joinButton, height: rowHeight)
      place(joinLastButton, height: lastAddress == nil ? rowHeight : max(rowHeight, 44))
      place(statusLabel, height: statusHeight)
      let list = listArea(in: content, left: left, below: top, wide: wide, gap: gap)
      let titled = placeTitle(gamesTitle, over: list)
      let search = Rect(x: list.minX, y: list.maxY - rowHeight, width: list.width, height: rowHeight)
      searchButton.frame = search
      gamesList.frame = Rect(
        x: list.minX, y: titled, width: list.width, height: max(0, search.minY - gap - titled))
    }
    statusLabel.font = .system(Theme.fontSize(0.34, of: rowHeight, minimum: 13, maximum: 16))
    // A holder too small for everything shows what fits, nothing sticking out.
    for part in view.subviews { part.frame = part.frame.intersection(view.bounds) }
  }

  /// Puts a list's title at the top of `list`: on one line, or on two where the column is too
  /// narrow for it whole in a legible size. Returns where the list itself begins.
  private func placeTitle(_ title: Label, over list: Rect) -> Double {
    let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
    let fits = measurer.size(of: title.text, font: title.font.withSize(13)).width <= list.width
    title.numberOfLines = fits ? 1 : 2
    let height = fits ? 22.0 : 38.0
    title.frame = Rect(x: list.minX, y: list.minY, width: list.width, height: height)
    return list.minY + height + 4
  }

  /// Where a list goes: the right column when wide, else what is left under `top`.
  private func listArea(in content: Rect, left: Rect, below top: Double, wide: Bool, gap: Double) -> Rect {
    if wide {
      return Rect(x: left.maxX + 2 * gap, y: content.minY, width: left.width, height: content.height)
    }
    return Rect(x: content.minX, y: top + gap * 0.4, width: content.width, height: max(0, content.maxY - top))
  }
}
