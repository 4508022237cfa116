import Foundation
import GameCore
import Localization
import Opponents
import ViewKit

/// The ladder, the daily challenge and the records while they are shown, and the match against
/// a rival being played.
struct ChallengeScreens {
  var ladder: LadderController?
  var daily: DailyController?
  var earlierDays: EarlierDaysController?
  var records: RecordsController?
  /// The board of the match against a rival, until the match is kept in the history.
  var board: ChallengeBoardController?
  /// The board of the last match against a rival, while it exists: the gamepads' names go on
  /// its buttons too.
  weak var shownBoard: ChallengeBoardController?
  /// The recap of the last match against a rival, until it is shown.
  var recap: RecapController?
  /// That recap once shown, while it exists.
  weak var shownRecap: RecapController?
  /// The achievements that recap lists, until it is shown: said in the notice line instead if
  /// the player leaves the board without it.
  var achievementsInRecap: [Achievement] = []
  /// The seed of the next rival on the ladder, when the command line gave one; the daily
  /// challenge's rival always throws the day's dice.
  var nextSeed: UInt64?
}

extension ChallengeScreens {
  /// What the banner over a rival's board says under the name: the match's length, and on the
  /// day's challenge the day's twist too (the scoreboard says the length already).
  static func tagline(for challenge: ChallengeMatch) -> String {
    guard let daily = challenge.daily else {
      return challenge.tier == .masters
        ? tr("%1$@ · %2$@", LadderTier.masters.word, challenge.freshMatch.lengthInWords)
        : challenge.freshMatch.lengthInWords
    }
    if challenge.isLaterTry {
      // TRANSLATORS: under the rival's name over the board of a past day's challenge played again: its date and twist.
      return tr("%1$@ · %2$@", EarlierDays.dateWords(daily.day), daily.shortTwistWords)
    }
    return challenge.practice
      ? tr("Practice, not counted · %1$@", daily.shortTwistWords)
      // TRANSLATORS: under the rival's name over the daily challenge's board: the day's twist in a few words.
      : tr("Daily · %1$@", daily.shortTwistWords)
  }
}

/// The moves between the game, the ladder, the daily challenge, a match against a rival, its
/// recap and the records; and what a finished match does to the progress.
extension Screens {
  /// Offers the day's challenge while its counted try waits: a dot on the bar's Daily button and
  /// a line over the game before its first throw; once it is played, the ladder's next rung in
  /// that line, before the run's first throw. Read again whenever the game comes back on
  /// screen, so a day that turned meanwhile offers its own challenge.
  public func refreshToday() {
    let invitation = BoardInvitation(progress: progress.progress, today: progress.today)
    dailyItem.badge = invitation?.daily == nil ? nil : .indicator
    play.invitation = invitation
  }

  /// Opens the ladder over the game (Back returns to it), on `tier` when given; a tier still
  /// locked shows the first with a line on what opens it.
  public func showLadder(on tier: LadderTier? = nil) {
    let controller = LadderController(progress: progress, keeper: keeper, tier: tier)
    controller.onPlay = { [weak self] rival, tier in self?.playRival(rival, daily: nil, tier: tier) }
    controller.dailyItem.action = { [weak self] in self?.showDaily(over: true) }
    controller.recordsItem.action = { [weak self] in self?.showRecords(over: true) }
    challengeScreens.ladder = controller
    showOverGame(hosted(controller, banner: LadderController.banner(for: controller.tier)))
  }

  /// Opens the day's challenge: over the screen on show when `over` (from the ladder), else
  /// over the game.
  public func showDaily(over: Bool = false) {
    let controller = DailyController(progress: progress, keeper: keeper)
    controller.onPlay = { [weak self] challenge in self?.playRival(challenge.rival, daily: challenge) }
    controller.onPractice = { [weak self] challenge in
      guard let self else { return }
      if isNamingPending(challenge) {
        showDailyQuestion()
      } else {
        playRival(challenge.rival, daily: challenge, practice: true)
      }
    }
    controller.isNamingPending = { [weak self] challenge in self?.isNamingPending(challenge) ?? false }
    controller.ladderItem.action = { [weak self] in self?.showLadder() }
    controller.earlierItem.action = { [weak self] in self?.showEarlierDays(over: true) }
    challengeScreens.daily = controller
    present(hosted(controller, banner: DailyController.banner), over: over)
  }

  /// Opens the earlier days: over the screen on show when `over` (from the daily), else over
  /// the game.
  public func showEarlierDays(over: Bool = false) {
    let controller = EarlierDaysController(progress: progress, keeper: keeper)
    controller.onOpen = { [weak self] day in self?.showEarlierDay(day) }
    challengeScreens.earlierDays = controller
    present(hosted(controller, banner: DailyController.banner), over: over)
  }

  /// Opens `day`'s challenge, a past one, to play again, over the screen on show; false when the
  /// day is not among the earlier days.
  @discardableResult
  public func showEarlierDay(_ day: DayStamp, over: Bool = true) -> Bool {
    guard
      EarlierDays(today: progress.today, history: keeper.history).days.contains(where: {
        $0.challenge.day == day
      })
    else { return false }
    let controller = DailyController(progress: progress, keeper: keeper, earlierDay: day)
    controller.onPlayLater = { [weak self] challenge in
      self?.playRival(challenge.rival, daily: challenge, later: true)
    }
    challengeScreens.daily = controller
    present(hosted(controller, banner: DailyController.banner), over: over)
    return true
  }

  /// Opens the records and achievements: over the screen on show when `over` (from the ladder or
  /// the statistics), else over the game.
  public func showRecords(over: Bool = false) {
    let controller = RecordsController(keeper: keeper, progress: progress)
    challengeScreens.records = controller
    present(hosted(controller, banner: RecordsController.banner), over: over)
  }

  private func hosted(_ controller: any HoldableController, banner: Banner) -> GameController {
    let screen = GameController(hosting: controller)
    screen.banner = banner
    return screen
  }

  private func present(_ screen: GameController, over: Bool) {
    if over {
      split.masterPopover.dismiss()
      detail.push(screen, animated: true)
    } else {
      showOverGame(screen)
    }
  }

  /// Starts a match against `rival`, on `tier` of the ladder or as the day's challenge, over the
  /// screen on show. A `practice` replay of the day's challenge, once its one try is spent, is kept
  /// nowhere: neither the history, nor the day's result, nor the achievements count it. A `later`
  /// try of a past day's challenge is kept in the history, and counts for nothing of its day's.
  func playRival(
    _ rival: Rival, daily: DailyChallenge?, tier: LadderTier = .first, practice: Bool = false,
    later: Bool = false
  ) {
    guard daily != nil || Ladder.isUnlocked(rival, on: tier, in: progress.progress) else { return }
    if let daily, !later, (progress.progress.dailyResult(on: daily.day) != nil) != practice { return }
    let seed: UInt64
    // A past day's rival throws that day's dice: its puzzle as it was.
    if let daily, !practice {
      seed = daily.seed
    } else if let next = challengeScreens.nextSeed {
      seed = next
      challengeScreens.nextSeed = next &+ 1
    } else {
      var system = SystemRandomNumberGenerator()
      seed = system.next()
    }
    // A match left unfinished against this rival (or today's) resumes where it was left; a
    // practice replay starts afresh and is kept nowhere.
    let unfinished =
      practice
      ? nil
      : keeper.history.unfinishedChallenge(
        ChallengeTag(rival: rival, day: daily?.day, tier: tier, later: later))
    var challenge = ChallengeMatch(
      rival: rival, daily: daily, tier: tier, startedAt: progress.now(), resuming: unfinished)
    challenge.practice = practice
    challenge.isLaterTry = later
    // Told once beaten and its borrowed habit named: until then the question waits, and the
    // table gives no more away than the card.
    challenge.twistTold =
      progress.progress.hasBeaten(rival, on: .masters)
      && progress.progress.mastersHabitNamed(for: rival) != nil
    // The Professor and the Grandmaster have read everything the player threw; the Scholar, a
    // little absent-minded, starts afresh each match.
    let recalled = rival.remembersThePlayer ? keeper.matchesRecalled(rules: challenge.freshMatch.rules) : []
    let board = ChallengeBoardController(
      challenge: challenge,
      opponent: RivalOpponent(
        rival, plan: challenge.habitPlan, seed: seed, resuming: challenge.openingMatch.rounds,
        rules: challenge.openingMatch.rules),
      recalling: recalled)
    board.sounds = play.sounds
    board.rumble = play.rumble
    board.gamepadStyle = play.gamepadStyle
    board.quickThrows = play.quickThrows
    board.boardShaping = play.boardShaping
    board.onRoundPlayed = { [weak self, weak board] match in
      guard let self, let board else { return }
      rivalRoundPlayed(match, on: board)
    }
    board.onShowRecap = { [weak self] in self?.showRecap() }
    board.onLeftUnfinished = { [weak self, weak board] in
      guard let self, let board else { return }
      boardLeftUnfinished(board)
    }
    board.onLeftFinished = { [weak self] in self?.announceAchievementsOfUnseenRecap() }
    challengeScreens.board = board
    challengeScreens.shownBoard = board
    let screen = GameController(hosting: board)
    screen.banner = Banner(
      words: [
        Banner.Word(
          text: (challenge.hidesRival ? tr("Mystery rival") : rival.word).uppercased(),
          color: challenge.hidesRival ? Theme.secondaryText : rival.color.mixed(with: .white, amount: 0.3))
      ],
      tagline: ChallengeScreens.tagline(for: challenge))
    split.masterPopover.dismiss()
    detail.push(screen, animated: true)
  }

  private func rivalRoundPlayed(_ match: Match, on board: ChallengeBoardController) {
    let challenge = board.challenge
    if challenge.practice {
      practiceRoundPlayed(match, on: board)
      return
    }
    guard challengeScreens.board === board else { return }
    // A Masters rung played keeps them open, whatever the stars.
    if challenge.daily == nil, challenge.tier == .masters { progress.enterMasters() }
    guard match.isOver else {
      keeper.challengeRoundPlayed(
        challenge.record(of: match, level: board.level, endedAt: nil, insights: board.game.roundInsights))
      return
    }
    challengeScreens.board = nil
    keeper.challengeRoundPlayed(
      challenge.record(
        of: match, level: board.level, endedAt: progress.now(), insights: board.game.roundInsights))
    let won = match.winner == .player
    var unlocked: Rival?
    let tier = challenge.tier
    // The habits the player knew going in, from the history as the daily's score, the best
    // reads and the stars recounted take them, so that the recap and they count the same round:
    // a rival beaten by this very match was not known yet.
    let knownHabits = HabitReading.rivalsKnown(before: challenge.startedAt, in: keeper.history)
    let stars =
      challenge.daily == nil
      ? RivalStars.earned(
        by: match, against: challenge.rival, on: tier, startedAt: challenge.startedAt, known: knownHabits) : 0
    let progressBefore = progress.progress
    if let daily = challenge.daily {
      if !challenge.isLaterTry {
        progress.recordDaily(won ? .won : .lost, on: daily.day)
        refreshToday()
      }
    } else if won {
      let above = Ladder.rival(above: challenge.rival, on: tier)
      let wasOpen = above.map { Ladder.isUnlocked($0, on: tier, in: progress.progress) } ?? true
      progress.beat(challenge.rival, stars: stars, on: tier)
      if !wasOpen { unlocked = above }
    }
    // The recap lists them with what earns each: a notice saying them too would tell them twice.
    let rivalsBeaten = Set(Rival.allCases.filter(progress.progress.hasBeaten))
    let earned = progress.earnAchievements(history: keeper.history)
    challengeScreens.achievementsInRecap = earned
    let recap = RivalRecap(rival: challenge.rival, match: match, plan: challenge.habitPlan)
    var words = RecapWords(
      recap: recap, daily: challenge.daily, tier: tier, unlocked: unlocked, rivalsBeaten: rivalsBeaten,
      knownHabits: knownHabits, stars: stars,
      bestStars: progress.progress.stars(for: challenge.rival, on: tier),
      bestRead: challenge.daily == nil
        ? HabitReading.bestRounds(in: keeper.history, on: tier, excluding: challenge.recordID)[
          challenge.rival]
        : nil,
      dailyScore: challenge.daily.map { dailyScoreWords(of: match, on: $0, later: challenge.isLaterTry) }
        ?? "",
      dailyStreak: progress.progress.dailyStreak(today: progress.today), achievements: earned,
      insights: board.game.roundInsights,
      mostRoundsInEarlierLosses: challenge.daily == nil
        ? keeper.history.mostRoundsWon(inLossesTo: challenge.tag, excluding: challenge.recordID) : nil,
      dayIsPast: challenge.isLaterTry, mastersGate: MastersGate(progress: progress.progress),
      mastersOpened: MastersGate.opened(before: progressBefore, after: progress.progress))
    if LadderStanding.reachedTheSummit(before: progressBefore, after: progress.progress) {
      words.sayFinale(LadderStanding(progress: progress.progress))
    }
    if challenge.isLaterTry {
      words.whatsNext = EarlierDays(today: progress.today, history: keeper.history).solvedWords + "."
    }
    challengeScreens.recap = makeRecap(
      challenge: challenge, recap: recap, words: words, won: won,
      asking: habitQuestion(after: match, of: challenge))
  }

  /// The day's score in the recap of a try of `daily`: the day's counted one beside yesterday's,
  /// or a `later` one beside the day's own.
  private func dailyScoreWords(of match: Match, on daily: DailyChallenge, later: Bool) -> String {
    guard later else {
      return DailyScore.words(on: daily.day, in: keeper.history, progress: progress.progress)
    }
    let recap = RivalRecap(rival: daily.rival, match: match, plan: daily.habitPlan)
    let reading = HabitReading(
      recap: recap, known: HabitReading.rivalsKnown(before: progress.now(), in: keeper.history))
    return EarlierDays.Day.laterTryWords(
      stars: DailyScore.stars(of: match, on: daily.day, reading: reading), reading: reading,
      onTheDay: DailyScore.stars(on: daily.day, in: keeper.history))
  }

  /// The question on the day's habit that the counted try of a day of a habit made for it ends
  /// on, unless the day's habit was named already (another copy of the game, say); a later try
  /// of a past day ends on it too, its answer kept nowhere.
  private func habitQuestion(after match: Match, of challenge: ChallengeMatch) -> HabitQuestion? {
    // A Masters rung that borrows a habit asks whose, until the player has named it once.
    if let rung = challenge.mastersRung {
      guard !challenge.practice, progress.progress.mastersHabitNamed(for: rung.rival) == nil else {
        return nil
      }
      return HabitQuestion(mastersRung: rung)
    }
    guard let daily = challenge.daily, !challenge.practice, let habit = daily.newHabit,
      challenge.isLaterTry || progress.progress.habitNamed(on: daily.day) == nil
    else { return nil }
    // On a day of two habits the question is of the first, asked of its rounds alone.
    let plan = daily.habitPlan
    let firstHabitsRounds =
      (0...match.rounds.count).first {
        plan.habitTurn(after: Array(match.rounds.prefix($0))) != 0
      }.map { Array(match.rounds.prefix($0)) } ?? match.rounds
    var question = HabitQuestion(habit: habit, rounds: firstHabitsRounds, seed: daily.seed)
    question.ofTheFirstHabit = daily.secondHabit != nil
    return question
  }

  /// A practice replay of the day's challenge: its recap says how it went and that it did not
  /// count; nothing is kept.
  private func practiceRoundPlayed(_ match: Match, on board: ChallengeBoardController) {
    guard challengeScreens.board === board, match.isOver, let daily = board.challenge.daily else { return }
    challengeScreens.board = nil
    let challenge = board.challenge
    let counted = DailyScore.stars(on: daily.day, in: keeper.history) ?? 0
    let rivalsBeaten = Set(Rival.allCases.filter(progress.progress.hasBeaten))
    let recap = RivalRecap(rival: challenge.rival, match: match, plan: challenge.habitPlan)
    let reading = HabitReading(
      recap: recap, known: HabitReading.rivalsKnown(before: progress.now(), in: keeper.history))
    let words = RecapWords(
      recap: recap, daily: daily, unlocked: nil, rivalsBeaten: rivalsBeaten,
      dailyScore: tr(
        "Practice, not counted: today's score stays %1$@ (this one would have made %2$@).",
        RivalStars.shown(counted),
        RivalStars.shown(DailyScore.stars(of: match, on: daily.day, reading: reading))),
      dailyStreak: progress.progress.dailyStreak(today: progress.today), achievements: [])
    challengeScreens.achievementsInRecap = []
    challengeScreens.recap = makeRecap(
      challenge: challenge, recap: recap, words: words, won: match.winner == .player)
  }

  private func makeRecap(
    challenge: ChallengeMatch, recap: RivalRecap, words: RecapWords, won: Bool,
    asking question: HabitQuestion? = nil
  ) -> RecapController {
    var actions: [(String, String, @MainActor () -> Void)] = []
    if challenge.daily == nil {
      let tier = challenge.tier
      if won, let (next, nextTier) = nextRung(after: challenge.rival, on: tier) {
        actions.append(
          (
            // Past the first tier's top, the next rung is a master's: said so, or "Next: Boulder"
            // read as going back to the first rung.
            tr("Next: %1$@", nextTier == tier ? next.word : ChallengeTag(rival: next, tier: nextTier).word),
            "recap-next-rival",
            { [weak self] in self?.replaceRecap(with: next, on: nextTier) }
          ))
      }
      // Back ("‹ Ladder") returns to the ladder: a button saying so too would be one too many.
      actions.append(
        (
          tr("Play again"), "recap-again",
          { [weak self] in self?.replaceRecap(with: challenge.rival, on: tier) }
        ))
    } else if let daily = challenge.daily, challenge.isLaterTry {
      actions.append(
        (
          tr("Play again"), "recap-again",
          { [weak self] in
            _ = self?.detail.popViewController(animated: false)
            self?.playRival(challenge.rival, daily: daily, later: true)
          }
        ))
      // Back to the day's card, its stars read again, and from it to the list of days.
      actions.append((tr("Done"), "recap-done", { [weak self] in self?.leaveRecap() }))
    } else {
      if let daily = challenge.daily {
        actions.append(
          (
            tr("Practise"), "recap-practice",
            { [weak self] in
              _ = self?.detail.popViewController(animated: false)
              self?.playRival(challenge.rival, daily: daily, practice: true)
            }
          ))
      }
      if challenge.practice {
        actions.append((tr("Records"), "recap-records", { [weak self] in self?.showRecords(over: true) }))
      } else if let day = challenge.daily?.day {
        // The moment to share is the recap's: the copied result tells no habit.
        actions.append((tr("Copy result"), "recap-copy", { [weak self] in self?.copyDailyResult(of: day) }))
      }
      actions.append((tr("Done"), "recap-done", { [weak self] in self?.leaveRecap() }))
    }
    guard let question else {
      return RecapController(recap: recap, words: words, actions: actions)
    }
    // The answer is kept, and the day's score says it; a later try's is kept nowhere.
    let onAnswer: (Int) -> RecapWords = { [weak self] index in
      var told = words
      guard let self, !challenge.isLaterTry else { return told }
      if let rung = challenge.mastersRung {
        progress.recordMastersHabitNamed(question.isRight(index), for: rung.rival)
        return told
      }
      guard let day = challenge.daily?.day else { return told }
      progress.recordHabitNamed(question.isRight(index), on: day)
      told.stars = DailyScore.words(on: day, in: keeper.history, progress: progress.progress)
      return told
    }
    return RecapController(recap: recap, words: words, actions: actions, asking: question, onAnswer: onAnswer)
  }

  /// Puts `day`'s result, as the daily screen copies it, on the clipboard, and says so on the
  /// recap's button.
  private func copyDailyResult(of day: DayStamp) {
    guard let counted = DailyScore.countedTry(on: day, in: keeper.history),
      let recap = challengeScreens.shownRecap,
      let window = recap.view.window
    else { return }
    window.clipboard.text =
      DailyResultWords(
        challenge: DailyChallenge(day: day), counted: counted,
        reading: DailyScore.reading(on: day, in: keeper.history),
        named: progress.progress.habitNamed(on: day), streak: progress.progress.dailyStreak(today: day)
      ).text
    recap.buttons.first { $0.identifier == "recap-copy" }?.title = tr("Copied: paste it to a friend")
    recap.view.setNeedsLayout()
  }

  /// The rung a win over `rival` on `tier` leads to: the one above it; after a replay of a rung
  /// below the player's highest, the lowest of the tier not yet beaten (a replay that opened the
  /// Masters offered "Next: Mule", a rung beaten long before); past the first tier's top, the
  /// Masters' lowest rung not yet beaten, once they are open.
  private func nextRung(after rival: Rival, on tier: LadderTier) -> (Rival, LadderTier)? {
    let progress = progress.progress
    if let above = Ladder.rival(above: rival, on: tier), !progress.hasBeaten(above, on: tier) {
      return (above, tier)
    }
    if let next = Ladder.nextRival(on: tier, in: progress), next != rival { return (next, tier) }
    guard tier == .first, Ladder.isOpen(.masters, in: progress),
      let master = Ladder.nextRival(on: .masters, in: progress)
    else { return nil }
    return (master, .masters)
  }

  /// Puts the recap in the board's place: Back from it returns to the ladder or the daily.
  func showRecap() {
    guard let recap = challengeScreens.recap else { return }
    challengeScreens.recap = nil
    challengeScreens.achievementsInRecap = []
    _ = detail.popViewController(animated: false)
    push(recap)
  }

  /// Puts `recap` on show over the screen on show.
  private func push(_ recap: RecapController) {
    challengeScreens.shownRecap = recap
    let screen = GameController(hosting: recap)
    screen.banner = Banner(
      words: [Banner.Word(text: tr("RECAP"), color: recap.rival.color.mixed(with: .white, amount: 0.3))],
      tagline: recap.words.opponent)
    detail.push(screen, animated: true)
  }

  /// Opens the recap of the day's counted try over the daily screen, asking its question on the
  /// habit again, for a player who left the recap before naming it; false when there is no
  /// question to ask.
  @discardableResult
  func showDailyQuestion() -> Bool {
    let daily = DailyChallenge(day: progress.today)
    guard let counted = DailyScore.countedTry(on: daily.day, in: keeper.history), counted.match.isOver
    else { return false }
    let challenge = ChallengeMatch(rival: daily.rival, daily: daily, startedAt: counted.startedAt)
    guard let question = habitQuestion(after: counted.match, of: challenge) else { return false }
    let recap = RivalRecap(rival: daily.rival, match: counted.match, plan: daily.habitPlan)
    let words = RecapWords(
      recap: recap, daily: daily, unlocked: nil,
      rivalsBeaten: Set(Rival.allCases.filter(progress.progress.hasBeaten)),
      knownHabits: HabitReading.rivalsKnown(before: counted.startedAt, in: keeper.history),
      dailyScore: DailyScore.words(on: daily.day, in: keeper.history, progress: progress.progress),
      dailyStreak: progress.progress.dailyStreak(today: progress.today), achievements: [])
    push(
      makeRecap(
        challenge: challenge, recap: recap, words: words, won: counted.match.winner == .player,
        asking: question))
    return true
  }

  /// Shows again the recap of the latest match when it was a Masters rung's whose borrowed habit
  /// waits to be named, its question open; false when none waits. The question, asked as the
  /// match ended, was lost if its recap was left unanswered: players who left it found the card
  /// asking "Which?" with no way left to say.
  @discardableResult
  func showMastersQuestion() -> Bool {
    guard let record = keeper.history.finished.first, record.isFinished, let tag = record.challenge,
      tag.day == nil, tag.ladderTier == .masters
    else { return false }
    let challenge = ChallengeMatch(rival: tag.rival, daily: nil, tier: .masters, startedAt: record.startedAt)
    guard let question = habitQuestion(after: record.match, of: challenge) else { return false }
    let recap = RivalRecap(rival: tag.rival, match: record.match, plan: challenge.habitPlan)
    // Told as at the match's end: its own stars, and the rung it opened if it was the first win
    // there ("☆☆☆ … Beaten again." after a first ★★★ win read as a match that earned nothing).
    let known = HabitReading.rivalsKnown(before: record.startedAt, in: keeper.history)
    let won = record.match.winner == .player
    let beatenBefore = keeper.history.finished.dropFirst().contains { earlier in
      earlier.isFinished && earlier.match.winner == .player && earlier.challenge?.rival == tag.rival
        && earlier.challenge?.day == nil && earlier.challenge?.ladderTier == .masters
    }
    let words = RecapWords(
      recap: recap, daily: nil, tier: .masters,
      unlocked: won && !beatenBefore ? Ladder.rival(above: tag.rival, on: .masters) : nil,
      rivalsBeaten: Set(Rival.allCases.filter(progress.progress.hasBeaten)), knownHabits: known,
      stars: RivalStars.earned(
        by: record.match, against: tag.rival, on: .masters, startedAt: record.startedAt, known: known),
      bestStars: progress.progress.stars(for: tag.rival, on: .masters),
      dailyStreak: progress.progress.dailyStreak(today: progress.today), achievements: [],
      insights: record.insights ?? [], mastersGate: MastersGate(progress: progress.progress))
    push(
      makeRecap(
        challenge: challenge, recap: recap, words: words, won: won, asking: question))
    return true
  }

  private func replaceRecap(with rival: Rival, on tier: LadderTier) {
    _ = detail.popViewController(animated: false)
    playRival(rival, daily: nil, tier: tier)
  }

  private func leaveRecap() {
    _ = detail.popViewController(animated: true)
  }

  /// A match against a rival left before its end stays in the history in progress, saved at its
  /// last round (``HistoryKeeper/challengeRoundPlayed(_:)``): it resumes when the player plays
  /// that rival (or the day's challenge) again, and a day's one try counts only once it ends.
  private func boardLeftUnfinished(_ board: ChallengeBoardController) {
    guard challengeScreens.board === board else { return }
    challengeScreens.board = nil
  }

  /// Plays throws as the player would against the day's challenge when `daily`, the Masters'
  /// next rung when `masters`, else against the ladder's next rival (the Masters' next once the
  /// first tier is cleared, the top one once both are); a match that ends shows its recap and the
  /// rest are not thrown. A day's challenge already played is practised. The rival's rules decide
  /// which throws are allowed: where they do not allow one, or the Masters are still locked,
  /// nothing is thrown and the sentence saying why is returned.
  @discardableResult
  public func playRivalThrows(
    _ moves: [Move], daily: Bool = false, masters: Bool = false, earlierDay: DayStamp? = nil
  ) -> String? {
    guard !moves.isEmpty else { return nil }
    if let earlierDay {
      // Shown already, or refused as no earlier day.
      guard challengeScreens.daily?.earlierDay == earlierDay else { return nil }
      let challenge = DailyChallenge(day: earlierDay)
      if let refused = moves.first(where: { !challenge.rules.allows($0) }) {
        return tr(
          "that day's challenge takes the letters %1$@, and '%2$@' is not one of them",
          Translations.listed(challenge.rules.moves.map { String($0.letter).lowercased() }),
          String(refused.letter).lowercased())
      }
      playRival(challenge.rival, daily: challenge, later: true)
    } else if daily {
      let challenge = DailyChallenge(day: progress.today)
      if let refused = moves.first(where: { !challenge.rules.allows($0) }) {
        let letters = challenge.rules.moves.map { String($0.letter).lowercased() }
        let allowed = Translations.listed(letters)
        return tr(
          "today's daily challenge takes the letters %1$@, and '%2$@' is not one of them (Spock and lizard join on their days only)",
          allowed, String(refused.letter).lowercased())
      }
      let practice = progress.progress.dailyResult(on: challenge.day) != nil
      if practice, isNamingPending(challenge) {
        return tr(
          "name today's habit before practising it: --open daily --answer N answers the recap's question")
      }
      playRival(challenge.rival, daily: challenge, practice: practice)
    } else if masters {
      guard Ladder.isOpen(.masters, in: progress.progress) else {
        return tr(
          "the Masters open once you beat the Jester and hold %1$@ stars on the rivals of habit (you hold %2$@); --open ladder plays the next rung",
          MastersGate.threshold, MastersGate(progress: progress.progress).stars)
      }
      // Every master beaten: the top one again, for its stars.
      let rival =
        Ladder.nextRival(on: .masters, in: progress.progress) ?? LadderTier.masters.rivals.last ?? .boulder
      let rules = MastersRung(rival: rival)?.rules ?? .classic
      if let refused = moves.first(where: { !rules.allows($0) }) {
        return tr(
          "%1$@'s Masters rung is played with rock, paper and scissors only, and '%2$@' is not one of them",
          rival.word, String(refused.letter).lowercased())
      }
      playRival(rival, daily: nil, tier: .masters)
    } else {
      let tier: LadderTier =
        Ladder.nextRival(in: progress.progress) == nil && Ladder.isOpen(.masters, in: progress.progress)
        ? .masters : .first
      if let next = Ladder.nextRival(on: tier, in: progress.progress) {
        playRival(next, daily: nil, tier: tier)
      } else {
        // The first tier cleared with the Masters shut: the rung whose replay serves them best;
        // both tiers cleared, the top.
        let gate = MastersGate(progress: progress.progress)
        playRival(gate.isOpen ? .grandmaster : gate.replay ?? .grandmaster, daily: nil, tier: .first)
      }
    }
    guard let board = challengeScreens.board else { return nil }
    var thrown = 0
    for move in moves where !board.game.match.isOver {
      board.playerThrew(move)
      board.finishCeremony()
      thrown += 1
    }
    if board.game.match.isOver { showRecap() }
    if thrown < moves.count {
      // Not a refusal: the match was played. The note says why the rest were not, and how to go on.
      RockPaperScissorsApp.printError(
        "rps: "
          + trn(
            "the match against %2$@ is over, so the last throw was not played; --play again plays the next match",
            "the match against %2$@ is over, so the last %1$@ throws were not played; --play again plays the next match",
            moves.count - thrown, board.challenge.rival.word))
    }
    return nil
  }

  /// Answers the shown recap's question on the day's habit with its `choice`-th answer (from 1),
  /// as the command line's `--answer` does; a sentence saying why not when no question is asked.
  public func answerHabitQuestion(_ choice: Int) -> String? {
    // A recap left is no longer shown, though something may still hold it.
    if let left = challengeScreens.shownRecap, !left.isViewLoaded || left.view.window == nil {
      challengeScreens.shownRecap = nil
    }
    if challengeScreens.shownRecap?.question == nil, !showDailyQuestion() { showMastersQuestion() }
    guard let recap = challengeScreens.shownRecap, let question = recap.question else {
      // A Masters rung's or an earlier day's question is asked by its recap alone, as its match
      // ends: the way to answer it from the command line is in the same command.
      return tr(
        "--answer: no question waits. The day's own waits until answered, and a Masters rung's until another match; an earlier day's is asked as its match ends, so give --answer with the --play that ends it"
      )
    }
    guard question.choices.indices.contains(choice - 1) else {
      return tr("--answer wants 1, 2 or 3, not '%1$@'", "\(choice)")
    }
    recap.answer(choice - 1)
    return nil
  }

  /// Whether the day's counted try has ended without its habit named: the daily screen asks
  /// for it before any practice (a practice's recap would tell it).
  func isNamingPending(_ daily: DailyChallenge) -> Bool {
    daily.newHabit != nil && progress.progress.habitNamed(on: daily.day) == nil
      && DailyScore.countedTry(on: daily.day, in: keeper.history)?.match.isOver == true
  }

  /// The board of a finished match left without its recap: the achievements it would have
  /// listed go to the notice line, so each is still told once.
  private func announceAchievementsOfUnseenRecap() {
    guard challengeScreens.recap != nil else { return }
    challengeScreens.recap = nil
    announce(challengeScreens.achievementsInRecap)
    challengeScreens.achievementsInRecap = []
  }

  /// Keeps the achievements the history and progress newly earn and says them in the notice
  /// line; returns them.
  @discardableResult
  func announceAchievements() -> [Achievement] {
    let earned = progress.earnAchievements(history: keeper.history)
    announce(earned)
    return earned
  }

  private func announce(_ earned: [Achievement]) {
    guard let words = Screens.announcement(of: earned) else { return }
    split.showNotice(words, fades: true)
  }

  /// "Achievement earned: Regular", or nil for none.
  static func announcement(of earned: [Achievement]) -> String? {
    guard !earned.isEmpty else { return nil }
    let titles = earned.map(\.title).joined(separator: tr(", "))
    return trn("Achievement earned: %2$@", "Achievements earned: %2$@", earned.count, titles)
  }
}
