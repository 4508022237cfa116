/// The command line of a seeded run (`fuzz --events N [--seed S]`, `storm --sizes N [--seed S]`):
/// how much to run, and the seed, which is chosen at random when none is given so that every run
/// explores somewhere new (the run says it, so it can be replayed).
struct SeededRunArguments: Equatable {
  var count: Int
  var seed: UInt64

  /// A bad command line, in words for the one-line error.
  struct Problem: Error, Equatable {
    let message: String
  }

  /// Reads `--<countOption> N` (required, at least 1) and `--seed S`, each as two words or as
  /// `--name=value`.
  init(
    _ arguments: ArraySlice<String>, countOption: String,
    randomSeed: () -> UInt64 = { UInt64.random(in: 0...UInt64.max) }
  ) throws(Problem) {
    var count: Int?
    var seed: UInt64?
    var remaining = arguments
    while let argument = remaining.popFirst() {
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      guard name == countOption || name == "--seed" else {
        throw Problem(message: "unknown option or value: \(argument)")
      }
      guard let value = parts.count == 2 ? String(parts[1]) : remaining.popFirst() else {
        throw Problem(message: "\(name) needs a value")
      }
      if name == countOption {
        guard let number = Int(value), number >= 1 else {
          throw Problem(message: "\(countOption) wants a whole number from 1")
        }
        count = number
      } else {
        guard let number = UInt64(value) else {
          throw Problem(message: "--seed wants a whole number from 0 to \(UInt64.max)")
        }
        seed = number
      }
    }
    guard let count else { throw Problem(message: "\(countOption) is needed") }
    self.count = count
    self.seed = seed ?? randomSeed()
  }
}
