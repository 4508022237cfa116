import GameCore
import Localization
import RPSApp
import ViewKit

/// What must hold in the headless game after any event, at any window size:
///
/// - the game controller holds exactly one of its containers, the one for the window's
///   orientation while the game is on screen, and the game's view is in that container's
///   holder; no container is in the window while the game is off screen;
/// - the game's arrangement matches its holder's shape, and its view is the holder's size;
/// - every visible view (shown, not transparent, with an area) has a finite frame inside its
///   superview's bounds, unless the superview clips its subviews (lists draw their rows, they
///   are not views); no frame has a negative size;
/// - rotation callbacks come in pairs (see ``RotationRecorder``), and none is pending once the
///   animations are over;
/// - the split view's History button exists exactly while the master pane is hidden, and the
///   history's view is in one place: its column, its popover, or nowhere;
/// - overlays fill the window; an alert's panel lies inside it, its buttons inside the panel,
///   and while an alert is in front the keyboard focus is on one of its buttons or nowhere;
/// - the score of the match in play and of every match in the history equals the score of its
///   rounds;
/// - a control shows pressed only while a pointer (the mouse or a finger) presses it, and each
///   pointer presses one control at most;
/// - the throw buttons name the first connected gamepad's buttons, or the keys with none.
@MainActor
public enum AppInvariants {
  /// How far a frame may cross its superview's edge from rounding alone.
  static let tolerance = 1e-6

  /// The broken invariants, in words (empty when all hold). `settled`: the animations have
  /// just been finished, so nothing may still be moving or waiting for `didRotate`. The rotation
  /// recorders' problems are reported once: this takes them.
  public static func violations(in app: HeadlessApp, settled: Bool) -> [String] {
    var found: [String] = []
    checkContainers(app, into: &found)
    checkFrames(app, settled: settled, into: &found)
    checkRotations(app, settled: settled, into: &found)
    checkSplitView(app, into: &found)
    checkScores(app, into: &found)
    checkAlert(app, into: &found)
    checkStatistics(app, settled: settled, into: &found)
    checkPointersAndPads(app, into: &found)
    return found
  }

  private static func checkPointersAndPads(_ app: HeadlessApp, into found: inout [String]) {
    let pressed = app.window.pressedControls
    func visit(_ view: View) {
      if let control = view as? Control, control.isHighlighted, !pressed.contains(where: { $0 === control }) {
        found.append("\(control.identifier ?? "a control") shows pressed with no pointer pressing it")
      }
      for subview in view.subviews { visit(subview) }
    }
    visit(app.window.rootView)
    let style = app.window.gamepads.first?.style
    for board in boardsShown(in: app) {
      for move in board.game.match.rules.moves {
        guard
          let button = board.view.descendant(identifiedBy: "throw-\(move.name.lowercased())") as? Button
        else { continue }
        // A phone is tapped: its buttons name no keys, only a connected pad's buttons.
        let keys = board.userInterfaceIdiom == .phone ? nil : Command.throwMove(move).keyLabel
        let expected =
          style.map { GamepadThrows.label(for: move, style: $0).components(separatedBy: " or ")[0] } ?? keys
        if button.caption != expected {
          found.append(
            "the \(move.name) button says \(button.caption ?? "nothing"), not \(expected ?? "nothing")")
        }
      }
    }
  }

  /// The one-player boards in the window: free play, or a rival's table (its own board, with
  /// its own idiom once pushed, while free play may sit out of the window).
  private static func boardsShown(in app: HeadlessApp) -> [RockPaperScissorsController] {
    var boards: [RockPaperScissorsController] = []
    func visit(_ controller: ViewController) {
      if let board = controller as? RockPaperScissorsController, board.isViewLoaded, board.view.window != nil
      {
        boards.append(board)
      }
      for child in controller.children { visit(child) }
    }
    if let root = app.window.rootViewController { visit(root) }
    return boards
  }

  /// The statistics, once settled on screen, sit in the holder of the container for the
  /// orientation, at the holder's size, as the game does.
  private static func checkStatistics(_ app: HeadlessApp, settled: Bool, into found: inout [String]) {
    guard settled, app.screens.isShowingStatistics, let screen = app.screens.statisticsScreen,
      let statistics = app.screens.statistics
    else { return }
    let holder = screen.container(for: screen.interfaceOrientation).holder
    if statistics.view.superview !== holder {
      found.append("the statistics are not in the holder of the \(screen.interfaceOrientation) container")
    } else if statistics.view.frame.size != holder.frame.size {
      found.append("the statistics are \(statistics.view.frame.size) in a holder of \(holder.frame.size)")
    }
  }

  private static func checkContainers(_ app: HeadlessApp, into found: inout [String]) {
    let game = app.screens.game
    guard game.isViewLoaded else {
      found.append("the game controller's view is not loaded")
      return
    }
    let containers: [(container: View, holder: View, portrait: Bool)] = [
      (game.portraitView, game.portraitHolderView, true),
      (game.landscapeView, game.landscapeHolderView, false),
    ]
    let attached = containers.filter { $0.container.superview === game.view }
    guard attached.count == 1, let shown = attached.first else {
      found.append("the game view holds \(attached.count) containers, not one")
      return
    }
    let onScreen = game.view.window === app.window
    let inWindow = containers.filter { $0.container.window === app.window }.count
    if inWindow != (onScreen ? 1 : 0) {
      found.append(
        "\(inWindow) game containers are in the window while the game is \(onScreen ? "" : "not ")shown")
    }
    let hosted = game.hostedController
    // The board the screens say is in the game's place is the one the game hosts.
    let screens = app.screens
    let stored: any HoldableController =
      screens.networkBoard ?? (screens.localBoard == .people ? screens.twoPlayer : screens.play)
    if hosted !== stored {
      found.append(
        "the game hosts \(type(of: hosted)), not the board the screens keep (\(screens.localBoard))")
    }
    if hosted.view.superview !== shown.holder {
      found.append("the hosted board is not in the holder of the container shown")
    }
    let holderSize = shown.holder.frame.size
    if hosted.view.frame.size != holderSize {
      found.append("the hosted board is \(hosted.view.frame.size) in a holder of \(holderSize)")
    }
    // Chosen as if a problem or the undo bar at the window's foot, which come and go, left the
    // holder its height.
    if hosted === app.play,
      app.play.shape != GameArrangement.Shape(for: screens.split.shapingSize(for: holderSize))
    {
      found.append("the game has the \(app.play.shape) arrangement in a holder of \(holderSize)")
    }
    if hosted === app.screens.twoPlayer, onScreen {
      // Face to face in portrait, unless the holder is too low for two halves one above the other.
      let faceToFace =
        !game.interfaceOrientation.isLandscape && TwoPlayerController.fitsFaceToFace(holderSize)
      let expected: GameArrangement.Shape = faceToFace ? .tall : .wide
      if app.screens.twoPlayer.shape != expected {
        found.append(
          "the two-player board is \(app.screens.twoPlayer.shape) in a \(game.interfaceOrientation) window")
      }
    }
    if onScreen && shown.portrait != app.window.orientation.isPortrait {
      found.append(
        "the \(shown.portrait ? "portrait" : "landscape") container is shown in a \(app.window.orientation) window"
      )
    }
  }

  private static func checkFrames(_ app: HeadlessApp, settled: Bool, into found: inout [String]) {
    let window = app.window
    if window.rootView.frame != window.bounds {
      found.append("the window's root view is \(window.rootView.frame), not the window's bounds")
    }
    if app.screens.split.view.frame != window.bounds {
      found.append("the split view is \(app.screens.split.view.frame) in a \(window.size) window")
    }
    for overlay in window.overlays
    where overlay.view.superview !== window.rootView || overlay.view.frame != window.bounds {
      found.append("an overlay (\(type(of: overlay))) does not fill the window")
    }
    var problems: [String] = []
    checkSubviews(of: window.rootView, settled: settled, into: &problems)
    // One bad layout shows in many views; the first few tell the story.
    found.append(contentsOf: problems.prefix(4))
    if problems.count > 4 { found.append("… and \(problems.count - 4) more frame problems") }
  }

  private static func checkSubviews(of view: View, settled: Bool, into found: inout [String]) {
    for subview in view.subviews where !subview.isHidden && subview.alpha > 0.01 {
      let frame = subview.frame
      if !frame.isFinite || !subview.presentationFrame.isFinite {
        found.append(
          "\(place(of: subview)) has a frame that is not finite: \(frame), drawn at \(subview.presentationFrame)"
        )
        continue
      }
      if frame.width < 0 || frame.height < 0 {
        found.append("\(place(of: subview)) has a negative size: \(frame)")
      }
      if settled && subview.presentationFrame != frame {
        found.append(
          "\(place(of: subview)) is drawn at \(subview.presentationFrame) after the animations ended, not \(frame)"
        )
      }
      let limits = view.bounds.insetBy(dx: -tolerance, dy: -tolerance)
      // A turned view is drawn where its turned frame lies.
      let drawn = subview.transform.isIdentity ? frame : subview.convert(subview.bounds, to: view)
      if !frame.isEmpty && !view.clipsToBounds && !limits.contains(drawn) {
        found.append("\(place(of: subview)) at \(drawn) sticks out of its superview's bounds \(view.bounds)")
      }
      checkSubviews(of: subview, settled: settled, into: &found)
    }
  }

  /// Where a view is, for a message: "window/split-view/…/its name" (worked out only then).
  private static func place(of view: View) -> String {
    var names: [String] = []
    var current: View? = view
    while let shown = current, shown.superview != nil {
      names.append(shown.identifier ?? String(describing: type(of: shown)))
      current = shown.superview
    }
    return (["window"] + names.reversed()).joined(separator: "/")
  }

  private static func checkRotations(_ app: HeadlessApp, settled: Bool, into found: inout [String]) {
    for recorder in app.recorders {
      found.append(contentsOf: recorder.takeProblems())
      if settled && recorder.isRotating {
        found.append("\(recorder.name): still waiting for didRotate after every animation ended")
      }
    }
  }

  private static func checkSplitView(_ app: HeadlessApp, into found: inout [String]) {
    let split = app.screens.split
    let item = app.screens.game.navigationItem.leftBarButtonItem
    if split.isMasterHidden != (item != nil) {
      found.append(
        "the master is \(split.isMasterHidden ? "hidden" : "shown") and the History button is \(item == nil ? "missing" : "there")"
      )
    }
    if let item, item.title != Translations.text("History") || item !== split.masterBarButtonItem {
      found.append("the left bar button is '\(item.title ?? "")', not the split view's History item")
    }
    if split.isMasterHidden, app.screens.detail.topViewController === app.screens.game,
      app.screens.detail.navigationBar.leftButton?.title != Translations.text("History")
    {
      found.append("the navigation bar shows no History button while the master is hidden")
    }
    let master = app.screens.history.view
    if !split.isMasterHidden {
      if master.superview !== split.view { found.append("the master is shown but not in the split view") }
      if split.masterPopover.isPopoverVisible { found.append("the master popover is open beside the master") }
    } else if split.masterPopover.isPopoverVisible {
      if !master.isDescendant(of: split.masterPopover.view) || master.window !== app.window {
        found.append("the master popover is open without the history in it")
      }
    } else if master.superview != nil {
      found.append("the hidden master is still in a superview")
    }
  }

  private static func checkAlert(_ app: HeadlessApp, into found: inout [String]) {
    let window = app.window
    guard let alert = window.overlays.last as? AlertController else { return }
    if alert.view.frame != window.bounds || alert.view.superview !== window.rootView {
      found.append("the alert does not fill the window")
    }
    guard let panel = alert.view.descendant(identifiedBy: "alert-panel") else {
      found.append("the alert has no panel")
      return
    }
    if !window.bounds.insetBy(dx: -tolerance, dy: -tolerance).contains(panel.convert(panel.bounds, to: nil)) {
      found.append("the alert's panel \(panel.frame) is not inside the \(window.size) window")
    }
    for action in alert.actions {
      guard let button = alert.button(for: action), button.superview === panel else {
        found.append("the alert's '\(action.title)' has no button on its panel")
        continue
      }
      if !panel.bounds.insetBy(dx: -tolerance, dy: -tolerance).contains(button.frame) {
        found.append("the alert's '\(action.title)' button at \(button.frame) is cut by its panel")
      }
    }
    if let focused = window.focusedView, !focused.isDescendant(of: alert.view) {
      found.append("the focus is behind the alert, on \(focused.identifier ?? "a view")")
    }
  }

  private static func checkScores(_ app: HeadlessApp, into found: inout [String]) {
    let matches =
      [app.play.game.match, app.screens.twoPlayer.match]
      + app.screens.keeper.history.allNewestFirst.map(\.match)
    for match in matches where Score(rounds: match.rounds) != match.score {
      found.append("a match's score \(match.score) is not the score of its \(match.rounds.count) rounds")
    }
  }
}
