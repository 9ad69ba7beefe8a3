import KagamiImage

/// Reading an element's attributes: presentation attributes and the `style` attribute, geometry,
/// and wrapping value errors with the file, line, element and attribute.
extension SVGConverter {
  /// The element's inherited properties (its presentation attributes, then its `style`
  /// declarations, which win) and its own `opacity`.
  func properties(_ element: SVGElement, inheriting parent: SVGStyle) throws(SVGError) -> (SVGStyle, Double) {
    for name in SVGStyle.unsupported where element.attributes[name] != nil {
      throw error(element, name, SVGConverter.unsupportedProperty)
    }
    var style = parent
    var opacity = 1.0
    for name in SVGStyle.properties {
      guard let text = element.attributes[name] else { continue }
      try value(element, name) { () throws(SVGValueError) in try style.apply(name, text) }
    }
    if let text = element.attributes["opacity"] {
      opacity = try value(element, "opacity") { () throws(SVGValueError) in try SVGValues.opacity(text) }
    }
    guard let declarations = element.attributes["style"] else { return (style, opacity) }
    for declaration in declarations.split(separator: ";") {
      let trimmed = SVGValues.trimmed(String(declaration))
      if trimmed.isEmpty { continue }
      guard let colon = trimmed.firstIndex(of: ":") else {
        throw error(element, "style", "declaration \"\(trimmed)\" has no colon (property: value)")
      }
      let property = SVGValues.trimmed(String(trimmed[..<colon])).lowercased()
      let text = String(trimmed[trimmed.index(after: colon)...])
      if SVGStyle.properties.contains(property) {
        try value(element, "style", property: property) { () throws(SVGValueError) in try style.apply(property, text) }
      } else if property == "opacity" {
        opacity = try value(element, "style", property: property) { () throws(SVGValueError) in
          try SVGValues.opacity(text)
        }
      } else if SVGStyle.unsupported.contains(property) || property == "transform" {
        throw error(element, "style", "\(property) \(SVGConverter.unsupportedProperty)")
      }
    }
    return (style, opacity)
  }

  /// The message for a property that changes the drawing in a way KagamiSVG cannot.
  static let unsupportedProperty =
    "is not supported (KagamiSVG draws fills and strokes only: no clipping, masks, filters, markers, blending or hiding)"

  /// The outline of a shape element in its own coordinates; nil when it draws nothing (a zero
  /// size, a missing `d`).
  func outline(_ element: SVGElement) throws(SVGError) -> VectorPath? {
    switch element.name {
    case "path":
      guard let data = element.attributes["d"] else { return nil }
      return try value(element, "d") { () throws(SVGValueError) in try SVGPathData.parse(data) }
    case "rect":
      let (x, y) = (try length(element, "x"), try length(element, "y"))
      let width = try length(element, "width", nonNegative: true)
      let height = try length(element, "height", nonNegative: true)
      guard width > 0 && height > 0 else { return nil }
      var (rx, ry) = try radii(element)
      (rx, ry) = (min(rx, width / 2), min(ry, height / 2))
      return SVGShapeGeometry.rect(x: x, y: y, width: width, height: height, rx: rx, ry: ry)
    case "circle":
      let radius = try length(element, "r", nonNegative: true)
      guard radius > 0 else { return nil }
      return SVGShapeGeometry.ellipse(
        cx: try length(element, "cx"), cy: try length(element, "cy"), rx: radius, ry: radius)
    case "ellipse":
      let (rx, ry) = try radii(element)
      guard rx > 0 && ry > 0 else { return nil }
      return SVGShapeGeometry.ellipse(cx: try length(element, "cx"), cy: try length(element, "cy"), rx: rx, ry: ry)
    case "line":
      let start = Point(x: try length(element, "x1"), y: try length(element, "y1"))
      let end = Point(x: try length(element, "x2"), y: try length(element, "y2"))
      return VectorPath(elements: [.move(to: start), .line(to: end)])
    default:
      guard let text = element.attributes["points"] else { return nil }
      var scanner = SVGScanner(text)
      let numbers = try value(element, "points") { () throws(SVGValueError) in try scanner.numberList() }
      guard numbers.count % 2 == 0 else {
        throw error(element, "points", "has an odd number of coordinates (\(numbers.count))")
      }
      let points = stride(from: 0, to: numbers.count, by: 2).map { Point(x: numbers[$0], y: numbers[$0 + 1]) }
      return SVGShapeGeometry.poly(points, closed: element.name == "polygon")
    }
  }

  /// `rx` and `ry` with SVG's auto rule: a missing (or `auto`) one takes the other's value, and both
  /// missing mean 0.
  private func radii(_ element: SVGElement) throws(SVGError) -> (Double, Double) {
    func given(_ name: String) throws(SVGError) -> Double? {
      guard let text = element.attributes[name], SVGValues.trimmed(text) != "auto" else { return nil }
      return try length(element, name, nonNegative: true)
    }
    let rx = try given("rx")
    let ry = try given("ry")
    return (rx ?? ry ?? 0, ry ?? rx ?? 0)
  }

  /// A length attribute, 0 when it is missing.
  func length(_ element: SVGElement, _ name: String, nonNegative: Bool = false) throws(SVGError) -> Double {
    guard let text = element.attributes[name] else { return 0 }
    return try value(element, name) { () throws(SVGValueError) in
      try nonNegative ? SVGValues.nonNegativeLength(text) : SVGValues.length(text)
    }
  }

  /// `body`'s result, its value error turned into an `SVGError` for `attribute` (and, within the
  /// `style` attribute, `property`).
  func value<T>(
    _ element: SVGElement, _ attribute: String?, property: String? = nil, _ body: () throws(SVGValueError) -> T
  ) throws(SVGError) -> T {
    do {
      return try body()
    } catch {
      throw self.error(element, attribute, property.map { "\($0) " + error.message } ?? error.message)
    }
  }

  /// An error at `element`'s start tag.
  func error(_ element: SVGElement, _ attribute: String?, _ message: String) -> SVGError {
    SVGError(file: file, line: element.line, element: element.name, attribute: attribute, message: message)
  }
}
