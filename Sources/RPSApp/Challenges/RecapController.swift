import GameCore
import Localization
import ViewKit

/// After a match against a rival: its portrait, the result, how it played and how the player
/// read it, what opened, the achievements just earned, and where to go next.
@MainActor
final class RecapController: ChallengeScreenController {
  let words: RecapWords
  let rival: Rival
  private let portrait: ImageView
  private let headline = Label(text: "", font: .bold(26), color: Theme.text)
  private let starsLine = Label(text: "", font: .bold(17), color: Theme.draw)
  private let howTheyPlayed = Label(text: "", font: .system(17), color: Theme.text)
  private let howYouRead = Label(text: "", font: .bold(17), color: Theme.draw)
  private let whatsNext = Label(text: "", font: .system(16), color: Theme.secondaryText)
  private let achievementsTitle = Label(text: tr("Achievements earned"), font: .bold(15), color: Theme.win)
  private let achievements = Label(text: "", font: .system(15), color: Theme.text)
  private let card = View()
  /// The buttons along the bottom, the first the one most players want.
  private(set) var buttons: [Button] = []

  /// The recap in `words`, with a button for each of `actions` (title, identifier, action).
  init(rival: Rival, words: RecapWords, actions: [(String, String, @MainActor () -> Void)]) {
    self.rival = rival
    self.words = words
    portrait = ImageView(image: rival.portrait)
    super.init(title: tr("Recap"), viewIdentifier: "recap-view")
    buttons = actions.enumerated().map { index, action in
      let button = Button(title: action.0)
      button.identifier = action.1
      button.tintColor = index == 0 ? rival.color.mixed(with: .black, amount: 0.45) : Theme.control
      button.action = action.2
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
    howTheyPlayed.identifier = "recap-played"
    howYouRead.identifier = "recap-read"
    whatsNext.identifier = "recap-next"
    achievements.identifier = "recap-achievements"
    headline.text = words.headline
    headline.textColor = words.headline.isEmpty ? Theme.text : rival.color.mixed(with: .white, amount: 0.35)
    howTheyPlayed.text = words.howTheyPlayed
    howYouRead.text = words.howYouRead
    whatsNext.text = words.whatsNext
    achievements.text = words.achievements.joined(separator: "\n")
    achievementsTitle.isHidden = words.achievements.isEmpty
    achievements.isHidden = words.achievements.isEmpty
    for label in [headline, howTheyPlayed, howYouRead, whatsNext, achievements] {
      label.numberOfLines = 4
    }
    headline.numberOfLines = 2
    starsLine.numberOfLines = 2
    for part in [
      portrait, headline, starsLine, howTheyPlayed, howYouRead, whatsNext, achievementsTitle, achievements,
    ]
      as [View]
    {
      card.addSubview(part)
    }
    for button in buttons { view.addSubview(button) }
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let bounds = view.bounds
    let gap = Theme.gap(0.025, of: bounds.size, minimum: 8, maximum: 16)
    let buttonHeight = max(40, min(56, bounds.height * 0.09))
    let wide = bounds.width > bounds.height * 1.15
    // One row when each button gets a width its title reads in, else one button a row.
    let buttonRows = bounds.width / Double(max(1, buttons.count)) >= 150 ? 1 : buttons.count
    let buttonArea = bounds.divided(
      atDistance: buttonHeight * Double(buttonRows) + gap * Double(buttonRows - 1), from: .bottom)
    layoutButtons(in: buttonArea.slice, rows: buttonRows, gap: gap)
    card.frame = buttonArea.remainder.inset(by: EdgeInsets(bottom: gap))
    let inner = card.bounds.insetBy(dx: gap * 1.5, dy: gap * 1.2)
    let unit = max(12, min(20, inner.width / 22, inner.height / 18))
    let entries: [(Label, Double, Font)] = [
      (headline, 2.6, .bold(unit * 1.45)),
      (starsLine, starsLine.isHidden ? 0 : 2.2, .bold(unit)),
      (howTheyPlayed, 3.4, .system(unit)),
      (howYouRead, 2.2, .bold(unit)),
      (whatsNext, 1.8, .system(unit * 0.92)),
      (achievementsTitle, achievementsTitle.isHidden ? 0 : 1.5, .bold(unit * 0.85)),
      (
        achievements, achievements.isHidden ? 0 : 1.4 * Double(max(1, words.achievements.count)) + 0.6,
        .system(unit * 0.85)
      ),
    ]
    let wanted = entries.reduce(0) { $0 + $1.1 } * unit
    // The portrait and the words sit together in the middle of the card, not at its top.
    var text: Rect
    if wide {
      let side = min(inner.height * 0.6, inner.width * 0.3)
      portrait.frame = Rect(x: inner.minX, y: inner.midY - side / 2, width: side, height: side)
      let height = min(inner.height, wanted)
      text = Rect(
        x: inner.minX + side + gap * 1.5, y: inner.midY - height / 2,
        width: max(0, inner.width - side - gap * 1.5), height: height)
    } else {
      let side = min(inner.width * 0.42, inner.height * 0.3)
      let height = min(inner.height - side - gap, wanted)
      let top = inner.minY + max(0, (inner.height - side - gap - height) / 2)
      portrait.frame = Rect(x: inner.midX - side / 2, y: top, width: side, height: side)
      text = Rect(x: inner.minX, y: top + side + gap, width: inner.width, height: max(0, height))
    }
    let alignment: TextAlignment = wide ? .left : .center
    let scale = min(1, text.height / max(1, wanted))
    for (label, lines, font) in entries {
      let height = lines * unit * scale
      let parts = text.divided(atDistance: height, from: .top)
      label.frame = parts.slice
      label.font = Font(size: max(11, font.size * max(0.75, scale)), weight: font.weight)
      label.alignment = alignment
      text = parts.remainder
    }
    achievements.numberOfLines = max(2, words.achievements.count * 2)
  }

  private func layoutButtons(in area: Rect, rows: Int, gap: Double) {
    guard !buttons.isEmpty else { return }
    // The gaps give way first in a window too small for the buttons.
    let gap = min(gap, area.width / Double(buttons.count * 4), area.height / Double(rows * 4))
    let font = Font.bold(Theme.fontSize(0.36, of: area.height / Double(rows), minimum: 14, maximum: 20))
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
  }
}
