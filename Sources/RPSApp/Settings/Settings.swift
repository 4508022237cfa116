import GameCore
import NetPlay

/// What the game remembers between runs: the choices a player made in the game, and where the
/// window was. Saved as `settings.json` (see ``SettingsStore``); keys it does not know (from a
/// newer version) are kept and written back.
public struct Settings: Hashable, Sendable {
  public var level: Level = .hard
  public var rules: Rules = .classic
  /// Wins that end a match: one of ``Settings/matchLengths``.
  public var targetWins = Match.defaultTargetWins
  public var showsInsight = false
  public var isSoundOn = true
  /// "system" (follow the desktop), "light" or "dark".
  public var style = DesktopPreferences.StyleChoice.system.rawValue
  /// Skips the count before a reveal and the celebration after a match.
  public var quickThrows = false
  /// Fades instead of movement, rotations included.
  public var reducesMotion = false
  public var hidesAbandonedMatches = false
  /// 1 plays the computer, 2 two people at one screen.
  public var players = 1
  public var names = MatchPlayers.standard
  /// The address last joined over the network ("192.0.2.7:47474"), for "Join last".
  public var lastJoinAddress: String?
  /// The name a friend sees over the network (in the hello), as typed on the Play a friend
  /// screen; nil until one is typed.
  public var networkName: String?
  /// The address last signed in with to an XMPP server (never its password).
  public var lastXMPPAddress: String?
  public var window: WindowPlacement?
  /// Keys from a newer version of the game, written back as they were read.
  public var otherKeys: [String: JSONValue] = [:]

  /// The match lengths offered: first to this many wins.
  public static let matchLengths = [1, 2, 3, 5, 7]

  public init() {}

  /// Whether `address` can be an address to join: 1 to 255 bytes, no spaces, no control
  /// characters (a host name, an IPv4 or IPv6 address, a port after it).
  public static func isPlausibleAddress(_ address: String) -> Bool {
    (1...255).contains(address.utf8.count)
      && !address.unicodeScalars.contains {
        $0.properties.generalCategory == .control || $0.properties.isWhitespace
      }
  }
}

extension Settings: Codable {
  private enum Key: String, CaseIterable, CodingKey {
    case level, rules, targetWins, showsInsight, isSoundOn, quickThrows, reducesMotion
    case hidesAbandonedMatches, window, players, names, lastJoinAddress, networkName, lastXMPPAddress, style
  }

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// A missing key keeps its default; a known key with a value of the wrong kind or out of range
  /// makes the file damaged (it is then kept aside whole).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    self.init()
    level = try container.decodeIfPresent(Level.self, forKey: .level) ?? level
    rules = try container.decodeIfPresent(Rules.self, forKey: .rules) ?? rules
    targetWins = try container.decodeIfPresent(Int.self, forKey: .targetWins) ?? targetWins
    guard Settings.matchLengths.contains(targetWins) else {
      throw DecodingError.dataCorruptedError(
        forKey: .targetWins, in: container,
        debugDescription: "a match is first to 1, 2, 3, 5 or 7 wins, not \(targetWins)")
    }
    showsInsight = try container.decodeIfPresent(Bool.self, forKey: .showsInsight) ?? showsInsight
    isSoundOn = try container.decodeIfPresent(Bool.self, forKey: .isSoundOn) ?? isSoundOn
    style = try container.decodeIfPresent(String.self, forKey: .style) ?? style
    guard DesktopPreferences.StyleChoice(rawValue: style) != nil else {
      throw DecodingError.dataCorruptedError(
        forKey: .style, in: container, debugDescription: "the style is system, light or dark, not '\(style)'")
    }
    quickThrows = try container.decodeIfPresent(Bool.self, forKey: .quickThrows) ?? quickThrows
    reducesMotion = try container.decodeIfPresent(Bool.self, forKey: .reducesMotion) ?? reducesMotion
    hidesAbandonedMatches =
      try container.decodeIfPresent(Bool.self, forKey: .hidesAbandonedMatches) ?? hidesAbandonedMatches
    window = try container.decodeIfPresent(WindowPlacement.self, forKey: .window)
    players = try container.decodeIfPresent(Int.self, forKey: .players) ?? players
    guard players == 1 || players == 2 else {
      throw DecodingError.dataCorruptedError(
        forKey: .players, in: container, debugDescription: "players is 1 or 2, not \(players)")
    }
    names = try container.decodeIfPresent(MatchPlayers.self, forKey: .names) ?? names
    for name in [names.left, names.right]
    where name.isEmpty || name.utf8.count > MatchPlayers.maximumNameBytes {
      throw DecodingError.dataCorruptedError(
        forKey: .names, in: container, debugDescription: "a player's name has 1 to 32 bytes, not '\(name)'")
    }
    lastJoinAddress = try container.decodeIfPresent(String.self, forKey: .lastJoinAddress)
    if let address = lastJoinAddress, !Settings.isPlausibleAddress(address) {
      throw DecodingError.dataCorruptedError(
        forKey: .lastJoinAddress, in: container,
        debugDescription: "the last address joined has 1 to 255 bytes and no spaces or control characters")
    }
    networkName = try container.decodeIfPresent(String.self, forKey: .networkName)
    if let name = networkName, (try? Hello.validName(Array(name.utf8))) == nil {
      throw DecodingError.dataCorruptedError(
        forKey: .networkName, in: container,
        debugDescription: "the network name has 1 to 32 bytes of UTF-8 and no control characters")
    }
    lastXMPPAddress = try container.decodeIfPresent(String.self, forKey: .lastXMPPAddress)
    if let address = lastXMPPAddress, (try? XMPPAddress(address)) == nil {
      throw DecodingError.dataCorruptedError(
        forKey: .lastXMPPAddress, in: container, debugDescription: "the XMPP address is not one: '\(address)'"
      )
    }
    let everything = try decoder.container(keyedBy: AnyKey.self)
    let known = Set(Key.allCases.map(\.rawValue))
    for key in everything.allKeys where !known.contains(key.stringValue) {
      otherKeys[key.stringValue] = try everything.decode(JSONValue.self, forKey: key)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var others = encoder.container(keyedBy: AnyKey.self)
    for (key, value) in otherKeys { try others.encode(value, forKey: AnyKey(stringValue: key)) }
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(level, forKey: .level)
    try container.encode(rules, forKey: .rules)
    try container.encode(targetWins, forKey: .targetWins)
    try container.encode(showsInsight, forKey: .showsInsight)
    try container.encode(isSoundOn, forKey: .isSoundOn)
    try container.encode(style, forKey: .style)
    try container.encode(quickThrows, forKey: .quickThrows)
    try container.encode(reducesMotion, forKey: .reducesMotion)
    try container.encode(hidesAbandonedMatches, forKey: .hidesAbandonedMatches)
    try container.encodeIfPresent(window, forKey: .window)
    try container.encode(players, forKey: .players)
    try container.encode(names, forKey: .names)
    try container.encodeIfPresent(lastJoinAddress, forKey: .lastJoinAddress)
    try container.encodeIfPresent(networkName, forKey: .networkName)
    try container.encodeIfPresent(lastXMPPAddress, forKey: .lastXMPPAddress)
  }
}
