import Testing

@testable import NetPlay

@Suite("The games a LAN search lists")
struct LANFinderTests {
  @Test(
    "A host that answered from several addresses is listed once, at the address most likely to connect, in the order hosts first answered"
  )
  func hostAnsweringFromSeveralAddressesIsListedOnce() {
    let answers = [
      FoundGame(name: "Bob", address: "2001:db8::20", port: 47474, isBusy: false),
      FoundGame(name: "Ana", address: "192.168.1.30", port: 47474, isBusy: false),
      FoundGame(name: "Bob", address: "192.168.1.20", port: 47474, isBusy: false),
      FoundGame(name: "Bob", address: "10.0.0.20", port: 47474, isBusy: false),
      FoundGame(name: "Ana", address: "127.0.0.1", port: 47474, isBusy: false),
    ]

    let listed = FoundGame.onePerHost(answers)

    #expect(
      listed == [
        FoundGame(name: "Bob", address: "192.168.1.20", port: 47474, isBusy: false),
        FoundGame(name: "Ana", address: "127.0.0.1", port: 47474, isBusy: false),
      ])
  }

  @Test("Hosts that differ in name, port or being in a match are listed apart")
  func differentHostsAreListedApart() {
    let answers = [
      FoundGame(name: "Bob", address: "192.168.1.20", port: 47474, isBusy: false),
      FoundGame(name: "Bob", address: "192.168.1.20", port: 5000, isBusy: false),
      FoundGame(name: "Player 1", address: "192.168.1.21", port: 47474, isBusy: true),
      FoundGame(name: "Player 1", address: "192.168.1.22", port: 47474, isBusy: false),
    ]

    #expect(FoundGame.onePerHost(answers) == answers)
  }
}
