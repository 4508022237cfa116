import CSDL2
import Foundation
import Testing
import ViewKit

@testable import SDLHost

/// A word turned a quarter inside a panel that clips, as on the rail's spine: drawn whole where
/// it lands, though its upright frame reaches past the panel's sides and the window's edge.
extension SDLHostTests {
  @Test(
    "A word turned a quarter inside a clipping panel is drawn whole, not cut where its upright frame overhangs the panel or the window",
    arguments: [100.0, 10.0])
  func turnedWordInsideClippingPanel(panelX: Double) throws {
    let controller = ViewController()
    let panel = View(frame: Rect(x: panelX, y: 20, width: 40, height: 200))
    panel.clipsToBounds = true
    let word = Label(text: "MMMMMMMM", font: .bold(24), color: Color(hex: 0xFF0000))
    word.frame = Rect(x: -60, y: 80, width: 160, height: 40)
    word.transform = AffineTransform(rotationAngle: .pi / 2)
    panel.addSubview(word)
    controller.view.addSubview(panel)
    let configuration = HostConfiguration(
      title: "test", size: Size(width: 240, height: 240), assetsDirectory: Self.assets, offscreen: true,
      renderer: .software)
    let host = try SDLHost(configuration: configuration, rootViewController: controller)
    defer { host.close() }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("rps-\(UUID().uuidString).png")
      .path
    defer { try? FileManager.default.removeItem(atPath: path) }

    try host.saveScreenshot(to: path)

    let loaded = try #require(IMG_Load(path))
    defer { SDL_FreeSurface(loaded) }
    let image = try #require(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0))
    defer { SDL_FreeSurface(image) }
    func isRed(_ x: Int, _ y: Int) -> Bool {
      let pixel = (image.pointee.pixels + y * Int(image.pointee.pitch)).assumingMemoryBound(to: UInt32.self)[
        x]
      return (pixel >> 16) & 0xFF > 0x80 && (pixel >> 8) & 0xFF < 0x40
    }
    // Turned, the word runs down the panel from y 40 to 200: its first and last letters show.
    let columns = Int(panelX)..<Int(panelX) + 40
    for rows in [40..<80, 160..<200] {
      #expect(rows.contains { y in columns.contains { x in isRed(x, y) } }, "rows \(rows)")
    }
  }
}
