import KagamiImage

extension Canvas {
  /// Paints `shapes` into a clear layer over the clip's bounding pixels, each cut-out shape
  /// (`VectorDrawing.Shape.cutsOut`) removing what the shapes before it painted there
  /// (destination-out: every layer pixel's alpha times one minus the cut-out's coverage, in integer
  /// arithmetic), then composites the layer source-over inside the clip, so the canvas shows through
  /// the cut-outs.
  mutating func paintCuttingOut(_ shapes: [VectorDrawing.Shape], transform: AffineTransform, currentColor: RGBAColor)
    throws
  {
    let area = clipRect
    guard !area.isEmpty else { return }
    var layer = try Canvas(width: area.width, height: area.height, sharingWith: self)
    let shifted = transform.concatenating(.translation(x: Double(-area.x), y: Double(-area.y)))
    for shape in shapes {
      guard shape.cutsOut else {
        try layer.paint([shape], transform: shifted, currentColor: currentColor)
        continue
      }
      var solid = shape
      solid.cutsOut = false
      solid.fill = solid.fill.map { _ in .color(.black) }
      solid.stroke = solid.stroke.map { _ in .color(.black) }
      var cut = try Canvas(width: area.width, height: area.height, sharingWith: self)
      try cut.paint([solid], transform: shifted, currentColor: .black)
      layer.removeCoverage(of: cut.bitmap)
    }
    drawLayer(layer.bitmap, x: area.x, y: area.y, opacity: 255)
  }

  /// Scales each pixel's alpha by one minus `mask`'s alpha at the same place (rounded to nearest):
  /// destination-out with `mask` as the source. `mask` has this canvas's size.
  mutating func removeCoverage(of mask: Bitmap) {
    precondition(mask.width == bitmap.width && mask.height == bitmap.height, "cut-out mask size")
    mask.pixels.withUnsafeBufferPointer { source in
      bitmap.pixels.withUnsafeMutableBufferPointer { destination in
        var index = 3
        while index < destination.count {
          let coverage = Int(source[index])
          if coverage != 0 {
            destination[index] = UInt8((Int(destination[index]) * (255 - coverage) + 127) / 255)
          }
          index += 4
        }
      }
    }
  }
}
