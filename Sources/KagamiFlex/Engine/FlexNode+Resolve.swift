/// Per-node resolution helpers used by the engine (Yoga's `Node` methods).
extension FlexNode {
  /// The size style, or the max size when min and max are equal.
  func processedDimension(_ isWidth: Bool) -> FlexValue {
    guard setProperties.contains(.minMax) else { return dimension(isWidth) }
    let max = maxDimension(isWidth)
    if max.isDefined && max.inexactlyEquals(minDimension(isWidth)) { return max }
    return dimension(isWidth)
  }

  /// The border-box size along a dimension, or NaN.
  func resolvedDimension(
    _ direction: LayoutDirection, isWidth: Bool, _ reference: Double, _ ownerWidth: Double
  ) -> Double {
    let value = processedDimension(isWidth).resolve(reference)
    if style.boxSizing == .borderBox { return value }
    return value + paddingAndBorder(isWidth: isWidth, direction, ownerWidth)
  }

  /// Whether the size along a dimension is definite against `ownerSize`.
  func hasDefiniteLength(isWidth: Bool, _ ownerSize: Double) -> Bool {
    let used = processedDimension(isWidth).resolve(ownerSize)
    return !used.isNaN && used >= 0
  }

  /// The flex basis in points, or NaN when it is auto.
  func resolveFlexBasis(
    _ direction: LayoutDirection, _ axis: FlexDirection, _ reference: Double, _ ownerWidth: Double
  ) -> Double {
    var basis = style.flexBasis
    if basis == .auto || basis == .undefined {
      basis = (style.flex ?? 0) > 0 ? .points(0) : .auto
    }
    let value = basis.resolve(reference)
    if style.boxSizing == .borderBox { return value }
    return value + paddingAndBorder(isWidth: axis.isRow, direction, ownerWidth)
  }

  var resolvedFlexGrow: Double {
    if state.isRoot { return 0 }
    if let grow = style.flexGrow { return grow }
    if let flex = style.flex, flex > 0 { return flex }
    return 0
  }

  var resolvedFlexShrink: Double {
    if state.isRoot { return 0 }
    if let shrink = style.flexShrink { return shrink }
    if let flex = style.flex, flex < 0 { return -flex }
    return 0
  }

  var isFlexible: Bool {
    style.positionType != .absolute && (resolvedFlexGrow != 0 || resolvedFlexShrink != 0)
  }

  func resolveDirection(_ ownerDirection: LayoutDirection) -> LayoutDirection {
    guard case .inherit = style.direction else { return style.direction }
    if case .inherit = ownerDirection { return .ltr }
    return ownerDirection
  }

  func dimensionWithMargin(_ axis: FlexDirection, _ widthSize: Double) -> Double {
    state.measured(axis) + marginForAxis(axis, widthSize)
  }

  func isLayoutDimensionDefined(_ axis: FlexDirection) -> Bool {
    let value = state.measured(axis)
    return !value.isNaN && value >= 0
  }

  /// The children that take part in layout: `display: contents` children are replaced by theirs.
  var layoutChildren: [FlexNode] {
    @_transparent get { hasContentsChild ? childrenReplacingContents : children }
  }

  /// `layoutChildren` when a child has `display: contents`.
  private var childrenReplacingContents: [FlexNode] {
    var result: [FlexNode] = []
    for child in children {
      if child.style.display == .contents {
        result.append(contentsOf: child.layoutChildren)
      } else {
        result.append(child)
      }
    }
    return result
  }

  /// Relative offset on an axis from the insets (0 for static nodes).
  func relativePosition(_ axis: FlexDirection, _ direction: LayoutDirection, _ axisSize: Double) -> Double {
    if style.positionType == .static { return 0 }
    if hasInlineStartInset(axis, direction) { return inlineStartPosition(axis, direction, axisSize) }
    return -inlineEndPosition(axis, direction, axisSize)
  }

  /// Sets the initial position from margins and relative insets.
  func setInitialPosition(_ direction: LayoutDirection, _ ownerWidth: Double, _ ownerHeight: Double) {
    let respecting = state.isRoot ? LayoutDirection.ltr : direction
    let mainAxis = style.flexDirection.resolved(respecting)
    let crossAxis = mainAxis.crossAxis(respecting)
    let relativeMain = relativePosition(mainAxis, respecting, mainAxis.isRow ? ownerWidth : ownerHeight)
    let relativeCross = relativePosition(crossAxis, respecting, mainAxis.isRow ? ownerHeight : ownerWidth)
    state.position[mainAxis.inlineStartEdge(direction)] =
      inlineStartMargin(mainAxis, direction, ownerWidth) + relativeMain
    state.position[mainAxis.inlineEndEdge(direction)] =
      inlineEndMargin(mainAxis, direction, ownerWidth) + relativeMain
    state.position[crossAxis.inlineStartEdge(direction)] =
      inlineStartMargin(crossAxis, direction, ownerWidth) + relativeCross
    state.position[crossAxis.inlineEndEdge(direction)] =
      inlineEndMargin(crossAxis, direction, ownerWidth) + relativeCross
  }

  /// Padding plus border on both sides of an axis.
  func paddingAndBorderForAxis(_ axis: FlexDirection, _ direction: LayoutDirection, _ widthSize: Double) -> Double {
    if setProperties.isDisjoint(with: .paddingOrBorder) { return 0 }
    return flexStartPaddingAndBorder(axis, direction, widthSize) + flexEndPaddingAndBorder(axis, direction, widthSize)
  }

  /// Clamps a size to the min and max sizes.
  func boundAxisWithinMinAndMax(
    _ direction: LayoutDirection, _ axis: FlexDirection, _ value: Double, _ axisSize: Double, _ widthSize: Double
  ) -> Double {
    guard setProperties.contains(.minMax) else { return value }
    let isWidth = axis.isRow
    let minimum = resolvedMin(isWidth: isWidth, direction, axisSize, widthSize)
    let maximum = resolvedMax(isWidth: isWidth, direction, axisSize, widthSize)
    if !maximum.isNaN && maximum >= 0 && !value.isNaN && value > maximum { return maximum }
    if !minimum.isNaN && minimum >= 0 && !value.isNaN && value < minimum { return minimum }
    return value
  }

  /// Clamps a size to min and max and to at least the padding and border.
  func boundAxis(
    _ axis: FlexDirection, _ direction: LayoutDirection, _ value: Double, _ axisSize: Double, _ widthSize: Double
  ) -> Double {
    FlexMath.maxOrDefined(
      boundAxisWithinMinAndMax(direction, axis, value, axisSize, widthSize),
      paddingAndBorderForAxis(axis, direction, widthSize))
  }
}
