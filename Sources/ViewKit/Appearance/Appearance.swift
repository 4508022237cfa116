/// The look of the view kit's own views: the bars, lists, popovers, buttons and focus ring, and
/// their type sizes. An app gives its window one (``Window/appearance``); a view reads it from its
/// window as it lays out and draws, and a view outside a window uses ``standard``. Another look
/// starts from ``standard`` and changes what differs:
///
/// ```swift
/// var look = Appearance.standard
/// look.focusRing = .white
/// let window = Window(size: Size(width: 960, height: 600), appearance: look)
/// ```
public struct Appearance: Hashable, Sendable {
  /// Navigation bars, toolbars and a sheet's title bar.
  public struct Bar: Hashable, Sendable {
    public var background: Color
    /// The title's text.
    public var title: Color
    /// The line along a navigation bar's bottom edge.
    public var hairline: Color
    /// The fill of the bar's buttons.
    public var buttonTint: Color
  }

  /// A ``ListView``'s rows.
  public struct List: Hashable, Sendable {
    public var title: Color
    public var subtitle: Color
    /// The message shown when there are no rows.
    public var emptyMessage: Color
    /// The selected row's fill and its outline.
    public var selection: Color
    public var selectionEdge: Color
    /// The line under each row.
    public var separator: Color
    public var scrollIndicator: Color
  }

  /// A popover's panel and pointer, and the dimmed backdrop around it.
  public struct Popover: Hashable, Sendable {
    public var panel: Color
    public var edge: Color
    public var backdrop: Color
  }

  /// A ``Button`` whose own colours were not set.
  public struct Control: Hashable, Sendable {
    public var tint: Color
    public var title: Color
    /// A disabled button's title and outline: it has no fill, so they stand on what is behind it
    /// (the body text's colour there), whatever colour its title has when enabled.
    public var disabledTitle: Color

    public init(tint: Color, title: Color, disabledTitle: Color? = nil) {
      self.tint = tint
      self.title = title
      self.disabledTitle = disabledTitle ?? title
    }
  }

  /// The type sizes (and weights) of the kit's text.
  public struct Fonts: Hashable, Sendable {
    public var barTitle: Font
    public var barButton: Font
    /// A sheet's title, in the bar over it on a phone.
    public var sheetTitle: Font
    /// A ``Button`` whose font was not set.
    public var button: Font
    public var listTitle: Font
    public var listSubtitle: Font
    public var listDetail: Font
    public var listEmptyMessage: Font
  }

  /// An ``AlertController``: the dimmed backdrop, the panel, its text and its buttons.
  public struct Alert: Hashable, Sendable {
    /// Over everything behind the alert.
    public var backdrop: Color
    public var panel: Color
    public var edge: Color
    public var title: Color
    public var message: Color
    /// The fill of a default action's button (the one Enter runs stands out by its weight).
    public var defaultTint: Color
    /// The fill of the cancel action's button: quieter than the others.
    public var cancelTint: Color
    /// The fill of a destructive action's button: a warning, since it throws something away.
    public var destructiveTint: Color
    public var buttonTitle: Color
    public var titleFont: Font
    public var messageFont: Font
    public var buttonFont: Font

    /// The kit's own alert: a navy panel over a dark veil, a blue default button, a deep red
    /// destructive one; white titles read on each at WCAG AA.
    public static let standard = Alert(
      backdrop: .black.withAlpha(0.6), panel: Color(hex: 0x1F2842), edge: .white.withAlpha(0.2),
      title: .white, message: Color(hex: 0xD3D9EA), defaultTint: Color(hex: 0x1D4ED8),
      cancelTint: Color(hex: 0x3A4568), destructiveTint: Color(hex: 0xB91C1C), buttonTitle: .white,
      titleFont: .bold(19), messageFont: .system(16), buttonFont: .bold(16))
  }

  public var bar: Bar
  public var list: List
  public var popover: Popover
  public var control: Control
  /// The keyboard focus ring, drawn around the focused view: it should stand out from every
  /// background by at least 3:1.
  public var focusRing: Color
  /// The colours exchanged as the window draws, for a second style of the same look (empty:
  /// drawn as given).
  public var colorMap = ColorMap()
  /// Behind a split view's panes: the line between them.
  public var splitDivider: Color
  public var fonts: Fonts
  public var alert = Alert.standard
  /// A ``TextField``: its well, text, placeholder, cursor and selection.
  public var field = Field.standard

  /// The kit's own look: dark navy bars and panels, white text, a blue button and a warm yellow
  /// focus ring.
  public static let standard = Appearance(
    bar: Bar(
      background: Color(hex: 0x141A2B), title: .white, hairline: .white.withAlpha(0.08),
      buttonTint: Color(hex: 0x2B3558)),
    list: List(
      title: .white, subtitle: Color(hex: 0xB4BDD8), emptyMessage: .white.withAlpha(0.7),
      selection: Color(hex: 0x3B82F6).withAlpha(0.35), selectionEdge: Color(hex: 0x93C5FD),
      separator: .white.withAlpha(0.06), scrollIndicator: .white.withAlpha(0.35)),
    popover: Popover(
      panel: Color(hex: 0x1F2842), edge: .white.withAlpha(0.16), backdrop: .black.withAlpha(0.5)),
    control: Control(tint: Color(hex: 0x1D4ED8), title: .white),
    focusRing: Color(hex: 0xFACC15),
    splitDivider: Color(hex: 0x0B0F1A),
    fonts: Fonts(
      barTitle: .bold(19), barButton: .bold(16), sheetTitle: .bold(18), button: .bold(17),
      listTitle: .bold(16),
      listSubtitle: .system(13), listDetail: .bold(17), listEmptyMessage: .system(16)))
}
