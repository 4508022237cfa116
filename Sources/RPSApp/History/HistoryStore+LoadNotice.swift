import GameCore
import Localization

extension HistoryStore.LoadOutcome {
  /// What the player is told about the history file as the game starts; nil when all went well.
  var notice: String? {
    switch self {
    case .fresh, .loaded:
      return nil
    case .damaged(let reason, let movedTo):
      return tr(
        "The history file was damaged: %1$@. It was kept as %2$@, and a fresh history started.", reason,
        movedTo)
    case .recovered(let matches, let total, let movedTo):
      return trn(
        "History was damaged: %2$@ of %1$@ match recovered; the damaged file is kept as %3$@.",
        "History was damaged: %2$@ of %1$@ matches recovered; the damaged file is kept as %3$@.", total,
        matches, movedTo)
    case .damagedInPlace(let reason):
      return tr(
        "The history file was damaged: %1$@. It could not be moved aside, so it is left as it is and this session is not saved.",
        reason)
    case .newerVersion(let version):
      return tr(
        "The history was written by a newer version of the game (format %1$@); it is left as it is and this session is not saved.",
        version)
    }
  }
}
