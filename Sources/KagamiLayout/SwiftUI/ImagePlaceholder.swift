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
  /// - A symbol is a square sized from the font (`SymbolMetrics`): its mapped icon in the
  ///   foreground colour (`icon="symbol:NAME"` in dumps), or, for a name no icon is mapped to, a
  ///   dashed square with a question mark (`icon="unmapped-symbol:NAME"`, listed by
  ///   `LaidOutNode.unmappedSymbols`); accessibility reads the symbol name as the image's label.
  /// - An asset is the fixture `NAME.png` when the renderer's loader has it; otherwise a 44 × 44
  ///   point box (or the frame, when resizable) filled with the fill colour, with its diagonals in
  ///   the secondary label colour. Dumps show `icon="asset:NAME"`.
  func node(isResizable: Bool, _ environment: ViewEnvironment) -> ViewNode {
    var node = ViewNode(kind: "image")
    let side: Double
    let drawing: VectorDrawing
    switch self {
    case .symbol(let name):
      side = SymbolMetrics.side(font: environment.font, scale: environment.surface.imageScale)
      drawing = SymbolMetrics.drawing(name, environment)
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
