import GameCore
import RPSApp
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

/// Defects a new player found on a tour of the game, each pinned by the behaviour they expected.
@MainActor
@Suite("What a new player found")
struct NewPlayerDefectTests {
  private func makeScreens(_ arguments: [String] = []) throws -> (Window, Screens, TemporaryFolder) {
    let (window, screens, temporary) = try makeSeededPadGame(arguments)
    window.rootView.layoutIfNeeded()
    return (window, screens, temporary)
  }

  @Test("The two-player keys leave out I, what the computer expected, since no computer plays")
  func twoPlayerHelpHasNoInsight() {
    let entries = HelpController.twoPlayerEntries(for: .classic, layout: TableKeyboardLayout.usQwerty())

    #expect(!entries.contains { $0.summary == Command.toggleInsight.summary })
    #expect(entries.contains { $0.summary == Command.newMatch.summary }, "the other commands stay")
  }

  @Test("A friend, not chosen, is drawn in the colour of the choices not chosen, not the chosen blue")
  func friendNotDrawnAsChosen() throws {
    let (window, screens, temporary) = try makeScreens()
    screens.play.showOptions()
    window.animator.finishAll()
    window.rootView.layoutIfNeeded()

    let friend = try #require(window.rootView.descendant(identifiedBy: "players-network") as? Button)
    let twoPlayers = try #require(window.rootView.descendant(identifiedBy: "players-2") as? Button)
    let computer = try #require(window.rootView.descendant(identifiedBy: "players-1") as? Button)

    #expect(computer.tintColor == Theme.accent, "the computer is the chosen opponent")
    #expect(friend.tintColor == twoPlayers.tintColor, "A friend looks like the other choice not made")
    #expect(friend.tintColor != Theme.accent)
    withExtendedLifetime(temporary) {}
  }

  @Test(
    "The History heading keeps its place and the tools a readable size (13 points or more) in German, French and Spanish",
    arguments: [
      ("Verlauf", "Abbrüche ausblenden", "Leeren"), ("Historique", "Masquer abandons", "Effacer"),
      ("Historial", "Ocultar abandonadas", "Borrar"), ("History", "Hide abandoned", "Clear"),
    ])
  func historyHeadingFits(title: String, hide: String, clear: String) {
    let view = HistoryView(list: ListView())
    view.titleLabel.text = title
    view.hideAbandonedButton.title = hide
    view.clearButton.title = clear
    view.frame = Rect(x: 0, y: 0, width: 320, height: 700)

    view.layoutIfNeeded()

    let measurer = ApproximateTextMeasurer()
    let titleFrame = view.titleLabel.convert(view.titleLabel.bounds, to: view)
    #expect(!view.titleLabel.isHidden, "the heading is shown")
    #expect(view.bounds.contains(titleFrame))
    #expect(
      measurer.size(of: title, font: view.titleLabel.font).width <= titleFrame.width + 0.5,
      "the heading is whole")
    for button in [view.hideAbandonedButton, view.clearButton] {
      let frame = button.convert(button.bounds, to: view)
      #expect(view.bounds.contains(frame), "\(button.title) stays in the column")
      #expect(frame.intersection(titleFrame).isEmpty, "\(button.title) does not cover the heading")
      #expect(
        measurer.size(of: button.title, font: button.font).width <= frame.width, "\(button.title) whole")
      #expect(button.font.size >= 13, "\(button.title) readable beside the bar's other buttons")
    }
  }
}

/// Sound and style in the options, kept in the settings; the style drawn follows the choice.
@MainActor
@Suite("Sound and style in the options")
struct SoundAndStyleOptionsTests {
  @Test("Sound in the options turns the sound off and on and is saved; a style chosen there is drawn at once")
  func soundAndStyle() throws {
    let temporary = try TemporaryFolder()
    let settings = SettingsKeeper(store: SettingsStore(folder: temporary.url))
    var heard: [Bool] = []
    let app = RockPaperScissorsApp.assemble(
      options: try CommandLineParser.parse(["--seed", "5"]), store: nil, settings: settings
    ) { screens in
      let window = Window(
        size: Size(width: 1024, height: 768), clock: ManualClock(), appearance: Theme.appearance)
      window.rootViewController = screens.split
      return (FakeWindowController(), window)
    }
    let preferences = try #require(app.screens.preferences)
    preferences.onSoundChange = { heard.append($0) }
    preferences.desktopStyle = .dark
    app.screens.play.showOptions()
    app.window.animator.finishAll()
    app.window.rootView.layoutIfNeeded()
    let sound = try #require(app.window.rootView.descendant(identifiedBy: "sound") as? Button)
    #expect(sound.title == "✓ Sound")
    let styleChoice = try #require(app.window.rootView.descendant(identifiedBy: "style-dark"))
    #expect(
      sound.frame.maxY <= styleChoice.frame.minY,
      "Sound has a row of its own, above the styles, and is not read as a fourth style")

    sound.sendActions()

    #expect(heard == [false])
    #expect(!settings.settings.isSoundOn, "kept for the next start")
    #expect(sound.title == "Sound")
    #expect(app.window.appearance.colorMap.isEmpty, "dark: the desktop says so")
    let light = try #require(app.window.rootView.descendant(identifiedBy: "style-light") as? Button)
    light.sendActions()
    #expect(app.window.appearance.colorMap == Theme.lightColors)
    #expect(settings.settings.style == "light")
    preferences.desktopStyle = .dark
    #expect(app.window.appearance.colorMap == Theme.lightColors, "a style chosen wins over the desktop")
    let system = try #require(app.window.rootView.descendant(identifiedBy: "style-system") as? Button)
    system.sendActions()
    #expect(app.window.appearance.colorMap.isEmpty, "following the desktop again: dark")
    preferences.desktopStyle = .light
    #expect(app.window.appearance.colorMap == Theme.lightColors, "the desktop turned light")
  }
}
