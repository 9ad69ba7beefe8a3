import KagamiImage

/// What an SF Symbol name draws: a mapped icon, maybe filled, maybe inside a circle or a rounded
/// square; `drawing(name:lineWidth:mirrored:)` turns it into a 24 × 24 vector drawing whose
/// foreground paints are `currentColor`.
package struct SymbolGlyph: Equatable, Sendable {
  /// The enclosure a `.circle` or `.square` name puts its icon in.
  package enum Enclosure: Equatable, Sendable {
    /// A circle of radius 10 about the centre.
    case circle
    /// An 18 × 18 square with corners of radius 4.
    case square
  }

  /// The icon's drawing as its file has it (24 × 24 view box, `currentColor` strokes).
  package var icon: VectorDrawing
  /// The table's line for the icon.
  package var entry: SymbolEntry
  /// The enclosure, for `.circle`/`.square` names the table does not list; nil: the icon alone.
  package var enclosure: Enclosure?
  /// True for a `.fill` name.
  package var isFilled: Bool

  /// How much an enclosed icon is scaled about the centre.
  static let enclosedScale = 0.55

  /// The drawing, named `name`: strokes `lineWidth` view-box units wide, knocked-out details as
  /// cut-outs (`VectorDrawing.Shape.cutsOut`: what is under the symbol shows through them), mirrored horizontally when `mirrored` (and the entry says the icon flips).
  package func drawing(name: String, lineWidth: Double, mirrored: Bool) -> VectorDrawing {
    var shapes = icon.shapes.map { shape in
      var shape = shape
      if shape.stroke != nil { shape.strokeStyle.lineWidth = lineWidth }
      return shape
    }
    if let enclosure {
      shapes = enclosed(shapes, in: enclosure, lineWidth: lineWidth)
    } else if isFilled {
      shapes = filled(shapes)
    }
    return VectorDrawing(name: name, viewBox: viewBox, shapes: self.mirrored(shapes, mirrored))
  }

  /// The drawing's 24 × 24 view box.
  package var viewBox: Rect { icon.viewBox ?? Rect(x: 0, y: 0, width: 24, height: 24) }

  /// The symbol's two layers, for the rendering modes that paint them apart (hierarchical, palette,
  /// multicolor), as SF Symbols' circle and square symbols have them: the secondary layer is the
  /// enclosure, or the shapes the `.fill` variant fills when the table cuts details out of them (a
  /// circle, a bubble); the primary layer is the rest, the details drawn rather than cut out. Nil for
  /// a symbol the table gives no details (one layer, drawn as in `.monochrome`).
  package func layers(lineWidth: Double, mirrored: Bool) -> (
    secondary: [VectorDrawing.Shape], primary: [VectorDrawing.Shape]
  )? {
    let shapes = icon.shapes.map { shape in
      var shape = shape
      if shape.stroke != nil { shape.strokeStyle.lineWidth = lineWidth }
      return shape
    }
    var secondary: [VectorDrawing.Shape] = []
    var primary: [VectorDrawing.Shape] = []
    if let enclosure {
      secondary = [self.frame(enclosure, lineWidth: lineWidth)]
      let scale = AffineTransform.scale(x: Self.enclosedScale, y: Self.enclosedScale).anchored(at: Point(x: 12, y: 12))
      primary = shapes.map { shape in
        var shape = shape
        shape.path = shape.path.applying(scale)
        return shape
      }
    } else {
      guard !entry.cut.isEmpty else { return nil }
      let filledIndices = entry.filled ?? Array(shapes.indices)
      for (index, shape) in shapes.enumerated() {
        if !entry.cut.contains(index) && filledIndices.contains(index) {
          var shape = shape
          if isFilled { shape.fill = .currentColor }
          secondary.append(shape)
        } else {
          primary.append(shape)
        }
      }
    }
    return (self.mirrored(secondary, mirrored), self.mirrored(primary, mirrored))
  }

  /// `shapes` mirrored horizontally when `mirrored` and the entry says the icon flips.
  private func mirrored(_ shapes: [VectorDrawing.Shape], _ mirrored: Bool) -> [VectorDrawing.Shape] {
    guard mirrored && entry.flips else { return shapes }
    let mirror = AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 24, ty: 0)
    return shapes.map { shape in
      var shape = shape
      shape.path = shape.path.applying(mirror)
      return shape
    }
  }

  /// The outline of `enclosure`, filled for a `.fill` name.
  private func frame(_ enclosure: Enclosure, lineWidth: Double) -> VectorDrawing.Shape {
    var outline = VectorPath()
    switch enclosure {
    case .circle: outline.addEllipse(in: Rect(x: 2, y: 2, width: 20, height: 20))
    case .square: outline.addRoundedRect(in: Rect(x: 3, y: 3, width: 18, height: 18), cornerSize: (4, 4))
    }
    return VectorDrawing.Shape(
      path: outline, fill: isFilled ? .currentColor : nil, stroke: .currentColor,
      strokeStyle: StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round))
  }

  /// The `.fill` variant: the entry's filled shapes first, filled and stroked in the foreground;
  /// then the shapes drawn as they are; then the cut shapes as cut-outs.
  private func filled(_ shapes: [VectorDrawing.Shape]) -> [VectorDrawing.Shape] {
    let filledIndices = entry.filled ?? Array(shapes.indices)
    var body: [VectorDrawing.Shape] = []
    var plain: [VectorDrawing.Shape] = []
    var cut: [VectorDrawing.Shape] = []
    for (index, shape) in shapes.enumerated() {
      if entry.cut.contains(index) {
        cut.append(Self.knockedOut(shape))
      } else if filledIndices.contains(index) {
        var shape = shape
        shape.fill = .currentColor
        body.append(shape)
      } else {
        plain.append(shape)
      }
    }
    return body + plain + cut
  }

  /// The icon scaled into the enclosure; filled: the enclosure filled and the icon knocked out.
  private func enclosed(
    _ shapes: [VectorDrawing.Shape], in enclosure: Enclosure, lineWidth: Double
  ) -> [VectorDrawing.Shape] {
    let outline = self.frame(enclosure, lineWidth: lineWidth)
    let scale = AffineTransform.scale(x: Self.enclosedScale, y: Self.enclosedScale)
      .anchored(at: Point(x: 12, y: 12))
    let inner = shapes.map { shape in
      var shape = shape
      shape.path = shape.path.applying(scale)
      return isFilled ? Self.knockedOut(shape) : shape
    }
    return [outline] + inner
  }

  /// `shape` as a cut-out: it removes the symbol's paint wherever it would paint.
  private static func knockedOut(_ shape: VectorDrawing.Shape) -> VectorDrawing.Shape {
    var shape = shape
    shape.cutsOut = true
    return shape
  }
}
