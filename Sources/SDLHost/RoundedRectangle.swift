import CSDL2
import Foundation

/// Triangles for the outline of a rounded rectangle in pixels, with one-pixel feathered edges so
/// that curves look smooth without multisampling. The canvas uses them only for strokes too
/// small for its corner textures.
struct RoundedRectangle {
  let x: Double
  let y: Double
  let width: Double
  let height: Double
  let radius: Double

  init(x: Double, y: Double, width: Double, height: Double, radius: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.radius = min(max(0, radius), width / 2, height / 2)
  }

  /// The outline moved inwards by `inset` pixels (outwards when negative), clockwise from the
  /// top-left corner's arc. Every inset gives the same number of points, so rings can be stitched.
  func outline(inset: Double) -> [(x: Double, y: Double)] {
    let segments = max(1, min(24, Int(radius / 1.5)))
    let cornerRadius = max(0, radius - inset)
    let left = x + inset
    let top = y + inset
    let right = x + width - inset
    let bottom = y + height - inset
    let centers = [
      (left + cornerRadius, top + cornerRadius, Double.pi),
      (right - cornerRadius, top + cornerRadius, Double.pi * 1.5),
      (right - cornerRadius, bottom - cornerRadius, 0),
      (left + cornerRadius, bottom - cornerRadius, Double.pi * 0.5),
    ]
    var points: [(x: Double, y: Double)] = []
    points.reserveCapacity(centers.count * (segments + 1))
    for (centerX, centerY, start) in centers {
      for step in 0...segments {
        let angle = start + Double.pi / 2 * Double(step) / Double(segments)
        points.append((centerX + cos(angle) * cornerRadius, centerY + sin(angle) * cornerRadius))
      }
    }
    return points
  }

  /// An outline `lineWidth` pixels wide, inside the rectangle, with feathered edges.
  func strokeVertices(width lineWidth: Double, color: SDL_Color) -> [SDL_Vertex] {
    let featherOut = outline(inset: -0.5)
    let outerEdge = outline(inset: 0.5)
    let innerEdge = outline(inset: max(0.5, lineWidth - 0.5))
    let featherIn = outline(inset: lineWidth + 0.5)
    var vertices: [SDL_Vertex] = []
    for index in outerEdge.indices {
      let next = (index + 1) % outerEdge.count
      appendQuad(
        &vertices, outerEdge[index], outerEdge[next], featherOut[next], featherOut[index], innerColor: color,
        outerColor: transparent(color))
      appendQuad(
        &vertices, innerEdge[index], innerEdge[next], outerEdge[next], outerEdge[index], innerColor: color,
        outerColor: color)
      appendQuad(
        &vertices, innerEdge[index], innerEdge[next], featherIn[next], featherIn[index], innerColor: color,
        outerColor: transparent(color))
    }
    return vertices
  }

  private func transparent(_ color: SDL_Color) -> SDL_Color {
    SDL_Color(r: color.r, g: color.g, b: color.b, a: 0)
  }

  private func append(_ vertices: inout [SDL_Vertex], _ point: (x: Double, y: Double), _ color: SDL_Color) {
    vertices.append(
      SDL_Vertex(
        position: SDL_FPoint(x: Float(point.x), y: Float(point.y)), color: color, tex_coord: SDL_FPoint()))
  }

  /// Two triangles: a and b on the inner edge, c and d on the outer one.
  private func appendQuad(
    _ vertices: inout [SDL_Vertex], _ a: (x: Double, y: Double), _ b: (x: Double, y: Double),
    _ c: (x: Double, y: Double), _ d: (x: Double, y: Double), innerColor: SDL_Color, outerColor: SDL_Color
  ) {
    append(&vertices, a, innerColor)
    append(&vertices, b, innerColor)
    append(&vertices, c, outerColor)
    append(&vertices, a, innerColor)
    append(&vertices, c, outerColor)
    append(&vertices, d, outerColor)
  }
}
