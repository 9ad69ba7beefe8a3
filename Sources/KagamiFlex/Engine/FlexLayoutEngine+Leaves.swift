/// Sizing of leaves and of nodes whose size is fixed by their constraints.
extension FlexLayoutEngine {
  /// Sizes a node through its measure function.
  func measureWithFunction(
    _ node: FlexNode, _ measure: FlexMeasureFunction, _ direction: LayoutDirection, _ availableWidth: Double,
    _ availableHeight: Double, _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Double,
    _ ownerHeight: Double
  ) {
    let width = widthMode == .maxContent ? Double.nan : availableWidth
    let height = heightMode == .maxContent ? Double.nan : availableHeight
    let padding = node.state.padding
    let border = node.state.border
    let paddingAndBorderRow = padding.left + padding.right + border.left + border.right
    let paddingAndBorderColumn = padding.top + padding.bottom + border.top + border.bottom
    let innerWidth = width.isNaN ? width : FlexMath.maxOrDefined(0, width - paddingAndBorderRow)
    let innerHeight = height.isNaN ? height : FlexMath.maxOrDefined(0, height - paddingAndBorderColumn)
    if widthMode == .stretchFit && heightMode == .stretchFit {
      node.state.measuredWidth = node.boundAxis(.row, direction, width, ownerWidth, ownerWidth)
      node.state.measuredHeight = node.boundAxis(.column, direction, height, ownerHeight, ownerWidth)
      return
    }
    let size = measure(innerWidth, widthMode.measureMode, innerHeight, heightMode.measureMode)
    let measuredWidth = Self.sanitized(size.width)
    let measuredHeight = Self.sanitized(size.height)
    node.state.measuredWidth = node.boundAxis(
      .row, direction, widthMode == .stretchFit ? width : measuredWidth + paddingAndBorderRow, ownerWidth, ownerWidth)
    node.state.measuredHeight = node.boundAxis(
      .column, direction, heightMode == .stretchFit ? height : measuredHeight + paddingAndBorderColumn, ownerHeight,
      ownerWidth)
  }

  /// A measured length made finite and non-negative (NaN, negative and infinite results become 0).
  static func sanitized(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 0
  }

  /// Sizes a node without children: the available size, or its padding and border.
  func measureWithoutChildren(
    _ node: FlexNode, _ direction: LayoutDirection, _ availableWidth: Double, _ availableHeight: Double,
    _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double
  ) {
    let padding = node.state.padding
    let border = node.state.border
    var width = availableWidth
    if widthMode != .stretchFit { width = padding.left + padding.right + border.left + border.right }
    node.state.measuredWidth = node.boundAxis(.row, direction, width, ownerWidth, ownerWidth)
    var height = availableHeight
    if heightMode != .stretchFit { height = padding.top + padding.bottom + border.top + border.bottom }
    node.state.measuredHeight = node.boundAxis(.column, direction, height, ownerHeight, ownerWidth)
  }

  /// Sizes a node whose constraints fix its size; false when they do not.
  func measureFixedSize(
    _ node: FlexNode, _ direction: LayoutDirection, _ availableWidth: Double, _ availableHeight: Double,
    _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double
  ) -> Bool {
    func isFixed(_ size: Double, _ mode: SizingMode) -> Bool {
      mode == .stretchFit || (!size.isNaN && mode == .fitContent && size <= 0)
    }
    guard isFixed(availableWidth, widthMode) && isFixed(availableHeight, heightMode) else { return false }
    let width = availableWidth.isNaN || (widthMode == .fitContent && availableWidth < 0) ? 0 : availableWidth
    let height = availableHeight.isNaN || (heightMode == .fitContent && availableHeight < 0) ? 0 : availableHeight
    node.state.measuredWidth = node.boundAxis(.row, direction, width, ownerWidth, ownerWidth)
    node.state.measuredHeight = node.boundAxis(.column, direction, height, ownerHeight, ownerWidth)
    return true
  }

  /// Zeroes the layout of a `display: none` subtree.
  func zeroOutLayout(_ node: FlexNode) {
    var stack = [node]
    while let current = stack.popLast() {
      let isRoot = current.state.isRoot
      current.state = FlexNodeState()
      current.state.isRoot = isRoot
      stack.append(contentsOf: current.children)
    }
  }

  /// The available inner size along a dimension, clamped by min and max.
  func availableInnerDimension(
    _ node: FlexNode, _ direction: LayoutDirection, isWidth: Bool, _ available: Double, _ paddingAndBorder: Double,
    _ ownerDim: Double, _ ownerWidth: Double
  ) -> Double {
    var inner = available - paddingAndBorder
    if !inner.isNaN {
      let minimum = node.resolvedMin(isWidth: isWidth, direction, ownerDim, ownerWidth)
      let minInner = minimum.isNaN ? 0 : minimum - paddingAndBorder
      let maximum = node.resolvedMax(isWidth: isWidth, direction, ownerDim, ownerWidth)
      let maxInner = maximum.isNaN ? Double.greatestFiniteMagnitude : maximum - paddingAndBorder
      inner = FlexMath.maxOrDefined(FlexMath.minOrDefined(inner, maxInner), minInner)
    }
    return inner
  }
}
