import GameCore
import ViewKit

/// The moments around a throw: the count before the reveal ("rock… paper… scissors… shoot!",
/// both hands shaking on each beat) and the celebration when a match ends. With ``quickThrows``
/// neither runs; with ``reducesMotion`` both fade instead of moving.
extension RockPaperScissorsController {
  /// One beat of the count; four make about a second.
  public static let beatDuration = 0.25
  /// How long a match's end is celebrated, unless skipped.
  public static let celebrationDuration = 1.6

  /// Counts before revealing `round`. The round is already decided: the computer committed its
  /// throw before the player threw.
  func startCount(for round: Round) {
    phase = .counting
    countedRound = round
    countBeat = 0
    ceremonyGeneration += 1
    playBeat(0, generation: ceremonyGeneration)
  }

  /// Both cards show a closed hand, and the result line the beat's word.
  func showCountBeat() {
    playerCard.showHand()
    computerCard.showHand()
    resultTitle.text = MatchWords.countBeats[min(countBeat, MatchWords.countBeats.count - 1)]
    resultTitle.textColor = Theme.text
    resultDetail.text = ""
  }

  private func playBeat(_ beat: Int, generation: Int) {
    guard generation == ceremonyGeneration, let round = countedRound else { return }
    guard beat < MatchWords.countBeats.count else {
      countedRound = nil
      reveal(round)
      return
    }
    countBeat = beat
    showCountBeat()
    sounds?.play(.beat)
    let hands = [playerCard.imageView, computerCard.imageView]
    let cards = [playerCard, computerCard]
    let half = Self.beatDuration / 2
    let reduced = reducesMotion
    // The window's clock keeps the beat, not the hands' animations: a rotation moves the game
    // between its containers, which ends every animation in it early, and a count chained on
    // their completions ran its remaining beats at once.
    if let window = view.window {
      window.schedule(after: Self.beatDuration) { [weak self] in
        self?.playBeat(beat + 1, generation: generation)
      }
    }
    let metronome = self.metronome
    View.animate(withDuration: half) {
      metronome.alpha = 0.5
      for hand in hands where reduced { hand.alpha = 0.4 }
      for card in cards where !reduced { card.raiseHand(true) }
    } completion: { _ in
      View.animate(withDuration: half) {
        metronome.alpha = 1
        for hand in hands where reduced { hand.alpha = 1 }
        for card in cards where !reduced { card.raiseHand(false) }
      }
    }
    // Without a window there is no clock: the count ends at once.
    if view.window == nil { playBeat(beat + 1, generation: generation) }
  }

  /// A won match bursts into confetti and the player's card grows; a lost one dims the board
  /// gently and the computer's card grows. New match is offered when it is over or skipped.
  func celebrate() {
    guard !quickThrows, view.window != nil, let winner = game.match.winner else { return }
    phase = .celebrating
    ceremonyGeneration += 1
    let generation = ceremonyGeneration
    refresh()
    let card = winner == .player ? playerCard : computerCard
    // The match's end changed the board (its lesson, the week's line at Hard): laid out now, so
    // the confetti starts from the card's place and the next layout does not undo its growing.
    view.layoutIfNeeded()
    confetti.frame = view.bounds
    confetti.isHidden = false
    view.bringSubviewToFront(confetti)
    let colours = game.match.rules.moves.map(Theme.tint(for:)) + [Theme.win, Theme.draw]
    let finished = { [weak self] in
      guard let self, generation == ceremonyGeneration else { return }
      finishCeremony()
    }
    if winner == .player {
      confetti.burst(
        from: Point(x: card.frame.midX, y: card.frame.minY), colours: colours,
        reducesMotion: reducesMotion, duration: Self.celebrationDuration, completion: finished)
    } else {
      confetti.dim(duration: Self.celebrationDuration, completion: finished)
    }
    guard !reducesMotion else { return }
    // The card grows within the board: one at its edge grows inwards only.
    let grown = card.frame.insetBy(dx: -card.frame.width * 0.04, dy: -card.frame.height * 0.04)
      .intersection(view.bounds)
    View.animate(withDuration: 0.35) { card.frame = grown }
  }

  /// Ends the count (revealing its round) or the celebration at once: a new match, a change
  /// of the options, or a key or click during a celebration.
  public func finishCeremony() {
    guard phase != .ready else { return }
    ceremonyGeneration += 1
    if phase == .counting { newMatchAfterCount = false }
    if phase == .counting, let round = countedRound {
      countedRound = nil
      reveal(round)
    }
    guard phase == .celebrating else { return }
    phase = .ready
    confetti.clear()
    confetti.isHidden = true
    view.setNeedsLayout()
    refresh()
  }
}
