/// Step 11: absolutely positioned descendants, laid out by their containing block.
extension FlexLayoutEngine {
  func layoutAbsoluteDescendants(
    containing: FlexNode, current: FlexNode, widthMode: SizingMode, direction: LayoutDirection, depth: Int,
    leftOffset: Double, topOffset: Double, availableInnerWidth: Double, availableInnerHeight: Double
  ) {
    for child in current.layoutChildren {
      if child.style.display == .none { continue }
      if child.style.positionType == .absolute {
        let blockWidth = containing.state.measuredWidth - containing.borderForAxis(.row)
        let blockHeight = containing.state.measuredHeight - containing.borderForAxis(.column)
        layoutAbsoluteChild(
          containing: containing, node: current, child: child, blockWidth: blockWidth, blockHeight: blockHeight,
          widthMode: widthMode, direction: direction, depth: depth)
        let parentMain = current.style.flexDirection.resolved(direction)
        let parentCross = parentMain.crossAxis(direction)
        if parentMain.isReverse {
          let insets = parentMain.isRow ? child.style.position.horizontalDefined : child.style.position.verticalDefined
          setTrailingPosition(insets ? containing : current, child, parentMain)
        }
        if parentCross.isReverse {
          let insets =
            parentCross.isRow ? child.style.position.horizontalDefined : child.style.position.verticalDefined
          setTrailingPosition(insets ? containing : current, child, parentCross)
        }
        if child.style.position.horizontalDefined { child.state.position.left -= leftOffset }
        if child.style.position.verticalDefined { child.state.position.top -= topOffset }
      } else if child.style.positionType == .static {
        layoutAbsoluteDescendants(
          containing: containing, current: child, widthMode: widthMode,
          direction: child.resolveDirection(direction), depth: depth + 1,
          leftOffset: leftOffset + child.state.position.left, topOffset: topOffset + child.state.position.top,
          availableInnerWidth: availableInnerWidth, availableInnerHeight: availableInnerHeight)
      }
    }
  }

  func layoutAbsoluteChild(
    containing: FlexNode, node: FlexNode, child: FlexNode, blockWidth: Double, blockHeight: Double,
    widthMode: SizingMode, direction: LayoutDirection, depth: Int
  ) {
    let mainAxis = node.style.flexDirection.resolved(direction)
    let crossAxis = mainAxis.crossAxis(direction)
    var childWidth = Double.nan
    var childHeight = Double.nan
    let marginRow = child.marginForAxis(.row, blockWidth)
    let marginColumn = child.marginForAxis(.column, blockWidth)
    if child.hasDefiniteLength(isWidth: true, blockWidth) {
      childWidth = child.resolvedDimension(direction, isWidth: true, blockWidth, blockWidth) + marginRow
    } else if child.hasFlexStartInset(.row, direction) && child.hasFlexEndInset(.row, direction) {
      childWidth =
        containing.state.measuredWidth
        - (containing.flexStartBorder(.row, direction) + containing.flexEndBorder(.row, direction))
        - (child.flexStartPosition(.row, direction, blockWidth) + child.flexEndPosition(.row, direction, blockWidth))
      childWidth = child.boundAxis(.row, direction, childWidth, blockWidth, blockWidth)
    }
    if child.hasDefiniteLength(isWidth: false, blockHeight) {
      childHeight = child.resolvedDimension(direction, isWidth: false, blockHeight, blockWidth) + marginColumn
    } else if child.hasFlexStartInset(.column, direction) && child.hasFlexEndInset(.column, direction) {
      childHeight =
        containing.state.measuredHeight
        - (containing.flexStartBorder(.column, direction) + containing.flexEndBorder(.column, direction))
        - (child.flexStartPosition(.column, direction, blockHeight)
          + child.flexEndPosition(.column, direction, blockHeight))
      childHeight = child.boundAxis(.column, direction, childHeight, blockHeight, blockWidth)
    }
    if childWidth.isNaN != childHeight.isNaN, let ratio = child.resolvedAspectRatio {
      if childWidth.isNaN {
        childWidth = marginRow + (childHeight - marginColumn) * ratio
      } else {
        childHeight = marginColumn + (childWidth - marginRow) / ratio
      }
    }
    if childWidth.isNaN || childHeight.isNaN {
      var childWidthMode: SizingMode = childWidth.isNaN ? .maxContent : .stretchFit
      let childHeightMode: SizingMode = childHeight.isNaN ? .maxContent : .stretchFit
      if !mainAxis.isRow && childWidth.isNaN && widthMode != .maxContent && !blockWidth.isNaN && blockWidth > 0 {
        childWidth = blockWidth
        childWidthMode = .fitContent
      }
      layoutInternal(
        child, childWidth, childHeight, direction, childWidthMode, childHeightMode, blockWidth, blockHeight,
        performLayout: false, depth: depth)
      childWidth = child.state.measuredWidth + child.marginForAxis(.row, blockWidth)
      childHeight = child.state.measuredHeight + child.marginForAxis(.column, blockWidth)
    }
    layoutInternal(
      child, childWidth, childHeight, direction, .stretchFit, .stretchFit, blockWidth, blockHeight,
      performLayout: true, depth: depth)
    positionAbsoluteChild(
      containing: containing, parent: node, child: child, direction: direction, axis: mainAxis, isMainAxis: true,
      blockWidth: blockWidth, blockHeight: blockHeight)
    positionAbsoluteChild(
      containing: containing, parent: node, child: child, direction: direction, axis: crossAxis, isMainAxis: false,
      blockWidth: blockWidth, blockHeight: blockHeight)
  }

  private func positionAbsoluteChild(
    containing: FlexNode, parent: FlexNode, child: FlexNode, direction: LayoutDirection, axis: FlexDirection,
    isMainAxis: Bool, blockWidth: Double, blockHeight: Double
  ) {
    let blockSize = axis.isRow ? blockWidth : blockHeight
    let flips = axis.inlineStartEdge(direction) != axis.flexStartEdge
    if child.hasInlineStartInset(axis, direction) {
      let fromInlineStart =
        child.inlineStartPosition(axis, direction, blockSize) + containing.inlineStartBorder(axis, direction)
        + child.inlineStartMargin(axis, direction, blockSize)
      child.state.position[axis.flexStartEdge] =
        flips ? oppositeEdgePosition(fromInlineStart, axis, containing, child) : fromInlineStart
    } else if child.hasInlineEndInset(axis, direction) {
      let fromInlineStart =
        containing.state.measured(axis) - child.state.measured(axis)
        - containing.inlineEndBorder(axis, direction) - child.inlineEndMargin(axis, direction, blockSize)
        - child.inlineEndPosition(axis, direction, blockSize)
      child.state.position[axis.flexStartEdge] =
        flips ? oppositeEdgePosition(fromInlineStart, axis, containing, child) : fromInlineStart
    } else if isMainAxis {
      switch parent.style.justifyContent {
      case .flexStart, .spaceBetween: setFlexStartPosition(parent, child, direction, axis, blockWidth)
      case .flexEnd: setFlexEndPosition(parent, child, direction, axis, blockWidth)
      case .center, .spaceAround, .spaceEvenly: setCenterPosition(parent, child, direction, axis, blockWidth)
      }
    } else {
      var alignment = childAlignment(parent, child)
      if parent.style.flexWrap == .wrapReverse {
        if alignment == .flexEnd {
          alignment = .flexStart
        } else if alignment != .center {
          alignment = .flexEnd
        }
      }
      switch alignment {
      case .flexEnd: setFlexEndPosition(parent, child, direction, axis, blockWidth)
      case .center: setCenterPosition(parent, child, direction, axis, blockWidth)
      default: setFlexStartPosition(parent, child, direction, axis, blockWidth)
      }
    }
  }

  private func setFlexStartPosition(
    _ parent: FlexNode, _ child: FlexNode, _ direction: LayoutDirection, _ axis: FlexDirection, _ blockWidth: Double
  ) {
    let edge = axis.flexStartEdge
    child.state.position[edge] =
      child.flexStartMargin(axis, direction, blockWidth) + parent.state.border[edge] + parent.state.padding[edge]
  }

  private func setFlexEndPosition(
    _ parent: FlexNode, _ child: FlexNode, _ direction: LayoutDirection, _ axis: FlexDirection, _ blockWidth: Double
  ) {
    let end = axis.flexEndEdge
    let position =
      parent.state.border[end] + child.flexEndMargin(axis, direction, blockWidth) + parent.state.padding[end]
    child.state.position[axis.flexStartEdge] = oppositeEdgePosition(position, axis, parent, child)
  }

  private func setCenterPosition(
    _ parent: FlexNode, _ child: FlexNode, _ direction: LayoutDirection, _ axis: FlexDirection, _ blockWidth: Double
  ) {
    let start = axis.flexStartEdge
    let end = axis.flexEndEdge
    let contentBox =
      parent.state.measured(axis) - parent.state.border[start] - parent.state.border[end]
      - parent.state.padding[start] - parent.state.padding[end]
    let outer = child.state.measured(axis) + child.marginForAxis(axis, blockWidth)
    child.state.position[start] =
      (contentBox - outer) / 2 + parent.state.border[start] + child.flexStartMargin(axis, direction, blockWidth)
      + parent.state.padding[start]
  }
}
