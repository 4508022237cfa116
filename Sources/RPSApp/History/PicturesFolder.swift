import Foundation
import GameCore

/// Where the user keeps pictures: `XDG_PICTURES_DIR` from `user-dirs.dirs`, else `~/Pictures`,
/// with a folder for the game inside.
public enum PicturesFolder {
  public static let subfolderName = "Rock Paper Scissors"

  public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
    let home = environment["HOME"] ?? NSHomeDirectory()
    let configuration = BaseDirectory.configuration.url(environment: environment).path
    var pictures = home + "/Pictures"
    if let text = try? String(contentsOfFile: configuration + "/user-dirs.dirs", encoding: .utf8) {
      for line in text.split(separator: "\n") where line.hasPrefix("XDG_PICTURES_DIR=") {
        var value = String(line.dropFirst("XDG_PICTURES_DIR=".count))
        value = value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        value = value.replacingOccurrences(of: "$HOME", with: home)
        if value.hasPrefix("/") { pictures = value }
      }
    }
    return URL(fileURLWithPath: pictures).appendingPathComponent(subfolderName)
  }

  /// Copies a picture into `folder` under `name`, never over an existing file, and returns
  /// where it went.
  public static func save(pictureAt source: String, as name: String, in folder: URL) throws -> URL {
    let target = try availableFile(named: name, in: folder)
    try FileManager.default.copyItem(atPath: source, toPath: target.path)
    return target
  }

  /// A PNG path in `folder` (created if needed) named `name`, or `name-2`, `name-3`… when taken.
  public static func availableFile(named name: String, in folder: URL) throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var target = folder.appendingPathComponent(name + ".png")
    var attempt = 1
    while FileManager.default.fileExists(atPath: target.path) {
      attempt += 1
      target = folder.appendingPathComponent(name + "-\(attempt).png")
    }
    return target
  }
}
