import Testing
import ViewKit

@testable import SDLHost

/// The arithmetic of keeping a window and its window manager's frame on the display.
@Suite("A window's frame on the display")
struct WindowFrameFitTests {
  private let borders = EdgeInsets(top: 20, left: 1, bottom: 5, right: 1)
  private let usable = Rect(x: 0, y: 0, width: 1600, height: 1000)
  private let minimum = Size(width: 320, height: 360)

  @Test("The place kept is the frame's corner: the inside less the frame's left edge and title bar")
  func frameCorner() {
    #expect(
      WindowFrameFit.frameCorner(ofInsideAt: Point(x: 142, y: 130), borders: borders) == Point(x: 141, y: 110)
    )
  }

  @Test("A window larger than the display shrinks so that it and its frame fill the usable area, no more")
  func tooLarge() {
    let fit = WindowFrameFit(inside: Rect(x: 300, y: 200, width: 3000, height: 2000), borders: borders)
      .fitted(in: usable, minimum: minimum)

    #expect(fit.outside == usable)
    #expect(fit.inside == Rect(x: 1, y: 20, width: 1598, height: 975))
  }

  @Test("A window partly off the display moves back whole, keeping its size; one already on it stays")
  func partlyOff() {
    let off = WindowFrameFit(inside: Rect(x: 1000, y: 700, width: 800, height: 600), borders: borders)
    #expect(off.fitted(in: usable, minimum: minimum).outside == Rect(x: 798, y: 375, width: 802, height: 625))
    let on = WindowFrameFit(inside: Rect(x: 100, y: 100, width: 800, height: 600), borders: borders)
    #expect(on.fitted(in: usable, minimum: minimum) == on)
  }

  @Test("A display offset from the origin (a panel on top) is respected, and never below the minimum size")
  func offsetDisplay() {
    let panelled = Rect(x: 0, y: 32, width: 300, height: 300)
    let fit = WindowFrameFit(inside: Rect(x: 0, y: 0, width: 1024, height: 768), borders: borders)
      .fitted(in: panelled, minimum: minimum)
    #expect(fit.inside.size == minimum, "the smallest window, even on a display smaller still")
    #expect(fit.outside.minX == 0 && fit.outside.minY == 32, "its top left corner stays in view")
  }

  @Test("A landscape 1024x768 window turned on a 1000-pixel-tall display fits it, frame and all")
  func rotatedOnLowDisplay() {
    let fit = WindowFrameFit(inside: Rect(x: 200, y: 100, width: 1024, height: 768), borders: borders)
      .rotated(in: usable, minimum: minimum)

    #expect(usable.contains(fit.outside))
    #expect(fit.inside.width == 768)
    #expect(fit.inside.height == 975)
  }

  @Test("A window turned where it fits keeps its swapped size and its middle")
  func rotatedWhereItFits() {
    let fit = WindowFrameFit(inside: Rect(x: 400, y: 300, width: 600, height: 400), borders: borders)
      .rotated(in: usable, minimum: minimum)

    #expect(fit.inside == Rect(x: 500, y: 200, width: 400, height: 600))
  }
}
