/// Kagami's extension to step 5 for lines that hold an item whose minimum yields
/// (`FlexStyle.minimumYieldsToFitLine`): shrinking by the specification's loop, not Yoga's one-pass
/// approximation.
///
/// Yoga's first pass measures every item against the line's original free space while it takes the
/// items that reach their minimums out of the shrink factors, so when two items reach theirs the line
/// seems to have space left over: the second pass then gives the shrinkable items back their bases and
/// hands the surplus to the growing ones (a list row's text kept at its full width beside a spacer
/// that grew). The Yoga fixtures keep Yoga's passes; the DSL's rows of texts get the specification's.
extension FlexLayoutEngine {
  /// Freezes, one round at a time, the items that shrinking would take below their minimums, as CSS
  /// Flexible Box Layout § 9.7 does, and leaves in `line` the free space and shrink factors of the
  /// items still flexible (the second pass sizes them from these, and the frozen ones come out at
  /// their minimums). Returns false, changing nothing, unless the line shrinks and holds a yielding item.
  func freezeShrinkingItems(_ line: inout FlexLine, _ context: LineContext) -> Bool {
    guard line.remainingFreeSpace < 0, !context.availableInnerMainDim.isNaN else { return false }
    let children = context.children
    let items = (line.startIndex..<line.endIndex).filter { children[$0].isLineItem }
    guard items.contains(where: { children[$0].style.minimumYieldsToFitLine }) else { return false }
    var bases: [Int: Double] = [:]
    for index in items {
      bases[index] = children[index].boundAxisWithinMinAndMax(
        context.direction, context.mainAxis, children[index].state.computedFlexBasis, context.mainAxisOwnerSize,
        context.ownerWidth)
    }
    var flexible = items.filter { children[$0].resolvedFlexShrink > 0 && bases[$0, default: 0] > 0 }
    var freeSpace = line.remainingFreeSpace
    while true {
      let total = flexible.reduce(0.0) { $0 - children[$1].resolvedFlexShrink * bases[$1, default: 0] }
      guard freeSpace < 0, total != 0 else { break }
      var frozen: [Int] = []
      for index in flexible {
        let child = children[index]
        let basis = bases[index, default: 0]
        let target = basis + freeSpace / total * (-child.resolvedFlexShrink * basis)
        let bound = child.boundAxis(
          context.mainAxis, context.direction, target, context.availableInnerMainDim, context.availableInnerWidth)
        if bound > target {
          frozen.append(index)
          freeSpace -= bound - basis
        }
      }
      if frozen.isEmpty { break }
      flexible.removeAll { frozen.contains($0) }
    }
    line.remainingFreeSpace = freeSpace
    line.totalFlexShrinkScaledFactors = flexible.reduce(0.0) {
      $0 - children[$1].resolvedFlexShrink * bases[$1, default: 0]
    }
    return true
  }
}
