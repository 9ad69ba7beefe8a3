import KagamiImage

extension Canvas {
  /// Paints `drawing` into `rect` (device pixels): each shape's fill, then its stroke, in order, with
  /// `currentColor` for `.currentColor` paints.
  ///
  /// With a view box the drawing is scaled uniformly to fit inside `rect` and centred in it (SVG's
  /// default `preserveAspectRatio="xMidYMid meet"`) and clipped to `rect` (SVG's viewport); an empty
  /// view box draws nothing. Without one its coordinates are `rect`'s own, offset by `rect`'s origin,
  /// and nothing is clipped (a SwiftUI `Path`). Throws `RasterError.invalidGeometry` for a non-finite
  /// rectangle or view box and for any shape `fill` or `stroke` rejects.
  public mutating func draw(_ drawing: VectorDrawing, in rect: Rect, currentColor: RGBAColor) throws {
    guard rect.isFinite, drawing.viewBox?.isFinite ?? true else {
      throw RasterError.invalidGeometry("drawing \(drawing.name ?? "") in \(rect), view box not finite")
    }
    guard let box = drawing.viewBox else {
      return try paint(drawing, transform: .translation(x: rect.x, y: rect.y), currentColor: currentColor)
    }
    guard box.width > 0, box.height > 0, rect.width > 0, rect.height > 0 else { return }
    let scale = min(rect.width / box.width, rect.height / box.height)
    let transform = AffineTransform.scale(x: scale, y: scale).concatenating(
      .translation(
        x: rect.x + (rect.width - box.width * scale) / 2 - box.x * scale,
        y: rect.y + (rect.height - box.height * scale) / 2 - box.y * scale))
    try withClip(.rectangle(rect)) { canvas in
      try canvas.paint(drawing, transform: transform, currentColor: currentColor)
    }
  }

  /// Fills and strokes every shape of `drawing` through `transform`; a drawing with cut-outs is
  /// painted through a layer of its own (`paintCuttingOut`).
  private mutating func paint(_ drawing: VectorDrawing, transform: AffineTransform, currentColor: RGBAColor) throws {
    if drawing.shapes.contains(where: \.cutsOut) {
      return try paintCuttingOut(drawing.shapes, transform: transform, currentColor: currentColor)
    }
    try paint(drawing.shapes, transform: transform, currentColor: currentColor)
  }

  /// Fills and strokes `shapes` through `transform`, in order.
  mutating func paint(_ shapes: [VectorDrawing.Shape], transform: AffineTransform, currentColor: RGBAColor) throws {
    for shape in shapes {
      if let fill = shape.fill {
        try self.fill(shape.path, transform: transform, rule: shape.fillRule, color: fill.resolved(currentColor))
      }
      if let stroke = shape.stroke {
        try self.stroke(
          shape.path, transform: transform, style: shape.strokeStyle, color: stroke.resolved(currentColor))
      }
    }
  }
}
