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
