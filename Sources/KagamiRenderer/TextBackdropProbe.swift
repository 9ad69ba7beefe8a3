import KagamiImage
import KagamiLayout
import KagamiRaster
import KagamiText

/// Collects a `TextBackdrop` for every line of every span of every text node while `TreePainter`
/// paints, just before the glyphs are drawn, and a `GraphicBackdrop` for every icon and every shape
/// of a control's own drawing, just before it is painted (`TextBackdropProbe+Graphics.swift`). It
/// only reads pixels: a painter with a probe paints the same bytes as one without.
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
  /// True when each span's coverage is drawn once more instead of read from the glyph images
  /// (`ScreenRenderer.drawsTextCoverage` where the probe is made: the painter may run on another
  /// thread, which task-local values do not reach).
  let drawsCoverage = ScreenRenderer.drawsTextCoverage
  private var textNodes = 0
  /// The text measured, in painting order.
  private(set) var backdrops: [TextBackdrop] = []
  /// The icons and control shapes measured, in painting order.
  var graphics: [GraphicBackdrop] = []
  /// The controls being painted, innermost last: their position among the screen's controls, frame and id.
  var controls: [(index: Int, frame: Rect, id: String?)] = []
  /// How many controls have started.
  var controlCount = 0

  /// True when text or graphics drawn now cannot be measured (inside a transform or a mask's layer).
  var isUnmeasured: Bool {
    layers.contains { if case .notMeasured = $0.composite { true } else { false } }
  }

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
  /// `fonts`. Each span's coverage over the whole paragraph is read from its glyph images
  /// (`coverage(of:…)`); each line of the span is then one backdrop.
  func capture(
    _ node: LaidOutNode, run: TextRun, on canvas: Canvas, offsetX: Int, offsetY: Int, scale: Int, fonts: FontSet
  ) {
    let index = textNodes
    textNodes += 1
    guard let paragraph = run.paragraph else { return }
    if isUnmeasured { return }
    let origin = TreePainter.pixelRect(node.frame, scale: scale)
    let clip = clipBounds(of: canvas, offsetX: offsetX, offsetY: offsetY)
    var lines: [(rect: PixelRect, spans: [Int])] = []
    var bounds = PixelRect(x: 0, y: 0, width: 0, height: 0)
    for line in paragraph.lines {
      let left = origin.x + Self.floorQuarter(line.x4)
      let right = origin.x + Self.ceilQuarter(line.x4 + line.width4)
      let rect = PixelRect(x: left, y: origin.y + line.top, width: right - left, height: line.height)
        .intersection(clip)
      if rect.isEmpty { continue }
      var spans: [Int] = []
      for glyph in paragraph.glyphs[line.glyphRange] where !spans.contains(glyph.span) { spans.append(glyph.span) }
      lines.append((rect, spans.sorted()))
      bounds = bounds.union(rect)
    }
    var drawn: [Int: [UInt8]] = [:]
    for line in lines {
      for span in line.spans where span < run.spans.count {
        if drawn[span] == nil {
          drawn[span] =
            Self.coverage(
              of: paragraph, span: span, spans: run.spans.count, at: origin, in: bounds, like: canvas, fonts: fonts,
              drawing: drawsCoverage)
            ?? []
        }
        guard let all = drawn[span], !all.isEmpty else { continue }
        let coverage = Self.slice(all, of: bounds, to: line.rect)
        guard Self.hasInk(coverage) else { continue }
        let color = span < run.colors.count ? run.colors[span].text : run.color
        let packed = color.packed
        guard
          let (background, foreground) = compose(
            in: line.rect, on: canvas, offsetX: offsetX, offsetY: offsetY, covered: coverage, solid: packed,
            { pixel, _ in Compositor.blend(packed, coverage: 255, over: pixel) })
        else { continue }
        backdrops.append(
          TextBackdrop(
            node: index, id: node.id, frame: node.frame, text: run.spans[span].text, font: run.spans[span].font,
            color: color, rect: line.rect, background: background, foreground: foreground, coverage: coverage))
      }
    }
  }

  /// The clip of `canvas` (shifted by the offsets) and of every enclosing layer, unshifted.
  func clipBounds(of canvas: Canvas, offsetX: Int, offsetY: Int) -> PixelRect {
    let canvasClip = canvas.clipBounds
    var clip = PixelRect(
      x: canvasClip.x + offsetX, y: canvasClip.y + offsetY, width: canvasClip.width, height: canvasClip.height)
    for layer in layers { clip = clip.intersection(layer.parentClip) }
    return clip
  }

  /// The composed background of `rect` (unshifted) and the foreground: where `covered` is not 0,
  /// `paint` (given the canvas's pixel and its index in `rect`) composites the paint over the
  /// canvas's pixel, and the result goes through the enclosing layers; elsewhere the foreground is
  /// the background. Both opaque (what is still transparent is taken as over white). `solid`, when
  /// given, is the colour `paint` composites at full coverage (text), blended here without a call
  /// per covered pixel.
  @inline(__always)
  func compose(
    in rect: PixelRect, on canvas: Canvas, offsetX: Int, offsetY: Int, covered: [UInt8], solid: UInt32? = nil,
    _ paint: (UInt32, Int) -> UInt32
  ) -> (Bitmap, Bitmap)? {
    guard let raw = Self.crop(canvas.bitmap, rect, offsetX: offsetX, offsetY: offsetY) else { return nil }
    let count = min(rect.width * rect.height, covered.count)
    if layers.isEmpty {
      // The usual case: the canvas is the screen, so its pixels are the backdrop.
      let background = Self.isOpaque(raw) ? raw : Self.overWhite(raw)
      var foreground = background
      foreground.pixels.withUnsafeMutableBytes { out in
        raw.pixels.withUnsafeBytes { source in
          covered.withUnsafeBufferPointer { mask in
            let words = out.bindMemory(to: UInt32.self)
            let under = source.bindMemory(to: UInt32.self)
            let white = RGBAColor.white.packed
            if let solid {
              for index in 0..<count where mask[index] != 0 {
                let painted = Compositor.blend(solid, coverage: 255, over: under[index])
                words[index] = painted >> 24 == 0xFF ? painted : Compositor.blend(painted, coverage: 255, over: white)
              }
              return
            }
            for index in 0..<count where mask[index] != 0 {
              let painted = paint(under[index], index)
              words[index] = painted >> 24 == 0xFF ? painted : Compositor.blend(painted, coverage: 255, over: white)
            }
          }
        }
      }
      return (background, foreground)
    }
    var background = raw
    var foreground = raw
    foreground.pixels.withUnsafeMutableBytes { out in
      let words = out.bindMemory(to: UInt32.self)
      for index in 0..<count where covered[index] != 0 { words[index] = paint(words[index], index) }
    }
    for layer in layers.reversed() {
      guard let parent = Self.crop(layer.parent, rect, offsetX: layer.parentOffsetX, offsetY: layer.parentOffsetY)
      else { return nil }
      guard let below = Self.composite(background, over: parent, layer.composite),
        let above = Self.composite(foreground, over: parent, layer.composite)
      else { return nil }
      background = below
      foreground = above
    }
    return (Self.overWhite(background), Self.overWhite(foreground))
  }

  /// `quarters / 4`, rounded down.
  static func floorQuarter(_ quarters: Int) -> Int { quarters >> 2 }
  /// `quarters / 4`, rounded up.
  static func ceilQuarter(_ quarters: Int) -> Int { (quarters + 3) >> 2 }
}
