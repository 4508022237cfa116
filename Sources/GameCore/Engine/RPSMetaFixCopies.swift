/// RPS_Meta_Fix as ``DeterministicBotModel`` follows it: nine copies (``RPSMetaFix``), one for each
/// pair of guesses the bot may have drawn for its tables at the start, each kept while it names
/// the bot's throws. The first throw tells the meta guess; the other guess seldom changes a throw,
/// so the copies left mostly agree. The bot's throw is known when they do.
struct RPSMetaFixCopies: DeterministicBot {
  private var copies = (0..<9).map { RPSMetaFix(startingGuess: $0 / 3, startingMetaGuess: $0 % 3) }

  /// Every copy named a throw the bot did not make: the player is not the bot.
  var isLost: Bool { copies.isEmpty }

  var nextThrow: Int? {
    guard let first = copies.first?.nextThrow, copies.allSatisfy({ $0.nextThrow == first }) else {
      return nil
    }
    return first
  }

  mutating func record(own: Int, other: Int) {
    copies.removeAll { $0.nextThrow != own }
    for index in copies.indices { copies[index].record(own: own, other: other) }
  }
}

/// The other player modelled as RPS_Meta_Fix chooses. Answered, it loses every round: it throws by
/// its meta scores whatever they are, never at random.
typealias RPSMetaFixModel = DeterministicBotModel<RPSMetaFixCopies>
