import BenchmarkBots
import Foundation
import GameCore
import Opponents

/// How well the habit the board names (``HabitWatch``) points to a person's next throw, on
/// people's recorded games (Tests/Data/HumanGames): each game is replayed against the hard level,
/// cut into matches played to three wins, and before each match the habit is read over the
/// latest hundred rounds, as the board reads it over the rounds the computer recalls. Of the
/// rounds it points to a throw in, the share the person threw it in must beat the share a player
/// throwing at random does, measured the same way; if it did not, the board would be pointing at
/// noise.
struct HabitWatchBenchmark {
  /// The rounds a watch is read over, as the game recalls them (RockPaperScissorsApp.roundsRecalled).
  static let roundsRecalled = 100

  /// Rounds the watch pointed to a throw in, and those the player threw it in.
  struct Count {
    var pointed = 0
    var followed = 0
    var matches = 0
    var matchesWithAHabit = 0

    var followedShare: Double { pointed > 0 ? Double(followed) / Double(pointed) : 0 }
  }

  func figures(corpus url: URL) -> [Figure] {
    guard let games = try? RecordedHumanGame.corpus(String(contentsOf: url, encoding: .utf8)) else {
      return []
    }
    let replay = HumanGameReplay(games: games)
    return replay.studies.map { study in
      var people = Count()
      var random = Count()
      var dice = SeededGenerator(seed: 11)
      for (index, game) in games.enumerated() where game.study == study {
        let throwsMade = game.throwsMade.compactMap { $0 }
        count(throwsMade, seed: UInt64(index), into: &people)
        let randomThrows = throwsMade.map { _ in Rules.classic.moves[Int(dice.next() % 3)] }
        count(randomThrows, seed: UInt64(index), into: &random)
      }
      let named = people.matches > 0 ? Double(people.matchesWithAHabit) / Double(people.matches) : 0
      return Figure(
        group: "engine", name: "people (\(study)): next throws the habit named pointed to", unit: "%",
        value: people.followedShare * 100, floorName: "random throws", floor: random.followedShare * 100,
        comparison: .atLeast, limit: 1,
        note: String(format: "a habit named before %.0f%% of matches", named * 100))
    }
  }

  /// Replays `throwsMade` against a fresh hard engine, in matches to three wins, reading the
  /// watch before each over the rounds before it, as the game recalls them
  /// (``History/latestMatchesAgainstTheComputer(rules:rounds:)``).
  private func count(_ throwsMade: [Move], seed: UInt64, into count: inout Count) {
    var engine = Level.hard.makeOpponent(seed: seed)
    var history = History()
    var match = Match(rules: .classic, targetWins: 3)
    var all: [Round] = []
    var watch = HabitWatch(recalled: [], rules: .classic)
    let played = Date(timeIntervalSince1970: 0)
    for person in throwsMade {
      if match.rounds.isEmpty {
        let recalled = history.latestMatchesAgainstTheComputer(rules: .classic, rounds: Self.roundsRecalled)
        watch = HabitWatch(recalled: recalled, rules: .classic)
        count.matches += 1
        if watch?.pattern != nil { count.matchesWithAHabit += 1 }
      }
      if let expected = watch?.expectedThrow(after: match.rounds) {
        count.pointed += 1
        if person == expected { count.followed += 1 }
      }
      let round = Round(
        player: person, computer: engine.nextThrow(after: all, rules: .classic), rules: .classic)
      all.append(round)
      match.record(round)
      if match.isOver {
        // Newest first, as the history keeps them.
        history.finished.insert(
          MatchRecord(match: match, level: .hard, startedAt: played, endedAt: played), at: 0)
        match = Match(rules: .classic, targetWins: 3)
      }
    }
  }
}
