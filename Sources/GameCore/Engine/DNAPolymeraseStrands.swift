/// What the rpscontest bots DNA Polymerase V and its Ausf. B, C and D (author unknown, in the
/// archive t-vaudry/RPS) read from the rounds alone, kept as they keep it, so that every copy of
/// the bot's mind (``DNAPolymeraseMind``) works from the same readings.
///
/// The bots keep four strands of the rounds (the other player's throws, their own, each round's
/// pair, and who won it) and look in each for the latest earlier match of its recent end; what the
/// other player threw after the match, and what beats the bot's own throw there, are two guesses
/// of the other player's next throw. Two "helicase" ratings fade by 0.95 (one over the bot's own
/// throws, one over the other player's) and give two more, and two tables count what followed each
/// run of eight throws of the interleaved history, read from both sides (V and Ausf. C keep only
/// the first). Where a strand has no match, or a table has not met the run, the bot draws that
/// guess at random.
///
/// The scripts' quirks are kept, since a copy must read what they read: the matched run leaves out
/// the latest throw, slices of a short strand wrap round from its end as Python's negative indices
/// do, and the tables count the throw two places after a run's end. A table's tie goes to the
/// sequel met first, as Python 3's dictionaries keep their keys (Python 2, which the scripts were
/// written for, orders them paper, scissors, rock): the harness runs the scripts under Python 3.
struct DNAPolymeraseStrands: Sendable {
  /// The bots' settings.
  struct Variant: Sendable, Hashable {
    /// How a bot scores its guesses each round (``DNAPolymeraseMind``).
    enum Scoring: Sendable, Hashable {
      /// Fade by 0.87, then gain when the other player throws the guess and lose when they throw
      /// what it beats or what beats it, each a share of the number of guesses.
      case faded(hit: Double, beaten: Double, missed: Double)
      /// Count one when the other player throws the guess, and start again from zero when they
      /// throw what it beats.
      case counted
    }

    /// The longest run a strand's match is looked for with, plus one.
    let limit: Int
    /// Whether the bot also keeps the table read from its own side, and its three guesses.
    let readsMirroredTable: Bool
    let scoring: Scoring

    var guessCount: Int { readsMirroredTable ? 33 : 30 }

    static let v = Variant(
      limit: 11, readsMirroredTable: false, scoring: .faded(hit: 0.5, beaten: 0.48, missed: 0.02))
    static let ausfB = Variant(
      limit: 11, readsMirroredTable: true, scoring: .faded(hit: 0.5, beaten: 0.48, missed: 0.02))
    static let ausfC = Variant(limit: 11, readsMirroredTable: false, scoring: .counted)
    static let ausfD = Variant(
      limit: 7, readsMirroredTable: true, scoring: .faded(hit: 0.55, beaten: 0.50, missed: 0.15))
  }

  /// A guess of the other player's next throw as the strands give it: a throw, or one the bot
  /// draws at random.
  enum Guess: Sendable, Equatable {
    case move(Int)
    case drawn
  }

  /// What the bot reads from the rounds in one round.
  struct Readings: Sendable {
    /// The four strands' matches: what the other player threw after each, and what beats the
    /// bot's throw there; nil where the bot draws at random.
    var matches: [(other: Int, beatsOwn: Int)?] = []
    /// The helicase guesses over the bot's own throws and over the other player's.
    var ownHelicase = 0
    var otherHelicase = 0
    /// The tables' guesses, once more than 50 rounds are played (nil before, and nil for the
    /// table a bot does not keep).
    var table: Guess?
    var mirroredTable: Guess?
  }

  /// Runs of the interleaved history a table is keyed by.
  static let runLength = 8

  let variant: Variant
  /// The other player's throws, the bot's own, each round's pair (3 × other + own) and who won
  /// it, as numbers: the strands compare symbols only for equality.
  private var other: [UInt8] = []
  private var own: [UInt8] = []
  private var pairs: [UInt8] = []
  private var outcomes: [UInt8] = []
  /// The history as (other, own) and as (own, other), interleaved.
  private var history: [UInt8] = []
  private var mirroredHistory: [UInt8] = []
  private var table = SequelTable()
  private var mirroredTable = SequelTable()
  private var helicase = [Double](repeating: 0, count: 6)

  init(variant: Variant) {
    self.variant = variant
  }

  var rounds: Int { own.count }

  /// Learns a round, the other player's throw and the bot's, and reads the guesses for the next.
  mutating func append(other otherMove: Int, own ownMove: Int) -> Readings {
    other.append(UInt8(otherMove))
    own.append(UInt8(ownMove))
    pairs.append(UInt8(3 * otherMove + ownMove))
    outcomes.append(UInt8((ownMove - otherMove + 3) % 3))
    history += [UInt8(otherMove), UInt8(ownMove)]
    mirroredHistory += [UInt8(ownMove), UInt8(otherMove)]
    var readings = Readings()
    readings.matches = [own, other, pairs, outcomes].map { strand in
      Self.latestMatch(in: strand, limit: variant.limit).map {
        (other: Int(other[$0]), beatsOwn: (Int(own[$0]) + 1) % 3)
      }
    }
    let helicaseSteps: [[Double]] = [[0, -0.1, 0.1], [0.1, 0, -0.1], [-0.1, 0.1, 0]]
    for rating in 0..<3 {
      helicase[rating] = helicase[rating] * 0.95 + helicaseSteps[rating][ownMove]
      // The other player's ratings take the same steps turned by one.
      helicase[3 + rating] = helicase[3 + rating] * 0.95 + helicaseSteps[(rating + 1) % 3][otherMove]
    }
    // The bot looks the largest rating up in the whole list, so an equal own rating comes first.
    let ownBest = helicase[0..<3].max() ?? 0
    let otherBest = helicase[3..<6].max() ?? 0
    readings.ownHelicase = (helicase.firstIndex(of: ownBest) ?? 0) % 3
    readings.otherHelicase = (helicase.firstIndex(of: otherBest) ?? 0) % 3
    let length = history.count
    if length >= Self.runLength + 2 {
      let end = length - 2
      table.count(run: Self.key(history[(end - Self.runLength)..<end]), next: history[length - 1])
      mirroredTable.count(
        run: Self.key(mirroredHistory[(end - Self.runLength)..<end]), next: mirroredHistory[length - 1])
    }
    if own.count > 50 {
      let run = (length - Self.runLength)..<length
      readings.table = table.likeliest(after: Self.key(history[run])).map { .move(Int($0)) } ?? .drawn
      if variant.readsMirroredTable {
        readings.mirroredTable =
          mirroredTable.likeliest(after: Self.key(mirroredHistory[run])).map { .move((Int($0) + 2) % 3) }
          ?? .drawn
      }
    }
    return readings
  }

  /// Where the bot's match in a strand ends (the index of the throw it reads), or nil where it
  /// draws at random: the run before the strand's latest symbol, from `limit - 1` symbols down,
  /// looked for where it ends before the latest two.
  static func latestMatch(in strand: [UInt8], limit: Int) -> Int? {
    let length = strand.count
    var runLength = limit
    var start = rfind(strand, runFrom: length - runLength, to: length - 1, before: length - 2)
    while start == nil {
      runLength -= 1
      start = rfind(strand, runFrom: length - runLength, to: length - 1, before: length - 2)
      if runLength < 2 { break }
    }
    guard let start, start + runLength < length else { return nil }
    return start + runLength
  }

  /// Python's `strand.rfind(strand[from:to], 0, before)`: the start of the latest copy of the
  /// slice that ends at or before `before`, with Python's reading of negative indices.
  private static func rfind(_ strand: [UInt8], runFrom from: Int, to: Int, before: Int) -> Int? {
    let count = strand.count
    func clamp(_ index: Int) -> Int { min(max(index < 0 ? index + count : index, 0), count) }
    let runStart = clamp(from)
    let runEnd = max(clamp(to), runStart)
    let end = clamp(before)
    let runLength = runEnd - runStart
    guard end >= runLength else { return nil }
    var start = end - runLength
    while start >= 0 {
      var matched = true
      for offset in 0..<runLength where strand[start + offset] != strand[runStart + offset] {
        matched = false
        break
      }
      if matched { return start }
      start -= 1
    }
    return nil
  }

  private static func key(_ run: ArraySlice<UInt8>) -> Int {
    run.reduce(0) { $0 * 3 + Int($1) }
  }
}

/// What followed each run in the interleaved history, counted as the bots' nested dictionaries
/// count it: the likeliest comes first in the order the sequels were first met.
private struct SequelTable: Sendable {
  private var sequels: [Int: [(move: UInt8, count: Int)]] = [:]

  mutating func count(run: Int, next: UInt8) {
    if let index = sequels[run, default: []].firstIndex(where: { $0.move == next }) {
      sequels[run]?[index].count += 1
    } else {
      sequels[run, default: []].append((next, 1))
    }
  }

  func likeliest(after run: Int) -> UInt8? {
    guard let entries = sequels[run] else { return nil }
    var best = entries[0]
    for entry in entries.dropFirst() where entry.count > best.count { best = entry }
    return best.move
  }
}
