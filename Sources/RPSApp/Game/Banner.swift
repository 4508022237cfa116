import GameCore
import ViewKit

/// What a container's banner says: the name of what is on screen, one word at a time with a
/// colour each, and a short line under it.
public struct Banner: Equatable, Sendable {
  public struct Word: Equatable, Sendable {
    public var text: String
    public var color: Color
  }

  public var words: [Word]
  public var tagline: String

  public init(words: [Word] = [], tagline: String = "") {
    self.words = words
    self.tagline = tagline
  }

  /// A banner of one word in `color` over `tagline`: a screen's name and what it shows.
  public init(word: String, color: Color, tagline: String) {
    self.init(words: [Word(text: word, color: color)], tagline: tagline)
  }

  /// The game's banner for `match`: the moves in play, each in its button's colour, and how
  /// many wins end it.
  public init(for match: Match) {
    self.init(
      words: match.rules.moves.map { move in
        Word(text: move.word.uppercased(), color: Theme.tint(for: move).mixed(with: .white, amount: 0.45))
      },
      tagline: match.lengthInWords)
  }
}
