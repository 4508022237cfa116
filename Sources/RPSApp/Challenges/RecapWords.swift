import GameCore
import Localization

/// The recap's sentences, from the match against a rival: the result, how the rival played and
/// how the player read it, the stars it gave, what opened, and the achievements just earned.
struct RecapWords: Equatable {
  /// Who was played: the rival, and the tier on the Masters ("Echo · Masters").
  var opponent: String
  var headline: String
  /// The ladder's stars the match earned and how to earn more (empty for a lost match against a
  /// rival never beaten); for the daily challenge, the day's score beside yesterday's.
  var stars: String
  /// Whether ``stars`` is the day's score beside yesterday's, two parts that each take a line
  /// where the whole does not fit (a Masters line split so left "Masters ·" alone).
  var starsAreTwoDays = false
  /// Over the strip of the match's rounds: whose throws are where, and what a ✓ means (and a
  /// ~, when the strip shows one).
  var roundsCaption: String
  var howTheyPlayed: String
  /// How the player read the rival's habit, and on a replay of a rung, beside their best read
  /// (`bestRead`: the earliest round of the matches before); against a rival that learns, how
  /// often it read the player and the pattern of theirs it could read (``ThrowingPattern``), or
  /// that there was none.
  var howYouRead: String
  /// The round ``howYouRead`` names as the one the player caught on in, which the strip of
  /// rounds marks too, so that the two always agree; nil when it names none.
  var roundCaughtOn: Int?
  /// The rounds the player read but did not win because the rival broke its habit there, told
  /// as reads that were right; empty when there were none.
  var foiledReads = ""
  var whatsNext: String
  /// Whether ``whatsNext`` only says what the recap's buttons say too ("Cyclist is open: the
  /// next rung", "Beaten again"), so that it may give way where the card is short of room.
  var whatsNextRepeatsTheButtons = false
  /// Whether ``whatsNext`` is the ladder's finale (``RecapWords/sayFinale(_:)``): the match that
  /// beat the last master for the first time.
  var isFinale = false
  /// The achievements just earned, each with what earned it ("First win: Win a match…").
  var achievements: [String]
  /// The same achievements by title alone, for a card short of room.
  var achievementTitles: [String]

  init(
    recap: RivalRecap, daily: DailyChallenge?, tier: LadderTier = .first, unlocked: Rival?,
    rivalsBeaten: Set<Rival>, knownHabits: Set<Rival>? = nil, stars: Int = 0, bestStars: Int = 0,
    bestRead: Int? = nil, dailyScore: String = "", dailyStreak: Int, achievements: [Achievement],
    insights: [EngineInsight?] = [], mostRoundsInEarlierLosses: Int? = nil, dayIsPast: Bool = false,
    mastersGate: MastersGate? = nil, mastersOpened: Bool = false
  ) {
    let rival = recap.rival
    let match = recap.match
    let (you, them) = (match.score.player, match.score.computer)
    let won = match.winner == .player
    opponent = ChallengeTag(rival: rival, tier: tier).word
    headline =
      won
      ? tr("You beat %1$@ %2$@–%3$@", rival.word, you, them)
      : tr("%1$@ won %2$@–%3$@", rival.word, them, you)
    var starsLine = RecapWords.starsLine(won: won, stars: stars, best: bestStars, recap: recap)
    // A loss to a rival never beaten that took more rounds than any loss to it before is
    // progress, and is said so: losing 1–5, 4–5 felt like a wall.
    if !won, starsLine.isEmpty, you > 0, let most = mostRoundsInEarlierLosses, you > most {
      starsLine = trn(
        "Your closest yet against %2$@: %1$@ round won.", "Your closest yet against %2$@: %1$@ rounds won.",
        you,
        rival.word)
    }
    switch (daily, tier) {
    case (_?, _):
      self.stars = dailyScore
      starsAreTwoDays = true
    case (nil, .first): self.stars = starsLine
    // The Masters' stars are their own: the line says whose.
    case (nil, .masters): self.stars = starsLine.isEmpty ? tier.word : tr("%1$@ · %2$@", tier.word, starsLine)
    }
    var pattern: ThrowingPattern?
    var lessonAdvice: String?
    if rival.hasHabit {
      let stripShown = max(0, match.rounds.count - RoundStripView.mostRounds)
      roundsCaption =
        recap.strayedRounds.contains(where: { $0 > stripShown })
        ? tr(
          "Round by round: %1$@ above, you below; ✓ where you threw what beats its habit; ~ where it broke its habit.",
          rival.word)
        : tr("Round by round: %1$@ above, you below; ✓ where you threw what beats its habit.", rival.word)
      // A bluff is no counter: its round is marked as any round of the habit.
      if recap.counterRounds.contains(where: { $0 > stripShown && recap.counterKind(inRound: $0) != .bluff })
      {
        // TRANSLATORS: follows the caption of the rounds' strip, when the rival countered the player's reads; "✓" and "✗" are the marks drawn under such rounds.
        roundsCaption += " " + tr("Under its counters: ✓ where you beat one, ✗ where one caught you.")
      }
      // Told plainly only once the rival is beaten on the ladder: losing once, or meeting it in
      // a day's challenge before its rung, earns a hint, not the answer.
      let habit: String
      if case .newHabit(let dayHabit, let second) = recap.plan.pattern {
        // The day's puzzle is told whole once its try is over: tomorrow brings another.
        habit =
          (dayIsPast
            ? tr("That day %1$@ played a habit made for it.", rival.word)
            : tr("Today %1$@ played a habit made for the day.", rival.word)) + " "
          + DailyChallenge.told(dayHabit, then: second)
      } else {
        habit =
          rivalsBeaten.contains(rival)
          ? rival.habitSentence(rules: match.rules)
          : tr("%1$@ has a habit to find.", rival.word) + " " + rival.habitHint
      }
      howTheyPlayed =
        habit + " " + RecapWords.borrowedHabit(recap.plan, rules: match.rules, told: rivalsBeaten)
        + (!recap.counterRounds.isEmpty
          // A counter breaks the habit on purpose: counted apart, not as a habit kept or broken.
          ? recap.plan.counterStyle == .bluff
            // TRANSLATORS: of a rival that warns of a counter ("Twice…") and then keeps to its habit after all.
            ? trn(
              "It kept to its habit in %2$@ of %3$@ rounds, and in %1$@ more round warned of a counter it never threw.",
              "It kept to its habit in %2$@ of %3$@ rounds, and in %1$@ more rounds warned of a counter it never threw.",
              recap.counterRounds.count, recap.habitKept, recap.habitRounds)
            : trn(
              "It kept to its habit in %2$@ of %3$@ rounds, and countered your reads in %1$@ more round.",
              "It kept to its habit in %2$@ of %3$@ rounds, and countered your reads in %1$@ more rounds.",
              recap.counterRounds.count, recap.habitKept, recap.habitRounds)
          : recap.habitRounds < match.rounds.count
            // Echo has nothing to copy in the first round: the count is of the rounds it could.
            ? tr(
              "It kept to its habit in %1$@ of the %2$@ rounds where its habit applied.", recap.habitKept,
              recap.habitRounds)
            : tr("It kept to its habit in %1$@ of %2$@ rounds.", recap.habitKept, recap.habitRounds))
      // Answering a habit from its first call, before a throw of it was seen, is reading only
      // for a player who knew the habit calling it already; for the others that first read was
      // a guess, and is said so beside when they caught on after it.
      let knewIt = recap.knewFirstHabit(among: knownHabits ?? rivalsBeaten)
      roundCaughtOn = recap.roundCaughtOn(knewTheHabit: knewIt)
      switch recap.caughtOnRound {
      case let round? where round == recap.firstHabitRound && !knewIt:
        howYouRead =
          roundCaughtOn.map {
            // A ✓ over a round lost is a guess the rival's break of habit foiled: "a good guess"
            // beside a lost round read as a mistake.
            match.rounds[round - 1].outcome == .win
              ? tr(
                "You caught on in round %1$@. Your ✓ in round %2$@ was a good guess: its habit had not shown yet.",
                $0, round)
              : tr(
                "You caught on in round %1$@. In round %2$@ you answered its habit before it had shown, and it broke its habit there.",
                $0, round)
          } ?? tr("You beat its habit from its first call, before it could show: luck, or a good guess.")
      case 1? where recap.habitReads == recap.habitRounds:
        howYouRead = tr("You read it from the first round.")
      case 1?:
        // Reading from the first round is most of the calls, not all: the count says so.
        howYouRead = tr(
          "You read it from the first round, in %1$@ of its %2$@ calls.", recap.habitReads,
          recap.habitRounds)
      case let round?: howYouRead = tr("You caught on in round %1$@.", round)
      case nil where won:
        // A win is never scolded: the habit is left as something more to find.
        howYouRead = tr("You won, though not by its habit: there is more to read in it.")
      case nil:
        howYouRead = tr("You had not caught on by the end: watch what it throws after each round.")
      }
      if let second = recap.caughtOnSecondHabitRound {
        // TRANSLATORS: after "You caught on in round 3.", of a rival that changed habits partway.
        howYouRead += " " + tr("You caught on to its second habit in round %1$@.", second)
      }
      // A counter is a second thing to read: told once it has happened, with what it answered,
      // in the rival's own way (``CounterStyle``).
      for kind in [CounterStyle.plain, .doubleCounter, .bluff] {
        let answered = recap.countersAnswered.filter { recap.counterKind(inRound: $0) == kind }
        let missed = recap.countersMissed.filter { recap.counterKind(inRound: $0) == kind }
        if !answered.isEmpty {
          howYouRead += " " + RecapWords.counterAnswered(kind, rounds: answered)
        }
        if !missed.isEmpty {
          howYouRead += " " + RecapWords.counterMissed(kind, rounds: missed)
        }
      }
      // Answering the habit's first call is a guess for a player who did not know the habit: no
      // read to be told was right.
      let foiled = recap.readsFoiledByStrays.filter { $0 != recap.firstHabitRound || knewIt }
      if !foiled.isEmpty {
        let rounds = Translations.listed(foiled.map(String.init))
        foiledReads = trn(
          "Your read was right in round %2$@: it broke its habit there.",
          "Your read was right in rounds %2$@: it broke its habit there.", foiled.count, rounds)
      }
      if daily == nil, let bestRead {
        // A replay's goal beyond the stars: reading the rival sooner than ever.
        let read = recap.roundCaughtOn(knewTheHabit: knewIt)
        howYouRead +=
          " "
          + (read.map { $0 < bestRead } == true
            ? tr("Your earliest read yet.") : tr("Best: read in round %1$@.", bestRead))
      }
    } else {
      roundsCaption = tr("Round by round: %1$@ above, you below.", rival.word)
      // A rival that learns has leans of its own, read by the same test as the player's: a move
      // it favoured clearly is worth saying, as something the player could have used.
      let rivalsLean = ThrowingPattern(
        in: match.rounds.map { $0.mirrored(under: match.rules) }, rules: match.rules)
      if case .favoured(let move)? = rivalsLean?.tendency, let lean = rivalsLean {
        howTheyPlayed =
          rival.habitSentence(rules: match.rules) + " "
          + tr(
            "This match it threw %1$@ %2$@ times out of %3$@: a lean you could use.", move.wordInSentence,
            lean.count, lean.chances)
      } else {
        howTheyPlayed = rival.habitSentence(rules: match.rules)
      }
      pattern = ThrowingPattern(in: match.rounds, rules: match.rules)
      let patternWords = ThrowingPattern.told(pattern, rounds: match.rounds.count, won: won)
      howYouRead =
        trn(
          "It read you in %1$@ round of %2$@.", "It read you in %1$@ rounds of %2$@.", recap.roundsRivalWon,
          match.rounds.count) + (patternWords.isEmpty ? "" : " " + patternWords)
      // A loss is told as the board tells one against the computer: the read that won the rival
      // most rounds and how to meet it. "Spread your throws more evenly" alone, after a loss to
      // the Professor, left players facing a wall with nothing to aim at.
      if !won, pattern == nil, case .learning(let level, _) = rival.style,
        let lesson = MatchLessonWords(match: match, level: level, insights: insights), !lesson.told.isEmpty
      {
        howYouRead = Translations.closingGapsAfterFullWidthMarks(
          trn(
            "It read you in %1$@ round of %2$@.", "It read you in %1$@ rounds of %2$@.",
            recap.roundsRivalWon, match.rounds.count) + " " + lesson.told)
        lessonAdvice = lesson.advice.isEmpty ? nil : lesson.advice
      }
    }
    if daily != nil {
      whatsNext =
        dailyStreak > 0
        ? trn(
          "Daily streak: %1$@ day. A new challenge tomorrow.",
          "Daily streak: %1$@ days. A new challenge tomorrow.",
          dailyStreak)
        : tr("A new challenge tomorrow.")
    } else if let unlocked {
      whatsNext = tr("%1$@ is open: the next rung.", unlocked.word)
      whatsNextRepeatsTheButtons = true
    } else if won, rival == tier.rivals.last {
      // With the Masters open, the recap's first button leads to their next rung.
      whatsNext =
        tier == .first ? tr("You are at the top of the ladder.") : tr("You are at the top of the Masters.")
    } else if won {
      whatsNext = tr("Beaten again.")
      whatsNextRepeatsTheButtons = true
    } else if rival.hasHabit {
      whatsNext = tr("Try again: its habit is there to be read.")
    } else {
      // Over too few rounds for a pattern, the reads and plain luck look alike.
      let advice =
        lessonAdvice
        ?? ThrowingPattern.adviceAfterLoss(pattern, rounds: match.rounds.count, rules: match.rules)
      whatsNext = advice.isEmpty ? tr("Over a few rounds, luck has its say. Try again.") : advice
    }
    // A first-tier win says what it did for the Masters: opened them, or, shut with the Jester
    // beaten, the stars toward them as the ladder's line counts them.
    if daily == nil, tier == .first, won, let mastersGate {
      if mastersOpened {
        whatsNext +=
          " "
          + (unlocked == nil
            ? tr("The Masters are open: the rivals you read come back, harder.")
            : tr("The Masters are open too: the rivals you read come back, harder."))
        whatsNextRepeatsTheButtons = false
      } else if !mastersGate.line.isEmpty {
        whatsNext += " " + mastersGate.line + "."
        whatsNextRepeatsTheButtons = false
      }
    }
    self.achievements = achievements.map { tr("%1$@: %2$@", $0.title, $0.criterion) }
    achievementTitles = achievements.map(\.title)
  }

  /// The second habit a twist gave the rival, as a sentence and a space; empty without one.
  /// The second rival's habit is told only if that rival is among `told`.
  private static func borrowedHabit(_ plan: HabitPlan?, rules: Rules, told: Set<Rival>) -> String {
    switch plan?.pattern {
    case .alternating(let second)? where told.contains(second):
      tr("Every other round it borrowed a habit: %1$@", second.borrowedHabitSentence(rules: rules)) + " "
    case .alternating?:
      tr("Every other round it borrowed another rival's habit.") + " "
    case .switching(let second, let wins)? where told.contains(second):
      trn(
        "Once you had won %1$@ round, it changed habits: %2$@",
        "Once you had won %1$@ rounds, it changed habits: %2$@", wins, second.habitSentence(rules: rules))
        + " "
    case .switching(_, let wins)?:
      trn(
        "Once you had won %1$@ round, it changed to another rival's habit.",
        "Once you had won %1$@ rounds, it changed to another rival's habit.", wins) + " "
    case .single?, .newHabit?, nil: ""
    }
  }

  /// "★★☆ Replay for ★★★: read its habit by round 3." (or the rounds to lose at most) after a win
  /// a star short against a rival of habit, "★☆☆ Replay for ★★★: ★ a win · ★ its habit read by
  /// round 3 · ★ 1 round lost at most" two short; against one that learns, "★★☆ Replay for ★★★: win without losing
  /// a round."
  /// The counters of `kind` the player saw coming, in `rounds`.
  private static func counterAnswered(_ kind: CounterStyle, rounds: [Int]) -> String {
    let listed = Translations.listed(rounds.map(String.init))
    switch kind {
    case .bluff:
      // TRANSLATORS: in the recap, of a rival whose warning ("Twice…") was a bluff: it kept to its habit, and the player's answer to the habit won.
      return trn(
        "You saw through its bluff in round %2$@: it warned, then kept to its habit.",
        "You saw through its bluffs in rounds %2$@: it warned, then kept to its habit.", rounds.count, listed)
    case .doubleCounter:
      // TRANSLATORS: in the recap, of a rival that, after warning, threw what beats the answer to its own counter; the player beat that.
      return trn(
        "You saw its double counter coming in round %2$@.",
        "You saw its double counters coming in rounds %2$@.",
        rounds.count, listed)
    case .plain, .alternating:
      return trn(
        "You saw its counter coming in round %2$@.", "You saw its counter coming in rounds %2$@.",
        rounds.count, listed)
    }
  }

  /// The counters of `kind` that caught the player, in `rounds`, with what to do next time.
  private static func counterMissed(_ kind: CounterStyle, rounds: [Int]) -> String {
    let listed = Translations.listed(rounds.map(String.init))
    switch kind {
    case .bluff:
      return trn(
        "In round %2$@ it warned, then kept to its habit: a bluff. When it warns you, keep answering its habit.",
        "In rounds %2$@ it warned, then kept to its habit: a bluff. When it warns you, keep answering its habit.",
        rounds.count, listed)
    case .doubleCounter:
      return trn(
        "In round %2$@ it expected you to beat its counter, and threw what beats that: when it warns you, think one step further.",
        "In rounds %2$@ it expected you to beat its counter, and threw what beats that: when it warns you, think one step further.",
        rounds.count, listed)
    case .plain, .alternating:
      return trn(
        "In round %2$@ it saw your answer coming, as it had warned, and threw what beats it: when it warns you, beat its counter.",
        "In rounds %2$@ it saw your answer coming, as it had warned, and threw what beats it: when it warns you, beat its counter.",
        rounds.count, listed)
    }
  }

  private static func starsLine(won: Bool, stars: Int, best: Int, recap: RivalRecap) -> String {
    if won, recap.rival.hasHabit {
      guard stars < RivalStars.most else {
        // Short, so that a phone on its side shows the recap of a first rung whole.
        // TRANSLATORS: the recap's stars after beating a rival of habit with every star: %1$@ is ★★★.
        return tr("%1$@ Every star: read early, won cleanly.", RivalStars.shown(stars))
      }
      // Two stars: the one missing is named alone; the whole rule in big type read as a lecture.
      if stars == RivalStars.most - 1 {
        let match = recap.match
        guard match.score.computer <= RivalStars.fewLosses(in: match) else {
          // TRANSLATORS: the recap's stars after a win short of the star for losing few rounds: %1$@ ★★☆, %2$@ ★★★.
          return trn(
            "%2$@ Replay for %3$@: lose at most %1$@ round.",
            "%2$@ Replay for %3$@: lose at most %1$@ rounds.",
            RivalStars.fewLosses(in: match), RivalStars.shown(stars), RivalStars.shown(RivalStars.most))
        }
        // TRANSLATORS: the recap's stars after a win short of the star for reading the habit early: %1$@ ★★☆, %2$@ ★★★.
        return tr(
          "%1$@ Replay for %2$@: read its habit by round %3$@.", RivalStars.shown(stars),
          RivalStars.shown(RivalStars.most), RivalStars.readBy(in: match))
      }
      // TRANSLATORS: %1$@ the stars earned (★★☆), %2$@ three stars, %3$@ what each star is for
      // ("★ a win · ★ its habit read by round 3 · ★ 1 round lost at most").
      return tr(
        "%1$@ Replay for %2$@: %3$@", RivalStars.shown(stars), RivalStars.shown(RivalStars.most),
        RivalStars.ruleWords(for: recap.match))
    }
    if won, stars >= RivalStars.most {
      return tr("%1$@ A clean sweep: every star.", RivalStars.shown(stars))
    }
    if won {
      return tr(
        "%1$@ Replay for %2$@: win without losing a round.", RivalStars.shown(stars),
        RivalStars.shown(RivalStars.most))
    }
    guard best > 0 else { return "" }
    return tr("Your best against %1$@: %2$@", recap.rival.word, RivalStars.shown(best))
  }
}

extension RivalStars {
  /// Stars as the player sees them: filled for those earned, hollow for the rest ("★★☆").
  static func shown(_ stars: Int) -> String {
    let earned = max(0, min(most, stars))
    return String(repeating: "★", count: earned) + String(repeating: "☆", count: most - earned)
  }

  /// What each star of `match` against a rival of habit is for: "★ a win · ★ its habit read by
  /// round 3 · ★ 1 round lost at most". A line breaks only after a reason's "·", or inside a
  /// reason too long to keep whole on a phone's line, never leaving a star, a dot or a last
  /// word alone on a line.
  static func ruleWords(for match: Match) -> String {
    let longestUnbrokenReason = 24
    let words = trn(
      "★ a win · ★ its habit read by round %2$@ · ★ %1$@ round lost at most",
      "★ a win · ★ its habit read by round %2$@ · ★ %1$@ rounds lost at most", fewLosses(in: match),
      readBy(in: match))
    let reasons = words.components(separatedBy: " · ").map { reason in
      guard reason.count > longestUnbrokenReason else { return Translations.unbroken(reason) }
      var reason = reason.replacingOccurrences(of: "★ ", with: "★\u{00A0}")
      if let last = reason.range(of: " ", options: .backwards) {
        reason.replaceSubrange(last, with: "\u{00A0}")
      }
      return reason
    }
    return reasons.joined(separator: "\u{00A0}· ")
  }

  /// `text` with its stars and their count, from the star to the end, on one line ("★ 48 of
  /// 57"): a line never breaks inside them, nor leaves a star at its end without its count.
  static func keptWithTheirCount(_ text: String) -> String {
    guard let star = text.firstIndex(of: "★") else { return text }
    return text[..<star] + Translations.unbroken(text[star...])
  }
}
