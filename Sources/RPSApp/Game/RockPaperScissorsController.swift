import GameCore
import Localization
import Opponents
import ViewKit

/// The game itself: the two throws, the round's result, the score and the throw buttons, with
/// the bar buttons for a new match and the options.
///
/// It does not know which container it sits in: ``setup(size:)`` tells it the size of the holder
/// it is about to be placed in, and it arranges itself for that shape.
@MainActor
open class RockPaperScissorsController: ViewController, HoldableController {
  public private(set) var game: Game
  /// The arrangement for the holder of the last ``setup(size:)``, chosen as if a problem or the
  /// undo bar at the window's foot left it its height: they come and go, and may do so without
  /// the holder changing size (one left no room), so it is read with the strip there now.
  public var shape: GameArrangement.Shape { GameArrangement.Shape(for: shapingSize(for: holderSize)) }
  /// The size given by the last ``setup(size:)``.
  private var holderSize = Size.zero
  /// The round just played. During the count before a reveal it is already decided (the
  /// computer committed first) but not yet shown: the board shows ``shownRound``.
  public private(set) var lastRound: Round?
  /// The round the board shows: ``lastRound`` once revealed.
  public private(set) var shownRound: Round?
  /// The match as the board shows it: the last round counts once it is revealed.
  public private(set) var shownMatch: Match
  /// What the game is doing between throws.
  public internal(set) var phase = Phase.ready
  /// Skips the count before a reveal and the celebration after a match.
  public var quickThrows = false
  /// Fades instead of movement: the window's choice (see `Window.reducesMotion`).
  var reducesMotion: Bool { view.window?.reducesMotion ?? false }
  /// Runs after every revealed round with the match as it stands.
  public var onRoundPlayed: ((Match) -> Void)?
  /// What the match just finished does to the player's record, said under the final score; set by
  /// whoever keeps the history, from ``onRoundPlayed``, and cleared at every round.
  public var milestone: Milestone?
  /// Runs before a new match replaces the current one.
  public var onWillStartNewMatch: ((Match) -> Void)?
  /// Plays the throw and outcome sounds, if set.
  public weak var sounds: SoundEffectPlaying?
  /// Rumbles the pad of a winning throw, if set.
  public weak var rumble: GamepadRumbling?
  /// Whose names the connected pad's buttons carry, shown under the throw buttons; nil while
  /// no pad is connected (the keys are shown).
  public var gamepadStyle: GamepadStyle? {
    didSet {
      guard gamepadStyle != oldValue else { return }
      for (button, move) in zip(throwButtons, game.match.rules.moves) {
        button.caption = throwCaption(for: move)
      }
    }
  }
  /// The pad that threw the round being counted, if a pad threw it.
  private var throwingPad: Int?
  /// Runs after the level, the rules or the match length changed, with the choices before.
  public var onSettingsChanged: ((Choices) -> Void)?
  /// The computer's level.
  public private(set) var level: Level
  /// Whether the engine's insight into the last round is shown (key I).
  public private(set) var showsInsight = false
  private let makeOpponent: (Level) -> any Opponent
  private let insightView = InsightView()
  /// Once a match against a computer that learns is over, what it read of the player.
  let lessonView = MatchLessonView()
  /// Whether the board tells the lesson of a finished match; a rival's board has a recap instead.
  var showsMatchLesson: Bool { true }
  /// Whether this is the board of free play against the computer, the one board that tells a
  /// match's lesson: it shows the rounds so far and, at Hard, the week's line. A rival's board
  /// has its seat's rounds and a recap instead.
  var isFreePlayBoard: Bool { showsMatchLesson }
  /// How the player is doing against Hard this week and last, for the line over the cards at
  /// Hard, read again at each refresh: finished matches count, so the line moves as a match
  /// ends; nil shows no line.
  public var hardProgress: (() -> HardProgress)? {
    // The board may have been drawn before it was given (the insight shown from the start loads
    // it early): the line is read again now, or it stayed empty until the next round.
    didSet { refreshHardGoal() }
  }
  /// The lesson of the match finished at this level before the one on the board, if any: the
  /// same advice two matches running says so, rather than read as the same card again.
  var earlierLesson: (() -> MatchLessonWords?)?
  /// The size the board's arrangement is chosen for, given its own (see ``shapingSize(for:)``);
  /// nil chooses for its own size.
  public var boardShaping: ((Size) -> Size)?
  /// At Hard, the share of rounds won against it this week and last (or the week's goal).
  let hardGoalLabel = Label(text: "", font: .system(15), color: Theme.secondaryText)
  /// The words of the week's line, longest first; empty shows none.
  var hardGoalLines: [String] = []
  /// The rounds of the match so far over the cards, the latest that fit the board's width.
  var roundStrip: RoundStripView?
  /// Holds the strip in its band: a strip made anew after a round is added there, not to the
  /// board, whose layout that would ask for (and undo the celebration's growing card).
  let roundStripHolder = View()
  /// Where the last layout put the rounds: the band over the cards (none without room), the
  /// side of a throw's picture, and how many rounds fit in a row.
  var roundStripPlace = (band: Rect.zero, picture: 0.0, fitting: 0)
  /// In the strip's place before the first throw: what it will show, and how to read it.
  let roundStripHint = Label(text: "", font: .system(14), color: Theme.secondaryText)

  let scoreboard = ScoreboardView()
  let playerCard = ThrowCardView(title: tr("You"), accent: Theme.player, identifier: "player-card")
  let computerCard = ThrowCardView(
    title: tr("Computer"), shortTitle: tr("CPU"), accent: Theme.computer, identifier: "computer-card")
  let versusLabel = Label(text: tr("VS"), font: .bold(22), color: Theme.secondaryText)
  let resultTitle = Label(text: "", font: .bold(26), color: Theme.text)
  let resultDetail = Label(text: "", font: .system(17), color: Theme.secondaryText)
  let newMatchButton = Button(title: tr("New match"))
  /// The celebration's confetti, over the board while it runs; a click on it skips it.
  let confetti = ConfettiView()
  /// An empty view whose fading times the beats of the count.
  let metronome = View()
  private(set) var throwButtons: [Button] = []
  /// Counts ceremonies begun, so the steps of one that was cut short do nothing.
  var ceremonyGeneration = 0
  /// The round being counted, until it is revealed.
  var countedRound: Round?
  /// New match was asked for during the count: it comes once the counted round is shown.
  var newMatchAfterCount = false
  /// The beat of the count being shown.
  var countBeat = 0
  /// Starts a new match; shown in the navigation bar.
  // TRANSLATORS: a button of the navigation bar, beside three others on a phone: as short as the language allows.
  public let newMatchItem: BarButtonItem = {
    let item = BarButtonItem(title: trc("navigation bar", "New match"))
    // TRANSLATORS: "New match" in a bar too narrow for it (a phone's): the same action in one
    // short word, the first word of the wide bar's where the language allows ("Restart" read as
    // another action than the desktop's "New match").
    item.compactTitle = trc("navigation bar, narrow", "New")
    return item
  }()
  /// Shows the level and rules, and opens the options.
  public let optionsItem = BarButtonItem()
  public private(set) lazy var optionsPopover: PopoverController = {
    optionsPopoverMade = true
    let options = GameOptionsController(play: self)
    let popover = PopoverController(contentViewController: options)
    popover.contentSize = GameOptionsController.preferredSize(for: game.match.rules)
    options.onChoice = { [unowned popover] in popover.dismiss() }
    options.onChoosePlayers = { [weak self] count in self?.onChoosePlayers?(count) }
    options.onPlayFriend = { [weak self] in self?.onPlayFriend?() }
    return popover
  }()
  /// Sound and style, offered in the options when set.
  public weak var preferences: DesktopPreferences?
  /// Runs when the player picks who plays in the options: 1 or 2 people.
  public var onChoosePlayers: ((Int) -> Void)?
  /// The player's earlier matches by some rules, oldest first, that a fresh opponent recalls
  /// when the level or rules change; none unless whoever keeps the history says.
  public var earlierMatches: (Rules) -> [Match] = { _ in [] } {
    didSet { habitWatchIsStale = true }
  }
  /// The player's habit over the rounds the computer recalls, told on the free-play board at
  /// Medium and Hard; read again as each match begins (``habitWatch``).
  private var watchedHabit: HabitWatch?
  /// Whether ``watchedHabit`` awaits reading for the match on the board.
  private var habitWatchIsStale = true
  /// Runs when the player picks a friend over the network in the options.
  public var onPlayFriend: (() -> Void)?
  /// What the line over the board offers before the first throw: the day's challenge while its
  /// counted try waits, else the ladder's next rung. Nil offers nothing (a rival's board).
  public var invitation: BoardInvitation? {
    didSet {
      guard invitation != oldValue, isViewLoaded else { return }
      refreshInvitation()
      view.setNeedsLayout()
    }
  }
  /// Runs when the player presses Play on the day's line.
  public var onOpenDaily: (() -> Void)?
  /// Runs when the player presses Play on the ladder's line.
  public var onOpenLadder: (() -> Void)?
  /// Runs as the board comes on screen, before it is drawn: the day's invitation is read again
  /// there, since the day may have turned or its try been played meanwhile.
  public var onWillAppear: (() -> Void)?
  let invitationView = DailyInvitationView()

  /// A game against `game`'s opponent at `level`; `makeOpponent` makes the opponent for a new
  /// level (it is given the level and returns a fresh, seeded engine).
  public init(
    game: Game, level: Level = .easy,
    makeOpponent: @escaping (Level) -> any Opponent = { $0.makeOpponent(generator: .unseeded()) }
  ) {
    self.game = game
    self.level = level
    self.makeOpponent = makeOpponent
    self.lastRound = game.match.rounds.last
    self.shownRound = game.match.rounds.last
    self.shownMatch = game.match
    super.init()
    title = tr("Rock Paper Scissors")
    newMatchItem.identifier = "new-match-item"
    newMatchItem.action = { [weak self] in self?.requestNewMatch() }
    optionsItem.identifier = "options-item"
    optionsItem.action = { [weak self] in self?.showOptions() }
    navigationItem.rightBarButtonItems = [newMatchItem, optionsItem]
    showLevelAndRules()
  }

  private var optionsPopoverMade = false

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    onWillAppear?()
  }

  /// The options act on this board: they close when it leaves the screen, since a board may be
  /// let go once it has left (a rival's is), and options left up would act on one that is gone.
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    if optionsPopoverMade, optionsPopover.isPopoverVisible { optionsPopover.dismiss() }
  }

  /// Shows the options popover from its bar button.
  public func showOptions() {
    guard let window = view.window else { return }
    optionsPopover.contentSize = GameOptionsController.preferredSize(for: game.match.rules)
    optionsPopover.present(from: optionsItem, in: window)
  }

  /// The options button reads as the level and rules chosen.
  private func showLevelAndRules() {
    optionsItem.title = (game.match.rules == .classic ? level.word : level.word + " · " + tr("RPSLS")) + " ▾"
    // The rules are also on the banner under the bar, so a narrow bar can leave them out.
    optionsItem.compactTitle = game.match.rules == .classic ? nil : level.word + " ▾"
  }

  /// Changes the level, the rules and/or the match length. Any change starts a new match
  /// against a fresh opponent; the match in progress is given up first.
  public func change(
    level newLevel: Level? = nil, rules newRules: Rules? = nil, targetWins newTarget: Int? = nil
  ) {
    let level = newLevel ?? self.level
    let rules = newRules ?? game.match.rules
    let targetWins = newTarget ?? game.match.targetWins
    guard level != self.level || rules != game.match.rules || targetWins != game.match.targetWins else {
      return
    }
    finishCeremony()
    onWillStartNewMatch?(game.match)
    let before = choices
    self.level = level
    game = Game(
      opponent: makeOpponent(level), match: Match(rules: rules, targetWins: targetWins),
      recalling: earlierMatches(rules))
    habitWatchIsStale = true
    lastRound = nil
    shownRound = nil
    shownMatch = game.match
    showLevelAndRules()
    onSettingsChanged?(before)
    if isViewLoaded {
      rebuildThrowButtons()
      view.setNeedsLayout()
    }
    refresh()
  }

  /// What the player chose for the matches: the level, the rules and the length.
  public struct Choices: Equatable, Sendable {
    public var level: Level
    public var rules: Rules
    public var targetWins: Int
  }

  public var choices: Choices {
    Choices(level: level, rules: game.match.rules, targetWins: game.match.targetWins)
  }

  /// Runs after the insight was shown or hidden.
  public var onInsightToggled: ((Bool) -> Void)?
  /// Runs after the player changed how throws are shown, with the new choices.
  public var onPreferencesChanged: ((_ quickThrows: Bool, _ reducesMotion: Bool) -> Void)?

  /// Quick throws (no count, no celebration) and reduced motion (the window's: rotations too).
  public func setPreferences(quickThrows: Bool, reducesMotion: Bool) {
    self.quickThrows = quickThrows
    view.window?.reducesMotion = reducesMotion
    onPreferencesChanged?(quickThrows, reducesMotion)
  }

  /// Shows or hides the engine's insight into the last round.
  public func toggleInsight() {
    showsInsight.toggle()
    onInsightToggled?(showsInsight)
    refresh()
    if isViewLoaded { view.setNeedsLayout() }
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.identifier = "game-view"
    resultTitle.identifier = "result-title"
    resultDetail.identifier = "result-detail"
    resultDetail.numberOfLines = 2
    resultTitle.numberOfLines = 2
    newMatchButton.identifier = "new-match"
    hardGoalLabel.identifier = "hard-goal"
    hardGoalLabel.isHidden = true
    roundStripHint.identifier = "round-strip-hint"
    roundStripHint.isHidden = true
    roundStripHolder.identifier = "round-strip-holder"
    newMatchButton.tintColor = Theme.newMatch
    newMatchButton.action = { [weak self] in self?.startNewMatch() }
    insightView.identifier = "insight"
    invitationView.onPlay = { [weak self] in
      guard let self else { return }
      switch invitation {
      case .daily?: onOpenDaily?()
      case .ladder?: onOpenLadder?()
      case nil: break
      }
    }
    confetti.isHidden = true
    confetti.action = { [weak self] in self?.finishCeremony() }
    for part in [
      scoreboard, playerCard, versusLabel, computerCard, resultTitle, resultDetail, newMatchButton,
      insightView, lessonView, hardGoalLabel, roundStripHint, roundStripHolder, invitationView, confetti,
      metronome,
    ] {
      view.addSubview(part)
    }
    rebuildThrowButtons()
    refresh()
  }

  /// Lays the game out for a holder of `size`: a tall (or nearly square) holder gets the stacked
  /// arrangement, a wide one the side-by-side arrangement.
  open func setup(size: Size) {
    holderSize = size
    fitView(to: size)
  }

  // MARK: Playing

  /// Throws `move` for the player, if the match is still on and no other throw is being
  /// counted or celebrated. Returns the round played. The computer's throw was committed when
  /// the round opened; the count runs, then both throws are revealed together (at once with
  /// ``quickThrows``, or when the game is not on screen).
  /// `pad` names the gamepad that threw, if one did.
  @discardableResult
  public func playerThrew(_ move: Move, pad: Int? = nil) -> Round? {
    guard phase == .ready, !game.match.isOver, game.match.rules.allows(move) else { return nil }
    throwingPad = pad
    let round = game.play(move)
    lastRound = round
    thrownSinceStart = true
    if !invitationView.isHidden { refreshInvitation() }
    if quickThrows || !isViewLoaded || view.window == nil {
      reveal(round)
    } else {
      startCount(for: round)
    }
    return round
  }

  /// Starts a new match, revealing a throw still being counted first.
  public func startNewMatch() {
    finishCeremony()
    onWillStartNewMatch?(game.match)
    game.startNewMatch()
    habitWatchIsStale = true
    lastRound = nil
    shownRound = nil
    shownMatch = game.match
    refresh()
  }

  /// Shows the round: both throws, the score, and the celebration when it ended the match.
  func reveal(_ round: Round) {
    phase = .ready
    View.performWithoutAnimation {
      for card in [playerCard, computerCard] { card.raiseHand(false) }
    }
    shownRound = round
    shownMatch = game.match
    // The outcome sounds begin with a short silence, so together they are heard in turn.
    sounds?.play(.throwMade)
    sounds?.play(SoundEffect(round.outcome))
    milestone = nil
    onRoundPlayed?(game.match)
    rumbleForWin(round, pad: throwingPad)
    refresh()
    revealThrows()
    if game.match.isOver { celebrate() }
    if newMatchAfterCount {
      newMatchAfterCount = false
      requestNewMatch()
    }
  }

  open override func handleKey(_ event: KeyEvent) -> Bool {
    // A celebration gives way to any key, which then does what it always does (N starts the
    // next match at once); a key that means nothing here only skips it.
    if phase == .celebrating, !event.isRepeat {
      finishCeremony()
      if case .throwMove = Command.matching(event) { return true }
      if Command.matching(event) == nil { return true }
    }
    switch Command.matching(event) {
    case .throwMove(let move):
      guard game.match.rules.allows(move) else { return false }
      // A held key's repeats never throw; during a count and after the end of a match a throw
      // key is still the game's, and does nothing.
      guard !event.isRepeat, phase == .ready else { return true }
      return playerThrew(move) != nil || game.match.isOver
    case .newMatch:
      requestNewMatch()
      return true
    case .toggleInsight:
      toggleInsight()
      return true
    default:
      return false
    }
  }

  open override func handleGamepad(_ event: GamepadEvent) -> Bool {
    handleGamepadPress(event)
  }

  // MARK: Showing the state

  private func rebuildThrowButtons() {
    for button in throwButtons { button.removeFromSuperview() }
    throwButtons = game.match.rules.moves.map { move in
      let button = Button(title: move.word, image: Theme.image(for: move))
      button.identifier = "throw-\(move.name.lowercased())"
      button.caption = throwCaption(for: move)
      button.tintColor = Theme.tint(for: move)
      button.action = { [weak self] in self?.playerThrew(move) }
      view.addSubview(button)
      return button
    }
  }

  /// Shows the match and round the board shows (``shownMatch``, ``shownRound``): during a count
  /// the round being counted stays hidden.
  func refresh() {
    let match = shownMatch
    let round = shownRound
    scoreboard.show(match)
    let highlight = round.map { Theme.color(for: $0.outcome) }
    playerCard.show(round?.player, highlight: round?.outcome == .win ? highlight : nil)
    computerCard.show(round?.computer, highlight: round?.outcome == .loss ? highlight : nil)
    for button in throwButtons {
      button.isHidden = match.isOver
    }
    // New match is offered once the celebration is over.
    newMatchButton.isHidden = !match.isOver || phase == .celebrating
    resultTitle.text = MatchWords.headline(match, round: round)
    resultTitle.textColor = round.map { Theme.color(for: $0.outcome) } ?? Theme.text
    showDetail()
    if phase == .counting { showCountBeat() }
    refreshInsight()
    refreshInvitation()
    refreshHardGoal()
    // In the band the last layout kept for it: a layout now would undo the celebration's
    // growing card.
    if isViewLoaded { showRoundsSoFar() }
  }

  /// Whether the player has thrown on this board since the game started.
  private var thrownSinceStart = false

  /// Whether the match on the board at the start was resumed from an earlier day: a player
  /// coming back.
  public var resumedFromAnEarlierDay = false

  /// Whether the invitation is offered over the board. The day's: before the match's first
  /// throw, and over a match resumed from an earlier day until the player throws again, so that
  /// it greets a player who comes back (with only a dot on the Daily button, they missed the
  /// day's puzzle) yet never stands over a match they left minutes ago, nor one under way. The
  /// ladder's: only before the run's first throw (every new match would nag).
  var offersInvitation: Bool {
    guard let invitation, phase == .ready else { return false }
    let startOfTheRun = !thrownSinceStart && resumedFromAnEarlierDay
    switch invitation {
    case .daily: return game.match.rounds.isEmpty || startOfTheRun
    case .ladder: return !thrownSinceStart && (game.match.rounds.isEmpty || resumedFromAnEarlierDay)
    }
  }

  private func refreshInvitation() {
    let words = invitation?.words ?? []
    invitationView.identifier = invitation?.daily == nil ? "ladder-invitation" : "daily-invitation"
    if invitationView.words != words { invitationView.words = words }
    let wanted = offersInvitation
    if wanted == invitationView.isHidden, isViewLoaded { view.setNeedsLayout() }
    invitationView.isHidden = !wanted
  }

  /// The habit the player's recent rounds show, on the free-play board against a computer that
  /// learns; read once a match, as it begins (its own rounds are the habit's to point at, not
  /// to change it mid-match), and nil elsewhere.
  var habitWatch: HabitWatch? {
    if habitWatchIsStale {
      habitWatchIsStale = false
      watchedHabit =
        isFreePlayBoard && level != .easy
        ? HabitWatch(recalled: earlierMatches(game.match.rules), rules: game.match.rules) : nil
    }
    return watchedHabit
  }

  /// Shows the longest detail that fits the label whole, at the size it has now, each of its
  /// lines unbroken.
  private func showDetail() {
    // At Hard, what the match did to the rating goes under the score with the milestone: on a
    // phone the line over the cards gives way to the lesson as the match ends, when the change
    // is what a player looks for.
    let rated =
      shownMatch.isOver && isFreePlayBoard && level == .hard
      ? hardProgress.map { progress -> String in
        let rating = progress().rating
        return tr("Rating %1$@ (%2$@)", String(rating.rating), HardRating.signed(rating.changeInLatestMatch))
      } : nil
    let news = [
      shownMatch.isOver
        ? milestone.map { MatchWords.milestone($0, level: level, rules: shownMatch.rules) } : nil,
      rated,
    ].compactMap { $0 }
    let plain = MatchWords.details(
      shownMatch, round: shownRound, milestone: news.isEmpty ? nil : news.joined(separator: " · "),
      touch: userInterfaceIdiom == .phone)
    // During a match, that the player's habit could show next goes under the round's words.
    let habit = habitWatch.map { HabitWatchWords.during($0, match: shownMatch) } ?? []
    let details = habit.flatMap { line in plain.prefix(1).map { $0 + "\n" + line } } + plain
    let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
    resultDetail.text =
      details.first { detail in
        let layout = TextLayout(
          text: detail, font: resultDetail.font, size: resultDetail.frame.size,
          maximumLines: resultDetail.numberOfLines, minimumScale: resultDetail.minimumScaleFactor,
          measurer: measurer)
        return layout.lines == detail.components(separatedBy: "\n")
      } ?? details[details.count - 1]
  }

  /// The insight describes only a round already played: before the first throw of a match, or
  /// when the engine said nothing about the last round, the chart says so instead.
  /// Once the match is over, its lesson takes the chart's place: the last round's forecast says
  /// less than what the whole match showed.
  private func refreshInsight() {
    let wasHidden = insightView.isHidden
    let wasLessonHidden = lessonView.isHidden
    var lesson =
      showsMatchLesson && phase != .counting
      ? MatchLessonWords(match: shownMatch, level: level, insights: game.roundInsights)?
        .telling(also: habitWatch.flatMap { HabitWatchWords.after($0, match: shownMatch) }) : nil
    if let told = lesson, !told.advice.isEmpty, earlierLesson?()?.advice == told.advice {
      lesson = told.repeated
    }
    lessonView.words = lesson
    lessonView.isHidden = lesson == nil
    insightView.isHidden = !showsInsight || lesson != nil
    if !insightView.isHidden {
      if let round = shownRound, let insight = game.lastInsight, insight.round == round {
        insightView.show(insight, rules: game.match.rules)
      } else if level == .easy {
        insightView.showMessage(tr("Easy throws at random: it expects nothing."))
      } else {
        insightView.showMessage(tr("After your next throw, see what the computer expected."))
      }
    }
    if wasHidden != insightView.isHidden || wasLessonHidden != lessonView.isHidden, isViewLoaded {
      view.setNeedsLayout()
    }
  }

  /// The keys under the buttons, or none on a phone, whose idiom is known once the board is in
  /// a window.
  private func refreshKeyCaptions() {
    for (button, move) in zip(throwButtons, game.match.rules.moves) {
      let caption = throwCaption(for: move)
      if button.caption != caption { button.caption = caption }
    }
    let newMatchCaption = newMatchKeyCaption
    if newMatchButton.caption != newMatchCaption { newMatchButton.caption = newMatchCaption }
  }

  /// The new throws fade in, like cards turned over.
  func revealThrows() {
    for imageView in [playerCard.imageView, computerCard.imageView] {
      imageView.alpha = 0
      View.animate(withDuration: 0.25) { imageView.alpha = 1 }
    }
  }

  // MARK: Layout

  /// The room the game takes: all of `bounds`, or what the day's invitation leaves under it.
  /// The line gives way where its shortest words would not fit or the board left would be too
  /// small to play on.
  private func boardArea(in bounds: Rect) -> Rect {
    guard offersInvitation else {
      invitationView.isHidden = true
      return bounds
    }
    let height = min(60, max(30, (bounds.height * 0.065).rounded()))
    let gap = Theme.gap(0.025, of: bounds.size, minimum: 6, maximum: 20)
    let line = Size(width: bounds.width, height: height)
    let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
    // A wide board keeps its throws in a column beside the cards, so it plays in less height.
    let leastBoard = GameArrangement.Shape(for: shapingSize(for: bounds.size)) == .wide ? 250.0 : 300.0
    guard bounds.height - height - gap >= leastBoard, invitationView.fits(in: line, measurer: measurer) else {
      invitationView.isHidden = true
      return bounds
    }
    invitationView.isHidden = false
    let parts = bounds.divided(atDistance: height, from: .top)
    invitationView.frame = parts.slice
    return parts.remainder.inset(by: EdgeInsets(top: gap))
  }

  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let bounds = view.bounds
    refreshKeyCaptions()
    // The celebration covers the board it runs over, whatever size the board takes meanwhile.
    confetti.frame = bounds
    let arrangement = GameArrangement(
      in: boardArea(in: bounds), shapedFor: shapingSize(for: bounds.size), buttonCount: throwButtons.count,
      matchOver: shownMatch.isOver)
    scoreboard.frame = arrangement.scoreboard
    playerCard.frame = arrangement.playerCard
    versusLabel.frame = arrangement.versus
    versusLabel.font = .bold(Theme.fontSize(0.4, of: arrangement.versus.width, minimum: 12, maximum: 36))
    computerCard.frame = arrangement.computerCard
    let resultArea = arrangement.result
    if let panel = [insightView, lessonView].first(where: { !$0.isHidden }) {
      // The chart (or the lesson) takes the bottom of the board; the cards give up that height.
      let board = Rect(
        x: arrangement.playerCard.minX, y: arrangement.playerCard.minY,
        width: arrangement.computerCard.maxX - arrangement.playerCard.minX,
        height: arrangement.playerCard.height)
      // Five moves' bars need more height than three's to stay as legible. The lesson takes the
      // height its words need in type a little smaller than the board's own: a card that grew
      // with the board shrank the throws to a third of their size between the last round and
      // the result.
      let chartHeight: Double
      if panel === lessonView {
        // Its type follows the board's width, and where the board is tall as well (a large
        // window), its height, while the lines stay long enough to read.
        let type = min(
          20, max(13, min(board.width * 0.03, max(board.width * 0.02, board.height * 0.035)).rounded()))
        let wanted = lessonView.height(
          fittingWidth: board.width, size: type,
          measurer: view.window?.textMeasurer ?? ApproximateTextMeasurer())
        // On a narrow board, a line's worth to spare: its short lines wrap a word sooner in the
        // window's fonts than in the estimate, and the card then shrank its type to 10 points.
        let spare = board.width < 480 ? type * 1.3 : 0
        chartHeight = min(wanted + 8 + spare, 170, board.height * 0.5)
      } else {
        let extraBars = Double(max(0, throwButtons.count - 3))
        chartHeight = min(
          max(110 + 40 * extraBars, board.height * 0.4), 200 + 40 * extraBars, board.height * 0.6)
      }
      let parts = board.divided(atDistance: chartHeight, from: .bottom)
      panel.frame = parts.slice.inset(by: EdgeInsets(top: 8))
      for card in [playerCard, computerCard, versusLabel] {
        card.frame = Rect(
          x: card.frame.minX, y: card.frame.minY, width: card.frame.width, height: parts.remainder.height)
      }
    }
    layoutStudyAids(boardHeight: arrangement.playerCard.height)
    let resultParts = resultArea.divided(atDistance: resultArea.height * 0.5, from: .top)
    resultTitle.frame = resultParts.slice
    resultTitle.font = .bold(Theme.fontSize(0.6, of: resultParts.slice.height, minimum: 14, maximum: 56))
    resultDetail.frame = resultParts.remainder
    resultDetail.font = .system(
      Theme.fontSize(0.4, of: resultParts.remainder.height, minimum: 11, maximum: 30))
    showDetail()
    // One type size for the row, the largest at which every name fits its button, so that
    // "Scissors" is not smaller than "Rock".
    var largest = 64.0
    for (button, frame) in zip(throwButtons, arrangement.throwButtons) {
      button.frame = frame
      let basis =
        arrangement.shape == .tall
        ? min(frame.width * 1.2, frame.height) : min(frame.width * 0.5, frame.height)
      largest = min(largest, Theme.fontSize(0.22, of: basis, minimum: 13, maximum: 64))
    }
    let size = TextLayout.largestSize(
      fitting: throwButtons.map { ($0.title, $0.titleWidth) }, font: .bold(largest),
      measurer: view.window?.textMeasurer ?? ApproximateTextMeasurer())
    for button in throwButtons { button.font = .bold(size) }
    newMatchButton.frame = arrangement.newMatchButton
    newMatchButton.font = .bold(
      Theme.fontSize(
        0.3, of: min(arrangement.newMatchButton.height, arrangement.newMatchButton.width * 0.3), minimum: 14,
        maximum: 44))
  }
}
