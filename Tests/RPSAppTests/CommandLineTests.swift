import Foundation
import GameCore
import RPSApp
import Testing
import ViewKit

@Suite("Command line")
struct CommandLineTests {
  @Test("No arguments opens a 1024x768 pad window; a phone starts at 390x844")
  func defaults() throws {
    let options = try CommandLineParser.parse([])
    #expect(options.action == .play)
    #expect(options.device == .pad)
    #expect(options.size == Size(width: 1024, height: 768))
    #expect(options.scale == 1)
    #expect(try CommandLineParser.parse(["--device", "phone"]).size == Size(width: 390, height: 844))
    #expect(
      try CommandLineParser.parse(["--device", "phone", "--size", "844x390"]).size
        == Size(width: 844, height: 390))
  }

  @Test(
    "--open takes history, game, stats (or statistics, as the screen is called), earlier, daily:YYYY-MM-DD or match:N; --data-dir takes a folder"
  )
  func openAndDataDirectory() throws {
    #expect(try CommandLineParser.parse(["--open", "history"]).screen == .history)
    #expect(try CommandLineParser.parse(["--open", "stats"]).screen == .statistics)
    #expect(try CommandLineParser.parse(["--open", "statistics"]).screen == .statistics)
    #expect(try CommandLineParser.parse(["--open", "match:3"]).screen == .match(3))
    #expect(try CommandLineParser.parse(["--open", "earlier"]).screen == .earlierDays)
    #expect(
      try CommandLineParser.parse(["--open", "daily:2026-12-08"]).screen
        == .earlierDay(DayStamp(year: 2026, month: 12, day: 8)))
    #expect(try CommandLineParser.parse(["--data-dir", "/tmp/x"]).dataDirectory == "/tmp/x")
  }

  @Test(
    "Size, seed, scale, moves and a screenshot path are read, in either --name value or --name=value form")
  func fullCommandLine() throws {
    let options = try CommandLineParser.parse([
      "--size", "600x960", "--seed=42", "--scale", "2", "--play", "rPs", "--screenshot", "/tmp/x.png",
    ])
    #expect(options.size == Size(width: 600, height: 960))
    #expect(options.seed == 42)
    #expect(options.scale == 2)
    #expect(options.moves == [.rock, .paper, .scissors])
    #expect(options.action == .screenshot(path: "/tmp/x.png"))
  }

  @Test(
    "Bad input is refused with one line naming the problem and pointing to --help",
    arguments: [
      (["--frobnicate"], "unknown option '--frobnicate'"),
      (["extra"], "unexpected argument 'extra'"),
      (["--size"], "--size needs a value"),
      (["--size", "960"], "--size wants WIDTHxHEIGHT"),
      (["--size", "axb"], "--size wants WIDTHxHEIGHT"),
      (["--size", "0x600"], "--size must be positive"),
      (["--size", "-5x600"], "--size must be positive"),
      (["--size", "20000x600"], "at most 16384"),
      (["--seed", "many"], "--seed wants a whole number"),
      (["--seed", "-1"], "--seed wants a whole number"),
      (["--scale", "0"], "--scale wants a number from 0.5 to 8"),
      (["--scale", "nan"], "--scale wants a number from 0.5 to 8"),
      (["--play", "rpx"], "'x' is not one of them"),
      (["--screenshot", "/no/such/folder/shot.png"], "does not exist"),
      (["--screenshot", "shot.png", "--size", "9000x9000", "--scale", "2"], "the most is 16384"),
      (["--device", "watch"], "--device wants phone or pad"),
      (
        ["--open", "match:0"],
        "--open wants game, history, help, about, stats, ladder, masters, daily, earlier, records, daily:YYYY-MM-DD or match:N"
      ),
      (
        ["--open", "settings"],
        "--open wants game, history, help, about, stats, ladder, masters, daily, earlier, records, daily:YYYY-MM-DD or match:N"
      ),
      (["--open", "daily:yesterday"], "--open daily: wants a date as YYYY-MM-DD"),
      (["--data-dir", ""], "--data-dir needs a folder"),
      (["--level", "impossible"], "--level wants"),
      (["--rules", "chess"], "--rules wants classic or rpsls"),
      (["--play", "rk"], "--play takes the letters r, p and s"),
      (["--rules", "rpsls", "--play", "rkx"], "--play takes the letters r, p, s, k and l"),
    ])
  func badInput(arguments: [String], expected: String) {
    expectOneLineRefusal(of: arguments, saying: expected)
  }

  @Test(
    "Every option refuses every kind of wrong value with one line naming it",
    arguments: [
      // --size: shapes, numbers that are not whole, too large for any integer, empty.
      (["--size", "960x600x3"], "--size wants WIDTHxHEIGHT"),
      (["--size", "1e3x600"], "--size wants WIDTHxHEIGHT"),
      (["--size", "960X"], "--size wants WIDTHxHEIGHT"),
      (["--size", "960.5x600"], "--size wants WIDTHxHEIGHT"),
      (["--size", "99999999999999999999x1"], "--size wants WIDTHxHEIGHT"),
      (["--size="], "--size wants WIDTHxHEIGHT"),
      (["--size", " 960x600"], "--size wants WIDTHxHEIGHT"), (["--size", "1x16385"], "at most 16384"),
      // Smaller than the smallest window, or too few pixels per point to read.
      (["--size", "200x200"], "--size must be at least 320x360 (the smallest window), not '200x200'"),
      (["--size", "1x16384"], "at least 320x360"), (["--size", "1000x359"], "at least 320x360"),
      (["--scale", "0.01"], "--scale wants a number from 0.5 to 8"),
      // --seed: past UInt64, empty, a fraction, hexadecimal, then the next option as its value.
      (["--seed", "18446744073709551616"], "--seed wants a whole number from 0 to 18446744073709551615"),
      (["--seed="], "--seed wants a whole number"), (["--seed", "1.5"], "--seed wants a whole number"),
      (["--seed", "0x10"], "--seed wants a whole number"), (["--seed", "--mute"], "--seed needs a value"),
      // --scale: infinities, past 8, a number too large for a Double, negative, empty.
      (["--scale", "inf"], "--scale wants a number from 0.5 to 8"),
      (["--scale", "-inf"], "--scale wants a number from 0.5 to 8"),
      (["--scale", "8.01"], "to 8, not '8.01'"),
      (["--scale", "1e309"], "--scale wants a number from 0.5 to 8"),
      (["--scale", "-1"], "--scale wants a number"),
      (["--scale="], "--scale wants a number from 0.5 to 8"), (["--scale"], "--scale needs a value"),
      // --device, --open, --level, --rules: wrong case, empty, out of range, missing.
      (["--device", "PAD"], "--device wants phone or pad, not 'PAD'"),
      (["--device="], "--device wants phone or pad"),
      (["--device"], "--device needs a value"),
      (
        ["--open", "match:"],
        "--open wants game, history, help, about, stats, ladder, masters, daily, earlier, records, daily:YYYY-MM-DD or match:N"
      ),
      (["--open", "match:-1"], "--open wants"), (["--open", "match:x"], "--open wants"),
      (["--open", "match:99999999999999999999"], "--open wants"), (["--open="], "--open wants"),
      (["--open"], "--open needs a value"),
      (["--level", "Hard"], "--level wants easy, medium or hard, not 'Hard'"),
      (["--level="], "--level wants"), (["--level"], "--level needs a value"),
      (["--rules", "RPSLS"], "--rules wants classic or rpsls, not 'RPSLS'"), (["--rules="], "--rules wants"),
      (["--rules"], "--rules needs a value"),
      // --data-dir, --play, --screenshot: missing, empty, not letters, a file where a folder should be.
      (["--data-dir"], "--data-dir needs a value"), (["--data-dir", "--mute"], "--data-dir needs a value"),
      (["--data-dir="], "--data-dir needs a folder"), (["--play"], "--play needs a value"),
      (["--play=r_p"], "'_' is not one of them"), (["--play", "r p"], "' ' is not one of them"),
      (["--screenshot="], "--screenshot needs a file name"),
      (
        ["--screenshot", "shot.jpg"], "--screenshot writes a PNG; give a name ending in .png, not 'shot.jpg'"
      ), (["--screenshot"], "--screenshot needs a value"),
      (["--screenshot", "/etc/hostname/x.png"], "'/etc/hostname' for --screenshot is not a folder"),
      // Switches take no value: --mute=no must not mute.
      (["--mute=no"], "--mute takes no value, not '--mute=no'"),
      (["--insight=yes"], "--insight takes no value"),
      (["--help=x"], "--help takes no value"), (["--version=1"], "--version takes no value"),
      // Not options at all.
      (["-x"], "unknown option '-x'"), ([""], "unexpected argument ''"), (["-"], "unknown option '-'"),
    ])
  func everyOptionRefusesWrongValues(arguments: [String], expected: String) {
    expectOneLineRefusal(of: arguments, saying: expected)
  }

  @Test("--help and --version win over everything else")
  func helpAndVersion() throws {
    #expect(try CommandLineParser.parse(["--size", "400x400", "--help"]).action == .help)
    #expect(try CommandLineParser.parse(["--version"]).action == .version)
  }
}
