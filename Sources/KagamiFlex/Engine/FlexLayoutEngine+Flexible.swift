/// Step 5: resolving flexible lengths (Yoga's two-pass approximation of the spec's loop).
/// Percent min/max of the items resolve against the container's owner size here, as in the Yoga release
/// the conformance fixtures come from (newer Yoga keeps this only behind `FlexItemPercentMinMaxAgainstOwner`).
extension FlexLayoutEngine {
  /// Parameters shared by the passes over one line.
  struct LineContext {
    var mainAxis: FlexDirection
    var crossAxis: FlexDirection
    var direction: LayoutDirection
    var ownerWidth: Double
    var mainAxisOwnerSize: Double
    var availableInnerMainDim: Double
    var availableInnerCrossDim: Double
    var availableInnerWidth: Double
    var availableInnerHeight: Double
    var mainAxisOverflows: Bool
    var crossMode: SizingMode
    var performLayout: Bool
    var depth: Int
    /// The container's layout children (the line's items are among them, see `FlexLine`).
    var children: [FlexNode]
  }

  /// Returns the minimums it lowered (Kagami's `relaxMinimums`), for the caller to restore once the
  /// node is laid out.
  func resolveFlexibleLengths(_ node: FlexNode, _ line: inout FlexLine, _ context: LineContext) -> [RelaxedMinimum] {
    let originalFreeSpace = line.remainingFreeSpace
    let relaxed = relaxMinimums(line, context)
    if !freezeShrinkingItems(&line, context) { distributeFirstPass(&line, context) }
    let distributed = distributeSecondPass(node, &line, context)
    line.remainingFreeSpace = originalFreeSpace - distributed
    return relaxed
  }

  /// Freezes items whose min or max triggers and removes them from the free space.
  private func distributeFirstPass(_ line: inout FlexLine, _ context: LineContext) {
    var deltaFreeSpace = 0.0
    let children = context.children
    for index in line.startIndex..<line.endIndex where children[index].isLineItem {
      let child = children[index]
      let basis = child.boundAxisWithinMinAndMax(
        context.direction, context.mainAxis, child.state.computedFlexBasis, context.mainAxisOwnerSize,
        context.ownerWidth)
      if line.remainingFreeSpace < 0 {
        let scaledShrink = -child.resolvedFlexShrink * basis
        if !scaledShrink.isNaN && scaledShrink != 0 {
          let base = basis + line.remainingFreeSpace / line.totalFlexShrinkScaledFactors * scaledShrink
          let bound = child.boundAxis(
            context.mainAxis, context.direction, base, context.availableInnerMainDim, context.availableInnerWidth)
          if !base.isNaN && !bound.isNaN && base != bound {
            deltaFreeSpace += bound - basis
            line.totalFlexShrinkScaledFactors -= -child.resolvedFlexShrink * child.state.computedFlexBasis
          }
        }
      } else if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace > 0 {
        let grow = child.resolvedFlexGrow
        if !grow.isNaN && grow != 0 {
          let base = basis + line.remainingFreeSpace / line.totalFlexGrowFactors * grow
          let bound = child.boundAxis(
            context.mainAxis, context.direction, base, context.availableInnerMainDim, context.availableInnerWidth)
          if !base.isNaN && !bound.isNaN && base != bound {
            deltaFreeSpace += bound - basis
            line.totalFlexGrowFactors -= grow
          }
        }
      }
    }
    line.remainingFreeSpace -= deltaFreeSpace
  }

  /// Sizes every item of the line and lays it out (or measures it); returns the space distributed.
  private func distributeSecondPass(_ node: FlexNode, _ line: inout FlexLine, _ context: LineContext) -> Double {
    var deltaFreeSpace = 0.0
    let isMainAxisRow = context.mainAxis.isRow
    let wraps = node.style.flexWrap != .noWrap
    let crossAxis = context.crossAxis
    let direction = context.direction
    let children = context.children
    for index in line.startIndex..<line.endIndex where children[index].isLineItem {
      let child = children[index]
      let basis = child.boundAxisWithinMinAndMax(
        direction, context.mainAxis, child.state.computedFlexBasis, context.mainAxisOwnerSize, context.ownerWidth)
      var updatedMainSize = basis
      if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace < 0 {
        let scaledShrink = -child.resolvedFlexShrink * basis
        if scaledShrink != 0 {
          let childSize: Double
          if !line.totalFlexShrinkScaledFactors.isNaN && line.totalFlexShrinkScaledFactors == 0 {
            childSize = basis + scaledShrink
          } else {
            childSize = basis + (line.remainingFreeSpace / line.totalFlexShrinkScaledFactors) * scaledShrink
          }
          updatedMainSize = child.boundAxis(
            context.mainAxis, direction, childSize, context.availableInnerMainDim, context.availableInnerWidth)
        }
      } else if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace > 0 {
        let grow = child.resolvedFlexGrow
        if !grow.isNaN && grow != 0 {
          updatedMainSize = child.boundAxis(
            context.mainAxis, direction, basis + line.remainingFreeSpace / line.totalFlexGrowFactors * grow,
            context.availableInnerMainDim, context.availableInnerWidth)
        }
      }
      deltaFreeSpace += updatedMainSize - basis

      let marginMain = child.marginForAxis(context.mainAxis, context.availableInnerWidth)
      let marginCross = child.marginForAxis(crossAxis, context.availableInnerWidth)
      var childCrossSize = Double.nan
      var childMainSize = updatedMainSize + marginMain
      var childCrossMode: SizingMode
      var childMainMode = SizingMode.stretchFit
      let crossIsWidth = crossAxis.isRow
      let alignment = childAlignment(node, child)
      let crossMarginAuto =
        child.flexStartMarginIsAuto(crossAxis, direction) || child.flexEndMarginIsAuto(crossAxis, direction)
      if let ratio = child.resolvedAspectRatio {
        childCrossSize = isMainAxisRow ? (childMainSize - marginMain) / ratio : (childMainSize - marginMain) * ratio
        childCrossMode = .stretchFit
        childCrossSize += marginCross
      } else if !context.availableInnerCrossDim.isNaN
        && !child.hasDefiniteLength(isWidth: crossIsWidth, context.availableInnerCrossDim)
        && context.crossMode == .stretchFit && !(wraps && context.mainAxisOverflows) && alignment == .stretch
        && !crossMarginAuto
      {
        childCrossSize = context.availableInnerCrossDim
        childCrossMode = .stretchFit
      } else if !child.hasDefiniteLength(isWidth: crossIsWidth, context.availableInnerCrossDim) {
        childCrossSize = context.availableInnerCrossDim
        childCrossMode = childCrossSize.isNaN ? .maxContent : .fitContent
      } else {
        childCrossSize =
          child.resolvedDimension(
            direction, isWidth: crossIsWidth, context.availableInnerCrossDim, context.availableInnerWidth)
          + marginCross
        let loosePercent = child.processedDimension(crossIsWidth).isPercent && context.crossMode != .stretchFit
        childCrossMode = childCrossSize.isNaN || loosePercent ? .maxContent : .stretchFit
      }
      constrainMaxSize(
        child, direction, context.mainAxis, context.availableInnerMainDim, context.availableInnerWidth,
        &childMainMode, &childMainSize)
      constrainMaxSize(
        child, direction, crossAxis, context.availableInnerCrossDim, context.availableInnerWidth, &childCrossMode,
        &childCrossSize)
      let requiresStretchLayout =
        !child.hasDefiniteLength(isWidth: crossIsWidth, context.availableInnerCrossDim) && alignment == .stretch
        && !crossMarginAuto
      let childWidth = isMainAxisRow ? childMainSize : childCrossSize
      let childHeight = isMainAxisRow ? childCrossSize : childMainSize
      let childWidthMode = isMainAxisRow ? childMainMode : childCrossMode
      let childHeightMode = isMainAxisRow ? childCrossMode : childMainMode
      let isLayoutPass = context.performLayout && !requiresStretchLayout
      layoutInternal(
        child, childWidth, childHeight, node.state.direction, childWidthMode, childHeightMode,
        context.availableInnerWidth, context.availableInnerHeight, performLayout: isLayoutPass, depth: context.depth)
      node.state.hadOverflow = node.state.hadOverflow || child.state.hadOverflow
    }
    return deltaFreeSpace
  }
}
