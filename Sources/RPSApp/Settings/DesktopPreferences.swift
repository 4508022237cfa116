import Foundation

/// How the game sounds and looks: sound on or off, and the style, light or dark, chosen in the
/// options or followed from the desktop. Kept in the settings as they change; the desktop app
/// carries them out (``onSoundChange``, ``onStyleChange``).
@MainActor
public final class DesktopPreferences {
  /// The style the player chose: the desktop's, or one of the two whatever the desktop says.
  public enum StyleChoice: String, Sendable, CaseIterable {
    case system, light, dark
  }

  public private(set) var isSoundOn: Bool
  public private(set) var styleChoice: StyleChoice
  /// The style the desktop asks for (the XDG desktop portal's `color-scheme`); nil when it says
  /// nothing or there is no portal, and the game is dark then.
  public var desktopStyle: Theme.Style? {
    didSet { if oldValue != desktopStyle, styleChoice == .system { onStyleChange?(style) } }
  }
  /// Runs after sound was turned on (true) or off.
  public var onSoundChange: ((Bool) -> Void)?
  /// Runs when the style drawn changes.
  public var onStyleChange: ((Theme.Style) -> Void)?
  private let settings: SettingsKeeper

  public init(isSoundOn: Bool, styleChoice: StyleChoice, settings: SettingsKeeper) {
    self.isSoundOn = isSoundOn
    self.styleChoice = styleChoice
    self.settings = settings
  }

  /// The style drawn: the one chosen, or the desktop's (dark when it says nothing).
  public var style: Theme.Style {
    switch styleChoice {
    case .system: desktopStyle ?? .dark
    case .light: .light
    case .dark: .dark
    }
  }

  public func setSoundOn(_ on: Bool) {
    isSoundOn = on
    settings.update { $0.isSoundOn = on }
    onSoundChange?(on)
  }

  public func choose(_ choice: StyleChoice) {
    let before = style
    styleChoice = choice
    settings.update { $0.style = choice.rawValue }
    if style != before { onStyleChange?(style) }
  }
}
