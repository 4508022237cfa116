import Foundation
import GameCore
import RPSApp
import ViewKit

/// Throws seeded random input at the headless game and checks ``AppInvariants`` after every
/// event: presses, releases and moves anywhere, clicks on whatever is on screen, every command
/// key and the view kit's own keys, wheel turns, resizes in both orientations, rotations, focus
/// loss, popovers opened and closed, bursts of throws that finish matches, and time passing
/// (animations running, or finished at once), and the history managed (a match deleted, the
/// history cleared, abandoned matches hidden), each question answered by Enter, Esc, Tab, Space
/// or a click. The history is saved in `dataFolder` after every round and every deletion: after
/// each deletion or answer, what is on disk must be what the game has; every
/// ``Configuration/sessionLength`` events the game is closed and started again on that folder,
/// and what was saved must be what it had, and the match in play must resume.
@MainActor
public final class EventFuzzer {
  public struct Configuration: Sendable {
    public var events: Int
    public var seed: UInt64
    public var idiom: UserInterfaceIdiom
    /// Events before the game is closed and started again on the same folder.
    public var sessionLength = 1_000
    /// A history with more finished matches than this is removed before the next start, so
    /// saving after each round (the whole history, as JSON) does not take over a long run.
    public var maximumSavedMatches = 20

    public init(events: Int, seed: UInt64, idiom: UserInterfaceIdiom) {
      self.events = events
      self.seed = seed
      self.idiom = idiom
    }
  }

  private enum Action: CaseIterable {
    case key, throwBurst, click, pointer, drag, wheel, resize, rotate, focusLoss, popover, time, render
    case manageHistory, answerAlert, players, gamepad, fingers

    var weight: Int {
      switch self {
      case .key: 22
      case .throwBurst: 14
      case .click: 20
      case .pointer: 8
      case .drag: 3
      case .wheel: 6
      case .resize: 8
      case .rotate: 3
      case .focusLoss: 3
      case .popover: 7
      case .time: 8
      case .render: 2
      case .manageHistory: 4
      case .answerAlert: 5
      case .players: 2
      case .gamepad: 10
      case .fingers: 5
      }
    }
  }

  /// Every key the game or the view kit reacts to, and some that nothing does.
  static let keyPool: [KeyEvent] = {
    let commands = Command.allCases.flatMap(\.shortcuts)
    let named: [KeyEvent] = [
      KeyEvent(.tab), KeyEvent(.tab, modifiers: .shift), KeyEvent(.enter), KeyEvent(.space), KeyEvent(.up),
      KeyEvent(.down), KeyEvent(.left), KeyEvent(.right), KeyEvent(.escape), KeyEvent(.backspace),
      KeyEvent(.left, modifiers: .alt), KeyEvent(.pageUp), KeyEvent(.pageDown), KeyEvent(.home),
      KeyEvent(.end),
    ]
    let letters = "abcdefghijklmnopqrstuvwxyz0123456789/?".map { KeyEvent(.character($0)) }
    let functions = (1...12).map { KeyEvent(.function($0)) }
    return commands + named + letters + functions
  }()

  private static let modifierSets: [KeyModifiers] = [
    .shift, .control, .alt, .command, [.control, .shift], [.alt, .shift],
  ]

  private let configuration: Configuration
  private let dataFolder: URL
  private let picturesFolder: URL
  private var generator: SeededGenerator
  private var sizes: WindowSizeSampler
  private var report: FuzzReport
  private var app: HeadlessApp
  private var recentEvents: [String] = []
  private var toldProblems: Set<String> = []
  private var eventNumber = 0

  /// A fuzzer that keeps its history in `dataFolder` (which should be empty) and its pictures in
  /// a folder inside it.
  public init(configuration: Configuration, dataFolder: URL) {
    self.configuration = configuration
    self.dataFolder = dataFolder.appendingPathComponent("data")
    picturesFolder = dataFolder.appendingPathComponent("pictures")
    generator = SeededGenerator(seed: configuration.seed)
    sizes = WindowSizeSampler(seed: configuration.seed &+ 1)
    report = FuzzReport(seed: configuration.seed)
    report.idioms = [configuration.idiom.rawValue]
    app = HeadlessApp(
      size: configuration.idiom == .phone ? CommandLineOptions.phoneSize : CommandLineOptions.padSize,
      idiom: configuration.idiom, seed: configuration.seed, store: HistoryStore(folder: self.dataFolder),
      picturesFolder: picturesFolder)
  }

  /// Runs every event and returns what happened.
  public func run() -> FuzzReport {
    let clock = ContinuousClock()
    let start = clock.now
    startSession()
    for index in 0..<configuration.events {
      eventNumber = index + 1
      if index > 0 && index % configuration.sessionLength == 0 { restart() }
      let overlays = app.window.overlays.count
      // The "Play a friend" screen covers the game, and with no network here nothing connects:
      // the fuzzer goes back to the game after two events there (the invariants were checked
      // with the screen up), without drawing a random number, so the rest of a seed's run
      // stays what it was.
      eventsOnNetworkScreen = app.screens.network.isShowingScreen ? eventsOnNetworkScreen + 1 : 0
      if eventsOnNetworkScreen > 2 { leaveNetworkScreen() }
      perform(pick())
      if app.window.overlays.count > overlays { report.overlaysOpened += 1 }
      if generator.nextUnit() < 0.5 { app.advance(by: generator.nextUnit() * 0.05) }
      check(settled: false)
    }
    app.finishAnimations()
    check(settled: true)
    checkSaved()
    report.events = configuration.events
    report.elapsedSeconds = (clock.now - start).seconds
    return report
  }

  // MARK: Sessions

  /// Counts rounds and finished matches as they are played.
  private func startSession() {
    report.sessions += 1
    let play = app.play
    // Every other session plays with Quick throws, so both ways of showing a throw (and
    // switching between them) meet the same random input.
    play.quickThrows = report.sessions % 2 == 1
    app.screens.twoPlayer.quickThrows = play.quickThrows
    let keepTwoPlayer = app.screens.twoPlayer.onRoundPlayed
    app.screens.twoPlayer.onRoundPlayed = { [unowned self] match in
      keepTwoPlayer?(match)
      report.roundsPlayed += 1
      if match.isOver { report.matchesFinished += 1 }
    }
    let keep = play.onRoundPlayed
    play.onRoundPlayed = { [unowned self] match in
      keep?(match)
      report.roundsPlayed += 1
      if match.isOver { report.matchesFinished += 1 }
    }
  }

  /// Closes the game and starts it again on the same folder: the saved history must be what
  /// the game had, and the match in play must come back.
  private func restart() {
    app.finishAnimations()
    check(settled: true)
    checkSaved()
    let history = app.screens.keeper.history
    let store = HistoryStore(folder: dataFolder)
    if history.finished.count > configuration.maximumSavedMatches {
      try? FileManager.default.removeItem(at: dataFolder)
    }
    let size = generator.nextUnit() < 0.2 ? sizes.next() : sizes.nextOrdinary()
    app = HeadlessApp(
      size: size, idiom: configuration.idiom, seed: configuration.seed &+ UInt64(report.sessions),
      store: store,
      picturesFolder: picturesFolder)
    startSession()
    note("restart at \(size)")
    let twoPlayers = history.current?.players != nil
    if history.finished.count <= configuration.maximumSavedMatches, let current = history.current,
      (twoPlayers ? app.screens.twoPlayer.match : app.play.game.match) != current.match
        || app.screens.players != (twoPlayers ? 2 : 1)
    {
      violation("the match in play (\(current.match.rounds.count) rounds) did not resume after a restart")
    }
  }

  /// What is on disk is what the game has (dates are saved to the second, so ids and matches
  /// are compared).
  private func checkSaved() {
    let keeper = app.screens.keeper
    guard let store = keeper.store else { return }
    let (saved, outcome) = HistoryStore(folder: store.folder).load()
    if outcome != .loaded && outcome != .fresh {
      violation("the saved history did not load: \(outcome)")
      return
    }
    let expected = keeper.history.allNewestFirst
    let found = saved.allNewestFirst
    if found.map(\.id) != expected.map(\.id) || found.map(\.match) != expected.map(\.match) {
      violation("the saved history has \(found.count) matches, the game \(expected.count), or they differ")
    }
    for record in found where Score(rounds: record.match.rounds) != record.match.score {
      violation("a saved match's score is not the score of its rounds")
    }
  }

  // MARK: Checking

  /// Checks the invariants on what the next frame shows: after the pending layout.
  private func check(settled: Bool) {
    app.layOut()
    report.invariantChecks += 1
    for problem in AppInvariants.violations(in: app, settled: settled) { violation(problem) }
  }

  private func violation(_ problem: String) {
    report.violations += 1
    // A broken layout stays broken for several events: each problem is told once.
    guard report.firstViolations.count < FuzzReport.keptViolations, !toldProblems.contains(problem) else {
      return
    }
    toldProblems.insert(problem)
    report.firstViolations.append(
      "\(configuration.idiom.rawValue) event \(eventNumber) at \(app.window.size): \(problem); last events: "
        + recentEvents.joined(separator: ", "))
  }

  private func note(_ event: String) {
    recentEvents.append(event)
    if recentEvents.count > 12 { recentEvents.removeFirst() }
  }

  // MARK: Events

  private func pick() -> Action {
    let total = Action.allCases.reduce(0) { $0 + $1.weight }
    var roll = Int(generator.next() % UInt64(total))
    for action in Action.allCases {
      if roll < action.weight { return action }
      roll -= action.weight
    }
    return .key
  }

  private func perform(_ action: Action) {
    switch action {
    case .key: pressRandomKey()
    case .throwBurst: throwBurst()
    case .click: click()
    case .pointer: loosePointerEvent()
    case .drag: drag()
    case .wheel: turnWheel()
    case .resize: resize()
    case .rotate: press(KeyEvent(chance(0.5) ? .left : .right, modifiers: .control))
    case .focusLoss:
      report.focusLosses += 1
      note("focus lost")
      app.loseFocus()
    case .popover: popover()
    case .time: passTime()
    case .render:
      note("render")
      app.render()
    case .manageHistory: manageHistory()
    case .answerAlert: answerAlert()
    case .players:
      let count = app.screens.players == 1 ? 2 : 1
      note("choose \(count) players")
      app.screens.choosePlayers(count)
    case .gamepad: useGamepad()
    case .fingers: touchWithFingers()
    }
  }

  private func press(_ event: KeyEvent) {
    report.keys += 1
    note("key \(event.label)\(event.isRepeat ? " (repeat)" : "")")
    app.press(event)
  }

  private func pressRandomKey() {
    var event = generator.pick(from: EventFuzzer.keyPool)
    if chance(0.1) { event.modifiers = generator.pick(from: EventFuzzer.modifierSets) }
    event.isRepeat = chance(0.05)
    press(event)
  }

  /// Throws until the match is over (or a few times), then sometimes starts a new one. On the
  /// two-player board both hands press at once, in one batch, with held keys and second throws.
  /// Events in a row with the "Play a friend" screen up.
  private var eventsOnNetworkScreen = 0

  /// Back from the "Play a friend" screen, as its Back button does.
  private func leaveNetworkScreen() {
    note("back from Play a friend")
    _ = app.screens.detail.popViewController(animated: true)
  }

  private func throwBurst() {
    if app.screens.players == 2 {
      throwPairs()
      return
    }
    let moves = app.play.game.match.rules.moves
    for _ in 0..<(1 + Int(generator.next() % 8)) {
      let move = generator.pick(from: moves)
      let key: Character =
        chance(0.5) ? Character(move.letter.lowercased()) : Character(String(move.rawValue + 1))
      press(KeyEvent(.character(key)))
      if app.play.game.match.isOver { break }
    }
    if app.play.game.match.isOver && chance(0.6) { press(KeyEvent(.character("n"))) }
  }

  private func throwPairs() {
    let twoPlayer = app.screens.twoPlayer
    let count = twoPlayer.match.rules.moves.count
    for _ in 0..<(1 + Int(generator.next() % 8)) {
      let sides = chance(0.5) ? [PlayerSide.left, .right] : [.right, .left]
      for side in sides where chance(0.9) {
        // Now and then a key of the row beyond the rules (Spock's under classic rules).
        let keys = TwoPlayerKeys.keys(for: side)
        let position = keys[Int(generator.next() % UInt64(min(keys.count, count + (chance(0.1) ? 1 : 0))))]
        let label = app.window.keyboardLayout.label(for: position) ?? "?"
        press(
          KeyEvent(.character(Character(label.lowercased())), isRepeat: chance(0.05), physicalKey: position))
      }
      if twoPlayer.match.isOver { break }
    }
    if twoPlayer.match.isOver && chance(0.6) { press(KeyEvent(.character("n"))) }
  }

  /// A press and release on something on screen, or anywhere.
  private func click() {
    let point: Point
    let targets = chance(0.7) ? interactiveRects() : []
    if let target = targets.isEmpty ? nil : generator.pick(from: targets) {
      point = Point(
        x: target.minX + generator.nextUnit() * target.width,
        y: target.minY + generator.nextUnit() * target.height)
    } else {
      point = randomPoint()
    }
    report.pointerEvents += 2
    note("click \(point)")
    app.send(PointerEvent(.down, at: point))
    if chance(0.3) {
      report.pointerEvents += 1
      app.send(PointerEvent(.moved, at: point))
    }
    app.send(PointerEvent(.up, at: chance(0.9) ? point : randomPoint()))
  }

  private func loosePointerEvent() {
    let kinds: [PointerEvent.Kind] = [.down, .up, .moved, .hover]
    let event = PointerEvent(generator.pick(from: kinds), at: randomPoint())
    report.pointerEvents += 1
    note("pointer \(event.kind) \(event.location)")
    app.send(event)
  }

  private func drag() {
    var point = randomPoint()
    note("drag from \(point)")
    app.send(PointerEvent(.down, at: point))
    for _ in 0..<(1 + Int(generator.next() % 6)) {
      point = randomPoint()
      app.send(PointerEvent(.moved, at: point))
      report.pointerEvents += 1
    }
    app.send(PointerEvent(.up, at: point))
    report.pointerEvents += 2
  }

  private func turnWheel() {
    let targets = chance(0.6) ? interactiveRects() : []
    let point = targets.isEmpty ? randomPoint() : generator.pick(from: targets).center
    let magnitude = chance(0.05) ? 1e9 : (chance(0.5) ? 48 : generator.nextUnit() * 3000)
    let delta = chance(0.5) ? magnitude : -magnitude
    report.wheelTurns += 1
    note("wheel \(delta) at \(point)")
    app.send(ScrollEvent(at: point, deltaY: delta))
  }

  private func resize() {
    let size: Size
    if chance(0.2) {
      size = app.window.size.rotated
    } else {
      size = chance(0.15) ? sizes.next() : sizes.nextOrdinary()
    }
    report.resizes += 1
    note("resize to \(size)")
    app.resize(to: size)
  }

  /// Opens or closes a popover, a sheet or the help, the ways a player does.
  private func popover() {
    let game = app.screens.game
    switch generator.next() % 6 {
    case 0: press(KeyEvent(.character("h")))
    case 1: clickItem(game.navigationItem.leftBarButtonItem, named: "History")
    case 2:
      clickItem(
        app.screens.players == 2 ? app.screens.twoPlayer.optionsItem : app.play.optionsItem, named: "options")
    case 3: press(KeyEvent(.escape))
    case 4: press(KeyEvent(.function(1)))
    default:
      let done = app.window.rootView.descendant(identifiedBy: "popover-done")
      if let done, done.isVisibleInTree, done.window != nil {
        let point = done.convert(done.bounds, to: nil).center
        note("click Done")
        app.send(PointerEvent(.down, at: point))
        app.send(PointerEvent(.up, at: point))
        report.pointerEvents += 2
      } else {
        press(KeyEvent(.escape))
      }
    }
  }

  private func clickItem(_ item: BarButtonItem?, named name: String) {
    guard let view = item?.view, view.window != nil else {
      press(KeyEvent(.character("h")))
      return
    }
    let point = view.convert(view.bounds, to: nil).center
    note("click the \(name) item")
    report.pointerEvents += 2
    app.send(PointerEvent(.down, at: point))
    app.send(PointerEvent(.up, at: point))
  }

  /// Deletes a match from its detail (the toolbar's item or the Delete key), asks to clear the
  /// history, or hides or shows the abandoned matches, as a player does; an alert already up is
  /// answered instead.
  private func manageHistory() {
    if app.window.overlays.last is AlertController { return answerAlert() }
    let history = app.screens.history
    switch generator.next() % 4 {
    case 0, 1:
      let records = history.records
      guard !records.isEmpty else { return }
      let index = Int(generator.next() % UInt64(records.count))
      note("open match \(index + 1) to delete it")
      history.list.select(index)
      app.screens.open(records[index])
      app.layOut()
      guard let detail = app.screens.detail.topViewController as? MatchDetailController else { return }
      if chance(0.5) {
        press(KeyEvent(.delete))
      } else {
        clickItem(detail.deleteButton, named: "Delete")
      }
    case 2:
      note("ask to clear the history")
      history.askToClear()
    default:
      note(history.hidesAbandoned ? "show abandoned matches" : "hide abandoned matches")
      history.hidesAbandoned.toggle()
    }
  }

  /// Answers the alert in front, if any, with a key or a click (on a button, or on the backdrop,
  /// which does nothing); then what is on disk must be what the game has.
  private func answerAlert() {
    guard let alert = app.window.overlays.last as? AlertController else { return }
    switch generator.next() % 6 {
    case 0: press(KeyEvent(.enter))
    case 1: press(KeyEvent(.escape))
    case 2:
      press(KeyEvent(.tab))
      press(KeyEvent(chance(0.5) ? .enter : .space))
    case 3:
      press(KeyEvent(.enter, isRepeat: true))
    case 4:
      note("click the alert's backdrop")
      report.pointerEvents += 2
      app.send(PointerEvent(.down, at: Point(x: 1, y: 1)))
      app.send(PointerEvent(.up, at: Point(x: 1, y: 1)))
    default:
      let buttons = alert.actions.compactMap { alert.button(for: $0) }
      guard !buttons.isEmpty else { return }
      let button = generator.pick(from: buttons)
      let point = button.convert(button.bounds, to: nil).center
      note("click the alert's \(button.title)")
      report.pointerEvents += 2
      app.send(PointerEvent(.down, at: point))
      app.send(PointerEvent(.up, at: point))
    }
    checkSaved()
  }

  /// Plugs a pad in (up to three) or out, as the host numbers them (the smallest free index),
  /// or presses its buttons, holds a direction, or leans its stick; sometimes a pad that is not
  /// connected, or a stick reading that is not a number.
  private func useGamepad() {
    let connected = app.window.gamepads.map(\.index)
    let roll = generator.nextUnit()
    if connected.isEmpty || (roll < 0.08 && connected.count < 3) {
      let index = (0...3).first { !connected.contains($0) } ?? 0
      let style = generator.pick(from: GamepadStyle.allCases)
      note("plug in pad \(index) (\(style))")
      report.gamepadEvents += 1
      app.send(
        GamepadEvent(
          pad: index,
          .connected(Gamepad(index: index, name: "Fuzz pad \(index)", style: style, canRumble: chance(0.5)))))
      return
    }
    let pad = chance(0.05) ? 7 : generator.pick(from: connected)
    if roll < 0.14 {
      note("unplug pad \(pad)")
      report.gamepadEvents += 1
      app.send(GamepadEvent(pad: pad, .disconnected))
    } else if roll < 0.3 {
      note("stick of pad \(pad)")
      for _ in 0..<(1 + Int(generator.next() % 4)) {
        let x = chance(0.02) ? Double.nan : generator.nextUnit() * 2 - 1
        report.gamepadEvents += 1
        app.send(GamepadEvent(pad: pad, .stick(x: x, y: generator.nextUnit() * 2 - 1)))
        if chance(0.3) { app.advance(by: generator.nextUnit() * 0.6) }
      }
      app.send(GamepadEvent(pad: pad, .stick(x: 0, y: 0)))
    } else {
      let button = generator.pick(from: GamepadButton.allCases)
      note("pad \(pad) presses \(button)")
      report.gamepadEvents += 2
      app.send(GamepadEvent(pad: pad, .pressed(button)))
      // A direction is sometimes held long enough to repeat.
      if button.direction != nil && chance(0.3) { app.advance(by: generator.nextUnit() * 1.2) }
      if chance(0.95) { app.send(GamepadEvent(pad: pad, .released(button))) }
    }
  }

  /// Two or three fingers put down on what is on screen (or anywhere), moved, and lifted in
  /// any order, sometimes with the mouse pressing too.
  private func touchWithFingers() {
    let targets = interactiveRects()
    let count = 2 + Int(generator.next() % 2)
    var fingers: [(id: Int64, at: Point)] = []
    for number in 0..<count {
      var point = randomPoint()
      if !targets.isEmpty && chance(0.8) {
        let target = generator.pick(from: targets)
        point = Point(
          x: target.minX + generator.nextUnit() * target.width,
          y: target.minY + generator.nextUnit() * target.height)
      }
      // Ids as a touch screen gives them: any number, each finger its own.
      fingers.append((Int64(number) + 16 * Int64(generator.next() % 1000), point))
    }
    note("\(count) fingers down at \(fingers.map(\.at))")
    for finger in fingers { app.send(PointerEvent(.down, at: finger.at, pointer: .touch(finger.id))) }
    let mouse = chance(0.2)
    if mouse { app.send(PointerEvent(.down, at: randomPoint())) }
    report.pointerEvents += count + (mouse ? 1 : 0)
    for index in fingers.indices where chance(0.4) {
      fingers[index].at = chance(0.5) ? randomPoint() : fingers[index].at
      report.pointerEvents += 1
      app.send(PointerEvent(.moved, at: fingers[index].at, pointer: .touch(fingers[index].id)))
    }
    fingers.shuffle(using: &generator)
    for finger in fingers where chance(0.95) {
      report.pointerEvents += 1
      app.send(PointerEvent(.up, at: finger.at, pointer: .touch(finger.id)))
    }
    if mouse { app.send(PointerEvent(.up, at: randomPoint())) }
  }

  private func passTime() {
    if chance(0.3) {
      note("animations finished")
      app.finishAnimations()
      check(settled: true)
    } else {
      let seconds = generator.nextUnit() * 0.6
      note("\(Int(seconds * 1000)) ms pass")
      app.advance(by: seconds)
    }
  }

  // MARK: Randomness

  private func chance(_ probability: Double) -> Bool { generator.nextUnit() < probability }

  /// Anywhere in the window, or a little outside it.
  private func randomPoint() -> Point {
    let size = app.window.size
    return Point(
      x: -20 + generator.nextUnit() * (size.width + 40), y: -20 + generator.nextUnit() * (size.height + 40))
  }

  /// The window rectangles of every control and list that can be seen and pressed now.
  private func interactiveRects() -> [Rect] {
    var found: [Rect] = []
    func visit(_ view: View) {
      guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return }
      if (view is Control || view is ListView) && !view.frame.isEmpty {
        found.append(view.convert(view.bounds, to: nil))
      }
      for subview in view.subviews { visit(subview) }
    }
    visit(app.window.rootView)
    return found
  }
}
