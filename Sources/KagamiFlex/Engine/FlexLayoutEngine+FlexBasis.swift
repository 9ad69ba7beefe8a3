/// Step 3: the flex basis of each child.
extension FlexLayoutEngine {
  /// Clamps a proposed size by the max size, switching max-content to fit-content when a max exists.
  func constrainMaxSize(
    _ node: FlexNode, _ direction: LayoutDirection, _ axis: FlexDirection, _ ownerAxisSize: Double,
    _ ownerWidth: Double, _ mode: inout SizingMode, _ size: inout Double
  ) {
    let maxSize =
      node.resolvedMax(isWidth: axis.isRow, direction, ownerAxisSize, ownerWidth)
      + node.marginForAxis(axis, ownerWidth)
    switch mode {
    case .stretchFit, .fitContent:
      if !maxSize.isNaN && !(size < maxSize) { size = maxSize }
    case .maxContent:
      if !maxSize.isNaN {
        mode = .fitContent
        size = maxSize
      }
    }
  }

  /// The child's cross alignment: its alignSelf, else the container's alignItems (baseline only in rows).
  func childAlignment(_ node: FlexNode, _ child: FlexNode) -> FlexAlign {
    let align = child.style.alignSelf == .auto ? node.style.alignItems : child.style.alignSelf
    if align == .baseline && node.style.flexDirection.isColumn { return .flexStart }
    return align
  }

  func computeFlexBasis(
    _ node: FlexNode, _ child: FlexNode, _ width: Double, _ widthMode: SizingMode, _ height: Double,
    _ ownerWidth: Double, _ ownerHeight: Double, _ heightMode: SizingMode, _ direction: LayoutDirection,
    depth: Int
  ) {
    let mainAxis = node.style.flexDirection.resolved(direction)
    let isMainAxisRow = mainAxis.isRow
    let mainAxisSize = isMainAxisRow ? width : height
    let mainAxisOwnerSize = isMainAxisRow ? ownerWidth : ownerHeight
    let resolvedBasis = child.resolveFlexBasis(direction, mainAxis, mainAxisOwnerSize, ownerWidth)
    let isRowDefinite = child.hasDefiniteLength(isWidth: true, ownerWidth)
    let isColumnDefinite = child.hasDefiniteLength(isWidth: false, ownerHeight)

    if !resolvedBasis.isNaN && !mainAxisSize.isNaN {
      if child.state.computedFlexBasis.isNaN {
        let paddingAndBorder = child.paddingAndBorderForAxis(mainAxis, direction, ownerWidth)
        child.state.computedFlexBasis = FlexMath.maxOrDefined(resolvedBasis, paddingAndBorder)
      }
    } else if isMainAxisRow && isRowDefinite {
      let paddingAndBorder = child.paddingAndBorderForAxis(.row, direction, ownerWidth)
      child.state.computedFlexBasis = FlexMath.maxOrDefined(
        child.resolvedDimension(direction, isWidth: true, ownerWidth, ownerWidth), paddingAndBorder)
    } else if !isMainAxisRow && isColumnDefinite {
      let paddingAndBorder = child.paddingAndBorderForAxis(.column, direction, ownerWidth)
      child.state.computedFlexBasis = FlexMath.maxOrDefined(
        child.resolvedDimension(direction, isWidth: false, ownerHeight, ownerWidth), paddingAndBorder)
    } else {
      var childWidth = Double.nan
      var childHeight = Double.nan
      var childWidthMode = SizingMode.maxContent
      var childHeightMode = SizingMode.maxContent
      let marginRow = child.marginForAxis(.row, ownerWidth)
      let marginColumn = child.marginForAxis(.column, ownerWidth)
      if isRowDefinite {
        childWidth = child.resolvedDimension(direction, isWidth: true, ownerWidth, ownerWidth) + marginRow
        childWidthMode = .stretchFit
      }
      if isColumnDefinite {
        childHeight = child.resolvedDimension(direction, isWidth: false, ownerHeight, ownerWidth) + marginColumn
        childHeightMode = .stretchFit
      }
      let scroll = node.style.overflow == .scroll
      if (!isMainAxisRow && scroll) || !scroll {
        if childWidth.isNaN && !width.isNaN {
          childWidth = width
          childWidthMode = .fitContent
        }
      }
      if (isMainAxisRow && scroll) || !scroll {
        if childHeight.isNaN && !height.isNaN {
          childHeight = height
          childHeightMode = .fitContent
        }
      }
      let ratio = child.resolvedAspectRatio
      if let ratio {
        if !isMainAxisRow && childWidthMode == .stretchFit {
          childHeight = marginColumn + (childWidth - marginRow) / ratio
          childHeightMode = .stretchFit
        } else if isMainAxisRow && childHeightMode == .stretchFit {
          childWidth = marginRow + (childHeight - marginColumn) * ratio
          childWidthMode = .stretchFit
        }
      }
      let stretches = childAlignment(node, child) == .stretch
      if !isMainAxisRow && !isRowDefinite && !width.isNaN && widthMode == .stretchFit && stretches
        && childWidthMode != .stretchFit
      {
        childWidth = width
        childWidthMode = .stretchFit
        if let ratio {
          childHeight = (childWidth - marginRow) / ratio
          childHeightMode = .stretchFit
        }
      }
      if isMainAxisRow && !isColumnDefinite && !height.isNaN && heightMode == .stretchFit && stretches
        && childHeightMode != .stretchFit
      {
        childHeight = height
        childHeightMode = .stretchFit
        if let ratio {
          childWidth = (childHeight - marginColumn) * ratio
          childWidthMode = .stretchFit
        }
      }
      constrainMaxSize(child, direction, .row, ownerWidth, ownerWidth, &childWidthMode, &childWidth)
      constrainMaxSize(child, direction, .column, ownerHeight, ownerWidth, &childHeightMode, &childHeight)
      layoutInternal(
        child, childWidth, childHeight, direction, childWidthMode, childHeightMode, ownerWidth, ownerHeight,
        performLayout: false, depth: depth)
      child.state.computedFlexBasis = FlexMath.maxOrDefined(
        child.state.measured(mainAxis), child.paddingAndBorderForAxis(mainAxis, direction, ownerWidth))
    }
  }

  /// Computes every child's flex basis; returns the sum of bases and main-axis margins.
  func computeFlexBases(
    _ node: FlexNode, _ children: [FlexNode], _ availableInnerWidth: Double, _ availableInnerHeight: Double,
    _ widthMode: SizingMode, _ heightMode: SizingMode, _ direction: LayoutDirection, _ mainAxis: FlexDirection,
    performLayout: Bool, depth: Int
  ) -> Double {
    var total = 0.0
    var singleFlexChild: FlexNode?
    let mainMode = mainAxis.isRow ? widthMode : heightMode
    if mainMode == .stretchFit {
      for child in children where child.isFlexible {
        if singleFlexChild != nil || FlexMath.inexactEquals(child.resolvedFlexGrow, 0)
          || FlexMath.inexactEquals(child.resolvedFlexShrink, 0)
        {
          singleFlexChild = nil
          break
        }
        singleFlexChild = child
      }
    }
    for child in children {
      if child.style.display == .none {
        zeroOutLayout(child)
        child.state.generation = generation
        continue
      }
      if performLayout {
        child.setInitialPosition(child.resolveDirection(direction), availableInnerWidth, availableInnerHeight)
      }
      if child.style.positionType == .absolute { continue }
      if child === singleFlexChild {
        child.state.computedFlexBasis = 0
      } else {
        computeFlexBasis(
          node, child, availableInnerWidth, widthMode, availableInnerHeight, availableInnerWidth,
          availableInnerHeight, heightMode, direction, depth: depth)
      }
      total += child.state.computedFlexBasis + child.marginForAxis(mainAxis, availableInnerWidth)
    }
    return total
  }
}
