/// Where testinonmo and the "Testing Please Ignore" it grew from part ways
/// (``PatternProductBot``): the slips each keeps, and testinonmo's giving up while it loses.
protocol PatternProductRules: Sendable {
  /// The lengths of the suffixes of one player's throws that the single-history matchers look
  /// up, longest first, for a history of `count` throws.
  static func singleLengths(_ count: Int) -> StrideTo<Int>
  /// The turns round the circle of the own-throw strategies after the throw itself (what beats
  /// it is 1, what it beats 2).
  static var ownStrategyTurns: (Int, Int) { get }
  /// Whether the own-history matcher's leading strategies are those whose run matches the
  /// longest run of the both-histories matcher's (a slip of testinonmo's).
  static var ownLeadersRunAsBoth: Bool { get }
  /// Whether the counts after the second reading's own throw are kept under its other throw,
  /// though they are read under the own throw (a slip of Testing Please Ignore's).
  static var countsSecondOwnByOther: Bool { get }
  /// Whether the bot throws at random while it has lost more than 65% of the rounds.
  static var throwsAtRandomWhenLosing: Bool { get }
}

/// testinonmo (ido): suffixes of five throws or fewer.
enum TestinonmoRules: PatternProductRules {
  static func singleLengths(_ count: Int) -> StrideTo<Int> { stride(from: 5, to: 0, by: -1) }
  static var ownStrategyTurns: (Int, Int) { (2, 1) }
  static var ownLeadersRunAsBoth: Bool { true }
  static var countsSecondOwnByOther: Bool { false }
  static var throwsAtRandomWhenLosing: Bool { true }
}

/// Testing Please Ignore (rpscontest, as ported into Kumoko): suffixes of ten throws, eight and
/// so on, down by two from the history's length while it is shorter than ten.
enum TestingPleaseIgnoreRules: PatternProductRules {
  static func singleLengths(_ count: Int) -> StrideTo<Int> { stride(from: min(10, count), to: 0, by: -2) }
  static var ownStrategyTurns: (Int, Int) { (1, 2) }
  static var ownLeadersRunAsBoth: Bool { false }
  static var countsSecondOwnByOther: Bool { true }
  static var throwsAtRandomWhenLosing: Bool { false }
}
