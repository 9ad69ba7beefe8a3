import KagamiImage
import KagamiRaster

/// A `Canvas` with terse drawing calls in image pixels. Calls never throw: the first failure is
/// kept and `finish()` rethrows it, so a drawing reads as a list of shapes.
struct Painter {
  private(set) var canvas: Canvas
  private var failure: (any Error)?

  /// A painter over a new image of `width` × `height` filled with `background`.
  init(width: Int, height: Int, background: RGBAColor) throws {
    canvas = try Canvas(width: width, height: height, background: background)
  }

  /// The painted bitmap, or the first drawing error.
  func finish() throws -> Bitmap {
    if let failure { throw failure }
    return canvas.bitmap
  }

  /// Fills the ellipse centred at (`cx`, `cy`) with radii `rx`, `ry`.
  mutating func ellipse(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, _ color: RGBAColor) {
    run { try $0.fill(.ellipse(Rect(x: cx - rx, y: cy - ry, width: rx * 2, height: ry * 2)), color: color) }
  }

  /// Fills a circle.
  mutating func circle(_ cx: Double, _ cy: Double, _ radius: Double, _ color: RGBAColor) {
    ellipse(cx, cy, radius, radius, color)
  }

  /// Strokes an ellipse's outline.
  mutating func ring(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, width: Double, _ color: RGBAColor) {
    run {
      try $0.stroke(.ellipse(Rect(x: cx - rx, y: cy - ry, width: rx * 2, height: ry * 2)), width: width, color: color)
    }
  }

  /// Fills a rectangle.
  mutating func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, _ color: RGBAColor) {
    run { try $0.fill(.rectangle(Rect(x: x, y: y, width: width, height: height)), color: color) }
  }

  /// Fills a rounded rectangle.
  mutating func rounded(
    _ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double, _ color: RGBAColor
  ) {
    run {
      try $0.fill(
        .roundedRectangle(Rect(x: x, y: y, width: width, height: height), CornerRadii(radius)), color: color)
    }
  }

  /// Draws a straight band from one point to another.
  mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, width: Double, _ color: RGBAColor) {
    run { try $0.fill(.line(from: Point(x: x1, y: y1), to: Point(x: x2, y: y2), width: width), color: color) }
  }

  /// A soft, shaded ellipse: `steps` concentric ellipses from `outer` to `inner`, shrinking toward a
  /// highlight above and left of the centre (flat bands, no noise).
  mutating func shaded(
    _ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, outer: RGBAColor, inner: RGBAColor, steps: Int = 5
  ) {
    for step in 0..<steps {
      let t = Double(step) / Double(steps)
      let color = Self.mix(outer, inner, step, steps - 1)
      ellipse(cx - rx * 0.25 * t, cy - ry * 0.3 * t, rx * (1 - 0.55 * t), ry * (1 - 0.55 * t), color)
    }
  }

  /// Paints inside `shape` only.
  mutating func clipped(to shape: RasterShape, _ body: (inout Painter) -> Void) {
    var inner = self
    run { canvas in
      try canvas.withClip(shape) { clippedCanvas in
        inner.canvas = clippedCanvas
        body(&inner)
        clippedCanvas = inner.canvas
      }
    }
    if failure == nil { failure = inner.failure }
  }

  /// `a` blended toward `b` by `step / steps` (integer arithmetic).
  static func mix(_ a: RGBAColor, _ b: RGBAColor, _ step: Int, _ steps: Int) -> RGBAColor {
    guard steps > 0 else { return a }
    func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
      UInt8((Int(x) * (steps - step) + Int(y) * step + steps / 2) / steps)
    }
    return RGBAColor(
      red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue),
      alpha: channel(a.alpha, b.alpha))
  }

  private mutating func run(_ draw: (inout Canvas) throws -> Void) {
    guard failure == nil else { return }
    do { try draw(&canvas) } catch { failure = error }
  }
}
