import KagamiImage

/// SVG 1.1 path data (the `d` attribute) → `VectorPath`: every command (M L H V C S Q T A Z, absolute
/// and relative), argument groups repeated without the letter (after M they are line-tos), the
/// compact number and flag forms, the smooth-curve reflection rules, and a subpath after Z starting
/// where the closed one started. Arcs become cubics (`VectorPath.addArc(to:radiusX:radiusY:xAxisRotation:largeArc:sweep:)`). An error stops at the first bad
/// character; nothing is drawn up to it, unlike browsers.
struct SVGPathData {
  private var scanner: SVGScanner
  private var elements: [VectorPath.Element] = []
  private var current = Point(x: 0, y: 0)
  private var subpathStart = Point(x: 0, y: 0)
  /// The last command's second cubic control point (for S), nil when it was not a cubic.
  private var lastCubicControl: Point?
  /// The last command's quadratic control point (for T), nil when it was not a quadratic.
  private var lastQuadControl: Point?
  /// True right after Z: a drawing command then starts a subpath at `subpathStart`.
  private var needsMove = false
  /// True before an argument group's first number (which has no separator before it).
  private var atGroupStart = true

  /// The path of `data`; an empty (or all-space) value gives an empty path.
  static func parse(_ data: String) throws(SVGValueError) -> VectorPath {
    var parser = SVGPathData(scanner: SVGScanner(data))
    try parser.run()
    return VectorPath(elements: parser.elements)
  }

  private init(scanner: SVGScanner) { self.scanner = scanner }

  private mutating func run() throws(SVGValueError) {
    scanner.skipWhitespace()
    var first = true
    while let byte = scanner.peek {
      let command = Character(Unicode.Scalar(byte))
      guard "MmLlHhVvCcSsQqTtAaZz".contains(command) else {
        throw scanner.error("expected a path command")
      }
      if first && command != "M" && command != "m" { throw scanner.error("path data must start with M or m") }
      first = false
      scanner.index += 1
      scanner.skipWhitespace()
      if command == "Z" || command == "z" {
        close()
        continue
      }
      // One argument group, then more for as long as numbers follow.
      let letter = command.uppercased()
      var repeated = false
      while true {
        atGroupStart = true
        // Further pairs after a moveto are line-tos.
        try segment(repeated && letter == "M" ? "L" : letter, relative: command.isLowercase)
        repeated = true
        let comma = scanner.skipCommaWhitespace()
        if scanner.atNumber { continue }
        if comma { throw scanner.error("expected a number") }
        break
      }
    }
  }

  /// Reads one argument group of `letter` and adds its elements.
  private mutating func segment(_ letter: String, relative: Bool) throws(SVGValueError) {
    let origin = relative ? current : Point(x: 0, y: 0)
    var cubicControl: Point?
    var quadControl: Point?
    switch letter {
    case "M":
      let point = try self.point(from: origin)
      elements.append(.move(to: point))
      (current, subpathStart, needsMove) = (point, point, false)
    case "L": lineTo(try point(from: origin))
    case "H": lineTo(Point(x: try coordinate() + origin.x, y: current.y))
    case "V": lineTo(Point(x: current.x, y: try coordinate() + origin.y))
    case "C":
      let control1 = try point(from: origin)
      let control2 = try point(from: origin)
      curveTo(try point(from: origin), control1, control2)
      cubicControl = control2
    case "S":
      let control1 = reflection(of: lastCubicControl)
      let control2 = try point(from: origin)
      curveTo(try point(from: origin), control1, control2)
      cubicControl = control2
    case "Q":
      let control = try point(from: origin)
      quadTo(try point(from: origin), control)
      quadControl = control
    case "T":
      let control = reflection(of: lastQuadControl)
      quadTo(try point(from: origin), control)
      quadControl = control
    default:
      try arc(from: origin)
    }
    (lastCubicControl, lastQuadControl) = (cubicControl, quadControl)
  }

  private mutating func arc(from origin: Point) throws(SVGValueError) {
    let radiusX = try coordinate()
    let radiusY = try coordinate()
    let rotation = try coordinate()
    separator()
    let largeArc = try scanner.flag()
    separator()
    let sweep = try scanner.flag()
    let end = try point(from: origin)
    startSubpathIfNeeded()
    var arc = VectorPath(elements: [.move(to: current)])
    arc.addArc(
      to: end, radiusX: radiusX, radiusY: radiusY, xAxisRotation: .degrees(rotation), largeArc: largeArc, sweep: sweep)
    elements += arc.elements.dropFirst()
    current = end
  }

  private mutating func close() {
    lastCubicControl = nil
    lastQuadControl = nil
    current = subpathStart
    // A second Z in a row closes nothing new.
    guard !needsMove else { return }
    elements.append(.closeSubpath)
    needsMove = true
  }

  private mutating func lineTo(_ point: Point) {
    startSubpathIfNeeded()
    elements.append(.line(to: point))
    current = point
  }

  private mutating func curveTo(_ point: Point, _ control1: Point, _ control2: Point) {
    startSubpathIfNeeded()
    elements.append(.curve(to: point, control1: control1, control2: control2))
    current = point
  }

  private mutating func quadTo(_ point: Point, _ control: Point) {
    startSubpathIfNeeded()
    elements.append(.quadCurve(to: point, control: control))
    current = point
  }

  /// After Z, the next subpath starts where the closed one started.
  private mutating func startSubpathIfNeeded() {
    guard needsMove else { return }
    elements.append(.move(to: subpathStart))
    needsMove = false
  }

  /// `control` reflected about the current point, or the current point when there is none.
  private func reflection(of control: Point?) -> Point {
    guard let control else { return current }
    return Point(x: 2 * current.x - control.x, y: 2 * current.y - control.y)
  }

  /// Skips the comma or white space between two arguments of a group.
  private mutating func separator() {
    if atGroupStart {
      atGroupStart = false
    } else {
      scanner.skipCommaWhitespace()
    }
  }

  /// The next argument, a number.
  private mutating func coordinate() throws(SVGValueError) -> Double {
    separator()
    return try scanner.number()
  }

  /// A coordinate pair, offset by `origin`.
  private mutating func point(from origin: Point) throws(SVGValueError) -> Point {
    let x = try coordinate()
    let y = try coordinate()
    return Point(x: x + origin.x, y: y + origin.y)
  }
}
