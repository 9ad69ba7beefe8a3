import KagamiImage
import KagamiLayout
import KagamiRaster

extension TreePainter {
  /// Lets the probe measure one paint of `node` (its background, content or border) before it is
  /// drawn on `canvas` (shifted by the offsets), when it is an icon or part of a control's drawing
  /// (`TextBackdropProbe.captureGraphic`). Draws nothing on `canvas`.
  func probeGraphic(
    _ node: LaidOutNode, _ part: GraphicBackdrop.Part, on canvas: Canvas, _ offsetX: Int, _ offsetY: Int
  ) {
    guard let probe else { return }
    var icon: String?
    if part == .content, case .vector(let drawing) = node.content { icon = drawing.name }
    guard probe.measures(node, icon: icon) else { return }
    var kind = part
    if part == .content, case .strokedShape = node.content { kind = .stroke }
    let frame = Self.pixelRect(node.frame, scale: scale)
    let bounds = frame.grown(by: reach(of: node, kind))
    probe.captureGraphic(
      node, part: kind, icon: icon, bounds: bounds, on: canvas, offsetX: offsetX, offsetY: offsetY
    ) { target, originX, originY in
      let rect = Rect(
        PixelRect(x: frame.x - originX, y: frame.y - originY, width: frame.width, height: frame.height))
      switch kind {
      case .background:
        guard let color = node.paint.background else { return }
        try target.fill(shape(node.paint.backgroundShape, in: rect), color: color)
      case .content, .stroke:
        try drawContent(node.content, in: rect, on: &target)
      case .border:
        guard let border = node.paint.border else { return }
        try target.drawBorder(
          borderRect(node.paint.clip, rect), radii: radii(node.paint.clip, in: rect),
          width: border.width * Double(scale), color: border.color)
      }
    }
  }

  /// How many pixels a paint can reach outside its node's frame: half a stroke and one pixel of
  /// anti-aliasing; a vector drawing's strokes, up to a point.
  private func reach(of node: LaidOutNode, _ part: GraphicBackdrop.Part) -> Int {
    switch (part, node.content) {
    case (.stroke, .strokedShape(_, _, let style)?):
      return Self.pixels(style.lineWidth / 2, scale) + 1
    case (.content, .vector?):
      return scale + 1
    case (.border, _):
      return Self.pixels(node.paint.border?.width ?? 0, scale) + 1
    default:
      return 0
    }
  }
}
