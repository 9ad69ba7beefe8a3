// Implementation-only: modules above import this one without the C module (Docs/swiftui.md).
@_implementationOnly import CFreeType

/// Turns an `OutlinePath` into the outline of its stroke with FreeType's stroker (`FT_Stroker`),
/// ready for `OutlineRasterizer` with the non-zero rule. Integer arithmetic throughout (26.6
/// coordinates, 16.16 radius arithmetic, FreeType's CORDIC angles), so results are exact.
///
/// Open contours get caps at both ends; closed ones a join where they meet. Joins beyond the miter
/// limit become bevels (`FT_STROKER_LINEJOIN_MITER_FIXED`), as in SVG, PostScript and CoreGraphics.
/// A contour of one point draws nothing; one of several points that all coincide draws, with round
/// or square caps, a dot or a square centred on them (SVG's zero-length subpath), stroked as a segment
/// 1/64 pixel long along +x; with butt caps nothing.
public final class OutlineStroker {
  /// The shape of an open contour's ends.
  public enum Cap: Sendable {
    /// Squared off at the end point.
    case butt
    /// A half disc beyond the end point.
    case round
    /// Half a square beyond the end point.
    case square
  }

  /// The shape of a corner.
  public enum Join: Sendable {
    /// A sharp corner, beveled when the miter would exceed the limit.
    case miter
    /// A circular arc.
    case round
    /// A straight cut.
    case bevel
  }

  private let library: FreeTypeLibrary
  private let handle: FT_Stroker

  /// A stroker using `library` (not thread-safe: one per rendering context).
  public init(library: FreeTypeLibrary) throws {
    var stroker: FT_Stroker?
    let error = FT_Stroker_New(library.handle, &stroker)
    guard error == 0, let stroker else { throw FreeTypeError(function: "FT_Stroker_New", code: error) }
    self.library = library
    handle = stroker
  }

  deinit { FT_Stroker_Done(handle) }

  /// The outline covering `path` stroked with `width` (pixels, rounded to 1/64 for the radius),
  /// `cap`, `join` and `miterLimit` (the longest miter as a multiple of the width, SVG's
  /// `stroke-miterlimit`; below 1 counts as 1).
  public func stroke(
    _ path: OutlinePath, width: Double, cap: Cap, join: Join, miterLimit: Double
  ) throws -> OutlinePath {
    let radius = OutlinePath.fixed(width / 2)
    guard radius > 0, !path.isEmpty else { return OutlinePath() }
    // FreeType's miter_limit is the reciprocal sine of half the angle between the segments, which is
    // exactly the ratio of the miter's length to the stroke's width (SVG's definition).
    let limit = miterLimit.isFinite ? min(max(miterLimit, 1), 32_767) : 1
    FT_Stroker_Set(
      handle, FT_Fixed(radius), OutlineStroker.freeTypeCap(cap), OutlineStroker.freeTypeJoin(join),
      FT_Fixed((limit * 65_536).rounded(.toNearestOrAwayFromZero)))
    var finished = path
    finished.endContour(closed: false)
    var start = 0
    for (contour, end) in finished.contourEnds.enumerated() {
      try strokeContour(finished, from: start, through: end, closed: finished.contourIsClosed[contour], cap: cap)
      start = end + 1
    }
    return try export()
  }

  /// Feeds one contour to the stroker, skipping segments that do not move.
  private func strokeContour(_ path: OutlinePath, from start: Int, through end: Int, closed: Bool, cap: Cap) throws {
    func vector(_ index: Int) -> FT_Vector { FT_Vector(x: FT_Pos(path.xs[index]), y: FT_Pos(path.ys[index])) }
    var current = vector(start)
    var error = FT_Stroker_BeginSubPath(handle, &current, closed ? 0 : 1)
    var emitted = false
    var index = start + 1
    while error == 0 && index <= end {
      switch path.tags[index] {
      case .onCurve:
        var to = vector(index)
        if !Self.coincide([to], current) {
          error = FT_Stroker_LineTo(handle, &to)
          emitted = true
        }
        index += 1
      case .conicControl:
        guard index + 1 <= end else { throw invalidOutline }
        var control = vector(index)
        var to = vector(index + 1)
        if !Self.coincide([control, to], current) {
          error = FT_Stroker_ConicTo(handle, &control, &to)
          emitted = true
        }
        index += 2
      case .cubicControl:
        guard index + 2 <= end else { throw invalidOutline }
        var control1 = vector(index)
        var control2 = vector(index + 1)
        var to = vector(index + 2)
        if !Self.coincide([control1, control2, to], current) {
          error = FT_Stroker_CubicTo(handle, &control1, &control2, &to)
          emitted = true
        }
        index += 3
      }
      current = vector(index - 1)
    }
    guard error == 0 else { throw FreeTypeError(function: "FT_Stroker (segment)", code: error) }
    if !emitted {
      // A zero-length subpath: SVG draws its round or square caps, aligned with the x axis.
      guard end > start, cap != .butt else { return }
      var origin = vector(start)
      var nudged = FT_Vector(x: origin.x + 1, y: origin.y)
      error = FT_Stroker_BeginSubPath(handle, &origin, 1)
      if error == 0 { error = FT_Stroker_LineTo(handle, &nudged) }
      guard error == 0 else { throw FreeTypeError(function: "FT_Stroker_LineTo (dot)", code: error) }
    }
    error = FT_Stroker_EndSubPath(handle)
    guard error == 0 else { throw FreeTypeError(function: "FT_Stroker_EndSubPath", code: error) }
  }

  private var invalidOutline: FreeTypeError { FreeTypeError(function: "FT_Stroker (unfinished curve)", code: 0x14) }

  private static func coincide(_ points: [FT_Vector], _ point: FT_Vector) -> Bool {
    points.allSatisfy { $0.x == point.x && $0.y == point.y }
  }

  /// Copies the stroker's outline (both borders, every contour closed) into an `OutlinePath`.
  private func export() throws -> OutlinePath {
    var pointCount: FT_UInt = 0
    var contourCount: FT_UInt = 0
    var error = FT_Stroker_GetCounts(handle, &pointCount, &contourCount)
    guard error == 0 else { throw FreeTypeError(function: "FT_Stroker_GetCounts", code: error) }
    guard pointCount > 0, contourCount > 0 else { return OutlinePath() }
    var outline = FT_Outline()
    error = FT_Outline_New(library.handle, pointCount, FT_Int(contourCount), &outline)
    guard error == 0 else { throw FreeTypeError(function: "FT_Outline_New(\(pointCount) points)", code: error) }
    defer { FT_Outline_Done(library.handle, &outline) }
    outline.n_points = 0
    outline.n_contours = 0
    FT_Stroker_Export(handle, &outline)
    var result = OutlinePath()
    var first = 0
    for contour in 0..<Int(outline.n_contours) {
      let last = Int(outline.contours[contour])
      for index in first...last {
        let point = outline.points[index]
        let tag: OutlinePath.Tag
        switch UInt8(bitPattern: outline.tags[index]) & 3 {
        case 1: tag = .onCurve
        case 2: tag = .cubicControl
        default: tag = .conicControl
        }
        result.append(Int(point.x), Int(point.y), tag)
      }
      result.endContour(closed: true)
      first = last + 1
    }
    return result
  }

  private static func freeTypeCap(_ cap: Cap) -> FT_Stroker_LineCap {
    switch cap {
    case .butt: return FT_STROKER_LINECAP_BUTT
    case .round: return FT_STROKER_LINECAP_ROUND
    case .square: return FT_STROKER_LINECAP_SQUARE
    }
  }

  private static func freeTypeJoin(_ join: Join) -> FT_Stroker_LineJoin {
    switch join {
    case .miter: return FT_STROKER_LINEJOIN_MITER_FIXED
    case .round: return FT_STROKER_LINEJOIN_ROUND
    case .bevel: return FT_STROKER_LINEJOIN_BEVEL
    }
  }
}
