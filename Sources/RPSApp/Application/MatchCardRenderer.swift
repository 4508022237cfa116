import GameCore
import SDLHost
import ViewKit

/// Renders match cards with the SDL host's renderer, offscreen.
@MainActor
final class MatchCardRenderer: MatchCardRendering {
  private unowned let host: SDLHost

  init(host: SDLHost) {
    self.host = host
  }

  func renderCard(for record: MatchRecord, to path: String) throws {
    let card = MatchCardView(record: record)
    try host.renderOffscreen(card, size: MatchCardView.size, scale: 2, to: path)
  }
}
