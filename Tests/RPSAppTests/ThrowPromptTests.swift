import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("The prompt before a throw speaks the device's language")
struct ThrowPromptTests {
  @Test("On a phone the prompt is to tap a throw; on a pad or desktop, to click one or press its key")
  func promptFollowsTheDevice() throws {
    let folder = try TemporaryFolder()
    let (phoneWindow, phone) = assembledGame(size: Size(width: 390, height: 844), folder: folder)
    let other = try TemporaryFolder()
    let (padWindow, pad) = assembledGame(size: Size(width: 1024, height: 768), folder: other)
    settle(phoneWindow)
    settle(padWindow)

    #expect(phone.play.resultDetail.text == "Tap a throw")
    #expect(pad.play.resultDetail.text == "Click a throw or press R, P, S")
  }
}
