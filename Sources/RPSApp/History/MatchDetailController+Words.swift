import GameCore
import Localization

extension MatchDetailController {
  /// The line over a match's rounds: "Won 3–1 against Hard", "Ana won 3–1 against Ben",
  /// "2–1 against Hard, abandoned". Whole sentences, so each language orders them its own way.
  static func scoreSentence(_ record: MatchRecord) -> String {
    let (left, right) = (record.match.score.player, record.match.score.computer)
    if let players = record.players {
      // A network match the peer gave up or lost by the rules is won, though not to the end.
      switch record.winner {
      case .player:
        return tr("%1$@ won %2$@–%3$@ against %4$@", players.shownLeft, left, right, players.shownRight)
      case .computer:
        return tr("%1$@ won %2$@–%3$@ against %4$@", players.shownRight, right, left, players.shownLeft)
      case nil:
        return record.endedAt == nil
          ? tr(
            "%1$@–%2$@ between %3$@ and %4$@, still in progress", left, right, players.shownLeft,
            players.shownRight)
          : tr(
            "%1$@–%2$@ between %3$@ and %4$@, abandoned", left, right, players.shownLeft, players.shownRight)
      }
    }
    let level = record.challenge?.word ?? record.level.word
    switch record.match.winner {
    case .player: return tr("Won %1$@–%2$@ against %3$@", left, right, level)
    case .computer: return tr("Lost %1$@–%2$@ against %3$@", left, right, level)
    case nil:
      return record.endedAt == nil
        ? tr("%1$@–%2$@ against %3$@, still in progress", left, right, level)
        : tr("%1$@–%2$@ against %3$@, abandoned", left, right, level)
    }
  }
}
