import CDiff
import KagamiImage

/// A configured comparison: which pixels count (exact by default), a budget, masks, and the named
/// regions masks by node id refer to. A value; build one and call `compare` as often as needed.
public struct ImageDiff: Equatable, Sendable {
  /// Which pixels count as mismatched: every changed pixel (default) or pixelmatch's perceptual rule.
  public var rule: MismatchRule
  /// How many mismatched pixels still pass.
  public var budget: DiffBudget
  /// Areas left out of the comparison.
  public var masks: [DiffMask]
  /// The rectangles `DiffMask.node` names refer to (e.g. frames from a laid-out tree).
  public var regions: [NamedRegion]
  /// The colour masked areas are painted with in both images before comparing (they then show, faded,
  /// in the diff image). Playwright's default, magenta.
  public var maskColor: RGBAColor
  /// The colour of changed pixels that the pixelmatch drawing leaves unmarked (below its threshold):
  /// with it, the diff image shows every changed pixel. Default blue.
  public var belowThresholdColor: RGBAColor
  /// True to draw the diff image as marks on a transparent background (pixelmatch's `diffMask`):
  /// unchanged pixels cost nothing to draw or to encode; a viewer shows it over the faded reference.
  public var drawsMarksOnly = false
  /// True, with `drawsMarksOnly`, to draw only the smallest rectangle holding every changed pixel
  /// (`DiffResult.imageRegion` says where it lies): a small change of a large screen then costs a
  /// small image to draw, encode and load. The count and the marks are the whole image's.
  public var drawsChangedRegionOnly = false

  /// A comparison from its parts; the defaults count every changed pixel, allow none, and mask nothing.
  public init(
    rule: MismatchRule = .anyChange, budget: DiffBudget = .exact, masks: [DiffMask] = [],
    regions: [NamedRegion] = [], maskColor: RGBAColor = .maskMagenta,
    belowThresholdColor: RGBAColor = .belowThresholdBlue
  ) {
    self.rule = rule
    self.budget = budget
    self.masks = masks
    self.regions = regions
    self.maskColor = maskColor
    self.belowThresholdColor = belowThresholdColor
  }

  /// A pixelmatch comparison with `options` (the perceptual rule), as `kagami diff` runs it.
  public init(options: DiffOptions, budget: DiffBudget = .exact, masks: [DiffMask] = []) {
    self.init(rule: .perceptual(options), budget: budget, masks: masks)
  }

  /// Compares `actual` with `expected`; draws the diff image when `drawImage`. Throws
  /// `DiffError.sizeMismatch` when the sizes differ and `invalidOption` for a bad option or budget.
  public func compare(_ expected: Bitmap, _ actual: Bitmap, drawImage: Bool = true)
    throws(DiffError)
    -> DiffResult
  {
    let rules = rule.drawingOptions
    var drawing = rules
    drawing.diffMask = drawing.diffMask || drawsMarksOnly
    try drawing.validate()
    try budget.validate()
    try Pixelmatch.checkSizes(expected, actual)
    var first = expected
    var second = actual
    var rects: [PixelRect] = []
    for mask in masks { rects += try mask.rects(in: regions) }
    if !rects.isEmpty {
      paint(rects, on: &first)
      paint(rects, on: &second)
    }
    var change = Self.scan(first, second)
    var result = DiffResult(
      width: expected.width, height: expected.height, mismatched: 0,
      allowed: budget.allowedPixels(total: expected.width * expected.height), image: nil, change: change)
    // pixelmatch counts nothing in identical images, so only a drawing needs it then.
    var drawnCount = 0
    if drawImage {
      let whole = PixelRect(x: 0, y: 0, width: first.width, height: first.height)
      let region = drawing.diffMask && drawsChangedRegionOnly ? change.bounds ?? whole : whole
      var (count, image) = try Pixelmatch.diff(first, second, options: drawing, region: region)
      if let bounds = change.bounds {
        markUnmarked(&image, at: region, first, second, drawing: drawing, within: bounds)
      }
      drawnCount = count
      result.image = image
      result.imageRegion = region == whole ? nil : region
    } else if change.changedPixels > 0, case .perceptual = rule {
      drawnCount = try Pixelmatch.count(first, second, options: drawing)
    }
    switch rule {
    case .anyChange: result.mismatched = change.changedPixels
    case .perceptual: result.mismatched = drawnCount
    }
    if change.changedPixels == 0 {
      change.pixelmatchDefaultCount = 0
    } else if rules == .pixelmatch, drawImage || rule != .anyChange {
      change.pixelmatchDefaultCount = drawnCount
    } else {
      change.pixelmatchDefaultCount = try Pixelmatch.count(first, second, options: .pixelmatch)
    }
    result.change = change
    return result
  }

  /// The exact change summary of two images of one size.
  static func scan(_ first: Bitmap, _ second: Bitmap) -> PixelChange {
    first.pixels.withUnsafeBufferPointer { a in
      second.pixels.withUnsafeBufferPointer { b in
        PixelChange.scan(a.baseAddress!, b.baseAddress!, width: first.width, height: first.height)
      }
    }
  }

  /// Paints `belowThresholdColor` on every changed pixel that the pixelmatch drawing did not mark
  /// with its diff or anti-aliasing colour; `bounds` holds every changed pixel.
  private func markUnmarked(
    _ image: inout Bitmap, at region: PixelRect, _ first: Bitmap, _ second: Bitmap, drawing: DiffOptions,
    within bounds: PixelRect
  ) {
    // A drawn pixel is opaque, so only opaque marks can match one.
    let marks = [drawing.diffColor, drawing.diffColorAlt ?? drawing.diffColor, drawing.aaColor]
      .filter { $0.alpha == 255 }.map(cdiff_color.init)
    let width = first.width
    first.pixels.withUnsafeBufferPointer { a in
      second.pixels.withUnsafeBufferPointer { b in
        image.pixels.withUnsafeMutableBufferPointer { out in
          cdiff_mark_unmarked(
            a.baseAddress!, b.baseAddress!, Int64(width), cdiff_rect(bounds), out.baseAddress!, cdiff_rect(region),
            marks, Int64(marks.count), cdiff_color(belowThresholdColor))
        }
      }
    }
  }

  /// Paints the mask colour, opaque, over `rects` (clipped to the image).
  private func paint(_ rects: [PixelRect], on image: inout Bitmap) {
    let width = image.width
    let height = image.height
    let word =
      UInt32(maskColor.red) | UInt32(maskColor.green) << 8 | UInt32(maskColor.blue) << 16
      | 0xFF00_0000
    image.pixels.withUnsafeMutableBytes { raw in
      for rect in rects {
        let (columns, rows) = rect.clipped(width: width, height: height)
        guard !columns.isEmpty else { continue }
        for row in rows {
          for column in columns {
            raw.storeBytes(
              of: word.littleEndian, toByteOffset: (row * width + column) * 4, as: UInt32.self)
          }
        }
      }
    }
  }
}
