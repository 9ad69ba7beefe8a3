/// Gaps between items: `column` separates items along a row, `row` separates rows; `all` is the fallback.
public struct FlexGap: Hashable, Sendable {
  /// The gap for both directions unless a specific one is set.
  public var all = FlexValue.undefined
  /// The gap between columns (along a row's main axis).
  public var column = FlexValue.undefined
  /// The gap between rows (along a column's main axis).
  public var row = FlexValue.undefined

  /// No gaps.
  public init() {}

  /// The gap between items laid out along `axis`, resolved against `ownerSize` and floored at 0.
  func resolved(along axis: FlexDirection, ownerSize: Double) -> Double {
    let specific = axis.isRow ? column : row
    let value = specific.isDefined ? specific : all
    return FlexMath.maxOrDefined(value.resolve(ownerSize), 0)
  }
}
