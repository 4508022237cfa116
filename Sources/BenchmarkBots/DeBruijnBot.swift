import GameCore

/// Plays a de Bruijn sequence over the moves again and again: a cycle in which every run of
/// `order` moves appears exactly once, so counting what follows the last `order − 1` moves finds
/// no preference. Order 3 (27 moves) with three moves, order 2 (25 moves) with five, by default.
public struct DeBruijnBot: Opponent {
  /// Nil picks the default order for the rules' number of moves.
  public let order: Int?
  private var sequence: [Int] = []
  private var sequenceMoveCount = 0

  public init(order: Int? = nil) {
    precondition(order.map { $0 >= 1 } ?? true, "the order is at least 1")
    self.order = order
  }

  public var name: String { "de-bruijn" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    if sequenceMoveCount != rules.moves.count {
      sequenceMoveCount = rules.moves.count
      sequence = Self.sequence(moveCount: sequenceMoveCount, order: order ?? (sequenceMoveCount == 3 ? 3 : 2))
    }
    return rules.moves[sequence[history.count % sequence.count]]
  }

  /// The de Bruijn sequence B(moveCount, order), lexicographically least, by the
  /// Fredricksen–Kessler–Maiorana algorithm (concatenating the Lyndon words whose length divides
  /// `order`).
  public static func sequence(moveCount: Int, order: Int) -> [Int] {
    var result: [Int] = []
    var word = Array(repeating: 0, count: order + 1)
    func extend(_ position: Int, _ period: Int) {
      if position > order {
        if order % period == 0 { result.append(contentsOf: word[1...period]) }
        return
      }
      word[position] = word[position - period]
      extend(position + 1, period)
      for symbol in (word[position - period] + 1)..<moveCount {
        word[position] = symbol
        extend(position + 1, position)
      }
    }
    extend(1, 1)
    return result
  }
}
