import KagamiImage

/// The inherited presentation properties at one element, starting from SVG's initial values (fill
/// black, nonzero; stroke none, 1 wide, butt, miter, miter limit 4, solid; opacities 1), in the
/// element's own coordinates (lengths are scaled to the drawing's when a shape is emitted).
struct SVGStyle: Equatable {
  /// The fill, nil for `none`.
  var fill: VectorDrawing.Paint? = .color(.black)
  /// `fill-rule`.
  var fillRule: FillRule = .nonZero
  /// `fill-opacity`, 0…1.
  var fillOpacity = 1.0
  /// The stroke, nil for `none`.
  var stroke: VectorDrawing.Paint?
  /// `stroke-opacity`, 0…1.
  var strokeOpacity = 1.0
  /// `stroke-width`, `stroke-linecap`, `stroke-linejoin`, `stroke-miterlimit` (SVG's default, 4),
  /// `stroke-dasharray` and `stroke-dashoffset`.
  var strokeStyle = StrokeStyle(miterLimit: 4)
  /// The `color` property, which `currentColor` means when set; nil leaves `currentColor` to the
  /// view that draws the drawing.
  var color: RGBAColor?

  /// The inherited properties KagamiSVG reads, in the order an element's attributes are applied.
  static let properties = [
    "color", "fill", "fill-rule", "fill-opacity", "stroke", "stroke-opacity", "stroke-width", "stroke-linecap",
    "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset",
  ]

  /// Properties that change what is drawn in ways KagamiSVG cannot: an error wherever they appear.
  static let unsupported = [
    "clip-path", "mask", "filter", "marker", "marker-start", "marker-mid", "marker-end", "display", "visibility",
    "paint-order", "vector-effect", "mix-blend-mode", "isolation",
  ]

  /// Sets `property` from `value` (`inherit` keeps the parent's value).
  mutating func apply(_ property: String, _ value: String) throws(SVGValueError) {
    let trimmed = SVGValues.trimmed(value)
    if trimmed == "inherit" { return }
    switch property {
    case "color": color = try SVGColor.color(trimmed)
    case "fill": fill = try SVGColor.paint(trimmed)
    case "fill-rule":
      switch trimmed {
      case "nonzero": fillRule = .nonZero
      case "evenodd": fillRule = .evenOdd
      default: throw SVGValueError("\"\(trimmed)\" is not a fill rule (nonzero or evenodd)")
      }
    case "fill-opacity": fillOpacity = try SVGValues.opacity(trimmed)
    case "stroke": stroke = try SVGColor.paint(trimmed)
    case "stroke-opacity": strokeOpacity = try SVGValues.opacity(trimmed)
    case "stroke-width": strokeStyle.lineWidth = try SVGValues.nonNegativeLength(trimmed)
    case "stroke-linecap":
      guard let cap = StrokeStyle.LineCap(rawValue: trimmed) else {
        throw SVGValueError("\"\(trimmed)\" is not a line cap (butt, round or square)")
      }
      strokeStyle.lineCap = cap
    case "stroke-linejoin":
      guard let join = StrokeStyle.LineJoin(rawValue: trimmed) else {
        throw SVGValueError("\"\(trimmed)\" is not a line join (miter, round or bevel)")
      }
      strokeStyle.lineJoin = join
    case "stroke-miterlimit":
      let limit = try SVGValues.length(trimmed)
      guard limit >= 1 else { throw SVGValueError("must be at least 1 (\(trimmed))") }
      strokeStyle.miterLimit = limit
    case "stroke-dasharray": strokeStyle.dash = try SVGValues.dashArray(trimmed)
    default: strokeStyle.dashPhase = try SVGValues.length(trimmed)
    }
  }

  /// The fill as drawn, with `fill-opacity` and the element's `opacity` multiplied into its alpha
  /// and `currentColor` resolved when `color` is set.
  func resolvedFill(opacity: Double) throws(SVGValueError) -> VectorDrawing.Paint? {
    try resolve(fill, opacity: fillOpacity * opacity, property: "fill-opacity")
  }

  /// The stroke as drawn (nil when `stroke-width` is 0), as `resolvedFill`.
  func resolvedStroke(opacity: Double) throws(SVGValueError) -> VectorDrawing.Paint? {
    guard strokeStyle.lineWidth > 0 else { return nil }
    return try resolve(stroke, opacity: strokeOpacity * opacity, property: "stroke-opacity")
  }

  private func resolve(_ paint: VectorDrawing.Paint?, opacity: Double, property: String) throws(SVGValueError)
    -> VectorDrawing.Paint?
  {
    switch paint {
    case nil: return nil
    case .color(let value)?: return .color(value.multipliedAlpha(by: opacity))
    case .currentColor?:
      if let color { return .color(color.multipliedAlpha(by: opacity)) }
      guard opacity == 1 else {
        throw SVGValueError("\(property) or opacity below 1 cannot apply to currentColor (it has no alpha here)")
      }
      return .currentColor
    }
  }
}
