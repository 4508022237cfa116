import Foundation

/// Keeps the player's progress (``PlayerProgress``) in the history's folder as `progress.json`,
/// the way ``HistoryStore`` keeps the history: versioned JSON written atomically (temporary file,
/// fsync, rename) under an exclusive `flock` on `progress.json.lock`, merged with what another
/// copy of the game saved meanwhile; a file that cannot be read is moved aside under a
/// `.damaged-<timestamp>` name and never written over; a newer version's file is left alone and
/// saving refused.
///
/// Progress only grows, so merging is taking the union (``PlayerProgress/merged(with:)``): the
/// file is read under the lock at every save, whoever wrote it.
public final class ProgressStore {
  public let folder: URL
  public var fileURL: URL { folder.appendingPathComponent("progress.json") }
  public var lockURL: URL { folder.appendingPathComponent("progress.json.lock") }
  /// Files larger than this are not progress files: they are treated as damaged.
  public static let maximumFileSize = 4 * 1024 * 1024
  private var refusal: HistoryStore.StoreError?

  public init(folder: URL) {
    self.folder = folder
  }

  /// Reads the progress. Never throws: every problem is an outcome with fresh progress.
  public func load(now: Date = Date()) -> (PlayerProgress, HistoryStore.LoadOutcome) {
    // Under the lock, no other copy is halfway through a save; without one (a folder that
    // cannot be written) the file is read as it is.
    guard let lock = try? FileLock(path: lockURL.path) else { return loadUnlocked(now: now) }
    let result = loadUnlocked(now: now)
    _ = consume lock
    return result
  }

  private func loadUnlocked(now: Date) -> (PlayerProgress, HistoryStore.LoadOutcome) {
    guard FileManager.default.fileExists(atPath: fileURL.path) else { return (PlayerProgress(), .fresh) }
    switch read() {
    case .success(let progress):
      return (progress, .loaded)
    case .failure(.newer(let version)):
      refusal = .refusedNewerVersion(path: fileURL.path, version: version)
      return (PlayerProgress(), .newerVersion(version))
    case .failure(.damaged(let reason)):
      guard let target = DamagedFile.keepAside(fileURL, now: now) else {
        refusal = .refusedDamagedFile(path: fileURL.path)
        return (PlayerProgress(), .damagedInPlace(reason: reason))
      }
      return (PlayerProgress(), .damaged(reason: reason, movedTo: target))
    }
  }

  /// Writes `progress` merged with the file's (another copy may have saved since), atomically,
  /// and returns what was written.
  @discardableResult
  public func save(
    _ progress: PlayerProgress, now: Date = Date()
  ) throws(HistoryStore.StoreError)
    -> PlayerProgress
  {
    if let refusal { throw refusal }
    let lock = try FileLock.forSaving(into: folder, lockURL: lockURL, of: "progress")
    var written = progress
    if FileManager.default.fileExists(atPath: fileURL.path) {
      switch read() {
      case .success(let saved):
        written = progress.merged(with: saved)
      case .failure(.newer(let version)):
        let refusal = HistoryStore.StoreError.refusedNewerVersion(path: fileURL.path, version: version)
        self.refusal = refusal
        throw .cannotWrite(refusal.description)
      case .failure(.damaged):
        guard DamagedFile.keepAside(fileURL, now: now) != nil else {
          let refusal = HistoryStore.StoreError.refusedDamagedFile(path: fileURL.path)
          self.refusal = refusal
          throw .cannotWrite(refusal.description)
        }
      }
    }
    written.version = PlayerProgress.currentVersion
    do {
      let data = try JSONEncoder.history.encode(written)
      try AtomicFile.write(data, to: fileURL)
    } catch let error as AtomicFile.WriteError {
      throw .cannotWrite(error.description)
    } catch {
      throw .cannotWrite("cannot encode the progress: \(ErrorReason.of(error))")
    }
    _ = consume lock
    return written
  }

  private enum ReadFailure: Error {
    case newer(Int)
    case damaged(String)
  }

  private func read() -> Result<PlayerProgress, ReadFailure> {
    let size = (try? FileManager.default.attributesOfItem(atPath: fileURL.path))?[.size] as? Int ?? 0
    guard size <= ProgressStore.maximumFileSize else {
      return .failure(.damaged("the file is far larger than any progress"))
    }
    let data: Data
    do {
      data = try Data(contentsOf: fileURL)
    } catch {
      return .failure(.damaged("it cannot be read: \(ErrorReason.of(error))"))
    }
    if let version = HistoryStore.version(of: data), version > PlayerProgress.currentVersion {
      return .failure(.newer(version))
    }
    do {
      return .success(try JSONDecoder.history.decode(PlayerProgress.self, from: data))
    } catch {
      return .failure(.damaged("it is not a valid progress file: \(ErrorReason.ofDecoding(error))"))
    }
  }
}
