import KagamiImage
import KagamiRaster

/// The scenes of the path goldens: each paints one feature on a small white canvas.
struct PathScenes: Sendable {
  /// The golden's name.
  let name: String
  /// Canvas size.
  let width: Int, height: Int
  /// Paints the scene.
  let paint: @Sendable (inout Canvas) throws -> Void

  /// The rendered bitmap.
  func render() throws -> Bitmap {
    var canvas = try Canvas(width: width, height: height, background: .white)
    try paint(&canvas)
    return canvas.bitmap
  }

  static let ink = RGBAColor(hex: 0x1C3F94)
  static let orange = RGBAColor(hex: 0xE4572E)
  static let green = RGBAColor(hex: 0x2A9D4B)
  static let guide = RGBAColor(hex: 0xE0E0E0)

  static func lines(_ points: [(Double, Double)], closed: Bool = false) -> VectorPath {
    var path = VectorPath()
    path.addLines(points.map { Point(x: $0.0, y: $0.1) })
    if closed { path.closeSubpath() }
    return path
  }

  static let all: [PathScenes] = [
    PathScenes(name: "path-star", width: 128, height: 64) { canvas in
      try canvas.fill(PathTestSupport.star(cx: 32, cy: 33, radius: 29), rule: .nonZero, color: ink)
      try canvas.fill(PathTestSupport.star(cx: 96, cy: 33, radius: 29), rule: .evenOdd, color: ink)
    },
    PathScenes(name: "path-curves", width: 96, height: 96) { canvas in
      var quad = VectorPath()
      quad.move(to: Point(x: 6, y: 44))
      quad.addQuadCurve(to: Point(x: 90, y: 44), control: Point(x: 48, y: -10))
      quad.closeSubpath()
      try canvas.fill(quad, color: ink)
      var cubic = VectorPath()
      cubic.move(to: Point(x: 8, y: 88))
      cubic.addCurve(to: Point(x: 88, y: 60), control1: Point(x: 20, y: 40), control2: Point(x: 70, y: 110))
      try canvas.stroke(cubic, style: StrokeStyle(lineWidth: 5, lineCap: .round), color: orange)
      var wave = VectorPath()
      wave.move(to: Point(x: 8, y: 62))
      wave.addQuadCurve(to: Point(x: 30, y: 62), control: Point(x: 19, y: 48))
      wave.addQuadCurve(to: Point(x: 52, y: 62), control: Point(x: 41, y: 76))
      try canvas.stroke(wave, style: StrokeStyle(lineWidth: 2), color: green)
    },
    PathScenes(name: "path-arcs-swiftui", width: 96, height: 96) { canvas in
      var counter = VectorPath()
      counter.addArc(
        center: Point(x: 26, y: 26), radius: 18, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
      try canvas.stroke(counter, style: StrokeStyle(lineWidth: 4, lineCap: .round), color: ink)
      var forward = VectorPath()
      forward.addArc(
        center: Point(x: 70, y: 26), radius: 18, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
      try canvas.stroke(forward, style: StrokeStyle(lineWidth: 4, lineCap: .round), color: orange)
      var pie = VectorPath()
      pie.move(to: Point(x: 48, y: 70))
      pie.addArc(
        center: Point(x: 48, y: 70), radius: 22, startAngle: .degrees(-30), endAngle: .degrees(210), clockwise: false)
      pie.closeSubpath()
      try canvas.fill(pie, color: green)
    },
    PathScenes(name: "path-arcs-svg", width: 96, height: 96) { canvas in
      let colors = [ink, orange, green, RGBAColor(hex: 0x8E44AD)]
      for (index, (large, sweep)) in [(false, false), (false, true), (true, false), (true, true)].enumerated() {
        var path = VectorPath()
        path.move(to: Point(x: 36, y: 48))
        path.addArc(
          to: Point(x: 60, y: 40), radiusX: 20, radiusY: 12, xAxisRotation: .degrees(-30), largeArc: large,
          sweep: sweep)
        try canvas.stroke(path, style: StrokeStyle(lineWidth: 2.5), color: colors[index])
      }
    },
    PathScenes(name: "path-caps", width: 96, height: 72) { canvas in
      for (index, cap) in [StrokeStyle.LineCap.butt, .round, .square].enumerated() {
        let y = 14 + Double(index) * 22
        try canvas.stroke(
          lines([(20, y), (76, y)]), style: StrokeStyle(lineWidth: 12, lineCap: cap), color: ink)
        try canvas.stroke(lines([(20, y), (76, y)]), style: StrokeStyle(lineWidth: 1), color: orange)
      }
      try canvas.fill(.rectangle(Rect(x: 19.5, y: 0, width: 1, height: 72)), color: guide)
      try canvas.fill(.rectangle(Rect(x: 75.5, y: 0, width: 1, height: 72)), color: guide)
    },
    PathScenes(name: "path-joins", width: 96, height: 72) { canvas in
      for (index, join) in [StrokeStyle.LineJoin.miter, .round, .bevel].enumerated() {
        let x = 8 + Double(index) * 30
        try canvas.stroke(
          lines([(x, 66), (x + 10, 24), (x + 20, 66)]), style: StrokeStyle(lineWidth: 8, lineJoin: join), color: ink)
      }
    },
    PathScenes(name: "path-miter-limit", width: 96, height: 64) { canvas in
      // Segments meeting at 60°: the miter is exactly 2 widths long.
      let (sine, cosine) = DeterministicTrig.sinCos(degrees: 30)
      for (index, limit) in [2.05, 1.95].enumerated() {
        let x = 12 + Double(index) * 46
        try canvas.stroke(
          lines([(x + 30 * cosine, 32 - 30 * sine), (x, 32), (x + 30 * cosine, 32 + 30 * sine)]),
          style: StrokeStyle(lineWidth: 8, miterLimit: limit), color: ink)
      }
    },
    PathScenes(name: "path-dashes", width: 96, height: 96) { canvas in
      try canvas.stroke(
        lines([(6, 10), (90, 10)]), style: StrokeStyle(lineWidth: 4, dash: [12, 6]), color: ink)
      try canvas.stroke(
        lines([(6, 22), (90, 22)]), style: StrokeStyle(lineWidth: 4, dash: [12, 6], dashPhase: 9), color: ink)
      try canvas.stroke(
        lines([(6, 34), (90, 34)]), style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [0.001, 8]),
        color: orange)
      var curve = VectorPath()
      curve.move(to: Point(x: 6, y: 60))
      curve.addCurve(to: Point(x: 90, y: 60), control1: Point(x: 30, y: 30), control2: Point(x: 66, y: 90))
      try canvas.stroke(curve, style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [10, 5, 2, 5]), color: green)
      var box = VectorPath()
      box.addRoundedRect(in: Rect(x: 10, y: 72, width: 76, height: 18), cornerSize: (width: 6, height: 6))
      try canvas.stroke(box, style: StrokeStyle(lineWidth: 2, dash: [7, 3], dashPhase: 2), color: ink)
    },
    PathScenes(name: "path-open-closed", width: 96, height: 56) { canvas in
      let triangle = [(10.0, 46.0), (26.0, 10.0), (42.0, 46.0)]
      try canvas.stroke(lines(triangle), style: StrokeStyle(lineWidth: 7), color: ink)
      try canvas.stroke(
        lines(triangle.map { ($0.0 + 44, $0.1) }, closed: true), style: StrokeStyle(lineWidth: 7), color: ink)
    },
    PathScenes(name: "path-viewbox", width: 128, height: 64) { canvas in
      // A 24 × 24 icon with a view box offset from the origin, drawn into a wide rectangle.
      var ring = VectorPath()
      ring.addEllipse(in: Rect(x: 4, y: 4, width: 16, height: 16))
      var check = VectorPath()
      check.addLines([Point(x: 8, y: 12.5), Point(x: 11, y: 15.5), Point(x: 16.5, y: 9)])
      let drawing = VectorDrawing(
        name: "check", viewBox: Rect(x: 2, y: 2, width: 20, height: 20),
        shapes: [
          .init(
            path: ring, fill: .color(RGBAColor(hex: 0xDDE6F7)), stroke: .currentColor,
            strokeStyle: StrokeStyle(lineWidth: 1.5)),
          .init(
            path: check, stroke: .color(orange),
            strokeStyle: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)),
        ])
      try canvas.fill(.rectangle(Rect(x: 8, y: 6, width: 112, height: 52)), color: guide)
      try canvas.draw(drawing, in: Rect(x: 8, y: 6, width: 112, height: 52), currentColor: ink)
    },
    PathScenes(name: "path-transform", width: 96, height: 96) { canvas in
      let transform = AffineTransform.scale(x: 1, y: 0.45)
        .concatenating(.rotation(.degrees(30)))
        .concatenating(.translation(x: 48, y: 48))
      var square = VectorPath()
      square.addRect(Rect(x: -30, y: -30, width: 60, height: 60))
      try canvas.fill(square, transform: transform, color: RGBAColor(hex: 0xDDE6F7))
      try canvas.stroke(square, transform: transform, style: StrokeStyle(lineWidth: 6, lineJoin: .round), color: ink)
      var circle = VectorPath()
      circle.addEllipse(in: Rect(x: -16, y: -16, width: 32, height: 32))
      try canvas.stroke(circle, transform: transform, style: StrokeStyle(lineWidth: 4), color: orange)
    },
  ]

  /// `PathGoldenTests.pixelHashesMatchTheRecordedOnes`'s expected output (name and pixel hash per scene).
  static let recordedHashes = """
    path-star 716b53f2d16476be28a72b554ad8a0f1
    path-curves 2327dd574b4a08e4be1dd1c2d8f71555
    path-arcs-swiftui 7575e895fcb2eb8a0511a5303b5d7b98
    path-arcs-svg 75dd8a0f4699c1504df17467443212cd
    path-caps 8fd1f0e054be23169f21502f2130b48b
    path-joins 32e5348c64acc8866d45e8ed1fcf6823
    path-miter-limit c4fa70f68aaf87892ce60fe2b0d426a2
    path-dashes 911d2f007c139b8d92e8a7933facf261
    path-open-closed 3518721fa6b96ecfb3479214ce7fd0e5
    path-viewbox bc2eda0d07dcb7011737c4b882ee25de
    path-transform 651978f163dc2c6af323cafef0c08723
    """
}
