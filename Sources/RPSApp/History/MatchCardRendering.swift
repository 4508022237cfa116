import GameCore

/// Draws a finished match's card (a picture of the final board) into a PNG file. The SDL host
/// does it for real; tests use a fake.
@MainActor
public protocol MatchCardRendering: AnyObject {
  /// Writes the card for `record` to `path`; throws a description of what went wrong.
  func renderCard(for record: MatchRecord, to path: String) throws
}
