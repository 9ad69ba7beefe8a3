/// Steps 7 and 8: cross-axis alignment within a line and distribution of lines.
extension FlexLayoutEngine {
  func alignItemsInLine(
    _ node: FlexNode, _ line: FlexLine, _ context: LineContext, containerCrossAxis: Double,
    leadingPaddingAndBorderCross: Double, totalLineCrossDim: Double
  ) {
    let mainAxis = context.mainAxis
    let crossAxis = context.crossAxis
    let direction = context.direction
    let isMainAxisRow = mainAxis.isRow
    let innerWidth = context.availableInnerWidth
    let children = context.children
    for index in line.startIndex..<line.endIndex where children[index].isLineItem {
      let child = children[index]
      var leadingCrossDim = leadingPaddingAndBorderCross
      let alignment = childAlignment(node, child)
      let startAuto = child.flexStartMarginIsAuto(crossAxis, direction)
      let endAuto = child.flexEndMarginIsAuto(crossAxis, direction)
      if alignment == .stretch && !startAuto && !endAuto {
        if !child.hasDefiniteLength(isWidth: crossAxis.isRow, context.availableInnerCrossDim) {
          var childMainSize = child.state.measured(mainAxis)
          var childCrossSize: Double
          if let ratio = child.resolvedAspectRatio {
            childCrossSize =
              child.marginForAxis(crossAxis, innerWidth)
              + (isMainAxisRow ? childMainSize / ratio : childMainSize * ratio)
          } else {
            childCrossSize = line.crossDim
          }
          childMainSize += child.marginForAxis(mainAxis, innerWidth)
          var childMainMode = SizingMode.stretchFit
          var childCrossMode = SizingMode.stretchFit
          constrainMaxSize(
            child, direction, mainAxis, context.availableInnerMainDim, innerWidth, &childMainMode, &childMainSize)
          constrainMaxSize(
            child, direction, crossAxis, context.availableInnerCrossDim, innerWidth, &childCrossMode,
            &childCrossSize)
          let childWidth = isMainAxisRow ? childMainSize : childCrossSize
          let childHeight = isMainAxisRow ? childCrossSize : childMainSize
          let crossDoesNotGrow = node.style.alignContent != .stretch && node.style.flexWrap != .noWrap
          let childWidthMode: SizingMode =
            childWidth.isNaN || (!isMainAxisRow && crossDoesNotGrow) ? .maxContent : .stretchFit
          let childHeightMode: SizingMode =
            childHeight.isNaN || (isMainAxisRow && crossDoesNotGrow) ? .maxContent : .stretchFit
          layoutInternal(
            child, childWidth, childHeight, direction, childWidthMode, childHeightMode, innerWidth,
            context.availableInnerHeight, performLayout: true, depth: context.depth)
        }
        if child.style.alignsClampedStretchLikeParent {
          let remaining = line.crossDim - child.dimensionWithMargin(crossAxis, innerWidth)
          if remaining > 0 {
            switch node.style.alignItems {
            case .flexStart: break
            case .flexEnd: leadingCrossDim += remaining
            default: leadingCrossDim += remaining / 2
            }
          }
        }
      } else {
        let remaining = containerCrossAxis - child.dimensionWithMargin(crossAxis, innerWidth)
        if startAuto && endAuto {
          leadingCrossDim += FlexMath.maxOrDefined(0, remaining / 2)
        } else if endAuto {
          // Nothing: the auto end margin takes the space.
        } else if startAuto {
          leadingCrossDim += FlexMath.maxOrDefined(0, remaining)
        } else if alignment == .flexStart {
          // Nothing.
        } else if alignment == .center {
          leadingCrossDim += remaining / 2
        } else {
          leadingCrossDim += remaining
        }
      }
      child.state.position[crossAxis.flexStartEdge] += totalLineCrossDim + leadingCrossDim
    }
  }

  func alignContent(
    _ node: FlexNode, _ children: [FlexNode], lineCount: Int, direction: LayoutDirection, mainAxis: FlexDirection,
    crossAxis: FlexDirection, crossMode: SizingMode, availableInnerWidth: Double, availableInnerHeight: Double,
    availableInnerCrossDim: Double, crossAxisOwnerSize: Double, ownerWidth: Double, paddingAndBorderCross: Double,
    leadingPaddingAndBorderCross: Double, totalLineCrossDim: Double, crossAxisGap: Double, depth: Int
  ) {
    var leadPerLine = 0.0
    var currentLead = leadingPaddingAndBorderCross
    var extraSpacePerLine = 0.0
    let isMainAxisRow = mainAxis.isRow
    let crossIsWidth = crossAxis.isRow
    let unclampedCrossDim: Double
    if crossMode == .stretchFit {
      unclampedCrossDim = availableInnerCrossDim + paddingAndBorderCross
    } else if node.hasDefiniteLength(isWidth: crossIsWidth, crossAxisOwnerSize) {
      unclampedCrossDim = node.resolvedDimension(direction, isWidth: crossIsWidth, crossAxisOwnerSize, ownerWidth)
    } else {
      unclampedCrossDim = totalLineCrossDim + paddingAndBorderCross
    }
    let innerCrossDim =
      node.boundAxis(crossAxis, direction, unclampedCrossDim, crossAxisOwnerSize, ownerWidth) - paddingAndBorderCross
    let remaining = innerCrossDim - totalLineCrossDim
    let lines = Double(lineCount)
    switch remaining >= 0 ? node.style.alignContent : Self.fallback(node.style.alignContent) {
    case .flexEnd: currentLead += remaining
    case .center: currentLead += remaining / 2
    case .stretch: extraSpacePerLine = remaining / lines
    case .spaceAround:
      currentLead += remaining / (2 * lines)
      leadPerLine = remaining / lines
    case .spaceEvenly:
      currentLead += remaining / (lines + 1)
      leadPerLine = remaining / (lines + 1)
    case .spaceBetween:
      if lineCount > 1 { leadPerLine = remaining / (lines - 1) }
    case .auto, .flexStart, .baseline: break
    }
    var endIndex = 0
    for lineIndex in 0..<lineCount {
      let startIndex = endIndex
      var index = startIndex
      var lineHeight = 0.0
      var maxAscent = 0.0
      var maxDescent = 0.0
      while index < children.count {
        let child = children[index]
        defer { index += 1 }
        if child.style.display == .none || child.style.positionType == .absolute { continue }
        if child.state.lineIndex != lineIndex {
          index -= 1
          break
        }
        if child.isLayoutDimensionDefined(crossAxis) {
          lineHeight = FlexMath.maxOrDefined(
            lineHeight, child.state.measured(crossAxis) + child.marginForAxis(crossAxis, availableInnerWidth))
        }
        if childAlignment(node, child) == .baseline {
          let ascent = baseline(child) + child.flexStartMargin(.column, direction, availableInnerWidth)
          let descent =
            child.state.measuredHeight + child.marginForAxis(.column, availableInnerWidth) - ascent
          maxAscent = FlexMath.maxOrDefined(maxAscent, ascent)
          maxDescent = FlexMath.maxOrDefined(maxDescent, descent)
          lineHeight = FlexMath.maxOrDefined(lineHeight, maxAscent + maxDescent)
        }
      }
      endIndex = index
      currentLead += lineIndex != 0 ? crossAxisGap : 0
      lineHeight += extraSpacePerLine
      for child in children[startIndex..<endIndex]
      where child.style.display != .none && child.style.positionType != .absolute {
        switch childAlignment(node, child) {
        case .flexStart:
          child.state.position[crossAxis.flexStartEdge] =
            currentLead + child.flexStartPosition(crossAxis, direction, availableInnerWidth)
        case .flexEnd:
          child.state.position[crossAxis.flexStartEdge] =
            currentLead + lineHeight - child.flexEndMargin(crossAxis, direction, availableInnerWidth)
            - child.state.measured(crossAxis)
        case .center:
          child.state.position[crossAxis.flexStartEdge] =
            currentLead + (lineHeight - child.state.measured(crossAxis)) / 2
        case .stretch:
          child.state.position[crossAxis.flexStartEdge] =
            currentLead + child.flexStartMargin(crossAxis, direction, availableInnerWidth)
          if !child.hasDefiniteLength(isWidth: crossIsWidth, availableInnerCrossDim) {
            let childWidth =
              isMainAxisRow
              ? child.state.measuredWidth + child.marginForAxis(mainAxis, availableInnerWidth)
              : leadPerLine + lineHeight
            let childHeight =
              !isMainAxisRow
              ? child.state.measuredHeight + child.marginForAxis(crossAxis, availableInnerWidth)
              : leadPerLine + lineHeight
            if !(FlexMath.inexactEquals(childWidth, child.state.measuredWidth)
              && FlexMath.inexactEquals(childHeight, child.state.measuredHeight))
            {
              layoutInternal(
                child, childWidth, childHeight, direction, .stretchFit, .stretchFit, availableInnerWidth,
                availableInnerHeight, performLayout: true, depth: depth)
            }
          }
        case .baseline:
          child.state.position.top =
            currentLead + maxAscent - baseline(child)
            + child.flexStartPosition(.column, direction, availableInnerCrossDim)
        case .auto, .spaceBetween, .spaceAround, .spaceEvenly: break
        }
      }
      currentLead = currentLead + leadPerLine + lineHeight
    }
  }
}
