import KagamiImage
import KagamiLayout
import KagamiRaster
import KagamiText

/// Paints a `LaidOutNode` tree into a canvas, node by node in tree order:
/// `opacity { clip { background, content, children, border } }`. Hidden nodes paint nothing.
/// Group opacity paints the subtree into an offscreen layer composited with integer maths.
///
/// One rounding rule for every edge: a frame edge in points times the scale, rounded to the
/// nearest pixel (halves away from zero). Frames come from the engine already on the pixel grid, so
/// this only removes floating-point noise.
struct TreePainter {
  let fonts: FontSet
  let scale: Int

  /// The device pixels of a frame in points.
  static func pixelRect(_ frame: Rect, scale: Int) -> PixelRect {
    let factor = Double(scale)
    func edge(_ value: Double) -> Int {
      let scaled = value * factor
      guard scaled.isFinite else { return 0 }
      return Int(min(max(scaled, -1_000_000), 1_000_000).rounded(.toNearestOrAwayFromZero))
    }
    let left = edge(frame.x)
    let top = edge(frame.y)
    return PixelRect(
      x: left, y: top, width: edge(frame.x + frame.width) - left, height: edge(frame.y + frame.height) - top)
  }

  /// Paints `node` and its subtree; pixel coordinates are shifted by `-offsetX`, `-offsetY`.
  func paint(_ node: LaidOutNode, on canvas: inout Canvas, offsetX: Int, offsetY: Int) throws {
    if node.paint.isHidden { return }
    let opacity = UInt8((RGBAColor.clampedUnit(node.paint.opacity) * 255).rounded(.toNearestOrAwayFromZero))
    if opacity == 0 { return }
    if opacity == 255 {
      try paintContents(node, on: &canvas, offsetX: offsetX, offsetY: offsetY)
      return
    }
    var bounds = subtreeBounds(node).intersection(
      PixelRect(
        x: canvas.clipBounds.x + offsetX, y: canvas.clipBounds.y + offsetY,
        width: canvas.clipBounds.width, height: canvas.clipBounds.height))
    guard !bounds.isEmpty else { return }
    var layer = try Canvas(width: bounds.width, height: bounds.height, scale: scale, background: .clear)
    try paintContents(node, on: &layer, offsetX: bounds.x, offsetY: bounds.y)
    bounds.x -= offsetX
    bounds.y -= offsetY
    canvas.drawLayer(layer.bitmap, x: bounds.x, y: bounds.y, opacity: opacity)
  }

  private func paintContents(_ node: LaidOutNode, on canvas: inout Canvas, offsetX: Int, offsetY: Int) throws {
    var pixels = Self.pixelRect(node.frame, scale: scale)
    pixels.x -= offsetX
    pixels.y -= offsetY
    let rect = Rect(pixels)
    let body = { (canvas: inout Canvas) throws -> Void in
      if let background = node.paint.background {
        try canvas.fill(shape(node.paint.backgroundShape, in: rect), color: background)
      }
      try drawContent(node.content, in: rect, on: &canvas)
      for child in node.children { try paint(child, on: &canvas, offsetX: offsetX, offsetY: offsetY) }
      if let border = node.paint.border {
        try canvas.drawBorder(
          borderRect(node.paint.clip, rect), radii: radii(node.paint.clip, in: rect),
          width: border.width * Double(scale), color: border.color)
      }
    }
    if let clip = node.paint.clip {
      try canvas.withClip(shape(clip, in: rect), body)
    } else {
      try body(&canvas)
    }
  }

  private func drawContent(_ content: NodeContent?, in rect: Rect, on canvas: inout Canvas) throws {
    switch content {
    case .shape(let kind, let color):
      try canvas.fill(shape(kind, in: rect), color: color)
    case .text(let run):
      guard let paragraph = run.paragraph else { return }
      try canvas.drawParagraph(paragraph, at: Point(x: rect.x, y: rect.y), paint: ParagraphPaint(run), fonts: fonts)
    case .image(let content):
      let image = content.image
      let bitmap = try Bitmap(width: image.width, height: image.height, pixels: image.pixels)
      guard rect.width > 0, rect.height > 0 else { return }
      try canvas.drawImage(bitmap, in: rect, contentMode: content.contentMode)
    case .strokedShape(let kind, let color, var style):
      style.lineWidth *= Double(scale)
      style.dash = style.dash.map { $0 * Double(scale) }
      style.dashPhase *= Double(scale)
      try canvas.stroke(outline(kind, in: rect), style: style, color: color)
    case .vector(let drawing):
      guard rect.width > 0, rect.height > 0 else { return }
      // A path view draws in its frame's points: its view box is the frame, in points.
      var placed = drawing
      if placed.viewBox == nil {
        placed.viewBox = Rect(x: 0, y: 0, width: rect.width / Double(scale), height: rect.height / Double(scale))
      }
      // Colours were resolved at layout; no paint is left to take `currentColor`.
      try canvas.draw(placed, in: rect, currentColor: .black)
    case nil:
      return
    }
  }

  /// The shape `kind` resolved against `rect` (device pixels).
  func shape(_ kind: ShapeKind, in rect: Rect) -> Shape {
    switch kind {
    case .rectangle: return .rectangle(rect)
    case .roundedRectangle(let radius): return .roundedRectangle(rect, CornerRadii(radius * Double(scale)))
    case .capsule: return .roundedRectangle(rect, CornerRadii(min(rect.width, rect.height) / 2))
    case .circle: return .ellipse(circleRect(rect))
    }
  }

  /// The edge of the shape `kind` resolved against `rect` (device pixels), as a path to stroke.
  func outline(_ kind: ShapeKind, in rect: Rect) -> VectorPath {
    var path = VectorPath()
    switch kind {
    case .rectangle: path.addRect(rect)
    case .roundedRectangle(let radius):
      path.addRoundedRect(in: rect, cornerSize: (radius * Double(scale), radius * Double(scale)))
    case .capsule:
      let radius = min(rect.width, rect.height) / 2
      path.addRoundedRect(in: rect, cornerSize: (radius, radius))
    case .circle: path.addEllipse(in: circleRect(rect))
    }
    return path
  }

  private func circleRect(_ rect: Rect) -> Rect {
    let side = min(rect.width, rect.height)
    return Rect(x: rect.x + (rect.width - side) / 2, y: rect.y + (rect.height - side) / 2, width: side, height: side)
  }

  private func borderRect(_ clip: ShapeKind?, _ rect: Rect) -> Rect { clip == .circle ? circleRect(rect) : rect }

  private func radii(_ clip: ShapeKind?, in rect: Rect) -> CornerRadii {
    switch clip {
    case .roundedRectangle(let radius): return CornerRadii(radius * Double(scale))
    case .capsule: return CornerRadii(min(rect.width, rect.height) / 2)
    case .circle: return CornerRadii(min(rect.width, rect.height) / 2)
    case .rectangle, nil: return .zero
    }
  }

  /// The pixels covered by `node` and its visible descendants (unshifted).
  private func subtreeBounds(_ node: LaidOutNode) -> PixelRect {
    var bounds = Self.pixelRect(node.frame, scale: scale)
    if node.paint.clip != nil { return bounds }
    for child in node.children where !child.paint.isHidden {
      let other = subtreeBounds(child)
      if other.isEmpty { continue }
      if bounds.isEmpty {
        bounds = other
        continue
      }
      let left = min(bounds.x, other.x)
      let top = min(bounds.y, other.y)
      bounds = PixelRect(
        x: left, y: top, width: max(bounds.maxX, other.maxX) - left, height: max(bounds.maxY, other.maxY) - top)
    }
    return bounds
  }
}
