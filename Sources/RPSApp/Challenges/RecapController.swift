import GameCore
import Localization
import ViewKit

/// After a match against a rival: its portrait, the result, the match's rounds
/// (``RoundStripView``), how it played and how the player read it (or, against a rival that
/// learns, the player's pattern it could read), the reads its strays from its habit foiled, what
/// opened, the achievements just earned, and where to go next. After the day's counted try of a
/// habit made for the day, it first asks the player to name the habit (``HabitQuestion``): the
/// three answers take the buttons' place, and the habit, the reads and what is next are told
/// once they have answered. Each text takes the lines it
/// needs, apart from the next; in a card too short for all, the strip's caption, then what is
/// next, then the foiled reads give way, and what still does not fit scrolls.
@MainActor
final class RecapController: ChallengeScreenController {
  private(set) var words: RecapWords
  let rival: Rival
  /// The question on the day's habit, asked before the habit is told; nil once answered, and
  /// after any other match.
  private(set) var question: HabitQuestion?
  /// Keeps the answer to ``question`` (the choice's place) and gives the recap's words, the
  /// habit now told with how the player named it.
  private let onAnswer: ((Int) -> RecapWords)?
  /// How the player named the habit: right, or the right answer.
  private let verdict = Label(text: "", font: .bold(17), color: Theme.win)
  private let portrait: ImageView
  private let headline = Label(text: "", font: .bold(26), color: Theme.text)
  private let starsLine = Label(text: "", font: .bold(17), color: Theme.draw)
  private let roundsCaption = Label(text: "", font: .system(15), color: Theme.secondaryText)
  /// The match's rounds, the rival's throw above the player's.
  let rounds: RoundStripView
  private let howTheyPlayed = Label(text: "", font: .system(17), color: Theme.text)
  private let howYouRead = Label(text: "", font: .bold(17), color: Theme.draw)
  private let foiledReads = Label(text: "", font: .system(16), color: Theme.text)
  private let whatsNext = Label(text: "", font: .system(16), color: Theme.secondaryText)
  private let achievementsTitle = Label(text: "", font: .bold(15), color: Theme.win)
  private let achievements = Label(text: "", font: .system(15), color: Theme.text)
  private let card = View()
  private lazy var texts = CardTextStack(
    [
      .init(headline, size: 1.45, bold: true), .init(starsLine, size: 1, bold: true),
      // Short of room (a phone on its side), the caption gives way first: the ✓ marks read
      // without it; then what is next, where the buttons say it too (news they do not say stays).
      .init(roundsCaption, size: 0.8, givesWay: 0), .init(figure: rounds, spaceBefore: 0.3),
      .init(verdict, size: 1, bold: true), .init(howTheyPlayed, size: 1),
      .init(howYouRead, size: 1, bold: true),
      // The ~ under those rounds says it too, and the caption what a ~ means: it may give way
      // after what is next.
      .init(foiledReads, size: 0.92, spaceBefore: 0.3, givesWay: 2),
      .init(whatsNext, size: 0.92, givesWay: words.whatsNextRepeatsTheButtons ? 1 : nil),
      .init(achievementsTitle, size: 0.85, bold: true),
      // The achievements stay with their title.
      .init(achievements, size: 0.85, spaceBefore: 0.2),
    ], portrait: portrait, in: card)
  /// Holds the words (and, in a tall window, the portrait), scrolling when they do not fit.
  var scroller: ScrollView { texts.scroller }
  /// No line of the card is smaller: at 11 points the caption and the achievements read as
  /// fine print at 1024x768 while the portrait kept its whole size.
  static let smallestType = 13.0
  /// The portrait shrinks for the words down to this share of its first size, no further.
  static let smallestPortraitShare = 0.55
  /// The buttons along the bottom, the first the one most players want.
  private(set) var buttons: [Button] = []
  /// The question's answers, along the bottom in the buttons' place while it is asked.
  private(set) var choiceButtons: [Button] = []
  /// The buttons on show: the answers while the question is asked, else the way on.
  private var shownButtons: [Button] { question == nil ? buttons : choiceButtons }

  /// The recap of the match in `recap`, told in `words`, with a button for each of `actions`
  /// (title, identifier, action); first asking `question`, whose answer goes to `onAnswer`.
  init(
    recap: RivalRecap, words: RecapWords, actions: [(String, String, @MainActor () -> Void)],
    asking question: HabitQuestion? = nil, onAnswer: ((Int) -> RecapWords)? = nil
  ) {
    self.rival = recap.rival
    self.words = words
    self.question = onAnswer == nil ? nil : question
    self.onAnswer = onAnswer
    rounds = RoundStripView(recap: recap, caughtOnRound: words.roundCaughtOn)
    portrait = ImageView(image: rival.portrait)
    super.init(title: tr("Recap"), viewIdentifier: "recap-view")
    buttons = actions.enumerated().map { index, action in
      let button = Button(title: action.0)
      button.identifier = action.1
      button.tintColor = index == 0 ? rival.color.mixed(with: .black, amount: 0.45) : Theme.control
      button.action = action.2
      return button
    }
    choiceButtons = (self.question?.choiceWords ?? []).enumerated().map { index, title in
      let button = Button(title: title)
      // An answer with its twin takes two lines, each whole.
      button.numberOfLines = RecapController.lines(of: title).count
      button.identifier = "recap-answer-\(index + 1)"
      button.tintColor = Theme.control
      button.action = { [weak self] in self?.answer(index) }
      return button
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    addCard(card, cornerRadius: 18)
    headline.identifier = "recap-headline"
    starsLine.identifier = "recap-stars"
    starsLine.text = words.stars
    starsLine.isHidden = words.stars.isEmpty
    roundsCaption.identifier = "recap-rounds-caption"
    roundsCaption.text = words.roundsCaption
    roundsCaption.isHidden = rounds.tiles.isEmpty
    howTheyPlayed.identifier = "recap-played"
    howYouRead.identifier = "recap-read"
    foiledReads.identifier = "recap-foiled-reads"
    whatsNext.identifier = "recap-next"
    achievements.identifier = "recap-achievements"
    verdict.identifier = "recap-verdict"
    scroller.identifier = "recap-scroller"
    for button in buttons + choiceButtons { view.addSubview(button) }
    showWords()
  }

  /// Puts ``words`` in the labels; while the question is asked, it stands in the place of how
  /// the rival played, and the reads, the strays and what is next wait for the answer.
  private func showWords() {
    starsLine.text = words.stars
    starsLine.isHidden = words.stars.isEmpty
    roundsCaption.text =
      question == nil ? words.roundsCaption : tr("Round by round: %1$@ above, you below.", rival.word)
    rounds.holdsMarksBack = question != nil
    headline.text = words.headline
    headline.textColor = words.headline.isEmpty ? Theme.text : rival.color.mixed(with: .white, amount: 0.35)
    howTheyPlayed.text = question?.prompt ?? words.howTheyPlayed
    // The question is the thing to do: in the colour of the stars line, not of the story.
    howTheyPlayed.textColor = question == nil ? Theme.text : Theme.draw
    howYouRead.text = question == nil ? words.howYouRead : ""
    howYouRead.isHidden = howYouRead.text.isEmpty
    foiledReads.text = question == nil ? words.foiledReads : ""
    foiledReads.isHidden = foiledReads.text.isEmpty
    whatsNext.text = question == nil ? words.whatsNext : ""
    whatsNext.isHidden = whatsNext.text.isEmpty
    verdict.isHidden = verdict.text.isEmpty
    // The ladder's finale is the match's news, in the colour of the achievements it brings.
    if words.isFinale { whatsNext.textColor = Theme.win }
    achievements.text = fullAchievements
    achievementsTitle.text = trn("Achievement earned", "Achievements earned", words.achievements.count)
    achievementsTitle.isHidden = words.achievements.isEmpty
    achievements.isHidden = words.achievements.isEmpty
    for label in textLabels {
      // The words are sentences put together: in Chinese, none is followed by a space.
      label.text = Translations.closingGapsAfterFullWidthMarks(label.text)
    }
    for button in buttons { button.isHidden = question != nil }
    for button in choiceButtons { button.isHidden = question == nil }
    view.setNeedsLayout()
  }

  /// Answers the question with the choice at `index`: says whether it was right, tells the
  /// habit, and brings the buttons back.
  func answer(_ index: Int) {
    guard let asked = question, asked.choices.indices.contains(index), let onAnswer else { return }
    words = onAnswer(index)
    question = nil
    verdict.text = asked.verdict(answering: index)
    verdict.textColor = asked.isRight(index) ? Theme.win : Theme.loss
    showWords()
    if let first = buttons.first { view.window?.focus(first) }
  }

  /// The stars line, as written for a line of its own.
  private var starsWords: String { Translations.closingGapsAfterFullWidthMarks(words.stars) }

  /// The achievements just earned, each on a line with what earned it.
  private var fullAchievements: String {
    Translations.closingGapsAfterFullWidthMarks(words.achievements.joined(separator: "\n"))
  }

  /// The achievements just earned by title alone after their heading, on one line for a card
  /// short of room.
  private var achievementTitles: String {
    Translations.closingGapsAfterFullWidthMarks(
      tr("%1$@: %2$@", achievementsHeading, words.achievementTitles.joined(separator: " · ")))
  }

  /// The heading over the achievements just earned.
  var achievementsHeading: String { achievementsTitle.text }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // Enter goes on with the first choice, rather than Tab starting at the history's tools; an
    // answer to the question is chosen, never given by an Enter meant for something else.
    if question == nil, let first = buttons.first { view.window?.focus(first) }
  }

  /// The texts, top to bottom.
  private var textLabels: [Label] {
    [
      headline, starsLine, roundsCaption, verdict, howTheyPlayed, howYouRead, foiledReads, whatsNext,
      achievementsTitle, achievements,
    ]
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let bounds = view.bounds
    let gap = Theme.gap(0.025, of: bounds.size, minimum: 8, maximum: 16)
    let shown = shownButtons
    // Answers told with their twins take two lines, in buttons a little taller: on a phone on
    // its side, only as tall as two lines of 14-point type need, so that the question still shows.
    let titleLines = shown.map { RecapController.lines(of: $0.title).count }.max() ?? 1
    let buttonHeight =
      titleLines > 1 ? max(44, min(72, bounds.height * 0.11)) : max(40, min(56, bounds.height * 0.09))
    let wide = bounds.width > bounds.height * 1.15
    // One row when each button gets a width its title reads in, else one button a row.
    let buttonRows = fitsOneRow(shown, width: bounds.width, gap: gap) ? 1 : shown.count
    let buttonArea = bounds.divided(
      atDistance: buttonHeight * Double(buttonRows) + gap * Double(buttonRows - 1), from: .bottom)
    layoutButtons(in: buttonArea.slice, rows: buttonRows, gap: gap)
    card.frame = buttonArea.remainder.inset(by: EdgeInsets(bottom: gap))
    let inner = card.bounds.insetBy(dx: gap * 1.5, dy: gap * 1.2)
    let largestSide =
      wide ? min(inner.height * 0.6, inner.width * 0.3) : min(inner.width * 0.42, inner.height * 0.3)
    var side = largestSide
    let layoutTexts = {
      self.texts.layout(
        in: inner, wide: wide, portraitSide: side, gap: gap,
        largestUnit: min(26, inner.width / 24, inner.height / 18),
        smallestType: RecapController.smallestType,
        measurer: self.view.window?.textMeasurer ?? ApproximateTextMeasurer())
    }
    let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
    starsLine.text = starsWords
    starsLine.isHidden = words.stars.isEmpty
    achievements.text = fullAchievements
    achievementsTitle.isHidden = words.achievements.isEmpty
    var fits = layoutTexts()
    // Too long for a line, the day's score and yesterday's each take one, rather than
    // yesterday's breaking in its middle.
    if words.starsAreTwoDays, starsWords.contains(" · "),
      TextLayout.wrap(starsWords, font: starsLine.font, width: starsLine.frame.width, measurer: measurer)
        .count > 1
    {
      starsLine.text = starsWords.replacingOccurrences(of: " · ", with: " ·\n")
      fits = layoutTexts()
    }
    // Short of room, the portrait gives up some of its own before any line gives way.
    let smallestSide = largestSide * RecapController.smallestPortraitShare
    while !fits || !texts.leftOut.isEmpty, side > smallestSide {
      side = max(smallestSide, side - 12)
      fits = layoutTexts()
    }
    // Short of room, the achievements are named after their heading, without what earned them,
    // before anything scrolls, and before the reads a stray foiled give way: that the player's
    // read was right matters more than what earned an achievement.
    let foiledReadsLeftOut = texts.leftOut.contains { $0 === foiledReads }
    if !fits || foiledReadsLeftOut, !words.achievements.isEmpty {
      achievements.text = achievementTitles
      achievementsTitle.isHidden = true
      _ = layoutTexts()
    }
    // The question is the thing to do: where it would scroll out of sight (a phone on its side,
    // the answers told with their twins), the day's score waits for the answer, which tells it.
    if question != nil, !starsLine.isHidden, howTheyPlayed.frame.maxY > scroller.frame.height + 0.5 {
      starsLine.isHidden = true
      _ = layoutTexts()
    }
  }

  /// Whether `buttons` read in one row of `width`: each 110 points wide at least, and the
  /// question's answers, sentences longer than a button's word or two, each at 15-point type.
  private func fitsOneRow(_ buttons: [Button], width: Double, gap: Double) -> Bool {
    let each = (width - gap * Double(buttons.count - 1)) / Double(max(1, buttons.count))
    guard each >= 110 else { return false }
    guard question != nil else { return true }
    let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
    return buttons.allSatisfy { button in
      RecapController.lines(of: button.title).allSatisfy {
        measurer.size(of: $0, font: .bold(15)).width + 28 <= each
      }
    }
  }

  /// A title's lines: an answer, then its twin.
  private static func lines(of title: String) -> [String] {
    title.split(separator: "\n").map(String.init)
  }

  private func layoutButtons(in area: Rect, rows: Int, gap: Double) {
    let buttons = shownButtons
    guard !buttons.isEmpty else { return }
    // The gaps give way first in a window too small for the buttons.
    let gap = min(gap, area.width / Double(buttons.count * 4), area.height / Double(rows * 4))
    let titleLines = buttons.map { RecapController.lines(of: $0.title).count }.max() ?? 1
    let share = titleLines > 1 ? 0.27 : 0.36
    let font = Font.bold(Theme.fontSize(share, of: area.height / Double(rows), minimum: 14, maximum: 20))
    if rows == 1 {
      let width = max(0, (area.width - gap * Double(buttons.count - 1)) / Double(buttons.count))
      for (index, button) in buttons.enumerated() {
        button.frame = Rect(
          x: area.minX + Double(index) * (width + gap), y: area.minY, width: width, height: area.height)
        button.font = font
      }
    } else {
      let height = max(0, (area.height - gap * Double(rows - 1)) / Double(rows))
      for (index, button) in buttons.enumerated() {
        button.frame = Rect(
          x: area.minX, y: area.minY + Double(index) * (height + gap), width: area.width, height: height)
        button.font = font
      }
    }
    // One type size for the row: the largest at which every title fits its button (inside the
    // face's 2-point press inset and its side margins).
    let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
    let size = TextLayout.largestSize(
      fitting: buttons.flatMap { button in
        RecapController.lines(of: button.title).map {
          ($0, button.frame.width - 4 - 2 * min(10, (button.frame.width - 4) * 0.06))
        }
      },
      font: font, measurer: measurer)
    for button in buttons { button.font = font.withSize(size) }
  }
}
