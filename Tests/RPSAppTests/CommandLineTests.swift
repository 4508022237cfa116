import Foundation
import GameCore
import RPSApp
import Testing
import ViewKit

@Suite("Command line")
struct CommandLineTests {
  @Test("No arguments opens a 960x600 landscape window")
  func defaults() throws {
    let options = try CommandLineParser.parse([])
    #expect(options.action == .play)
    #expect(options.size == Size(width: 960, height: 600))
    #expect(options.scale == 1)
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
      (["--scale", "0"], "--scale wants a number above 0"),
      (["--scale", "nan"], "--scale wants a number above 0"),
      (["--play", "rpx"], "'x' is not one of them"),
      (["--screenshot", "/no/such/folder/shot.png"], "does not exist"),
      (["--screenshot", "shot.png", "--size", "9000x9000", "--scale", "2"], "the most is 16384"),
    ])
  func badInput(arguments: [String], expected: String) {
    #expect {
      try CommandLineParser.parse(arguments)
    } throws: { error in
      guard let error = error as? CommandLineError else { return false }
      return error.description.contains(expected) && error.description.hasSuffix("(see rps --help)")
        && !error.description.contains("\n")
    }
  }

  @Test("--help and --version win over everything else")
  func helpAndVersion() throws {
    #expect(try CommandLineParser.parse(["--size", "10x10", "--help"]).action == .help)
    #expect(try CommandLineParser.parse(["--version"]).action == .version)
  }
}
