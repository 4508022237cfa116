import GameCore
import RPSApp
import Testing
import ViewKit

@MainActor
@Suite("Who beats whom, drawn")
struct RulesDiagramTests {
  private func screens(size: Size) -> (Window, Screens) {
    let screens = RockPaperScissorsApp.makeScreens(options: CommandLineOptions())
    let window = Window(size: size, clock: ManualClock(), appearance: Theme.appearance)
    window.rootViewController = screens.split
    screens.play.change(rules: .rockPaperScissorsSpockLizard)
    return (window, screens)
  }

  private func arrows(drawnBy view: View) -> Int {
    let canvas = RecordingCanvas()
    view.draw(in: canvas, rect: view.bounds)
    // Each arrow is a shaft and a head.
    return canvas.commands.filter { if case .polygon = $0 { true } else { false } }.count / 2
  }

  @Test("With Spock and lizard the options show the five moves with an arrow for each of the ten wins")
  func optionsShowDiagram() throws {
    let (window, screens) = screens(size: Size(width: 1024, height: 768))

    screens.play.showOptions()
    window.rootView.layoutIfNeeded()

    let options = try #require(window.rootView.descendant(identifiedBy: "options"))
    let diagram = try #require(options.descendant(identifiedBy: "rules-diagram"))
    #expect(diagram.isVisibleInTree && diagram.frame.width > 100)
    #expect(options.bounds.contains(diagram.frame))
    #expect(arrows(drawnBy: diagram) == 10)
  }

  @Test("With the classic rules the options show no diagram")
  func classicOptionsWithout() throws {
    let (window, screens) = screens(size: Size(width: 1024, height: 768))
    screens.play.change(rules: .classic)

    screens.play.showOptions()
    window.rootView.layoutIfNeeded()

    let options = try #require(window.rootView.descendant(identifiedBy: "options"))
    #expect(options.descendant(identifiedBy: "rules-diagram")?.isVisibleInTree != true)
  }

  @Test("The help shows the diagram beside the keys where the window has room for it")
  func helpShowsDiagram() throws {
    let help = HelpController(rules: .rockPaperScissorsSpockLizard)
    let window = Window(
      size: Size(width: 1280, height: 800), clock: ManualClock(), appearance: Theme.appearance)
    window.rootViewController = help

    let diagram = try #require(help.view.descendant(identifiedBy: "rules-diagram"))
    #expect(diagram.isVisibleInTree && diagram.frame.width > 150)
    let canvas = RecordingCanvas()
    window.render(on: canvas)
    #expect(canvas.texts.joined(separator: " ").contains("An arrow points from a throw to one it beats"))
  }

  @Test(
    "In an options popover too small for it the diagram is left out, and never sticks out",
    arguments: [
      Size(width: 203, height: 1455), Size(width: 1090, height: 201), Size(width: 45, height: 3651),
    ])
  func diagramInSmallPopover(size: Size) throws {
    let (window, screens) = screens(size: size)

    screens.play.showOptions()
    window.rootView.layoutIfNeeded()

    let options = try #require(window.rootView.descendant(identifiedBy: "options"))
    let diagram = try #require(options.descendant(identifiedBy: "rules-diagram"))
    #expect(
      !diagram.isVisibleInTree || options.bounds.contains(diagram.frame),
      "\(diagram.frame) in \(options.bounds)")
  }
}
