import GameCore
import Localization

extension RivalReaction {
  /// A line a rival may say: most speak of the round just played; a few speak of the next one,
  /// and are said only when the rival's next throw bears them out.
  struct Line: Equatable {
    let text: String
    let promise: NextThrow?

    init(_ text: String, promising promise: NextThrow? = nil) {
      self.text = text
      self.promise = promise
    }
  }

  /// What `rival` says after the last round of `match` (`plan` its habit, `nextThrow` its
  /// next throw when already chosen), never the words it said after the round before: the
  /// lines are picked round by round, as the table showed them. `hidesRival`: the rival hides
  /// who it is until the match is over. Nil before the first round.
  static func line(
    of rival: Rival, in match: Match, plan: HabitPlan?, nextThrow: Move?, hidesRival: Bool, newHabit: Bool
  ) -> String? {
    var said: String?
    for count in match.rounds.indices.map({ $0 + 1 }) {
      let played = Match(
        rules: match.rules, targetWins: match.targetWins, rounds: Array(match.rounds.prefix(count)))
      let next = count < match.rounds.count ? match.rounds[count].computer : nextThrow
      guard let reaction = RivalReaction(rival: rival, match: played, plan: plan, nextThrow: next) else {
        continue
      }
      said = reaction.line(
        of: rival, hidden: hidesRival && !played.isOver, newHabit: newHabit, avoiding: said)
    }
    return said
  }

  /// What `rival` says, in its own voice; `hidden` gives the unnamed voice of a rival that hides
  /// who it is (its lines must not give its habit away), `newHabit` the voice of one playing a
  /// habit made for the day (its own lines would speak of its ladder habit). Words the same as
  /// `previous` give way to another line of the moment; a rival that admitted being read says
  /// so once, then reacts to the round itself.
  func line(of rival: Rival, hidden: Bool, newHabit: Bool = false, avoiding previous: String? = nil) -> String
  {
    for moment in [moment, outcomeMoment] {
      let lines = sayableLines(of: rival, hidden: hidden, newHabit: newHabit, for: moment).map(\.text)
      let fresh = lines.indices.map { lines[(variant + $0) % lines.count] }.first { $0 != previous }
      if let fresh { return fresh }
    }
    return RivalReaction.repeatedLine(outcomeMoment)
  }

  /// The lines the rival may say now, of `moment` (the reaction's own unless given): those
  /// about the round, and those whose promise about the next round its next throw keeps.
  func sayableLines(
    of rival: Rival, hidden: Bool, newHabit: Bool = false, for moment: Moment? = nil
  ) -> [Line] {
    let moment = moment ?? self.moment
    let lines =
      newHabit && !hidden
      ? RivalReaction.newHabitLines(of: rival, moment)
      : hidden ? RivalReaction.mysteryLines(moment) : RivalReaction.lines(of: rival, moment)
    return lines.filter { $0.promise == nil || $0.promise == next }
  }

  /// A rival's word on a round that ended as the last did, when its only line for it was said
  /// then: any voice can say it.
  private static func repeatedLine(_ moment: Moment) -> String {
    switch moment {
    // TRANSLATORS: a rival at the table, after a round that ended as the one before, when its own line for it was just said.
    case .wonRound: tr("Again!")
    // TRANSLATORS: a rival at the table, after losing a second round in a row.
    case .lostRound: tr("Again? Hmm.")
    // TRANSLATORS: a rival at the table, after a second draw in a row.
    case .drawnRound, .caughtOn, .seesYourReads: tr("Another draw.")
    }
  }

  // TRANSLATORS: the lines a rival of the ladder says at the table after each round, in its
  // character's voice: short, spoken, playful. Each rival's name says its character. A line
  // about the next round is said only when the rival's next throw bears it out. Each line must
  // read as the outcome it follows: a line after a lost round owns the loss, never sounds pleased.
  // The lines that begin "Twice" warn that the rival has seen the player beat its habit two
  // rounds running and will throw against their answer next round: each must keep "Twice" (or
  // its plain equivalent) first, so that players learn to hear the warning from any rival.
  static func lines(of rival: Rival, _ moment: Moment) -> [Line] {
    switch (rival, moment) {
    case (.boulder, .seesYourReads): [Line(tr("Twice now. Even a stone learns."))]
    case (.cyclist, .seesYourReads): [Line(tr("Twice you read my wheel. Watch me swerve."))]
    case (.echo, .seesYourReads): [Line(tr("Twice… I hear you coming… coming."))]
    case (.fox, .seesYourReads): [Line(tr("Twice you answered me. I'm onto you."))]
    case (.mule, .seesYourReads): [Line(tr("Twice? I see what you're doing."))]
    case (.magpie, .seesYourReads): [Line(tr("Twice! I've spotted your trick. Mine now."))]
    case (.jester, .seesYourReads): [Line(tr("Twice fooled? Not thrice!"))]
    case (.boulder, .wonRound): [Line(tr("Solid as ever.")), Line(tr("Nothing moves me."))]
    case (.boulder, .lostRound):
      [Line(tr("Hm. That should have held.")), Line(tr("I'm not moving."), promising: .keepsItsThrow)]
    case (.boulder, .drawnRound): [Line(tr("A standoff. I can wait."))]
    case (.boulder, .caughtOn): [Line(tr("You have seen through the stone, haven't you?"))]
    case (.cyclist, .wonRound): [Line(tr("Round it goes!")), Line(tr("Keep pedalling, friend."))]
    case (.cyclist, .lostRound):
      [Line(tr("A bump in the road.")), Line(tr("Next stop, next throw."), promising: .changesItsThrow)]
    case (.cyclist, .drawnRound): [Line(tr("Same lap, same place."))]
    case (.cyclist, .caughtOn): [Line(tr("Round and round… you saw that."))]
    case (.echo, .wonRound): [Line(tr("You said it first.")), Line(tr("Your throw, my win."))]
    case (.echo, .lostRound): [Line(tr("Lost… lost…")), Line(tr("I heard you. Too late."))]
    case (.echo, .drawnRound): [Line(tr("Same… same…"))]
    case (.echo, .caughtOn): [Line(tr("You found me out… found me out."))]
    case (.fox, .wonRound): [Line(tr("I watched. I answered.")), Line(tr("Too easy to follow."))]
    case (.fox, .lostRound): [Line(tr("Sly. Slyer than me.")), Line(tr("You moved on. I didn't."))]
    case (.fox, .drawnRound): [Line(tr("We both waited."))]
    case (.fox, .caughtOn): [Line(tr("You picked up my trail. Clever."))]
    case (.mule, .wonRound):
      [Line(tr("Not changing a thing."), promising: .keepsItsThrow), Line(tr("It works. Again."))]
    case (.mule, .lostRound):
      [Line(tr("Stubborn is not stuck.")), Line(tr("Fine. Something else."), promising: .changesItsThrow)]
    case (.mule, .drawnRound): [Line(tr("Hmph."))]
    case (.mule, .caughtOn): [Line(tr("You know when I will budge."))]
    case (.magpie, .wonRound): [Line(tr("Shiny! Mine now.")), Line(tr("Borrowed it, kept it."))]
    case (.magpie, .lostRound):
      [Line(tr("Ouch. Shiny, though.")), Line(tr("That throw? Mine next."), promising: .changesItsThrow)]
    case (.magpie, .drawnRound): [Line(tr("Two of a kind."))]
    case (.magpie, .caughtOn): [Line(tr("You saw through me. Hmph."))]
    case (.jester, .wonRound):
      [Line(tr("Ha! The hat stays on.")), Line(tr("Now, to fool myself."), promising: .changesItsThrow)]
    case (.jester, .lostRound):
      [
        Line(tr("The joke's on me. For now.")),
        Line(tr("Next act, next throw!"), promising: .changesItsThrow),
      ]
    case (.jester, .drawnRound):
      [Line(tr("A tie! How droll.")), Line(tr("Encore!"), promising: .keepsItsThrow)]
    case (.jester, .caughtOn): [Line(tr("You have learned my tricks, haven't you?"))]
    case (.scholar, .wonRound): [Line(tr("As my notes predicted.")), Line(tr("Noted. Confirmed."))]
    case (.scholar, .lostRound):
      [Line(tr("Where did I put that page?")), Line(tr("My notes said otherwise."))]
    case (.scholar, _):
      [Line(tr("Inconclusive.")), Line(tr("More data needed.")), Line(tr("A draw. I shall note it."))]
    case (.professor, .wonRound):
      [Line(tr("Your record speaks for you.")), Line(tr("I have read this chapter before."))]
    case (.professor, .lostRound):
      [Line(tr("Disproved. A new footnote.")), Line(tr("Unexpected. Revising."))]
    case (.professor, _):
      [
        Line(tr("Let us call it even.")), Line(tr("A stalemate, for the record.")),
        Line(tr("We think alike. For now.")),
      ]
    case (.grandmaster, .wonRound): [Line(tr("I read you.")), Line(tr("Your habits are showing."))]
    case (.grandmaster, .lostRound):
      [Line(tr("Well played. I am watching.")), Line(tr("Your point. Noted."))]
    case (.grandmaster, _):
      [
        Line(tr("Even, for now.")), Line(tr("You mirror me. Interesting.")),
        Line(tr("A draw. I am still reading.")),
      ]
    }
  }

  private static func mysteryLines(_ moment: Moment) -> [Line] {
    switch moment {
    // TRANSLATORS: lines of the daily challenge's rival who hides who it is: they must not hint at a habit.
    case .wonRound: [Line(tr("Guess who?")), Line(tr("Still guessing?"))]
    case .lostRound: [Line(tr("You won't find me that easily.")), Line(tr("Lucky… or are you?"))]
    case .drawnRound: [Line(tr("Hmm…"))]
    case .caughtOn: [Line(tr("You found my habit. But who am I?"))]
    case .seesYourReads: [Line(tr("Twice now? I see your answer coming."))]
    }
  }

  // TRANSLATORS: the lines of a daily challenge's rival playing a habit made for the day, in
  // its own character's voice (see its ladder lines): they must hint neither at the day's habit
  // nor at the rival's ladder habit, which it is not playing (the Boulder says nothing of stone
  // or standing firm, the Echo repeats no words, the Cyclist goes round nothing), and say nothing
  // of the next throw. Each must read as the outcome it follows. Never begin one with "Twice":
  // that word warns of a counter.
  static func newHabitLines(of rival: Rival, _ moment: Moment) -> [Line] {
    switch (rival, moment) {
    // Each rival warns in its own voice, of the player's answer, never of its ladder habit (the
    // ladder's warnings speak of stone, wheel and echo); "Twice" first, as everywhere.
    case (.boulder, .seesYourReads): [Line(tr("Twice now. Hm. I felt that answer coming."))]
    case (.cyclist, .seesYourReads): [Line(tr("Twice! I can see your sprint from here."))]
    case (.echo, .seesYourReads): [Line(tr("Twice… now I know your answer…"))]
    case (.fox, .seesYourReads): [Line(tr("Twice? My nose knows where you're headed."))]
    case (.mule, .seesYourReads): [Line(tr("Twice? Hmph. Not a third time."))]
    case (.magpie, .seesYourReads): [Line(tr("Twice! Ooh, I spy your next trick."))]
    case (.jester, .seesYourReads): [Line(tr("Twice? Now the joke turns on you!"))]
    // A rival read again and again says no more than a rival beaten once: telling the player
    // they had found the day's habit confirmed a guess, and the puzzle solved itself.
    case (_, .caughtOn): newHabitLines(of: rival, .lostRound)
    case (.boulder, .wonRound): [Line(tr("Good. Quietly good.")), Line(tr("Mine. No fuss."))]
    case (.boulder, .lostRound): [Line(tr("Hm. Yours, fair and square.")), Line(tr("Hm. You earned that."))]
    case (.boulder, .drawnRound): [Line(tr("Level. Fair enough.")), Line(tr("Neither of us. Hm."))]
    case (.cyclist, .wonRound): [Line(tr("Tailwind today!")), Line(tr("Yellow jersey for me!"))]
    case (.cyclist, .lostRound): [Line(tr("Puncture! Your point.")), Line(tr("Ouch. You out-sprinted me."))]
    case (.cyclist, .drawnRound): [Line(tr("Neck and neck!")), Line(tr("Photo finish!"))]
    case (.echo, .wonRound): [Line(tr("Mine… quietly.")), Line(tr("Won, in a whisper…"))]
    case (.echo, .lostRound): [Line(tr("Your point… I fade.")), Line(tr("That one slipped away…"))]
    case (.echo, .drawnRound): [Line(tr("Hush… neither of us.")), Line(tr("Nothing… but a draw."))]
    case (.fox, .wonRound): [Line(tr("Caught you napping.")), Line(tr("Quick paws, sharp teeth."))]
    case (.fox, .lostRound): [Line(tr("You outfoxed the fox.")), Line(tr("Hm. Quicker than me."))]
    case (.fox, .drawnRound): [Line(tr("Nose to nose.")), Line(tr("Two sly ones, then."))]
    case (.mule, .wonRound): [Line(tr("Hmph. Told you so.")), Line(tr("Hee-haw! My point."))]
    case (.mule, .lostRound): [Line(tr("Bah. Your point.")), Line(tr("Fine, fine. You win."))]
    case (.mule, .drawnRound): [Line(tr("Even. Hmph.")), Line(tr("Nobody's point. Bah."))]
    case (.magpie, .wonRound): [Line(tr("Ooh, a shiny point!")), Line(tr("Look at that gleam!"))]
    case (.magpie, .lostRound):
      [Line(tr("Drat! That sparkle's yours.")), Line(tr("Ouch. My nest is lighter."))]
    case (.magpie, .drawnRound): [Line(tr("No sparkle there.")), Line(tr("Dull. A draw."))]
    case (.jester, .wonRound): [Line(tr("Ta-da! Applause, please.")), Line(tr("Ha! Laugh with me!"))]
    case (.jester, .lostRound):
      [Line(tr("Pie in my face! Your point.")), Line(tr("Tough crowd. Your point."))]
    case (.jester, .drawnRound): [Line(tr("A tie! No punchline.")), Line(tr("Nobody laughs. Hmm."))]
    // The rivals that learn play no habit made for a day; theirs speak of learning, not of a habit.
    case (.scholar, _), (.professor, _), (.grandmaster, _): lines(of: rival, moment)
    }
  }
}
