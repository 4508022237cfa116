import Foundation
import Testing

@testable import RPSApp

/// The documents that are checked against what they describe, so that they cannot drift.
@Suite("Documents that cannot drift")
struct DocumentationTests {
  /// The checkout these tests were built from.
  static let root: URL = {
    var folder = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { folder.deleteLastPathComponent() }
    return folder
  }()

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  // MARK: docs/reference.md

  @Test(
    "docs/reference.md is what rps --print-reference writes (run it again after changing an option or a key)")
  func referenceIsWrittenByTheProgram() throws {
    let committed = try Self.read("docs/reference.md")
    #expect(
      committed == ReferencePage.text,
      "docs/reference.md is out of date: swift run rps --print-reference > docs/reference.md")
  }

  @Test("docs/reference.md lists every option of --help and of every subcommand, and every --open screen")
  func referenceListsEveryOption() {
    let text = ReferencePage.text
    for command in CommandLineTable.commands {
      if let name = command.name { #expect(text.contains("### rps \(name)")) }
      for option in command.visibleOptions {
        for spelling in option.spellings {
          #expect(text.contains("`\(spelling)"), "\(spelling) of \(command.usage)")
        }
      }
    }
    for screen in CommandLineTable.screens {
      #expect(text.contains(screen), "--open \(screen)")
    }
  }

  // MARK: Links

  @Test("Every relative link in README.md and docs/*.md leads to a file or folder of the checkout")
  func relativeLinksResolve() throws {
    let docs = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("docs").path
    )
    .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
    var checked = 0
    for document in ["README.md"] + docs.sorted() {
      let folder = Self.root.appendingPathComponent(document).deletingLastPathComponent()
      for target in Self.links(in: try Self.read(document)) {
        let path = String(target.prefix { $0 != "#" })
        guard !path.isEmpty, !path.contains("://"), !path.hasPrefix("mailto:") else { continue }
        let resolved = folder.appendingPathComponent(path.removingPercentEncoding ?? path).standardizedFileURL
        checked += 1
        #expect(
          FileManager.default.fileExists(atPath: resolved.path),
          "\(document) links to \(target), which is not there")
      }
    }
    #expect(checked > 10, "the links were found")
  }

  /// The targets of the Markdown links `[text](target)` and `![alt](target "title")` in `text`,
  /// outside code blocks and code spans.
  static func links(in text: String) -> [String] {
    var targets: [String] = []
    var inBlock = false
    for line in text.components(separatedBy: "\n") {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inBlock.toggle()
        continue
      }
      guard !inBlock else { continue }
      // Code spans are not links.
      let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
      var rest = Substring(prose)
      while let start = rest.range(of: "](") {
        let after = rest[start.upperBound...]
        guard let end = after.firstIndex(of: ")") else { break }
        let target = after[..<end].split(separator: " ").first.map(String.init) ?? ""
        targets.append(target.trimmingCharacters(in: CharacterSet(charactersIn: "<>")))
        rest = after[end...]
      }
    }
    return targets
  }

  // MARK: docs/architecture.md

  @Test("docs/architecture.md's target tables give each target's dependencies as Package.swift does")
  func targetTablesMatchThePackage() throws {
    let package = Self.dependencies(inPackage: try Self.read("Package.swift"))
    let architecture = try Self.read("docs/architecture.md")
    let layers = Self.rows(of: architecture, under: "## The four layers").map { ($0[1], $0[2]) }
    let small = Self.rows(of: architecture, under: "## The small targets").map { ($0[0], $0[1]) }
    #expect(layers.count >= 6 && small.count >= 6, "both tables were found")
    var described: Set<String> = []
    for (targetCell, knowsCell) in layers + small {
      let targets = Self.names(in: targetCell)
      #expect(targets.count == 1, "one target per row: \(targetCell)")
      guard let target = targets.first else { continue }
      described.insert(target)
      guard let expected = package.targets[target] else {
        Issue.record("docs/architecture.md names \(target), which Package.swift does not have")
        continue
      }
      #expect(Set(Self.names(in: knowsCell)) == Set(expected), "\(target) knows \(expected.sorted())")
    }
    let undescribed = Set(package.targets.keys).subtracting(package.testTargets).subtracting(
      package.systemLibraries
    ).subtracting(described)
    #expect(undescribed.isEmpty, "targets of Package.swift missing from docs/architecture.md: \(undescribed)")
  }

  /// The targets of a Package.swift, each with the names of its dependencies, and which are
  /// tests and system libraries: read from its text (`.target(name: "X", dependencies: [...])`).
  static func dependencies(
    inPackage text: String
  ) -> (targets: [String: [String]], testTargets: Set<String>, systemLibraries: Set<String>) {
    let kinds = [".target(", ".executableTarget(", ".testTarget(", ".systemLibrary("]
    var starts: [(index: String.Index, kind: String)] = []
    for kind in kinds {
      var from = text.startIndex
      while let found = text.range(of: kind, range: from..<text.endIndex) {
        starts.append((found.lowerBound, kind))
        from = found.upperBound
      }
    }
    starts.sort { $0.index < $1.index }
    var targets: [String: [String]] = [:]
    var tests: Set<String> = []
    var libraries: Set<String> = []
    for (number, start) in starts.enumerated() {
      let end = number + 1 < starts.count ? starts[number + 1].index : text.endIndex
      let declaration = text[start.index..<end]
      let quoted = { (after: String) -> [String]? in
        guard let label = declaration.range(of: after) else { return nil }
        let rest = declaration[label.upperBound...]
        let stop = rest.firstIndex(of: after.hasSuffix("[") ? "]" : ",") ?? rest.endIndex
        return rest[..<stop].split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter {
          !$0.offset.isMultiple(of: 2)
        }
        .map { String($0.element) }
      }
      guard let name = quoted("name:")?.first else { continue }
      targets[name] = quoted("dependencies: [") ?? []
      if start.kind == ".testTarget(" { tests.insert(name) }
      if start.kind == ".systemLibrary(" { libraries.insert(name) }
    }
    return (targets, tests, libraries)
  }

  /// The cells of the rows of the first table after `heading`.
  static func rows(of text: String, under heading: String) -> [[String]] {
    let lines = text.components(separatedBy: "\n")
    guard let start = lines.firstIndex(of: heading) else { return [] }
    let table = lines[start...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
    return table.dropFirst(2).map { line in
      line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  /// The names written as code (`Name`) in a cell.
  static func names(in cell: String) -> [String] {
    cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { !$0.offset.isMultiple(of: 2) }.map { String($0.element) }
  }
}
