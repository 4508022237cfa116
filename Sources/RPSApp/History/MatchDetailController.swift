import Foundation
import GameCore
import Localization
import ViewKit

/// One match in detail: its rounds, the final score, the match card
/// in an image view, and a toolbar whose camera button saves the card to the pictures folder.
///
/// On a phone in landscape the card would be a sliver, so ``prepareViews(for:)`` hides the image
/// and disables the camera; it runs from `viewWillAppear` and inside the rotation's animation,
/// so the change fades over the rotation.
@MainActor
public final class MatchDetailController: ViewController {
  public let record: MatchRecord
  public let cardPath: String?
  public let imageView = ImageView()
  public let cameraButton = BarButtonItem(title: tr("Save card"))
  /// Deletes the match (Undo brings it back); only a finished match, and only when ``onDelete`` is set.
  public let deleteButton = BarButtonItem(title: tr("Delete"))
  /// Deletes the match (the history closes this screen then).
  public var onDelete: ((MatchRecord) -> Void)? {
    didSet { deleteButton.isEnabled = canDelete }
  }
  public let toolbar = Toolbar()
  /// Where the camera button saves the card.
  public let picturesFolder: URL
  /// Says where the card went, or why it did not, just above the toolbar.
  public let statusLabel = Label(text: "", font: .system(14), color: Theme.secondaryText)
  private let scoreLabel = Label(font: .bold(24), color: Theme.text)
  private let summaryLabel = Label(font: .system(15), color: Theme.secondaryText)
  private let rounds = ListView()
  private let roundsHeading = Label(
    text: tr("Each round: your throw vs the computer's"), font: .system(14), color: Theme.secondaryText)
  /// Under the rounds of a match against Medium or Hard: what it read of the player.
  let lessonLabel = Label(text: "", font: .system(14), color: Theme.text)
  private let noCardLabel = Label(
    text: tr("No card: the match is not finished"), font: .system(15), color: Theme.secondaryText)
  /// Why the card is gone and Save card dimmed on a phone in landscape: it stands where the card
  /// was and fades with it.
  public let turnNote = Label(
    text: tr("Turn to portrait to see and save the card"), font: .system(15), color: Theme.secondaryText)

  public init(record: MatchRecord, cardPath: String?, picturesFolder: URL = PicturesFolder.locate()) {
    self.record = record
    self.cardPath = cardPath
    self.picturesFolder = picturesFolder
    super.init()
    title = record.resultWords
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.identifier = "match-detail"
    view.backgroundColor = Theme.backgroundTop
    imageView.identifier = "match-card"
    cameraButton.identifier = "camera"
    cameraButton.action = { [weak self] in self?.saveCard() }
    deleteButton.identifier = "delete-match"
    deleteButton.action = { [weak self] in self?.askToDelete() }
    deleteButton.isEnabled = canDelete
    toolbar.items = [cameraButton, deleteButton]
    imageView.image = cardPath.map { Image(fileAtPath: $0) }
    // The card has its own rounded corners: a plate behind it would show at them. Without a
    // card, the plate marks where it would be.
    imageView.backgroundColor = cardPath == nil ? Theme.card : .clear
    imageView.cornerRadius = 12
    noCardLabel.isHidden = cardPath != nil
    scoreLabel.text = Self.scoreSentence(record)
    summaryLabel.text =
      "\(record.match.roundsInWords) · \(record.match.score.drawsInWords) · \(record.match.kindInWords)"
    rounds.identifier = "rounds-list"
    rounds.rowHeight = 56
    rounds.numberOfRows = { [record] in record.match.rounds.count }
    rounds.row = { [record] index in
      let round = record.match.rounds[index]
      return ListRow(
        title: tr("%1$@ vs %2$@", round.player.word, round.computer.word),
        subtitle: tr("Round %1$@", index + 1),
        detail: Self.roundResultWords(round.outcome, players: record.players),
        accent: Self.roundResultColor(round.outcome, players: record.players))
    }
    // Between people there is no "you" and no computer: the rounds are told by their names.
    if let players = record.players {
      roundsHeading.text = tr("Each round: %1$@ vs %2$@", players.shownLeft, players.shownRight)
    } else if let challenge = record.challenge {
      roundsHeading.text = tr("Each round: your throw vs %1$@'s", challenge.rival.word)
    }
    // Easy's lesson, that it threw at random, is for the board at the match's end: the page of
    // a match keeps its room for the rounds.
    if record.players == nil, record.challenge == nil, record.level != .easy,
      // The lesson the board gave at the match's end, from the same reads where they were kept.
      let lesson = MatchLessonWords(
        match: record.match, level: record.level,
        insights: EngineInsight.believed(record.insights ?? [], of: record.match))
    {
      lessonLabel.text = lesson.advice.isEmpty ? lesson.reading : lesson.reading + " " + lesson.advice
    }
    lessonLabel.identifier = "match-detail-lesson"
    lessonLabel.alignment = .left
    lessonLabel.numberOfLines = 0
    // The note wraps in the card's place rather than being cut on a narrow window.
    noCardLabel.numberOfLines = 3
    roundsHeading.alignment = .left
    roundsHeading.numberOfLines = 2
    cameraButton.isEnabled = cardPath != nil
    statusLabel.identifier = "detail-status"
    statusLabel.numberOfLines = 2
    turnNote.identifier = "turn-to-portrait"
    turnNote.numberOfLines = 2
    turnNote.alpha = 0
    for part in [
      scoreLabel, summaryLabel, roundsHeading, rounds, lessonLabel, imageView, noCardLabel, turnNote,
      statusLabel,
      toolbar,
    ] {
      view.addSubview(part)
    }
  }

  /// A round's result for its row: won, lost or a draw for the player against the computer; the
  /// winner's name between people.
  static func roundResultWords(_ outcome: Outcome, players: MatchPlayers?) -> String {
    switch (outcome, players) {
    case (.draw, _): tr("Draw")
    case (.win, let players?): players.shownLeft
    case (.loss, let players?): players.shownRight
    case (.win, nil): tr("Won")
    case (.loss, nil): tr("Lost")
    }
  }

  /// A round's colour for its row: the result's against the computer; the winner's side between
  /// people, as the match card colours them.
  static func roundResultColor(_ outcome: Outcome, players: MatchPlayers?) -> Color {
    guard players != nil, outcome != .draw else { return Theme.color(for: outcome) }
    return outcome == .win ? Theme.player : Theme.computer
  }

  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    prepareViews(for: interfaceOrientation)
  }

  public override func willAnimateRotation(to orientation: InterfaceOrientation, duration: Double) {
    super.willAnimateRotation(to: orientation, duration: duration)
    prepareViews(for: orientation)
  }

  /// On a pad, nothing changes. On a phone in landscape the image is hidden and the camera
  /// disabled; in portrait both come back.
  public func prepareViews(for orientation: InterfaceOrientation) {
    if userInterfaceIdiom == .pad { return }
    view.setNeedsLayout()
    // The "no card" note stands where the card would: it fades with it.
    if orientation.isLandscape {
      imageView.alpha = 0
      noCardLabel.alpha = 0
      // Said only when there is a card to see: without one, Save card is dimmed in portrait too.
      turnNote.alpha = cardPath == nil ? 0 : 1
      cameraButton.isEnabled = false
    } else {
      imageView.alpha = 1
      noCardLabel.alpha = 1
      turnNote.alpha = 0
      cameraButton.isEnabled = cardPath != nil
    }
  }

  /// True when the image view cannot be seen: faded out by `prepareViews`.
  public var isImageHidden: Bool { imageView.alpha == 0 || imageView.isHidden }

  public override func handleKey(_ event: KeyEvent) -> Bool {
    switch Command.matching(event) {
    case .saveCard:
      cameraButton.press()
      return true
    case .deleteMatch:
      if !event.isRepeat { deleteButton.press() }
      return true
    default:
      return rounds.handleKey(event)
    }
  }

  /// The match in progress is the game on the board: it is not deleted from here.
  private var canDelete: Bool { record.isFinished && onDelete != nil }

  /// Deletes the match at once: the screens offer to undo it for a few seconds, rather than
  /// asking first.
  public func askToDelete() {
    guard canDelete else { return }
    onDelete?(record)
  }

  private func saveCard() {
    guard let cardPath else { return }
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd-HHmm"
    do {
      let saved = try PicturesFolder.save(
        pictureAt: cardPath, as: "match-" + formatter.string(from: record.startedAt), in: picturesFolder)
      statusLabel.text = tr("Saved the match card to %1$@", saved.path)
    } catch {
      statusLabel.text = tr("Could not save the match card: %1$@", error.localizedDescription)
    }
    view.setNeedsLayout()
  }

  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let toolbarParts = view.bounds.divided(atDistance: Toolbar.height, from: .bottom)
    toolbar.frame = toolbarParts.slice
    // The line saying where the card went has its room from the start whenever the card can be
    // saved, so the card does not shrink when it appears.
    let statusParts = toolbarParts.remainder.divided(
      atDistance: cameraButton.isEnabled || !statusLabel.text.isEmpty ? 40 : 0, from: .bottom)
    statusLabel.frame = statusParts.slice.insetBy(dx: 16, dy: 0)
    let content = statusParts.remainder.insetBy(dx: 16, dy: 12)
    let header = content.divided(atDistance: 64, from: .top)
    let headerLines = header.slice.divided(atDistance: 36, from: .top)
    scoreLabel.frame = headerLines.slice
    summaryLabel.frame = headerLines.remainder
    var body = header.remainder.inset(by: EdgeInsets(top: 8))
    let imageShown = !isImageHidden || userInterfaceIdiom == .pad
    if !imageShown && turnNote.alpha > 0 {
      // The card's place shrinks to the note that says why it is gone.
      let parts = body.divided(atDistance: min(44, body.height * 0.3), from: .top)
      turnNote.frame = parts.slice
      body = parts.remainder
    } else {
      turnNote.frame = Rect(origin: body.origin, size: Size(width: body.width, height: min(44, body.height)))
    }
    // Side by side only when the list beside the card keeps room for its rows whole.
    let wide = body.width > body.height && body.width * 0.45 - 12 >= 240
    let imageArea: Rect
    let listArea: Rect
    if !imageShown {
      imageArea = Rect(origin: body.origin, size: .zero)
      listArea = body
    } else if wide {
      let parts = body.divided(atDistance: body.width * 0.55, from: .left)
      imageArea = parts.slice
      listArea = parts.remainder.inset(by: EdgeInsets(left: 12))
    } else {
      // The card takes no more height than its width gives it: the rounds keep the rest. Where
      // a little less card lets every round show whole, the card gives that little: a scroll
      // bar beside rounds that nearly all show says there is more to see.
      let cardHeight = min(body.height * 0.55, body.width * 0.75)
      let short = roomForEveryRound(width: body.width) - (body.height - cardHeight)
      let given = short > 0 && short <= cardHeight * MatchDetailController.cardGivenForRounds ? short : 0
      let parts = body.divided(atDistance: cardHeight - given, from: .top)
      imageArea = parts.slice
      listArea = parts.remainder.inset(by: EdgeInsets(top: 12))
    }
    // A card fading out keeps its place; a card shown takes its area, however small.
    imageView.frame = imageShown ? imageArea.aspectFit(Size(width: 4, height: 3)) : imageView.frame
    noCardLabel.frame = imageView.frame
    let listParts = listArea.divided(
      atDistance: min(MatchDetailController.roundsHeadingHeight, listArea.height * 0.2), from: .top)
    roundsHeading.frame = listParts.slice.inset(by: EdgeInsets(left: 14, right: 14))
    rounds.frame = layoutLesson(under: listParts.remainder)
  }

  /// The most of its height the card gives for the rounds to show whole under it.
  static let cardGivenForRounds = 0.2
  /// The height of the line over the rounds, where the page has room for it.
  static let roundsHeadingHeight = 40.0

  /// The height under the card that shows every round whole at `width`: the room over the
  /// heading, the heading, the rows and the lesson under them.
  private func roomForEveryRound(width: Double) -> Double {
    let lesson = lessonLabel.text.isEmpty ? 0 : lessonHeight(width: width)
    return 12 + MatchDetailController.roundsHeadingHeight + Double(record.match.rounds.count)
      * rounds.rowHeight
      + lesson
  }

  /// How tall the lesson is under rounds `width` wide: its lines and the room around them.
  private func lessonHeight(width: Double) -> Double {
    let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
    let lines = TextLayout.wrap(
      lessonLabel.text, font: lessonLabel.font, width: max(0, width - 28), measurer: measurer)
    return Double(lines.count) * measurer.size(of: "Ag", font: lessonLabel.font).height + 16
  }

  /// Sets the lesson right under the rounds' rows, as tall as its lines (where they take at most
  /// nearly half the room; the list scrolls the rest), and returns the list's frame.
  private func layoutLesson(under area: Rect) -> Rect {
    let height = lessonHeight(width: area.width)
    // Where it cannot be read whole beside a useful list (a small window), the rounds keep the room.
    lessonLabel.isHidden = lessonLabel.text.isEmpty || height > area.height * 0.45
    guard !lessonLabel.isHidden else {
      lessonLabel.frame = Rect(origin: Point(x: area.minX, y: area.maxY), size: .zero)
      return area
    }
    let rows = Double(record.match.rounds.count) * rounds.rowHeight
    let list = Rect(
      origin: area.origin, size: Size(width: area.width, height: min(rows, area.height - height)))
    lessonLabel.frame = Rect(x: area.minX, y: list.maxY, width: area.width, height: height)
      .inset(by: EdgeInsets(top: 8, left: 14, right: 14))
    return list
  }
}
