import GameCore
import Localization
import Opponents
import ViewKit

/// The board of a match against a rival: the game's board with the rival at the table (its
/// portrait, its name and a line after each round) and its name on the computer's card,
/// without the options and New match (the rival sets the rules and length), and, once the match
/// is over, a button to the recap in New match's place.
@MainActor
final class ChallengeBoardController: RockPaperScissorsController {
  let challenge: ChallengeMatch
  /// The rival's portrait, name and line, in a strip over the cards.
  let seat: RivalSeatView
  /// Runs when the player asks for the recap of the finished match (its button, or N).
  var onShowRecap: (() -> Void)?
  /// Runs when the board leaves the screen with the match unfinished (Back, or the history).
  var onLeftUnfinished: (() -> Void)?
  /// Runs when the board leaves the screen with the match over (to its recap, or Back).
  var onLeftFinished: (() -> Void)?

  /// A match of `challenge` against `opponent`, which first recalls `earlierMatches` (the
  /// player's latest against the computer, for a rival that learns and remembers).
  init(challenge: ChallengeMatch, opponent: any Opponent, recalling earlierMatches: [Match] = []) {
    self.challenge = challenge
    seat = RivalSeatView(rival: challenge.rival)
    let level: Level =
      switch challenge.rival.style {
      case .learning(let level, _): level
      case .habit: .medium
      }
    super.init(
      game: Game(
        opponent: opponent, match: challenge.openingMatch, recalling: earlierMatches,
        insights: challenge.resumedInsights), level: level)
    title =
      challenge.daily == nil
      ? challenge.tier.word
      : challenge.practice
        ? tr("Practice, not counted") : challenge.isLaterTry ? tr("Earlier day") : tr("Daily challenge")
    navigationItem.rightBarButtonItems = []
  }

  override var showsMatchLesson: Bool { false }

  /// The name on the computer's card: the rival's, or a question mark while it hides.
  private var shownName: String {
    challenge.hidesRival && !game.match.isOver ? tr("Mystery rival") : challenge.rival.word
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.identifier = "challenge-board"
    computerCard.rename(shownName, shortTitle: tr("Rival"))
    scoreboard.computerName = shownName
    newMatchButton.identifier = "show-recap"
    newMatchButton.title = tr("See the recap")
    newMatchButton.tintColor = challenge.rival.color.mixed(with: .black, amount: 0.45)
    newMatchButton.action = { [weak self] in self?.showRecap() }
    view.addSubview(seat)
    refreshSeat()
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if game.match.isOver {
      onLeftFinished?()
    } else if !game.match.rounds.isEmpty {
      onLeftUnfinished?()
    }
  }

  override func handleKey(_ event: KeyEvent) -> Bool {
    if phase == .celebrating { return super.handleKey(event) }
    switch Command.matching(event) {
    case .newMatch:
      if game.match.isOver { showRecap() }
      return true
    case .toggleInsight where challenge.rival.hasHabit:
      // A rival of habit has nothing to explain: reading it is the game.
      return true
    default:
      let handled = super.handleKey(event)
      if game.match.isOver { computerCard.rename(shownName, shortTitle: tr("Rival")) }
      return handled
    }
  }

  @discardableResult
  override func playerThrew(_ move: Move, pad: Int? = nil) -> Round? {
    let round = super.playerThrew(move, pad: pad)
    if game.match.isOver { computerCard.rename(shownName, shortTitle: tr("Rival")) }
    return round
  }

  /// The headline names the rival where the game's board says "the computer".
  override func refresh() {
    super.refresh()
    scoreboard.computerName = shownName
    guard isViewLoaded, phase != .counting else { return }
    if shownMatch.winner == .computer {
      resultTitle.text = tr("%1$@ won the match", shownName)
    } else if shownMatch.winner == nil, shownRound?.outcome == .loss {
      resultTitle.text = tr("%1$@ wins the round", shownName)
    }
    refreshSeat()
  }

  /// What the rival says about the round the board shows; before the first, its personality
  /// (or, while it hides who it is, a challenge that gives nothing away).
  var rivalLine: String? {
    let rival = challenge.rival
    let hidden = challenge.hidesRival && !shownMatch.isOver
    // The rival's next throw is known once the board shows the game's latest round: only then
    // may a line speak of it.
    let nextThrow = shownMatch.rounds.count == game.match.rounds.count ? game.openRoundThrow : nil
    // A rival about to change habits says so, not to whose: without a tell, players found the
    // change only in the recap, and the twist was a wall rather than a puzzle.
    if !shownMatch.isOver, challenge.habitPlan.changesHabit(after: shownMatch.rounds) {
      // TRANSLATORS: a rival's line on the round after which it changes to another rival's habit (which it does not name).
      return tr("Enough of that. Time for a new trick.")
    }
    guard
      let line = RivalReaction.line(
        of: rival, in: shownMatch, plan: challenge.habitPlan, nextThrow: nextThrow,
        hidesRival: challenge.hidesRival, newHabit: challenge.daily?.newHabit != nil)
    else {
      // On the Masters, the rival has been read already: what is new is its twist. Its
      // personality hints at its ladder habit, which a habit made for the day replaces.
      if hidden { return tr("Who am I? Watch closely.") }
      if let daily = challenge.daily, let habit = daily.newHabit {
        // TRANSLATORS: a rival's line before a habit made for the day given without a clue (Fridays to Sundays).
        return daily.givesClue ? habit.invitation : tr("A new habit today, and no clue. Watch everything.")
      }
      return challenge.mastersRung?.twistLine(told: challenge.twistTold) ?? rival.personality
    }
    return line
  }

  /// What a rival that learns expected of the player in the round the board shows, when its
  /// forecast leaned clearly to one move: "I expected rock." The Scholar, the first, says it
  /// after any round, so a player meeting learning sees the rival read them. The Professor says
  /// it only after a round it took: told every round, players beat it by second-guessing its
  /// words; told never, they met a wall with nothing to read. The Grandmaster keeps its notes.
  private var expectation: String? {
    guard let round = shownRound,
      challenge.rival == .scholar || (challenge.rival == .professor && round.outcome == .loss),
      let insight = game.lastInsight,
      insight.round == round
    else { return nil }
    let forecast = insight.forecast
    // Said only when its throw answered the expectation: a rival that second-guessed the player,
    // or threw at random, would contradict its own words.
    guard let move = insight.likeliest, let share = forecast[move],
      share >= ChallengeBoardController.clearLean / Double(max(1, forecast.count)) * 3,
      shownMatch.rules.outcome(of: round.computer, against: move) == .win
    else { return nil }
    // TRANSLATORS: a learning rival says, after a round, which throw it had expected from the player.
    return tr("I expected %1$@.", move.wordInSentence)
  }

  /// The share of its forecast (under classic rules) that a rival's expectation must have to be
  /// said: well above the third chance alone gives.
  static let clearLean = 0.45

  /// Whether the rival's line warns of its counter next round (``HabitPlan/countersReads``):
  /// drawn in the colour of a tell, so that a player who reads the cards sees it too.
  var rivalWarns: Bool {
    !shownMatch.isOver && challenge.habitPlan.isCounter(after: shownMatch.rounds, rules: shownMatch.rules)
  }

  private func refreshSeat() {
    guard isViewLoaded else { return }
    let hidden = challenge.hidesRival && !shownMatch.isOver
    let line = rivalLine
    // What a rival that learns expected follows its line, where the seat has room for both.
    let withExpectation = expectation.map { [line, $0].compactMap { $0 }.joined(separator: " ") }
    seat.show(
      name: shownName, color: challenge.rival.color, hidden: hidden, line: withExpectation ?? line,
      shorterLine: withExpectation == nil ? nil : line, warns: rivalWarns)
    seat.showRounds(shownMatch.rounds)
  }

  /// The rival takes a strip over the cards, which give up its height. As room runs out, its
  /// line goes first, then its portrait shrinks; too little room, and only the cards stay.
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let board = Rect(
      x: playerCard.frame.minX, y: playerCard.frame.minY,
      width: computerCard.frame.maxX - playerCard.frame.minX, height: playerCard.frame.height)
    let placement = SeatPlacement(board: board.size)
    seat.isHidden = placement.height == 0
    guard placement.height > 0 else { return }
    let gap = placement.height * 0.12
    seat.frame = Rect(x: board.minX, y: board.minY, width: board.width, height: placement.height)
    seat.showsLine = placement.showsLine
    for card in [playerCard, versusLabel, computerCard] as [View] {
      card.frame = card.frame.inset(by: EdgeInsets(top: placement.height + gap))
    }
  }

  private func showRecap() {
    guard game.match.isOver else { return }
    finishCeremony()
    onShowRecap?()
  }
}
