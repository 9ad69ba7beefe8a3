import Foundation
import KagamiImage
import Testing

@testable import KagamiSVG

/// A point, briefly.
func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

/// The elements of path data, or the error message.
func pathElements(_ data: String) -> Result<[VectorPath.Element], SVGValueError> {
  Result { () throws(SVGValueError) in try SVGPathData.parse(data).elements }
}

/// The elements of path data, nil when it is malformed.
func elements(_ data: String) -> [VectorPath.Element]? { try? SVGPathData.parse(data).elements }

/// True when two element lists match to within `tolerance` in every coordinate.
func approximatelyEqual(_ lhs: [VectorPath.Element], _ rhs: [VectorPath.Element], tolerance: Double = 1e-12) -> Bool {
  guard lhs.count == rhs.count else { return false }
  func close(_ p: Point, _ q: Point) -> Bool { abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance }
  for (left, right) in zip(lhs, rhs) {
    switch (left, right) {
    case (.move(let p), .move(let q)), (.line(let p), .line(let q)): if !close(p, q) { return false }
    case (.quadCurve(let p, let c), .quadCurve(let q, let d)): if !close(p, q) || !close(c, d) { return false }
    case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
      if !close(p, q) || !close(c1, d1) || !close(c2, d2) { return false }
    case (.closeSubpath, .closeSubpath): break
    default: return false
    }
  }
  return true
}

/// The bytes of `Fixtures/<name>`.
func fixtureData(_ name: String) throws -> Data {
  return try Data(contentsOf: try fixtureURL(name))
}

/// The URL of `Fixtures/<name>` in the test bundle.
func fixtureURL(_ name: String) throws -> URL {
  try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/" + name)
}

/// The drawing of `Fixtures/<name>`, parsed with the file name `Fixtures/<name>`.
func fixtureDrawing(_ name: String) throws -> VectorDrawing {
  try SVGDocument.parse(try fixtureData(name), file: "Fixtures/" + name)
}

/// The error `Fixtures/<name>` gives, or nil when it parses.
func fixtureError(_ name: String) throws -> SVGError? {
  let data = try fixtureData(name)
  do {
    _ = try SVGDocument.parse(data, file: "Fixtures/" + name)
    return nil
  } catch {
    return error
  }
}
