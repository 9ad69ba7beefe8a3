import KagamiImage

/// Walks the element tree: checks every element and attribute against the supported subset,
/// carries the inherited properties and the accumulated transform down through groups, and emits
/// one `VectorDrawing.Shape` per shape element that paints something, in document order.
struct SVGConverter {
  /// The file, for errors.
  let file: String
  /// The shapes so far.
  private var shapes: [VectorDrawing.Shape] = []

  /// The shape elements.
  static let shapeElements: Set = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]
  /// Elements that draw nothing and are skipped with their content.
  static let ignoredElements: Set = ["title", "desc", "metadata"]

  /// A converter for `file`.
  init(file: String) { self.file = file }

  /// The drawing of a document whose root element is `root`.
  mutating func drawing(root: SVGElement, name: String?) throws(SVGError) -> VectorDrawing {
    guard root.name == "svg" else {
      throw error(root, nil, "is not an SVG document (the root element must be <svg>)")
    }
    if root.attributes["transform"] != nil {
      throw error(root, "transform", "on the root <svg> is not supported (put it on a <g>)")
    }
    if let value = root.attributes["preserveAspectRatio"], SVGValues.trimmed(value) != "xMidYMid meet" {
      throw error(root, "preserveAspectRatio", "\"\(value)\" is not supported (only the default, xMidYMid meet)")
    }
    let viewBox = try self.viewBox(root)
    let (style, opacity) = try properties(root, inheriting: SVGStyle())
    try group(root, style: style, transform: .identity, opacity: opacity)
    return VectorDrawing(name: name, viewBox: viewBox, shapes: shapes)
  }

  /// The `viewBox`, or `0 0 width height` when there is none.
  private func viewBox(_ root: SVGElement) throws(SVGError) -> Rect {
    if let text = root.attributes["viewBox"] {
      return try value(root, "viewBox") { () throws(SVGValueError) in try SVGValues.viewBox(text) }
    }
    guard root.attributes["width"] != nil, root.attributes["height"] != nil else {
      throw error(root, nil, "has neither a viewBox nor a width and height")
    }
    let width = try length(root, "width", nonNegative: true)
    let height = try length(root, "height", nonNegative: true)
    guard width > 0 else { throw error(root, "width", "must be positive without a viewBox") }
    guard height > 0 else { throw error(root, "height", "must be positive without a viewBox") }
    return Rect(x: 0, y: 0, width: width, height: height)
  }

  /// Converts the children of a group (or of the root) in its style and transform; `opacity` is the
  /// group opacity still to apply (only ever below 1 for a group holding a single shape).
  private mutating func group(
    _ element: SVGElement, style: SVGStyle, transform: AffineTransform, opacity: Double
  ) throws(SVGError) {
    for child in element.children {
      if SVGConverter.ignoredElements.contains(child.name) { continue }
      guard child.name == "g" || SVGConverter.shapeElements.contains(child.name) else {
        throw error(
          child, nil, "is not supported (KagamiSVG draws path, rect, circle, ellipse, line, polyline, polygon and g)")
      }
      let (childStyle, childOpacity) = try properties(child, inheriting: style)
      var childTransform = transform
      if let text = child.attributes["transform"] {
        childTransform = try value(child, "transform") { () throws(SVGValueError) in try SVGTransformList.parse(text) }
          .concatenating(transform)
      }
      if child.name == "g" {
        if childOpacity < 1 {
          let count = SVGConverter.shapeCount(child)
          if count > 1 {
            throw error(
              child, "opacity",
              "on a group of \(count) shapes needs a layer, which KagamiSVG does not make (put it on each shape)")
          }
        }
        try group(child, style: childStyle, transform: childTransform, opacity: opacity * childOpacity)
      } else {
        try shape(child, style: childStyle, transform: childTransform, opacity: opacity * childOpacity)
      }
    }
  }

  /// Emits a shape element's shape, if it paints anything.
  private mutating func shape(
    _ element: SVGElement, style: SVGStyle, transform: AffineTransform, opacity: Double
  ) throws(SVGError) {
    guard let path = try outline(element), !path.isEmpty else { return }
    // A line has no inside: it only strokes.
    let fill =
      element.name == "line"
      ? nil : try value(element, nil) { () throws(SVGValueError) in try style.resolvedFill(opacity: opacity) }
    let stroke = try value(element, nil) { () throws(SVGValueError) in try style.resolvedStroke(opacity: opacity) }
    if fill == nil && stroke == nil { return }
    if fill != nil && stroke != nil && opacity < 1 {
      throw error(
        element, "opacity",
        "on a shape with both a fill and a stroke needs a layer, which KagamiSVG does not make (use fill-opacity and stroke-opacity)"
      )
    }
    var strokeStyle = style.strokeStyle
    if stroke != nil {
      let similarity =
        transform.isSimilarity || (transform.a == -transform.d && transform.b == transform.c)
      guard similarity else {
        throw error(
          element, nil,
          "is stroked under a transform that scales x and y differently or skews; its stroke width would vary, which KagamiSVG does not draw"
        )
      }
      let scale = transform.uniformScale
      strokeStyle.lineWidth *= scale
      strokeStyle.dash = strokeStyle.dash.map { $0 * scale }
      strokeStyle.dashPhase *= scale
    }
    shapes.append(
      VectorDrawing.Shape(
        path: path.applying(transform), fill: fill, fillRule: style.fillRule, stroke: stroke,
        strokeStyle: strokeStyle))
  }

  /// How many shape elements a group holds, at any depth.
  private static func shapeCount(_ element: SVGElement) -> Int {
    element.children.reduce(0) { count, child in
      count + (shapeElements.contains(child.name) ? 1 : child.name == "g" ? shapeCount(child) : 0)
    }
  }
}
