/// The main routine: sizes a node under constraints and, when `performLayout`, positions its children.
extension FlexLayoutEngine {
  func layoutImpl(
    _ node: FlexNode, _ availableWidth: Double, _ availableHeight: Double, _ ownerDirection: LayoutDirection,
    _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double,
    performLayout: Bool, depth: Int
  ) {
    let direction = node.resolveDirection(ownerDirection)
    node.state.direction = direction
    let rowAxis = FlexDirection.row.resolved(direction)
    let columnAxis = FlexDirection.column.resolved(direction)
    let startEdge: PhysicalEdge = direction.isRightToLeft ? .right : .left
    let endEdge: PhysicalEdge = direction.isRightToLeft ? .left : .right

    let marginRowLeading = node.inlineStartMargin(rowAxis, direction, ownerWidth)
    let marginRowTrailing = node.inlineEndMargin(rowAxis, direction, ownerWidth)
    let marginColumnLeading = node.inlineStartMargin(columnAxis, direction, ownerWidth)
    let marginColumnTrailing = node.inlineEndMargin(columnAxis, direction, ownerWidth)
    node.state.margin[startEdge] = marginRowLeading
    node.state.margin[endEdge] = marginRowTrailing
    node.state.margin.top = marginColumnLeading
    node.state.margin.bottom = marginColumnTrailing
    let marginAxisRow = marginRowLeading + marginRowTrailing
    let marginAxisColumn = marginColumnLeading + marginColumnTrailing
    node.state.border[startEdge] = node.inlineStartBorder(rowAxis, direction)
    node.state.border[endEdge] = node.inlineEndBorder(rowAxis, direction)
    node.state.border.top = node.inlineStartBorder(columnAxis, direction)
    node.state.border.bottom = node.inlineEndBorder(columnAxis, direction)
    node.state.padding[startEdge] = node.inlineStartPadding(rowAxis, direction, ownerWidth)
    node.state.padding[endEdge] = node.inlineEndPadding(rowAxis, direction, ownerWidth)
    node.state.padding.top = node.inlineStartPadding(columnAxis, direction, ownerWidth)
    node.state.padding.bottom = node.inlineEndPadding(columnAxis, direction, ownerWidth)

    let outerWidth = availableWidth - marginAxisRow
    let outerHeight = availableHeight - marginAxisColumn
    if let measure = node.measure {
      measureWithFunction(
        node, measure, direction, outerWidth, outerHeight, widthMode, heightMode, ownerWidth, ownerHeight)
      return
    }
    let children = node.layoutChildren
    if children.isEmpty {
      measureWithoutChildren(node, direction, outerWidth, outerHeight, widthMode, heightMode, ownerWidth, ownerHeight)
      return
    }
    if !performLayout
      && measureFixedSize(node, direction, outerWidth, outerHeight, widthMode, heightMode, ownerWidth, ownerHeight)
    {
      return
    }
    node.state.hadOverflow = false

    // Step 1: values for the rest of the algorithm.
    let mainAxis = node.style.flexDirection.resolved(direction)
    let crossAxis = mainAxis.crossAxis(direction)
    let isMainAxisRow = mainAxis.isRow
    let wraps = node.style.flexWrap != .noWrap
    let mainAxisOwnerSize = isMainAxisRow ? ownerWidth : ownerHeight
    let crossAxisOwnerSize = isMainAxisRow ? ownerHeight : ownerWidth
    let paddingAndBorderMain = node.paddingAndBorderForAxis(mainAxis, direction, ownerWidth)
    let paddingAndBorderCross = node.paddingAndBorderForAxis(crossAxis, direction, ownerWidth)
    let leadingPaddingAndBorderCross = node.flexStartPaddingAndBorder(crossAxis, direction, ownerWidth)
    var mainMode = isMainAxisRow ? widthMode : heightMode
    let crossMode = isMainAxisRow ? heightMode : widthMode
    let paddingAndBorderRow = isMainAxisRow ? paddingAndBorderMain : paddingAndBorderCross
    let paddingAndBorderColumn = isMainAxisRow ? paddingAndBorderCross : paddingAndBorderMain

    // Step 2: available size in the main and cross directions.
    let availableInnerWidth = availableInnerDimension(
      node, direction, isWidth: true, outerWidth, paddingAndBorderRow, ownerWidth, ownerWidth)
    let availableInnerHeight = availableInnerDimension(
      node, direction, isWidth: false, outerHeight, paddingAndBorderColumn, ownerHeight, ownerWidth)
    var availableInnerMainDim = isMainAxisRow ? availableInnerWidth : availableInnerHeight
    let availableInnerCrossDim = isMainAxisRow ? availableInnerHeight : availableInnerWidth

    // Step 3: flex basis of each item.
    var totalMainDim = computeFlexBases(
      node, children, availableInnerWidth, availableInnerHeight, widthMode, heightMode, direction, mainAxis,
      performLayout: performLayout, depth: depth)
    if children.count > 1 {
      totalMainDim +=
        node.gap(along: mainAxis, ownerSize: availableInnerMainDim) * Double(children.count - 1)
    }
    let mainAxisOverflows = mainMode != .maxContent && totalMainDim > availableInnerMainDim
    if wraps && mainAxisOverflows && mainMode == .fitContent { mainMode = .stretchFit }

    // Step 4: lines.
    var start = 0
    // Minimums a line lowered (`relaxMinimums`) hold until the node is laid out: the children's own
    // layouts (after cross-axis stretching too) must see them.
    var relaxedMinimums: [RelaxedMinimum] = []
    defer { restoreMinimums(relaxedMinimums, isWidth: mainAxis.isRow) }
    var lineCount = 0
    var totalLineCrossDim = 0.0
    let crossAxisGap = node.gap(along: crossAxis, ownerSize: availableInnerCrossDim)
    var maxLineMainDim = 0.0
    while start < children.count {
      var line = collectLine(
        node, children, ownerDirection, ownerWidth, mainAxisOwnerSize, availableInnerWidth, availableInnerMainDim,
        start: start, lineIndex: lineCount)
      start = line.endIndex
      let canSkipFlex = !performLayout && crossMode == .stretchFit

      // Step 5: flexible lengths.
      var sizeBasedOnContent = false
      if mainMode != .stretchFit {
        let minInnerWidth = node.resolvedMin(isWidth: true, direction, ownerWidth, ownerWidth) - paddingAndBorderRow
        let maxInnerWidth = node.resolvedMax(isWidth: true, direction, ownerWidth, ownerWidth) - paddingAndBorderRow
        let minInnerHeight =
          node.resolvedMin(isWidth: false, direction, ownerHeight, ownerWidth) - paddingAndBorderColumn
        let maxInnerHeight =
          node.resolvedMax(isWidth: false, direction, ownerHeight, ownerWidth) - paddingAndBorderColumn
        let minInnerMain = isMainAxisRow ? minInnerWidth : minInnerHeight
        let maxInnerMain = isMainAxisRow ? maxInnerWidth : maxInnerHeight
        if !minInnerMain.isNaN && line.sizeConsumed < minInnerMain {
          availableInnerMainDim = minInnerMain
        } else if !maxInnerMain.isNaN && line.sizeConsumed > maxInnerMain {
          availableInnerMainDim = maxInnerMain
        } else {
          if (!line.totalFlexGrowFactors.isNaN && line.totalFlexGrowFactors == 0)
            || (!node.resolvedFlexGrow.isNaN && node.resolvedFlexGrow == 0)
          {
            availableInnerMainDim = line.sizeConsumed
          }
          sizeBasedOnContent = true
        }
      }
      if !sizeBasedOnContent && !availableInnerMainDim.isNaN {
        line.remainingFreeSpace = availableInnerMainDim - line.sizeConsumed
      } else if line.sizeConsumed < 0 {
        line.remainingFreeSpace = -line.sizeConsumed
      }
      let context = LineContext(
        mainAxis: mainAxis, crossAxis: crossAxis, direction: direction, ownerWidth: ownerWidth,
        mainAxisOwnerSize: mainAxisOwnerSize, availableInnerMainDim: availableInnerMainDim,
        availableInnerCrossDim: availableInnerCrossDim, availableInnerWidth: availableInnerWidth,
        availableInnerHeight: availableInnerHeight, mainAxisOverflows: mainAxisOverflows, crossMode: crossMode,
        performLayout: performLayout, depth: depth, children: children)
      if !canSkipFlex { relaxedMinimums += resolveFlexibleLengths(node, &line, context) }
      node.state.hadOverflow = node.state.hadOverflow || line.remainingFreeSpace < 0

      // Step 6: justification and the line's cross size.
      justifyMainAxis(node, &line, context, mainMode: mainMode)
      var containerCrossAxis = availableInnerCrossDim
      if crossMode != .stretchFit {
        containerCrossAxis =
          node.boundAxis(
            crossAxis, direction, line.crossDim + paddingAndBorderCross, crossAxisOwnerSize, ownerWidth)
          - paddingAndBorderCross
      }
      if !wraps && crossMode == .stretchFit { line.crossDim = availableInnerCrossDim }
      if !wraps {
        line.crossDim =
          node.boundAxis(
            crossAxis, direction, line.crossDim + paddingAndBorderCross, crossAxisOwnerSize, ownerWidth)
          - paddingAndBorderCross
      }

      // Step 7: cross-axis alignment.
      if performLayout {
        alignItemsInLine(
          node, line, context, containerCrossAxis: containerCrossAxis,
          leadingPaddingAndBorderCross: leadingPaddingAndBorderCross, totalLineCrossDim: totalLineCrossDim)
      }
      totalLineCrossDim += line.crossDim + (lineCount != 0 ? crossAxisGap : 0)
      maxLineMainDim = FlexMath.maxOrDefined(maxLineMainDim, line.mainDim)
      lineCount += 1
    }

    // Step 8: multi-line content alignment.
    if performLayout && (wraps || isBaselineLayout(node)) {
      alignContent(
        node, children, lineCount: lineCount, direction: direction, mainAxis: mainAxis, crossAxis: crossAxis,
        crossMode: crossMode, availableInnerWidth: availableInnerWidth, availableInnerHeight: availableInnerHeight,
        availableInnerCrossDim: availableInnerCrossDim, crossAxisOwnerSize: crossAxisOwnerSize,
        ownerWidth: ownerWidth, paddingAndBorderCross: paddingAndBorderCross,
        leadingPaddingAndBorderCross: leadingPaddingAndBorderCross, totalLineCrossDim: totalLineCrossDim,
        crossAxisGap: crossAxisGap, depth: depth)
    }

    // Step 9: final dimensions.
    node.state.measuredWidth = node.boundAxis(.row, direction, outerWidth, ownerWidth, ownerWidth)
    node.state.measuredHeight = node.boundAxis(.column, direction, outerHeight, ownerHeight, ownerWidth)
    let scroll = node.style.overflow == .scroll
    if mainMode == .maxContent || (!scroll && mainMode == .fitContent) {
      node.state.setMeasured(
        node.boundAxis(mainAxis, direction, maxLineMainDim, mainAxisOwnerSize, ownerWidth), mainAxis)
    } else if mainMode == .fitContent && scroll {
      node.state.setMeasured(
        FlexMath.maxOrDefined(
          FlexMath.minOrDefined(
            availableInnerMainDim + paddingAndBorderMain,
            node.boundAxisWithinMinAndMax(direction, mainAxis, maxLineMainDim, mainAxisOwnerSize, ownerWidth)),
          paddingAndBorderMain), mainAxis)
    }
    if crossMode == .maxContent || (!scroll && crossMode == .fitContent) {
      node.state.setMeasured(
        node.boundAxis(
          crossAxis, direction, totalLineCrossDim + paddingAndBorderCross, crossAxisOwnerSize, ownerWidth),
        crossAxis)
    } else if crossMode == .fitContent && scroll {
      node.state.setMeasured(
        FlexMath.maxOrDefined(
          FlexMath.minOrDefined(
            availableInnerCrossDim + paddingAndBorderCross,
            node.boundAxisWithinMinAndMax(
              direction, crossAxis, totalLineCrossDim + paddingAndBorderCross, crossAxisOwnerSize, ownerWidth)),
          paddingAndBorderCross), crossAxis)
    }

    if performLayout && node.style.flexWrap == .wrapReverse {
      for child in children where child.style.positionType != .absolute {
        child.state.position[crossAxis.flexStartEdge] =
          node.state.measured(crossAxis) - child.state.position[crossAxis.flexStartEdge]
          - child.state.measured(crossAxis)
      }
    }

    if performLayout {
      // Step 10: trailing positions for reversed axes.
      if mainAxis.isReverse || crossAxis.isReverse {
        for child in children where child.style.display != .none && child.style.positionType != .absolute {
          if mainAxis.isReverse { setTrailingPosition(node, child, mainAxis) }
          if crossAxis.isReverse { setTrailingPosition(node, child, crossAxis) }
        }
      }
      // Step 11: absolute descendants, laid out by their containing block.
      if node.style.positionType != .static || depth == 1 {
        layoutAbsoluteDescendants(
          containing: node, current: node, widthMode: isMainAxisRow ? mainMode : crossMode, direction: direction,
          depth: depth, leftOffset: 0, topOffset: 0, availableInnerWidth: availableInnerWidth,
          availableInnerHeight: availableInnerHeight)
      }
    }
  }

  /// The position of the opposite edge of `child` inside `container` along `axis`.
  func oppositeEdgePosition(_ position: Double, _ axis: FlexDirection, _ container: FlexNode, _ child: FlexNode)
    -> Double
  {
    container.state.measured(axis) - child.state.measured(axis) - position
  }

  func setTrailingPosition(_ node: FlexNode, _ child: FlexNode, _ axis: FlexDirection) {
    child.state.position[axis.flexEndEdge] = oppositeEdgePosition(
      child.state.position[axis.flexStartEdge], axis, node, child)
  }
}
