// Step 4: collecting flex items into lines.
extension FlexLayoutEngine {
  /// Step 4: collects the items of the line starting at `start`.
  func collectLine(
    _ node: FlexNode, _ children: [FlexNode], _ ownerDirection: LayoutDirection, _ ownerWidth: Double,
    _ mainAxisOwnerSize: Double, _ availableInnerWidth: Double, _ availableInnerMainDim: Double, start: Int,
    lineIndex: Int
  ) -> FlexLine {
    var line = FlexLine()
    line.startIndex = start
    var sizeConsumedIncludingMin = 0.0
    let direction = node.resolveDirection(ownerDirection)
    let mainAxis = node.style.flexDirection.resolved(direction)
    let wraps = node.style.flexWrap != .noWrap
    let gap = node.gap(along: mainAxis, ownerSize: availableInnerMainDim)
    var index = start
    var firstIndex = start
    while index < children.count {
      let child = children[index]
      if !child.isLineItem {
        if firstIndex == index { firstIndex += 1 }
        index += 1
        continue
      }
      if child.flexStartMarginIsAuto(mainAxis, ownerDirection) { line.autoMargins += 1 }
      if child.flexEndMarginIsAuto(mainAxis, ownerDirection) { line.autoMargins += 1 }
      let isFirst = index == firstIndex
      child.state.lineIndex = lineIndex
      let margin = child.marginForAxis(mainAxis, availableInnerWidth)
      let leadingGap = isFirst ? 0 : gap
      let basis = child.boundAxisWithinMinAndMax(
        direction, mainAxis, child.state.computedFlexBasis, mainAxisOwnerSize, ownerWidth)
      if sizeConsumedIncludingMin + basis + margin + leadingGap > availableInnerMainDim && wraps
        && line.itemCount > 0
      {
        break
      }
      sizeConsumedIncludingMin += basis + margin + leadingGap
      line.sizeConsumed += basis + margin + leadingGap
      if child.isFlexible {
        line.totalFlexGrowFactors += child.resolvedFlexGrow
        line.totalFlexShrinkScaledFactors += -child.resolvedFlexShrink * child.state.computedFlexBasis
      }
      line.itemCount += 1
      line.lastItemIndex = index
      index += 1
    }
    if line.totalFlexGrowFactors > 0 && line.totalFlexGrowFactors < 1 { line.totalFlexGrowFactors = 1 }
    if line.totalFlexShrinkScaledFactors > 0 && line.totalFlexShrinkScaledFactors < 1 {
      line.totalFlexShrinkScaledFactors = 1
    }
    line.endIndex = index
    return line
  }
}

extension FlexNode {
  /// Whether the node is an item of its container's lines (not `display: none`, not absolute).
  @_transparent var isLineItem: Bool { style.display != .none && style.positionType != .absolute }
}
