import GameCore
import Testing

@testable import RPSApp

@Suite("On days of a new habit each rival speaks in its own voice, and gives nothing away")
struct NewHabitVoicesTests {
  private static let rivals = Rival.allCases.filter(\.hasHabit)
  private static let outcomes: [RivalReaction.Moment] = [.wonRound, .lostRound, .drawnRound]

  @Test(
    "Two different rivals, after the same round on a day of a new habit, say different words",
    arguments: [RivalReaction.Moment.wonRound, .lostRound, .drawnRound])
  func differentRivalsSayDifferentWords(moment: RivalReaction.Moment) throws {
    let round =
      switch moment {
      case .wonRound: Round(player: .rock, computer: .paper, rules: .classic)
      case .lostRound: Round(player: .paper, computer: .rock, rules: .classic)
      default: Round(player: .rock, computer: .rock, rules: .classic)
      }
    let played = Match(rules: .classic, targetWins: 5, rounds: [round])

    let said = try Self.rivals.map { rival in
      try #require(
        RivalReaction.line(
          of: rival, in: played, plan: nil, nextThrow: nil, hidesRival: false, newHabit: true))
    }

    #expect(Set(said).count == Self.rivals.count, "\(said)")
    for (rival, other) in zip(Self.rivals, Self.rivals.dropFirst()) {
      let words = Set(RivalReaction.newHabitLines(of: rival, moment).map(\.text))
      let others = Set(RivalReaction.newHabitLines(of: other, moment).map(\.text))
      #expect(words.isDisjoint(with: others), "\(rival.name) and \(other.name) share a line")
    }
  }

  @Test("A rival's lines on those days are its own, two for each outcome, and none is its ladder line")
  func eachRivalHasItsOwnLines() {
    for rival in Self.rivals {
      for moment in Self.outcomes {
        let lines = RivalReaction.newHabitLines(of: rival, moment).map(\.text)
        #expect(lines.count == 2 && Set(lines).count == 2, "\(rival.name) \(moment)")
        #expect(
          Set(lines).isDisjoint(with: RivalReaction.lines(of: rival, moment).map(\.text)), "\(rival.name)")
      }
    }
  }

  @Test(
    "A rival read again and again says no more than a rival beaten once, and warns of a counter in its own words, beginning “Twice”"
  )
  func caughtOnAndWarningGiveNothingAway() {
    var warnings: [String] = []
    for rival in Self.rivals {
      #expect(
        RivalReaction.newHabitLines(of: rival, .caughtOn)
          == RivalReaction.newHabitLines(of: rival, .lostRound))
      let warning = RivalReaction.newHabitLines(of: rival, .seesYourReads).map(\.text)
      #expect(warning.count == 1 && warning.allSatisfy { $0.hasPrefix("Twice") }, "\(rival.name): \(warning)")
      #expect(
        Set(warning).isDisjoint(with: RivalReaction.lines(of: rival, .seesYourReads).map(\.text)),
        "\(rival.name) warns as on the ladder, of its ladder habit")
      warnings += warning
    }
    #expect(Set(warnings).count == Self.rivals.count, "each rival its own warning: \(warnings)")
  }

  @Test(
    "No line on those days promises a next throw, begins with the warning's “Twice”, or speaks of the rival's ladder habit"
  )
  func linesHintAtNoHabit() {
    let ladderWords: [Rival: [String]] = [
      .boulder: [
        "stone", "rock", "solid", "move", "hold", "firm", "stand", "budge", "wait", "patien", "hurry",
      ],
      .cyclist: ["round", "lap", "wheel", "turn", "cycle", "circle", "back", "brake"],
      .echo: ["copy", "copies", "same", "heard", "hear", "first", "say"],
      .fox: ["answer", "follow", "ahead", "step", "last", "watch"],
      .mule: ["change", "stay", "keep", "again", "works", "budge", "stuck", "stubborn", "plod"],
      .magpie: [
        "take", "took", "mine now", "pocket", "borrow", "yours next", "steal", "keep", "into the nest",
      ],
      .jester: ["fool", "trick", "beat", "next", "encore", "get even", "gets even"],
    ]
    for rival in Self.rivals {
      for moment in Self.outcomes {
        for line in RivalReaction.newHabitLines(of: rival, moment) {
          let text = line.text.lowercased()
          #expect(line.promise == nil, "\(rival.name): “\(line.text)”")
          #expect(!text.hasPrefix("twice") && !text.contains("habit"), "\(rival.name): “\(line.text)”")
          for word in ladderWords[rival] ?? [] {
            #expect(!text.contains(word), "\(rival.name): “\(line.text)” speaks of “\(word)”")
          }
          // The Echo repeats no word of its own lines.
          let words = text.split { !$0.isLetter }
          #expect(rival != .echo || Set(words).count == words.count, "“\(line.text)”")
        }
      }
      // Its warning, too, speaks of the player's answer, not of its ladder habit.
      for line in RivalReaction.newHabitLines(of: rival, .seesYourReads) {
        let text = line.text.lowercased()
        for word in ladderWords[rival] ?? [] {
          #expect(!text.contains(word), "\(rival.name): “\(line.text)” speaks of “\(word)”")
        }
      }
    }
  }
}
