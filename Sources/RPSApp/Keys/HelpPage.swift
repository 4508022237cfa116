import Localization

/// The help's pages, in the order of their tabs: how to play, how the computer reads you, two
/// players at one screen, play over the network, every key, and about the game.
public enum HelpPage: String, Sendable, CaseIterable {
  case howToPlay
  case readingTheComputer
  case twoPlayers
  case onlinePlay
  case keys
  case about

  /// The page's name, on its tab and over it.
  public var title: String {
    switch self {
    case .howToPlay: tr("How to play")
    case .readingTheComputer: tr("Reading the computer")
    case .twoPlayers: tr("Two players")
    case .onlinePlay: tr("Online play")
    case .keys: tr("Keys")
    case .about: tr("About")
    }
  }

  /// The page's name on its tab: short, so the six tabs fit one row on a pad.
  public var tabTitle: String {
    switch self {
    case .readingTheComputer: tr("The computer")
    case .onlinePlay: tr("Online")
    default: title
    }
  }

  /// The page's text, paragraph by paragraph (empty for the keys, which are a table). A
  /// paragraph that is a heading is marked so.
  public var paragraphs: [HelpParagraph] {
    switch self {
    case .howToPlay:
      [
        .text(
          tr(
            "A match is first to three wins (or 1, 2, 5 or 7: your choice in the options); draws do not count. Throw with the buttons, the keys R, P and S (or 1, 2 and 3), a touch or a gamepad."
          )),
        .text(
          tr(
            "The computer chooses its throw before it sees yours. Both hands shake to the count, rock… paper… scissors… shoot!, and both throws are shown together."
          )),
        .text(
          tr(
            "Rock crushes scissors, scissors cut paper, paper covers rock. With Spock and lizard: Spock smashes scissors and vaporizes rock, lizard poisons Spock and eats paper; each throw beats two and loses to two."
          )),
        .text(
          tr(
            "The history keeps every match: open one for its rounds and its card. Deleting a match or clearing the history can be undone for a few seconds, with Undo or Ctrl+Z."
          )),
        .text(
          tr(
            "The Ladder sets ten rivals, each with a habit to find: beat one to meet the next. Its Daily challenge is one rival with a twist, one try a day. Records keeps your bests and the achievements you have earned."
          )),
        .text(
          tr(
            "From the Fox up, in the Masters and in the daily challenge, a rival watches you too: beat its habit two rounds running and it warns you (its line begins “Twice”), then meets your next read in its own way: most throw what beats your answer, but not all. The recap tells how; read that too."
          )),
      ]
    case .readingTheComputer:
      [
        .text(
          tr(
            "Easy throws at random: it cannot be read, and it reads nobody. Medium and Hard look for your habits: the throw you favour, what you throw after a win or a loss, the cycle your throws follow. Hard weighs many such readings and trusts those that were right lately."
          )),
        .text(
          tr(
            "Press I to see, after each round, what the computer expected you to throw and how it chose. Change your habits before it settles on them; or play a pattern on purpose and watch how soon it catches on."
          )),
        .text(
          tr(
            "Medium and Hard remember your latest rounds, so yesterday's habits are known today. Stats (T) shows how often the computer read you at each level."
          )),
        .text(
          tr(
            "Before each match at Medium and Hard, the board names your clearest habit in the rounds they remember, and during it, under a round, when that habit could show next. Break it, or follow it on purpose and beat the answer the computer keeps ready for it; the lesson after the match says how you met it."
          )),
      ]
    case .twoPlayers:
      [
        .text(
          tr(
            "Choose 2 players in the options. The left player throws with A, S and D (F and G for Spock and lizard), the right player with J, K and L (; and '); or each with their own buttons, a finger on a touch screen, or a gamepad."
          )),
        .text(
          tr(
            "Each throw is secret: a half shows only a tick until both players have thrown, then the count runs and both throws are shown together."
          )),
        .text(
          tr(
            "In landscape the players sit side by side; in portrait they face each other, the top half turned for the player across the table. Names are set in the options; Stats shows who is ahead."
          )),
      ]
    case .onlinePlay:
      [
        .text(
          tr(
            "A friend, in the options, plays someone on another computer. One of you chooses Host a game: it shows this computer's addresses and a pairing code. The other chooses Join a game, types an address (or picks the game found on the local network) and checks the code."
          )),
        .text(
          tr(
            "Neither side can see the other's throw first or change its own: each throw is sealed before either is shown. A dropped connection offers to reconnect."
          )),
      ]
    case .keys:
      []
    case .about:
      [
        .heading(tr("Rock Paper Scissors %1$@", HelpText.version)),
        .text(tr("Rock, paper, scissors against a computer that learns how you play, or against a friend.")),
        .text(tr("Released under the Apache License 2.0. © 2026 Rock Paper Scissors developers.")),
        .heading(tr("Credits")),
        .text(tr("Pictures and sounds: made for this game, public domain (CC0 1.0).")),
        .text(
          tr(
            "Fonts: DejaVu Sans and DejaVu Sans Bold, from the DejaVu fonts project (Bitstream Vera licence); Chinese text in a font found through fontconfig, such as WenQuanYi Micro Hei."
          )),
        .text(
          tr(
            "People's recorded games, used only to measure the computer: the public experiments of Brockbank and Vul, CC0 1.0."
          )),
        .text(tr("Built with Swift and SDL2 (SDL_ttf, SDL_image, SDL_mixer), libsodium and libdbus.")),
        .heading(HelpPage.webAddress),
      ]
    }
  }

  /// Where the game lives on the web.
  public static let webAddress = "https://github.com/rps/RockPaperScissors"
}

/// One paragraph of a help page: a heading or running text.
public enum HelpParagraph: Hashable, Sendable {
  case heading(String)
  case text(String)

  public var text: String {
    switch self {
    case .heading(let text), .text(let text): text
    }
  }
}
