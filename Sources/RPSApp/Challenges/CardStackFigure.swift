import ViewKit

/// A picture that stands among a card's texts: it arranges its parts for the stack's width and
/// unit of type (no part's type under ``CardTextStack/smallestType``) and says how tall it is.
@MainActor
protocol CardStackFigure: View {
  func arrange(width: Double, unit: Double, alignment: TextAlignment, measurer: any TextMeasurer) -> Double
}
