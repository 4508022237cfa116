import GameCore
import RPSApp
import Testing
import ViewKit

@MainActor
@Suite("Playing the game")
struct GamePlayTests {
  @Test("Pressing R throws rock: both throws, the result and the score appear, under the round just played")
  func throwWithKey() {
    let screen = GameScreen(size: Size(width: 960, height: 600))

    #expect(screen.window.send(KeyEvent(.character("r"))))

    let round = screen.play.lastRound
    #expect(round?.player == .rock)
    let canvas = RecordingCanvas()
    screen.window.render(on: canvas)
    let images = canvas.images.map(\.image)
    #expect(images.contains(Image(named: "rock")))
    #expect(images.contains(Image(named: round.map { $0.computer.name.lowercased() } ?? "")))
    let headline = ["You win the round!", "The computer wins the round", "Draw: throw again"]
    #expect(canvas.texts.contains { headline.contains($0) })
    #expect(canvas.texts.contains("After round 1 · first to 3"), "the round on the board, not the next")
    let draws = screen.play.game.match.score.draws
    #expect(canvas.texts.contains(draws == 1 ? "1 draw" : "no draws"), "\(canvas.texts)")
  }

  @Test("On a phone the scoreboard says the match is over in type no smaller than it said the round")
  func matchOverAsLargeAsTheRound() throws {
    // Arrange: a phone, one round played.
    let screen = GameScreen(size: Size(width: 390, height: 844))
    screen.window.send(KeyEvent(.character("r")))
    let duringMatch = RecordingCanvas()
    screen.window.render(on: duringMatch)
    let roundSize = try #require(duringMatch.fontSize(ofText: { $0.hasPrefix("After round 1") }))

    // Act: rock until the match is over.
    for _ in 0..<40 where !screen.play.game.match.isOver { screen.window.send(KeyEvent(.character("r"))) }
    let over = RecordingCanvas()
    screen.window.render(on: over)

    // Assert
    let match = screen.play.game.match
    #expect(match.isOver)
    let overSize = try #require(over.fontSize(ofText: { $0 == "Match over" }), "\(over.texts)")
    #expect(overSize >= roundSize)
    // On a phone upright the rounds and the draws take a line each, drawn larger so.
    #expect(over.texts.contains { $0.hasPrefix("\(match.rounds.count) rounds") }, "\(over.texts)")
  }

  @Test(
    "The throw buttons share one type size, whatever the length of their names",
    arguments: [
      Size(width: 390, height: 844), Size(width: 960, height: 600), Size(width: 3840, height: 2160),
    ])
  func throwButtonsShareOneSize(size: Size) {
    let screen = GameScreen(size: size)
    screen.play.change(rules: .rockPaperScissorsSpockLizard)
    screen.window.rootView.layoutIfNeeded()

    let canvas = RecordingCanvas()
    screen.window.render(on: canvas)

    let names = Set(Rules.rockPaperScissorsSpockLizard.moves.map(\.name))
    var drawn: [String: Double] = [:]
    for case .text(let text, let font, _, _) in canvas.commands
    where names.contains(text) {
      drawn[text] = font.size
    }
    #expect(drawn.count == 5 && Set(drawn.values).count == 1, "at \(size): \(drawn)")
  }

  @Test("Clicking a throw button plays that throw")
  func throwWithPointer() throws {
    let screen = GameScreen(size: Size(width: 600, height: 960))
    let button = try #require(screen.play.view.descendant(identifiedBy: "throw-paper"))
    let center = button.convert(Point(x: button.frame.width / 2, y: button.frame.height / 2), to: nil)

    screen.window.send(PointerEvent(.down, at: center))
    screen.window.send(PointerEvent(.up, at: center))

    #expect(screen.play.lastRound?.player == .paper)
    #expect(screen.play.game.match.rounds.count == 1)
  }

  @Test("A finished match says who won, hides the throws, offers a new match; N starts it")
  func finishedMatch() throws {
    let screen = GameScreen(size: Size(width: 960, height: 600))
    var presses = 0
    while !screen.play.game.match.isOver && presses < 200 {
      screen.window.send(KeyEvent(.character("p")))
      presses += 1
    }
    #expect(screen.play.game.match.isOver)
    // Throws after the end are refused, not recorded.
    screen.window.send(KeyEvent(.character("s")))
    #expect(screen.play.game.match.rounds.count == presses)

    let canvas = RecordingCanvas()
    screen.window.render(on: canvas)
    let won = screen.play.game.match.winner == .player
    #expect(canvas.texts.contains(won ? "You won the match!" : "The computer won the match"))
    let newMatch = try #require(screen.play.view.descendant(identifiedBy: "new-match"))
    #expect(newMatch.isHidden == false)
    #expect(screen.play.view.descendant(identifiedBy: "throw-rock")?.isHidden == true)

    screen.window.send(KeyEvent(.character("n")))
    #expect(screen.play.game.match.rounds.isEmpty)
    #expect(newMatch.isHidden)
  }

  @Test("Digits 1, 2 and 3 throw rock, paper and scissors; Ctrl+R is not a throw")
  func digitKeys() {
    let screen = GameScreen(size: Size(width: 960, height: 600))
    screen.window.send(KeyEvent(.character("3")))
    #expect(screen.play.lastRound?.player == .scissors)
    screen.window.send(KeyEvent(.character("r"), modifiers: .control))
    #expect(screen.play.game.match.rounds.count == 1)
  }

  @Test("Each throw plays the throw sound and then the sound of how the round ended")
  func sounds() {
    let screen = GameScreen(size: Size(width: 960, height: 600))
    let recorder = SoundRecorder()
    screen.play.sounds = recorder
    for key in "rps" { screen.window.send(KeyEvent(.character(key))) }
    let outcomes = screen.play.game.match.rounds.map { SoundEffect($0.outcome) }
    #expect(recorder.played == outcomes.flatMap { [.throwMade, $0] })
  }

  @Test("The score shown always equals the rounds' results")
  func scoreMatchesRounds() {
    let screen = GameScreen(size: Size(width: 960, height: 600))
    for key in "rpsrps" { screen.window.send(KeyEvent(.character(key))) }
    let match = screen.play.game.match
    #expect(match.score == Score(rounds: match.rounds))
    let canvas = RecordingCanvas()
    screen.window.render(on: canvas)
    #expect(canvas.texts.contains("\(match.score.player)"))
    #expect(canvas.texts.contains("\(match.score.computer)"))
  }
}

@MainActor
private final class SoundRecorder: SoundEffectPlaying {
  var played: [SoundEffect] = []
  func play(_ effect: SoundEffect) { played.append(effect) }
}

extension RecordingCanvas {
  /// The type size of the first text drawn that `matches`, if any.
  fileprivate func fontSize(ofText matches: (String) -> Bool) -> Double? {
    for case .text(let text, let font, _, _) in commands where matches(text) { return font.size }
    return nil
  }
}
