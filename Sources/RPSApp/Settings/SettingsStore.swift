import Foundation
import GameCore
import Localization

/// Keeps the settings in `settings.json` in a folder, written atomically. A damaged file is kept
/// aside under a `.damaged-<timestamp>` name and the defaults are used; one that cannot be moved
/// aside is left alone and nothing is written over it.
public final class SettingsStore {
  /// How loading went; the damaged outcomes are told to the player once.
  public enum LoadOutcome: Equatable, Sendable {
    case fresh
    case loaded
    case damaged(reason: String, movedTo: String)
    case damagedInPlace(reason: String)
  }

  /// A settings file is a few hundred bytes; anything this large is not one.
  public static let maximumFileSize = 1024 * 1024

  public let folder: URL
  public var fileURL: URL { folder.appendingPathComponent("settings.json") }
  /// Set when a damaged file could not be moved aside: it is not written over.
  private var refusesToSave = false

  public init(folder: URL) {
    self.folder = folder
  }

  /// `$XDG_CONFIG_HOME/rps`, else `~/.config/rps`.
  public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL
  {
    BaseDirectory.configuration.url(environment: environment).appendingPathComponent("rps")
  }

  /// Reads the settings. Never throws: every problem is an outcome with the defaults.
  public func load(now: Date = Date()) -> (Settings, LoadOutcome) {
    let data: Data
    do {
      guard FileManager.default.fileExists(atPath: fileURL.path) else { return (Settings(), .fresh) }
      let attributes = try FileManager.default.attributesOfItem(atPath: fileURL.path)
      if let size = attributes[.size] as? Int, size > SettingsStore.maximumFileSize {
        return keepAside(
          reason: tr("the file is %1$@ KB, far larger than any settings", size / 1024), now: now)
      }
      data = try Data(contentsOf: fileURL)
    } catch {
      return keepAside(reason: tr("it cannot be read: %1$@", ErrorReason.of(error)), now: now)
    }
    do {
      return (try JSONDecoder().decode(Settings.self, from: data), .loaded)
    } catch {
      return keepAside(reason: tr("it is not valid settings: %1$@", ErrorReason.ofDecoding(error)), now: now)
    }
  }

  /// Writes the settings atomically (temporary file, flushed, renamed).
  public func save(_ settings: Settings) throws(AtomicFile.WriteError) {
    guard !refusesToSave else {
      throw .failed(path: fileURL.path, reason: tr("it is damaged and was left in place"))
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .failed(path: fileURL.path, reason: tr("cannot make the folder: %1$@", ErrorReason.of(error)))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data: Data
    do {
      data = try encoder.encode(settings)
    } catch {
      throw .failed(path: fileURL.path, reason: tr("cannot encode the settings: %1$@", ErrorReason.of(error)))
    }
    try AtomicFile.write(data, to: fileURL)
  }

  private func keepAside(reason: String, now: Date) -> (Settings, LoadOutcome) {
    guard let target = DamagedFile.keepAside(fileURL, now: now) else {
      refusesToSave = true
      return (Settings(), .damagedInPlace(reason: reason))
    }
    return (Settings(), .damaged(reason: reason, movedTo: target))
  }
}
