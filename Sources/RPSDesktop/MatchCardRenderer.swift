import GameCore
import RPSApp
import SDLHost
import ViewKit

/// Renders match cards with the SDL host's renderer, offscreen.
@MainActor
public final class MatchCardRenderer: MatchCardRendering {
  private unowned let host: SDLHost

  public init(host: SDLHost) {
    self.host = host
  }

  public func renderCard(for record: MatchRecord, to path: String) throws {
    let card = MatchCardView(record: record)
    try host.renderOffscreen(card, size: MatchCardView.size, scale: 2, to: path)
  }
}
