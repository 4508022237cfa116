import GameCore
import RPSApp
import Testing
import ViewKit

/// The line of notices over the game: where it stands and how long it stays.
@MainActor
@Suite("Notices")
struct NoticeTests {
  private func screens(size: Size, idiom: UserInterfaceIdiom = .pad) -> (Window, ManualClock, Screens) {
    let screens = RockPaperScissorsApp.makeScreens(options: CommandLineOptions())
    let clock = ManualClock()
    let window = Window(size: size, idiom: idiom, clock: clock, appearance: Theme.appearance)
    window.rootViewController = screens.split
    screens.playThrows([.rock, .paper])
    window.animator.finishAll()
    window.render(on: RecordingCanvas())
    return (window, clock, screens)
  }

  @Test("Information such as 'Sound off' fades after a few seconds, and the wait draws nothing")
  func informationFades() {
    let (window, clock, screens) = screens(size: Size(width: 1024, height: 768))
    screens.split.showNotice("Sound off (M turns it on)", fades: true)
    window.render(on: RecordingCanvas())

    clock.advance(by: RootSplitViewController.informationSeconds - 0.5)
    #expect(!window.isAnimating && !window.needsDisplay, "no frames while it waits")
    window.render(on: RecordingCanvas())
    #expect(!screens.split.noticeButton.isHidden)

    clock.advance(by: 0.6)
    window.render(on: RecordingCanvas())
    #expect(window.isAnimating, "the fade has begun")
    clock.advance(by: 1)
    let after = RecordingCanvas()
    window.render(on: after)

    #expect(screens.split.noticeButton.isHidden)
    #expect(!after.texts.contains("Sound off (M turns it on)"))
  }

  @Test("News that came together is shown one piece after the other, each for its few seconds")
  func newsShownInTurn() {
    let (window, clock, screens) = screens(size: Size(width: 1024, height: 768))
    screens.split.showNotices(["Achievement earned: Hard-won", "Today's quest at Hard met: win a match ✓"])
    window.render(on: RecordingCanvas())
    let first = screens.split.noticeButton.title

    clock.advance(by: RootSplitViewController.informationSeconds + 0.1)
    window.render(on: RecordingCanvas())
    clock.advance(by: RootSplitViewController.fadeSeconds + 0.1)
    window.render(on: RecordingCanvas())
    let second = screens.split.noticeButton.title
    let secondShown = !screens.split.noticeButton.isHidden && screens.split.noticeButton.alpha == 1
    clock.advance(by: RootSplitViewController.informationSeconds + RootSplitViewController.fadeSeconds + 1)
    window.render(on: RecordingCanvas())
    clock.advance(by: 1)
    window.render(on: RecordingCanvas())

    #expect(first == "Achievement earned: Hard-won")
    #expect(second == "Today's quest at Hard met: win a match ✓")
    #expect(secondShown)
    #expect(screens.split.noticeButton.isHidden, "both said, the notice goes")
  }

  @Test("A problem stays until the player dismisses it")
  func problemStays() {
    let (window, clock, screens) = screens(size: Size(width: 1024, height: 768))
    screens.split.showNotice(
      "Cannot save the history (disk full). Play goes on; nothing saved before is lost.")
    window.render(on: RecordingCanvas())

    clock.advance(by: 600)
    window.render(on: RecordingCanvas())
    #expect(!screens.split.noticeButton.isHidden)

    window.send(KeyEvent(.escape))
    #expect(screens.split.noticeButton.isHidden)
  }

  @Test("A new notice replaces a fading one and gets its own few seconds")
  func replacedNoticeKeepsItsTime() {
    let (window, clock, screens) = screens(size: Size(width: 1024, height: 768))
    screens.split.showNotice("Sound off (M turns it on)", fades: true)
    clock.advance(by: RootSplitViewController.informationSeconds - 1)
    window.render(on: RecordingCanvas())
    screens.split.showNotice("Sound on", fades: true)

    clock.advance(by: 2)
    window.render(on: RecordingCanvas())

    #expect(!screens.split.noticeButton.isHidden && screens.split.noticeButton.alpha == 1)
  }

  @Test(
    "A notice, short or long, never covers the score or the throw buttons",
    arguments: [
      (Size(width: 1024, height: 768), UserInterfaceIdiom.pad), (Size(width: 768, height: 1024), .pad),
      (Size(width: 1280, height: 800), .pad), (Size(width: 390, height: 844), .phone),
      (Size(width: 844, height: 390), .phone), (Size(width: 320, height: 480), .phone),
      (Size(width: 960, height: 600), .pad),
    ])
  func neverCoversScoreOrThrows(size: Size, idiom: UserInterfaceIdiom) throws {
    for text in [
      "Sound off (M turns it on)",
      "Saved a screenshot to /home/player/Pictures/Rock Paper Scissors/screenshot-2026-11-30-051000.png",
    ] {
      let (window, _, screens) = screens(size: size, idiom: idiom)
      screens.split.showNotice(text, fades: true)
      window.rootView.layoutIfNeeded()

      let notice = screens.split.noticeButton.convert(screens.split.noticeButton.bounds, to: nil)
      let kept = ["scoreboard", "throw-rock", "throw-paper", "throw-scissors"]
      for name in kept {
        let part = try #require(window.rootView.descendant(identifiedBy: name))
        let frame = part.convert(part.bounds, to: nil)
        #expect(
          frame.intersection(notice).isEmpty, "'\(text)' at \(notice) covers \(name) at \(frame) in \(size)")
      }
      #expect(window.bounds.contains(notice))
    }
  }

  /// The frames of the words a player reads on screen, outside `skipped`.
  private func visibleTexts(in window: Window, skipping skipped: [View]) -> [(String, Rect)] {
    var found: [(String, Rect)] = []
    func visit(_ node: View) {
      guard !node.isHidden, node.alpha > 0.01, !skipped.contains(where: { $0 === node }) else { return }
      if let label = node as? Label, !label.text.isEmpty {
        found.append((label.text, label.convert(label.bounds, to: nil)))
      }
      for subview in node.subviews { visit(subview) }
    }
    visit(window.rootView)
    return found
  }

  @Test(
    "A problem notice and the undo bar cover no words of the board, the score labels and the result line included",
    arguments: [
      (Size(width: 1024, height: 768), UserInterfaceIdiom.pad), (Size(width: 390, height: 844), .phone),
      (Size(width: 844, height: 390), .phone), (Size(width: 960, height: 600), .pad),
      (Size(width: 1600, height: 1000), .pad),
    ])
  func coversNoWords(size: Size, idiom: UserInterfaceIdiom) throws {
    let (window, _, screens) = screens(size: size, idiom: idiom)
    screens.split.showNotice(
      "Cannot save the history (disk full). Play goes on; nothing saved before is lost.")
    screens.split.offerUndo("Match deleted", undo: {}, commit: {})
    window.rootView.layoutIfNeeded()

    let undoBar = try #require(window.rootView.descendant(identifiedBy: "undo-bar"))
    let notice = screens.split.noticeButton.convert(screens.split.noticeButton.bounds, to: nil)
    let undo = undoBar.convert(undoBar.bounds, to: nil)
    for (text, frame) in visibleTexts(in: window, skipping: [screens.split.noticeButton, undoBar]) {
      #expect(
        frame.intersection(notice).isEmpty, "the notice at \(notice) covers '\(text)' at \(frame) in \(size)")
      #expect(
        frame.intersection(undo).isEmpty, "the undo bar at \(undo) covers '\(text)' at \(frame) in \(size)")
    }
    #expect(notice.intersection(undo).isEmpty)
  }

  /// Every label's text, font size and frame in the window, outside `skipped`.
  private func layoutOfWords(in window: Window, skipping skipped: [View]) -> [String] {
    var found: [String] = []
    func visit(_ node: View) {
      guard !node.isHidden, !skipped.contains(where: { $0 === node }) else { return }
      if let label = node as? Label, !label.text.isEmpty {
        found.append("\(label.text) \(label.font.size) \(label.convert(label.bounds, to: nil))")
      }
      for subview in node.subviews { visit(subview) }
    }
    visit(window.rootView)
    return found
  }

  @Test(
    "An achievement's toast floats over the board: no word of the board moves or shrinks under it",
    arguments: [
      (Size(width: 1024, height: 768), UserInterfaceIdiom.pad), (Size(width: 390, height: 844), .phone),
      (Size(width: 844, height: 390), .phone), (Size(width: 320, height: 480), .phone),
      (Size(width: 1920, height: 1080), .pad),
    ])
  func toastLeavesTheBoardAlone(size: Size, idiom: UserInterfaceIdiom) {
    let (window, _, screens) = screens(size: size, idiom: idiom)
    window.rootView.layoutIfNeeded()
    // The bar's title gives its place to the toast (titleYieldsToTheToast); the board's words stay.
    let skipped: [View] = [screens.split.noticeButton, screens.detail.navigationBar.titleLabel]
    let before = layoutOfWords(in: window, skipping: skipped)

    screens.split.showNotice("Achievement earned: First win", fades: true)
    window.rootView.layoutIfNeeded()
    let after = layoutOfWords(in: window, skipping: skipped)

    #expect(before == after, "the board changed under the toast at \(size)")
    let notice = screens.split.noticeButton.convert(screens.split.noticeButton.bounds, to: nil)
    #expect(window.bounds.contains(notice) && !notice.isEmpty)
  }

  @Test(
    "An achievement's toast covers the bar's title, not its buttons, and stays inside the bar, where the title's place holds it",
    arguments: [
      Size(width: 1024, height: 768), Size(width: 1280, height: 800), Size(width: 1920, height: 1080),
    ])
  func toastLeavesTheBarsButtons(size: Size) throws {
    let (window, _, screens) = screens(size: size)

    screens.split.showNotice("Achievement earned: “First win”", fades: true)
    window.rootView.layoutIfNeeded()

    let notice = screens.split.noticeButton.convert(screens.split.noticeButton.bounds, to: nil)
    let bar = screens.detail.navigationBar
    let buttons = ([bar.leftButton].compactMap { $0 } + bar.rightButtons).filter { !$0.isHidden }
    #expect(!buttons.isEmpty)
    for button in buttons {
      let frame = button.convert(button.bounds, to: nil)
      #expect(frame.intersection(notice).isEmpty, "the toast at \(notice) hides '\(button.title)' in \(size)")
    }
    #expect(notice.width >= RootSplitViewController.leastTitleSpace)
    let barFrame = bar.convert(bar.bounds, to: nil)
    #expect(
      notice.minY > barFrame.minY && notice.maxY < barFrame.maxY,
      "the toast at \(notice) stays inside the bar at \(barFrame) in \(size)")
  }

  @Test(
    "An achievement's toast keeps clear of the bar's buttons, as the title does, and does not crowd them",
    arguments: [Size(width: 1024, height: 768), Size(width: 1280, height: 800)])
  func toastKeepsClearOfTheButtons(size: Size) throws {
    let (window, _, screens) = screens(size: size)

    screens.split.showNotice("Achievement earned: “First win”", fades: true)
    window.rootView.layoutIfNeeded()

    let notice = screens.split.noticeButton.convert(screens.split.noticeButton.bounds, to: nil)
    let bar = screens.detail.navigationBar
    let buttons = ([bar.leftButton].compactMap { $0 } + bar.rightButtons).filter { !$0.isHidden }
    let barFrame = bar.convert(bar.bounds, to: nil)
    let gapToTheLeft =
      buttons.map { $0.convert($0.bounds, to: nil) }.filter { $0.maxX <= notice.minX }
      .map { notice.minX - $0.maxX }.min() ?? notice.minX - barFrame.minX
    let gapToTheRight =
      buttons.map { $0.convert($0.bounds, to: nil) }.filter { $0.minX >= notice.maxX }
      .map { $0.minX - notice.maxX }.min() ?? barFrame.maxX - notice.maxX
    #expect(gapToTheLeft >= RootSplitViewController.noticeClearance, "\(notice) in \(size)")
    #expect(gapToTheRight >= RootSplitViewController.noticeClearance, "\(notice) in \(size)")
  }

  @Test(
    "The bar's title gives its place to an achievement's toast, none of it peeking out around it, and comes back after",
    arguments: [Size(width: 1024, height: 768), Size(width: 1280, height: 800)])
  func titleYieldsToTheToast(size: Size) throws {
    let (window, _, screens) = screens(size: size)
    let bar = screens.detail.navigationBar
    window.rootView.layoutIfNeeded()
    #expect(bar.titleLabel.isVisibleInTree)

    screens.split.showNotice("Sound off", fades: true)
    window.rootView.layoutIfNeeded()
    let whileShown = bar.titleLabel.isVisibleInTree
    screens.split.dismissNotice()
    window.rootView.layoutIfNeeded()

    #expect(!whileShown, "the title peeks out around a short notice in \(size)")
    #expect(bar.titleLabel.isVisibleInTree)
  }
}
