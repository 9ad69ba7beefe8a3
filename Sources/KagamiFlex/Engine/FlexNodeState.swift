/// The engine's working state and results for one node (Yoga's `LayoutResults`).
struct FlexNodeState {
  static let maxCachedMeasurements = 8

  var position = EdgeValues()
  var margin = EdgeValues()
  var border = EdgeValues()
  var padding = EdgeValues()
  var width = 0.0
  var height = 0.0
  var measuredWidth = Double.nan
  var measuredHeight = Double.nan
  var direction = LayoutDirection.inherit
  var computedFlexBasis = Double.nan
  var lineIndex = 0
  var hadOverflow = false
  var generation: UInt64 = 0
  var lastOwnerDirection = LayoutDirection.inherit
  var cachedLayout = CachedMeasurement()
  var cachedMeasurements = CachedMeasurements()
  var nextCachedMeasurement = 0
  var isRoot = false

  @_transparent func measured(_ isWidth: Bool) -> Double { isWidth ? measuredWidth : measuredHeight }

  mutating func setMeasured(_ value: Double, isWidth: Bool) {
    if isWidth { measuredWidth = value } else { measuredHeight = value }
  }

  @_transparent func measured(_ axis: FlexDirection) -> Double { axis.isRow ? measuredWidth : measuredHeight }

  mutating func setMeasured(_ value: Double, _ axis: FlexDirection) {
    if axis.isRow { measuredWidth = value } else { measuredHeight = value }
  }
}
