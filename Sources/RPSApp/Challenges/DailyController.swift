import Foundation
import GameCore
import Localization
import ViewKit

/// The day's challenge: the rival (or a hidden one) and the twist, the day's score beside
/// yesterday's, the streak of days won and the streak achievement it leads to, a glimpse of tomorrow's rival, and one button to play
/// it; once the day's attempt is spent, how it went, and the button practises it (not counted).
@MainActor
final class DailyController: ChallengeScreenController {
  private let progress: ProgressKeeper
  private let keeper: HistoryKeeper
  private(set) var challenge: DailyChallenge
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
  private let tomorrowLabel = Label(text: "", font: .system(15), color: Theme.secondaryText)
  private let card = View()
  let playButton = Button(title: tr("Play today's challenge"))
  /// Runs when the player starts the day's challenge.
  var onPlay: ((DailyChallenge) -> Void)?
  /// Runs when the player practises the day's challenge after its counted try.
  var onPractice: ((DailyChallenge) -> Void)?
  private let dates = Translations.dateFormatter(template: "EEEEdMMMMyyyy", englishFormat: "EEEE d MMMM yyyy")

  init(progress: ProgressKeeper, keeper: HistoryKeeper) {
    self.progress = progress
    self.keeper = keeper
    challenge = DailyChallenge(day: progress.today)
    super.init(title: tr("Daily challenge"), viewIdentifier: "daily-view")
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
    tomorrowLabel.identifier = "daily-tomorrow"
    playButton.identifier = "daily-play"
    playButton.action = { [weak self] in self?.play() }
    for label in [
      twistLabel, statusLabel, streakLabel, goalLabel, rivalLabel, personalityLabel, scoreLabel,
      tomorrowLabel,
    ] {
      label.numberOfLines = 3
    }
    // A long date ("sábado, 5 de diciembre de 2026") takes a second line on a narrow card.
    dateLabel.numberOfLines = 2
    for part in [
      portrait, hidden, dateLabel, rivalLabel, personalityLabel, twistLabel, statusLabel, scoreLabel,
      streakLabel, goalLabel, tomorrowLabel,
    ]
      as [View]
    {
      card.addSubview(part)
    }
    view.addSubview(playButton)
    refresh()
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // Enter plays the day's challenge, rather than acting on what had the focus before.
    if playButton.isEnabled { view.window?.focus(playButton) }
  }

  /// Reads the day and the progress again: past midnight UTC the challenge is the next day's.
  override func refresh() {
    challenge = DailyChallenge(day: progress.today)
    guard isViewLoaded else { return }
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
    personalityLabel.text = hides ? "" : challenge.rival.personality
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
      result == nil ? tr("Play today's challenge") : tr("Practise today's challenge (not counted)")
    // The one thing to do here, in the colour of the thing to do (a hidden rival's grey looked
    // disabled).
    playButton.tintColor = result == nil ? Theme.accent : color.mixed(with: .black, amount: 0.45)
    scoreLabel.text = DailyScore.words(on: challenge.day, in: keeper.history)
    let tomorrow = DailyChallenge(day: challenge.day.next)
    tomorrowLabel.text = tr(
      "Tomorrow: %1$@ · %2$@", tomorrow.hidesRival ? tr("a mystery rival") : tomorrow.rival.word,
      tomorrow.match.lengthInWords)
    let streak = progress.progress.dailyStreak(today: challenge.day)
    let best = progress.progress.bestDailyStreak
    streakLabel.text =
      trn("Streak: %1$@ day", "Streak: %1$@ days", streak) + " · "
      + trn("best %1$@ day", "best %1$@ days", best)
    goalLabel.text = DailyController.goalWords(progress.progress.nextDailyStreakGoal(today: challenge.day))
    view.setNeedsLayout()
  }

  /// The twist in words: what makes today's match different. Once the day's match is played
  /// (`revealed`), a hidden rival is on show, so its twist is said in the past.
  static func twistWords(_ challenge: DailyChallenge, revealed: Bool) -> String {
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
    }
  }

  /// The streak achievement chased next and the days it still needs; nothing once all are earned.
  static func goalWords(_ goal: DailyStreakGoal?) -> String {
    guard let goal else { return "" }
    return trn("%2$@: %1$@ day to go", "%2$@: %1$@ days to go", goal.daysToGo, goal.achievement.title)
  }

  private func play() {
    if progress.progress.dailyResult(on: challenge.day) == nil {
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
    let parts = bounds.divided(atDistance: buttonHeight, from: .bottom)
    playButton.frame = parts.slice.insetBy(dx: min(gap * 2, parts.slice.width * 0.1), dy: 0)
    playButton.font = .bold(Theme.fontSize(0.36, of: buttonHeight, minimum: 15, maximum: 21))
    card.frame = parts.remainder.inset(by: EdgeInsets(bottom: gap))
    let inner = card.bounds.insetBy(dx: gap * 1.5, dy: gap * 1.2)
    let wide = inner.width > inner.height * 1.3
    let unit = max(13, min(21, inner.width / 18, inner.height / 16))
    var text: Rect
    if wide {
      let side = min(inner.height * 0.8, inner.width * 0.36)
      portrait.frame = Rect(x: inner.minX, y: inner.midY - side / 2, width: side, height: side)
      text = Rect(
        x: inner.minX + side + gap * 2, y: inner.minY, width: max(0, inner.width - side - gap * 2),
        height: inner.height)
    } else {
      let side = min(inner.width * 0.55, inner.height * 0.38)
      portrait.frame = Rect(x: inner.midX - side / 2, y: inner.minY, width: side, height: side)
      text = Rect(
        x: inner.minX, y: inner.minY + side + gap, width: inner.width,
        height: max(0, inner.height - side - gap))
    }
    hidden.frame = portrait.frame
    hidden.font = .bold(max(24, portrait.frame.height * 0.6))
    // The hidden face is a badge of the portraits' shape with a question mark on it.
    hidden.cornerRadius = portrait.frame.width / 2
    hidden.backgroundColor = Theme.table
    hidden.borderColor = Theme.secondaryText
    hidden.borderWidth = max(3, portrait.frame.width * 0.03)
    // Each text takes the lines it needs in the smallest type (11 points) at this width, at
    // least its usual share; where even that cannot fit, the personality gives way first.
    let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
    let smallestLine = 11 * 1.25 / unit
    func share(_ label: Label, _ usual: Double, _ font: Font) -> Double {
      guard !label.text.isEmpty, usual > 0 else { return 0 }
      let lines = TextLayout.wrap(label.text, font: font.withSize(11), width: text.width, measurer: measurer)
        .count
      return max(usual, Double(min(max(1, label.numberOfLines), lines)) * smallestLine)
    }
    // Whether each text of `entries` fits its slice whole, laid out as below.
    func fitsWhole(_ entries: [(Label, Double, Font)]) -> Bool {
      let scale = min(1, text.height / max(1, entries.reduce(0) { $0 + $1.1 } * unit))
      return entries.allSatisfy { label, lines, font in
        guard lines > 0 else { return true }
        let size = Size(width: text.width, height: lines * unit * scale)
        return !TextLayout(
          text: label.text, font: Font(size: max(11, font.size * max(0.75, scale)), weight: font.weight),
          size: size, maximumLines: label.numberOfLines, minimumScale: label.minimumScaleFactor,
          measurer: measurer
        ).isTruncated
      }
    }
    let usual: [(Label, Double, Font)] = [
      (dateLabel, 1.6, Font.bold(unit * 0.85)),
      (rivalLabel, 2.2, Font.bold(unit * 1.6)),
      (personalityLabel, 1.8, Font.system(unit * 0.85)),
      (twistLabel, 3.2, Font.system(unit)),
      (statusLabel, 2.4, Font.bold(unit)),
      (scoreLabel, 1.6, Font.bold(unit * 0.9)),
      (streakLabel, 1.6, Font.system(unit * 0.9)),
      (goalLabel, 1.2, Font.system(unit * 0.85)),
      (tomorrowLabel, 1.8, Font.system(unit * 0.85)),
    ]
    var entries: [(Label, Double, Font)] = usual.map { entry in
      (entry.0, share(entry.0, entry.1, entry.2), entry.2)
    }
    // Where even the smallest type cannot hold every text, the personality gives way first,
    // then the glimpse of tomorrow.
    let tomorrowIndex = entries.count - 1
    let goalIndex = entries.count - 2
    let goalShare = entries[goalIndex].1
    entries[goalIndex].1 = 0
    for index in [2, tomorrowIndex] where entries.reduce(0, { $0 + $1.1 }) * unit * 0.75 > text.height {
      entries[index].1 = 0
    }
    // The streak's goal comes last: shown only where, with it, every text still fits whole
    // (its line shrinks the others, and a text wrapped to its share's every line is then cut).
    var withGoal = entries
    withGoal[goalIndex].1 = goalShare
    if fitsWhole(withGoal) { entries = withGoal }
    personalityLabel.isHidden = entries[2].1 == 0
    tomorrowLabel.isHidden = entries[tomorrowIndex].1 == 0
    goalLabel.isHidden = entries[goalIndex].1 == 0
    let wanted = entries.reduce(0) { $0 + $1.1 } * unit
    let scale = min(1, text.height / max(1, wanted))
    // The picture and the words sit together in the middle of the card.
    if wide {
      let top = text.minY + max(0, (text.height - wanted * scale) / 2)
      text = Rect(x: text.minX, y: top, width: text.width, height: text.maxY - top)
    } else {
      let spare = max(0, text.height - wanted * scale) / 2
      portrait.frame = portrait.frame.offsetBy(dx: 0, dy: spare)
      hidden.frame = portrait.frame
      text = Rect(x: text.minX, y: text.minY + spare, width: text.width, height: text.height - spare)
    }
    for (label, lines, font) in entries {
      let slice = text.divided(atDistance: lines * unit * scale, from: .top)
      label.frame = slice.slice
      label.font = Font(size: max(11, font.size * max(0.75, scale)), weight: font.weight)
      label.alignment = wide ? .left : .center
      text = slice.remainder
    }
  }
}
