import CRaster
import KagamiFreeType
// KagamiRaster: painting into a `Bitmap`: integer compositing, shapes and vector paths through
// FreeType's outline rasterizer and stroker (Docs/paths.md), images (resampled, cached), clipping and
// layers. It knows no text layout and no DSL: glyph masks arrive as coverage (`fillMask`), and
// KagamiRenderer paints laid-out screens with it.
// Design rules: pixels are RGBA8 in sRGB, straight (not premultiplied) alpha in storage; every
// blend is integer arithmetic; no libm transcendental function and no float reaches a pixel except
// through an explicit, rounded conversion to 26.6 fixed point; output never depends on the host.
import KagamiImage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Paints into a `Bitmap`: shapes, masks and images composited source-over, inside a clip.
///
/// Not thread-safe (it owns a FreeType rasterizer and stroker); make one per screen being rendered.
public struct Canvas {
  /// The pixels painted so far.
  public internal(set) var bitmap: Bitmap
  /// Pixels outside this rectangle are never touched.
  var clipRect: PixelRect
  /// Optional anti-aliased clip coverage inside `clipRect`.
  var clipMask: ClipMask?
  let rasterizer: OutlineRasterizer
  let stroker: OutlineStroker
  /// The rasterizer, scratch memory and memos shared with the layers painted for this canvas.
  let resources: CanvasResources
  var spans: [CoverageSpan] = []

  /// A canvas painting into `bitmap`.
  public init(bitmap: Bitmap) throws {
    try self.init(bitmap: bitmap, resources: CanvasResources())
  }

  private init(bitmap: Bitmap, resources: CanvasResources) {
    self.bitmap = bitmap
    clipRect = bitmap.bounds
    self.resources = resources
    rasterizer = resources.rasterizer
    stroker = resources.stroker
  }

  /// A canvas over a new bitmap filled with `background`.
  public init(width: Int, height: Int, scale: Int = 1, background: RGBAColor = .clear) throws {
    try self.init(bitmap: Bitmap(width: width, height: height, scale: scale, fill: background))
  }

  /// A canvas over a new bitmap filled with `background` that shares `other`'s rasterizer, scratch
  /// memory and memos: an offscreen layer painted for `other` (the same pixels as a canvas of its
  /// own, less set-up). Paint the two one at a time, never concurrently.
  public init(width: Int, height: Int, scale: Int = 1, background: RGBAColor = .clear, sharingWith other: Canvas)
    throws
  {
    self.init(
      bitmap: try Bitmap(width: width, height: height, scale: scale, fill: background), resources: other.resources)
  }

  /// The current clip's bounding pixels.
  public var clipBounds: PixelRect { clipRect }

  /// Runs `body` with the clip narrowed to `shape` (anti-aliased unless it is a pixel-aligned rectangle),
  /// then restores the previous clip.
  public mutating func withClip(_ shape: RasterShape, _ body: (inout Canvas) throws -> Void) throws {
    let savedRect = clipRect
    let savedMask = clipMask
    defer {
      clipRect = savedRect
      clipMask = savedMask
    }
    try narrowClip(to: shape)
    if !clipRect.isEmpty { try body(&self) }
  }

  private mutating func narrowClip(to shape: RasterShape) throws {
    guard shape.isFinite else { throw RasterError.invalidGeometry("clip shape \(shape) is not finite") }
    if case .rectangle(let rect) = shape, rect.isPixelAligned {
      clipRect = clipRect.intersection(rect.roundedPixels)
      if let mask = clipMask { clipMask = mask.cropped(to: clipRect) }
      return
    }
    let area = clipRect.intersection(shape.bounds.enclosingPixels)
    var path = OutlinePath()
    path.add(shape)
    spans.removeAll(keepingCapacity: true)
    try rasterizer.render(path, clip: (area.x, area.y, area.width, area.height), into: &spans)
    let mask = ClipMask(rect: area, spans: spans, inside: clipMask)
    clipRect = area
    clipMask = mask
  }

  /// Blends `color` through an 8-bit coverage mask (`width * height` values, row-major) whose
  /// top-left pixel lands at device pixel (x, y).
  ///
  /// Hot path for text: raw pointers, the clip-mask test hoisted out of the pixel loop, and opaque
  /// full-coverage pixels stored directly (the same word `Compositor.blend` would return).
  public mutating func fillMask(_ coverage: [UInt8], width: Int, height: Int, x: Int, y: Int, color: RGBAColor) {
    precondition(coverage.count >= width * height, "coverage has fewer than width * height values")
    let area = clipRect.intersection(PixelRect(x: x, y: y, width: width, height: height))
    guard !area.isEmpty, color.alpha > 0 else { return }
    let word = color.packed
    let stride = bitmap.width
    let mask = clipMask
    bitmap.pixels.withUnsafeMutableBytes { raw in
      let pixels = raw.bindMemory(to: UInt32.self).baseAddress!
      coverage.withUnsafeBufferPointer { source in
        let source = source.baseAddress!
        #if DEBUG
          // Debug builds: one pixel at a time in C (`CoverageBlender`'s SIMD types are calls at -Onone).
          guard let mask else {
            for row in area.y..<area.maxY {
              craster_blend_mask_row(
                source + ((row - y) * width - x), word, pixels + row * stride, area.x, area.maxX, nil)
            }
            return
          }
          mask.coverage.withUnsafeBufferPointer { maskBuffer in
            for row in area.y..<area.maxY {
              craster_blend_mask_row(
                source + ((row - y) * width - x), word, pixels + row * stride, area.x, area.maxX,
                maskBuffer.baseAddress! + ((row - mask.rect.y) * mask.rect.width - mask.rect.x))
            }
          }
        #else
          // Release builds: four opaque pixels at a time in 16-bit lanes, empty runs skipped
          // (`CoverageBlender`: exactly `Compositor.blend` at every pixel).
          // The blends over the background a glyph is drawn on (two of its box's corners agree) are
          // looked up: `BlendTableMemo`.
          let backdrop = Self.cornerBackdrop(pixels, stride: stride, area: area)
          let blender = CoverageBlender(
            word, backdrop: backdrop, filledTable: resources.blendTables.table(source: word, backdrop: backdrop))
          guard let mask else {
            for row in area.y..<area.maxY {
              blender.blend(
                source + ((row - y) * width - x), into: pixels + row * stride, from: area.x, to: area.maxX)
            }
            return
          }
          mask.coverage.withUnsafeBufferPointer { maskBuffer in
            for row in area.y..<area.maxY {
              blender.blend(
                source + ((row - y) * width - x), into: pixels + row * stride, from: area.x, to: area.maxX,
                mask: maskBuffer.baseAddress! + ((row - mask.rect.y) * mask.rect.width - mask.rect.x))
            }
          }
        #endif
      }
    }
  }
}

extension Canvas {
  /// The colour of at least two of `area`'s four corner pixels (the first corner when they all
  /// differ): nearly always the background under a glyph's box.
  static func cornerBackdrop(_ pixels: UnsafeMutablePointer<UInt32>, stride: Int, area: PixelRect) -> UInt32 {
    let top = pixels + area.y * stride
    let bottom = pixels + (area.maxY - 1) * stride
    let (a, b, c, d) = (top[area.x], top[area.maxX - 1], bottom[area.x], bottom[area.maxX - 1])
    if a == b || a == c || a == d { return a }
    if b == c || b == d { return b }
    return c == d ? c : a
  }
}

extension ClipMask {
  /// The part of this mask inside `rect` (which must lie within the mask's rectangle).
  func cropped(to target: PixelRect) -> ClipMask {
    var result = ClipMask(rect: target, value: 0)
    for row in 0..<target.height {
      let part = fullPart(y: target.y + row, start: target.x, end: target.maxX)
      if !part.isEmpty { result.noteFullRun(y: target.y + row, start: part.lowerBound, end: part.upperBound) }
      let sourceStart = (target.y - rect.y + row) * rect.width + (target.x - rect.x)
      let destinationStart = row * target.width
      for column in 0..<target.width {
        result.coverage[destinationStart + column] = coverage[sourceStart + column]
      }
    }
    return result
  }
}
