import Foundation

/// Keeps the history in a folder as `history.json` (versioned JSON, written atomically) with the
/// match cards beside it in `cards/`.
///
/// Nothing is ever silently overwritten: a file that cannot be read is moved aside under a
/// `.damaged-<timestamp>` name before a fresh history starts, and a file from a newer version of
/// the game is left alone and saving is refused.
///
/// Several copies of the game may share one folder (two windows, `rps duel` beside a window), each
/// with a store of its own. Each save therefore merges rather than overwrites: under an exclusive
/// `flock` on `history.json.lock` beside the file, held from the read to the rename, the store
/// reads the file if another copy saved since this store last read or wrote it, merges that
/// copy's matches with its own by their ids (``History/merged(withSaved:known:now:)``), and writes
/// the result atomically (temporary file, fsync, rename). A match deleted in one copy stays
/// deleted: the store remembers which matches it last saw in the file, so a match that was there
/// and is gone was deleted by someone, not played by someone. Merging was chosen over handing the
/// folder to the first copy: a second copy stays a full game (no read-only mode, nothing to tell
/// the player), a copy that dies leaves nothing to clean up (the kernel drops its lock), and the
/// lock is held only for the few milliseconds of a save. A store is used from one thread; the
/// lock is between processes only.
public final class HistoryStore {
  /// What loading found.
  public enum LoadOutcome: Equatable, Sendable {
    /// No file yet: a fresh history.
    case fresh
    case loaded
    /// The file could not be read; it was moved to `movedTo` and a fresh history starts.
    case damaged(reason: String, movedTo: String)
    /// The file could not be read whole; it was moved to `movedTo`, and `matches` of the `of`
    /// match records it begins were read and saved as the history.
    case recovered(matches: Int, of: Int, movedTo: String)
    /// The file could not be read, nor moved aside (a folder that cannot be written): it is left
    /// as it is, a fresh history starts, and nothing will be saved over it.
    case damagedInPlace(reason: String)
    /// The file was written by a newer game; it is left as it is and nothing will be saved.
    case newerVersion(Int)
  }

  public enum StoreError: Error, Equatable, CustomStringConvertible {
    case refusedNewerVersion(path: String, version: Int)
    /// The file was found damaged and could not be moved aside: saving would destroy it.
    case refusedDamagedFile(path: String)
    case cannotWrite(String)

    /// True for the refusals the load already explained (a newer version's file, a damaged
    /// file that could not be moved aside): each save of the session is refused the same way.
    public var isRefusalExplainedAtLoad: Bool {
      switch self {
      case .refusedNewerVersion, .refusedDamagedFile: true
      case .cannotWrite: false
      }
    }

    public var description: String {
      switch self {
      case .refusedNewerVersion(let path, let version):
        "\(path) was written by a newer version of the game (format \(version)); it is kept as it is and nothing is saved"
      case .refusedDamagedFile(let path):
        "\(path) is damaged and could not be moved aside; it is kept as it is and nothing is saved"
      case .cannotWrite(let reason): reason
      }
    }
  }

  /// Files larger than this are not history files: they are treated as damaged.
  public static let maximumFileSize = 64 * 1024 * 1024

  public let folder: URL
  public var fileURL: URL { folder.appendingPathComponent("history.json") }
  public var cardsFolder: URL { folder.appendingPathComponent("cards") }
  /// The file every copy of the game locks around a save, beside the history.
  public var lockURL: URL { folder.appendingPathComponent("history.json.lock") }
  /// Why the store refuses to save, if it does: set by a load that found a file it must not
  /// write over.
  private var refusal: Refusal?
  private var encodedRecords = EncodedRecords()
  /// The file as this store last read or wrote it: another copy's save changes it.
  private var identity: FileIdentity?
  /// The ids of the matches in the file when this store last read or wrote it (the match in
  /// progress only if it was this copy's): one of them missing from either side was deleted.
  private var known: Set<UUID> = []
  /// Another copy's match in progress, kept in the file's empty place by this store's last save.
  private var carried: MatchRecord?

  private enum Refusal {
    case newerVersion(Int)
    case damagedInPlace
  }

  public init(folder: URL) {
    self.folder = folder
  }

  /// The default folder: `$XDG_DATA_HOME/rps`, else `~/.local/share/rps`.
  public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL
  {
    BaseDirectory.data.url(environment: environment).appendingPathComponent("rps")
  }

  /// Reads the history. Never throws: every problem is an outcome with a fresh history.
  public func load(now: Date = Date()) -> (History, LoadOutcome) {
    // Under the lock, no other copy is between writing a temporary file and renaming it: every
    // temporary file is a leftover. Without the lock (no folder, or one that cannot be written)
    // nothing is swept.
    guard let lock = try? FileLock(path: lockURL.path) else { return read(now: now) }
    sweepTemporaryFiles()
    let result = read(now: now)
    _ = consume lock
    return result
  }

  private func read(now: Date) -> (History, LoadOutcome) {
    let path = fileURL.path
    identity = nil
    known = []
    carried = nil
    guard FileManager.default.fileExists(atPath: path) else { return (History(), .fresh) }
    let identityRead = FileIdentity(path: path)
    let data: Data
    do {
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      if let size = attributes[.size] as? Int, size > HistoryStore.maximumFileSize {
        return moveAside(reason: "the file is \(size / 1_048_576) MB, far larger than any history", now: now)
      }
      data = try Data(contentsOf: fileURL)
    } catch {
      return moveAside(reason: "it cannot be read: \(ErrorReason.of(error))", now: now)
    }
    if let version = HistoryStore.version(of: data), version > History.currentVersion {
      refusal = .newerVersion(version)
      return (History(), .newerVersion(version))
    }
    do {
      var history = try JSONDecoder.history.decode(History.self, from: data)
      identity = identityRead
      known = Set(history.allNewestFirst.map(\.id))
      // An older file is written back in this version's format.
      history.version = History.currentVersion
      history.archiveCurrentIfFinished()
      return (history, .loaded)
    } catch {
      let reason = "it is not a valid history: \(ErrorReason.ofDecoding(error))"
      let recovery = HistoryRecovery(reading: data)
      guard recovery.recordsRecovered > 0 else { return moveAside(reason: reason, now: now) }
      return keepRecovered(recovery, reason: reason, now: now)
    }
  }

  /// Moves the damaged file aside and saves what could be read of it in its place; called under
  /// the lock. A file that cannot be moved aside is left alone: its matches are shown, and
  /// nothing is saved this session.
  private func keepRecovered(
    _ recovery: HistoryRecovery, reason: String, now: Date
  ) -> (History, LoadOutcome) {
    var history = recovery.history
    history.archiveCurrentIfFinished()
    guard let target = DamagedFile.keepAside(fileURL, now: now) else {
      refusal = .damagedInPlace
      return (history, .damagedInPlace(reason: reason))
    }
    // Saved at once, so the next start finds a whole file; if that fails, the first save of
    // the session writes it (there is no file to merge with).
    if let parts = try? encodedRecords.encode(history), (try? AtomicFile.write(parts, to: fileURL)) != nil {
      identity = FileIdentity(path: fileURL.path)
      known = Set(history.allNewestFirst.map(\.id))
    }
    return (
      history,
      .recovered(matches: recovery.recordsRecovered, of: recovery.recordsFound, movedTo: target)
    )
  }

  /// Writes the history atomically, merged with whatever another copy of the game saved since
  /// this store last read or wrote the file (see the type's comment). Refused after loading a
  /// newer version's file. Returns the history as written when it took in another copy's saves
  /// (matches added or deleted there); nil when what was written is `history` itself. The caller
  /// takes the finished matches of what is returned: a match this store wrote and the next
  /// `history` lacks is taken for deleted.
  ///
  /// A finished match never changes, so its JSON is kept from the save that first wrote it: a
  /// save encodes only what is new (the match in progress, a match just finished) and copies the
  /// rest, instead of encoding every match ever played after every round; and the parts are
  /// written one after the other rather than joined in memory.
  @discardableResult
  public func save(_ history: History, now: Date = Date()) throws(StoreError) -> History? {
    switch refusal {
    case .newerVersion(let version): throw .refusedNewerVersion(path: fileURL.path, version: version)
    case .damagedInPlace: throw .refusedDamagedFile(path: fileURL.path)
    case nil: break
    }
    let lock = try FileLock.forSaving(into: folder, lockURL: lockURL, of: "history")
    // Another copy's match in progress kept in the file by this store's last save is kept
    // again, as merging the file would keep it.
    let saved =
      try readAnotherCopysSave(now: now) ?? carried.map { History(finished: history.finished, current: $0) }
    let merged = saved.map { history.merged(withSaved: $0, known: known, now: now) }
    let written = merged ?? history
    let parts: [Data]
    do {
      parts = try encodedRecords.encode(written)
    } catch {
      throw .cannotWrite("cannot encode the history: \(ErrorReason.of(error))")
    }
    do {
      try AtomicFile.write(parts, to: fileURL)
    } catch {
      throw .cannotWrite(error.description)
    }
    identity = FileIdentity(path: fileURL.path)
    // Another copy's match in progress, kept in the empty place, is not this copy's: it is not
    // known, so it is not taken for deleted when this copy's next save no longer has it.
    known = Set(written.finished.map(\.id) + (history.current.map { [$0.id] } ?? []))
    carried = written.current?.id == history.current?.id ? nil : written.current
    _ = consume lock
    return merged
  }

  /// The history another copy of the game saved since this store last read or wrote the file;
  /// nil when none did (or there is no file). Called under the lock. A file that cannot be read
  /// is moved aside, as at load, and this copy's history is written whole; one from a newer
  /// version stops this session's saving.
  private func readAnotherCopysSave(now: Date) throws(StoreError) -> History? {
    guard let found = FileIdentity(path: fileURL.path), found != identity else { return nil }
    let size = (try? FileManager.default.attributesOfItem(atPath: fileURL.path))?[.size] as? Int ?? 0
    guard size <= HistoryStore.maximumFileSize, let data = try? Data(contentsOf: fileURL) else {
      try keepDamagedAside(now: now)
      return nil
    }
    if let version = HistoryStore.version(of: data), version > History.currentVersion {
      refusal = .newerVersion(version)
      // Said once, as a save that failed: the load said nothing of it.
      throw .cannotWrite(StoreError.refusedNewerVersion(path: fileURL.path, version: version).description)
    }
    guard let saved = try? JSONDecoder.history.decode(History.self, from: data) else {
      try keepDamagedAside(now: now)
      return nil
    }
    return saved
  }

  /// Moves a file found damaged at a save aside; if it cannot be moved, nothing is written over
  /// it, now or later in the session.
  private func keepDamagedAside(now: Date) throws(StoreError) {
    guard DamagedFile.keepAside(fileURL, now: now) == nil else { return }
    refusal = .damagedInPlace
    throw .cannotWrite(StoreError.refusedDamagedFile(path: fileURL.path).description)
  }

  /// Removes temporary files left by a writer that was killed before its rename: they never
  /// hold the only copy of anything, since the rename is what publishes a save.
  private func sweepTemporaryFiles() {
    let prefix = "." + fileURL.lastPathComponent + ".tmp-"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where name.hasPrefix(prefix) {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }

  private func moveAside(reason: String, now: Date) -> (History, LoadOutcome) {
    guard let target = DamagedFile.keepAside(fileURL, now: now) else {
      // It could not be moved: keep it where it is and refuse to write over it.
      refusal = .damagedInPlace
      return (History(), .damagedInPlace(reason: reason))
    }
    return (History(), .damaged(reason: reason, movedTo: target))
  }

  /// The `version` field, read leniently, so a newer file is recognised even if its shape changed.
  static func version(of data: Data) -> Int? {
    struct Versioned: Decodable { let version: Int }
    return try? JSONDecoder().decode(Versioned.self, from: data).version
  }
}

/// The JSON of finished matches from earlier saves, by id. ``encode(_:)`` writes what `JSONEncoder.history` writes for a ``History`` (pretty,
/// sorted keys, ISO 8601 dates), taking each finished match's text from here while the match is
/// unchanged.
private struct EncodedRecords {
  private struct Entry {
    let record: MatchRecord
    /// The record's JSON, indented to sit in the `finished` array.
    let text: Data
  }

  private var entries: [UUID: Entry] = [:]

  /// The file's contents in parts, to be written one after the other: the finished matches'
  /// parts are the texts kept here, not copies.
  mutating func encode(_ history: History) throws -> [Data] {
    do {
      let encoder = JSONEncoder.history
      var parts = [Data("{\n".utf8)]
      parts.reserveCapacity(history.finished.count * 2 + 8)
      if let current = history.current {
        parts.append(Data("  \"current\" : ".utf8))
        parts.append(EncodedRecords.indented(try encoder.encode(current), by: 2))
        parts.append(Data(",\n".utf8))
      }
      parts.append(Data("  \"finished\" : [".utf8))
      let first = Data("\n    ".utf8)
      let next = Data(",\n    ".utf8)
      for (index, record) in history.finished.enumerated() {
        let text: Data
        if let known = entries[record.id], known.record == record {
          text = known.text
        } else {
          text = EncodedRecords.indented(try encoder.encode(record), by: 4)
          entries[record.id] = Entry(record: record, text: text)
        }
        parts.append(index == 0 ? first : next)
        parts.append(text)
      }
      // An empty array too is written as JSONEncoder writes it, on three lines.
      parts.append(Data((history.finished.isEmpty ? "\n\n  ],\n" : "\n  ],\n").utf8))
      parts.append(Data("  \"version\" : \(history.version)\n}".utf8))
      // Matches no longer in the history are forgotten, now and then: a history only grows, and
      // the table is kept as it is rather than made anew at every save.
      if entries.count > history.finished.count + 64 {
        let kept = Set(history.finished.map(\.id))
        entries = entries.filter { kept.contains($0.key) }
      }
      return parts
    }
  }

  /// `json` with every line after the first indented by `spaces` more.
  private static func indented(_ json: Data, by spaces: Int) -> Data {
    let newline = UInt8(ascii: "\n")
    let padding = [UInt8](repeating: UInt8(ascii: " "), count: spaces)
    var result = Data()
    result.reserveCapacity(json.count + json.count / 8)
    for byte in json {
      result.append(byte)
      if byte == newline { result.append(contentsOf: padding) }
    }
    return result
  }
}

extension JSONEncoder {
  static var history: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }
}

extension JSONDecoder {
  static var history: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}
