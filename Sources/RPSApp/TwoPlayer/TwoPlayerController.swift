import GameCore
import Localization
import ViewKit

/// Two people at one screen: each throws in secret on their own half (buttons, their hand of
/// the keyboard, a finger or a pad), the half shows only "ready" until both are in, then the
/// count runs and both throws are revealed together.
///
/// Like the game against the computer it is hosted by ``GameController`` and told its holder's
/// size in ``setup(size:)``: a wide holder puts the players side by side, a tall one puts them
/// face to face, the right player's half at the top and turned half a turn, for a tablet lying
/// flat between them.
@MainActor
public final class TwoPlayerController: ViewController, HoldableController {
  public internal(set) var headToHead: HeadToHead
  /// The arrangement chosen by the last ``setup(size:)``.
  public private(set) var shape: GameArrangement.Shape = .wide
  /// The last round revealed, shown until the next one is.
  public private(set) var shownRound: Round?
  /// Whether the count before a reveal is running.
  public private(set) var isCounting = false
  /// Skips the count before a reveal.
  public var quickThrows = false
  /// Runs after every revealed round with the match as it stands.
  public var onRoundPlayed: ((Match) -> Void)?
  /// Runs before a new match replaces the current one.
  public var onWillStartNewMatch: ((Match) -> Void)?
  /// Runs when the player asks for the options.
  public var onShowOptions: (() -> Void)?
  /// Runs after the rules or the length changed.
  public var onSettingsChanged: (() -> Void)?
  /// Plays the throw and outcome sounds, if set.
  public weak var sounds: SoundEffectPlaying?
  /// Rumbles the winner's pad after a round won with it, if set.
  public weak var rumble: GamepadRumbling?
  /// The kind of each player's pad while it is connected (the first pad is the left player's,
  /// the second the right's): their throw buttons show its button names.
  public var padStyles: [PlayerSide: GamepadStyle] = [:] {
    didSet { if padStyles != oldValue { refresh() } }
  }
  /// The players whose throw this round came from their pad: a win rumbles it.
  var padThrowers: Set<PlayerSide> = []
  /// The side played from another computer (the peer of a network match), or nil when both
  /// people are at this screen. Its keys and buttons do nothing and its buttons are hidden; its
  /// throws come as ``markReady(_:)`` and ``playRevealed(_:)`` (TwoPlayerController+Remote).
  public var remoteSide: PlayerSide? {
    didSet { refresh() }
  }
  /// Whether the remote side has committed to a throw this round (its move is not known yet).
  var remoteIsReady = false
  /// Runs when the player at this screen throws on a board with a remote side: the throw to
  /// send.
  public var onLocalThrow: ((Move) -> Void)?
  /// Said in place of the progress when a match ended otherwise than by its score (a network
  /// match broken off); the new-match button shows beside it.
  public var ending: String? {
    didSet { refresh() }
  }
  /// Runs in place of starting a new match on the same board, when set: a network match starts
  /// again by connecting again. Only offered once the match is over or has an ``ending``.
  public var onNewMatchRequest: (() -> Void)?

  let leftPanel = PlayerPanelView(side: .left)
  let rightPanel = PlayerPanelView(side: .right)
  let progressLabel = Label(text: "", font: .system(16), color: Theme.secondaryText)
  let newMatchButton = Button(title: tr("New match"))
  /// Confetti over the board from the winner's half when a match ends; a click skips it.
  let confetti = ConfettiView()
  /// Starts a new match; shown in the navigation bar.
  // TRANSLATORS: a button of the navigation bar, beside three others on a phone: as short as the language allows.
  public let newMatchItem = BarButtonItem(title: trc("navigation bar", "New match"))
  /// Opens the options (who plays, rules, length).
  public let optionsItem = BarButtonItem(title: tr("Options") + " ▾")
  private var countGeneration = 0

  public init(headToHead: HeadToHead) {
    self.headToHead = headToHead
    self.shownRound = headToHead.match.rounds.last
    super.init()
    title = tr("Two players")
    newMatchItem.identifier = "new-match-item"
    // The bar of the narrowest phones, with the ladder's button named in full, says the short
    // word the computer's board says there.
    newMatchItem.compactTitle = trc("navigation bar, narrow", "New")
    newMatchItem.action = { [weak self] in self?.requestNewMatch() }
    optionsItem.identifier = "options-item"
    optionsItem.action = { [weak self] in self?.onShowOptions?() }
    navigationItem.rightBarButtonItems = [newMatchItem, optionsItem]
  }

  public var match: Match { headToHead.match }

  func panel(for side: PlayerSide) -> PlayerPanelView { side == .left ? leftPanel : rightPanel }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.identifier = "two-player-view"
    progressLabel.identifier = "two-player-progress"
    newMatchButton.identifier = "new-match"
    newMatchButton.tintColor = Theme.newMatch
    newMatchButton.action = { [weak self] in self?.requestNewMatch() }
    confetti.isHidden = true
    confetti.action = { [weak self] in self?.finishCelebration() }
    for part in [leftPanel, rightPanel, progressLabel, newMatchButton, confetti] { view.addSubview(part) }
    rebuildButtons()
    refresh()
  }

  /// Side by side when the device is held in landscape, face to face in portrait (a tablet
  /// lying flat between two people). The device's orientation decides rather than the holder's
  /// shape, because beside the history column a landscape pad's holder is nearly square, and
  /// the players' places should not depend on whether the history is shown. A portrait window
  /// too low for two halves one above the other (a desktop window made small) puts them side by
  /// side, where each keeps room for its buttons.
  public func setup(size: Size) {
    shape = interfaceOrientation.isLandscape || !Self.fitsFaceToFace(size) ? .wide : .tall
    fitView(to: size)
  }

  /// The lowest half in which a player's name, status and buttons all fit.
  public static let minimumHalfHeight = 128.0

  /// Whether a holder of `size` has room for two halves face to face.
  public static func fitsFaceToFace(_ size: Size) -> Bool {
    halfHeight(in: size.height - 20) >= minimumHalfHeight
  }

  /// The height of each half, face to face, on a board `height` high (margins taken off).
  private static func halfHeight(in height: Double) -> Double {
    max(0, (height - stripHeight(in: height) - 2 * gap) / 2)
  }

  /// The strip between or under the halves: the round, and "New match" once the match is over.
  private static func stripHeight(in height: Double) -> Double { min(72, max(40, height * 0.1)) }

  private static let gap = 10.0

  // MARK: Playing

  /// Throws `move` for `side`. Kept secret until the other side throws; then the count runs
  /// (at once with ``quickThrows`` or off screen) and both are revealed. A second throw by the
  /// same side, a throw during the count, or after the match is over, changes nothing.
  @discardableResult
  public func throwMove(_ move: Move, by side: PlayerSide, fromPad: Bool = false) -> HeadToHead.Throw {
    guard !isCounting, side != remoteSide else { return .ignored }
    let result = headToHead.submit(move, by: side)
    if result != .ignored, fromPad { padThrowers.insert(side) }
    switch result {
    case .ignored:
      return result
    case .waiting:
      sounds?.play(.throwMade)
      if remoteSide != nil { onLocalThrow?(move) }
      refresh()
    case .played(let round):
      if quickThrows || !isViewLoaded || view.window == nil {
        reveal(round)
      } else {
        count(to: round)
      }
    }
    return result
  }

  /// "Rock… paper… scissors… shoot!" on both halves, a beat every quarter second, then the
  /// reveal. Timed by the window's timers, so nothing is drawn between beats.
  func count(to round: Round) {
    isCounting = true
    countGeneration += 1
    let generation = countGeneration
    let beats = MatchWords.countBeats
    for (index, beat) in beats.enumerated() {
      view.window?.schedule(after: 0.25 * Double(index)) { [weak self] in
        guard let self, self.countGeneration == generation else { return }
        self.sounds?.play(.throwMade)
        self.showBeat(beat)
      }
    }
    view.window?.schedule(after: 0.25 * Double(beats.count)) { [weak self] in
      guard let self, self.countGeneration == generation else { return }
      self.reveal(round)
    }
  }

  private func showBeat(_ beat: String) {
    for side in PlayerSide.allCases {
      panel(for: side).show(
        name: shownName(of: side), wins: shownWins(of: side), status: tr("Get ready…"), mark: .beat(beat),
        buttonsShown: side != remoteSide)
    }
  }

  /// Reveals a round still being counted at once (a new match, a screen change).
  public func finishCount() {
    guard isCounting, let round = match.rounds.last else { return }
    reveal(round)
  }

  func reveal(_ round: Round) {
    isCounting = false
    countGeneration += 1
    shownRound = round
    sounds?.play(SoundEffect(round.outcome))
    rumbleForWin(round)
    onRoundPlayed?(match)
    refresh()
    if let winner = headToHead.winner { celebrate(winner) }
  }

  /// Whether the confetti of a won match is flying.
  public var isCelebrating: Bool { !confetti.isHidden }

  private func celebrate(_ winner: PlayerSide) {
    guard !quickThrows, isViewLoaded, view.window != nil else { return }
    let half = panel(for: winner)
    let shown = half.convert(half.bounds, to: view)
    confetti.frame = view.bounds
    confetti.isHidden = false
    view.bringSubviewToFront(confetti)
    let colours = match.rules.moves.map(Theme.tint(for:)) + [Theme.win, Theme.draw]
    confetti.burst(
      from: shown.center, colours: colours, reducesMotion: view.window?.reducesMotion ?? false,
      duration: RockPaperScissorsController.celebrationDuration
    ) { [weak self] in self?.finishCelebration() }
  }

  /// Ends the confetti at once (a click on it, a new match).
  public func finishCelebration() {
    guard isCelebrating else { return }
    confetti.clear()
    confetti.isHidden = true
  }

  /// Starts a new match after asking, when that would give up rounds already played.
  public func requestNewMatch() {
    guard !isCounting else { return }
    if let onNewMatchRequest {
      if match.isOver || ending != nil { onNewMatchRequest() }
      return
    }
    confirmGivingUp(match, if: wouldGiveUpRounds, action: tr("New match")) { [weak self] in
      self?.startNewMatch()
    }
  }

  public func startNewMatch() {
    finishCount()
    finishCelebration()
    onWillStartNewMatch?(match)
    headToHead.startNewMatch()
    shownRound = nil
    padThrowers = []
    refresh()
  }

  /// Changes the rules or the length, after asking when that would give up rounds played.
  public func requestChange(rules: Rules? = nil, targetWins: Int? = nil) {
    let rulesChange = rules.map { $0 != match.rules } ?? false
    let lengthChange = targetWins.map { $0 != match.targetWins } ?? false
    guard rulesChange || lengthChange, !isCounting else { return }
    confirmGivingUp(match, if: wouldGiveUpRounds, action: tr("Change and start over")) { [weak self] in
      self?.change(rules: rules, targetWins: targetWins)
    }
  }

  /// Whether leaving this match now would give up rounds played.
  public var wouldGiveUpRounds: Bool { !match.isOver && !match.rounds.isEmpty }

  /// Changes the rules or the length and starts a new match (the caller asked first).
  public func change(rules: Rules? = nil, targetWins: Int? = nil) {
    finishCount()
    finishCelebration()
    onWillStartNewMatch?(match)
    headToHead.startNewMatch(rules: rules, targetWins: targetWins)
    shownRound = nil
    padThrowers = []
    if isViewLoaded { rebuildButtons() }
    onSettingsChanged?()
    refresh()
  }

  /// New names for the players, shown at once; the match goes on.
  public func rename(_ players: MatchPlayers) {
    headToHead.players = players
    refresh()
  }

  public override func handleKey(_ event: KeyEvent) -> Bool {
    if let remoteSide, case .throwMove(let move) = Command.matching(event) {
      // Alone at the screen, the player has the single game's keys first: R, P, S and 1, 2, 3
      // mean rock, paper and scissors, as in single play (S is not the left hand's paper).
      if !event.isRepeat { throwMove(move, by: remoteSide.other) }
      return true
    }
    if let (side, move) = TwoPlayerKeys.throwFor(event, rules: match.rules) {
      // Held keys repeat: only the press throws. A throw key is this board's whatever it did
      // (the remote side's keys do nothing).
      if !event.isRepeat { throwMove(move, by: side) }
      return true
    }
    if Command.matching(event) == .newMatch {
      requestNewMatch()
      return true
    }
    return false
  }

  public override func handleGamepad(_ event: GamepadEvent) -> Bool {
    takeGamepadPress(event)
  }

  // MARK: Showing the state

  private func rebuildButtons() {
    for side in PlayerSide.allCases {
      panel(for: side).rebuildButtons(rules: match.rules) { [weak self] move in
        self?.throwMove(move, by: side)
      }
    }
  }

  /// Wins as the board shows them: a round being counted does not count yet.
  private func shownWins(of side: PlayerSide) -> Int {
    let shown =
      isCounting
      ? Match(rules: match.rules, targetWins: match.targetWins, rounds: match.rounds.dropLast()) : match
    return side == .left ? shown.score.player : shown.score.computer
  }

  func refresh() {
    guard isViewLoaded else { return }
    let over = match.isOver
    for side in PlayerSide.allCases {
      let name = shownName(of: side)
      let other = shownName(of: side.other)
      var mark: PlayerPanelView.Mark
      var status: String
      // The friend on another computer may commit to the next round before the player here
      // has looked at the last one: until the player throws, the last round stays shown, and
      // the "ready" is said in words.
      let brokenOff = ending != nil && !over
      let keepsReveal =
        !brokenOff && remoteSide != nil && remoteIsReady && !headToHead.hasThrown(remoteSide?.other ?? .left)
        && shownRound != nil
      if brokenOff {
        // The match was broken off (the friend left, forfeited, went silent): nobody waits for
        // a throw any more, so no "ready" nor "choose" is left on show; the last round stays,
        // and the progress line says why the match ended.
        mark = shownRound.map { Self.revealedMark(of: $0, for: side) } ?? .waiting
        status = tr("The match has ended.")
      } else if keepsReveal, let round = shownRound {
        mark = Self.revealedMark(of: round, for: side)
        // TRANSLATORS: %1$@ says how the last round went (a sentence); %2$@ is the friend's name.
        status =
          side == remoteSide
          ? tr("Ready for the next round")
          : tr("%1$@ %2$@ is ready.", Self.status(of: round, for: side, match: match, other: other), other)
      } else if isReady(side) {
        mark = .ready
        status = tr("Ready. Waiting for %1$@…", other)
      } else if isReady(side.other) {
        mark = .waiting
        status = tr("%1$@ is ready. Your throw!", other)
      } else if let round = shownRound {
        mark = Self.revealedMark(of: round, for: side)
        status = Self.status(of: round, for: side, match: match, other: other)
      } else {
        mark = .waiting
        status = tr("Choose your throw")
      }
      panel(for: side).show(
        name: name, wins: shownWins(of: side),
        status: side == remoteSide && !keepsReveal ? remoteStatus(mark) : status,
        mark: mark,
        buttonsShown: !over && ending == nil && side != remoteSide)
    }
    refreshCaptions()
    newMatchButton.isHidden = !over && ending == nil
    progressLabel.text =
      ending
      ?? (over
        ? trn("Match over after %1$@ round", "Match over after %1$@ rounds", match.rounds.count)
        : tr("Round %1$@", match.currentRoundNumber) + " · "
          + trn("first to %1$@", "first to %1$@", match.targetWins))
    view.setNeedsLayout()
  }

  /// A side's throw in a revealed round, highlighted when it won.
  static func revealedMark(of round: Round, for side: PlayerSide) -> PlayerPanelView.Mark {
    let move = side == .left ? round.player : round.computer
    let won = side == .left ? round.outcome == .win : round.outcome == .loss
    return .revealed(move, highlight: won ? Theme.win : nil)
  }

  /// What a player reads on their half after a reveal.
  static func status(of round: Round, for side: PlayerSide, match: Match, other: String) -> String {
    let won = side == .left ? round.outcome == .win : round.outcome == .loss
    if match.isOver {
      let (mine, theirs) =
        side == .left
        ? (match.score.player, match.score.computer) : (match.score.computer, match.score.player)
      return won
        ? tr("You win the match %1$@–%2$@!", mine, theirs)
        : tr("%1$@ wins the match %2$@–%3$@.", other, theirs, mine)
    }
    switch round.outcome {
    case .draw: return drawSentence(round.player)
    default:
      let winning =
        side == .left ? (won ? round.player : round.computer) : (won ? round.computer : round.player)
      let losing = round.player == winning ? round.computer : round.player
      let how = match.rules.sentence(winner: winning, loser: losing)
      return won ? tr("You take the round: %1$@.", how) : tr("%1$@ takes the round: %2$@.", other, how)
    }
  }

  // MARK: Layout

  /// The keys (or pads' buttons) under the buttons: none of the keys on a phone, whose idiom is
  /// known once the board is in a window.
  func refreshCaptions() {
    for side in [PlayerSide.left, .right] { panel(for: side).showCaptions(throwCaptions(for: side)) }
    let newMatchCaption = newMatchKeyCaption
    if newMatchButton.caption != newMatchCaption { newMatchButton.caption = newMatchCaption }
  }

  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    refreshCaptions()
    layoutBoard()
    confetti.frame = view.bounds
    for part in view.subviews { part.frame = part.frame.intersection(view.bounds) }
  }

  private func layoutBoard() {
    // A narrow board gives its margins to the players' buttons.
    let bounds = view.bounds.insetBy(dx: view.bounds.width < 400 ? 6 : 12, dy: 10)
    let stripHeight = Self.stripHeight(in: bounds.height)
    let gap = Self.gap
    let showsButton = !newMatchButton.isHidden
    switch shape {
    case .wide:
      let strip = Rect(x: bounds.minX, y: bounds.maxY - stripHeight, width: bounds.width, height: stripHeight)
      let board = Rect(
        x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, strip.minY - gap - bounds.minY))
      let width = max(0, (board.width - gap) / 2)
      leftPanel.transform = .identity
      leftPanel.frame = Rect(x: board.minX, y: board.minY, width: width, height: board.height)
      rightPanel.transform = .identity
      rightPanel.frame = Rect(x: board.maxX - width, y: board.minY, width: width, height: board.height)
      layoutStrip(strip, showsButton: showsButton)
    case .tall:
      let half = Self.halfHeight(in: bounds.height)
      rightPanel.frame = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: half)
      // The player across the table reads their half the right way up; a player on another
      // computer is not across the table.
      rightPanel.transform = remoteSide == .right ? .identity : AffineTransform(rotationAngle: .pi)
      let strip = Rect(x: bounds.minX, y: bounds.minY + half + gap, width: bounds.width, height: stripHeight)
      leftPanel.transform = .identity
      leftPanel.frame = Rect(x: bounds.minX, y: strip.maxY + gap, width: bounds.width, height: half)
      layoutStrip(strip, showsButton: showsButton)
    }
  }

  private func layoutStrip(_ strip: Rect, showsButton: Bool) {
    progressLabel.font = .system(Theme.fontSize(0.32, of: strip.height, minimum: 12, maximum: 20))
    guard showsButton else {
      progressLabel.frame = strip
      newMatchButton.frame = .zero
      return
    }
    let buttonWidth = min(strip.width * 0.45, 260)
    newMatchButton.frame = Rect(
      x: strip.maxX - buttonWidth, y: strip.minY, width: buttonWidth, height: strip.height)
    newMatchButton.font = .bold(Theme.fontSize(0.34, of: strip.height, minimum: 13, maximum: 24))
    progressLabel.frame = Rect(
      x: strip.minX, y: strip.minY, width: strip.width - buttonWidth - 8, height: strip.height)
  }
}

extension TwoPlayerController {
  /// A player's name as shown: the default names in the player's language.
  func shownName(of side: PlayerSide) -> String { MatchPlayers.shown(headToHead.name(of: side)) }

  /// "A draw: both threw rock.", a whole sentence for each move.
  static func drawSentence(_ move: Move) -> String {
    move.pick(
      rock: tr("A draw: both threw rock."), paper: tr("A draw: both threw paper."),
      scissors: tr("A draw: both threw scissors."), spock: tr("A draw: both threw Spock."),
      lizard: tr("A draw: both threw lizard."))
  }
}
