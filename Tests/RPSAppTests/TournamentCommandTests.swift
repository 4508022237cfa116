import BenchmarkBots
import Foundation
import GameCore
import Opponents
import RPSApp
import Testing

@Suite("Tournament output")
struct TournamentCommandTests {
  private func smallOptions(format: TournamentOptions.Format) -> TournamentOptions {
    var options = TournamentOptions()
    options.rounds = 30
    options.seeds = 2
    options.levels = [.easy, .medium]
    options.format = format
    return options
  }

  @Test("The table has a title, a header and one aligned row per level and bot")
  func table() {
    let lines = TournamentCommand.run(smallOptions(format: .table)).split(separator: "\n").map(String.init)

    #expect(lines.count == 2 + 2 * Bot.allCases.count)
    #expect(lines[0].hasPrefix("30 rounds x 2 seeds, classic rules"))
    #expect(lines[1].split(separator: " ") == ["level", "bot", "mean", "spread", "limit", "share%"])
    #expect(Set(lines.dropFirst().map(\.count)).count == 1, "columns are not aligned")
    let randomRow = lines.first { $0.hasPrefix("easy") && $0.contains(" random ") }
    #expect(randomRow?.hasSuffix("-") == true)
  }

  @Test("The JSON has the settings and one entry per level and bot, with share null when the limit is 0")
  func json() throws {
    let text = TournamentCommand.run(smallOptions(format: .json))

    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["rounds"] as? Int == 30)
    #expect(object["seeds"] as? Int == 2)
    #expect(object["rules"] as? String == "classic")
    let results = try #require(object["results"] as? [[String: Any]])
    #expect(results.count == 2 * Bot.allCases.count)
    for entry in results {
      #expect(Set(entry.keys) == ["level", "bot", "mean", "spread", "limit", "share"])
    }
    let random = try #require(results.first { $0["bot"] as? String == "random" })
    #expect(random["share"] is NSNull)
    let decoded = try JSONDecoder().decode(TournamentReport.self, from: Data(text.utf8))
    #expect(decoded.results.map(\.level) == results.compactMap { $0["level"] as? String })
  }
}
