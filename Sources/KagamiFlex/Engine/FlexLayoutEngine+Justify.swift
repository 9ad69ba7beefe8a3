/// Step 6: main-axis justification and the line's cross size.
extension FlexLayoutEngine {
  func justifyMainAxis(
    _ node: FlexNode, _ line: inout FlexLine, _ context: LineContext, mainMode: SizingMode
  ) {
    let mainAxis = context.mainAxis
    let direction = context.direction
    let leadingPaddingAndBorder = node.flexStartPaddingAndBorder(mainAxis, direction, context.ownerWidth)
    let trailingPaddingAndBorder = node.flexEndPaddingAndBorder(mainAxis, direction, context.ownerWidth)
    let gap = node.gap(along: mainAxis, ownerSize: context.availableInnerMainDim)
    if mainMode == .fitContent && line.remainingFreeSpace > 0 {
      let minimum = node.resolvedMin(
        isWidth: mainAxis.isRow, direction, context.mainAxisOwnerSize, context.ownerWidth)
      if node.minDimension(mainAxis.isRow).isDefined && !minimum.isNaN {
        let minAvailable = minimum - leadingPaddingAndBorder - trailingPaddingAndBorder
        let occupied = context.availableInnerMainDim - line.remainingFreeSpace
        line.remainingFreeSpace = FlexMath.maxOrDefined(0, minAvailable - occupied)
      } else {
        line.remainingFreeSpace = 0
      }
    }
    var leading = 0.0
    var between = gap
    let justify = line.remainingFreeSpace >= 0 ? node.style.justifyContent : Self.fallback(node.style.justifyContent)
    let count = Double(line.itemCount)
    if line.autoMargins == 0 {
      switch justify {
      case .center: leading = line.remainingFreeSpace / 2
      case .flexEnd: leading = line.remainingFreeSpace
      case .spaceBetween:
        if line.itemCount > 1 { between += line.remainingFreeSpace / (count - 1) }
      case .spaceEvenly:
        leading = line.remainingFreeSpace / (count + 1)
        between += leading
      case .spaceAround:
        leading = 0.5 * line.remainingFreeSpace / count
        between += leading * 2
      case .flexStart: break
      }
    }
    line.mainDim = leadingPaddingAndBorder + leading
    line.crossDim = 0
    var maxAscent = 0.0
    var maxDescent = 0.0
    let baselineLayout = isBaselineLayout(node)
    let children = context.children
    let last = line.lastItemIndex >= 0 ? children[line.lastItemIndex] : nil
    for index in line.startIndex..<line.endIndex where children[index].isLineItem {
      let child = children[index]
      if child.flexStartMarginIsAuto(mainAxis, direction) && line.remainingFreeSpace > 0 {
        line.mainDim += line.remainingFreeSpace / Double(line.autoMargins)
      }
      if context.performLayout {
        child.state.position[mainAxis.flexStartEdge] += line.mainDim
      }
      if child !== last { line.mainDim += between }
      if child.flexEndMarginIsAuto(mainAxis, direction) && line.remainingFreeSpace > 0 {
        line.mainDim += line.remainingFreeSpace / Double(line.autoMargins)
      }
      let canSkipFlex = !context.performLayout && context.crossMode == .stretchFit
      if canSkipFlex {
        line.mainDim +=
          child.marginForAxis(mainAxis, context.availableInnerWidth) + child.state.computedFlexBasis
        line.crossDim = context.availableInnerCrossDim
      } else {
        line.mainDim += child.dimensionWithMargin(mainAxis, context.availableInnerWidth)
        if baselineLayout {
          let ascent =
            baseline(child) + child.flexStartMargin(.column, direction, context.availableInnerWidth)
          let descent =
            child.state.measuredHeight + child.marginForAxis(.column, context.availableInnerWidth) - ascent
          maxAscent = FlexMath.maxOrDefined(maxAscent, ascent)
          maxDescent = FlexMath.maxOrDefined(maxDescent, descent)
        } else {
          line.crossDim = FlexMath.maxOrDefined(
            line.crossDim, child.dimensionWithMargin(context.crossAxis, context.availableInnerWidth))
        }
      }
    }
    line.mainDim += trailingPaddingAndBorder
    if baselineLayout { line.crossDim = maxAscent + maxDescent }
  }

  static func fallback(_ justify: FlexJustify) -> FlexJustify {
    switch justify {
    case .spaceBetween, .spaceAround, .spaceEvenly: return .flexStart
    default: return justify
    }
  }

  static func fallback(_ align: FlexAlign) -> FlexAlign {
    switch align {
    case .spaceBetween, .stretch, .spaceAround, .spaceEvenly: return .flexStart
    default: return align
    }
  }

  /// The first baseline of a laid-out node, from its top edge.
  func baseline(_ node: FlexNode) -> Double {
    var baselineChild: FlexNode?
    for child in node.layoutChildren {
      if child.state.lineIndex > 0 { break }
      if child.style.positionType == .absolute { continue }
      if childAlignment(node, child) == .baseline {
        baselineChild = child
        break
      }
      if baselineChild == nil { baselineChild = child }
    }
    guard let baselineChild else { return node.state.measuredHeight }
    return baseline(baselineChild) + baselineChild.state.position.top
  }

  /// Whether a row container aligns any child on baselines.
  func isBaselineLayout(_ node: FlexNode) -> Bool {
    if node.style.flexDirection.isColumn { return false }
    if node.style.alignItems == .baseline { return true }
    return node.layoutChildren.contains {
      $0.style.positionType != .absolute && $0.style.alignSelf == .baseline
    }
  }
}
