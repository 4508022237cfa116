import Foundation
import Testing
import ViewKit

@MainActor
@Suite("The example in Window's documentation")
struct WindowExampleTests {
  @Test("The example compiles and does what its comment says")
  func exampleRuns() {
    // The example begins.
    let window = Window(size: Size(width: 960, height: 600), clock: ManualClock())
    window.rootViewController = ViewController()
    window.resize(to: Size(width: 600, height: 960))  // rotates to portrait
    // The example ends.
    #expect(window.orientation == .portrait)
    #expect(window.rootViewController?.view.frame.size == Size(width: 600, height: 960))
  }

  @Test("Window.swift's documentation shows the example this suite runs, line for line")
  func documentationShowsTheExample() throws {
    let tests = try String(contentsOfFile: #filePath, encoding: .utf8)
    var root = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { root.deleteLastPathComponent() }
    let source = try String(
      contentsOf: root.appendingPathComponent("Sources/ViewKit/Window/Window.swift"), encoding: .utf8)
    let lines = tests.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let start = try #require(lines.firstIndex(of: "// The example begins."))
    let end = try #require(lines.firstIndex(of: "// The example ends."))
    let example = Array(lines[(start + 1)..<end])
    let documentation = source.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let open = try #require(documentation.firstIndex(of: "/// ```swift"))
    let close = try #require(documentation[(open + 1)...].firstIndex(of: "/// ```"))
    let shown = documentation[(open + 1)..<close].map { String($0.dropFirst(4)) }
    #expect(shown == example)
  }
}
