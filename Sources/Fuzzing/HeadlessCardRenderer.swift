import Foundation
import GameCore
import RPSApp

/// Writes a tiny placeholder instead of drawing a match card, so the cards folder is created
/// and written as in the game, without SDL.
@MainActor
public final class HeadlessCardRenderer: MatchCardRendering {
  public private(set) var cardsWritten = 0

  public init() {}

  public func renderCard(for record: MatchRecord, to path: String) throws {
    try Data("card \(record.id)".utf8).write(to: URL(fileURLWithPath: path))
    cardsWritten += 1
  }
}
