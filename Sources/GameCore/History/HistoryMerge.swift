import Foundation

extension History {
  /// This copy's history (`self`) merged with what another copy of the game saved in the
  /// meantime (`saved`), so that neither copy's matches are lost. `known` holds the ids this copy
  /// read from the file or wrote to it at its last load or save: a match in `known` that one side
  /// no longer has was deleted there, and stays deleted.
  ///
  /// - A finished match on one side only is kept, unless it is in `known` (then the side without
  ///   it deleted it). Matches come in by their end, newest first, among this copy's.
  /// - A match on both sides is this copy's, unless the saved one has more rounds (the copy
  ///   playing it went on after it was kept here as abandoned, or finished it).
  /// - This copy's match in progress stays its match in progress. The other copy's, unknown
  ///   here, takes the empty place, or, when this copy plays a match of its own, is kept among the
  ///   finished ones as abandoned (the file has room for one match in progress); the copy
  ///   playing it takes it back at its next save.
  func merged(withSaved saved: History, known: Set<UUID>, now: Date) -> History {
    var result = self
    let currentID = current?.id
    let savedIDs = Set(saved.finished.map(\.id) + (saved.current.map { [$0.id] } ?? []))
    result.finished.removeAll { known.contains($0.id) && !savedIDs.contains($0.id) }
    let positions = Dictionary(
      result.finished.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    var arrivals: [MatchRecord] = []
    var arrivalIDs = Set<UUID>()

    func take(_ record: MatchRecord) {
      guard record.id != currentID, !arrivalIDs.contains(record.id) else { return }
      if let position = positions[record.id] {
        let kept = result.finished[position]
        guard record.match.rounds.count > kept.match.rounds.count else { return }
        var newer = record
        newer.endedAt = record.endedAt ?? kept.endedAt ?? now
        result.finished[position] = newer
      } else if !known.contains(record.id) {
        arrivals.append(record)
        arrivalIDs.insert(record.id)
      }
    }

    for record in saved.finished { take(record) }
    if let other = saved.current, other.id != currentID, positions[other.id] == nil,
      !known.contains(other.id), !other.match.rounds.isEmpty
    {
      if result.current == nil {
        result.current = other
      } else {
        var abandoned = other
        abandoned.endedAt = now
        take(abandoned)
      }
    } else if let other = saved.current {
      // This copy's own, or one it knows: more rounds still count.
      if positions[other.id] != nil { take(other) }
    }

    for record in arrivals {
      let end = record.endedAt ?? record.startedAt
      let index =
        result.finished.firstIndex { ($0.endedAt ?? $0.startedAt) < end } ?? result.finished.endIndex
      result.finished.insert(record, at: index)
    }
    return result
  }
}
