extension Appearance {
  /// A ``TextField``: a well sunk into the panel it sits on, with a visible edge, so it reads as
  /// a place to type even when empty.
  public struct Field: Hashable, Sendable {
    /// The well behind the text: darker than the panels around it.
    public var background: Color
    public var border: Color
    public var text: Color
    /// The hint shown while the field is empty: quieter than the text, still legible.
    public var placeholder: Color
    public var cursor: Color
    /// Behind selected text.
    public var selection: Color
    /// The line under an input method's composition.
    public var compositionUnderline: Color
    public var font: Font

    /// A near-black navy well under the kit's navy panels: the text reads at about 17:1 on it
    /// and the placeholder at about 7:1 (WCAG AA asks 4.5:1); the edge stands out by over 3:1.
    public static let standard = Field(
      background: Color(hex: 0x0C1122), border: Color(hex: 0x6B7699), text: Color(hex: 0xF5F7FF),
      placeholder: Color(hex: 0x9AA5C4), cursor: Color(hex: 0x93C5FD),
      selection: Color(hex: 0x3B82F6).withAlpha(0.5), compositionUnderline: Color(hex: 0xF5F7FF),
      font: .system(17))
  }
}
