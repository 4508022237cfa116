import GameCore
import ViewKit

/// The game's colours and type scale, in one place: every colour of the game is defined here,
/// once, and the view kit's bars, lists, popovers, buttons and focus ring take theirs from
/// ``appearance``, which the app gives its window.
public enum Theme {
  // MARK: Surfaces

  static let backgroundTop = Color(hex: 0x1B2236)
  static let backgroundBottom = Color(hex: 0x0E1322)
  static let table = Color(hex: 0x16213A)
  static let card = Color(hex: 0x25304F)
  static let cardEdge = Color.white.withAlpha(0.10)
  /// Navigation bars, the toolbar, a sheet's bar and the history's title strip.
  static let bar = Color(hex: 0x141A2B)
  /// The history's column under its title strip.
  static let sidebar = Color(hex: 0x121829)
  /// Popovers' panels, the options form and the help panel, with their faint edge.
  static let panel = Color(hex: 0x1F2842)
  static let panelEdge = Color.white.withAlpha(0.16)
  /// What shows between the split view's panes: the line that parts them.
  static let divider = Color(hex: 0x0B0F1A)

  // MARK: Text

  static let text = Color(hex: 0xF5F7FF)
  static let secondaryText = Color(hex: 0xB4BDD8)
  /// Titles on bars, buttons and list rows.
  static let controlText = Color.white
  /// A disabled button's words, with no fill behind them: dimmer than the text, still legible.
  static let disabledText = Color(hex: 0x8E97B2)
  /// The key names in the help.
  static let keyNames = Color(hex: 0xFDE68A)

  // MARK: Accents

  static let player = Color(hex: 0x38BDF8)
  static let computer = Color(hex: 0xF472B6)
  static let win = Color(hex: 0x4ADE80)
  static let loss = Color(hex: 0xF87171)
  static let draw = Color(hex: 0xFACC15)
  /// An achievement's tile once earned: the card touched with gold.
  static let earnedTile = card.mixed(with: draw, amount: 0.12)
  /// An achievement's tile still locked, and its criterion's words.
  static let lockedTile = card.withAlpha(0.6)
  static let lockedWords = secondaryText.withAlpha(0.75)
  /// The statistics screen's word in its banner.
  static let statistics = Color(hex: 0x93C5FD)
  /// The statistics' guide lines and the empty part of the throws bar.
  static let chartGuide = Color.white.withAlpha(0.12)
  /// The keyboard focus ring: the warm yellow of a draw, which no control is filled with.
  static let focusRing = draw

  // MARK: Controls

  /// Buttons of the chrome: bar buttons, Done, an option not chosen.
  static let control = Color(hex: 0x2B3558)
  /// A chosen option and a button with no colour of its own; paper throws in it too.
  static let accent = Color(hex: 0x1D4ED8)
  /// The new-match button; lizard throws in it too.
  static let newMatch = Color(hex: 0x166534)
  /// The line for notices under the bar.
  static let notice = Color(hex: 0x334155)
  /// A selected row of a list, and its outline.
  static let selection = Color(hex: 0x3B82F6).withAlpha(0.35)
  static let selectionEdge = Color(hex: 0x93C5FD)

  /// The button colour for a throw: white text on each reads at WCAG AA.
  static func tint(for move: Move) -> Color {
    switch move {
    case .rock: Color(hex: 0x9A4A12)
    case .paper: accent
    case .scissors: Color(hex: 0xBE123C)
    case .spock: Color(hex: 0x6D28D9)
    case .lizard: newMatch
    }
  }

  /// The view kit's look in the game's colours, for every window that shows the game. The kit's
  /// type sizes stay, and so do its faint hairlines, separators and veils.
  public static let appearance: Appearance = {
    var look = Appearance.standard
    look.bar.background = bar
    look.bar.title = text
    look.bar.buttonTint = control
    look.list.title = text
    look.list.subtitle = secondaryText
    look.list.emptyMessage = text.withAlpha(0.7)
    look.list.selection = selection
    look.list.selectionEdge = selectionEdge
    look.popover.panel = panel
    look.popover.edge = panelEdge
    look.control = Appearance.Control(tint: accent, title: controlText, disabledTitle: disabledText)
    look.focusRing = focusRing
    look.splitDivider = divider
    look.alert.panel = panel
    look.alert.edge = panelEdge
    look.alert.title = text
    look.alert.message = secondaryText
    look.alert.defaultTint = accent
    look.alert.cancelTint = control
    look.alert.buttonTitle = controlText
    return look
  }()

  /// The look of `style`: the dark colours above, or each exchanged for its light one.
  public static func appearance(for style: Style) -> Appearance {
    var look = appearance
    if style == .light { look.colorMap = lightColors }
    return look
  }

  /// The light style: each dark colour of the game and what it becomes. Surfaces turn pale and
  /// text dark; the accents that are text (scores, outcomes, key names) darken to read on white;
  /// filled buttons keep their colours and their white titles; edges and guides drawn in
  /// translucent white are drawn in translucent black.
  public static let lightColors: ColorMap = {
    var pairs: [(Color, Color)] = [
      (backgroundTop, Color(hex: 0xEEF2F8)), (backgroundBottom, Color(hex: 0xDCE3EE)),
      (table, Color(hex: 0xE4E9F2)), (card, Color(hex: 0xFFFFFF)),
      (card.withAlpha(0), Color(hex: 0xFFFFFF).withAlpha(0)), (cardEdge, Color.black.withAlpha(0.14)),
      (bar, Color(hex: 0xF8F9FC)), (sidebar, Color(hex: 0xEEF1F6)), (panel, Color(hex: 0xFFFFFF)),
      (panelEdge, Color.black.withAlpha(0.18)), (divider, Color(hex: 0xC5CDDA)),
      (text, Color(hex: 0x111827)), (text.withAlpha(0.7), Color(hex: 0x111827).withAlpha(0.75)),
      (secondaryText, Color(hex: 0x4B5563)), (disabledText, Color(hex: 0x5B6474)),
      (keyNames, Color(hex: 0x8A3A06)),
      (player, Color(hex: 0x075985)), (computer, Color(hex: 0xBE185D)), (win, Color(hex: 0x166534)),
      (loss, Color(hex: 0xB91C1C)), (draw, Color(hex: 0x8A4B00)), (statistics, Color(hex: 0x1D4ED8)),
      (chartGuide, Color.black.withAlpha(0.14)), (control, Color(hex: 0x475569)),
      (selection, Color(hex: 0x3B82F6).withAlpha(0.22)), (selectionEdge, Color(hex: 0x1D4ED8)),
      (.white.withAlpha(0.08), Color.black.withAlpha(0.1)),
      (.white.withAlpha(0.06), Color.black.withAlpha(0.08)),
      (.white.withAlpha(0.35), Color.black.withAlpha(0.35)),
      // The text field's well, its placeholder and its selection.
      (Appearance.Field.standard.background, Color(hex: 0xFFFFFF)),
      (Appearance.Field.standard.placeholder, Color(hex: 0x5B6474)),
      (Appearance.Field.standard.selection, Color(hex: 0x3B82F6).withAlpha(0.3)),
    ]
    // Words and arrows in a throw's colour lightened for the dark table take the colour itself.
    for move in Move.allCases {
      for amount in [0.2, 0.35, 0.45] {
        pairs.append((tint(for: move).mixed(with: .white, amount: amount), tint(for: move)))
      }
    }
    // A rival's colour, and its name, heading or banner word lightened for the dark table, take
    // the colour darkened until it reads on the palest light surface; so do the screens' banner
    // words, bright for the dark rail.
    pairs += [
      (earnedTile, Color(hex: 0xFFF6DA)), (lockedTile, Color(hex: 0xFFFFFF).withAlpha(0.7)),
      (lockedWords, Color(hex: 0x4B5563)), (draw.withAlpha(0.6), Color(hex: 0x8A4B00).withAlpha(0.6)),
    ]
    for rival in Rival.allCases {
      for amount in [0.0, 0.3, 0.35] {
        pairs.append(
          (
            amount == 0 ? rival.color : rival.color.mixed(with: .white, amount: amount),
            readableOnLight(rival.color)
          ))
      }
    }
    for word in bannerWords { pairs.append((word, readableOnLight(word))) }
    return ColorMap(Dictionary(pairs, uniquingKeysWith: { first, _ in first }))
  }()

  /// The colours of the challenge screens' banner words (daily, ladder, records), bright for the
  /// dark rail; the contrast tests read them from the banners themselves.
  static let bannerWords: [Color] = [Color(hex: 0x7FE0D2), Color(hex: 0xF7C948), Color(hex: 0xFACC15)]

  /// `color` darkened until it reads at AA on the palest surface of the light style.
  static func readableOnLight(_ color: Color) -> Color {
    let palest = Color(hex: 0xDCE3EE)
    return stride(from: 0.3, through: 0.9, by: 0.05).lazy
      .map { color.mixed(with: .black, amount: $0) }
      .first { $0.contrastRatio(against: palest) >= 4.6 } ?? text
  }

  /// The game's two styles.
  public enum Style: String, Sendable, CaseIterable {
    case dark, light

    /// The style the XDG desktop portal's `color-scheme` asks for: 1 dark, 2 light; nil for 0
    /// (no preference) or a value the portal does not define.
    public init?(colorScheme: UInt32) {
      switch colorScheme {
      case 1: self = .dark
      case 2: self = .light
      default: return nil
      }
    }
  }

  static func color(for outcome: Outcome) -> Color {
    switch outcome {
    case .win: win
    case .loss: loss
    case .draw: draw
    }
  }

  static func image(for move: Move) -> Image { Image(named: move.name.lowercased()) }

  /// Gives `view` the look of the game's panels and cards: a rounded fill with a faint edge.
  @MainActor
  static func makePanel(_ view: View, fill: Color, cornerRadius: Double) {
    view.backgroundColor = fill
    view.cornerRadius = cornerRadius
    view.borderColor = cardEdge
    view.borderWidth = 1
  }

  /// The space between a screen's parts: a share of its shorter side, between a floor and a ceiling.
  static func gap(_ share: Double, of size: Size, minimum: Double, maximum: Double) -> Double {
    max(minimum, min(maximum, min(size.width, size.height) * share))
  }

  /// A type size that follows the space available, between a legible floor and a ceiling.
  static func fontSize(_ share: Double, of length: Double, minimum: Double, maximum: Double) -> Double {
    min(maximum, max(minimum, (length * share).rounded()))
  }
}
