/// The flexbox algorithm, after Yoga's `CalculateLayout.cpp`: each node is measured or laid out under
/// a width and height with a sizing mode each; results are cached per layout pass.
struct FlexLayoutEngine {
  /// Pixels per point for edge rounding (0: no rounding).
  let pointScaleFactor: Double
  /// Identifies this layout pass; caches from earlier passes are ignored.
  let generation: UInt64

  init(pointScaleFactor: Double) {
    self.pointScaleFactor = pointScaleFactor
    self.generation = 1
  }

  /// Lays out a prepared tree (see `FlexLayoutInput.prepare`) and rounds it to the pixel grid.
  func layoutRoot(_ node: FlexNode, ownerWidth: Double, ownerHeight: Double, direction ownerDirection: LayoutDirection)
  {
    node.state.isRoot = true
    defer { node.state.isRoot = false }
    let direction = node.resolveDirection(ownerDirection)
    var width = Double.nan
    var widthMode = SizingMode.maxContent
    let maxWidth = node.resolvedMax(isWidth: true, direction, ownerWidth, ownerWidth)
    if node.hasDefiniteLength(isWidth: true, ownerWidth) {
      width =
        node.resolvedDimension(direction, isWidth: true, ownerWidth, ownerWidth)
        + node.marginForAxis(.row, ownerWidth)
      widthMode = .stretchFit
    } else if !maxWidth.isNaN {
      width = maxWidth
      widthMode = .fitContent
    } else {
      width = ownerWidth
      widthMode = width.isNaN ? .maxContent : .stretchFit
    }
    var height = Double.nan
    var heightMode = SizingMode.maxContent
    let maxHeight = node.resolvedMax(isWidth: false, direction, ownerHeight, ownerWidth)
    if node.hasDefiniteLength(isWidth: false, ownerHeight) {
      height =
        node.resolvedDimension(direction, isWidth: false, ownerHeight, ownerWidth)
        + node.marginForAxis(.column, ownerWidth)
      heightMode = .stretchFit
    } else if !maxHeight.isNaN {
      height = maxHeight
      heightMode = .fitContent
    } else {
      height = ownerHeight
      heightMode = height.isNaN ? .maxContent : .stretchFit
    }
    layoutInternal(
      node, width, height, ownerDirection, widthMode, heightMode, ownerWidth, ownerHeight,
      performLayout: true, depth: 0)
    node.setInitialPosition(node.state.direction, ownerWidth, ownerHeight)
    roundToPixelGrid(node, absoluteLeft: 0, absoluteTop: 0)
  }

  /// Lays out or measures a node unless a cached result of this pass fits the constraints.
  @discardableResult
  func layoutInternal(
    _ node: FlexNode, _ availableWidth: Double, _ availableHeight: Double, _ ownerDirection: LayoutDirection,
    _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double,
    performLayout: Bool, depth: Int
  ) -> Bool {
    let depth = depth + 1
    let needToVisit = node.state.generation != generation || node.state.lastOwnerDirection != ownerDirection
    if needToVisit {
      node.state.nextCachedMeasurement = 0
      node.state.cachedMeasurements.removeAll()
      node.state.cachedLayout = CachedMeasurement()
    }
    var cached: CachedMeasurement?
    if node.measure != nil {
      let marginRow = node.marginForAxis(.row, ownerWidth)
      let marginColumn = node.marginForAxis(.column, ownerWidth)
      if canUseCachedMeasurement(
        widthMode, availableWidth, heightMode, availableHeight, node.state.cachedLayout, marginRow, marginColumn)
      {
        cached = node.state.cachedLayout
      } else {
        // By index: iterating would copy the measurements into an iterator.
        for index in 0..<node.state.cachedMeasurements.count {
          let entry = node.state.cachedMeasurements[index]
          if canUseCachedMeasurement(
            widthMode, availableWidth, heightMode, availableHeight, entry, marginRow, marginColumn)
          {
            cached = entry
            break
          }
        }
      }
    } else if performLayout {
      let entry = node.state.cachedLayout
      if FlexMath.inexactEquals(entry.availableWidth, availableWidth)
        && FlexMath.inexactEquals(entry.availableHeight, availableHeight) && entry.widthMode == widthMode
        && entry.heightMode == heightMode
      {
        cached = entry
      }
    } else {
      for index in 0..<node.state.cachedMeasurements.count {
        let entry = node.state.cachedMeasurements[index]
        if FlexMath.inexactEquals(entry.availableWidth, availableWidth)
          && FlexMath.inexactEquals(entry.availableHeight, availableHeight) && entry.widthMode == widthMode
          && entry.heightMode == heightMode
        {
          cached = entry
          break
        }
      }
    }

    if !needToVisit, let cached {
      node.state.measuredWidth = cached.computedWidth
      node.state.measuredHeight = cached.computedHeight
    } else {
      layoutImpl(
        node, availableWidth, availableHeight, ownerDirection, widthMode, heightMode, ownerWidth, ownerHeight,
        performLayout: performLayout, depth: depth)
      node.state.lastOwnerDirection = ownerDirection
      if cached == nil {
        let entry = CachedMeasurement(
          availableWidth: availableWidth, availableHeight: availableHeight, widthMode: widthMode,
          heightMode: heightMode, computedWidth: node.state.measuredWidth, computedHeight: node.state.measuredHeight)
        if performLayout {
          node.state.cachedLayout = entry
        } else {
          if node.state.nextCachedMeasurement == FlexNodeState.maxCachedMeasurements {
            node.state.nextCachedMeasurement = 0
          }
          let index = node.state.nextCachedMeasurement
          if index < node.state.cachedMeasurements.count {
            node.state.cachedMeasurements[index] = entry
          } else {
            node.state.cachedMeasurements.append(entry)
          }
          node.state.nextCachedMeasurement += 1
        }
      }
    }
    if performLayout {
      node.state.width = node.state.measuredWidth
      node.state.height = node.state.measuredHeight
    }
    node.state.generation = generation
    return needToVisit || cached == nil
  }

  /// Whether a cached measurement of a measured leaf still answers new constraints (Yoga's rules).
  func canUseCachedMeasurement(
    _ widthMode: SizingMode, _ width: Double, _ heightMode: SizingMode, _ height: Double,
    _ last: CachedMeasurement, _ marginRow: Double, _ marginColumn: Double
  ) -> Bool {
    if (!last.computedHeight.isNaN && last.computedHeight < 0) || (!last.computedWidth.isNaN && last.computedWidth < 0)
    {
      return false
    }
    let rounded = pointScaleFactor != 0
    func round(_ value: Double) -> Double {
      rounded ? FlexMath.roundToPixelGrid(value, scale: pointScaleFactor, forceCeil: false, forceFloor: false) : value
    }
    let sameWidth = last.widthMode == widthMode && FlexMath.inexactEquals(round(last.availableWidth), round(width))
    let sameHeight = last.heightMode == heightMode && FlexMath.inexactEquals(round(last.availableHeight), round(height))
    let widthOK =
      sameWidth || Self.exactMatches(widthMode, width - marginRow, last.computedWidth)
      || Self.maxContentStillFits(widthMode, width - marginRow, last.widthMode, last.computedWidth)
      || Self.stricterStillValid(widthMode, width - marginRow, last.widthMode, last.availableWidth, last.computedWidth)
    let heightOK =
      sameHeight || Self.exactMatches(heightMode, height - marginColumn, last.computedHeight)
      || Self.maxContentStillFits(heightMode, height - marginColumn, last.heightMode, last.computedHeight)
      || Self.stricterStillValid(
        heightMode, height - marginColumn, last.heightMode, last.availableHeight, last.computedHeight)
    return widthOK && heightOK
  }

  private static func exactMatches(_ mode: SizingMode, _ size: Double, _ lastComputed: Double) -> Bool {
    mode == .stretchFit && FlexMath.inexactEquals(size, lastComputed)
  }

  private static func maxContentStillFits(
    _ mode: SizingMode, _ size: Double, _ lastMode: SizingMode, _ lastComputed: Double
  ) -> Bool {
    mode == .fitContent && lastMode == .maxContent
      && (size >= lastComputed || FlexMath.inexactEquals(size, lastComputed))
  }

  private static func stricterStillValid(
    _ mode: SizingMode, _ size: Double, _ lastMode: SizingMode, _ lastSize: Double, _ lastComputed: Double
  ) -> Bool {
    lastMode == .fitContent && mode == .fitContent && !lastSize.isNaN && !size.isNaN && !lastComputed.isNaN
      && lastSize > size && (lastComputed <= size || FlexMath.inexactEquals(size, lastComputed))
  }
}
