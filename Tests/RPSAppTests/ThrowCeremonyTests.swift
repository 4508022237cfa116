import BenchmarkBots
import GameCore
import Opponents
import Testing
import ViewKit

@testable import RPSApp

/// A game against a computer that always throws `computer`, in a window on a manual clock, with
/// the count and the celebration on.
@MainActor
private struct CeremonyScreen {
  let window: Window
  let clock = ManualClock()
  let play: RockPaperScissorsController
  let sounds = RecordedSounds()

  init(
    computer: Move = .rock, firstTo wins: Int = 3, size: Size = Size(width: 960, height: 600),
    level: Level = .easy
  ) {
    window = Window(size: size, clock: clock, appearance: Theme.appearance)
    play = RockPaperScissorsController(
      game: Game(opponent: ConstantBot(move: computer), match: Match(targetWins: wins)), level: level)
    play.sounds = sounds
    window.rootViewController = NavigationController(rootViewController: GameController(hosting: play))
  }

  func press(_ key: Character, repeated: Bool = false) {
    window.send(KeyEvent(.character(key), isRepeat: repeated))
  }

  /// Lets time pass in small steps, as frames would.
  func advance(by seconds: Double) {
    var left = seconds
    while left > 0 {
      clock.advance(by: min(0.02, left))
      window.animator.update()
      window.fireDueTimers()
      window.rootView.layoutIfNeeded()
      left -= 0.02
    }
  }

  func texts() -> [String] {
    let canvas = RecordingCanvas()
    window.render(on: canvas)
    return canvas.texts
  }

  func view(_ identifier: String) -> View? { window.rootView.descendant(identifiedBy: identifier) }

  /// Rock thrown against scissors and, a tenth of a second into the count, the window resized to `size`.
  static func resizedDuringTheCount(to size: Size) -> CeremonyScreen {
    let screen = CeremonyScreen(computer: .scissors)
    screen.press("r")
    screen.advance(by: 0.1)
    screen.window.resize(to: size)
    return screen
  }
}

@MainActor
private final class RecordedSounds: SoundEffectPlaying {
  var played: [SoundEffect] = []
  func play(_ effect: SoundEffect) { played.append(effect) }
}

@MainActor
@Suite("The count before a reveal and the end of a match")
struct ThrowCeremonyTests {
  @Test(
    "A throw counts rock, paper, scissors, shoot with both hands shaking, then shows both throws together")
  func countThenReveal() throws {
    let screen = CeremonyScreen(computer: .scissors)
    let hand = try #require(screen.view("computer-card-image") as? ImageView)

    screen.press("r")
    let resting = hand.presentationFrame

    #expect(screen.play.phase == .counting)
    #expect(
      screen.play.lastRound?.computer == .scissors, "the computer's throw was committed before the count")
    #expect(screen.texts().contains("Rock…"))
    #expect(hand.image == Image(named: "rock"), "a closed hand, not the computer's throw")
    #expect(screen.texts().contains("Round 1 · first to 3"), "the score waits for the reveal")
    screen.advance(by: 0.06)
    #expect(hand.presentationFrame.minY < resting.minY, "the hand rises on the beat")
    screen.advance(by: 0.5)
    #expect(screen.texts().contains("Scissors…"))
    #expect(screen.play.phase == .counting)

    screen.advance(by: 0.6)

    #expect(screen.play.phase == .ready)
    #expect(screen.play.shownRound == screen.play.lastRound)
    #expect(screen.texts().contains("You win the round!"))
    #expect(hand.image == Image(named: "scissors"))
  }

  @Test("The count takes about a second, with a knock on each of its four beats before the outcome's sounds")
  func countSounds() {
    let screen = CeremonyScreen(computer: .scissors)

    screen.press("r")
    screen.advance(by: 0.9)
    #expect(screen.play.phase == .counting)
    screen.advance(by: 0.3)

    #expect(screen.play.phase == .ready)
    #expect(screen.sounds.played == [.beat, .beat, .beat, .beat, .throwMade, .win])
  }

  @Test("Throwing again during the count, by key or by click, plays no second round")
  func oneRoundPerThrow() throws {
    let screen = CeremonyScreen(computer: .paper)
    screen.press("r")
    let button = try #require(screen.view("throw-scissors"))
    let center = button.convert(Point(x: button.frame.width / 2, y: button.frame.height / 2), to: nil)

    screen.press("p")
    screen.press("s")
    screen.window.send(PointerEvent(.down, at: center))
    screen.window.send(PointerEvent(.up, at: center))
    screen.advance(by: 1.5)

    #expect(screen.play.game.match.rounds.map(\.player) == [.rock])
  }

  @Test("A held key's auto-repeat never throws")
  func autoRepeatNeverThrows() {
    let screen = CeremonyScreen()

    screen.press("r", repeated: true)
    screen.press("p", repeated: true)

    #expect(screen.play.game.match.rounds.isEmpty)
    #expect(screen.play.phase == .ready)
  }

  @Test("Winning a match bursts into confetti and grows your card; a key skips it, and New match is offered")
  func winCelebration() throws {
    let screen = CeremonyScreen(computer: .rock)
    let card = try #require(screen.view("player-card"))
    let resting = card.frame
    for _ in 0..<3 {
      screen.press("p")
      screen.advance(by: 1.2)
    }

    #expect(screen.play.phase == .celebrating)
    let celebration = try #require(screen.view("celebration"))
    #expect(celebration.isVisibleInTree && celebration.subviews.count > 20, "pieces of confetti")
    #expect(card.frame.width > resting.width, "the winner's card grows")
    #expect(screen.view("new-match")?.isVisibleInTree == false, "New match comes after the celebration")

    screen.press("x")

    #expect(screen.play.phase == .ready)
    #expect(!celebration.isVisibleInTree)
    #expect(screen.view("new-match")?.isVisibleInTree == true)
    #expect(screen.play.game.match.rounds.count == 3, "the key that skipped did nothing else")
  }

  @Test("At Medium, where the match's end brings the lesson under the cards, the winner's card still grows")
  func cardGrowsWhenTheLessonComes() throws {
    let screen = CeremonyScreen(computer: .rock, level: .medium)
    for _ in 0..<2 {
      screen.press("p")
      screen.advance(by: 1.2)
    }
    let card = try #require(screen.view("player-card"))

    screen.press("p")
    screen.advance(by: 1.2)
    let lesson = try #require(screen.view("match-lesson"))
    let celebrating = card.frame
    screen.press("x")
    screen.window.rootView.layoutIfNeeded()

    #expect(lesson.isVisibleInTree, "the lesson came with the match's end")
    #expect(
      card.frame.width < celebrating.width, "the card was grown during the celebration, laid out again after")
  }

  @Test("Losing a match dims the board gently, without confetti, and ends by itself")
  func lossCelebration() throws {
    let screen = CeremonyScreen(computer: .paper)
    for _ in 0..<3 {
      screen.press("r")
      screen.advance(by: 1.2)
    }

    #expect(screen.play.phase == .celebrating)
    let celebration = try #require(screen.view("celebration"))
    #expect(celebration.subviews.count == 1, "only the shade, no confetti")

    screen.advance(by: RockPaperScissorsController.celebrationDuration + 0.2)

    #expect(screen.play.phase == .ready)
    #expect(screen.view("new-match")?.isVisibleInTree == true)
  }

  @Test("A click on the celebration skips it")
  func clickSkipsCelebration() {
    let screen = CeremonyScreen(computer: .rock)
    for _ in 0..<3 {
      screen.press("p")
      screen.advance(by: 1.2)
    }
    let middle = Point(x: screen.window.size.width / 2, y: screen.window.size.height / 2)

    screen.window.send(PointerEvent(.down, at: middle))
    screen.window.send(PointerEvent(.up, at: middle))

    #expect(screen.play.phase == .ready)
  }

  @Test("Quick throws show both throws at once and skip the celebration")
  func quickThrows() {
    let screen = CeremonyScreen(computer: .rock)
    screen.play.quickThrows = true

    for _ in 0..<3 { screen.press("p") }

    #expect(screen.play.game.match.isOver)
    #expect(screen.play.phase == .ready)
    #expect(screen.texts().contains("You won the match!"))
    #expect(screen.view("new-match")?.isVisibleInTree == true)
  }

  @Test("Reduce motion: the hands fade on each beat instead of moving, and no confetti flies")
  func reducedMotion() throws {
    let screen = CeremonyScreen(computer: .rock)
    screen.window.reducesMotion = true
    let hand = try #require(screen.view("player-card-image"))

    screen.press("p")
    screen.advance(by: 0.1)

    #expect(hand.presentationFrame == hand.frame)
    #expect(hand.presentationAlpha < 0.9)
    screen.advance(by: 1.1)
    for _ in 0..<2 {
      screen.press("p")
      screen.advance(by: 1.2)
    }
    let pieces = try #require(screen.view("celebration")).subviews.dropFirst()
    screen.advance(by: 0.3)
    #expect(pieces.allSatisfy { $0.presentationFrame == $0.frame }, "pieces fade where they are")
  }

  @Test("Reduce motion: a rotation puts the parts in their new places at once")
  func reducedMotionRotation() throws {
    let screen = CeremonyScreen()
    screen.window.reducesMotion = true
    let card = try #require(screen.view("player-card"))

    screen.window.resize(to: Size(width: 600, height: 960))

    #expect(card.presentationFrame == card.frame)
  }

  @Test("New match during the count is kept: the round is counted and shown whole, then a new match starts")
  func newMatchDuringCount() {
    // The computer always throws scissors: a change of length would bring a new opponent.
    let screen = CeremonyScreen(computer: .scissors, firstTo: 1)
    screen.press("r")

    screen.press("n")

    #expect(screen.window.overlays.isEmpty, "no question during the count")
    #expect(screen.play.phase == .counting, "the count goes on")
    screen.advance(by: 1.2)
    #expect(screen.sounds.played.contains(.throwMade), "the deciding round was shown")
    #expect(screen.play.phase == .ready)
    #expect(screen.play.game.match.rounds.isEmpty, "the N pressed during the count started the next match")
  }

  @Test("New match during a celebration skips it and starts the next match at once")
  func newMatchDuringCelebration() {
    let screen = CeremonyScreen(computer: .scissors, firstTo: 1)
    screen.press("r")
    screen.advance(by: 1.2)
    #expect(screen.play.phase == .celebrating)

    screen.press("n")

    #expect(screen.play.phase == .ready)
    #expect(screen.play.game.match.rounds.isEmpty, "N was not swallowed by the celebration")
    #expect(screen.window.overlays.isEmpty)
  }

  @Test("A rotation during the count does not cut it short")
  func rotationKeepsTheBeat() {
    let screen = CeremonyScreen.resizedDuringTheCount(to: Size(width: 600, height: 960))

    for identifier in ["player-card-image", "computer-card-image"] {
      let hand = screen.view(identifier) as? ImageView
      #expect(hand?.image == Image(named: "rock"), "\(identifier): still the closed hand after the rotation")
      #expect(hand?.isVisibleInTree == true && (hand?.presentationAlpha ?? 0) > 0.5, "\(identifier) is drawn")
    }
    screen.advance(by: 0.5)

    #expect(screen.play.phase == .counting, "0.6 s in, the count goes on after the rotation")
    #expect(screen.texts().contains("Paper…") || screen.texts().contains("Scissors…"))
    screen.advance(by: 0.6)
    #expect(screen.play.phase == .ready)
  }

  @Test("A resize during the count does not cut it short")
  func resizeKeepsTheBeat() {
    let screen = CeremonyScreen.resizedDuringTheCount(to: Size(width: 900, height: 560))

    screen.advance(by: 0.6)

    #expect(screen.play.phase == .counting, "0.7 s in, the count goes on")
    screen.advance(by: 0.5)
    #expect(screen.play.phase == .ready)
  }
}

@MainActor
@Suite("No match lost by accident")
struct GivingUpMatchTests {
  @Test(
    "N with rounds played asks first: Esc and Enter keep the match; giving it up takes choosing the button")
  func newMatchAsks() {
    let screen = CeremonyScreen(computer: .scissors)
    screen.play.quickThrows = true
    screen.press("r")

    screen.press("n")
    #expect(screen.window.overlays.last is AlertController)
    #expect(screen.texts().contains("Give up this match?"))
    screen.window.send(KeyEvent(.escape))

    #expect(screen.window.overlays.isEmpty)
    #expect(screen.play.game.match.rounds.count == 1, "Esc kept the match")
    screen.press("n")
    screen.window.send(KeyEvent(.enter))
    #expect(screen.window.overlays.isEmpty)
    #expect(screen.play.game.match.rounds.count == 1, "Enter, on the focused safe button, kept the match")
    screen.press("n")
    screen.window.send(KeyEvent(.tab))
    screen.window.send(KeyEvent(.enter))
    #expect(screen.play.game.match.rounds.isEmpty, "the give-up button, focused on purpose, gave it up")
  }

  @Test("A match with no round played, or one that is over, is replaced without asking")
  func nothingToLose() {
    let screen = CeremonyScreen(computer: .scissors)
    screen.play.quickThrows = true

    screen.press("n")
    #expect(screen.window.overlays.isEmpty)
    for _ in 0..<3 { screen.press("r") }
    #expect(screen.play.game.match.isOver)
    screen.press("n")

    #expect(screen.window.overlays.isEmpty)
    #expect(screen.play.game.match.rounds.isEmpty)
  }

  @Test("Changing the level, the rules or the length mid-match asks first, and Esc changes nothing")
  func changesAsk() {
    let screen = CeremonyScreen(computer: .scissors)
    screen.play.quickThrows = true
    screen.press("r")

    for change in [
      { screen.play.requestChange(level: .hard) },
      { screen.play.requestChange(rules: .rockPaperScissorsSpockLizard) },
      { screen.play.requestChange(targetWins: 7) },
    ] {
      change()
      #expect(screen.window.overlays.last is AlertController)
      screen.window.send(KeyEvent(.escape))
    }

    #expect(
      screen.play.choices == RockPaperScissorsController.Choices(level: .easy, rules: .classic, targetWins: 3)
    )
    #expect(screen.play.game.match.rounds.count == 1)
    screen.play.requestChange(targetWins: 7)
    screen.window.send(KeyEvent(.right))
    screen.window.send(KeyEvent(.enter))
    #expect(screen.play.game.match.targetWins == 7 && screen.play.game.match.rounds.isEmpty)
  }
}
