/// A configured comparison: pixelmatch options, a budget, masks, and the named regions masks by
/// node id refer to. A value; build one and call `compare` as often as needed.
public struct ImageDiff: Equatable, Sendable {
  /// pixelmatch's options.
  public var options: DiffOptions
  /// How many mismatched pixels still pass.
  public var budget: DiffBudget
  /// Areas left out of the comparison.
  public var masks: [DiffMask]
  /// The rectangles `DiffMask.node` names refer to (e.g. frames from a laid-out tree).
  public var regions: [NamedRegion]
  /// The colour masked areas are painted with in both images before comparing (they then show, faded,
  /// in the diff image). Playwright's default, magenta.
  public var maskColor: DiffColor

  /// A comparison from its parts; defaults are pixelmatch's options, an exact budget and no mask.
  public init(
    options: DiffOptions = .pixelmatch, budget: DiffBudget = .exact, masks: [DiffMask] = [],
    regions: [NamedRegion] = [], maskColor: DiffColor = .magenta
  ) {
    self.options = options
    self.budget = budget
    self.masks = masks
    self.regions = regions
    self.maskColor = maskColor
  }

  /// Compares `actual` with `expected`; draws the diff image when `drawImage`. Throws
  /// `DiffError.sizeMismatch` when the sizes differ and `invalidOption` for a bad option or budget.
  public func compare(_ expected: DiffImage, _ actual: DiffImage, drawImage: Bool = true)
    throws(DiffError)
    -> DiffResult
  {
    try options.validate()
    try budget.validate()
    try Pixelmatch.checkSizes(expected, actual)
    var first = expected
    var second = actual
    var rects: [MaskRect] = []
    for mask in masks { rects += try mask.rects(in: regions) }
    if !rects.isEmpty {
      paint(rects, on: &first)
      paint(rects, on: &second)
    }
    var result = DiffResult(
      width: expected.width, height: expected.height, mismatched: 0,
      allowed: budget.allowedPixels(total: expected.pixelCount), image: nil)
    if drawImage {
      let (mismatched, image) = try Pixelmatch.diff(first, second, options: options)
      result.mismatched = mismatched
      result.image = image
    } else {
      result.mismatched = try Pixelmatch.count(first, second, options: options)
    }
    return result
  }

  /// Paints the mask colour, opaque, over `rects` (clipped to the image).
  private func paint(_ rects: [MaskRect], on image: inout DiffImage) {
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
