import GameCore
import Localization

extension RivalReaction {
  /// What `rival` says, in its own voice; `hidden` gives the unnamed voice of a rival that hides
  /// who it is (its lines must not give its habit away).
  func line(of rival: Rival, hidden: Bool) -> String {
    let lines = hidden ? RivalReaction.mysteryLines(moment) : RivalReaction.lines(of: rival, moment)
    return lines[variant % lines.count]
  }

  // TRANSLATORS: the lines a rival of the ladder says at the table after each round, in its
  // character's voice: short, spoken, playful. Each rival's name says its character.
  private static func lines(of rival: Rival, _ moment: Moment) -> [String] {
    switch (rival, moment) {
    case (.boulder, .wonRound): [tr("Solid as ever."), tr("Rock wins. Rock always wins.")]
    case (.boulder, .lostRound): [tr("Hm. Rock felt right."), tr("Still rock. Always rock.")]
    case (.boulder, .drawnRound): [tr("Two stones. No harm done.")]
    case (.boulder, .caughtOn): [tr("You have seen through the stone, haven't you?")]
    case (.cyclist, .wonRound): [tr("Round it goes!"), tr("Keep pedalling, friend.")]
    case (.cyclist, .lostRound): [tr("A bump in the road."), tr("Next stop, next throw.")]
    case (.cyclist, .drawnRound): [tr("Same lap, same place.")]
    case (.cyclist, .caughtOn): [tr("Round and round… you saw that.")]
    case (.echo, .wonRound): [tr("You said it first."), tr("Your throw, my win.")]
    case (.echo, .lostRound): [tr("Lost… lost…"), tr("I heard you. Too late.")]
    case (.echo, .drawnRound): [tr("Same… same…")]
    case (.echo, .caughtOn): [tr("You hear me copying you… copying you.")]
    case (.fox, .wonRound): [tr("I watched. I answered."), tr("Too easy to follow.")]
    case (.fox, .lostRound): [tr("Sly. Slyer than me."), tr("You moved on. I didn't.")]
    case (.fox, .drawnRound): [tr("We both waited.")]
    case (.fox, .caughtOn): [tr("You know I answer your last throw. Clever.")]
    case (.mule, .wonRound): [tr("Not changing a thing."), tr("It works. Again.")]
    case (.mule, .lostRound): [tr("Stubborn is not stuck."), tr("Fine. Something else.")]
    case (.mule, .drawnRound): [tr("Hmph.")]
    case (.mule, .caughtOn): [tr("You knew I would not budge.")]
    case (.magpie, .wonRound): [tr("Shiny! Mine now."), tr("Borrowed it, kept it.")]
    case (.magpie, .lostRound): [tr("Ooh, I'll have that one."), tr("That throw? Mine next.")]
    case (.magpie, .drawnRound): [tr("Two of a kind.")]
    case (.magpie, .caughtOn): [tr("You saw me pocket your throw.")]
    case (.jester, .wonRound): [tr("Ha! The hat stays on."), tr("A winner stays on stage!")]
    case (.jester, .lostRound): [tr("Next act, next throw!"), tr("The joke's on me. For now.")]
    case (.jester, .drawnRound): [tr("A tie! How droll.")]
    case (.jester, .caughtOn): [tr("You learned both my tricks. Bravo.")]
    case (.scholar, .wonRound): [tr("As my notes predicted."), tr("Noted. Confirmed.")]
    case (.scholar, .lostRound): [tr("Where did I put that page?"), tr("My notes said otherwise.")]
    case (.scholar, _): [tr("Inconclusive.")]
    case (.professor, .wonRound): [tr("Your record speaks for you."), tr("I have read this chapter before.")]
    case (.professor, .lostRound): [tr("A new footnote."), tr("Unexpected. Revising.")]
    case (.professor, _): [tr("Let us call it even.")]
    case (.grandmaster, .wonRound): [tr("I read you."), tr("Your habits are showing.")]
    case (.grandmaster, .lostRound): [tr("Well played. I am watching."), tr("Noted.")]
    case (.grandmaster, _): [tr("Even, for now.")]
    }
  }

  private static func mysteryLines(_ moment: Moment) -> [String] {
    switch moment {
    // TRANSLATORS: lines of the daily challenge's rival who hides who it is: they must not hint at a habit.
    case .wonRound: [tr("Guess who?"), tr("Still guessing?")]
    case .lostRound: [tr("You won't find me that easily."), tr("Lucky… or are you?")]
    case .drawnRound: [tr("Hmm…")]
    case .caughtOn: [tr("You found my habit. But who am I?")]
    }
  }
}
