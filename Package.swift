// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "RockPaperScissors",
  products: [
    .executable(name: "rps", targets: ["rps"]),
    .library(name: "GameCore", targets: ["GameCore"]),
    .library(name: "ViewKit", targets: ["ViewKit"]),
  ],
  targets: [
    // The C libraries, found through their headers in the SDL2/ include folder (no pkg-config:
    // it would add a `-D_REENTRANT` warning to every build).
    .systemLibrary(name: "CSDL2", path: "Sources/CSDL2"),
    // libsodium (Debian: libsodium-dev), for the network play's commitments and random nonces.
    .systemLibrary(name: "CSodium", path: "Sources/CSodium"),
    // libstrophe (Debian: libstrophe-dev), the XMPP client for online play through a server.
    .systemLibrary(name: "CStrophe", path: "Sources/CStrophe"),
    // libsecret (Debian: libsecret-1-dev), the desktop's Secret Service, for the XMPP password
    // (the few functions declared in its shim: its header would need pkg-config's flags).
    .systemLibrary(name: "CSecret", path: "Sources/CSecret"),
    // GNU gettext from glibc (<libintl.h>, which Swift's Glibc module leaves out).
    .systemLibrary(name: "CGettext", path: "Sources/CGettext"),
    // fontconfig (Debian: libfontconfig-dev), for fonts with the glyphs DejaVu lacks (Chinese).
    .systemLibrary(name: "CFontconfig", path: "Sources/CFontconfig"),
    // libdbus (Debian: libdbus-1-dev), for the desktop portal's light or dark style; its headers
    // are in two folders pkg-config names (no -D flag, so no warning).
    .systemLibrary(name: "CDBus", path: "Sources/CDBus", pkgConfig: "dbus-1"),
    // glibc's <malloc.h>, for rps-bench's measure of the engine's heap.
    .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
    // zlib (Debian: zlib1g-dev), for writing screenshots and match cards as PNG quickly.
    .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
    // The player's language: gettext catalogues, plural forms, dates and numbers in the
    // locale's format. Below every layer that shows words.
    .target(name: "Localization", dependencies: ["CGettext"]),
    // Layer 1: the rules, matches, history and statistics. Foundation only.
    .target(name: "GameCore"),
    // The computer's levels: easy, medium and hard (one general engine that reads habits).
    .target(name: "Opponents", dependencies: ["GameCore"]),
    // What the levels are measured against: simple bots with known limits, the tournament, and
    // people's recorded games. Never shipped as a level.
    .target(name: "BenchmarkBots", dependencies: ["GameCore", "Opponents"]),
    // Layer 2: views, controllers, animation and the canvas interface. Foundation only.
    .target(name: "ViewKit", dependencies: ["Localization"]),
    // Network play: the wire format, the commit–reveal protocol as a pure state machine, the
    // socket transport on its own thread, LAN discovery, and the same match carried through an
    // XMPP server (libstrophe, on its own thread too). No SDL, no views.
    .target(name: "NetPlay", dependencies: ["GameCore", "CSodium", "CStrophe"]),
    // Layer 3: the SDL window, event loop and renderer-backed canvas.
    .target(name: "SDLHost", dependencies: ["ViewKit", "CSDL2", "CFontconfig", "CZlib", "Localization"]),
    // Layer 4: the game's controllers and its command line. No SDL: its tests and the fuzzer run
    // the code the window runs.
    .target(
      name: "RPSApp",
      dependencies: ["GameCore", "Opponents", "BenchmarkBots", "ViewKit", "NetPlay", "Localization"]),
    // What the desktop says through the XDG desktop portal on the session bus (light or dark).
    .target(name: "DesktopPortal", dependencies: ["CDBus"]),
    // The app in an SDL window: the host, match cards rendered with SDL, sounds, the desktop's
    // style, XMPP passwords in the Secret Service.
    .target(
      name: "RPSDesktop",
      dependencies: [
        "RPSApp", "SDLHost", "ViewKit", "GameCore", "Localization", "DesktopPortal", "NetPlay", "CSecret",
      ]),
    .executableTarget(name: "rps", dependencies: ["RPSDesktop"]),
    // Drives the real host through resizes and rounds, for valgrind's leak check.
    .executableTarget(
      name: "leak-check",
      dependencies: ["RPSDesktop", "RPSApp", "SDLHost", "ViewKit", "GameCore", "TestSupport"]),
    // The headless game under random input and the invariants it must keep, shared by the
    // reliability tests and `rps-bench fuzz`.
    .target(name: "Fuzzing", dependencies: ["RPSApp", "ViewKit", "GameCore", "NetPlay", "Localization"]),
    // Saves a history in a loop until killed, for the crash-safety test of the history file.
    .executableTarget(
      name: "history-writer", dependencies: ["GameCore"], path: "Tests/Support/HistoryWriter"),
    // Helpers shared by the test targets.
    .target(name: "TestSupport", dependencies: ["GameCore"], path: "Tests/TestSupport"),
    .testTarget(name: "GameCoreTests", dependencies: ["GameCore", "TestSupport"]),
    .testTarget(name: "OpponentsTests", dependencies: ["Opponents", "BenchmarkBots", "GameCore"]),
    .testTarget(name: "ViewKitTests", dependencies: ["ViewKit"]),
    .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
    .testTarget(name: "NetPlayTests", dependencies: ["NetPlay", "GameCore", "TestSupport"]),
    .testTarget(
      name: "RPSAppTests",
      dependencies: ["RPSApp", "GameCore", "Opponents", "BenchmarkBots", "ViewKit", "TestSupport"]),
    // Runs the built `rps` executable as a user would.
    .testTarget(name: "EndToEndTests", dependencies: ["TestSupport"]),
    .testTarget(
      name: "SDLHostTests",
      dependencies: ["SDLHost", "ViewKit", "RPSApp", "GameCore", "CSDL2", "TestSupport"]),
    // The resize storm and the event fuzzer, through the whole headless game.
    .testTarget(
      name: "ReliabilityTests", dependencies: ["Fuzzing", "RPSApp", "ViewKit", "GameCore", "TestSupport"]),
    // The benchmarks (frames, resizes, layout, startup, memory, the engine), each beside a floor:
    // `swift run -c release rps-bench`; `rps-bench fuzz --events N` throws random input at the
    // headless game.
    .executableTarget(
      name: "rps-bench",
      dependencies: [
        "GameCore", "Opponents", "BenchmarkBots", "ViewKit", "SDLHost", "RPSApp", "RPSDesktop", "CSDL2",
        "rps",
        "sdl-floor", "Fuzzing", "NetPlay", "CMalloc", "TestSupport",
      ]),
    // The benchmark's floor for startup: a bare SDL program that draws one line of text into a PNG.
    .executableTarget(name: "sdl-floor", dependencies: ["CSDL2"]),
  ],
  swiftLanguageModes: [.v6]
)
