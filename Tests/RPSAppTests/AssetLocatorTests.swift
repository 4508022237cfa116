import Foundation
import RPSApp
import TestSupport
import Testing

@Suite("Finding the assets")
struct AssetLocatorTests {
  private func makeAssets(in folder: URL) throws {
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
    try Data().write(to: folder.appendingPathComponent("fonts/DejaVuSans.ttf"))
  }

  /// An installed prefix under `root`: the assets in share/rps/assets and an empty bin folder.
  private func makeInstall(in root: URL) throws -> (assets: URL, bin: URL) {
    let assets = root.appendingPathComponent("prefix/share/rps/assets")
    try makeAssets(in: assets)
    let bin = root.appendingPathComponent("prefix/bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    return (assets, bin)
  }

  @Test("RPS_ASSETS wins when it holds the assets, and is refused by name when it does not")
  func override() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.url
    try makeAssets(in: folder)
    #expect(
      AssetLocator.locate(environment: ["RPS_ASSETS": folder.path], executablePath: "/nowhere/rps")
        == .success(folder.path))
    let empty = folder.appendingPathComponent("empty").path
    #expect(
      AssetLocator.locate(environment: ["RPS_ASSETS": empty], executablePath: "/nowhere/rps")
        == .failure(.incomplete(empty)))
  }

  @Test("A build folder inside a checkout finds the checkout's assets; an install finds share/rps/assets")
  func besideTheExecutable() throws {
    let temporary = try TemporaryFolder()
    let root = temporary.url
    try makeAssets(in: root.appendingPathComponent("assets"))
    let built = root.appendingPathComponent(".build/x86_64/debug/rps").path
    #expect(
      AssetLocator.locate(environment: [:], executablePath: built)
        == .success(root.appendingPathComponent("assets").path))

    try makeAssets(in: root.appendingPathComponent("prefix/share/rps/assets"))
    let installed = root.appendingPathComponent("prefix/bin/rps").path
    #expect(
      AssetLocator.locate(environment: [:], executablePath: installed)
        == .success(root.appendingPathComponent("prefix/share/rps/assets").path))
  }

  @Test("An install started by name from PATH, from another folder, finds share/rps/assets")
  func startedFromPath() throws {
    let temporary = try TemporaryFolder()
    let root = temporary.url
    let (assets, bin) = try makeInstall(in: root)
    let installed = bin.appendingPathComponent("rps")
    try Data("#!/bin/sh\n".utf8).write(to: installed)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: installed.path)
    // A folder named rps, and a file that is not executable, earlier on PATH are passed over.
    let decoys = root.appendingPathComponent("decoys")
    try FileManager.default.createDirectory(
      at: decoys.appendingPathComponent("folder/rps"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: decoys.appendingPathComponent("plain"), withIntermediateDirectories: true)
    try Data().write(to: decoys.appendingPathComponent("plain/rps"))
    let path = [
      "/nowhere", decoys.appendingPathComponent("folder").path, decoys.appendingPathComponent("plain").path,
      bin.path,
    ].joined(separator: ":")

    let found = AssetLocator.executablePath(programName: "rps", environment: ["PATH": path])
    #expect(found == installed.path)
    #expect(AssetLocator.locate(environment: [:], executablePath: found) == .success(assets.path))
    #expect(AssetLocator.executablePath(programName: "./rps", environment: ["PATH": path]) == "./rps")
    #expect(AssetLocator.executablePath(programName: "rps", environment: ["PATH": "/nowhere"]) == "rps")
    // The running test program is found through /proc/self/exe as an absolute path.
    let running = AssetLocator.runningExecutablePath(environment: [:], programName: "not-on-path")
    #expect(running.hasPrefix("/") && FileManager.default.fileExists(atPath: running))
  }

  @Test("A symbolic link to the installed executable, or to its folder, finds the install's assets")
  func throughSymbolicLinks() throws {
    let temporary = try TemporaryFolder()
    let root = temporary.url
    let (assets, bin) = try makeInstall(in: root)
    try Data().write(to: bin.appendingPathComponent("rps"))
    let links = root.appendingPathComponent("links")
    try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: links.appendingPathComponent("rps").path,
      withDestinationPath: bin.appendingPathComponent("rps").path)
    try FileManager.default.createSymbolicLink(
      atPath: links.appendingPathComponent("bin").path, withDestinationPath: "../prefix/bin")

    for started in ["links/rps", "links/bin/rps"] {
      let located = AssetLocator.locate(
        environment: [:], executablePath: root.appendingPathComponent(started).path)
      guard case .success(let folder) = located else {
        Issue.record("\(started): \(located)")
        continue
      }
      #expect(
        URL(fileURLWithPath: folder).resolvingSymlinksInPath().path == assets.resolvingSymlinksInPath().path,
        "\(started)")
    }
  }
}

@Suite("Pictures folder")
struct PicturesFolderTests {
  @Test("XDG_PICTURES_DIR from user-dirs.dirs is used, with $HOME expanded; else ~/Pictures")
  func location() throws {
    let temporary = try TemporaryFolder()
    let home = temporary.path
    #expect(PicturesFolder.locate(environment: ["HOME": home]).path == home + "/Pictures/Rock Paper Scissors")
    try FileManager.default.createDirectory(
      at: temporary.appending(".config"), withIntermediateDirectories: true)
    try Data("# comment\nXDG_PICTURES_DIR=\"$HOME/Bilder\"\n".utf8).write(
      to: temporary.appending(".config/user-dirs.dirs"))
    #expect(PicturesFolder.locate(environment: ["HOME": home]).path == home + "/Bilder/Rock Paper Scissors")
  }
}
