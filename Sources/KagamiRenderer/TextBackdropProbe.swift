import KagamiImage
import KagamiLayout
import KagamiRaster
import KagamiText

/// Collects a `TextBackdrop` for every line of every span of every text node while `TreePainter`
/// paints, just before the glyphs are drawn. It only reads pixels: a painter with a probe paints the
/// same bytes as one without.
///
/// Text drawn inside an offscreen layer (an opacity group, a mask, a shadow, a blend mode) sees only
/// the layer's pixels; the probe keeps each enclosing layer's parent pixels (the parent is not
/// painted while its layer is) and composites the layer's pixels under the text back through them,
/// as the painter will once the layer is done, so the backdrop is the composed screen. Text inside
/// a transformed node is not measured (its pixels move). Left out, as approximations: the shadow a
/// layer casts under itself, a blur's softening, a mask (painted after the content) and the
/// anti-aliased edge of a rounded clip.
final class TextBackdropProbe {
  /// How a layer goes onto its parent.
  enum Composite {
    /// Source-over at a group opacity (opacity groups; shadows, blurs and masks as their content).
    case over(opacity: UInt8)
    /// A blend mode.
    case blend(BlendMode)
    /// An affine transform (the pixels move), or a mask's own layer (never shown): text inside is
    /// not measured.
    case notMeasured
  }

  /// A layer being painted: its parent's pixels and where they sit.
  private struct Layer {
    let parent: Bitmap
    let parentOffsetX: Int
    let parentOffsetY: Int
    /// The parent's clip bounds, unshifted.
    let parentClip: PixelRect
    let composite: Composite
  }

  private var layers: [Layer] = []
  private var textNodes = 0
  /// What was measured, in painting order.
  private(set) var backdrops: [TextBackdrop] = []

  /// A layer of `parent` (shifted by the offsets) starts; `leave()` when it is done, before the
  /// parent is painted again (the probe holds the parent's pixels until then).
  func enter(parent: Canvas, offsetX: Int, offsetY: Int, composite: Composite) {
    let clip = parent.clipBounds
    layers.append(
      Layer(
        parent: parent.bitmap, parentOffsetX: offsetX, parentOffsetY: offsetY,
        parentClip: PixelRect(x: clip.x + offsetX, y: clip.y + offsetY, width: clip.width, height: clip.height),
        composite: composite))
  }

  /// The innermost layer is done.
  func leave() { layers.removeLast() }

  /// Measures `node`'s text, about to be drawn on `canvas` (shifted by the offsets) at `scale` with
  /// `fonts`.
  func capture(
    _ node: LaidOutNode, run: TextRun, on canvas: Canvas, offsetX: Int, offsetY: Int, scale: Int, fonts: FontSet
  ) {
    let index = textNodes
    textNodes += 1
    guard let paragraph = run.paragraph else { return }
    if layers.contains(where: { if case .notMeasured = $0.composite { true } else { false } }) { return }
    let origin = TreePainter.pixelRect(node.frame, scale: scale)
    let canvasClip = canvas.clipBounds
    var clip = PixelRect(
      x: canvasClip.x + offsetX, y: canvasClip.y + offsetY, width: canvasClip.width, height: canvasClip.height)
    for layer in layers { clip = clip.intersection(layer.parentClip) }
    for line in paragraph.lines {
      let left = origin.x + Self.floorQuarter(line.x4)
      let right = origin.x + Self.ceilQuarter(line.x4 + line.width4)
      let rect = PixelRect(x: left, y: origin.y + line.top, width: right - left, height: line.height)
        .intersection(clip)
      if rect.isEmpty { continue }
      var spans: [Int] = []
      for glyph in paragraph.glyphs[line.glyphRange] where !spans.contains(glyph.span) { spans.append(glyph.span) }
      for span in spans.sorted() where span < run.spans.count {
        let color = span < run.colors.count ? run.colors[span].text : run.color
        guard let (background, foreground) = compose(color, in: rect, on: canvas, offsetX: offsetX, offsetY: offsetY),
          let coverage = Self.coverage(
            of: paragraph, span: span, spans: run.spans.count, at: origin, in: rect, like: canvas, fonts: fonts)
        else { continue }
        backdrops.append(
          TextBackdrop(
            node: index, id: node.id, frame: node.frame, text: run.spans[span].text, font: run.spans[span].font,
            color: color, rect: rect, background: background, foreground: foreground, coverage: coverage))
      }
    }
  }

  /// The composed background and foreground of `rect` (unshifted), both opaque.
  private func compose(
    _ color: RGBAColor, in rect: PixelRect, on canvas: Canvas, offsetX: Int, offsetY: Int
  ) -> (Bitmap, Bitmap)? {
    guard var background = Self.crop(canvas.bitmap, rect, offsetX: offsetX, offsetY: offsetY) else { return nil }
    var foreground = Self.mapped(background) { Compositor.blend(color.packed, coverage: 255, over: $0) }
    for layer in layers.reversed() {
      guard let parent = Self.crop(layer.parent, rect, offsetX: layer.parentOffsetX, offsetY: layer.parentOffsetY)
      else { return nil }
      guard let below = Self.composite(background, over: parent, layer.composite),
        let above = Self.composite(foreground, over: parent, layer.composite)
      else { return nil }
      background = below
      foreground = above
    }
    let white = RGBAColor.white.packed
    return (
      Self.mapped(background) { Compositor.blend($0, coverage: 255, over: white) },
      Self.mapped(foreground) { Compositor.blend($0, coverage: 255, over: white) }
    )
  }

  /// The glyph coverage (0–255) of `span` in each pixel of `rect` (unshifted): the paragraph drawn
  /// once more, in that span alone and opaque, into a clear scratch canvas; nil if it cannot be.
  private static func coverage(
    of paragraph: ParagraphLayout, span: Int, spans: Int, at origin: PixelRect, in rect: PixelRect, like canvas: Canvas,
    fonts: FontSet
  ) -> [UInt8]? {
    guard
      var scratch = try? Canvas(
        width: rect.width, height: rect.height, scale: canvas.bitmap.scale, background: .clear, sharingWith: canvas)
    else { return nil }
    let colors = (0..<max(spans, 1)).map { $0 == span ? RGBAColor.black : RGBAColor.clear }
    let point = Point(x: Double(origin.x - rect.x), y: Double(origin.y - rect.y))
    guard (try? scratch.drawParagraph(paragraph, at: point, paint: ParagraphPaint(text: colors), fonts: fonts)) != nil
    else { return nil }
    let pixels = scratch.bitmap.pixels
    PixelBufferPool.shared.recycle(scratch.bitmap)
    return (0..<(rect.width * rect.height)).map { pixels[$0 * 4 + 3] }
  }

  /// `layer` composited over `parent` (the same size) as the painter composites it.
  private static func composite(_ layer: Bitmap, over parent: Bitmap, _ composite: Composite) -> Bitmap? {
    switch composite {
    case .over(let opacity):
      var result = parent
      result.pixels.withUnsafeMutableBytes { destination in
        layer.pixels.withUnsafeBytes { source in
          let out = destination.bindMemory(to: UInt32.self)
          let input = source.bindMemory(to: UInt32.self)
          for index in 0..<out.count where input[index] >> 24 != 0 {
            out[index] = Compositor.blend(input[index], coverage: Int(opacity), over: out[index])
          }
        }
      }
      return result
    case .blend(let mode):
      guard var canvas = try? Canvas(bitmap: parent) else { return nil }
      canvas.drawLayer(layer, x: 0, y: 0, blendMode: mode)
      return canvas.bitmap
    case .notMeasured:
      return nil
    }
  }

  /// The pixels of `rect` (unshifted) in `bitmap`, whose origin is at (`offsetX`, `offsetY`).
  private static func crop(_ bitmap: Bitmap, _ rect: PixelRect, offsetX: Int, offsetY: Int) -> Bitmap? {
    let x = rect.x - offsetX
    let y = rect.y - offsetY
    guard x >= 0, y >= 0, x + rect.width <= bitmap.width, y + rect.height <= bitmap.height else { return nil }
    var pixels: [UInt8] = []
    pixels.reserveCapacity(rect.width * rect.height * 4)
    for row in y..<(y + rect.height) {
      let start = (row * bitmap.width + x) * 4
      pixels += bitmap.pixels[start..<(start + rect.width * 4)]
    }
    return try? Bitmap(width: rect.width, height: rect.height, scale: bitmap.scale, pixels: pixels)
  }

  /// `bitmap` with every pixel's packed word replaced by `transform`'s.
  private static func mapped(_ bitmap: Bitmap, _ transform: (UInt32) -> UInt32) -> Bitmap {
    var result = bitmap
    result.pixels.withUnsafeMutableBytes { raw in
      let words = raw.bindMemory(to: UInt32.self)
      for index in 0..<words.count { words[index] = transform(words[index]) }
    }
    return result
  }

  /// `quarters / 4`, rounded down.
  static func floorQuarter(_ quarters: Int) -> Int { quarters >> 2 }
  /// `quarters / 4`, rounded up.
  static func ceilQuarter(_ quarters: Int) -> Int { (quarters + 3) >> 2 }
}
