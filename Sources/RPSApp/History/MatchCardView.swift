import Foundation
import GameCore
import Localization
import ViewKit

/// The match card: a picture of the final board, made when a match ends and kept with the
/// history. Who won, the final score, the last throws, and a strip of every round.
@MainActor
public final class MatchCardView: View {
  public static let size = Size(width: 480, height: 360)

  public init(record: MatchRecord) {
    super.init(frame: Rect(origin: .zero, size: MatchCardView.size))
    let match = record.match
    let won = match.winner == .player
    // A rival is named where the computer would be.
    let rival = record.challenge?.rival.word
    let computerWon = rival.map { tr("%1$@ won!", $0) } ?? tr("The computer won")
    let headline = Label(
      text: record.players.map { players in
        match.winner.map { tr("%1$@ won!", $0 == .player ? players.shownLeft : players.shownRight) }
          ?? tr("Unfinished")
      } ?? (won ? tr("You won!") : match.winner == .computer ? computerWon : tr("Unfinished")),
      font: .bold(30),
      color: won || (record.players != nil && match.winner != nil) ? Theme.win : Theme.loss)
    headline.frame = Rect(x: 20, y: 16, width: 440, height: 40)
    let score = Label(
      text: "\(match.score.player) – \(match.score.computer)", font: .bold(54), color: Theme.text,
      frame: Rect(x: 160, y: 78, width: 160, height: 90))
    let formatter = Translations.dateFormatter(template: "dMMMyyyyHHmm", englishFormat: "d MMM yyyy, HH:mm")
    let footer = Label(
      text:
        "\(record.opponentWords) · \(match.kindInWords) · \(formatter.string(from: record.startedAt))",
      font: .system(15), color: Theme.secondaryText, frame: Rect(x: 20, y: 318, width: 440, height: 28))
    for part in [headline, score, footer] { addSubview(part) }
    if let last = match.rounds.last {
      addSubview(
        ImageView(image: Theme.image(for: last.player), frame: Rect(x: 30, y: 64, width: 120, height: 120)))
      addSubview(
        ImageView(image: Theme.image(for: last.computer), frame: Rect(x: 330, y: 64, width: 120, height: 120))
      )
      addSubview(
        Label(
          text: record.players?.shownLeft ?? tr("YOU"), font: .bold(15), color: Theme.player,
          frame: Rect(x: 30, y: 186, width: 120, height: 22)))
      addSubview(
        Label(
          text: record.players?.shownRight ?? rival?.uppercased() ?? tr("COMPUTER"), font: .bold(15),
          color: Theme.computer,
          frame: Rect(x: 330, y: 186, width: 120, height: 22)))
    }
    // Every round as a small coloured tile, oldest first, so the card tells how the match went.
    let rounds = match.rounds.suffix(20)
    let tile = min(40.0, 440 / Double(max(1, rounds.count)) - 4)
    var x = 240 - (Double(rounds.count) * (tile + 4) - 4) / 2
    for round in rounds {
      let view = View(frame: Rect(x: x, y: 240, width: tile, height: tile))
      view.backgroundColor = Theme.color(for: round.outcome).withAlpha(0.25)
      view.borderColor = Theme.color(for: round.outcome)
      view.borderWidth = 2
      view.cornerRadius = 8
      let image = ImageView(
        image: Theme.image(for: round.player), frame: Rect(x: 3, y: 3, width: tile - 6, height: tile - 6))
      view.addSubview(image)
      addSubview(view)
      x += tile + 4
    }
  }

  public override func draw(in canvas: any Canvas, rect: Rect) {
    canvas.fillGradient(rect, top: Theme.card, bottom: Theme.backgroundBottom, cornerRadius: 24)
    canvas.stroke(rect, color: Theme.cardEdge, lineWidth: 2, cornerRadius: 24)
  }
}
