import KagamiImage
import KagamiLayout
import KagamiRaster

extension TextBackdropProbe {
  /// A node marked `accessibilityDrawsControl()` starts painting: the shapes painted until
  /// `leaveControl()` are its parts.
  func enterControl(_ node: LaidOutNode) {
    controls.append((controlCount, node.frame, node.id))
    controlCount += 1
  }

  /// The innermost control is painted.
  func leaveControl() { controls.removeLast() }

  /// True when a graphic of `node` painted now is measured: an icon (a named vector drawing), or
  /// any paint inside a control.
  func measures(_ node: LaidOutNode, icon: String?) -> Bool {
    (icon != nil || !controls.isEmpty) && !isUnmeasured
  }

  /// Measures one paint of `node` about to be drawn on `canvas` (shifted by the offsets) within
  /// `bounds` (unshifted device pixels): `draw` paints it on the canvas it is given, whose top-left
  /// pixel is the unshifted pixel (`originX`, `originY`), exactly as the painter will. The paint is
  /// drawn alone into a clear scratch canvas; its pixels at its greatest alpha are judged, each as
  /// it will show over the backdrop.
  func captureGraphic(
    _ node: LaidOutNode, part: GraphicBackdrop.Part, icon: String?, bounds: PixelRect, on canvas: Canvas,
    offsetX: Int, offsetY: Int, draw: (inout Canvas, _ originX: Int, _ originY: Int) throws -> Void
  ) {
    guard measures(node, icon: icon) else { return }
    let rect = bounds.intersection(clipBounds(of: canvas, offsetX: offsetX, offsetY: offsetY))
    guard !rect.isEmpty,
      var scratch = try? Canvas(
        width: rect.width, height: rect.height, scale: canvas.bitmap.scale, background: .clear, sharingWith: canvas)
    else { return }
    guard (try? draw(&scratch, rect.x, rect.y)) != nil else { return }
    let ink = scratch.bitmap
    defer { PixelBufferPool.shared.recycle(ink) }
    let coverage = Self.fullest(of: ink)
    guard !coverage.isEmpty,
      let (background, foreground) = ink.pixels.withUnsafeBytes({ source in
        let words = source.bindMemory(to: UInt32.self)
        return compose(
          in: rect, on: canvas, offsetX: offsetX, offsetY: offsetY, covered: coverage,
          { pixel, index in Compositor.blend(words[index], coverage: 255, over: pixel) })
      })
    else { return }
    let control = controls.last
    graphics.append(
      GraphicBackdrop(
        node: graphics.count, id: node.id, frame: node.frame, part: part, icon: icon, control: control?.index,
        controlFrame: control?.frame, controlID: control?.id, rect: rect, background: background,
        foreground: foreground, coverage: coverage))
  }

  /// 255 where `ink`'s alpha is its greatest (and not 0), else 0, row by row; empty when nothing
  /// is painted.
  static func fullest(of ink: Bitmap) -> [UInt8] {
    let alpha = Self.alpha(of: ink)
    let greatest = alpha.max() ?? 0
    guard greatest > 0 else { return [] }
    return alpha.map { $0 == greatest ? 255 : 0 }
  }
}
