/// A vector picture: filled and stroked paths in a view box, scaled to whatever frame it is drawn in
/// (an SVG icon), or in the frame's own coordinates (a `Path` view, `viewBox` nil).
public struct VectorDrawing: Equatable, Hashable, Sendable {
  /// What a fill or a stroke is painted with.
  public enum Paint: Equatable, Hashable, Sendable {
    /// A colour.
    case color(RGBAColor)
    /// The colour of the view that draws the drawing (SVG's `currentColor`; SwiftUI's foreground
    /// style), resolved by `resolved(currentColor:)`.
    case currentColor

    /// The colour, with `currentColor` standing for `.currentColor`.
    public func resolved(_ currentColor: RGBAColor) -> RGBAColor {
      switch self {
      case .color(let color): return color
      case .currentColor: return currentColor
      }
    }
  }

  /// One path with its paint.
  public struct Shape: Equatable, Hashable, Sendable {
    /// The outline, in the drawing's coordinates.
    public var path: VectorPath
    /// The fill, or nil for no fill.
    public var fill: Paint?
    /// The fill rule.
    public var fillRule: FillRule
    /// The stroke, or nil for no stroke.
    public var stroke: Paint?
    /// How the stroke is drawn.
    public var strokeStyle: StrokeStyle
    /// True for a cut-out: where its fill or stroke would paint, it removes what the drawing's
    /// earlier shapes painted (destination-out), so what lies under the drawing shows through (the
    /// cross of a filled `xmark.circle.fill`). Its paints' colours are not used.
    public var cutsOut: Bool

    /// A shape from its parts.
    public init(
      path: VectorPath, fill: Paint? = nil, fillRule: FillRule = .nonZero, stroke: Paint? = nil,
      strokeStyle: StrokeStyle = StrokeStyle(), cutsOut: Bool = false
    ) {
      self.path = path
      self.fill = fill
      self.fillRule = fillRule
      self.stroke = stroke
      self.strokeStyle = strokeStyle
      self.cutsOut = cutsOut
    }
  }

  /// A name for dumps (an icon's file name), or nil.
  public var name: String?
  /// The coordinates that map onto the frame (SVG's `viewBox`); nil draws in the frame's own points.
  public var viewBox: Rect?
  /// The shapes, painted in order.
  public var shapes: [Shape]

  /// A drawing from its parts.
  public init(name: String? = nil, viewBox: Rect? = nil, shapes: [Shape]) {
    self.name = name
    self.viewBox = viewBox
    self.shapes = shapes
  }
}

extension VectorDrawing {
  /// The drawing with every `currentColor` paint replaced by `color`.
  public func resolved(currentColor color: RGBAColor) -> VectorDrawing {
    var copy = self
    copy.shapes = shapes.map { shape in
      var resolved = shape
      resolved.fill = shape.fill.map { .color($0.resolved(color)) }
      resolved.stroke = shape.stroke.map { .color($0.resolved(color)) }
      return resolved
    }
    return copy
  }

  /// Each distinct paint in drawing order, as dumps show them: `fill=#rrggbbaa`,
  /// `stroke=#rrggbbaa@width`; a cut-out's `cutout=fill`, `cutout=stroke@width`.
  public var paintSummary: [String] {
    var seen: [String] = []
    for shape in shapes {
      if shape.cutsOut {
        if shape.fill != nil { seen.append("cutout=fill") }
        if shape.stroke != nil { seen.append("cutout=stroke@\(Rect.format(shape.strokeStyle.lineWidth))") }
        continue
      }
      if let fill = shape.fill { seen.append("fill=\(Self.describe(fill))") }
      if let stroke = shape.stroke {
        seen.append("stroke=\(Self.describe(stroke))@\(Rect.format(shape.strokeStyle.lineWidth))")
      }
    }
    var distinct: [String] = []
    for entry in seen where !distinct.contains(entry) { distinct.append(entry) }
    return distinct
  }

  private static func describe(_ paint: Paint) -> String {
    switch paint {
    case .color(let color): return "\(color)"
    case .currentColor: return "currentColor"
    }
  }
}
