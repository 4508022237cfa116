/// A game that answered a LAN query.
public struct FoundGame: Equatable, Hashable, Sendable {
  /// The host player's name.
  public var name: String
  /// The address the answer came from, as text ("192.0.2.7").
  public var address: String
  public var port: UInt16
  /// True when the host is already in a match.
  public var isBusy: Bool

  public init(name: String, address: String, port: UInt16, isBusy: Bool) {
    self.name = name
    self.address = address
    self.port = port
    self.isBusy = isBusy
  }

  /// "192.0.2.7:47474", "[2001:db8::1]:47474": what `--join` takes.
  public var joinAddress: String {
    address.contains(":") ? "[\(address)]:\(port)" : "\(address):\(port)"
  }
}

extension FoundGame {
  /// The answers of one search, one per host, in the order the hosts first answered.
  ///
  /// A host answers every copy of the query that reaches it, each from the address it was
  /// reached on: one per network it shares with the searcher (two interfaces, wired and Wi-Fi),
  /// and from 127.0.0.1 as well when it runs on this computer. The answer carries no id of the
  /// host, only its name, its TCP port and whether it is in a match, so those three are what
  /// make a host: answers alike in all three are one host. Being in a match counts too, so a
  /// host waiting is never hidden behind another of the same name that is busy. (Two people
  /// who both kept the same name and port, both waiting, show as one game; the other one can
  /// still be joined by typing the address it shows.)
  ///
  /// The address kept is the one most likely to connect: loopback first (the host is on this
  /// computer, with no firewall or network between), then IPv4, then IPv6, link-local last (it
  /// needs an interface name that a join address cannot carry); among equals, the first to
  /// answer, whose way answered soonest.
  public static func onePerHost(_ answers: [FoundGame]) -> [FoundGame] {
    var games: [FoundGame] = []
    for answer in answers {
      guard
        let index = games.firstIndex(where: {
          $0.name == answer.name && $0.port == answer.port && $0.isBusy == answer.isBusy
        })
      else {
        games.append(answer)
        continue
      }
      if answer.addressRank < games[index].addressRank { games[index].address = answer.address }
    }
    return games
  }

  /// 0 loopback, 1 IPv4, 2 IPv6, 3 link-local IPv6: lower connects more surely.
  private var addressRank: Int {
    let text = address.lowercased()
    if text.hasPrefix("127.") || text == "::1" || text.hasPrefix("::ffff:127.") { return 0 }
    if !text.contains(":") { return 1 }
    return text.hasPrefix("fe80:") ? 3 : 2
  }
}
