import Foundation
import Localization

/// Finds the folder with the game's pictures and fonts: `RPS_ASSETS` if set; otherwise the
/// first `assets` folder found beside the executable, in `share/rps` of an install prefix, or in
/// a folder above it (the build folder inside a checkout). Symbolic links to the executable or
/// its folders are followed first.
public enum AssetLocator {
  /// A file every complete assets folder has.
  static let markerFile = "fonts/DejaVuSans.ttf"

  public static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    executablePath: String = runningExecutablePath()
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

  /// The path of the running program: where `/proc/self/exe` links to, else the name it was
  /// started with, looked up on `PATH` when it has no slash. (A shell that finds `rps` on `PATH`
  /// passes just `rps`, which taken as a path would be a file in the working folder.)
  public static func runningExecutablePath(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    programName: String = CommandLine.arguments.first ?? ""
  ) -> String {
    if let linked = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
      linked.hasPrefix("/"), FileManager.default.fileExists(atPath: linked)
    {
      return linked
    }
    return executablePath(programName: programName, environment: environment)
  }

  /// `programName` as a path: unchanged when it has a slash, else the first executable file of
  /// that name in the folders of `PATH` (an empty entry is the working folder), as a shell
  /// finds it; unchanged when there is none.
  public static func executablePath(programName: String, environment: [String: String]) -> String {
    guard !programName.isEmpty, !programName.contains("/") else { return programName }
    let folders = (environment["PATH"] ?? "").split(separator: ":", omittingEmptySubsequences: false)
    for folder in folders {
      let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + programName
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue,
        FileManager.default.isExecutableFile(atPath: candidate)
      {
        return candidate
      }
    }
    return programName
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
      tr("cannot find the game's assets folder; run rps from its checkout or install, or set RPS_ASSETS")
    case .incomplete(let folder):
      tr("RPS_ASSETS=%1$@ has no %2$@; point it at the game's assets folder", folder, AssetLocator.markerFile)
    }
  }
}
