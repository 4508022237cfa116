import GameCore
import ViewKit

/// The game's colours and type scale, in one place.
enum Theme {
  static let backgroundTop = Color(hex: 0x1B2236)
  static let backgroundBottom = Color(hex: 0x0E1322)
  static let table = Color(hex: 0x16213A)
  static let card = Color(hex: 0x25304F)
  static let cardEdge = Color.white.withAlpha(0.10)
  static let text = Color(hex: 0xF5F7FF)
  static let secondaryText = Color(hex: 0xB4BDD8)
  static let player = Color(hex: 0x38BDF8)
  static let computer = Color(hex: 0xF472B6)
  static let win = Color(hex: 0x4ADE80)
  static let loss = Color(hex: 0xF87171)
  static let draw = Color(hex: 0xFACC15)
  static let newMatch = Color(hex: 0x166534)

  /// The button colour for a throw: white text on each reads at WCAG AA.
  static func tint(for move: Move) -> Color {
    switch move {
    case .rock: Color(hex: 0x9A4A12)
    case .paper: Color(hex: 0x1D4ED8)
    case .scissors: Color(hex: 0xBE123C)
    case .spock: Color(hex: 0x6D28D9)
    case .lizard: Color(hex: 0x166534)
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

  /// A type size that follows the space available, between a legible floor and a ceiling.
  static func fontSize(_ share: Double, of length: Double, minimum: Double, maximum: Double) -> Double {
    min(maximum, max(minimum, (length * share).rounded()))
  }
}
