/// Kagami's extension to step 5, off unless an item's style asks for it
/// (`FlexStyle.minimumYieldsToFitLine`): minimums that give way when a line overflows even with every
/// shrinkable item at its minimum. SwiftUI's `HStack` never offers a text less room because of its
/// longest word: when the row lacks room the word breaks, where flexbox keeps the minimum and lets the
/// line overflow its container (and be clipped).
extension FlexLayoutEngine {
  /// A minimum lowered for one line, with the value to restore.
  struct RelaxedMinimum {
    let node: FlexNode
    let original: FlexValue
  }

  /// Lowers the main-axis minimums of the line's yielding items, the largest first and all to one
  /// level, by as much as the line still overflows with every shrinkable item at its minimum; returns
  /// what to restore (`restoreMinimums`) once the container is laid out (the items' own layouts,
  /// stretched on the cross axis too, must see the lowered minimums).
  func relaxMinimums(_ line: FlexLine, _ context: LineContext) -> [RelaxedMinimum] {
    guard line.remainingFreeSpace < 0, !context.availableInnerMainDim.isNaN else { return [] }
    let isWidth = context.mainAxis.isRow
    var shrinkRoom = 0.0
    var yielding: [(node: FlexNode, minimum: Double)] = []
    for index in line.startIndex..<line.endIndex where context.children[index].isLineItem {
      let child = context.children[index]
      guard child.resolvedFlexShrink > 0 else { continue }
      let basis = child.boundAxisWithinMinAndMax(
        context.direction, context.mainAxis, child.state.computedFlexBasis, context.mainAxisOwnerSize,
        context.ownerWidth)
      let minimum = child.resolvedMin(
        isWidth: isWidth, context.direction, context.mainAxisOwnerSize, context.ownerWidth)
      let floor = minimum.isNaN ? 0 : max(0, minimum)
      if !basis.isNaN { shrinkRoom += max(0, basis - floor) }
      if child.style.minimumYieldsToFitLine && !minimum.isNaN && minimum > 0 {
        yielding.append((child, minimum))
      }
    }
    let excess = -line.remainingFreeSpace - shrinkRoom
    guard excess > 0, !yielding.isEmpty else { return [] }
    let level = Self.levelRemoving(excess, from: yielding.map(\.minimum))
    var relaxed: [RelaxedMinimum] = []
    for (node, minimum) in yielding where minimum > level {
      relaxed.append(RelaxedMinimum(node: node, original: isWidth ? node.style.minWidth : node.style.minHeight))
      if isWidth { node.style.minWidth = .points(level) } else { node.style.minHeight = .points(level) }
    }
    return relaxed
  }

  /// Puts back the minimums `relaxMinimums` lowered.
  func restoreMinimums(_ relaxed: [RelaxedMinimum], isWidth: Bool) {
    for entry in relaxed {
      if isWidth { entry.node.style.minWidth = entry.original } else { entry.node.style.minHeight = entry.original }
    }
  }

  /// The level (at least 0) such that lowering every value above it to it removes `excess` in all.
  static func levelRemoving(_ excess: Double, from values: [Double]) -> Double {
    let sorted = values.sorted(by: >)
    var sum = 0.0
    for (index, value) in sorted.enumerated() {
      sum += value
      let level = (sum - excess) / Double(index + 1)
      let next = index + 1 < sorted.count ? sorted[index + 1] : 0
      if level >= next { return max(0, level) }
    }
    return 0
  }
}
