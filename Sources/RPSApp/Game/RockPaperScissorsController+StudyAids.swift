import GameCore
import Localization
import ViewKit

/// What helps a player study a duel on the free-play board: the rounds so far over the cards
/// and, at Hard, the week's share of rounds won against it. A new player losing a match of many
/// draws sees which throws met which, and whether they are learning to read Hard.
extension RockPaperScissorsController {
  /// The week's line against Hard, on the free-play board at Hard.
  func refreshHardGoal() {
    let lines =
      isFreePlayBoard && level == .hard
      ? hardProgress.map {
        HardGoalWords.lines(
          $0(), boardMatchIsOver: game.match.isOver, targetWins: game.match.targetWins, board: game.match)
      } ?? [] : []
    guard lines != hardGoalLines else { return }
    hardGoalLines = lines
    if isViewLoaded { view.setNeedsLayout() }
  }

  /// The size the board's arrangement is chosen for: its own, with the height given back that a
  /// problem or the undo bar takes for a while at the window's foot. Turning from stacked to side
  /// by side under such a strip moved every part of the board, and back again once it went.
  func shapingSize(for size: Size) -> Size { boardShaping?(size) ?? size }

  /// Over the cards of the free-play board: at Hard the week's line, then the rounds so far, the
  /// latest that fit in one row. The cards give up the height, kept from before the first throw
  /// (where a line says what will show there) so that they do not shrink as the first round
  /// shows. The rounds, then the line, give way where the cards would be left too low: the line
  /// (the rating, its stake and the day's quest) is kept before the rounds, which the strip also
  /// shows once the match is over; with the insight's chart open, the line had gone.
  /// `boardHeight`: the cards' height before a lesson or the chart took its part of it.
  func layoutStudyAids(boardHeight: Double) {
    let board = Rect(
      x: playerCard.frame.minX, y: playerCard.frame.minY,
      width: computerCard.frame.maxX - playerCard.frame.minX, height: playerCard.frame.height)
    let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
    let gap = max(4, min(12, board.height * 0.025))
    var room = board.height - max(110, board.height * 0.6)
    // The line may take two where it leaves the rounds room for tiles of a legible size.
    let smallestStrip = RoundStripView.rowHeight(
      picture: RoundStripView.smallestPicture, unit: RoundStripView.smallestPicture / 1.8, measurer: measurer)
    let goal =
      hardGoalFitting(width: board.width, height: room - smallestStrip - gap, lines: 2, measurer: measurer)
      ?? hardGoalFitting(width: board.width, height: room, lines: 1, measurer: measurer)
    if let goal { room -= goal.height + gap }
    // As large as the whole board allows (at a match's end the lesson takes part of the cards,
    // and the rounds are what a player studies then), up to a size that stays a strip beside
    // cards this size; smaller where the room left over the cards is short.
    var picture = min(44, max(14, boardHeight * 0.085))
    func height(_ picture: Double) -> Double {
      RoundStripView.rowHeight(picture: picture, unit: picture / 1.8, measurer: measurer)
    }
    while picture > 14, height(picture) + gap > room { picture = max(14, picture - 2) }
    let stripHeight = height(picture)
    let fitting =
      isFreePlayBoard && stripHeight + gap <= room
      ? min(RoundStripView.mostRounds, RoundStripView.count(fitting: board.width, picture: picture)) : 0
    if fitting > 0 { room -= stripHeight + gap }
    var top = board.minY
    if let goal {
      hardGoalLabel.isHidden = false
      hardGoalLabel.numberOfLines = 2
      hardGoalLabel.text = goal.line
      hardGoalLabel.font = goal.font
      hardGoalLabel.frame = Rect(x: board.minX, y: top, width: board.width, height: goal.height)
      top += goal.height + gap
    } else {
      hardGoalLabel.isHidden = true
    }
    let band = Rect(x: board.minX, y: top, width: board.width, height: fitting > 0 ? stripHeight : 0)
    roundStripPlace = (band, picture, fitting)
    showRoundsSoFar()
    if fitting > 0 { top += stripHeight + gap }
    let taken = top - board.minY
    guard taken > 0 else { return }
    for card in [playerCard, versusLabel, computerCard] as [View] {
      card.frame = card.frame.inset(by: EdgeInsets(top: taken))
    }
  }

  /// The rounds of the match shown, the latest that fit, in the band the last layout kept for
  /// them; before the first throw, what will show there.
  func showRoundsSoFar() {
    let (band, picture, fitting) = roundStripPlace
    let rounds = isFreePlayBoard ? shownMatch.rounds : []
    let measurer = view.window?.textMeasurer ?? ApproximateTextMeasurer()
    showRounds(rounds, count: min(rounds.count, fitting), picture: picture, in: band, measurer: measurer)
    showStripHint(in: band, shown: fitting > 0 && rounds.isEmpty, measurer: measurer)
  }

  /// The last `count` of `rounds` in one row in the middle of `band`, pictures of side `picture`.
  private func showRounds(
    _ rounds: [Round], count: Int, picture: Double, in band: Rect, measurer: any TextMeasurer
  ) {
    if roundStrip?.tiles.count != count || roundStrip?.tiles.last?.number != rounds.count {
      roundStrip?.removeFromSuperview()
      roundStrip = count > 0 ? RoundStripView(lastOf: rounds, count: count) : nil
      roundStrip?.identifier = "round-strip"
      if let strip = roundStrip { roundStripHolder.addSubview(strip) }
    }
    roundStripHolder.frame = band
    guard let strip = roundStrip else { return }
    // The row's spare gap never takes it past the band (a window 39 points wide stuck out by a
    // hundredth of a point); the tiles themselves always fit the count chosen for the band.
    let width = min(band.width, RoundStripView.oneRowWidth(of: count, picture: picture))
    strip.frame = Rect(x: (band.width - width) / 2, y: 0, width: width, height: band.height)
    _ = strip.arrange(width: width, unit: picture / 1.8, alignment: .left, measurer: measurer)
  }

  /// Before the first throw, in the strip's place, what will show there, or against a computer
  /// that learns the habit it will meet in the player's recent rounds: the longest words that
  /// fit whole, each line unbroken, or none.
  private func showStripHint(in band: Rect, shown: Bool, measurer: any TextMeasurer) {
    let font = Font.system(max(12, min(18, band.width * 0.02)))
    let watch = habitWatch.map(HabitWatchWords.before) ?? []
    let hints =
      watch + [
        // TRANSLATORS: over the cards before the first throw, where the match's rounds will line up as small tiles.
        tr("Your rounds will line up here, the computer's throw over yours"),
        // TRANSLATORS: a shorter "Your rounds will line up here, the computer's throw over yours".
        tr("Rounds here: the computer's throw over yours"),
      ]
    let line =
      shown
      ? hints.first { hint in
        let layout = TextLayout(
          text: hint, font: font, size: band.size, maximumLines: 2, minimumScale: 1, measurer: measurer)
        // A heading stays on its own line; a sentence alone may take two.
        return !layout.isTruncated
          && (!hint.contains("\n") || layout.lines == hint.components(separatedBy: "\n"))
      } : nil
    roundStripHint.isHidden = line == nil
    guard let line else { return }
    roundStripHint.text = line
    roundStripHint.font = font
    // The habit is the player's to act on: told in the colour of the words that matter.
    roundStripHint.textColor = watch.contains(line) ? Theme.text : Theme.secondaryText
    roundStripHint.numberOfLines = 2
    roundStripHint.frame = band
  }

  /// The longest of the week's lines that fits `width`, in type as large as the board allows
  /// down to 12 points, with its height; none where none fits `height`.
  /// Words of two lines (the stake over the quest) are taken where `lines` allows two, and each
  /// must fit.
  private func hardGoalFitting(
    width: Double, height: Double, lines mostLines: Int, measurer: any TextMeasurer
  ) -> (line: String, font: Font, height: Double)? {
    let large = Font.system(max(12, min(20, width * 0.026)))
    for font in [large, large.withSize(12)] {
      let lineHeight = measurer.size(of: "Ag", font: font).height
      guard lineHeight <= height else { continue }
      let fitting = hardGoalLines.first { words in
        let lines = words.components(separatedBy: "\n")
        return lines.count <= mostLines && Double(lines.count) * lineHeight <= height
          && lines.allSatisfy { measurer.size(of: $0, font: font).width <= width }
      }
      if let fitting {
        return (fitting, font, lineHeight * Double(fitting.components(separatedBy: "\n").count))
      }
    }
    return nil
  }
}
