import KagamiDiff

/// How an image snapshot is compared after its pixel hash differs from the baseline's: pixelmatch
/// options, a Playwright-style budget and masks (by node id or rectangle).
public struct ImageSnapshotOptions: Equatable, Sendable {
  /// pixelmatch's options (threshold, includeAA, diff colours).
  public var diff: DiffOptions
  /// How many mismatched pixels still pass; exact by default.
  public var budget: DiffBudget
  /// Areas left out of the comparison: `.node("RecipeCard#timestamp")` or `.rect(x:y:width:height:)`.
  public var masks: [DiffMask]

  /// Options from their parts; the defaults require an exact match.
  public init(diff: DiffOptions = .pixelmatch, budget: DiffBudget = .exact, masks: [DiffMask] = []) {
    self.diff = diff
    self.budget = budget
    self.masks = masks
  }

  /// Options with a budget of `maxDiffPixels` and/or `maxDiffPixelRatio`.
  public init(
    maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil, threshold: Double = 0.1, masks: [DiffMask] = []
  ) {
    var diff = DiffOptions.pixelmatch
    diff.threshold = threshold
    self.init(
      diff: diff, budget: DiffBudget(maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio), masks: masks)
  }

  /// An exact comparison.
  public static let exact = ImageSnapshotOptions()
}
