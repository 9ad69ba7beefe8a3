/// How a path is stroked, as SwiftUI's `StrokeStyle` (widths and dashes in the path's units).
public struct StrokeStyle: Equatable, Hashable, Sendable {
  /// The shape of a line's ends.
  public enum LineCap: String, Hashable, Sendable {
    /// Squared off at the end point.
    case butt
    /// A half circle beyond the end point.
    case round
    /// A half square beyond the end point.
    case square
  }

  /// The shape of a corner between segments.
  public enum LineJoin: String, Hashable, Sendable {
    /// A sharp corner, beveled beyond the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A corner cut off straight.
    case bevel
  }

  /// The width of the line.
  public var lineWidth: Double
  /// The ends of open subpaths and dashes.
  public var lineCap: LineCap
  /// The corners.
  public var lineJoin: LineJoin
  /// The longest miter, as a multiple of the line width (the miter length ÷ width ratio of SVG's
  /// `stroke-miterlimit` and CoreGraphics), before a miter join is beveled.
  public var miterLimit: Double
  /// Alternating lengths drawn and skipped (empty: a solid line).
  public var dash: [Double]
  /// How far into the dash pattern the line starts.
  public var dashPhase: Double

  /// A style; SwiftUI's defaults (1 wide, butt caps, miter joins, limit 10, solid).
  public init(
    lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
    dash: [Double] = [], dashPhase: Double = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}
