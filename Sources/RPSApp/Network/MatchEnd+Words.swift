import Localization
import NetPlay

extension MatchEnd {
  /// The line the player reads when a network match ends, in the player's language. (NetPlay's
  /// ``MatchEnd/message(peerName:)`` stays English: it is `rps duel`'s JSON.) The protocol's own
  /// reasons (a timeout, a rule broken, a refused connection) come from NetPlay in English and
  /// are quoted as they are.
  func words(peerName: String?) -> String {
    // TRANSLATORS: the friend on another computer, when their name is not known yet.
    let peer = peerName ?? tr("the other player")
    switch self {
    case .finished(let localWon, let score):
      return localWon
        ? tr("You won the match %1$@ against %2$@.", score, peer)
        : tr("You lost the match %1$@ to %2$@.", score, peer)
    case .resigned(let byPeer, let round):
      return byPeer
        ? tr("%1$@ resigned in round %2$@: you win the match.", peer, round)
        : tr("You resigned in round %1$@.", round)
    case .forfeited(let reason):
      // TRANSLATORS: %2$@ is the protocol's reason, in English ("did not reveal its throw in time").
      return tr("%1$@ forfeits the match (%2$@).", peer, reason)
    case .peerBrokeRules(let reason):
      // TRANSLATORS: %2$@ is the protocol's reason, in English.
      return tr("%1$@ broke the rules, and the match ends (%2$@).", peer, reason)
    case .left(let byPeer, let round, let text):
      let finished = Int(round) - 1
      if !byPeer {
        return finished < 1
          ? tr("You left the match before the first round ended.")
          : tr("You left the match after round %1$@.", finished)
      }
      if text.isEmpty {
        return finished < 1
          ? tr("%1$@ left the match before the first round ended.", peer)
          : tr("%1$@ left the match after round %2$@.", peer, finished)
      }
      // TRANSLATORS: %2$@ (or %3$@) is what the friend wrote when leaving.
      return finished < 1
        ? tr("%1$@ left the match before the first round ended, saying “%2$@”.", peer, text)
        : tr("%1$@ left the match after round %2$@, saying “%3$@”.", peer, finished, text)
    case .failed(let reason):
      return NetworkPlay.sentence(reason)
    }
  }
}
