import SDLHost
import Testing
import ViewKit

@Suite("Scale on large displays")
struct LargeDisplayScaleTests {
  private func configuration(
    size: Size, scale: Double = 1, automatic: Bool = true, offscreen: Bool = false
  )
    -> HostConfiguration
  {
    HostConfiguration(
      title: "t", size: size, scale: scale, doublesScaleOnLargeDisplays: automatic, assetsDirectory: "/",
      offscreen: offscreen)
  }

  @Test("A 4K display doubles the pixels per point, so the pad opens at 2048x1536 pixels, readable there")
  func fourK() {
    let pad = configuration(size: Size(width: 1024, height: 768))
    #expect(pad.scale(onDisplayOf: Size(width: 3840, height: 2100)) == 2)
  }

  @Test("An ordinary display, a window the doubled size would not fit, --scale given or offscreen: no change")
  func noChange() {
    let pad = Size(width: 1024, height: 768)
    #expect(configuration(size: pad).scale(onDisplayOf: Size(width: 2560, height: 1400)) == 1)
    #expect(
      configuration(size: Size(width: 1920, height: 1080)).scale(onDisplayOf: Size(width: 3840, height: 2100))
        == 1,
      "3840x2160 would not fit under the panels")
    #expect(
      configuration(size: pad, scale: 1.5, automatic: false).scale(
        onDisplayOf: Size(width: 3840, height: 2100))
        == 1.5)
    #expect(
      configuration(size: pad, offscreen: true).scale(onDisplayOf: Size(width: 3840, height: 2100)) == 1)
  }

  @Test("A window too large for the display opens shrunk to fit it, in proportion, at the scale asked for")
  func tooLargeShrinks() {
    let asked = configuration(size: Size(width: 1024, height: 768), scale: 3, automatic: false)

    let opened = asked.opened(onDisplayOf: Size(width: 3840, height: 2100))

    #expect(opened.scale == 3)
    #expect(opened.size.width * 3 <= 3840 && opened.size.height * 3 <= 2100, "\(opened.size)")
    #expect(abs(opened.size.width / opened.size.height - 1024.0 / 768.0) < 0.01, "in proportion")
    #expect(
      configuration(size: Size(width: 1024, height: 768)).opened(onDisplayOf: Size(width: 1920, height: 1050))
        .size
        == Size(width: 1024, height: 768), "a window that fits is left alone")
  }
}
