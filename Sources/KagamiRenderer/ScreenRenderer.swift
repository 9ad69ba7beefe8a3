// KagamiRenderer: paints laid-out DSL screens. `ScreenRenderer` lays a KagamiLayout view out and
// `TreePainter` paints the laid-out tree with KagamiRaster at the device scale, text through
// KagamiText's glyph cache (`Canvas.drawParagraph`).
// Design rules: every frame edge becomes a pixel edge by one rule (points × scale, rounded to
// nearest); group opacity goes through an offscreen layer composited with integer maths;
// `ScreenRenderer.render` → `Screenshot` is the one seam the snapshot harness calls.
import KagamiImage
import KagamiLayout
import KagamiRaster
import KagamiText

/// Renders DSL screens: lays a view out with injected traits (`ViewLayout`), then paints the
/// laid-out tree into a `Bitmap` at the device scale (`TreePainter`).
///
/// Not thread-safe (it owns a `FontSet` and an image cache): one per thread; render screens in
/// parallel with one renderer each. Reuse a renderer across screens: loading fonts is the slow part.
public final class ScreenRenderer {
  /// The fonts text is laid out and drawn with.
  public let fonts: FontSet
  /// Where relative fixture image paths are resolved (nil: the current directory).
  public let imageDirectory: String?
  private let context: LayoutContext

  /// A renderer drawing with `fonts` and loading fixture images from `imageDirectory`.
  public init(fonts: FontSet, imageDirectory: String? = nil) {
    self.fonts = fonts
    self.imageDirectory = imageDirectory
    context = LayoutContext(fonts: fonts, images: FixtureImageLoader.loader(directory: imageDirectory))
  }

  /// A renderer with Kagami's bundled fonts (`FontSet.bundled()`).
  public convenience init(imageDirectory: String? = nil) throws {
    self.init(fonts: try FontSet.bundled(), imageDirectory: imageDirectory)
  }

  /// Lays out and paints `view` on the traits' device. `layout` chooses how much of the screen is
  /// drawn (the device screen, the full content of scroll views, the view's own size or a fixed
  /// size; the screenshot's traits then name that device); `background` fills the whole screen first
  /// (nil: transparent). Throws `FlexLayoutError`, `ImageError` (missing or corrupt fixture, naming
  /// it), `TextError`, `ViewLayoutError` or `RasterError`; never crashes on bad input.
  public func render<V: View>(
    _ view: V, traits: Traits, layout: SnapshotLayout = .device, background: Color? = .background
  ) throws -> Screenshot {
    let traits = layout.resolve(traits).traits
    let tree = try ViewLayout.layout(view, traits: traits, context: context, layout: layout, background: background)
    guard Self.capturesTextBackdrops else {
      let bitmap = try paint(tree, traits: traits)
      return Screenshot(bitmap: bitmap, tree: tree, traits: traits, fontManifest: fonts.manifest.fonts)
    }
    let probe = TextBackdropProbe()
    let bitmap = try paint(tree, traits: traits, probe: probe)
    var screen = Screenshot(bitmap: bitmap, tree: tree, traits: traits, fontManifest: fonts.manifest.fonts)
    screen.textBackdrops = probe.backdrops
    screen.graphicBackdrops = probe.graphics
    return screen
  }

  /// When true, `render` also keeps what was under each text span as it painted
  /// (`Screenshot.textBackdrops`, the contrast audit's input), so an audited check paints its screen
  /// once. The probe only reads pixels: the screen's bytes are the same either way. Set by snapshot
  /// checks that audit (`assertPreviewSnapshots(audit:)`, `withImageSnapshotOptions`), task-local.
  @TaskLocal package static var capturesTextBackdrops = false

  /// When true, the probe finds each text span's coverage by drawing the span once more into a
  /// scratch canvas, its former way, instead of reading the glyph images (the same bytes):
  /// `kagami-bench snapshot` times both. Task-local.
  @TaskLocal package static var drawsTextCoverage = false

  /// Paints a laid-out tree into a new transparent bitmap of the tree's size at the device scale.
  ///
  /// A screen whose root paints nothing but an opaque background over the whole bitmap (the usual
  /// case) starts as a bitmap of that colour, and the root is painted without it: the same pixels
  /// as filling a clear bitmap, with one pass over the screen's memory instead of two.
  public func paint(_ tree: LaidOutNode, traits: Traits) throws -> Bitmap {
    try paint(tree, traits: traits, probe: nil)
  }

  /// Paints `tree` once more, as `paint(_:traits:)` does, and returns what was under each line of
  /// each text span just before its glyphs were drawn (the contrast audit's input), in painting
  /// order. The painted pixels are dropped; they are the same bytes as the screen's.
  public func textBackdrops(of tree: LaidOutNode, traits: Traits) throws -> [TextBackdrop] {
    try backdrops(of: tree, traits: traits).text
  }

  /// Paints `tree` once more and returns what was under each line of each text span and under
  /// each icon and control shape just before they were drawn (the contrast audits' input), in
  /// painting order. The painted pixels are dropped.
  public func backdrops(
    of tree: LaidOutNode, traits: Traits
  ) throws -> (text: [TextBackdrop], graphics: [GraphicBackdrop]) {
    let probe = TextBackdropProbe()
    let bitmap = try paint(tree, traits: traits, probe: probe)
    PixelBufferPool.shared.recycle(bitmap)
    return (probe.backdrops, probe.graphics)
  }

  func paint(_ tree: LaidOutNode, traits: Traits, probe: TextBackdropProbe?) throws -> Bitmap {
    let scale = traits.device.scale
    let size = TreePainter.pixelRect(tree.frame, scale: scale)
    var root = tree
    var fill = RGBAColor.clear
    var plain = NodePaint()
    plain.background = tree.paint.background
    if let background = tree.paint.background, background.alpha == 255, size.x == 0, size.y == 0,
      tree.paint == plain
    {
      fill = background
      root.paint.background = nil
    }
    var canvas = try Canvas(width: size.maxX, height: size.maxY, scale: scale, background: fill)
    let painter = TreePainter(fonts: fonts, scale: scale, probe: probe)
    try LargeStack.run { try painter.paint(root, on: &canvas, offsetX: 0, offsetY: 0) }
    return canvas.bitmap
  }
}
