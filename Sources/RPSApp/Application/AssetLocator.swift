import Foundation

/// Finds the folder with the game's pictures and fonts: `RPS_ASSETS` if set; otherwise the
/// first `assets` folder found beside the executable, in `share/rps` of an install prefix, or in
/// a folder above it (the build folder inside a checkout).
public enum AssetLocator {
  /// A file every complete assets folder has.
  static let markerFile = "fonts/DejaVuSans.ttf"

  public static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    executablePath: String = CommandLine.arguments.first ?? ""
  ) -> Result<String, AssetError> {
    if let override = environment["RPS_ASSETS"], !override.isEmpty {
      return isComplete(override) ? .success(override) : .failure(.incomplete(override))
    }
    let executable = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath()
    var folder = executable.deletingLastPathComponent()
    var candidates: [URL] = [
      folder.appendingPathComponent("assets"),
      folder.deletingLastPathComponent().appendingPathComponent("share/rps/assets"),
    ]
    for _ in 0..<6 {
      folder = folder.deletingLastPathComponent()
      candidates.append(folder.appendingPathComponent("assets"))
    }
    candidates.append(
      URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("assets"))
    for candidate in candidates where isComplete(candidate.path) {
      return .success(candidate.path)
    }
    return .failure(.notFound)
  }

  static func isComplete(_ folder: String) -> Bool {
    FileManager.default.fileExists(atPath: folder + "/" + markerFile)
  }
}

/// Why no assets folder could be used.
public enum AssetError: Error, Equatable, CustomStringConvertible {
  case notFound
  case incomplete(String)

  public var description: String {
    switch self {
    case .notFound:
      "cannot find the game's assets folder; run rps from its checkout or install, or set RPS_ASSETS"
    case .incomplete(let folder):
      "RPS_ASSETS=\(folder) has no \(AssetLocator.markerFile); point it at the game's assets folder"
    }
  }
}
