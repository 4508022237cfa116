import Foundation
import GameCore
import Localization

/// Keeps the player's progress (rivals beaten, daily challenges, achievements) and saves it
/// after every change, beside the history. As with the history, a save that fails lets play go
/// on: the progress stays in memory and the player is told once.
@MainActor
public final class ProgressKeeper {
  public private(set) var progress: PlayerProgress
  public let store: ProgressStore?
  /// Runs with a sentence for the player: a save problem, a damaged file.
  public var onNotice: ((String) -> Void)?
  private var lastSaveFailed = false
  /// The clock: the day it gives is the daily challenge's. A tool that looks at many days'
  /// challenges (`rps-bench legibility`) turns it.
  public var now: () -> Date

  public init(progress: PlayerProgress, store: ProgressStore?, now: @escaping () -> Date = Date.init) {
    self.progress = progress
    self.store = store
    self.now = now
  }

  /// The progress kept in `store`'s folder, loaded; what loading found, said through
  /// ``onNotice`` once it is set (see ``loadNotice``). A damaged or missing file is rebuilt from
  /// `history`: the rivals beaten, the days tried and the achievements its matches record.
  public static func load(from store: ProgressStore?, history: History) -> (ProgressKeeper, String?) {
    let (loaded, outcome) = store?.load() ?? (PlayerProgress(), .fresh)
    var progress = loaded
    switch outcome {
    case .fresh, .damaged, .recovered:
      progress = loaded.merged(with: PlayerProgress.rebuilt(from: history, at: Date()))
    case .loaded:
      // A file from before stars or the Masters were kept, or saved since by such a build,
      // gets them back.
      progress.keepStars(earnedIn: history)
      progress.recallMastersEntered(from: history)
      progress.redateAchievements(history: history)
    case .damagedInPlace, .newerVersion: break
    }
    let keeper = ProgressKeeper(progress: progress, store: store)
    let notice: String? =
      switch outcome {
      case .fresh, .loaded: nil
      // The progress file is read whole or not at all: only a history is recovered in parts.
      case .damaged(_, let movedTo), .recovered(_, _, let movedTo):
        tr(
          "Your ladder progress file was damaged; it was kept aside as %1$@ and your progress was rebuilt from your match history.",
          movedTo)
      case .damagedInPlace(let reason):
        tr(
          "Your ladder progress could not be read (%1$@) and is left as it is; nothing will be saved over it.",
          reason)
      case .newerVersion:
        tr(
          "Your ladder progress was saved by a newer version of the game; it is left as it is and nothing is saved."
        )
      }
    // The rebuilt progress is written at once, so the file holds it again.
    if progress != loaded { keeper.save() }
    return (keeper, notice)
  }

  /// The day it is now, in UTC: the daily challenge's day.
  public var today: DayStamp { DayStamp(now()) }

  /// Records a ladder match won against `rival` on `tier`, with the `stars` it earned.
  public func beat(_ rival: Rival, stars: Int = 1, on tier: LadderTier = .first) {
    progress.beat(rival, at: now(), on: tier)
    progress.keep(stars: stars, for: rival, on: tier)
    save()
  }

  /// Records a Masters rung played: the Masters stay open from now on.
  func enterMasters() {
    guard !progress.hasEnteredMasters else { return }
    progress.enterMasters(at: now())
    save()
  }

  /// Records how the daily challenge of `day` went.
  func recordDaily(_ result: PlayerProgress.DailyResult, on day: DayStamp) {
    progress.record(result, on: day)
    save()
  }

  /// Records the answer to the question on `day`'s habit: the first answer counts.
  func recordHabitNamed(_ right: Bool, on day: DayStamp) {
    guard progress.habitNamed(on: day) == nil else { return }
    progress.recordHabitNamed(right, on: day)
    save()
  }

  /// Records the answer to the question on the habit `rival`'s Masters rung borrows: the first
  /// answer counts.
  func recordMastersHabitNamed(_ right: Bool, for rival: Rival) {
    guard progress.mastersHabitNamed(for: rival) == nil else { return }
    progress.recordMastersHabitNamed(right, for: rival)
    save()
  }

  /// Keeps and returns the achievements `history` and the progress newly earn: each once, ever.
  func earnAchievements(history: History) -> [Achievement] {
    let new = progress.earnAchievements(history: history, at: now())
    if !new.isEmpty { save() }
    return new
  }

  private func save() {
    guard let store else { return }
    do {
      progress = try store.save(progress, now: now())
      lastSaveFailed = false
    } catch {
      if !lastSaveFailed, !error.isRefusalExplainedAtLoad {
        onNotice?(tr("Cannot save your ladder progress (%1$@). Play goes on.", "\(error)"))
      }
      lastSaveFailed = true
    }
  }
}
