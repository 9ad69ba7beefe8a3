/// Rounding of edges to the pixel grid (Yoga's `roundLayoutResultsToPixelGrid`): a node's left and top are
/// rounded, and its size becomes the difference of its rounded absolute far and near edges.
extension FlexLayoutEngine {
  func roundToPixelGrid(_ root: FlexNode, absoluteLeft: Double, absoluteTop: Double) {
    var stack: [(FlexNode, Double, Double)] = [(root, absoluteLeft, absoluteTop)]
    let scale = pointScaleFactor
    while let (node, parentLeft, parentTop) = stack.popLast() {
      let left = node.state.position.left
      let top = node.state.position.top
      let width = node.state.width
      let height = node.state.height
      let absoluteLeft = parentLeft + left
      let absoluteTop = parentTop + top
      if scale != 0 {
        let isText = node.measure != nil
        func round(_ value: Double, ceil: Bool = false, floor: Bool = false) -> Double {
          FlexMath.roundToPixelGrid(value, scale: scale, forceCeil: ceil, forceFloor: floor)
        }
        func hasFraction(_ value: Double) -> Bool {
          let fraction = FlexMath.fractionalPart(value * scale)
          return !FlexMath.inexactEquals(fraction, 0) && !FlexMath.inexactEquals(fraction, 1)
        }
        node.state.position.left = round(left, floor: isText)
        node.state.position.top = round(top, floor: isText)
        let fractionalWidth = hasFraction(width)
        let fractionalHeight = hasFraction(height)
        node.state.width =
          round(absoluteLeft + width, ceil: isText && fractionalWidth, floor: isText && !fractionalWidth)
          - round(absoluteLeft, floor: isText)
        node.state.height =
          round(absoluteTop + height, ceil: isText && fractionalHeight, floor: isText && !fractionalHeight)
          - round(absoluteTop, floor: isText)
      }
      let children = node.children
      var index = children.count
      while index > 0 {
        index -= 1
        stack.append((children[index], absoluteLeft, absoluteTop))
      }
    }
  }
}
