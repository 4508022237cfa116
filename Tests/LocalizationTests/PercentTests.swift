import Testing

@testable import Localization

/// Shares shown side by side (a forecast's bars, a legend of throws) read as parts of one whole.
@Suite("Percentages of one whole")
struct PercentTests {
  @Test("Equal shares read equal: three thirds 33% each, two tied moves of eighteen throws 44% each")
  func equalSharesReadEqual() {
    #expect(Translations.percents([1 / 3, 1 / 3, 1 / 3]) == ["33%", "33%", "33%"])
    #expect(Translations.wholePercents([8 / 18, 8 / 18, 2 / 18]) == [44, 44, 12])
    #expect(Translations.wholePercents([3 / 7, 2 / 7, 2 / 7]) == [42, 29, 29])
  }

  @Test("Shares that would each round up to 101% in all give the point to the largest remainders")
  func noHundredAndOne() {
    let shares = [0.4655, 0.2672, 0.2673]

    let shown = Translations.wholePercents(shares)

    #expect(shares.map { Int(($0 * 100).rounded()) }.reduce(0, +) == 101)
    #expect(shown == [46, 27, 27])
    #expect(shown.reduce(0, +) == 100)
  }

  @Test("Shares that are already whole stay as they are, and no share is ever shown as more than rounded up")
  func wholeSharesUnchanged() {
    #expect(Translations.wholePercents([0.4, 0.6, 0]) == [40, 60, 0])
    #expect(Translations.wholePercents([0.2, 0.2, 0.2, 0.2, 0.2]) == [20, 20, 20, 20, 20])
    let odd = [0.123, 0.456, 0.421]
    for (share, shown) in zip(odd, Translations.wholePercents(odd)) {
      #expect(Double(shown) >= (share * 100).rounded(.down) && Double(shown) <= (share * 100).rounded(.up))
    }
  }

  @Test("No throws yet is 0% each, and a share that is not a number counts as none")
  func emptyAndDamaged() {
    #expect(Translations.wholePercents([0, 0, 0]) == [0, 0, 0])
    #expect(Translations.wholePercents([.nan, 0.5, 0.5]) == [0, 50, 50])
  }
}
