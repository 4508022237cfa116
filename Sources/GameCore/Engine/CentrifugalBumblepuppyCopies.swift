/// Which Centrifugal Bumblepuppy ``CentrifugalBumblepuppyCopies`` follows.
protocol CentrifugalBumblepuppyVersion: Sendable {
  static var number: Int { get }
}

enum CentrifugalBumblepuppy4: CentrifugalBumblepuppyVersion {
  static let number = 4
}

enum CentrifugalBumblepuppy5: CentrifugalBumblepuppyVersion {
  static let number = 5
}

/// Centrifugal Bumblepuppy 4 or 5 as ``DeterministicBotModel`` follows it: three copies
/// (``CentrifugalBumblepuppy``), one for each move the bot may have drawn for its predictors at
/// the start, each kept while it names the bot's throws. The bot's throw is known when the copies
/// left agree on it.
struct CentrifugalBumblepuppyCopies<Version: CentrifugalBumblepuppyVersion>: DeterministicBot {
  private var copies = (UInt8(0)..<3).map {
    CentrifugalBumblepuppy(version: Version.number, startingGuess: $0)
  }

  /// Every copy named a throw the bot did not make: the player is not the bot.
  var isLost: Bool { copies.isEmpty }

  var nextThrow: Int? {
    guard let first = copies.first?.nextThrow, copies.allSatisfy({ $0.nextThrow == first }) else {
      return nil
    }
    return first
  }

  /// While the bot throws at random, the move that brings it back to its meta-predictors soonest,
  /// if the copies left agree on it (``CentrifugalBumblepuppy/steeringMove``).
  var steeringMove: Int? {
    guard nextThrow == nil, let first = copies.first?.steeringMove,
      copies.allSatisfy({ $0.steeringMove == first })
    else { return nil }
    return first
  }

  mutating func record(own: Int, other: Int) {
    copies.removeAll { copy in copy.nextThrow.map { $0 != own } ?? false }
    for index in copies.indices { copies[index].record(own: UInt8(own), other: UInt8(other)) }
    copies.removeAll(where: \.isLost)
  }
}

/// The other player modelled as Centrifugal Bumblepuppy 4 chooses. Answered, version 4's
/// meta-predictors all fall below 0 and it throws what beats a move drawn from the other player's
/// history (level with anyone whose moves are even); the engine then throws what its leading
/// meta-predictor expects (``DeterministicBotModel/steeringMove``), which brings it back to
/// throwing by it, to be beaten again.
typealias CentrifugalBumblepuppy4Model = DeterministicBotModel<
  CentrifugalBumblepuppyCopies<CentrifugalBumblepuppy4>
>

/// The other player modelled as Centrifugal Bumblepuppy 5 chooses.
typealias CentrifugalBumblepuppy5Model = DeterministicBotModel<
  CentrifugalBumblepuppyCopies<CentrifugalBumblepuppy5>
>
