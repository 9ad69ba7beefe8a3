import KagamiImage
import KagamiLayout
import KagamiRaster
import KagamiText

/// Paints a `LaidOutNode` tree into a canvas, node by node in tree order:
/// `transform { blend { shadow { blur { opacity { mask { clip { background, content, children, border } } } } } } }`.
/// Hidden nodes paint nothing. Effects paint the subtree into an offscreen layer composited with
/// integer maths (Docs/paint.md).
///
/// One rounding rule for every edge: a frame edge in points times the scale, rounded to the
/// nearest pixel (halves away from zero). Frames come from the engine already on the pixel grid, so
/// this only removes floating-point noise.
struct TreePainter {
  let fonts: FontSet
  let scale: Int
  /// Reads the pixels under each text node before its glyphs are drawn (the contrast audit); nil
  /// when nothing is measured. It never changes a pixel.
  var probe: TextBackdropProbe? = nil

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
  ///
  /// Effects apply outside-in, each from an offscreen layer of the node drawn without it (and
  /// without the effects outside it): transform, blend mode, shadow, opacity, mask.
  func paint(_ node: LaidOutNode, on canvas: inout Canvas, offsetX: Int, offsetY: Int) throws {
    if node.paint.isHidden { return }
    if !node.paint.transform.isIdentity {
      var inner = node
      inner.paint.transform = .identity
      let bounds = paintedBounds(inner)
      guard !bounds.isEmpty else { return }
      let layer = try layer(of: inner, bounds: bounds, for: canvas, offsetX, offsetY, .notMeasured)
      let origin = Self.pixelRect(node.frame, scale: scale)
      let transform = node.paint.transform
      let pixels = AffineTransform(
        a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx * Double(scale),
        ty: transform.ty * Double(scale))
      let (anchorX, anchorY) = (Double(origin.x - offsetX), Double(origin.y - offsetY))
      let mapping = AffineTransform.translation(x: -anchorX, y: -anchorY).concatenating(pixels)
        .concatenating(.translation(x: anchorX, y: anchorY))
      canvas.drawLayer(layer.bitmap, x: bounds.x - offsetX, y: bounds.y - offsetY, transform: mapping)
      return
    }
    if node.paint.blendMode != .normal {
      var inner = node
      inner.paint.blendMode = .normal
      let bounds = paintedBounds(inner).intersection(unshifted(canvas.clipBounds, offsetX, offsetY))
      guard !bounds.isEmpty else { return }
      let layer = try layer(of: inner, bounds: bounds, for: canvas, offsetX, offsetY, .blend(node.paint.blendMode))
      canvas.drawLayer(layer.bitmap, x: bounds.x - offsetX, y: bounds.y - offsetY, blendMode: node.paint.blendMode)
      return
    }
    if let shadow = node.paint.shadow {
      var inner = node
      inner.paint.shadow = nil
      let blur = GaussianBlur(deviation: shadow.radius * Double(scale))
      let (dx, dy) = (Self.pixels(shadow.x, scale), Self.pixels(shadow.y, scale))
      let reach = unshifted(canvas.clipBounds, offsetX, offsetY).grown(by: blur.reach + max(abs(dx), abs(dy)))
      let bounds = paintedBounds(inner).intersection(reach)
      guard !bounds.isEmpty else { return }
      let layer = try layer(of: inner, bounds: bounds, for: canvas, offsetX, offsetY, .over(opacity: 255))
      let (x, y) = (bounds.x - offsetX, bounds.y - offsetY)
      canvas.drawShadow(
        of: layer.bitmap, x: x, y: y, blur: blur, dx: dx, dy: dy, color: shadow.color, coveredByLayer: true)
      canvas.drawLayer(layer.bitmap, x: x, y: y, opacity: 255)
      return
    }
    if node.paint.blurRadius > 0 {
      var inner = node
      inner.paint.blurRadius = 0
      let blur = GaussianBlur(deviation: node.paint.blurRadius * Double(scale))
      let bounds = paintedBounds(inner).intersection(
        unshifted(canvas.clipBounds, offsetX, offsetY).grown(by: blur.reach))
      guard !bounds.isEmpty else { return }
      let layer = try layer(of: inner, bounds: bounds, for: canvas, offsetX, offsetY, .over(opacity: 255))
      try canvas.drawBlurred(layer.bitmap, x: bounds.x - offsetX, y: bounds.y - offsetY, blur: blur)
      return
    }
    let opacity = UInt8((RGBAColor.clampedUnit(node.paint.opacity) * 255).rounded(.toNearestOrAwayFromZero))
    if opacity == 0 { return }
    if opacity == 255 {
      try paintMasked(node, on: &canvas, offsetX: offsetX, offsetY: offsetY)
      return
    }
    var inner = node
    inner.paint.opacity = 1
    let bounds = paintedBounds(inner).intersection(unshifted(canvas.clipBounds, offsetX, offsetY))
    guard !bounds.isEmpty else { return }
    let layer = try layer(of: inner, bounds: bounds, for: canvas, offsetX, offsetY, .over(opacity: opacity))
    canvas.drawLayer(layer.bitmap, x: bounds.x - offsetX, y: bounds.y - offsetY, opacity: opacity)
  }

  /// `node` painted alone into a clear layer covering `bounds` (unshifted device pixels), sharing
  /// `canvas`'s rasterizer and memos; its pixel buffer goes back to the pool once composited
  /// (`PooledLayer`). `canvas` is shifted by the offsets; the layer goes onto it by `composite`
  /// (what the probe composites text backdrops back through).
  private func layer(
    of node: LaidOutNode, bounds: PixelRect, for canvas: Canvas, _ offsetX: Int, _ offsetY: Int,
    _ composite: TextBackdropProbe.Composite
  ) throws -> PooledLayer {
    var layer = try Canvas(
      width: bounds.width, height: bounds.height, scale: scale, background: .clear, sharingWith: canvas)
    probe?.enter(parent: canvas, offsetX: offsetX, offsetY: offsetY, composite: composite)
    defer { probe?.leave() }
    try paint(node, on: &layer, offsetX: bounds.x, offsetY: bounds.y)
    return PooledLayer(layer)
  }

  /// Paints a node whose last child is a mask: the rest in one layer, the mask in another, the
  /// first's alpha multiplied by the second's.
  private func paintMasked(_ node: LaidOutNode, on canvas: inout Canvas, offsetX: Int, offsetY: Int) throws {
    guard node.paint.hasMask, let maskNode = node.children.last else {
      try paintContents(node, on: &canvas, offsetX: offsetX, offsetY: offsetY)
      return
    }
    var content = node
    content.paint.hasMask = false
    content.children.removeLast()
    let bounds = paintedBounds(content).intersection(unshifted(canvas.clipBounds, offsetX, offsetY))
    guard !bounds.isEmpty else { return }
    let contentLayer = try layer(of: content, bounds: bounds, for: canvas, offsetX, offsetY, .over(opacity: 255))
    let maskLayer = try layer(of: maskNode, bounds: bounds, for: canvas, offsetX, offsetY, .notMeasured)
    contentLayer.canvas.multiplyAlpha(by: maskLayer.bitmap)
    canvas.drawLayer(contentLayer.bitmap, x: bounds.x - offsetX, y: bounds.y - offsetY, opacity: 255)
  }

  /// `rect` (shifted canvas pixels) in unshifted device pixels.
  private func unshifted(_ rect: PixelRect, _ offsetX: Int, _ offsetY: Int) -> PixelRect {
    PixelRect(x: rect.x + offsetX, y: rect.y + offsetY, width: rect.width, height: rect.height)
  }

  /// `points` in whole device pixels, rounded half away from zero.
  static func pixels(_ points: Double, _ scale: Int) -> Int {
    let value = points * Double(scale)
    guard value.isFinite else { return 0 }
    return Int(min(max(value, -1_000_000), 1_000_000).rounded(.toNearestOrAwayFromZero))
  }

  private func paintContents(_ node: LaidOutNode, on canvas: inout Canvas, offsetX: Int, offsetY: Int) throws {
    var pixels = Self.pixelRect(node.frame, scale: scale)
    pixels.x -= offsetX
    pixels.y -= offsetY
    let rect = Rect(pixels)
    if let probe, node.accessibility.drawsControl { probe.enterControl(node) }
    defer { if let probe, node.accessibility.drawsControl { probe.leaveControl() } }
    let body = { (canvas: inout Canvas) throws -> Void in
      if let background = node.paint.background {
        probeGraphic(node, .background, on: canvas, offsetX, offsetY)
        try canvas.fill(shape(node.paint.backgroundShape, in: rect), color: background)
      }
      if let probe, case .text(let run) = node.content {
        probe.capture(node, run: run, on: canvas, offsetX: offsetX, offsetY: offsetY, scale: scale, fonts: fonts)
      } else if node.content != nil {
        probeGraphic(node, .content, on: canvas, offsetX, offsetY)
      }
      try drawContent(node.content, in: rect, on: &canvas)
      for child in node.children { try paint(child, on: &canvas, offsetX: offsetX, offsetY: offsetY) }
      if let border = node.paint.border {
        probeGraphic(node, .border, on: canvas, offsetX, offsetY)
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

  func drawContent(_ content: NodeContent?, in rect: Rect, on canvas: inout Canvas) throws {
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
    case .gradient(let kind, let gradient):
      try canvas.fill(shape(kind, in: rect), gradient: placed(gradient, in: rect))
    case nil:
      return
    }
  }

  /// A gradient in unit coordinates of a frame (radii in points) placed in `rect` (device pixels).
  private func placed(_ gradient: GradientFill, in rect: Rect) -> GradientFill {
    func point(_ unit: Point) -> Point { Point(x: rect.x + unit.x * rect.width, y: rect.y + unit.y * rect.height) }
    var result = gradient
    switch gradient.geometry {
    case .linear(let start, let end):
      result.geometry = .linear(start: point(start), end: point(end))
    case .radial(let center, let startRadius, let endRadius):
      result.geometry = .radial(
        center: point(center), startRadius: startRadius * Double(scale), endRadius: endRadius * Double(scale))
    }
    return result
  }

  /// The shape `kind` resolved against `rect` (device pixels).
  func shape(_ kind: ShapeKind, in rect: Rect) -> RasterShape {
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

  func borderRect(_ clip: ShapeKind?, _ rect: Rect) -> Rect { clip == .circle ? circleRect(rect) : rect }

  func radii(_ clip: ShapeKind?, in rect: Rect) -> CornerRadii {
    switch clip {
    case .roundedRectangle(let radius): return CornerRadii(radius * Double(scale))
    case .capsule: return CornerRadii(min(rect.width, rect.height) / 2)
    case .circle: return CornerRadii(min(rect.width, rect.height) / 2)
    case .rectangle, nil: return .zero
    }
  }

  /// The pixels `node` and its visible descendants can paint (unshifted): frames, unless clipped
  /// their children's, shadows' reach, and transformed bounds (one pixel more for resampling).
  private func paintedBounds(_ node: LaidOutNode) -> PixelRect {
    if node.paint.isHidden { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
    var bounds = Self.pixelRect(node.frame, scale: scale)
    if node.paint.clip == nil {
      for child in node.children { bounds = bounds.union(paintedBounds(child)) }
    }
    if node.paint.blurRadius > 0, !bounds.isEmpty {
      bounds = bounds.grown(by: GaussianBlur(deviation: node.paint.blurRadius * Double(scale)).reach)
    }
    if let shadow = node.paint.shadow, !bounds.isEmpty {
      let reach = GaussianBlur(deviation: shadow.radius * Double(scale)).reach
      var moved = bounds.grown(by: reach)
      moved.x += Self.pixels(shadow.x, scale)
      moved.y += Self.pixels(shadow.y, scale)
      bounds = bounds.union(moved)
    }
    if !node.paint.transform.isIdentity, !bounds.isEmpty {
      let origin = Self.pixelRect(node.frame, scale: scale)
      let t = node.paint.transform
      let mapping = AffineTransform.translation(x: -Double(origin.x), y: -Double(origin.y))
        .concatenating(
          AffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx * Double(scale), ty: t.ty * Double(scale))
        )
        .concatenating(.translation(x: Double(origin.x), y: Double(origin.y)))
      let corners = [
        (bounds.x, bounds.y), (bounds.maxX, bounds.y), (bounds.x, bounds.maxY), (bounds.maxX, bounds.maxY),
      ]
      .map { mapping.apply(to: Point(x: Double($0.0), y: Double($0.1))) }
      guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
        return PixelRect(x: 0, y: 0, width: 0, height: 0)
      }
      let minX = corners.map(\.x).min()!
      let minY = corners.map(\.y).min()!
      bounds = Rect(x: minX, y: minY, width: corners.map(\.x).max()! - minX, height: corners.map(\.y).max()! - minY)
        .enclosingPixels.grown(by: 1)
    }
    return bounds
  }
}

extension PixelRect {
  /// The smallest rectangle holding both (an empty one holds nothing).
  func union(_ other: PixelRect) -> PixelRect {
    if other.isEmpty { return self }
    if isEmpty { return other }
    let left = min(x, other.x)
    let top = min(y, other.y)
    return PixelRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }

  /// The rectangle grown by `amount` pixels on every side.
  func grown(by amount: Int) -> PixelRect {
    PixelRect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
  }
}
