import GameCore
import Testing
import ViewKit

@testable import RPSApp

/// Text colours against the backgrounds they are drawn on, read from the theme and from the live
/// controls, must meet WCAG AA: 4.5:1 for text, 3:1 for the focus ring against what it surrounds.
@MainActor
@Suite("Colour contrast")
struct ContrastTests {
  private static let backgrounds = [Theme.backgroundTop, Theme.backgroundBottom, Theme.card, Theme.table]

  private func expectText(_ text: Color, on background: Color, _ what: String) {
    let ratio = text.contrastRatio(against: background)
    #expect(ratio >= 4.5, "\(what): \(text) on \(background) is \(ratio):1")
  }

  @Test("Body, secondary and accent text on every surface of the game")
  func gameText() {
    for background in Self.backgrounds {
      for (color, name) in [
        (Theme.text, "text"), (Theme.secondaryText, "secondary text"), (Theme.player, "player"),
        (Theme.computer, "computer"), (Theme.win, "win"), (Theme.loss, "loss"), (Theme.draw, "draw"),
      ] {
        expectText(color, on: background, name)
      }
    }
  }

  @Test("Button titles on every throw colour: normal, lit top edge and pressed")
  func buttons() {
    let button = Button(title: "Rock")
    for move in Move.allCases {
      let tint = Theme.tint(for: move)
      for face in [tint, tint.mixed(with: .white, amount: 0.12), tint.mixed(with: .black, amount: 0.3)] {
        expectText(button.titleColor, on: face, "\(move) button")
      }
    }
    expectText(button.titleColor, on: Theme.newMatch.mixed(with: .white, amount: 0.12), "new match button")
    expectText(button.titleColor, on: button.tintColor.mixed(with: .white, amount: 0.12), "default button")
  }

  @Test("The navigation bar, its buttons, notices and the rail's words")
  func chrome() {
    let bar = NavigationBar()
    expectText(bar.titleLabel.textColor, on: bar.barColor, "bar title")
    let screens = RockPaperScissorsApp.makeScreens(options: CommandLineOptions())
    let notice = screens.split.noticeButton
    expectText(notice.titleColor, on: notice.tintColor.mixed(with: .white, amount: 0.12), "notice")
    for move in Rules.classic.moves {
      expectText(
        Theme.tint(for: move).mixed(with: .white, amount: 0.45), on: Theme.table, "rail word \(move)")
    }
  }

  @Test("The focus ring stands out from every background by at least 3:1")
  func focusRing() {
    for background in Self.backgrounds + [NavigationBar().barColor] {
      let ratio = Appearance.standard.focusRing.contrastRatio(against: background)
      #expect(ratio >= 3, "focus ring on \(background) is \(ratio):1")
    }
  }
}
