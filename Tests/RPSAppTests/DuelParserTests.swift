import GameCore
import RPSApp
import Testing

@Suite("rps duel command lines")
struct DuelParserTests {
  private func duel(_ arguments: [String]) throws -> DuelOptions? {
    guard case .duel(let options) = try CommandLineParser.parse(["duel"] + arguments).action else {
      return nil
    }
    return options
  }

  @Test("--host takes a port, 0 for any free one, and the computer plays hard by default")
  func host() throws {
    let options = try duel(["--host", "0"])
    #expect(options?.connection == .host(port: 0))
    #expect(options?.level == .hard)
    #expect(options?.playerName == "Host")
    #expect(options?.targetWins == 3)
  }

  @Test(
    "--join takes HOST:PORT, [IPv6]:PORT, a bare IPv6 address or a host alone (the game's port)",
    arguments: [
      ("192.0.2.7:5000", DuelOptions.Connection.join(host: "192.0.2.7", port: 5000)),
      ("[::1]:47000", .join(host: "::1", port: 47000)),
      ("[fe80::1]", .join(host: "fe80::1", port: 47474)),
      ("2001:db8::7", .join(host: "2001:db8::7", port: 47474)),
      ("friend.local", .join(host: "friend.local", port: 47474)),
    ])
  func join(text: String, expected: DuelOptions.Connection) throws {
    #expect(try duel(["--join", text])?.connection == expected)
  }

  @Test("every option is read, and --moves takes throws, x to resign and q to leave")
  func options() throws {
    let options = try duel([
      "--join=localhost:4000", "--moves", "rPsxq", "--name", "Zoë", "--first-to", "5", "--data-dir", "/tmp/d",
      "--seed", "9",
    ])
    #expect(options?.steps == [.play(.rock), .play(.paper), .play(.scissors), .resign, .leave])
    #expect(options?.name == "Zoë")
    #expect(options?.targetWins == 5)
    #expect(options?.dataDirectory == "/tmp/d")
    #expect(options?.seed == 9)
  }

  @Test(
    "a bad duel command line is refused with a line naming the problem",
    arguments: [
      ([], "duel needs --host PORT, --join HOST:PORT, --find or --xmpp JID"),
      (["--host", "70000"], "--host wants a port from 0 to 65535"),
      (["--host", "1", "--join", "a:2"], "duel takes one of --host, --join, --find and --xmpp, once"),
      (["--host", "1", "--xmpp", "a@b"], "duel takes one of --host, --join, --find and --xmpp, once"),
      (["--xmpp", "a@b", "--wait"], "--xmpp needs --password-file FILE"),
      (
        ["--xmpp", "a@b", "--password-file", "p"],
        "--xmpp takes one of --invite JID, --challenge JID and --wait"
      ),
      (
        ["--xmpp", "a@b", "--password-file", "p", "--wait", "--invite", "c@d"],
        "one of --invite JID, --challenge JID and --wait"
      ),
      (
        ["--xmpp", "nobody", "--password-file", "p", "--wait"],
        "--xmpp wants an address like name@example.org"
      ),
      (["--host", "1", "--wait"], "--wait goes with --xmpp JID"),
      (["--host", "1", "--lobby", "room@lobby"], "--lobby goes with --xmpp JID"),
      (["--host", "1", "--xmpp-server", "h:5"], "--xmpp-server goes with --xmpp JID"),
      (
        ["--xmpp", "a@b", "--password-file", "p", "--wait", "--xmpp-server", "h:0"],
        "--xmpp-server wants HOST"
      ),
      (["--join", "host:0"], "--join wants a port from 1 to 65535 after the colon"),
      (["--join", "[::1"], "--join wants HOST:PORT or [IPv6]:PORT"),
      (["--join", ":5"], "--join wants HOST:PORT"),
      (["--host", "1", "--moves", "rz"], "'z' is none of them"),
      (["--host", "1", "--moves", "rk"], "--moves has Spock, which needs --rules rpsls"),
      (["--host", "1", "--level", "easy", "--moves", "r"], "duel takes --level or --moves, not both"),
      (["--host", "1", "--name", String(repeating: "n", count: 33)], "--name wants 1 to 32 bytes"),
      (["--host", "1", "--name", "a\u{1b}[31m"], "holds the control character U+1B"),
      (["--host", "1", "--first-to", "4"], "--first-to wants 1, 2, 3, 5 or 7"),
      (["--host", "1", "--bogus"], "unknown option '--bogus' for duel"),
    ] as [([String], String)])
  func refusals(arguments: [String], words: String) {
    let line = refusal(of: ["duel"] + arguments)
    #expect(line?.contains(words) == true, "\(line ?? "accepted")")
  }

  @Test("--xmpp signs in with a password file to invite or to wait; the server and CA file are optional")
  func xmpp() throws {
    let options = try duel([
      "--xmpp", "alice@rps.test", "--password-file", "/p", "--invite", "bob@rps.test/game", "--xmpp-server",
      "127.0.0.1:5300", "--xmpp-ca", "/ca.pem",
    ])
    guard case .xmpp(let xmpp) = options?.connection else {
      Issue.record("not an XMPP duel: \(String(describing: options))")
      return
    }
    #expect(xmpp.address.bare == "alice@rps.test")
    #expect(xmpp.invite?.description == "bob@rps.test/game")
    #expect(xmpp.serverHost == "127.0.0.1" && xmpp.serverPort == 5300)
    #expect(xmpp.certificateAuthorityFile == "/ca.pem")
    #expect(options?.playerName == "alice")
    let waiting = try duel([
      "--xmpp", "bob@rps.test", "--password-file", "/p", "--wait", "--xmpp-server", "host",
    ])
    guard case .xmpp(let wait) = waiting?.connection else { return }
    #expect(wait.invite == nil)
    #expect(wait.serverHost == "host" && wait.serverPort == 5222)
    let challenging = try duel([
      "--xmpp", "carol@rps.test", "--password-file", "/p", "--challenge", "dave@rps.test",
    ])
    guard case .xmpp(let challenge) = challenging?.connection else { return }
    #expect(challenge.challenge?.description == "dave@rps.test")
    #expect(challenge.invite == nil)
    let lobby = try duel([
      "--xmpp", "bob@rps.test", "--password-file", "/p", "--wait", "--lobby", "players@lobby.rps.test",
    ])
    guard case .xmpp(let inLobby) = lobby?.connection else { return }
    #expect(inLobby.lobby?.bare == "players@lobby.rps.test")
  }
}
