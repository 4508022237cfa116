import Foundation
import GameCore
import Testing

@Suite("Where the player stands on the whole ladder: the stars of both tiers and the summit")
struct LadderStandingTests {
  private let start = Date(timeIntervalSince1970: 1_800_000_000)

  /// Progress with every rival of the first tier beaten for `firstStars` stars each and the
  /// first `masters` rungs of the Masters for `mastersStars` each.
  private func progress(firstStars: Int, masters: Int, mastersStars: Int) -> PlayerProgress {
    var progress = PlayerProgress()
    for rival in LadderTier.first.rivals {
      progress.beat(rival, at: start)
      progress.keep(stars: firstStars, for: rival)
    }
    for rival in LadderTier.masters.rivals.prefix(masters) {
      progress.beat(rival, at: start, on: .masters)
      progress.keep(stars: mastersStars, for: rival, on: .masters)
    }
    return progress
  }

  @Test("Both tiers give 57 stars together: three on each of ten rivals and nine masters")
  func mostStarsOfBothTiers() {
    #expect(LadderStanding.mostStars == 57)
    #expect(LadderTier.first.mostStars == RivalStars.total)
    #expect(LadderTier.masters.mostStars == 27)
  }

  @Test("The standing counts the stars of both tiers, the Masters' as much as the first's")
  func starsOfBothTiers() {
    let standing = LadderStanding(progress: progress(firstStars: 2, masters: 3, mastersStars: 3))

    #expect(standing.stars == 20 + 9)
    #expect(standing.starsToGo == 57 - 29)
    #expect(!standing.isChampion)
  }

  @Test(
    "Beating the last master makes the player champion, and only the match that did it reaches the summit")
  func summitOnce() {
    let eve = progress(firstStars: 3, masters: 8, mastersStars: 2)
    var crowned = eve
    crowned.beat(.professor, at: start, on: .masters)
    crowned.keep(stars: 1, for: .professor, on: .masters)

    #expect(!LadderStanding(progress: eve).isChampion)
    #expect(LadderStanding(progress: crowned).isChampion)
    #expect(LadderStanding(progress: crowned).stars == 30 + 16 + 1)
    #expect(LadderStanding.reachedTheSummit(before: eve, after: crowned))
    #expect(!LadderStanding.reachedTheSummit(before: crowned, after: crowned), "a replay says no finale")
  }

  @Test("A cleared tier's next stars come from its rungs short of three, in rung order")
  func rungsShortOfStars() {
    var progress = progress(firstStars: 3, masters: 9, mastersStars: 3)
    progress.keep(stars: 3, for: .fox)
    progress.mastersStars["echo"] = 1
    progress.mastersStars["scholar"] = 2

    #expect(progress.rivalsShortOfStars(on: .masters) == [.echo, .scholar])
    #expect(progress.rivalsShortOfStars(on: .first).isEmpty)
  }

  @Test("Champion is earned when the last master falls, dated by that match, and not before")
  func championAchievement() {
    var progress = progress(firstStars: 1, masters: 8, mastersStars: 1)
    #expect(progress.earnAchievements(history: History(), at: start).contains(.mastersCleared) == false)

    let fell = start.addingTimeInterval(3_600)
    progress.beat(.professor, at: fell, on: .masters)
    let announced = progress.earnAchievements(history: History(), at: fell.addingTimeInterval(60))

    #expect(announced.contains(.mastersCleared))
    #expect(progress.earnedDate(of: .mastersCleared) == fell)
    #expect(progress.earnAchievements(history: History(), at: fell).isEmpty, "announced once")
  }
}
