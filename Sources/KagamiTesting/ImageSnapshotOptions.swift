import KagamiDiff

/// How an image snapshot is compared after its pixel hash differs from the baseline's. The default
/// is exact: any pixel whose RGBA bytes differ fails the check. Tolerance is opt-in, per assertion
/// (`ImageSnapshotOptions(threshold: 0.1, maxDiffPixels: 20)`) or per scope
/// (`withImageSnapshotOptions(_:operation:)`), and a check that passes only thanks to it says so.
public struct ImageSnapshotOptions: Equatable, Sendable {
  /// Which pixels count as mismatched: every changed pixel, or pixelmatch's perceptual rule.
  public var rule: MismatchRule
  /// How many mismatched pixels still pass; none by default.
  public var budget: DiffBudget
  /// Areas left out of the comparison: `.node("RecipeCard#timestamp")` or `.rect(x:y:width:height:)`.
  /// Masking is not a tolerance: the rest of the image is still compared with `rule`.
  public var masks: [DiffMask]
  /// The accessibility audit run with the check (findings beside the baseline as `.audit.txt` and
  /// in the result record; Docs/accessibility-audit.md); nil: none. It never changes the image.
  public var audit: AuditPolicy?
  /// Keep only the snapshot's pixel hash in its suite's baseline index, and no PNG
  /// (Docs/baselines-index.md, *Hash-only snapshots*): a passing check passes from the hash; a
  /// failing one names the command that renders the reference from the merge base.
  public var storesHashOnly = false

  /// Options from their parts.
  public init(rule: MismatchRule, budget: DiffBudget = .exact, masks: [DiffMask] = [], audit: AuditPolicy? = nil) {
    self.rule = rule
    self.budget = budget
    self.masks = masks
    self.audit = audit
  }

  /// Options named after what they tolerate. With no argument but `masks`, the comparison is exact.
  /// - Parameters:
  ///   - threshold: pixelmatch's colour-distance threshold (0–1): a changed pixel whose YIQ distance
  ///     is at most this does not count. nil (the default) counts every changed pixel.
  ///   - ignoringAntialiasing: leave out pixels that pixelmatch detects as anti-aliasing.
  ///   - maxDiffPixels: how many counted pixels still pass.
  ///   - maxDiffPixelRatio: which fraction (0–1) of all pixels may count and still pass.
  ///   - masks: areas left out of the comparison.
  ///   - audit: the accessibility audit run with the check; nil: none.
  public init(
    threshold: Double? = nil, ignoringAntialiasing: Bool = false, maxDiffPixels: Int? = nil,
    maxDiffPixelRatio: Double? = nil, masks: [DiffMask] = [], audit: AuditPolicy? = nil
  ) {
    let rule: MismatchRule
    if threshold == nil, !ignoringAntialiasing {
      rule = .anyChange
    } else {
      rule = .perceptual(DiffOptions(threshold: threshold ?? 0, includeAA: !ignoringAntialiasing))
    }
    self.init(
      rule: rule, budget: DiffBudget(maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio),
      masks: masks, audit: audit)
  }

  /// These options with the accessibility audit `policy` (warn only by default).
  public func auditing(_ policy: AuditPolicy = .warn) -> ImageSnapshotOptions {
    var options = self
    options.audit = policy
    return options
  }

  /// These options keeping only the pixel hash in the suite's baseline index, no PNG.
  public func hashOnly() -> ImageSnapshotOptions {
    var options = self
    options.storesHashOnly = true
    return options
  }

  /// Every changed pixel fails the check (masks still apply).
  public static let exact = ImageSnapshotOptions(rule: .anyChange)

  /// pixelmatch's defaults as a tolerance: threshold 0.1, anti-aliasing ignored, no pixel over it.
  public static let pixelmatchDefaults = ImageSnapshotOptions(rule: .pixelmatch)

  /// True when a changed pixel can pass: a perceptual rule or a non-zero budget.
  public var toleratesChanges: Bool {
    rule != .anyChange || (budget.maxDiffPixels ?? 0) > 0 || (budget.maxDiffPixelRatio ?? 0) > 0
  }

  /// A short description for messages: the rule, and the budget when there is one.
  public var summary: String {
    var text = rule.summary
    if let count = budget.maxDiffPixels { text += ", at most \(count) pixels" }
    if let ratio = budget.maxDiffPixelRatio { text += ", at most a fraction \(ratio) of the pixels" }
    return text
  }

  /// The options of the innermost `withImageSnapshotOptions` scope; `.exact` outside any.
  public static var scoped: ImageSnapshotOptions { ScopedImageOptions.current ?? .exact }
}

/// Runs `operation` with `options` as the image comparison of every image strategy created inside
/// it that does not name its own options (like swift-snapshot-testing's `withSnapshotTesting`).
public func withImageSnapshotOptions<Result>(
  _ options: ImageSnapshotOptions, operation: () throws -> Result
) rethrows -> Result {
  try ScopedImageOptions.$current.withValue(options, operation: operation)
}

/// Runs the async `operation` with `options` as the image comparison of every image strategy created
/// inside it that does not name its own options.
public func withImageSnapshotOptions<Result>(
  _ options: ImageSnapshotOptions, isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async rethrows -> Result {
  try await ScopedImageOptions.$current.withValue(options, operation: operation, isolation: isolation)
}

/// The task-local behind `withImageSnapshotOptions`.
enum ScopedImageOptions {
  @TaskLocal static var current: ImageSnapshotOptions?
}
