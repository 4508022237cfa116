/// The contexts the Markov predictors condition on, each read as a number from the last rounds.
enum ContextKind: Int, CaseIterable, Sendable, CustomStringConvertible {
  case theirLastMove
  case theirLastTwoMoves
  case myLastMove
  case lastRound
  case lastTwoRounds
  case roundPhase

  func contextCount(moveCount: Int) -> Int {
    switch self {
    case .theirLastMove, .myLastMove: moveCount
    case .theirLastTwoMoves, .lastRound: moveCount * moveCount
    case .lastTwoRounds: moveCount * moveCount * moveCount * moveCount
    case .roundPhase: moveCount
    }
  }

  /// The context after the given rounds, or nil while there are too few.
  func context(theirs: [UInt8], mine: [UInt8], moveCount: Int) -> Int? {
    let last = theirs.count - 1
    switch self {
    case .theirLastMove:
      guard last >= 0 else { return nil }
      return Int(theirs[last])
    case .myLastMove:
      guard last >= 0 else { return nil }
      return Int(mine[last])
    case .theirLastTwoMoves:
      guard last >= 1 else { return nil }
      return Int(theirs[last - 1]) * moveCount + Int(theirs[last])
    case .lastRound:
      guard last >= 0 else { return nil }
      return Int(theirs[last]) * moveCount + Int(mine[last])
    case .lastTwoRounds:
      guard last >= 1 else { return nil }
      let earlier = Int(theirs[last - 1]) * moveCount + Int(mine[last - 1])
      return earlier * moveCount * moveCount + Int(theirs[last]) * moveCount + Int(mine[last])
    case .roundPhase:
      return theirs.count % moveCount
    }
  }

  var description: String {
    switch self {
    case .theirLastMove: "your last move"
    case .theirLastTwoMoves: "your last two moves"
    case .myLastMove: "the computer's last move"
    case .lastRound: "the last round"
    case .lastTwoRounds: "the last two rounds"
    case .roundPhase: "the round number"
    }
  }
}
