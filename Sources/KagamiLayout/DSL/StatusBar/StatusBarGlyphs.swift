import KagamiImage

/// The status bar's icons as vector drawings in points (view boxes from the origin): full cellular
/// signal, full Wi-Fi and a full battery, shaped after iOS's. Solid parts use `currentColor` (the status
/// bar's colour); the battery's outline and cap are `dim`, the colour at iOS's reduced opacity.
enum StatusBarGlyphs {
  /// Four bars rising left to right, 17 × 11 points.
  static func cellular() -> VectorDrawing {
    var path = VectorPath()
    let heights = [4.0, 6.333, 8.667, 11]
    for (index, height) in heights.enumerated() {
      let x = Double(index) * 14 / 3
      path.addRoundedRect(in: Rect(x: x, y: 11 - height, width: 3, height: height), cornerSize: (1, 1))
    }
    return VectorDrawing(
      name: "cellular", viewBox: Rect(x: 0, y: 0, width: 17, height: 11),
      shapes: [VectorDrawing.Shape(path: path, fill: .currentColor)])
  }

  /// Three fan-shaped bands opening upwards from a point at the bottom centre, 16 × 11 points.
  static func wifi() -> VectorDrawing {
    let center = Point(x: 8, y: 11)
    var path = VectorPath()
    path.move(to: center)
    path.addArc(center: center, radius: 3.4, startAngle: .degrees(-135), endAngle: .degrees(-45), clockwise: false)
    path.closeSubpath()
    for (inner, outer) in [(4.8, 7.2), (8.6, 11.0)] {
      path.addArc(center: center, radius: outer, startAngle: .degrees(-135), endAngle: .degrees(-45), clockwise: false)
      path.addArc(center: center, radius: inner, startAngle: .degrees(-45), endAngle: .degrees(-135), clockwise: true)
      path.closeSubpath()
    }
    return VectorDrawing(
      name: "wifi", viewBox: Rect(x: 0, y: 0, width: 16, height: 11),
      shapes: [VectorDrawing.Shape(path: path, fill: .currentColor)])
  }

  /// A full battery: an outline (`dim`), the charge filling it, and the terminal cap (`dim`),
  /// 27 × 13 points.
  static func battery(dim: RGBAColor) -> VectorDrawing {
    var outline = VectorPath()
    outline.addRoundedRect(in: Rect(x: 0.5, y: 0.5, width: 23.5, height: 12), cornerSize: (3.8, 3.8))
    var charge = VectorPath()
    charge.addRoundedRect(in: Rect(x: 2, y: 2, width: 20.5, height: 9), cornerSize: (2.3, 2.3))
    var cap = VectorPath()
    cap.addRoundedRect(in: Rect(x: 25.5, y: 4.5, width: 1.5, height: 4), cornerSize: (0.75, 0.75))
    return VectorDrawing(
      name: "battery", viewBox: Rect(x: 0, y: 0, width: 27, height: 13),
      shapes: [
        VectorDrawing.Shape(path: outline, stroke: .color(dim), strokeStyle: StrokeStyle(lineWidth: 1)),
        VectorDrawing.Shape(path: charge, fill: .currentColor),
        VectorDrawing.Shape(path: cap, fill: .color(dim)),
      ])
  }
}
