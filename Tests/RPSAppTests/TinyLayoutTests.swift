import Foundation
import GameCore
import RPSApp
import Testing
import ViewKit

/// The game's own layouts in windows far smaller than any screen.
@MainActor
@Suite("Tiny layouts")
struct TinyLayoutTests {
  @Test(
    "A board narrower than the VS column gives the cards no width rather than a negative one",
    arguments: [
      Size(width: 1, height: 1), Size(width: 10, height: 400), Size(width: 27, height: 27),
      Size(width: 400, height: 10), Size(width: 45, height: 45),
    ])
  func narrowBoard(size: Size) {
    let arrangement = GameArrangement(size: size, buttonCount: 3)
    let bounds = Rect(origin: .zero, size: size)
    for part in [arrangement.playerCard, arrangement.versus, arrangement.computerCard] {
      #expect(part.width >= 0 && part.height >= 0, "\(part) at \(size)")
      #expect(part.isEmpty || bounds.contains(part), "\(part) outside \(size)")
    }
  }

  @Test(
    "The icons of the marquee and of the rail stay inside them in a sliver of a window",
    arguments: [Size(width: 1, height: 2000), Size(width: 2000, height: 1), Size(width: 30, height: 30)])
  func containersInSlivers(size: Size) {
    for style in [ContainerView.Style.marquee, .rail] {
      let container = ContainerView(style: style, identifier: "container")
      container.show(Banner(for: Match(rules: .rockPaperScissorsSpockLizard)))
      container.frame = Rect(origin: .zero, size: size)
      container.layoutIfNeeded()
      for strip in container.subviews where strip.identifier == nil {
        for part in strip.subviews where !part.isHidden && !part.frame.isEmpty {
          #expect(strip.bounds.contains(part.frame), "\(part.frame) outside \(strip.bounds) at \(size)")
        }
      }
    }
  }

  @Test(
    "The rail sets every screen's words down its spine, short ones and long ones alike, so no screen reads across",
    arguments: [[], ["RECAP"], ["SCHOLAR"], ["GRANDMASTER"]])
  func railWordsRunDownTheSpine(word: [String]) {
    let banner =
      word.first.map { Banner(word: $0, color: Color(hex: 0xFFFFFF), tagline: "") }
      ?? Banner(for: Match(rules: .classic))
    let words = word.isEmpty ? ["ROCK", "PAPER", "SCISSORS"] : word
    let container = ContainerView(style: .rail, identifier: "container")
    container.show(banner)
    container.frame = Rect(x: 0, y: 0, width: 700, height: 700)

    container.layoutIfNeeded()

    let labels = container.subviews.flatMap(\.subviews).compactMap { $0 as? Label }.filter {
      words.contains($0.text)
    }
    #expect(labels.count == words.count)
    for label in labels {
      #expect(abs(label.transform.rotationAngle - .pi / 2) < 1e-9, "\(label.text) is not turned")
      #expect(!label.isHidden && label.font.size >= 12, "\(label.text) at \(label.font.size)")
    }
  }

  @Test("Chinese words stand upright down the rail, a character under another, not turned on their sides")
  func chineseStandsUpright() throws {
    let container = ContainerView(style: .rail, identifier: "container")
    container.show(Banner(word: "天梯", color: Color(hex: 0xFFFFFF), tagline: ""))
    container.frame = Rect(x: 0, y: 0, width: 700, height: 700)

    container.layoutIfNeeded()

    let label = try #require(
      container.subviews.flatMap(\.subviews).compactMap { $0 as? Label }.first { $0.text.contains("天") })
    #expect(label.text == "天\n梯")
    #expect(label.transform == .identity)
    #expect(label.frame.height >= 2 * label.font.size && !label.isHidden, "two lines: \(label.frame)")
  }

  @Test("A rail too short for all its words shows none of them, never some: the icon alone")
  func railTooShortShowsNoWords() {
    let container = ContainerView(style: .rail, identifier: "container")
    container.show(Banner(for: Match(rules: .rockPaperScissorsSpockLizard)))
    container.frame = Rect(x: 0, y: 0, width: 844, height: 260)

    container.layoutIfNeeded()

    let shown = container.subviews.flatMap(\.subviews).compactMap { $0 as? Label }.filter {
      !$0.isHidden && !$0.text.isEmpty
    }
    #expect(shown.isEmpty, "\(shown.map(\.text))")
  }

  @Test("On a phone in landscape the note that there is no card fades out with the card")
  func noCardNoteFades() {
    let round = Round(player: .paper, computer: .rock, rules: .classic)
    let record = MatchRecord(match: Match(rounds: [round]), level: .easy, startedAt: Date())
    let window = Window(
      size: Size(width: 390, height: 844), idiom: .phone, clock: ManualClock(), appearance: Theme.appearance)
    let navigation = NavigationController(rootViewController: ViewController())
    window.rootViewController = navigation
    navigation.push(MatchDetailController(record: record, cardPath: nil), animated: false)
    let note = "No card: the match is not finished"
    let portrait = RecordingCanvas()
    window.render(on: portrait)
    #expect(portrait.texts.contains(note))

    window.resize(to: Size(width: 844, height: 390))
    window.animator.finishAll()
    let landscape = RecordingCanvas()
    window.render(on: landscape)

    #expect(!landscape.texts.contains(note), "it would stand over the rounds")
  }
  private func screens(size: Size, idiom: UserInterfaceIdiom = .pad) -> (Window, Screens) {
    let screens = RockPaperScissorsApp.makeScreens(options: CommandLineOptions())
    let window = Window(size: size, idiom: idiom, clock: ManualClock(), appearance: Theme.appearance)
    // Rounds are shown at once here; the count and the celebration have their own tests.
    screens.play.quickThrows = true
    window.rootViewController = screens.split
    return (window, screens)
  }

  @Test(
    "A notice in a window too narrow or too low for it takes the room there is, never a negative size",
    arguments: [Size(width: 14, height: 14), Size(width: 5293, height: 28), Size(width: 1, height: 400)])
  func noticeInTinyWindow(size: Size) {
    let (window, screens) = screens(size: size)
    screens.split.showNotice("Saved a screenshot to /tmp/x.png")
    window.rootView.layoutIfNeeded()

    let frame = screens.split.noticeButton.frame
    #expect(frame.width >= 0 && frame.height >= 0, "\(frame)")
    #expect(frame.isEmpty || screens.split.view.bounds.contains(frame), "\(frame) in \(size)")
  }

  @Test("In a window too low for every key the help leaves out the rows that do not fit, whole")
  func helpInLowWindow() throws {
    let (window, _) = screens(size: Size(width: 1317, height: 164))
    window.presentOverlay(HelpController(rules: .classic))
    window.rootView.layoutIfNeeded()

    let help = try #require(window.rootView.descendant(identifiedBy: "help"))
    let panel = try #require(help.subviews.first)
    let shown = panel.subviews.filter { !$0.isHidden && !$0.frame.isEmpty }
    #expect(shown.count < panel.subviews.count, "some rows are left out")
    #expect(panel.clipsToBounds || shown.allSatisfy { panel.bounds.contains($0.frame) })
    let hint = try #require(panel.subviews.dropFirst().first)
    for label in shown.dropFirst(2) where label.identifier != "help-close" {
      #expect(label.frame.maxY <= hint.frame.minY, "a row over the hint at \(label.frame)")
    }
  }

  @Test("In a low window the options squeeze their rows: every button is inside and in reach")
  func optionsInLowWindow() throws {
    let (window, screens) = screens(size: Size(width: 1090, height: 201), idiom: .phone)
    screens.play.showOptions()
    window.rootView.layoutIfNeeded()

    let options = try #require(window.rootView.descendant(identifiedBy: "options"))
    let buttons = options.subviews.compactMap { $0 as? Button }
    #expect(buttons.count == 3 + 3 + 2 + Settings.matchLengths.count + 3 + 3)
    for button in buttons {
      #expect(
        !button.frame.isEmpty && options.bounds.contains(button.frame), "\(button.frame) in \(options.bounds)"
      )
    }
  }
}
