import Foundation
import GameCore
import Localization
import ViewKit

/// What the boards and the history report, and what the screens do with it: each callback holds
/// the screens weakly and calls one of their methods.
extension Screens {
  func connectComputerBoard() {
    // The computer meets a returning player as it left them: it recalls their latest rounds.
    play.earlierMatches = { [weak keeper] rules in keeper?.matchesRecalled(rules: rules) ?? [] }
    play.onRoundPlayed = { [weak self] match in self?.computerRoundPlayed(match) }
    play.onWillStartNewMatch = { [weak self] match in self?.willStartNewMatch(leaving: match) }
    play.onInsightToggled = { [weak self] shown in self?.settings.update { $0.showsInsight = shown } }
    play.onPreferencesChanged = { [weak self] quickThrows, reducesMotion in
      self?.preferencesChanged(quickThrows: quickThrows, reducesMotion: reducesMotion)
    }
    play.onSettingsChanged = { [weak self] before in self?.computerChoicesChanged(from: before) }
    play.onChoosePlayers = { [weak self] count in self?.choosePlayers(count) }
    play.onPlayFriend = { [weak self] in self?.network.show() }
    play.boardShaping = { [weak self] size in self?.split.shapingSize(for: size) ?? size }
    play.hardProgress = { [weak self] in
      guard let self else { return HardProgress(history: History(), now: Date()) }
      return HardProgress(history: self.keeper.history, now: self.progress.now())
    }
    play.earlierLesson = { [weak self] in
      guard let self else { return nil }
      // The board's match, once over, is the newest finished at its level: the one before it.
      let level = self.play.level
      let earlier = self.keeper.history.finished.lazy.filter { $0.isAgainstALevel && $0.level == level }
        .dropFirst().first
      return earlier.flatMap { MatchLessonWords(match: $0.match, level: level, insights: $0.insights ?? []) }
    }
  }

  func connectPeopleBoard() {
    twoPlayer.onRoundPlayed = { [weak self] match in
      self?.keeper.roundPlayed(match)
      if match.isOver { self?.announceAchievements() }
    }
    twoPlayer.onWillStartNewMatch = { [weak self] match in self?.willStartNewMatch(leaving: match) }
    twoPlayer.onShowOptions = { [weak self] in self?.showPeopleOptions() }
    twoPlayer.onSettingsChanged = { [weak self] in self?.peopleChoicesChanged() }
  }

  func connectHistory() {
    history.onOpen = { [weak self] record in self?.open(record) }
    history.onClear = { [weak self] in self?.clearWithUndo() }
    history.onHidesAbandonedChange = { [weak self] hides in
      self?.settings.update { $0.hidesAbandonedMatches = hides }
    }
    keeper.onChange = { [weak self] in self?.historyChanged() }
    keeper.onNotice = { [weak self] text in
      self?.split.showNotice(text)
      RockPaperScissorsApp.printError("rps: " + text)
    }
    keeper.onRemove = { [weak self] removed in self?.closeDetail(ifShowingAnyOf: removed) }
  }

  private func computerRoundPlayed(_ match: Match) {
    // Achievements earned, and at Hard a rank reached for the first time and the day's quest met
    // by this round, are all said as they happen, one notice after the other: a quest met in the
    // match that earned an achievement went unsaid, and players missed it.
    let before = play.level == .hard ? HardProgress(history: keeper.history, now: progress.now()) : nil
    keeper.roundPlayed(match, insights: play.game.roundInsights)
    var earned: [Achievement] = []
    if match.isOver {
      play.milestone = Milestone(newestOf: keeper.history)
      earned = progress.earnAchievements(history: keeper.history)
    }
    var news = Screens.announcement(of: earned).map { [$0] } ?? []
    if let before {
      let hard = HardProgress(history: keeper.history, now: progress.now())
      // Poker face is also an achievement: said once, as the achievement.
      if hard.rating.bestRank > before.rating.bestRank, !earned.contains(.pokerFace) {
        // TRANSLATORS: said once when the rating against Hard first reaches a rank: "New rank against Hard: Hard to read (1300)".
        news.append(
          tr("New rank against Hard: %1$@ (%2$@)", hard.rating.bestRank.title, String(hard.rating.best)))
      }
      if hard.questDone, !before.questDone {
        news.append(tr("Today's quest at Hard met: %1$@ ✓", hard.quest.words))
      }
    }
    split.showNotices(news)
  }

  private func willStartNewMatch(leaving match: Match) {
    if !match.isOver { keeper.matchAbandoned() }
  }

  /// One choice for both boards: the options show the same Quick throws on each.
  private func preferencesChanged(quickThrows: Bool, reducesMotion: Bool) {
    twoPlayer.quickThrows = quickThrows
    settings.update { saved in
      saved.quickThrows = quickThrows
      saved.reducesMotion = reducesMotion
    }
  }

  /// Only what the player changed is saved: an option of the command line stays for this run.
  private func computerChoicesChanged(from before: RockPaperScissorsController.Choices) {
    keeper.level = play.level
    game.banner = Banner(for: play.game.match)
    let now = play.choices
    settings.update { saved in
      if now.level != before.level { saved.level = now.level }
      if now.rules != before.rules { saved.rules = now.rules }
      if now.targetWins != before.targetWins { saved.targetWins = now.targetWins }
    }
  }

  private func peopleChoicesChanged() {
    game.banner = Banner(for: twoPlayer.match)
    settings.update { saved in
      saved.rules = twoPlayer.match.rules
      saved.targetWins = twoPlayer.match.targetWins
    }
  }

  private func showPeopleOptions() {
    guard let window = twoPlayer.view.window else { return }
    twoPlayerOptionsPopover.contentSize = GameOptionsController.preferredSize(for: twoPlayer.match.rules)
    twoPlayerOptionsPopover.present(from: twoPlayer.optionsItem, in: window)
  }

  private func historyChanged() {
    history.reload()
    statistics?.reload()
    peopleStatistics?.reload()
    challengeScreens.records?.reload()
    // A Hard match deleted or brought back changes the week's line over the board.
    play.refreshHardGoal()
  }
}
