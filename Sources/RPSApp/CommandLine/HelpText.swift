/// What `rps --help` prints.
enum HelpText {
  static let version = "0.1.0"

  static let usage = """
    rps \(version): rock, paper, scissors in a window that lays itself out for portrait and landscape.

    Usage: rps [options]

    Options:
      --size WxH          window size in points (default 960x600; 600x960 starts in portrait)
      --scale S           pixels per point on top of the display's own (default 1)
      --seed N            make the computer's throws repeatable
      --play MOVES        play these throws first, letters r, p, s (for example rpsr)
      --screenshot FILE   draw one frame without a display, write it as a PNG, and exit
      --version           print the version and exit
      --help              print this help and exit

    Keys:
      R, P, S or 1, 2, 3  throw rock, paper or scissors
      N                   start a new match
      Ctrl+Left/Right     rotate (swap the window's width and height)
      F11                 full screen on and off (Esc leaves it)
      Ctrl+Q              quit

    Resizing the window is rotating the device: taller than wide is portrait.
    """
}
