import Testing

@testable import NetPlay

@Suite("The games a LAN search lists")
struct LANFinderTests {
  /// A host's answer to the search, on the game's port and waiting unless told otherwise.
  private func game(_ name: String, at address: String, port: UInt16 = 47474, busy: Bool = false) -> FoundGame
  {
    FoundGame(name: name, address: address, port: port, isBusy: busy)
  }

  @Test(
    "A host that answered from several addresses is listed once, at the address most likely to connect, in the order hosts first answered"
  )
  func hostAnsweringFromSeveralAddressesIsListedOnce() {
    let answers = [
      game("Bob", at: "2001:db8::20"),
      game("Ana", at: "192.168.1.30"),
      game("Bob", at: "192.168.1.20"),
      game("Bob", at: "10.0.0.20"),
      game("Ana", at: "127.0.0.1"),
    ]

    let listed = FoundGame.onePerHost(answers)

    #expect(
      listed == [
        game("Bob", at: "192.168.1.20"),
        game("Ana", at: "127.0.0.1"),
      ])
  }

  @Test("Hosts that differ in name, port or being in a match are listed apart")
  func differentHostsAreListedApart() {
    let answers = [
      game("Bob", at: "192.168.1.20"),
      game("Bob", at: "192.168.1.20", port: 5000),
      game("Player 1", at: "192.168.1.21", busy: true),
      game("Player 1", at: "192.168.1.22"),
    ]

    #expect(FoundGame.onePerHost(answers) == answers)
  }
}
