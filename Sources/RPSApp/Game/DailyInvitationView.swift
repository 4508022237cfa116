import GameCore
import Localization
import ViewKit

/// One line over the game before its first throw: the day's challenge, the streak a win would
/// extend, and a button that opens it. It says the longest of its words that fit on one line
/// in legible type; where none fits, ``fits(in:measurer:)`` says so and the line gives way (the
/// bar's Daily button still carries its dot).
@MainActor
final class DailyInvitationView: View {
  let label = Label(text: "", font: .bold(15), color: Theme.text)
  let playButton = Button(title: tr("Play"))
  /// The words, longest first.
  var words: [String] = [] {
    didSet { setNeedsLayout() }
  }
  /// Runs when the player presses Play.
  var onPlay: (@MainActor () -> Void)?
  /// The largest and smallest type the line takes.
  private static let largestSize = 26.0
  private static let smallestSize = 12.0

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    identifier = "daily-invitation"
    label.alignment = .left
    label.identifier = "daily-invitation-text"
    playButton.identifier = "daily-invitation-play"
    playButton.tintColor = Theme.accent
    backgroundColor = Theme.panel
    borderColor = Theme.bannerWords[0].withAlpha(0.7)
    borderWidth = 1.5
    playButton.action = { [weak self] in self?.onPlay?() }
    addSubview(label)
    addSubview(playButton)
  }

  /// The words and type size that fit a line of `size`, or nil where none does.
  func fitting(_ size: Size, measurer: any TextMeasurer) -> (text: String, font: Font)? {
    let button = buttonWidth(for: size, measurer: measurer)
    let room = size.width - button - padding(for: size) * 3
    guard room > 0 else { return nil }
    let largest = min(DailyInvitationView.largestSize, (size.height * 0.45).rounded(.down))
    guard largest >= DailyInvitationView.smallestSize else { return nil }
    for text in words {
      let font = Font.bold(largest)
      let width = measurer.size(of: text, font: font).width
      // Shrunk a little rather than shortened; much smaller would not read beside the board.
      // Type does not grow quite in proportion (sizes round to whole pixels): from the size
      // the proportion gives, down a point at a time.
      var fitted = width <= room ? largest : (largest * room / width).rounded(.down)
      while fitted >= DailyInvitationView.smallestSize {
        if measurer.size(of: text, font: .bold(fitted)).width <= room { return (text, .bold(fitted)) }
        fitted -= 1
      }
    }
    return nil
  }

  /// Whether some of the words fit a line of `size`.
  func fits(in size: Size, measurer: any TextMeasurer) -> Bool { fitting(size, measurer: measurer) != nil }

  private func padding(for size: Size) -> Double { max(6, min(12, size.height * 0.25)) }

  private func buttonFont(for size: Size) -> Font {
    .bold(max(DailyInvitationView.smallestSize, min(24, (size.height * 0.4).rounded(.down))))
  }

  private func buttonWidth(for size: Size, measurer: any TextMeasurer) -> Double {
    measurer.size(of: playButton.title, font: buttonFont(for: size)).width + 28
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let size = bounds.size
    let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
    let padding = padding(for: size)
    let buttonWidth = buttonWidth(for: size, measurer: measurer)
    cornerRadius = min(12, size.height / 2)
    playButton.font = buttonFont(for: size)
    playButton.cornerRadius = min(9, size.height / 3)
    playButton.frame = Rect(
      x: size.width - padding * 0.5 - buttonWidth, y: 4, width: buttonWidth, height: max(0, size.height - 8))
    let shown = fitting(size, measurer: measurer)
    label.text = shown?.text ?? ""
    if let font = shown?.font { label.font = font }
    label.frame = Rect(
      x: padding, y: 0, width: max(0, playButton.frame.minX - padding * 2), height: size.height)
  }
}
