import Foundation
import Localization

/// The settings of this run: changed by the player in the game, saved at once. Options given on
/// the command line are not here: they override the settings for one run and are not saved.
@MainActor
public final class SettingsKeeper {
  public private(set) var settings: Settings
  private let store: SettingsStore?
  /// Said to the player: a damaged file kept aside, or a save that failed (once).
  public var onNotice: ((String) -> Void)?
  private var toldSaveFailure = false

  /// `store` nil keeps the settings in memory only.
  public init(settings: Settings = Settings(), store: SettingsStore?) {
    self.settings = settings
    self.store = store
  }

  /// Loads from `store`; `notice` says what was wrong with the file, if anything, for the player.
  public static func load(from store: SettingsStore) -> (SettingsKeeper, notice: String?) {
    let (settings, outcome) = store.load()
    let notice: String?
    switch outcome {
    case .fresh, .loaded: notice = nil
    case .damaged(let reason, let movedTo):
      notice = tr(
        "The settings file was damaged: %1$@. It was kept as %2$@, and the defaults are used.", reason,
        movedTo)
    case .damagedInPlace(let reason):
      notice = tr(
        "The settings file was damaged: %1$@. It could not be moved aside, so it is left as it is and the defaults are used without being saved.",
        reason)
    }
    return (SettingsKeeper(settings: settings, store: store), notice)
  }

  /// Changes the settings and saves them if anything changed.
  public func update(_ change: (inout Settings) -> Void) {
    var changed = settings
    change(&changed)
    guard changed != settings else { return }
    settings = changed
    save()
  }

  private func save() {
    guard let store else { return }
    do {
      try store.save(settings)
      toldSaveFailure = false
    } catch {
      guard !toldSaveFailure else { return }
      toldSaveFailure = true
      onNotice?(tr("The settings were not saved: %1$@", "\(error)"))
    }
  }
}
