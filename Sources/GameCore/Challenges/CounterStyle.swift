/// What a rival that sees reads coming (``HabitPlan/countersReads``) throws in the round it has
/// warned of, each rival its own way: a second thing to read, after its habit. With one way for
/// all, the warning ("Twice…") told a new player exactly what to throw, and by the third day it
/// was a free point.
///
/// ```swift
/// CounterStyle.plain.move(countering: .paper, counter: 0, rules: .classic)          // .rock
/// CounterStyle.bluff.move(countering: .paper, counter: 0, rules: .classic)          // .paper
/// CounterStyle.doubleCounter.move(countering: .paper, counter: 0, rules: .classic)  // .scissors
/// ```
public enum CounterStyle: Hashable, Sendable, CaseIterable {
  /// Throws what beats the player's answer to its call: the throw the call beats.
  case plain
  /// Warns, then keeps to its habit: the warning is a bluff.
  case bluff
  /// Expects the player to beat its counter, and throws what beats that: the counter's counter
  /// (under classic rules, what beats its own call: the player's first answer draws).
  case doubleCounter
  /// Plain, then double, in turn: the match's first counter plain, its second double, and so on.
  case alternating

  /// The throw of the `counter`th counter of a match (from 0) to the habit's `call` under `rules`.
  public func move(countering call: Move, counter: Int, rules: Rules) -> Move {
    switch kind(ofCounter: counter) {
    case .bluff: call
    case .doubleCounter:
      CounterStyle.stepBack(from: CounterStyle.stepBack(from: call, rules: rules), rules: rules)
    case .plain, .alternating: CounterStyle.stepBack(from: call, rules: rules)
    }
  }

  /// What the `counter`th counter of a match (from 0) is: plain, a bluff or double, never
  /// ``alternating``.
  public func kind(ofCounter counter: Int) -> CounterStyle {
    guard self == .alternating else { return self }
    return counter % 2 == 0 ? .plain : .doubleCounter
  }

  /// The throw `move` beats, one step back round the circle, which beats every throw that beats
  /// `move` (the one, or under Spock and lizard both).
  static func stepBack(from move: Move, rules: Rules) -> Move {
    let count = rules.moves.count
    return rules.moves[((rules.moves.firstIndex(of: move) ?? 0) + count - 1) % count]
  }
}
