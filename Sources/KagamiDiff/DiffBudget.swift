/// How many mismatched pixels still pass, as in Playwright's `toHaveScreenshot`: `maxDiffPixels`,
/// `maxDiffPixelRatio`, or both (the smaller allowance wins); neither allows none.
public struct DiffBudget: Equatable, Sendable {
  /// The most mismatched pixels that still pass.
  public var maxDiffPixels: Int?
  /// The largest fraction (0–1) of all pixels that may mismatch and still pass.
  public var maxDiffPixelRatio: Double?

  /// A budget from its parts; both nil means an exact match is required.
  public init(maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil) {
    self.maxDiffPixels = maxDiffPixels
    self.maxDiffPixelRatio = maxDiffPixelRatio
  }

  /// No mismatched pixel passes.
  public static let exact = DiffBudget()

  /// Throws unless `maxDiffPixels` ≥ 0 and `maxDiffPixelRatio` is in 0...1.
  public func validate() throws(DiffError) {
    if let maxDiffPixels, maxDiffPixels < 0 {
      throw .invalidOption("maxDiffPixels \(maxDiffPixels) must not be negative")
    }
    if let maxDiffPixelRatio, !(maxDiffPixelRatio.isFinite && (0...1).contains(maxDiffPixelRatio)) {
      throw .invalidOption("maxDiffPixelRatio \(maxDiffPixelRatio) must be between 0 and 1")
    }
  }

  /// The allowance for an image of `total` pixels (Playwright: `total × ratio`, not rounded).
  public func allowedPixels(total: Int) -> Double {
    let byCount = maxDiffPixels.map(Double.init)
    let byRatio = maxDiffPixelRatio.map { Double(total) * $0 }
    switch (byCount, byRatio) {
    case (let count?, let ratio?): return min(count, ratio)
    case (let count?, nil): return count
    case (nil, let ratio?): return ratio
    case (nil, nil): return 0
    }
  }

  /// True when `mismatched` pixels out of `total` are within the budget.
  public func accepts(mismatched: Int, total: Int) -> Bool {
    Double(mismatched) <= allowedPixels(total: total)
  }
}
