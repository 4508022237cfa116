import Foundation
import GameCore
import RPSApp
import TestSupport
import Testing
import ViewKit

@MainActor
@Suite("Match detail: prepareViews(for:) on phone and pad")
struct MatchDetailTests {
  private static func record() -> MatchRecord {
    let round = Round(player: .paper, computer: .rock, rules: .classic)
    return MatchRecord(
      match: Match(rounds: [round, round, round]), level: .easy, startedAt: Date(), endedAt: Date())
  }

  /// A detail pushed in a navigation controller in a window of the idiom and size.
  private func show(idiom: UserInterfaceIdiom, size: Size) -> (Window, ManualClock, MatchDetailController) {
    let clock = ManualClock()
    let window = Window(size: size, idiom: idiom, clock: clock, appearance: Theme.appearance)
    let navigation = NavigationController(rootViewController: ViewController())
    window.rootViewController = navigation
    let detail = MatchDetailController(record: Self.record(), cardPath: "/tmp/card.png")
    navigation.push(detail, animated: false)
    return (window, clock, detail)
  }

  @Test(
    "Shown in each orientation: a phone in landscape hides the image and disables the camera; otherwise both are there",
    arguments: [UserInterfaceIdiom.phone, .pad], [true, false])
  func matrix(idiom: UserInterfaceIdiom, landscape: Bool) {
    let size = landscape ? Size(width: 844, height: 390) : Size(width: 390, height: 844)
    let (_, _, detail) = show(idiom: idiom, size: size)

    let hidden = idiom == .phone && landscape
    #expect(detail.isImageHidden == hidden)
    #expect(detail.cameraButton.isEnabled == !hidden)
  }

  @Test(
    "Rotated into each orientation, the same rule holds, and on a phone the image fades over the rotation",
    arguments: [UserInterfaceIdiom.phone, .pad], [true, false])
  func rotation(idiom: UserInterfaceIdiom, toLandscape: Bool) {
    let start = toLandscape ? Size(width: 390, height: 844) : Size(width: 844, height: 390)
    let (window, clock, detail) = show(idiom: idiom, size: start)

    window.resize(to: start.rotated)
    clock.advance(by: window.rotationDuration / 2)
    window.animator.update()

    let hidden = idiom == .phone && toLandscape
    #expect(detail.cameraButton.isEnabled == !hidden)
    if idiom == .phone {
      #expect(detail.imageView.alpha == (hidden ? 0 : 1))
      #expect(
        detail.imageView.presentationAlpha > 0.2 && detail.imageView.presentationAlpha < 0.8,
        "halfway through the fade")
    } else {
      #expect(detail.imageView.presentationAlpha == 1, "a pad changes nothing")
    }
    clock.advance(by: window.rotationDuration)
    window.animator.update()
    #expect(detail.isImageHidden == hidden)
  }

  @Test(
    "Each round is listed whole in a pad's match detail: your throw vs the computer's, its number, result")
  func roundsListed() {
    let (window, _, _) = show(idiom: .pad, size: Size(width: 704, height: 716))

    let canvas = RecordingCanvas()
    window.render(on: canvas)

    #expect(canvas.texts.joined(separator: " ").contains("Each round: your throw vs the computer's"))
    #expect(canvas.texts.filter { $0 == "Paper vs Rock" }.count == 3, "\(canvas.texts)")
    #expect(canvas.texts.contains("Round 1") && canvas.texts.contains("Round 3"))
    #expect(canvas.texts.filter { $0 == "Won" }.count == 3)
  }

  @Test("On a phone in portrait the card takes only the height its width gives it, and the rounds the rest")
  func phonePortraitGivesTheRoundsRoom() throws {
    let (window, _, detail) = show(idiom: .phone, size: Size(width: 390, height: 844))
    window.rootView.layoutIfNeeded()

    let list = try #require(detail.view.descendant(identifiedBy: "rounds-list"))

    #expect(detail.imageView.frame.height <= detail.imageView.frame.width * 0.75 + 0.5)
    #expect(
      list.frame.minY - detail.imageView.frame.maxY <= 70, "no empty band between the card and the rounds")
    #expect(list.frame.height >= 4.9 * 56, "five rounds shown: \(list.frame)")
  }

  /// What a pad's match detail of `record` draws, and the texts of its card.
  private func detailAndCard(of record: MatchRecord) -> (RecordingCanvas, [String]) {
    let window = Window(
      size: Size(width: 704, height: 716), idiom: .pad, clock: ManualClock(), appearance: Theme.appearance)
    let navigation = NavigationController(rootViewController: ViewController())
    window.rootViewController = navigation
    navigation.push(MatchDetailController(record: record, cardPath: nil), animated: false)
    let canvas = RecordingCanvas()
    window.render(on: canvas)
    return (canvas, MatchCardView(record: record).subviews.compactMap { ($0 as? Label)?.text })
  }

  @Test(
    "Between people, the rounds and the card are told by the players' names, not as you against the computer")
  func twoPlayers() {
    // Arrange: Ana (left) takes the first round, Ben the second, and the third is a draw.
    let rounds = [
      Round(player: .paper, computer: .rock, rules: .classic),
      Round(player: .rock, computer: .paper, rules: .classic),
      Round(player: .rock, computer: .rock, rules: .classic),
    ]
    let record = MatchRecord(
      match: Match(rounds: rounds), level: .easy, startedAt: Date(), endedAt: Date(),
      players: MatchPlayers(left: "Ana", right: "Ben"))

    // Act
    let (canvas, cardTexts) = detailAndCard(of: record)

    // Assert
    #expect(canvas.texts.joined(separator: " ").contains("Each round: Ana vs Ben"), "\(canvas.texts)")
    #expect(canvas.texts.filter { $0 == "Ana" }.count == 1 && canvas.texts.filter { $0 == "Ben" }.count == 1)
    #expect(canvas.texts.contains("Draw"))
    #expect(!canvas.texts.contains("Won") && !canvas.texts.contains("Lost"))
    #expect(!canvas.texts.joined(separator: " ").contains("your throw"))
    #expect(cardTexts.contains("Ana") && cardTexts.contains("Ben"), "\(cardTexts)")
    #expect(!cardTexts.contains("YOU") && !cardTexts.contains("COMPUTER"))
  }

  @Test("Against a rival, the rounds and the card name the rival, not the computer")
  func rivalNamed() {
    // Arrange: Fox takes two of three rounds and the match.
    let rounds = [
      Round(player: .rock, computer: .paper, rules: .classic),
      Round(player: .paper, computer: .rock, rules: .classic),
      Round(player: .rock, computer: .paper, rules: .classic),
    ]
    let record = MatchRecord(
      match: Match(targetWins: 2, rounds: rounds), level: .hard, startedAt: Date(), endedAt: Date(),
      challenge: ChallengeTag(rival: .fox))

    // Act
    let (canvas, cardTexts) = detailAndCard(of: record)

    // Assert
    #expect(
      canvas.texts.joined(separator: " ").contains("Each round: your throw vs Fox's"), "\(canvas.texts)")
    #expect(cardTexts.contains("Fox won!") && cardTexts.contains("FOX"), "\(cardTexts)")
    #expect(!cardTexts.contains { $0.localizedCaseInsensitiveContains("computer") })
  }

  @Test("The camera saves the card into the pictures folder, never over an earlier one, and says where")
  func camera() throws {
    let temporary = try TemporaryFolder()
    let card = temporary.appending("card.png")
    try Data("png".utf8).write(to: card)
    let pictures = temporary.appending("Pictures/Rock Paper Scissors")
    let navigation = NavigationController(rootViewController: ViewController())
    let window = Window(
      size: Size(width: 390, height: 844), idiom: .phone, clock: ManualClock(), appearance: Theme.appearance)
    window.rootViewController = navigation
    let detail = MatchDetailController(record: Self.record(), cardPath: card.path, picturesFolder: pictures)
    navigation.push(detail, animated: false)

    detail.cameraButton.press()
    detail.cameraButton.press()

    let saved = try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted()
    #expect(saved.count == 2)
    #expect(detail.statusLabel.text.contains(pictures.path))
  }

  @Test("A disabled camera ignores presses")
  func disabledCamera() throws {
    let (_, _, detail) = show(idiom: .phone, size: Size(width: 844, height: 390))
    detail.cameraButton.press()
    #expect(detail.statusLabel.text.isEmpty)
  }

  @Test(
    "Saving the card leaves the card where it was and as big: the line saying where it went has its own room")
  func savingKeepsCardFrame() throws {
    let temporary = try TemporaryFolder()
    let card = temporary.appending("card.png")
    try Data("png".utf8).write(to: card)
    let window = Window(
      size: Size(width: 390, height: 844), idiom: .phone, clock: ManualClock(), appearance: Theme.appearance)
    let navigation = NavigationController(rootViewController: ViewController())
    window.rootViewController = navigation
    let detail = MatchDetailController(
      record: Self.record(), cardPath: card.path, picturesFolder: temporary.appending("Pictures"))
    navigation.push(detail, animated: false)
    window.rootView.layoutIfNeeded()
    let before = detail.imageView.frame

    detail.cameraButton.press()
    window.rootView.layoutIfNeeded()

    #expect(detail.statusLabel.text.hasPrefix("Saved"))
    #expect(detail.imageView.frame == before)
    #expect(detail.statusLabel.frame.intersection(detail.imageView.frame).isEmpty)
  }

  @Test(
    "On a phone in landscape the card's place says why it is gone, whole, and the note fades with the card")
  func turnToPortraitNote() {
    let note = "Turn to portrait to see and save the card"
    let (window, clock, detail) = show(idiom: .phone, size: Size(width: 844, height: 390))
    let landscape = RecordingCanvas()
    window.render(on: landscape)
    #expect(landscape.texts.contains(note))
    #expect(!detail.cameraButton.isEnabled, "the button stays dimmed, as the source material has it")

    window.resize(to: Size(width: 390, height: 844))
    clock.advance(by: window.rotationDuration / 2)
    window.animator.update()
    #expect(detail.turnNote.presentationAlpha > 0.2 && detail.turnNote.presentationAlpha < 0.8, "it fades")
    window.animator.finishAll()
    let portrait = RecordingCanvas()
    window.render(on: portrait)

    #expect(!portrait.texts.contains(note))
    #expect(detail.cameraButton.isEnabled)
  }

  @Test("A pad in landscape shows the card, so it needs no note")
  func noNoteOnPad() {
    let (window, _, _) = show(idiom: .pad, size: Size(width: 844, height: 390))
    let canvas = RecordingCanvas()
    window.render(on: canvas)
    #expect(!canvas.texts.contains("Turn to portrait to see and save the card"))
  }
}
