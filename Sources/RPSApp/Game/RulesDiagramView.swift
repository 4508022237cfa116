import Foundation
import GameCore
import ViewKit

/// Who beats whom, as a picture: the moves on a circle, and an arrow from each winner to each
/// move it beats, in the winner's colour. With five moves it is the pentagon and the star of
/// rock, paper, scissors, Spock and lizard.
final class RulesDiagramView: View {
  var rules: Rules {
    didSet { setNeedsDisplay() }
  }

  init(rules: Rules) {
    self.rules = rules
    super.init()
    identifier = "rules-diagram"
  }

  /// Where each move's picture goes in `rect`: on a circle, the first at the top, clockwise.
  static func nodes(of rules: Rules, in rect: Rect) -> [(move: Move, center: Point, radius: Double)] {
    let count = rules.moves.count
    let side = min(rect.width, rect.height)
    let nodeRadius = side * (count > 3 ? 0.12 : 0.16)
    let ring = side / 2 - nodeRadius
    return rules.moves.enumerated().map { index, move in
      let angle = -Double.pi / 2 + Double(index) * 2 * Double.pi / Double(count)
      let center = Point(x: rect.midX + ring * cos(angle), y: rect.midY + ring * sin(angle))
      return (move, center, nodeRadius)
    }
  }

  override func draw(in canvas: any Canvas, rect: Rect) {
    super.draw(in: canvas, rect: rect)
    let nodes = Self.nodes(of: rules, in: rect)
    guard let radius = nodes.first?.radius, radius > 4 else { return }
    for winner in nodes {
      for loser in nodes where rules.outcome(of: winner.move, against: loser.move) == .win {
        drawArrow(
          from: winner.center, to: loser.center, inset: radius * 1.05, width: max(1.5, radius * 0.08),
          color: Theme.tint(for: winner.move).mixed(with: .white, amount: 0.35), on: canvas)
      }
    }
    for node in nodes {
      let box = Rect(
        x: node.center.x - node.radius, y: node.center.y - node.radius, width: node.radius * 2,
        height: node.radius * 2)
      canvas.fill(box, color: Theme.card, cornerRadius: node.radius)
      canvas.drawImage(
        Theme.image(for: node.move), in: box.insetBy(dx: node.radius * 0.18, dy: node.radius * 0.18))
    }
  }

  /// A straight arrow between two nodes, stopping `inset` short of each centre.
  private func drawArrow(
    from start: Point, to end: Point, inset: Double, width: Double, color: Color, on canvas: any Canvas
  ) {
    let dx = end.x - start.x
    let dy = end.y - start.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > inset * 2 + width * 4 else { return }
    let (ux, uy) = (dx / length, dy / length)
    let (nx, ny) = (-uy, ux)
    let head = width * 3.5
    let from = Point(x: start.x + ux * inset, y: start.y + uy * inset)
    let tip = Point(x: end.x - ux * inset, y: end.y - uy * inset)
    let neck = Point(x: tip.x - ux * head, y: tip.y - uy * head)
    let half = width / 2
    canvas.fillPolygon(
      [
        Point(x: from.x + nx * half, y: from.y + ny * half),
        Point(x: neck.x + nx * half, y: neck.y + ny * half),
        Point(x: neck.x - nx * half, y: neck.y - ny * half),
        Point(x: from.x - nx * half, y: from.y - ny * half),
      ], color: color)
    canvas.fillPolygon(
      [
        tip, Point(x: neck.x + nx * head * 0.6, y: neck.y + ny * head * 0.6),
        Point(x: neck.x - nx * head * 0.6, y: neck.y - ny * head * 0.6),
      ], color: color)
  }
}
