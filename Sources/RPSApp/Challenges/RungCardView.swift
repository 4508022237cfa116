import GameCore
import Localization
import ViewKit

/// One rung of the ladder: the rival's portrait, name and a line of personality that hints at
/// its habit (the habit itself, in words, once the rival is beaten; on the Masters, the rung's
/// twist), and where the player stands with it (beaten, next, locked). Pressing an open rung
/// plays its rival.
@MainActor
final class RungCardView: Control {
  /// How a card arranges its parts: the portrait over the words in a tall card, beside them in
  /// a wide one.
  enum Arrangement {
    case tile
    case row
  }

  let rival: Rival
  let tier: LadderTier
  let portrait: ImageView
  let nameLabel = Label(text: "", font: .bold(17), color: Theme.text)
  let personalityLabel = Label(text: "", font: .system(13), color: Theme.secondaryText)
  let statusLabel = Label(text: "", font: .bold(12), color: Theme.secondaryText)
  /// "Replay for ★★★" under the day a rival was beaten, when a star is still to win; once every
  /// star is won, the best read ("Best read: round 2").
  let replayLabel = Label(text: "", font: .bold(12), color: Theme.draw)
  /// What the missing star of a rival of habit asks ("Read it by round 3"), on a tile's last
  /// line, under the replay hint.
  let goalLabel = Label(text: "", font: .bold(12), color: Theme.draw)
  /// Whether a tile keeps its last line for ``goalLabel``: every card of the ladder does when any
  /// has a goal, so that their lines stay level.
  var reservesGoalLine = false {
    didSet { setNeedsLayout() }
  }
  /// The stars kept for the rival, once beaten: at the end of the name's line.
  let starsLabel = Label(text: "", font: .bold(17), color: Theme.draw)
  var arrangement = Arrangement.tile {
    didSet { setNeedsLayout() }
  }
  /// The type size every card of the ladder gives its name, so that no name is drawn smaller
  /// than the others (``nameSizeThatFits``); nil for the card's own.
  var sharedNameSize: Double? {
    didSet { if sharedNameSize != oldValue { setNeedsLayout() } }
  }
  /// The type size every card of the ladder gives its description, likewise
  /// (``descriptionSizeThatFits``); nil for the card's own.
  var sharedDescriptionSize: Double? {
    didSet { if sharedDescriptionSize != oldValue { setNeedsLayout() } }
  }
  /// Whether the card shows its description: the ladder hides every card's rather than let one
  /// be cut (``descriptionFitsWhole``).
  var showsDescription = true {
    didSet { if showsDescription != oldValue { setNeedsLayout() } }
  }
  /// Whether a row puts its standing on the name's line, to give the description the room below;
  /// the ladder sets it for every card once one needs it, so that all rows read alike.
  var standingBesideName = false {
    didSet { if standingBesideName != oldValue { setNeedsLayout() } }
  }
  /// Whether the last layout put the standing on the name's line.
  private(set) var laidStandingBesideName = false
  /// How much of a beaten rung's standing every card of the ladder shows, as an index into
  /// ``beatenStandings``: the ladder gives all cards the shortest any of them needs, so that a
  /// rival's long name does not make its rung read "✓" beside rungs that read "✓ · Replay";
  /// nil for the card's own.
  var sharedStandingDetail: Int? {
    didSet { if sharedStandingDetail != oldValue { setNeedsLayout() } }
  }
  /// The fullest standing the last layout could fit, as an index into ``beatenStandings``; nil
  /// for a rung not beaten.
  private(set) var standingDetailThatFits: Int?
  /// The standing in a few words, for a card too narrow for the whole: "Replay" for "Replay
  /// for ★★★".
  private var shortStatus = ""
  /// The standing in full, kept while a narrow card shows the short one.
  private var longStatus = ""
  /// The replay hint in full and in short, empty unless a beaten rival has a star left to win.
  private var longReplay = ""
  private var shortReplay = ""
  /// What the missing star of a rival of habit asks, for ``goalLabel``; empty otherwise.
  private var goalReplay = ""

  /// Whether the card has a goal for its missing star to show.
  var hasGoal: Bool { !goalReplay.isEmpty }

  init(rival: Rival, tier: LadderTier = .first) {
    self.rival = rival
    self.tier = tier
    portrait = ImageView(image: rival.portrait)
    super.init()
    identifier = tier == .first ? "rung-\(rival.rawValue)" : "masters-rung-\(rival.rawValue)"
    Theme.makePanel(self, fill: Theme.card, cornerRadius: 14)
    personalityLabel.numberOfLines = 3
    starsLabel.identifier = "rung-stars-\(rival.rawValue)"
    replayLabel.identifier = "rung-replay-\(rival.rawValue)"
    goalLabel.identifier = "rung-goal-\(rival.rawValue)"
    goalLabel.alignment = .center
    for part in [portrait, nameLabel, personalityLabel, statusLabel, replayLabel, goalLabel, starsLabel]
      as [View]
    {
      part.isUserInteractionEnabled = false
      addSubview(part)
    }
    nameLabel.text = tr("%1$@. %2$@", (tier.rivals.firstIndex(of: rival) ?? 0) + 1, rival.word)
    personalityLabel.text = rival.personality
  }

  /// The largest type size, up to the one the layout gave, at which the name fits its line whole.
  func nameSizeThatFits(measurer: any TextMeasurer) -> Double {
    let font = nameLabel.font.withSize(
      sharedNameSize.map { max($0, nameLabel.font.size) } ?? nameLabel.font.size)
    return TextLayout(
      text: nameLabel.text, font: font, size: nameLabel.frame.size, maximumLines: 1,
      minimumScale: nameLabel.minimumScaleFactor, measurer: measurer
    ).font.size
  }

  /// The largest type size, up to the one the layout gave, at which the description fits its lines.
  func descriptionSizeThatFits(measurer: any TextMeasurer) -> Double {
    guard personalityLabel.frame.height > 0 else { return .infinity }
    let font = personalityLabel.font.withSize(
      sharedDescriptionSize.map { max($0, personalityLabel.font.size) } ?? personalityLabel.font.size)
    return TextLayout(
      text: personalityLabel.text, font: font, size: personalityLabel.frame.size,
      maximumLines: personalityLabel.numberOfLines, minimumScale: personalityLabel.minimumScaleFactor,
      measurer: measurer
    ).font.size
  }

  /// Whether the description, in the ladder's shared type size, shows whole in the room it has.
  func descriptionFitsWhole(measurer: any TextMeasurer) -> Bool {
    guard personalityLabel.frame.height > 0 else { return true }
    return !TextLayout(
      text: personalityLabel.text, font: personalityLabel.font, size: personalityLabel.frame.size,
      maximumLines: personalityLabel.numberOfLines, minimumScale: 1, measurer: measurer
    ).isTruncated
  }

  /// Shows where the player stands with the rival: beaten (when, and the stars kept), the next
  /// to beat, or locked until the rung below is beaten. A rival swept clean shows the earliest
  /// round it was read in (`bestRead`), the goal a replay has left.
  /// `bestReadInAWin`: the earliest read in a match won, which the star for reading asks for.
  /// `secondHabitNamed`: whether a Masters rung's question on the habit it borrows is answered;
  /// until it is, the card keeps asking "Which?" rather than give the answer away.
  func show(
    beatenOn date: String?, stars: Int = 0, bestRead: Int? = nil, bestReadInAWin: Int? = nil, isNext: Bool,
    isUnlocked: Bool, secondHabitNamed: Bool = true
  ) {
    isEnabled = isUnlocked
    portrait.alpha = isUnlocked ? 1 : 0.35
    longReplay = ""
    shortReplay = ""
    goalReplay = ""
    if let date, stars < RivalStars.most {
      // A star short of a clean sweep is a reason to come back: the rung says so, under the day.
      longStatus = tr("✓ Beaten %1$@", date)
      shortStatus = "✓"
      statusLabel.textColor = Theme.win
      longReplay = tr("Replay for %1$@", RivalStars.shown(RivalStars.most))
      // TRANSLATORS: a ladder card's standing when the card is too narrow for "Replay for ★★★".
      shortReplay = tr("Replay")
      if tier == .first,
        let missing = RungCardView.missingStar(of: rival, stars: stars, bestReadInAWin: bestReadInAWin)
      {
        // What the next star asks is a goal to replay for; "Replay for ★★★" alone said only more.
        goalReplay = missing
      }
    } else if let date {
      longStatus = tr("✓ Beaten %1$@", date)
      shortStatus = "✓"
      statusLabel.textColor = Theme.win
      if let bestRead {
        // Every star won, reading the rival sooner is what a replay can still better.
        longReplay = tr("Best read: round %1$@", bestRead)
        // TRANSLATORS: a ladder card's best read when the card is too narrow for "Best read: round 3".
        shortReplay = tr("Best: round %1$@", bestRead)
      }
    } else if isNext {
      longStatus = tr("Next to beat")
      // TRANSLATORS: a ladder card's standing when the card is too narrow for "Next to beat".
      shortStatus = tr("Next")
      statusLabel.textColor = Theme.draw
    } else {
      longStatus = isUnlocked ? tr("Open") : tr("Locked")
      shortStatus = longStatus
      statusLabel.textColor = Theme.secondaryText
    }
    statusLabel.text = longStatus
    replayLabel.text = longReplay
    replayLabel.isHidden = longReplay.isEmpty
    goalLabel.text = goalReplay
    if let rung = tier == .masters ? MastersRung(rival: rival) : nil {
      // A Masters rung's rival has been read already: its card says what is new, the twist,
      // named in full once the rung is beaten.
      personalityLabel.text = rung.twistLine(told: date != nil && secondHabitNamed)
    } else {
      // Beaten, the rival has been read: the card tells the habit the hint alluded to.
      personalityLabel.text = date == nil ? rival.personality : rival.habitLine(rules: .classic)
    }
    starsLabel.text = date == nil ? "" : RivalStars.shown(stars)
    starsLabel.isHidden = date == nil
    borderColor = isNext ? rival.color : Theme.cardEdge
    borderWidth = isNext ? 3 : 1
    setNeedsLayout()
  }

  /// What the next star of a rival of habit on the first tier asks, as a replay's goal ("Read it
  /// by round 3"): reading it in time while its best read in a match won (`bestReadInAWin`) was
  /// later or never, else losing fewer rounds (a match won and read in time lost too many; a
  /// read in a lost match earns no star). Nil for a rival that learns, whose stars go by the
  /// score alone.
  static func missingStar(of rival: Rival, stars: Int, bestReadInAWin: Int?) -> String? {
    guard rival.hasHabit, stars < RivalStars.most else { return nil }
    let match = Match(rules: .classic, targetWins: Ladder.targetWins(against: rival))
    let readBy = RivalStars.readBy(in: match)
    if stars < 2 || (bestReadInAWin ?? .max) > readBy {
      // TRANSLATORS: a ladder card's replay goal, under "★★☆ Replay": the star for reading the rival's habit by
      // round %1$@.
      return tr("Read it by round %1$@", readBy)
    }
    // TRANSLATORS: a ladder card's replay goal, under "★★☆ Replay": the star for losing few rounds.
    return trn("Lose at most %1$@ round", "Lose at most %1$@ rounds", RivalStars.fewLosses(in: match))
  }

  /// Gives the end of the name's line to the stars, when shown.
  private func placeStars() {
    guard !starsLabel.isHidden else { return }
    let name = nameLabel.frame
    let width = min(name.width * 0.45, name.height * 3.2)
    let parts = name.divided(atDistance: width, from: .right)
    starsLabel.frame = parts.slice
    starsLabel.font = .bold(min(nameLabel.font.size, name.height / 1.3))
    starsLabel.alignment = .right
    nameLabel.frame = parts.remainder
  }

  /// The name's type size for a layout whose unit is `unit`: the ladder's shared size, if smaller.
  private func nameSize(_ unit: Double) -> Double { min(unit, sharedNameSize ?? unit) }

  /// The description's type size for a layout that offers `size`: the ladder's shared size, if smaller.
  private func descriptionSize(_ size: Double) -> Double { min(size, sharedDescriptionSize ?? size) }

  /// The first of `candidates` that fits `width` in `font`; empty if none does.
  private func fitting(_ candidates: [String], font: Font, width: Double) -> String {
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    return candidates.first { measurer.size(of: $0, font: font).width <= width } ?? ""
  }

  /// A beaten rung's standing on one line, fullest first: the day and the replay hint, shorter
  /// forms of each, and "✓" alone last (a rung never drops its tick for the hint). A rival swept
  /// clean has no hint, so its forms repeat the day or the tick at the same places.
  private var beatenStandings: [String] {
    guard !longReplay.isEmpty else { return [longStatus, longStatus, shortStatus, shortStatus, shortStatus] }
    return [
      tr("%1$@ · %2$@", longStatus, longReplay), tr("%1$@ · %2$@", longStatus, shortReplay),
      tr("%1$@ · %2$@", shortStatus, longReplay), tr("%1$@ · %2$@", shortStatus, shortReplay), shortStatus,
    ]
  }

  /// The standing and the replay hint on one line, as much of both as `width` takes; a beaten
  /// rung no more than the ladder's shared detail allows.
  private func standingOnOneLine(font: Font, width: Double) -> String {
    guard !starsLabel.isHidden else {
      standingDetailThatFits = nil
      return fitting([longStatus, shortStatus], font: font, width: width)
    }
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    let forms = beatenStandings
    let fits = forms.indices.first { measurer.size(of: forms[$0], font: font).width <= width } ?? forms.count
    standingDetailThatFits = fits
    let shown = max(fits, sharedStandingDetail ?? 0)
    return shown < forms.count ? forms[shown] : ""
  }

  /// The name, the stars and the standing on one line. The name takes what it needs first, the
  /// stars next; the standing takes the rest, in full, in short, or not at all.
  private func layOutOneLine(in text: Rect, unit: Double) {
    let lineHeight = min(unit * 1.4, text.height)
    var line = Rect(x: text.minX, y: text.midY - lineHeight / 2, width: text.width, height: lineHeight)
    line = line.inset(by: EdgeInsets(right: min(6, line.width * 0.05)))
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    let nameFont = Font.bold(nameSize(unit))
    let statusFont = Font.bold(max(11, unit * 0.8))
    let gap = unit * 0.5
    // A little over the stars' measured width, as the name gets: an exact fit rounds to a cut.
    let starsWidth =
      starsLabel.isHidden ? 0 : measurer.size(of: starsLabel.text, font: nameFont).width + 2 + gap
    let nameWidth = min(line.width - starsWidth, measurer.size(of: nameLabel.text, font: nameFont).width + 2)
    let room = line.width - nameWidth - starsWidth - gap
    statusLabel.text = standingOnOneLine(font: statusFont, width: room)
    replayLabel.isHidden = true
    let parts = line.divided(atDistance: nameWidth, from: .left)
    nameLabel.frame = parts.slice
    nameLabel.font = nameFont
    nameLabel.alignment = .left
    let rest = parts.remainder.divided(atDistance: starsWidth, from: .left)
    starsLabel.frame = rest.slice.inset(by: EdgeInsets(left: gap))
    starsLabel.font = nameFont
    starsLabel.alignment = .left
    statusLabel.frame = rest.remainder
    statusLabel.font = statusFont
    statusLabel.alignment = .right
    personalityLabel.frame = Rect(x: text.minX, y: text.midY, width: 0, height: 0)
  }

  override func draw(in canvas: any Canvas, rect: Rect) {
    super.draw(in: canvas, rect: rect)
    if isHovered || isHighlighted, isEnabled {
      canvas.stroke(rect, color: rival.color, lineWidth: 3, cornerRadius: cornerRadius)
    }
  }

  override func layoutSubviews() {
    defer { personalityLabel.isHidden = !showsDescription }
    laidStandingBesideName = false
    standingDetailThatFits = nil
    goalLabel.isHidden = true
    let pad = min(10, bounds.width * 0.06, bounds.height * 0.08)
    let inner = bounds.insetBy(dx: pad, dy: pad)
    switch arrangement {
    case .tile:
      let side = max(0, min(inner.width, inner.height * 0.46))
      portrait.frame = Rect(x: inner.midX - side / 2, y: inner.minY, width: side, height: side)
      // A large card gives its words larger type: the room under the portrait grows with it.
      let words = inner.height - side - 4
      let unit = max(11, min(22, inner.width / 9, words / 6))
      var rest = Rect(x: inner.minX, y: inner.minY + side + 4, width: inner.width, height: words)
      var parts = rest.divided(atDistance: unit * 1.4, from: .top)
      nameLabel.frame = parts.slice
      nameLabel.font = .bold(nameSize(unit))
      rest = parts.remainder
      let statusFont = Font.bold(max(11, unit * 0.8))
      replayLabel.isHidden = longReplay.isEmpty
      if reservesGoalLine {
        // The missing star's goal, last, under the replay hint it explains.
        parts = rest.divided(atDistance: unit * 1.2, from: .bottom)
        goalLabel.frame = parts.slice
        goalLabel.font = .bold(max(11, unit * 0.75))
        goalLabel.text = fitting([goalReplay], font: goalLabel.font, width: parts.slice.width)
        goalLabel.isHidden = goalLabel.text.isEmpty
        rest = parts.remainder
      }
      // A beaten rival's stars take a line of their own, with the replay hint if any, under the day.
      if !starsLabel.isHidden {
        parts = rest.divided(atDistance: unit * 1.3, from: .bottom)
        replayLabel.frame = parts.slice
        replayLabel.font = statusFont
        replayLabel.alignment = .center
        replayLabel.text = fitting([longReplay, shortReplay], font: statusFont, width: parts.slice.width)
        rest = parts.remainder
      }
      parts = rest.divided(atDistance: unit * 1.3, from: .bottom)
      statusLabel.frame = parts.slice
      // The standing in full, a little smaller if need be (the day a rival fell is worth it),
      // before its short form.
      let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
      let fullSize = stride(from: statusFont.size, through: 11, by: -0.5).first {
        measurer.size(of: longStatus, font: .bold($0)).width <= parts.slice.width
      }
      // A beaten rung shows no more than the ladder's shared detail: the day while it is under
      // 2 (``beatenStandings``), the long replay hint at 0 and 2, the short one at 1 and 3.
      let shared = starsLabel.isHidden ? 0 : (sharedStandingDetail ?? 0)
      let showsDay = fullSize != nil && shared < 2
      statusLabel.font = showsDay ? fullSize.map { Font.bold($0) } ?? statusFont : statusFont
      statusLabel.text =
        showsDay ? longStatus : fitting([shortStatus], font: statusFont, width: parts.slice.width)
      personalityLabel.frame = parts.remainder
      personalityLabel.font = .system(descriptionSize(max(11, unit * 0.85)))
      for label in [nameLabel, personalityLabel, statusLabel] { label.alignment = .center }
      if !starsLabel.isHidden {
        // Centred names keep their line; the stars go on the last line, before the replay hint,
        // the two centred together.
        let last = replayLabel
        let line = last.frame
        let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
        let starsFont = Font.bold(statusFont.size * 1.15)
        let starsWidth = min(line.width * 0.5, measurer.size(of: starsLabel.text, font: starsFont).width + 2)
        let gap = 4.0
        let replayRoom = line.width - starsWidth - gap
        let fittingReplay = fitting([longReplay, shortReplay], font: statusFont, width: replayRoom)
        // The replay line is as wide on every card (the cards are), so whether a hint fits at all
        // is alike; what differs is whether the day fits, and the long hint beside wider stars.
        standingDetailThatFits =
          (fullSize == nil ? 2 : 0) + (!longReplay.isEmpty && fittingReplay == shortReplay ? 1 : 0)
        let allowedReplays =
          shared >= 4 ? [] : shared % 2 == 1 ? [shortReplay] : [longReplay, shortReplay]
        let text = fitting(allowedReplays, font: statusFont, width: replayRoom)
        let textWidth = text.isEmpty ? 0 : measurer.size(of: text, font: statusFont).width + 2
        let start = line.minX + max(0, (line.width - starsWidth - (text.isEmpty ? 0 : gap) - textWidth) / 2)
        starsLabel.frame = Rect(x: start, y: line.minY, width: starsWidth, height: line.height)
        starsLabel.font = starsFont
        starsLabel.alignment = .right
        last.frame = Rect(
          x: start + starsWidth + gap, y: line.minY, width: max(0, line.maxX - start - starsWidth - gap),
          height: line.height)
        last.alignment = .left
        last.text = text
      }
    case .row:
      let side = max(0, min(inner.height, inner.width * 0.3))
      portrait.frame = Rect(x: inner.minX, y: inner.midY - side / 2, width: side, height: side)
      let text = Rect(
        x: inner.minX + side + pad, y: inner.minY, width: max(0, inner.width - side - pad),
        height: inner.height)
      let unit = max(11, min(17, text.height / 4.2, text.width / 12))
      guard text.height >= unit * 3.9 else {
        // Too low for the name, a line of personality and the standing one under the other:
        // the name and the standing share a line, and the personality waits for a taller row.
        layOutOneLine(in: text, unit: unit)
        return
      }
      var parts = text.divided(atDistance: unit * 1.4, from: .top)
      nameLabel.frame = parts.slice
      nameLabel.font = .bold(nameSize(unit))
      parts = parts.remainder.divided(atDistance: unit * 1.3, from: .bottom)
      statusLabel.frame = parts.slice
      statusLabel.font = .bold(max(11, unit * 0.8))
      statusLabel.text = standingOnOneLine(font: statusLabel.font, width: parts.slice.width)
      replayLabel.isHidden = true
      personalityLabel.frame = parts.remainder
      personalityLabel.font = .system(descriptionSize(max(11, unit * 0.85)))
      for label in [nameLabel, personalityLabel, statusLabel] { label.alignment = .left }
      placeStars()
      let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
      let description = TextLayout(
        text: personalityLabel.text, font: personalityLabel.font, size: personalityLabel.frame.size,
        maximumLines: personalityLabel.numberOfLines, minimumScale: personalityLabel.minimumScaleFactor,
        measurer: measurer)
      if description.isTruncated || standingBesideName {
        laidStandingBesideName = true
        // The description needs the standing's line: the standing joins the name's.
        let top = text.divided(atDistance: unit * 1.4, from: .top)
        layOutOneLine(in: top.slice, unit: unit)
        personalityLabel.frame = top.remainder
        personalityLabel.font = .system(descriptionSize(max(11, unit * 0.85)))
        personalityLabel.alignment = .left
      }
    }
  }
}
