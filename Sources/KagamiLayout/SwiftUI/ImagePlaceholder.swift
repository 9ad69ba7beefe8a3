import KagamiImage

/// What an image that has no pixels in a snapshot draws: SF Symbols (`Image(systemName:)`), which
/// cannot be shipped, and asset-catalog images (`Image("name")`) that are not fixtures.
enum ImagePlaceholder: Hashable, Sendable {
  /// An SF Symbol, by name.
  case symbol(String)
  /// An asset-catalog image, by name.
  case asset(String)

  /// The placeholder's node.
  ///
  /// - A symbol is a square as wide as the font's point size (× 0.8 for `.small`, × 1.3 for
  ///   `.large` image scale), rounded to whole points: a rounded-square outline in the foreground
  ///   colour, its line 1/12 of the side (at least 1 point). Dumps show `icon="symbol:NAME"`;
  ///   accessibility reads the symbol name as the image's label.
  /// - An asset is the fixture `NAME.png` when the renderer's loader has it; otherwise a 44 × 44
  ///   point box (or the frame, when resizable) filled with the fill colour, with its diagonals in
  ///   the secondary label colour. Dumps show `icon="asset:NAME"`.
  func node(isResizable: Bool, _ environment: ViewEnvironment) -> ViewNode {
    var node = ViewNode(kind: "image")
    let side: Double
    let drawing: VectorDrawing
    switch self {
    case .symbol(let name):
      side = max(1, (environment.font.size * environment.surface.imageScale.factor).rounded())
      let line = max(1, (side / 12).rounded())
      var outline = VectorPath()
      outline.addRoundedRect(
        in: Rect(x: line / 2, y: line / 2, width: side - line, height: side - line),
        cornerSize: (side / 4, side / 4))
      let color = environment.resolve(environment.foreground ?? .label)
      drawing = VectorDrawing(
        name: "symbol:\(name)", viewBox: Rect(x: 0, y: 0, width: side, height: side),
        shapes: [VectorDrawing.Shape(path: outline, stroke: .color(color), strokeStyle: StrokeStyle(lineWidth: line))])
      node.accessibility.label = name
    case .asset(let name):
      if let pixels = try? environment.context.images.load("\(name).png") {
        var image = Image(pixels: pixels, name: name)
        image.isResizable = isResizable
        return resolveNodes(image, environment).first ?? node
      }
      side = 44
      var box = VectorPath()
      box.addRect(Rect(x: 0, y: 0, width: side, height: side))
      var cross = VectorPath()
      cross.move(to: Point(x: 0, y: 0))
      cross.addLine(to: Point(x: side, y: side))
      cross.move(to: Point(x: side, y: 0))
      cross.addLine(to: Point(x: 0, y: side))
      drawing = VectorDrawing(
        name: "asset:\(name)", viewBox: Rect(x: 0, y: 0, width: side, height: side),
        shapes: [
          VectorDrawing.Shape(path: box, fill: .color(environment.resolve(.fill))),
          VectorDrawing.Shape(
            path: cross, stroke: .color(environment.resolve(.secondaryLabel)), strokeStyle: StrokeStyle(lineWidth: 1)),
        ])
    }
    node.content = .vector(drawing)
    if isResizable {
      node.expandsHorizontally = true
      node.expandsVertically = true
    } else {
      node.style.width = .points(side)
      node.style.height = .points(side)
    }
    return node
  }
}
