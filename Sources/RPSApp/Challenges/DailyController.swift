import Foundation
import GameCore
import Localization
import ViewKit

/// The day's challenge: the rival (or a hidden one) and the twist, the day's score beside
/// yesterday's, the streak of days won and the streak achievement it leads to, a glimpse of tomorrow's rival, and one button to play
/// it; once the day's attempt is spent, how it went, and the button practises it (not counted).
/// Given a past day, it shows that day's challenge to play again from the earlier days: its
/// stars on the day and since, and how many earlier days are solved.
@MainActor
final class DailyController: ChallengeScreenController {
  private let progress: ProgressKeeper
  private let keeper: HistoryKeeper
  private(set) var challenge: DailyChallenge
  /// The past day shown, from the earlier days; nil for today's challenge.
  let earlierDay: DayStamp?
  private let portrait = ImageView()
  private let hidden = Label(text: "?", font: .bold(96), color: Theme.text)
  private let dateLabel = Label(text: "", font: .bold(15), color: Theme.secondaryText)
  private let rivalLabel = Label(text: "", font: .bold(26), color: Theme.text)
  private let personalityLabel = Label(text: "", font: .system(15), color: Theme.secondaryText)
  private let twistLabel = Label(text: "", font: .system(17), color: Theme.text)
  private let statusLabel = Label(text: "", font: .bold(17), color: Theme.draw)
  private let streakLabel = Label(text: "", font: .system(15), color: Theme.secondaryText)
  private let goalLabel = Label(text: "", font: .system(15), color: Theme.secondaryText)
  private let scoreLabel = Label(text: "", font: .bold(15), color: Theme.draw)
  /// What each of the day's stars is for, on the days they reward reading the habit.
  private let starsRuleLabel = Label(text: "", font: .system(15), color: Theme.secondaryText)
  private let tomorrowLabel = Label(text: "", font: .system(15), color: Theme.secondaryText)
  /// Yesterday's habit made for the day, told: the answer to the puzzle a player may have lost.
  private let yesterdayLabel = Label(text: "", font: .system(15), color: Theme.secondaryText)
  /// Today's score beside yesterday's, on one line where it fits.
  private var scoreWords = ""
  let card = View()
  /// The portrait, or the hidden rival's badge in its place.
  private let face = View()
  private lazy var texts = CardTextStack(
    [
      .init(dateLabel, size: 0.85, bold: true), .init(rivalLabel, size: 1.6, bold: true, spaceBefore: 0.2),
      .init(personalityLabel, size: 0.85, spaceBefore: 0.2), .init(twistLabel, size: 1),
      .init(statusLabel, size: 1, bold: true),
      .init(starsRuleLabel, size: 0.85, spaceBefore: 0.2),
      .init(scoreLabel, size: 0.9, bold: true),
      .init(streakLabel, size: 0.9, spaceBefore: 0.3), .init(goalLabel, size: 0.85, spaceBefore: 0.2),
      .init(yesterdayLabel, size: 0.85, spaceBefore: 0.3), .init(tomorrowLabel, size: 0.85),
    ], portrait: face, in: card)
  /// No line of the card is smaller: a phone's tour read the rules and streaks at 11 points as
  /// too small. Where they do not fit at it, the portrait shrinks, then the card scrolls; no
  /// line is left out, the star rules and yesterday's habit being the day's answers.
  static let smallestType = 13.0
  /// The portrait shrinks for the words down to this share of its first size, no further.
  static let smallestPortraitShare = 0.55
  let playButton = Button(title: tr("Play today's challenge"))
  /// Copies the day's result, to paste to a friend; shown once the counted try has ended.
  let copyButton = Button(title: tr("Copy result"))
  /// Opens the ladder: its way from the game on a bar too narrow to hold the ladder's button.
  let ladderItem = BarButtonItem(title: tr("Ladder"))
  /// Opens the list of earlier days, once there is one.
  let earlierItem = BarButtonItem(title: tr("Earlier days"))
  /// Runs when the player starts the day's challenge.
  var onPlay: ((DailyChallenge) -> Void)?
  /// Runs when the player practises the day's challenge after its counted try, or names its
  /// habit first when that waits.
  var onPractice: ((DailyChallenge) -> Void)?
  /// Runs when the player plays the past day shown.
  var onPlayLater: ((DailyChallenge) -> Void)?
  /// Whether the day's counted try ended without its habit named: the habit is not told, and
  /// the button asks for it before any practice.
  var isNamingPending: (DailyChallenge) -> Bool = { _ in false } {
    didSet { refresh() }
  }
  /// The day's date, said in UTC as the day is kept: noon of it is tomorrow east of UTC+12.
  private let dates: DateFormatter = {
    let formatter = Translations.dateFormatter(template: "EEEEdMMMMyyyy", englishFormat: "EEEE d MMMM yyyy")
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter
  }()

  /// Today's challenge, or the challenge of `earlierDay`, a past one.
  init(progress: ProgressKeeper, keeper: HistoryKeeper, earlierDay: DayStamp? = nil) {
    self.progress = progress
    self.keeper = keeper
    self.earlierDay = earlierDay
    challenge = DailyChallenge(day: earlierDay ?? progress.today)
    super.init(
      title: earlierDay == nil ? tr("Daily challenge") : tr("Earlier day"), viewIdentifier: "daily-view")
    ladderItem.identifier = "daily-ladder-item"
    earlierItem.identifier = "daily-earlier-item"
    // Today's screen offers the earlier days once there are some (the bar is copied by the
    // screen that hosts this one, so it is settled here).
    navigationItem.rightBarButtonItems =
      earlierDay != nil
      ? [] : EarlierDays.areOffered(before: progress.today) ? [ladderItem, earlierItem] : [ladderItem]
  }

  static let banner = Banner(
    word: tr("DAILY"), color: Color(hex: 0x7FE0D2), tagline: tr("One rival, one twist, one try a day"))

  override func viewDidLoad() {
    super.viewDidLoad()
    addCard(card, cornerRadius: 18)
    rivalLabel.identifier = "daily-rival"
    twistLabel.identifier = "daily-twist"
    statusLabel.identifier = "daily-status"
    streakLabel.identifier = "daily-streak"
    goalLabel.identifier = "daily-goal"
    scoreLabel.identifier = "daily-score"
    starsRuleLabel.identifier = "daily-stars-rule"
    tomorrowLabel.identifier = "daily-tomorrow"
    playButton.identifier = "daily-play"
    playButton.action = { [weak self] in self?.play() }
    copyButton.identifier = "daily-copy"
    copyButton.tintColor = Theme.control
    copyButton.action = { [weak self] in self?.copyResult() }
    face.addSubview(portrait)
    face.addSubview(hidden)
    texts.scroller.identifier = "daily-scroller"
    view.addSubview(playButton)
    view.addSubview(copyButton)
    refresh()
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // Enter plays the day's challenge, rather than acting on what had the focus before.
    if playButton.isEnabled { view.window?.focus(playButton) }
    waitForTheNextDay()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    if let midnight { view.window?.cancelTimer(midnight) }
    midnight = nil
  }

  /// The wait for midnight UTC while the screen is on show.
  private var midnight: Window.TimerToken?

  /// Reads the day again just past midnight UTC, so a screen left open shows the new day's
  /// challenge, as the game's bar and history already do.
  private func waitForTheNextDay() {
    guard let window = view.window, earlierDay == nil else { return }
    if let midnight { window.cancelTimer(midnight) }
    let seconds = challenge.day.next.start.timeIntervalSince(progress.now()) + 1
    midnight = window.schedule(after: max(1, seconds)) { [weak self] in
      guard let self else { return }
      self.midnight = nil
      self.refresh()
      self.waitForTheNextDay()
    }
  }

  /// Reads the day and the progress again: past midnight UTC the challenge is the next day's.
  override func refresh() {
    challenge = DailyChallenge(day: earlierDay ?? progress.today)
    guard isViewLoaded else { return }
    if earlierDay != nil {
      refreshEarlierDay()
      return
    }
    let result = progress.progress.dailyResult(on: challenge.day)
    let hides = challenge.hidesRival && result == nil
    portrait.image = hides ? nil : challenge.rival.portrait
    portrait.isHidden = hides
    hidden.isHidden = !hides
    // A hidden rival's colour would give it away.
    let color = hides ? Theme.secondaryText : challenge.rival.color
    card.borderColor = color
    card.borderWidth = 2
    dateLabel.text = dates.string(from: challenge.day.start.addingTimeInterval(12 * 3600))
    rivalLabel.text = hides ? tr("A mystery rival") : challenge.rival.word
    // The day's habit is the day's puzzle: before the counted try, only the rival's riddle of a
    // personality; after it, the habit told (the day's own, or, for a rival beaten on the
    // ladder, its ladder habit). A habit made for the day gives no riddle: its ladder one
    // would mislead.
    let naming = result != nil && isNamingPending(challenge)
    if let habits = challenge.habitsTold {
      personalityLabel.text = result == nil || naming ? "" : tr("Today's habit: %1$@", habits)
    } else if hides {
      personalityLabel.text = ""
    } else {
      personalityLabel.text =
        result != nil && progress.progress.hasBeaten(challenge.rival)
        ? challenge.rival.habitLine(rules: challenge.rules) : challenge.rival.personality
    }
    twistLabel.text = DailyController.twistWords(challenge, revealed: result != nil)
    switch result {
    case nil
    where keeper.history.unfinishedChallenge(ChallengeTag(rival: challenge.rival, day: challenge.day)) != nil:
      statusLabel.text = tr("Today's match goes on where you left it; it counts once it ends.")
      statusLabel.textColor = Theme.draw
    case nil:
      statusLabel.text = tr("One try today: it counts once the match ends.")
      statusLabel.textColor = Theme.draw
    case .started?:
      statusLabel.text = tr("Today's try was left unfinished. A new challenge tomorrow.")
      statusLabel.textColor = Theme.loss
    case .won?:
      statusLabel.text = tr("Won today. A new challenge tomorrow.")
      statusLabel.textColor = Theme.win
    case .lost?:
      statusLabel.text = tr("Lost today. A new challenge tomorrow.")
      statusLabel.textColor = Theme.loss
    }
    // After the counted try, the same rival may be practised: said on the button, not counted.
    playButton.title =
      result == nil
      ? tr("Play today's challenge") : naming ? tr("Name today's habit") : tr("Practise (not counted)")
    // The one thing to do here, in the colour of the thing to do (a hidden rival's grey looked
    // disabled).
    playButton.tintColor = result == nil || naming ? Theme.accent : color.mixed(with: .black, amount: 0.45)
    starsRuleLabel.text = DailyController.starsRuleWords(challenge)
    scoreWords = DailyScore.words(on: challenge.day, in: keeper.history, progress: progress.progress)
    scoreLabel.text = scoreWords
    copyButton.isHidden = DailyScore.countedTry(on: challenge.day, in: keeper.history) == nil
    copyButton.title = tr("Copy result")
    // Once the day's try is played, its result, score and streak come first, before the habit
    // it told and the twist: a phone showed two paragraphs of habit and left them below the fold.
    texts.move(
      [statusLabel, scoreLabel, streakLabel, goalLabel], before: personalityLabel, when: result != nil)
    // Like a daily puzzle's answer the next morning: a habit made for the day is told the day
    // after, once it was played; a day missed keeps its puzzle for the earlier days, where the
    // answer would spoil it.
    let yesterday = DailyChallenge(day: challenge.day.previous)
    let playedYesterday =
      EarlierDays(today: challenge.day, history: keeper.history).days.first?.wasPlayed ?? false
    // "Missed yesterday?" to a player whose first day this is read as a reproach.
    let cameBefore = keeper.history.finished.contains { $0.startedAt < challenge.day.start }
    yesterdayLabel.text =
      yesterday.newHabit.map {
        playedYesterday
          ? tr(
            "Yesterday's habit (%1$@): %2$@", yesterday.rival.word,
            DailyChallenge.told($0, then: yesterday.secondHabit))
          : cameBefore
            ? tr("Missed yesterday? %1$@'s puzzle waits in Earlier days.", yesterday.rival.word)
            // TRANSLATORS: on the daily screen of a player's first day: yesterday's puzzle can still be played.
            : tr("Yesterday's puzzle, %1$@'s, waits in Earlier days.", yesterday.rival.word)
      } ?? ""
    let tomorrow = DailyChallenge(day: challenge.day.next)
    tomorrowLabel.text = tr("Tomorrow: %1$@ · %2$@", tomorrow.rivalInPassing, tomorrow.shortTwistWords)
    let streak = progress.progress.dailyStreak(today: challenge.day)
    let best = progress.progress.bestDailyStreak
    streakLabel.text =
      trn("Streak: %1$@ day", "Streak: %1$@ days", streak) + " · "
      + trn("best %1$@ day", "best %1$@ days", best)
    goalLabel.text = DailyController.goalWords(progress.progress.nextDailyStreakGoal(today: challenge.day))
    view.setNeedsLayout()
  }

  /// A past day's card: its rival and twist, its habit once a try of it ended, its stars on the
  /// day and since, and how many earlier days are solved.
  private func refreshEarlierDay() {
    let earlier = EarlierDays(today: progress.today, history: keeper.history)
    let entry = earlier.days.first { $0.challenge.day == challenge.day }
    let played = entry?.wasPlayed ?? false
    portrait.image = challenge.rival.portrait
    portrait.isHidden = false
    hidden.isHidden = true
    card.borderColor = challenge.rival.color
    card.borderWidth = 2
    dateLabel.text = dates.string(from: challenge.day.start.addingTimeInterval(12 * 3600))
    rivalLabel.text = challenge.rival.word
    personalityLabel.text =
      played ? challenge.habitsTold.map { tr("The day's habit: %1$@", $0) } ?? "" : ""
    twistLabel.text = DailyController.earlierTwistWords(challenge)
    let tag = ChallengeTag(rival: challenge.rival, day: challenge.day, later: true)
    statusLabel.text =
      keeper.history.unfinishedChallenge(tag) != nil
      ? tr("This day's match goes on where you left it.")
      : tr("An earlier day: play it as often as you like. It does not count for the streak.")
    statusLabel.textColor = Theme.draw
    playButton.title = tr("Play this day")
    playButton.tintColor = Theme.accent
    starsRuleLabel.text = DailyController.starsRuleWords(challenge)
    scoreWords = entry?.scoreWords ?? ""
    scoreLabel.text = scoreWords
    copyButton.isHidden = true
    streakLabel.text = earlier.solvedWords
    goalLabel.text = ""
    yesterdayLabel.text = ""
    tomorrowLabel.text = ""
    view.setNeedsLayout()
  }

  /// The twist in words: what makes today's match different. Once the day's match is played
  /// (`revealed`), a hidden rival is on show, so its twist is said in the past.
  static func twistWords(_ challenge: DailyChallenge, revealed: Bool) -> String {
    // From Wednesday, the day's habit gives way to a second partway: said before the match, as
    // the Masters' changes are, so that the change is a puzzle and not a trick.
    guard challenge.secondHabit == nil else {
      return oneHabitTwistWords(challenge, revealed: revealed) + " "
        + trn(
          "Once you have won %1$@ round, it changes to a second habit made for today.",
          "Once you have won %1$@ rounds, it changes to a second habit made for today.",
          HabitPlan.winsBeforeTheDaysChange)
    }
    return oneHabitTwistWords(challenge, revealed: revealed)
  }

  /// The twist in words as if the day brought one habit.
  private static func oneHabitTwistWords(_ challenge: DailyChallenge, revealed: Bool) -> String {
    switch challenge.twist {
    case .firstToFive: tr("Twist: first to five wins.")
    case .spockAndLizard: tr("Twist: Spock and lizard join in, first to three.")
    case .hiddenHabit:
      revealed
        ? tr("Twist: the rival's name and face were hidden until the end; first to three.")
        : tr("Twist: the rival hides its name and face; find its habit, first to three.")
    case .twoHabits:
      tr(
        "Twist: every other round it borrows %1$@'s habit; first to five.", challenge.secondRival?.word ?? "")
    case .changesHabit:
      trn(
        "Twist: once you have won %1$@ round, it takes %2$@'s habit; first to five.",
        "Twist: once you have won %1$@ rounds, it takes %2$@'s habit; first to five.",
        DailyChallenge.winsBeforeTheChange, challenge.secondRival?.word ?? "")
    case .newHabit:
      // The kind of habit is the day's clue: days differ by it, and it says where to look
      // without saying what is there. An answer alike to every way a round ends is read off the
      // rival's own throws: told to watch how rounds end, or that it answers alike, players
      // looked at their own throws and were misled.
      switch challenge.newHabit?.kind {
      // The week climbs: from Friday the puzzle comes without its clue.
      case _? where !challenge.givesClue:
        tr(
          "Twist: %1$@ plays a habit made for today. No clue: Friday to Sunday, the habit is yours to find alone. First to five.",
          challenge.rival.word)
      case .answers? where challenge.newHabit?.answersAlike == true:
        tr(
          "Twist: %1$@ plays a habit made for today. Clue: each throw follows from its own last one, however the round ended. First to five.",
          challenge.rival.word)
      case .answers?:
        tr(
          "Twist: %1$@ plays a habit made for today. Clue: it answers how the last round ended. First to five.",
          challenge.rival.word)
      case .counting(.runs)?:
        tr(
          "Twist: %1$@ plays a habit made for today. Clue: it throws in runs. How long, and what comes next? First to five.",
          challenge.rival.word)
      case .counting(.favourite)?:
        tr(
          "Twist: %1$@ plays a habit made for today. Clue: it keeps count of your throws. First to five.",
          challenge.rival.word)
      case nil:
        tr(
          "Twist: %1$@ plays a habit made for today, unlike any on the ladder; first to five.",
          challenge.rival.word)
      }
    }
  }

  /// A past day's twist in words, said in the past: its habit made for that day with the clue it
  /// gave, or the twist as it was (every day on offer has a habit made for it).
  static func earlierTwistWords(_ challenge: DailyChallenge) -> String {
    guard let habit = challenge.newHabit else { return twistWords(challenge, revealed: true) }
    let clue =
      switch habit.kind {
      case _ where !challenge.givesClue: tr("No clue: it came on a day from Friday to Sunday.")
      case .answers where habit.answersAlike:
        tr("Clue: each throw follows from its own last one, however the round ended.")
      case .answers: tr("Clue: it answers how the last round ended.")
      case .counting(.runs): tr("Clue: it throws in runs. How long, and what comes next?")
      case .counting(.favourite): tr("Clue: it keeps count of your throws.")
      }
    return tr("Twist: %1$@ plays a habit made for that day. %2$@ First to five.", challenge.rival.word, clue)
  }

  /// What each star of `challenge` is for against a rival of habit, as on the ladder; nothing
  /// against one that learns, scored by the score alone.
  static func starsRuleWords(_ challenge: DailyChallenge) -> String {
    challenge.rival.hasHabit ? RivalStars.ruleWords(for: challenge.match) : ""
  }

  /// The streak achievement chased next and the days it still needs; nothing once all are earned.
  static func goalWords(_ goal: DailyStreakGoal?) -> String {
    guard let goal else { return "" }
    return trn("%2$@: %1$@ day to go", "%2$@: %1$@ days to go", goal.daysToGo, goal.achievement.title)
  }

  /// The day's result, as ``DailyResultWords`` writes it, on the clipboard.
  private func copyResult() {
    guard let counted = DailyScore.countedTry(on: challenge.day, in: keeper.history), let window = view.window
    else { return }
    let streak = progress.progress.dailyStreak(today: challenge.day)
    window.clipboard.text =
      DailyResultWords(
        challenge: challenge, counted: counted,
        reading: DailyScore.reading(on: challenge.day, in: keeper.history),
        named: progress.progress.habitNamed(on: challenge.day), streak: streak
      ).text
    copyButton.title = tr("Copied: paste it to a friend")
    view.setNeedsLayout()
  }

  private func play() {
    if earlierDay != nil {
      onPlayLater?(challenge)
    } else if progress.progress.dailyResult(on: challenge.day) == nil {
      onPlay?(challenge)
    } else {
      onPractice?(challenge)
    }
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let bounds = view.bounds
    let gap = Theme.gap(0.025, of: bounds.size, minimum: 8, maximum: 16)
    let buttonHeight = max(44, min(60, bounds.height * 0.1))
    let font = Font.bold(Theme.fontSize(0.36, of: buttonHeight, minimum: 15, maximum: 21))
    // The copy button sits beside the play button where both titles fit, else above it.
    let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
    // The row spans the card's width, edge to edge with it, as one column.
    let rowWidth = bounds.width
    let copyWidth = measurer.size(of: copyButton.title, font: font).width + 40
    let playWidth = measurer.size(of: playButton.title, font: font).width + 40
    let besides = copyButton.isHidden || copyWidth + gap + playWidth <= rowWidth
    let rows = besides ? 1.0 : 2.0
    let parts = bounds.divided(atDistance: buttonHeight * rows + gap * (rows - 1), from: .bottom)
    let area = parts.slice
    if copyButton.isHidden {
      playButton.frame = area
    } else if besides {
      let split = area.divided(atDistance: copyWidth, from: .right)
      copyButton.frame = split.slice
      playButton.frame = split.remainder.inset(by: EdgeInsets(right: gap))
    } else {
      let split = area.divided(atDistance: buttonHeight, from: .bottom)
      playButton.frame = split.slice
      copyButton.frame = split.remainder.inset(by: EdgeInsets(bottom: gap))
    }
    // One type size for both: the largest at which each title fits its button.
    let shown = copyButton.isHidden ? [playButton] : [playButton, copyButton]
    let size = TextLayout.largestSize(
      fitting: shown.map { ($0.title, $0.frame.width - 4 - 2 * min(10, ($0.frame.width - 4) * 0.06)) },
      font: font,
      measurer: measurer)
    playButton.font = font.withSize(size)
    copyButton.font = font.withSize(size)
    card.frame = parts.remainder.inset(by: EdgeInsets(bottom: gap))
    let inner = card.bounds.insetBy(dx: gap * 1.5, dy: gap * 1.2)
    let wide = inner.width > inner.height * 1.3
    let largestSide =
      wide ? min(inner.height * 0.8, inner.width * 0.36) : min(inner.width * 0.55, inner.height * 0.38)
    var side = largestSide
    let layoutTexts = {
      self.texts.layout(
        in: inner, wide: wide, portraitSide: side, gap: gap,
        largestUnit: min(21, inner.width / 18, inner.height / 16), smallestType: DailyController.smallestType,
        measurer: measurer)
    }
    scoreLabel.text = scoreWords
    var fits = layoutTexts()
    // Too long for a line, today's score and yesterday's each take one, rather than yesterday's
    // breaking in its middle; where today's alone needs two, the words wrap as they come.
    let lineCount = { (words: String) in
      TextLayout.wrap(
        words, font: self.scoreLabel.font, width: self.scoreLabel.frame.width, measurer: measurer
      )
      .count
    }
    let eachOnALine = scoreWords.components(separatedBy: " · ").allSatisfy { lineCount($0 + " ·") == 1 }
    if lineCount(scoreWords) > 1, eachOnALine {
      scoreLabel.text = scoreWords.replacingOccurrences(of: " · ", with: " ·\n")
      fits = layoutTexts()
    }
    // A card short of room gives the words some of the portrait's, as little as lets them all
    // show; where even the smallest portrait leaves them scrolling, the portrait stays whole.
    let smallestSide = largestSide * DailyController.smallestPortraitShare
    while !fits, side > smallestSide {
      side = max(smallestSide, side - 12)
      fits = layoutTexts()
    }
    if !fits, side < largestSide {
      side = largestSide
      _ = layoutTexts()
    }
    portrait.frame = face.bounds
    hidden.frame = face.bounds
    hidden.font = .bold(max(24, side * 0.6))
    // The hidden face is a badge of the portraits' shape with a question mark on it.
    hidden.cornerRadius = side / 2
    hidden.backgroundColor = Theme.table
    hidden.borderColor = Theme.secondaryText
    hidden.borderWidth = max(3, side * 0.03)
  }
}
